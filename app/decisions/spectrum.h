#pragma once

#include "app/compute/superseding_worker.h"
#include "app/decisions/section.h"

#include <Eigen/Core>

class QLabel;

namespace attnlab::widgets {
class SpectrumPlot;
}

namespace attnlab::app {

// svd, linformer and lowdim: the singular values of the exact A beside those of the variant's M, with the rank
// the method allows (r, or k) marked. A rank-k method keeps at most k of them; A's tail beyond k is its loss.
// svd returns both spectra (it decomposes A anyway). For linformer and lowdim, whose results carry no spectra when
// the window asks for none, they are computed here on a worker: M's from its factors (O(N k^2)), A's by an O(N^3)
// SVD kept in the input's memo (shared with the Spectrum panel), so a change of k costs no decomposition of A.
class SpectrumDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit SpectrumDecisions(QWidget* parent = nullptr);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;

    widgets::SpectrumPlot* spectrumPlot() const { return m_plot; }

private:
    void startComputing(const std::shared_ptr<const ComputeOutcome>& outcome, int rank);
    void showSpectra(const std::vector<double>& exact, const std::vector<double>& variant, const QString& id, int rank,
        bool oracle);

    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    widgets::SpectrumPlot* m_plot = nullptr;
    // A child, so whoever waits for the window to settle finds it. Last: destroyed (waiting for its job) first.
    SupersedingWorker m_worker { this };
};

} // namespace attnlab::app
