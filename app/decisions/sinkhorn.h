#pragma once

#include "app/decisions/section.h"

class QLabel;
class QSlider;

namespace attnlab::widgets {
class HeatmapOverlay;
class HeatmapView;
} // namespace attnlab::widgets

namespace attnlab::app {

// sinkhorn: the block scores R, the balanced matrix S step by step (a slider walks through the Sinkhorn rounds),
// and the block matching read off the final S, outlined on it and listed as text.
class SinkhornDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit SinkhornDecisions(QWidget* parent = nullptr);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    void setQuery(int query) override;

    // Shows S after `iteration` rounds (0 .. iterationCount()); clamped to what the variant recorded.
    void setIteration(int iteration);
    int iteration() const;
    int iterationCount() const { return m_iterations; }

    QSlider* iterationSlider() const { return m_slider; }
    QLabel* iterationLabel() const { return m_iterationLabel; }
    QLabel* matchingLabel() const { return m_matchingText; }
    widgets::HeatmapView* scoresView() const { return m_scores; }
    widgets::HeatmapView* balancedView() const { return m_balanced; }
    widgets::HeatmapOverlay* balancedOverlay() const { return m_balancedOverlay; }

private:
    void showIteration(int iteration);
    void showCrosshair();
    QString matchingText() const;

    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    widgets::HeatmapView* m_scores = nullptr;
    widgets::HeatmapView* m_balanced = nullptr;
    widgets::HeatmapOverlay* m_scoresOverlay = nullptr;
    widgets::HeatmapOverlay* m_balancedOverlay = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_iterationLabel = nullptr;
    QLabel* m_matchingHeading = nullptr;
    QLabel* m_matchingText = nullptr;

    std::shared_ptr<const ComputeOutcome> m_outcome;
    std::vector<int> m_matching;
    int m_iterations = 0; // rounds recorded as sinkhorn_iter<t>; 0 when only the final S was reported
    bool m_hasSteps = false;
    int m_blockSize = 1;
    std::optional<int> m_query;
};

} // namespace attnlab::app
