#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QSpinBox;

namespace attnlab::widgets {
class QueryWeightsView;
}

namespace attnlab::app {

// The Query inspector dock ("Seeing why"): for the chosen query, the exact weights and the variant's over the
// keys as bars, the tokens shaded by each, and the row's KL(A_i || M_i), map error and output error and cosine.
// A query is picked by a row of any map (setQuery), the spin box, or a click on a token chip here. One row of two
// N x N maps is O(N) work, done on the GUI thread; above kLargestMapN there are no maps and the panel says so.
class QueryInspectorPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit QueryInspectorPanel(QWidget* parent = nullptr);

    // The query shown (row i, original order); kept across outcomes and clamped into 0..N-1. Until one is set,
    // the middle query.
    void setQuery(int query) override;

    int query() const { return m_query; }
    widgets::QueryWeightsView* weightsView() const { return m_view; }
    QSpinBox* querySpin() const { return m_querySpin; }

    QSize sizeHint() const override;

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // `message` (e.g. an error) in place of the weights.
    void showEmpty(const QString& message) override;

private:
    void refresh();

    QLabel* m_title = nullptr;
    QSpinBox* m_querySpin = nullptr;
    widgets::QueryWeightsView* m_view = nullptr;
    std::shared_ptr<const ComputeOutcome> m_outcome;
    std::optional<int> m_pickedQuery;
    int m_query = 0;
};

} // namespace attnlab::app
