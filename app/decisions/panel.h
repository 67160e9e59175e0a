#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;

namespace attnlab::app {

class BucketDecisions;
class DecisionsSection;
class KeptKeysDecisions;
class ProductKeyDecisions;
class ProjectionDecisions;
class SinkhornDecisions;
class SpectrumDecisions;

// What the method decided from the data, for the "Decisions" dock: buckets and clusters (lsh, kmeans), the block
// matching (sinkhorn), projections and their spectrum (linformer, pool_kv, lowdim, svd), kept keys (select_kv),
// per-slice key choices (product_key). Variants that decide nothing from the data get a short explanation.
class DecisionsPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit DecisionsPanel(QWidget* parent = nullptr);

    // The query the user picked in a map (row i, original order): marked in the sections that can show it.
    void setQuery(int query) override;

    // True when some section shows the current outcome; false in the empty state.
    bool showsDecisions() const;
    QString emptyText() const;

    BucketDecisions* bucketDecisions() const { return m_buckets; }
    SinkhornDecisions* sinkhornDecisions() const { return m_sinkhorn; }
    ProjectionDecisions* projectionDecisions() const { return m_projection; }
    SpectrumDecisions* spectrumDecisions() const { return m_spectrum; }
    KeptKeysDecisions* keptKeysDecisions() const { return m_keptKeys; }
    ProductKeyDecisions* productKeyDecisions() const { return m_productKey; }

    QSize sizeHint() const override;

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // The state before the first outcome, with `message` (e.g. an error) in place of the sections.
    void showEmpty(const QString& message) override;

private:
    QLabel* m_title = nullptr;
    QLabel* m_empty = nullptr;
    BucketDecisions* m_buckets = nullptr;
    SinkhornDecisions* m_sinkhorn = nullptr;
    ProjectionDecisions* m_projection = nullptr;
    SpectrumDecisions* m_spectrum = nullptr;
    KeptKeysDecisions* m_keptKeys = nullptr;
    ProductKeyDecisions* m_productKey = nullptr;
    std::vector<DecisionsSection*> m_sections;
    std::shared_ptr<const ComputeOutcome> m_outcome;
};

} // namespace attnlab::app
