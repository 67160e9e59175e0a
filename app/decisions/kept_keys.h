#pragma once

#include "app/decisions/section.h"

class QLabel;

namespace attnlab::widgets {
class HeatmapOverlay;
class HeatmapView;
} // namespace attnlab::widgets

namespace attnlab::app {

// select_kv: the keys kept for every query, listed and outlined as columns of the variant's map.
class KeptKeysDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit KeptKeysDecisions(QWidget* parent = nullptr);

    // Whether this section shows `outcome` (select_kv's, with the keys it kept, over the variant's map).
    static bool explains(const ComputeOutcome& outcome);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    void setQuery(int query) override;

    QLabel* keptList() const { return m_list; }
    widgets::HeatmapView* mapView() const { return m_map; }
    widgets::HeatmapOverlay* mapOverlay() const { return m_overlay; }

signals:
    void queryPicked(int query);

private:
    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_list = nullptr;
    widgets::HeatmapView* m_map = nullptr;
    widgets::HeatmapOverlay* m_overlay = nullptr;
    std::optional<int> m_query;
};

} // namespace attnlab::app
