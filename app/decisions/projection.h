#pragma once

#include "app/decisions/projection_maps.h"
#include "app/decisions/section.h"

class QLabel;

namespace attnlab::widgets {
class HeatmapView;
}

namespace attnlab::app {

// linformer, lowdim and pool_kv: the k x N matrix that mixes the N keys (and values) into k slots, and the
// N x k attention A of every query over those slots (drawn transposed, k x N). M = A E is the variant's map.
class ProjectionDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit ProjectionDecisions(QWidget* parent = nullptr);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    void setQuery(int query) override;

    widgets::HeatmapView* projectionView() const { return m_projection; }
    widgets::HeatmapView* compressedView() const { return m_compressed; }
    // What the maps are drawn for now (their plot areas): what the window prepares them for.
    ProjectionMapsPlan mapsPlan() const;

signals:
    void queryPicked(int query);

private:
    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    widgets::HeatmapView* m_projection = nullptr;
    widgets::HeatmapView* m_compressed = nullptr;
    std::optional<int> m_query;
};

} // namespace attnlab::app
