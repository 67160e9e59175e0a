#include "app/panels/gallery_panel.h"

#include "app/compute/comparison.h"
#include "core/analysis/downsample.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "widgets/plots/gallery_view.h"
#include "widgets/controls/core_text.h"

#include <QHideEvent>
#include <QLabel>
#include <QProgressBar>
#include <QScrollArea>
#include <QShowEvent>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace attnlab::app {

namespace {

QString metricText(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', 3) : QStringLiteral("n/a");
}

// The exact results the gallery compares with: the outcome's own (it answers the input, or its causal version for
// a memory variant), and the other one computed once, the first time a variant needs it.
class ExactResults {
public:
    explicit ExactResults(const ComputeOutcome& outcome)
    {
        const std::shared_ptr<const core::Result>& exact = outcome.comparison.exact;
        if (exact && exact->pattern.kind() == core::Pattern::Kind::CausalPairs)
            m_causal = exact;
        else if (exact && exact->pattern.kind() == core::Pattern::Kind::AllPairs)
            m_plain = exact;
    }

    std::shared_ptr<const core::Result> answering(const core::Problem& problem, const core::RunOptions& options)
    {
        std::shared_ptr<const core::Result>& exact = problem.causal ? m_causal : m_plain;
        if (!exact)
            exact = computeExact(problem, options);
        return exact;
    }

private:
    std::shared_ptr<const core::Result> m_plain;
    std::shared_ptr<const core::Result> m_causal;
};

// One variant at its defaults on the input, compared with the exact result and pooled for its tile. Throws
// core::Cancelled when the run is cancelled; every other failure becomes the tile's message.
GalleryTileOutcome computeTile(const core::Variant& variant, const core::Problem& input, ExactResults& exactResults,
    const core::CancelFlag& cancel)
{
    const core::VariantInfo& info = variant.info();
    GalleryTileOutcome tile;
    tile.id = QString::fromStdString(info.id);
    if (input.causal && info.causal == core::CausalSupport::Never) {
        tile.reason = GalleryPanel::tr("refuses causal");
        tile.details = GalleryPanel::tr("It cannot honour causal: %1").arg(widgets::coreText(info.causalReason));
        return tile;
    }
    try {
        const core::Params params = variant.resolve(core::Params());
        const double madds = variant.analyticCost(input, params).madds;
        if (madds > kGalleryMaddsBudget) {
            tile.reason = GalleryPanel::tr("too slow for a thumbnail");
            tile.details = GalleryPanel::tr("About %1 multiply-adds on this input (the gallery runs variants up to "
                                            "%2). Choose it to run it on its own.")
                               .arg(madds, 0, 'g', 2)
                               .arg(kGalleryMaddsBudget, 0, 'g', 2);
            return tile;
        }
        core::RunOptions options;
        options.wantMap = true;
        options.wantSpectra = false; // a thumbnail needs the map, not two SVDs of it
        options.cancel = cancel;
        // One thread: the main computation and the window keep the other core.
        options.threads = 1;
        // A memory variant reads only the past whatever the input says and is compared with the causal exact
        // result (app/comparison.cpp): running it on the causal input lets that exact result be reused.
        core::Problem problem = input;
        if (info.causal == core::CausalSupport::Always)
            problem.causal = true;
        const Comparison comparison
            = compareWithExact(problem, variant, params, options, exactResults.answering(problem, options));
        if (!comparison.variant.map) {
            tile.reason = GalleryPanel::tr("no map");
            tile.details = GalleryPanel::tr("This variant returned no N × N map on this input.");
            return tile;
        }
        tile.hasMap = true;
        tile.pooledMap
            = core::downsample(*comparison.variant.map, kGalleryMapCells, kGalleryMapCells, core::PoolMode::Mean);
        tile.relErrMap = comparison.metrics.relErrMap;
        tile.details = GalleryPanel::tr("Relative error of O: %1\nMean row KL: %2\nDensity: %3")
                           .arg(metricText(comparison.metrics.relErrO), metricText(comparison.metrics.meanKl),
                               metricText(comparison.metrics.density));
    } catch (const core::Cancelled&) {
        throw;
    } catch (const std::exception& exception) {
        tile.hasMap = false;
        tile.reason = GalleryPanel::tr("cannot run here");
        tile.details = QString::fromUtf8(exception.what());
    }
    return tile;
}

} // namespace

GalleryPanel::GalleryPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    QPalette statusPalette = m_status->palette();
    statusPalette.setColor(QPalette::WindowText, QColor(80, 80, 80));
    m_status->setPalette(statusPalette);

    m_progress = new QProgressBar(this);
    m_progress->setFormat(QStringLiteral("%v / %m"));
    m_progress->setTextVisible(true);
    m_progress->setToolTip(tr("Variants computed on this input, of all registered variants."));

    m_view = new widgets::GalleryView(this);
    std::vector<widgets::GalleryEntry> entries;
    for (const core::Variant* variant : core::builtinVariants().all()) {
        const core::VariantInfo& info = variant->info();
        entries.push_back({ QString::fromStdString(info.id), widgets::coreText(info.displayName),
            widgets::coreText(core::familyName(info.family)) });
        m_order.push_back(QString::fromStdString(info.id));
    }
    m_view->setEntries(entries);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_view);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_scroll, 1);

    connect(m_view, &widgets::GalleryView::variantClicked, this, &GalleryPanel::variantChosen);
    clear();
}

GalleryPanel::~GalleryPanel() = default; // m_worker cancels the run and waits for it

QSize GalleryPanel::sizeHint() const
{
    return { 440, 600 };
}

int GalleryPanel::finishedTiles() const
{
    return static_cast<int>(m_finished.size());
}

int GalleryPanel::totalTiles() const
{
    return static_cast<int>(m_order.size());
}

QString GalleryPanel::progressText() const
{
    return QStringLiteral("%1 / %2").arg(finishedTiles()).arg(totalTiles());
}

QString GalleryPanel::statusText() const
{
    return m_status->text();
}

void GalleryPanel::updateProgress()
{
    m_progress->setRange(0, std::max(1, totalTiles()));
    m_progress->setValue(finishedTiles());
}

void GalleryPanel::showEmpty(const QString& message)
{
    stopRun();
    m_outcome.reset();
    m_finished.clear();
    m_view->resetTiles();
    m_view->setCurrentVariant(QString());
    m_status->setText(message.isEmpty()
            ? tr("Run a variant to see every variant's map on the same input, at its default parameters.")
            : message);
    updateProgress();
}

void GalleryPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->sequence) {
        clear();
        return;
    }
    m_view->setCurrentVariant(outcome->request.variantId);
    // The controller hands the same sequence over while only the variant changes: the tiles still answer it.
    if (m_outcome && m_outcome->sequence == outcome->sequence)
        return;

    stopRun();
    m_outcome = outcome;
    m_finished.clear();
    m_view->resetTiles();
    updateProgress();
    const int n = outcome->sequence->problem.n();
    if (n > kLargestMapN) {
        m_status->setText(tr("Maps are built up to N = %1 and this input has N = %2: the gallery has nothing to draw.")
                              .arg(kLargestMapN)
                              .arg(n));
        return;
    }
    if (isVisible())
        startRun();
    else
        m_status->setText(tr("Waiting: the gallery computes while it is visible."));
}

void GalleryPanel::startRun()
{
    if (!m_outcome || m_running || m_outcome->sequence->problem.n() > kLargestMapN)
        return;
    QStringList ids;
    for (const QString& id : m_order)
        if (!m_finished.contains(id))
            ids.push_back(id);
    if (ids.isEmpty())
        return;

    const std::shared_ptr<const ComputeOutcome> outcome = m_outcome;
    m_running = true;
    m_runTimer.start();
    m_status->setText(tr("Running every variant at its default parameters on this input (N = %1)…")
                          .arg(outcome->sequence->problem.n()));

    m_worker.start([this, outcome, ids](const SupersedingWorker::Job& job) {
        ExactResults exactResults(*outcome);
        int computed = 0;
        bool cancelled = false;
        try {
            for (const QString& id : ids) {
                job.cancel().throwIfCancelled();
                const core::Variant& variant = core::builtinVariants().get(id.toStdString(), "variant");
                GalleryTileOutcome tile = computeTile(variant, outcome->sequence->problem, exactResults, job.cancel());
                ++computed;
                job.deliver([this, tile] { deliverTile(tile); });
            }
        } catch (const core::Cancelled&) {
            cancelled = true;
        }
        // runStopped is owed for every run, a superseded one too.
        job.post([this, job, computed, cancelled] { finishRun(job.isCurrent(), computed, cancelled); });
    });
}

void GalleryPanel::stopRun()
{
    m_worker.stop(); // tiles still on their way answer an older run
    m_running = false;
}

void GalleryPanel::deliverTile(const GalleryTileOutcome& tile)
{
    if (tile.hasMap)
        m_view->setTileMap(tile.id, tile.pooledMap, tile.relErrMap, tile.details);
    else
        m_view->setTileMessage(tile.id, tile.reason, tile.details);
    m_finished.insert(tile.id);
    updateProgress();
    emit progressChanged(finishedTiles(), totalTiles());
}

void GalleryPanel::finishRun(bool current, int computed, bool cancelled)
{
    if (current) {
        m_running = false;
        if (!cancelled)
            m_status->setText(tr("Every variant at its default parameters on this input (N = %1), in %2 s. Click a "
                                 "tile to show that variant.")
                                  .arg(m_outcome ? m_outcome->sequence->problem.n() : 0)
                                  .arg(static_cast<double>(m_runTimer.elapsed()) / 1000.0, 0, 'g', 2));
    }
    emit runStopped(computed, cancelled);
}

void GalleryPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_outcome && !m_running && finishedTiles() < totalTiles())
        startRun();
}

void GalleryPanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    // A minimised window hides spontaneously and comes back as it was; a dock tabbed away or closed does not.
    if (event->spontaneous() || !m_running)
        return;
    stopRun();
    m_status->setText(tr("Paused while hidden (%1 done); it resumes when the gallery is shown.").arg(progressText()));
}

} // namespace attnlab::app
