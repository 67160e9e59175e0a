#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "core/analysis/row_metrics.h"

#include <QString>
#include <QWidget>

#include <memory>

class QLabel;

namespace attnlab::widgets {
class RowErrorPlot;
}

namespace attnlab::app {

// The Output dock ("Seeing why"): how far each row of the variant's output O is from the exact one, as the
// relative error ||o_i - o*_i|| / ||o*_i|| and the cosine cos(o*_i, o_i) against the row index, the chosen query
// marked. Rows where the error concentrates (the start of a causal band, a query alone in its bucket) show here
// before they show in the mean. Per row it is O(dv) work, done on the GUI thread (N = 4096, dv = 64: 0.3M terms).
class OutputPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit OutputPanel(QWidget* parent = nullptr);

    // Marks query `query` (row i, original order); kept across outcomes.
    void setQuery(int query) override;

    // The per-row numbers of the shown outcome (empty in the empty state).
    const core::OutputRowMetrics& rows() const { return m_rows; }
    widgets::RowErrorPlot* plot() const { return m_plot; }

    QSize sizeHint() const override;

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // `message` (e.g. an error) in place of the plot.
    void showEmpty(const QString& message) override;

private:
    QLabel* m_title = nullptr;
    QLabel* m_explanation = nullptr;
    widgets::RowErrorPlot* m_plot = nullptr;
    core::OutputRowMetrics m_rows;
    int m_query = -1;
};

} // namespace attnlab::app
