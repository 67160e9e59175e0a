#pragma once

#include "app/decisions/bucket_maps.h"
#include "app/decisions/section.h"

class QCheckBox;
class QComboBox;
class QLabel;

namespace attnlab::widgets {
class BucketSizeChart;
class HeatmapOverlay;
class HeatmapView;
} // namespace attnlab::widgets

namespace attnlab::app {

// lsh and kmeans: which bucket (cluster) every query and key fell into. With "Reorder by bucket" the maps' rows
// are sorted by query bucket and their columns by key bucket, so each query's pattern (the keys of its bucket)
// becomes one block on the diagonal, and the exact map shows how much weight lies outside those blocks.
class BucketDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit BucketDecisions(QWidget* parent = nullptr);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    void setQuery(int query) override;

    void setReordered(bool reordered);
    bool isReordered() const;

    // What the maps would be worked out for now (the order asked for, the views' plot areas).
    BucketMapsPlan mapsPlan() const;

    QCheckBox* reorderToggle() const { return m_reorder; }
    widgets::HeatmapView* variantMapView() const { return m_variantMap; }
    widgets::HeatmapView* exactMapView() const { return m_exactMap; }
    widgets::HeatmapOverlay* variantOverlay() const { return m_variantOverlay; }
    widgets::BucketSizeChart* sizeChart() const { return m_sizes; }
    // The token shown at each row (column) position of the maps: sorted by bucket, or 0 .. N-1.
    const std::vector<int>& rowOrder() const { return m_rowOrder; }
    const std::vector<int>& columnOrder() const { return m_columnOrder; }
    // The labels (bucket per query, per key) the maps are sorted by: the chosen hashing round's.
    const std::vector<int>& queryLabels() const { return m_queryLabels; }
    const std::vector<int>& keyLabels() const { return m_keyLabels; }

signals:
    // A cell of one of the maps was clicked: the query of that row, in the original order.
    void queryPicked(int query);

private:
    struct Naming {
        QString group; // "bucket" or "cluster"
        std::string queryLabels; // extras names of round 0
        std::string keyLabels;
    };

    void chooseRound(int round);
    void refreshMaps();
    void showCrosshair();
    void describeCell(widgets::HeatmapView* view, int row, int column) const;

    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    QCheckBox* m_reorder = nullptr;
    QLabel* m_roundLabel = nullptr;
    QComboBox* m_round = nullptr;
    widgets::HeatmapView* m_variantMap = nullptr;
    widgets::HeatmapView* m_exactMap = nullptr;
    widgets::HeatmapOverlay* m_variantOverlay = nullptr;
    widgets::HeatmapOverlay* m_exactOverlay = nullptr;
    QLabel* m_sizesHeading = nullptr;
    widgets::BucketSizeChart* m_sizes = nullptr;

    std::shared_ptr<const ComputeOutcome> m_outcome;
    Naming m_naming;
    int m_groupCount = 0;
    std::vector<int> m_queryLabels;
    std::vector<int> m_keyLabels;
    std::vector<int> m_rowOrder;
    std::vector<int> m_columnOrder;
    std::optional<int> m_query;
};

} // namespace attnlab::app
