#include "app/panels/cost_panel.h"

#include "app/language/sentences.h"
#include "core/analysis/cost_curve.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "widgets/controls/core_text.h"
#include "widgets/plots/cost_chart.h"

#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace attnlab::app {

namespace {

// The analytic curves span what the app can compute (the scenarios go to N = 16384) from a size where every
// pattern is still wider than its window.
constexpr int kSmallestAnalyticN = 64;
constexpr int kLargestAnalyticN = 16384;
// Measured points predicted above this many multiply-adds a run are skipped: an O(N^3) oracle would hold the
// measurement for minutes.
constexpr double kMaxMadds = 1e10;

QString settingsText(const core::Params& params)
{
    QStringList parts;
    for (const auto& [name, value] : params.values())
        parts << QString::fromStdString(name) + QLatin1Char('=') + QString::fromStdString(core::formatValue(value));
    return joinList(parts);
}

// kmeans keeps its cluster count at every N, so its curve grows as N^2 / clusters; the Routing Transformer takes
// about sqrt(N) clusters (N^1.5). Said beside the curve so the slope is not read as the paper's.
QString clusterCountNote(const QString& variantId, const core::Params& params)
{
    if (variantId != QLatin1String("kmeans"))
        return QString();
    const core::Variant& kmeans = core::builtinVariants().get("kmeans", "variant");
    const long long clusters = kmeans.resolve(params).integer("clusters");
    return CostPanel::tr("; %1 clusters at every N, where the paper uses about sqrt(N)").arg(clusters);
}

// "; lsh promises O(N log N): <why>", so the curves and the measured slope can be read against it.
QString promiseNote(const QString& variantId, const core::CostPromise& promise)
{
    return CostPanel::tr("; %1 promises %2: %3")
        .arg(variantId, QString::fromStdString(promise.bigO()), widgets::coreText(promise.reason));
}

widgets::CostLine costLineOf(const core::CostCurve& curve)
{
    widgets::CostLine line;
    line.id = QString::fromStdString(curve.variantId);
    line.settings = settingsText(curve.params);
    const double gap = std::numeric_limits<double>::quiet_NaN();
    for (const core::CostPoint& point : curve.points) {
        line.sizes.push_back(point.n);
        line.madds.push_back(point.valid() ? point.cost.madds : gap);
        line.peakBytes.push_back(point.valid() ? point.cost.peakBytes : gap);
        line.fieldPairs.push_back(point.valid() ? point.cost.fieldPairs : gap);
        line.gaps.push_back(QString::fromStdString(point.error));
    }
    return line;
}

} // namespace

CostPanel::CostPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_analyticSizes = core::doublingSizes(kSmallestAnalyticN, kLargestAnalyticN);
    m_measureSizes = core::doublingSizes(256, 4096);

    m_chart = new widgets::CostChart(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chart);

    connectMeasurement(m_measurement, this, m_chart);
    connect(&m_measurement, &BenchmarkJob::finished, this, &CostPanel::showMeasured);
    clear();
}

CostPanel::~CostPanel() = default; // m_measurement cancels and waits for its worker

QSize CostPanel::sizeHint() const
{
    return { 460, 620 };
}

void CostPanel::setMeasureSizes(std::vector<int> sizes)
{
    m_measureSizes = std::move(sizes);
}

void CostPanel::setRepeats(int repeats)
{
    m_repeats = std::max(1, repeats);
}

void CostPanel::showEmpty(const QString& message)
{
    stopRunning();
    m_subject.reset();
    m_chart->clear(
        message.isEmpty() ? tr("Run a variant to see its cost against N beside every other variant's.") : message);
    m_chart->setMeasureEnabled(false);
    m_chart->setStatus(QString());
}

void CostPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->sequence) {
        clear();
        return;
    }
    const core::Problem& problem = outcome->sequence->problem;
    Subject subject;
    subject.variant = outcome->variant;
    subject.variantId = outcome->request.variantId;
    subject.params = outcome->params;
    subject.d = problem.d();
    subject.dv = problem.dv();
    subject.dm = static_cast<int>(problem.tokens().cols());
    subject.causal = problem.causal;
    if (m_subject && *m_subject == subject)
        return; // same curves; the measurement stays
    stopRunning();
    m_subject = subject;
    drawAnalytic();
    const QString timed = subject.variantId == QLatin1String("full") ? QStringLiteral("full")
                                                                     : tr("%1 and full").arg(subject.variantId);
    m_chart->clearMeasured(tr("Press Measure to time %1 on this machine at N = %2 .. %3.")
                               .arg(timed)
                               .arg(m_measureSizes.empty() ? 0 : m_measureSizes.front())
                               .arg(m_measureSizes.empty() ? 0 : m_measureSizes.back()));
    m_chart->setMeasureEnabled(true);
    m_chart->setStatus(QString());
}

void CostPanel::drawAnalytic()
{
    const Subject& subject = *m_subject;
    const core::CostShape shape { subject.d, subject.dv, subject.dm, subject.causal };
    std::vector<widgets::CostLine> lines;
    for (const core::Variant* variant : core::builtinVariants().all()) {
        const bool current = variant->id() == subject.variantId.toStdString();
        lines.push_back(costLineOf(
            core::analyticCostCurve(*variant, current ? subject.params : core::Params {}, m_analyticSizes, shape)));
    }
    QString shapeText = tr("d = %1, dv = %2").arg(subject.d).arg(subject.dv);
    if (subject.dm != subject.dv)
        shapeText += tr(", X width %1").arg(subject.dm);
    if (subject.causal)
        shapeText += tr(", causal");
    shapeText += clusterCountNote(subject.variantId, subject.params);
    if (subject.variant)
        shapeText += promiseNote(subject.variantId, subject.variant->info().promise);
    m_chart->setAnalytic(std::move(lines), subject.variantId, QStringLiteral("full"), shapeText);
}

void CostPanel::measure()
{
    if (!m_subject || m_measurement.isRunning() || m_measureSizes.empty())
        return;
    const Subject subject = *m_subject;
    const core::Variant* current = subject.variant;
    const core::Variant* full = core::builtinVariants().find("full");
    if (!full)
        return;
    std::vector<core::BenchmarkEntry> entries { { current, subject.params } };
    if (current != full)
        entries.push_back({ full, core::Params {} });

    core::BenchmarkSettings settings;
    settings.sizes = m_measureSizes;
    settings.d = subject.d;
    settings.dv = subject.dv;
    settings.causal = subject.causal;
    settings.repeats = m_repeats;
    settings.maxMadds = kMaxMadds;

    const QString status = tr("Measuring %1 sizes, %2 timed runs each after a warm-up ...")
                               .arg(settings.sizes.size())
                               .arg(settings.repeats);
    m_measurement.start(std::move(entries), std::move(settings));
    m_chart->setMeasuring(true);
    m_chart->setStatus(status);
    emit measureStarted();
}

void CostPanel::cancelMeasure()
{
    if (!m_measurement.isRunning())
        return;
    // The worker stops at its next check and reports back as cancelled.
    m_measurement.cancel();
    m_chart->setStatus(tr("Cancelling ..."));
}

void CostPanel::stopRunning()
{
    // A measurement of a subject that is no longer shown: stop it and drop whatever it still delivers.
    if (!m_measurement.stop())
        return;
    m_chart->setMeasuring(false);
    emit measureCancelled();
}

void CostPanel::showMeasured(const std::vector<core::BenchmarkSeries>& series, double seconds)
{
    m_chart->setMeasuring(false);
    std::vector<widgets::TimingLine> lines;
    QStringList refusals;
    for (const core::BenchmarkSeries& one : series) {
        widgets::TimingLine line;
        line.id = QString::fromStdString(one.variantId);
        line.settings = settingsText(one.params);
        line.slope = one.slope;
        if (const core::Variant* variant = core::builtinVariants().find(one.variantId))
            line.promise = QString::fromStdString(variant->info().promise.bigO());
        for (const core::BenchmarkPoint& point : one.points) {
            line.sizes.push_back(point.n);
            line.seconds.push_back(point.valid() ? point.seconds : std::numeric_limits<double>::quiet_NaN());
            if (!point.valid())
                refusals << tr("%1 at N = %2: %3").arg(line.id).arg(point.n).arg(QString::fromStdString(point.error));
        }
        lines.push_back(std::move(line));
    }
    m_chart->setMeasured(std::move(lines), refusals.join(QLatin1Char('\n')));
    m_chart->setStatus(tr("Measured in %1 s on this machine: median of %2 timed runs after a warm-up, one forward "
                          "pass without the map, gaussian Q, K, V. A slope of 1 is linear in N, 2 quadratic.")
                           .arg(seconds, 0, 'g', 2)
                           .arg(m_repeats));
    emit measureFinished();
}

} // namespace attnlab::app
