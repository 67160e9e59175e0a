#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "app/compute/superseding_worker.h"
#include "core/analysis/spectrum.h"
#include "core/scenario.h"

#include <QString>
#include <QWidget>

#include <memory>

class QLabel;
class QProgressBar;

namespace attnlab::widgets {
class CumulativeEnergyPlot;
class SpectrumPlot;
} // namespace attnlab::widgets

namespace attnlab::app {

// The "Spectrum" dock: the singular values of the exact A and of the variant's M on a log scale, their cumulative
// energy, the rank that keeps 90% of it for each, and the variant's own rank-like parameter (k, r, ...) where it
// has one. A is recomputed in double precision from Q and K; M is the variant's float map widened to double. Both
// SVDs run on the panel's own worker thread (a newer outcome cancels an older one between the steps, and only the
// newest result is drawn); A's spectrum is reused while only the variant changes. Like the gallery, a hidden panel
// costs nothing: it keeps the latest outcome and computes when it is shown again.
class SpectrumPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit SpectrumPanel(QWidget* parent = nullptr);
    ~SpectrumPanel() override;

    // True while the singular values of the latest outcome are being computed.
    bool isBusy() const { return m_busy; }
    // True while an outcome waits for the panel to be shown.
    bool hasPendingOutcome() const { return m_pending != nullptr; }
    // True when the plots show the latest outcome's spectra (while it is computed, the previous outcome's stay
    // on screen under the busy line, and this is false).
    bool hasSpectra() const { return m_hasSpectra && !m_busy && !m_pending; }
    // What stands in place of the plots (empty state, a variant without a map, N too large), or the busy text.
    QString messageText() const;
    // The line above the plots while computing ("Computing the singular values ..."); empty when idle.
    QString statusText() const;
    // "90% of the energy: ..." under the plots, and the note for students under it.
    QString summaryText() const;
    QString noteText() const;
    // The ranks keeping 90% of the energy of A and of M in the latest spectra (0 when none is shown).
    int exactEnergyRank() const { return m_exactEnergyRank; }
    int variantEnergyRank() const { return m_variantEnergyRank; }

    widgets::SpectrumPlot* spectrumPlot() const { return m_spectrumPlot; }
    widgets::CumulativeEnergyPlot* energyPlot() const { return m_energyPlot; }

    QSize sizeHint() const override;

signals:
    // The latest outcome's spectra are drawn.
    void spectraShown();

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // `message` (e.g. an error) in place of the plots; a running SVD is dropped.
    void showEmpty(const QString& message) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    struct Spectra {
        std::shared_ptr<const core::Spectrum> exact;
        std::shared_ptr<const core::Spectrum> variant;
    };

    void startComputing(const std::shared_ptr<const ComputeOutcome>& outcome, bool causal);
    void deliver(const std::shared_ptr<const ComputeOutcome>& outcome, bool causal, const Spectra& spectra,
        const QString& error);
    void drawSpectra(const ComputeOutcome& outcome, bool causal, const Spectra& spectra);
    void showMessage(const QString& message);
    void setBusy(bool busy, const QString& text = QString());

    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_busyBar = nullptr;
    QLabel* m_message = nullptr;
    QWidget* m_plots = nullptr;
    widgets::SpectrumPlot* m_spectrumPlot = nullptr;
    widgets::CumulativeEnergyPlot* m_energyPlot = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_note = nullptr;

    bool m_busy = false;
    std::shared_ptr<const ComputeOutcome> m_computing; // the outcome the running job answers
    std::shared_ptr<const ComputeOutcome> m_pending; // arrived while hidden
    bool m_hasSpectra = false;
    int m_exactEnergyRank = 0;
    int m_variantEnergyRank = 0;
    // One SVD at a time: Eigen's SVD is sequential, and a second thread would take the core the main computation
    // and the window need. A child of the panel, so whoever waits for the window to settle finds it.
    SupersedingWorker m_worker { this };
};

} // namespace attnlab::app
