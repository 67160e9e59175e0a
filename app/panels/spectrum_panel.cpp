#include "app/panels/spectrum_panel.h"

#include "app/compute/exact_singular_values.h"
#include "app/compute/map_factors.h"
#include "app/language/sentences.h"
#include "core/error.h"
#include "widgets/plots/cumulative_energy_plot.h"
#include "widgets/controls/panel_text.h"
#include "widgets/controls/side_by_side_layout.h"
#include "widgets/plots/spectrum_plot.h"
#include "widgets/controls/core_text.h"

#include <QFrame>
#include <QHideEvent>
#include <QLabel>
#include <QProgressBar>
#include <QShowEvent>
#include <QVBoxLayout>

#include <vector>

namespace attnlab::app {

namespace {

std::vector<double> valuesOf(const Eigen::VectorXd& vector)
{
    return { vector.data(), vector.data() + vector.size() };
}

QLabel* makeGreyLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(80, 80, 80));
    label->setPalette(palette);
    return label;
}

} // namespace

SpectrumPanel::SpectrumPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_title = widgets::makePanelTitle(this);

    m_status = makeGreyLabel(this);
    m_busyBar = new QProgressBar(this);
    m_busyBar->setRange(0, 0); // no steps to count: an SVD does not report its progress
    m_busyBar->setTextVisible(false);
    m_busyBar->setMaximumHeight(8);
    m_busyBar->setToolTip(tr("Singular values are being computed on a worker thread; the window stays responsive."));

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_message->setMargin(8);
    m_message->setFrameShape(QFrame::StyledPanel);

    m_plots = new QWidget(this);
    m_spectrumPlot = new widgets::SpectrumPlot(m_plots);
    m_spectrumPlot->setMinimumHeight(230);
    m_spectrumPlot->setToolTip(tr("Singular values of the exact A (black) and of the variant's M (orange), largest "
                                  "first, on a log scale. Dotted lines: the ranks keeping 90% of the energy."));
    m_energyPlot = new widgets::CumulativeEnergyPlot(m_plots);
    m_energyPlot->setMinimumHeight(210);
    m_energyPlot->setToolTip(
        tr("Share of the energy (sum of squared singular values) kept by the first r singular "
           "values: what the best rank-r approximation keeps. When the rank axis is cut short, both curves keep more "
           "than 99.9% beyond its end."));
    m_summary = new QLabel(m_plots);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_note = makeGreyLabel(m_plots);

    auto* plotsLayout = new QVBoxLayout(m_plots);
    plotsLayout->setContentsMargins(0, 0, 0, 0);
    plotsLayout->setSpacing(6);
    // The two plots side by side in a wide dock (below the maps), one above the other in a narrow one.
    auto* pair = new widgets::SideBySideLayout(720);
    pair->setSpacing(8);
    pair->addWidget(m_spectrumPlot, 1);
    pair->addWidget(m_energyPlot, 1);
    plotsLayout->addLayout(pair, 1);
    plotsLayout->addWidget(m_summary);
    plotsLayout->addWidget(m_note);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addWidget(m_status);
    layout->addWidget(m_busyBar);
    layout->addWidget(m_message);
    layout->addWidget(m_plots, 1);
    layout->addStretch(0); // takes the spare height when only the message shows
    clear();
}

SpectrumPanel::~SpectrumPanel() = default; // m_worker cancels the SVDs and waits for them

QSize SpectrumPanel::sizeHint() const
{
    return { 420, 640 };
}

QString SpectrumPanel::messageText() const
{
    return m_message->text();
}

QString SpectrumPanel::statusText() const
{
    return m_busy ? m_status->text() : QString();
}

QString SpectrumPanel::summaryText() const
{
    return m_summary->text();
}

QString SpectrumPanel::noteText() const
{
    return m_note->text();
}

void SpectrumPanel::setBusy(bool busy, const QString& text)
{
    m_busy = busy;
    m_status->setText(text);
    m_status->setVisible(busy);
    m_busyBar->setVisible(busy);
}

void SpectrumPanel::showMessage(const QString& message)
{
    m_hasSpectra = false;
    m_exactEnergyRank = 0;
    m_variantEnergyRank = 0;
    m_message->setText(message);
    m_message->setVisible(true);
    m_plots->setVisible(false);
}

void SpectrumPanel::showEmpty(const QString& message)
{
    // Whatever is still computing answers nothing now.
    m_worker.stop();
    m_pending.reset();
    m_computing.reset();
    setBusy(false);
    m_title->setText(tr("Spectrum"));
    m_spectrumPlot->clear(tr("No spectrum to show."));
    m_energyPlot->clear(tr("No energy curves to show."));
    showMessage(message.isEmpty() ? tr("Run a variant to see the singular values of the exact attention matrix A "
                                       "beside those of the variant's map M.")
                                  : message);
}

void SpectrumPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->sequence) {
        clear();
        return;
    }
    m_worker.stop();
    setBusy(false);
    m_computing.reset();
    if (!isVisible()) {
        // Two O(N^3) SVDs per outcome are worth spending only on a panel someone can see.
        m_pending = outcome;
        return;
    }
    m_pending.reset();

    const QString id = outcome->request.variantId;
    m_title->setText(tr("Spectrum: %1 (%2)").arg(widgets::coreText(outcome->variant->info().displayName), id));

    const int n = outcome->sequence->problem.n();
    if (!outcome->comparison.variant.map) {
        showMessage(n > kLargestMapN
                ? tr("Maps are built up to N = %1 and this input has N = %2, so there is no M to decompose.")
                      .arg(kLargestMapN)
                      .arg(n)
                : tr("%1 returns no N × N mixing map M (O is not M V for a fixed M), so there is no spectrum to "
                     "compare with the exact A.")
                      .arg(id));
        return;
    }
    if (n > core::kLargestSpectrumN) {
        showMessage(tr("Spectra are computed up to N = %1: each is an O(N³) singular value decomposition in double "
                       "precision (seconds at N = %1) that cannot be stopped midway. This input has N = %2; choose "
                       "a shorter sequence to see it.")
                        .arg(core::kLargestSpectrumN)
                        .arg(n));
        return;
    }
    // A as the comparison used it: memory variants are compared with the causal exact result whatever the input
    // says (app/comparison.cpp), so their A is causal too.
    const std::shared_ptr<const core::Result>& exact = outcome->comparison.exact;
    bool causal = outcome->sequence->problem.causal;
    if (exact)
        causal = exact->pattern.kind() == core::Pattern::Kind::CausalPairs;
    else if (outcome->variant->info().causal == core::CausalSupport::Always)
        causal = true;
    startComputing(outcome, causal);
}

void SpectrumPanel::startComputing(const std::shared_ptr<const ComputeOutcome>& outcome, bool causal)
{
    const bool reuseExact = hasExactSingularValues(*outcome, causal);
    const int n = outcome->sequence->problem.n();
    const QString text = reuseExact ? tr("Computing the singular values of M (N = %1, double precision)…").arg(n)
                                    : tr("Computing the singular values of A and M (N = %1, double precision)…").arg(n);
    setBusy(true, text);
    m_computing = outcome;
    if (!m_hasSpectra) {
        m_message->setText(text);
        m_message->setVisible(true);
        m_plots->setVisible(false);
    }

    m_worker.start([this, outcome, causal](const SupersedingWorker::Job& job) {
        const core::CancelFlag& cancel = job.cancel();
        Spectra spectra;
        QString error;
        try {
            cancel.throwIfCancelled();
            // The input's memo has A's when svd or the Decisions dock decomposed it already.
            spectra.exact
                = std::make_shared<const core::Spectrum>(core::spectrumOfValues(*exactSingularValues(*outcome, causal)));
            cancel.throwIfCancelled();
            // M = W E (linformer, lowdim, pool_kv): from its factors, O(N k^2) instead of an O(N^3) SVD.
            const std::optional<MapFactors> factors = mapFactors(*outcome);
            spectra.variant = std::make_shared<const core::Spectrum>(factors
                    ? core::spectrumOfValues(singularValuesOf(*factors))
                    : core::spectrumOf(core::MatrixD(outcome->comparison.variant.map->cast<double>())));
        } catch (const core::Cancelled&) {
            throw; // superseded: a newer outcome's job answers instead
        } catch (const std::exception& exception) {
            error = QString::fromUtf8(exception.what());
        }
        // Dropped when a newer outcome (or clear) came since.
        job.deliver([this, outcome, causal, spectra, error] { deliver(outcome, causal, spectra, error); });
    });
}

void SpectrumPanel::deliver(const std::shared_ptr<const ComputeOutcome>& outcome, bool causal, const Spectra& spectra,
    const QString& error)
{
    setBusy(false);
    m_computing.reset();
    if (!error.isEmpty()) {
        showMessage(tr("The singular values could not be computed: %1").arg(error));
        return;
    }
    drawSpectra(*outcome, causal, spectra);
    emit spectraShown();
}

void SpectrumPanel::drawSpectra(const ComputeOutcome& outcome, bool causal, const Spectra& spectra)
{
    const QString id = outcome.request.variantId;
    const core::Spectrum& exact = *spectra.exact;
    const core::Spectrum& variant = *spectra.variant;
    const int n = static_cast<int>(exact.singularValues.size());
    const QString variantName = tr("variant M (%1)").arg(id);
    const int percent = static_cast<int>(100.0 * core::kEnergyFraction + 0.5);

    m_spectrumPlot->setSpectra(valuesOf(exact.singularValues), valuesOf(variant.singularValues), variantName);
    m_spectrumPlot->setEnergyRankMarkers(exact.energyRank, tr("A: %1% at %2").arg(percent).arg(exact.energyRank),
        variant.energyRank, tr("M: %1% at %2").arg(percent).arg(variant.energyRank));
    m_energyPlot->setCurves({ valuesOf(exact.cumulativeEnergy), exact.energyRank },
        { valuesOf(variant.cumulativeEnergy), variant.energyRank }, variantName, core::kEnergyFraction);

    std::optional<core::RankBound> parameter;
    try {
        parameter = outcome.variant->rankBound(outcome.params, n, causal);
    } catch (const core::Error&) {
        // Parameters the variant refused never produced an outcome; nothing to mark.
    }
    if (parameter) {
        const QString bound = QString::fromStdString(parameter->label());
        const QString label = parameter->boundsMapRank ? bound : tr("%1 (scores only)").arg(bound);
        m_spectrumPlot->setRankMarker(parameter->positionAmong(n), label);
        m_energyPlot->setRankMarker(parameter->positionAmong(n), label);
    } else {
        m_spectrumPlot->clearRankMarker();
        m_energyPlot->clearRankMarker();
    }

    m_exactEnergyRank = exact.energyRank;
    m_variantEnergyRank = variant.energyRank;
    const QString variantPart = variant.energyRank > 0 ? tr("M (%1) needs %2.").arg(id).arg(variant.energyRank)
                                                       : tr("M (%1) is all zeros: it keeps no energy.").arg(id);
    m_summary->setText(joinSentences({ tr("%1% of the energy: A needs its first %2 of %3 singular values; %4")
                                           .arg(percent)
                                           .arg(exact.energyRank)
                                           .arg(n)
                                           .arg(variantPart),
        parameter ? widgets::coreText(parameter->meaningTemplate).arg(parameter->rank) : QString() }));
    m_note->setText(
        tr("How to read it: singular values that fall fast mean a few directions carry most of the map, so a method "
           "that keeps k of them (Linformer's k slots, Performer's features, the truncated SVD) can copy it well; a "
           "flat spectrum means every direction matters and any rank-k shortcut loses the tail. "
           "A is recomputed in double precision from Q and K (scaled, %1, row softmax); M is the variant's float "
           "map cast to double, so its values below about 1e-6 of the largest are rounding noise.")
            .arg(causal ? tr("masked to j ≤ i") : tr("no mask")));

    m_hasSpectra = true;
    m_message->setVisible(false);
    m_plots->setVisible(true);
}

void SpectrumPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_pending) {
        const std::shared_ptr<const ComputeOutcome> outcome = std::move(m_pending);
        m_pending.reset();
        showOutcome(outcome);
    }
}

void SpectrumPanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    // A minimised window hides spontaneously and keeps its work; a dock tabbed away or closed stops it, to finish
    // when shown again.
    if (event->spontaneous() || !m_busy)
        return;
    m_pending = m_computing;
    m_computing.reset();
    m_worker.stop();
    setBusy(false);
}

} // namespace attnlab::app
