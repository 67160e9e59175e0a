#pragma once

#include "app/decisions/section.h"

class QLabel;

namespace attnlab::widgets {
class SpectrumPlot;
}

namespace attnlab::app {

// svd, linformer and lowdim: the singular values of the exact A beside those of the variant's M, with the rank
// the method allows (r, or k) marked. A rank-k method keeps at most k of them; A's tail beyond k is its loss.
class SpectrumDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit SpectrumDecisions(QWidget* parent = nullptr);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;

    widgets::SpectrumPlot* spectrumPlot() const { return m_plot; }

private:
    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    widgets::SpectrumPlot* m_plot = nullptr;
};

} // namespace attnlab::app
