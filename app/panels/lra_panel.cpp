#include "app/panels/lra_panel.h"

#include "app/language/sentences.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "widgets/plots/lra_chart.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::app {

namespace {

// Points predicted above this many multiply-adds a run are skipped (none of the mapped variants comes near it at
// 4K and d = 64; it guards against very wide inputs).
constexpr double kMaxMadds = 1e10;

QString accuracyDetails(const LraModel& model)
{
    QStringList parts;
    for (int task = 0; task < kLraTaskCount; ++task) {
        const double value = model.accuracy[static_cast<std::size_t>(task)];
        parts << lraTaskNames().at(task) + QLatin1Char(' ')
                + (std::isfinite(value) ? QString::number(value, 'f', 2) : QStringLiteral("-"));
    }
    return joinList(parts);
}

} // namespace

LraPanel::LraPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_chart = new widgets::LraChart(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chart);

    m_chart->setCitation(lraCitation());
    m_chart->setCaveat(lraSpeedCaveat());
    try {
        m_table = publishedLraTable();
    } catch (const core::Error& error) {
        m_chart->setStatus(QString::fromUtf8(error.what()));
    }
    connect(m_chart, &widgets::LraChart::lengthChanged, this, &LraPanel::redraw);
    connectMeasurement(m_measurement, this, m_chart);
    connect(&m_measurement, &BenchmarkJob::finished, this, &LraPanel::showMeasured);
    redraw();
}

LraPanel::~LraPanel() = default; // m_measurement cancels and waits for its worker

QSize LraPanel::sizeHint() const
{
    return { 520, 780 };
}

void LraPanel::setRepeats(int repeats)
{
    m_repeats = std::max(1, repeats);
}

void LraPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->sequence)
        return;
    const int d = outcome->sequence->problem.d();
    const int dv = outcome->sequence->problem.dv();
    if (d == m_d && dv == m_dv)
        return;
    stopRunning();
    m_d = d;
    m_dv = dv;
    m_measured.clear();
    redraw();
}

void LraPanel::showEmpty(const QString& message)
{
    stopRunning();
    m_measured.clear();
    m_chart->setStatus(message);
    redraw();
}

double LraPanel::measuredSpeedup(const QString& variantId) const
{
    const auto measured = m_measured.find(lraLength(m_chart->lengthIndex()));
    if (measured == m_measured.end())
        return std::numeric_limits<double>::quiet_NaN();
    const auto speedup = measured->second.speedups.find(variantId);
    return speedup == measured->second.speedups.end() ? std::numeric_limits<double>::quiet_NaN() : speedup->second;
}

void LraPanel::redraw()
{
    const int index = m_chart->lengthIndex();
    const int n = lraLength(index);
    const auto measured = m_measured.find(n);
    const double missing = std::numeric_limits<double>::quiet_NaN();

    std::vector<widgets::LraModelPoint> points;
    std::vector<widgets::LraSpeedup> bars;
    for (const LraModel& model : m_table.models) {
        const double relative = m_table.relativeSpeed(model, index);
        points.push_back(widgets::LraModelPoint { model.name, model.variantId, relative, model.average,
            model.memoryGb[static_cast<std::size_t>(index)], accuracyDetails(model) });
        if (model.variantId.isEmpty() || &model == m_table.baseline())
            continue; // the Transformer is the 1 every bar is measured against
        widgets::LraSpeedup bar { model.name, model.variantId, relative, missing, QString() };
        if (measured != m_measured.end()) {
            const auto speedup = measured->second.speedups.find(model.variantId);
            if (speedup != measured->second.speedups.end())
                bar.measured = speedup->second;
            const auto refusal = measured->second.refusals.find(model.variantId);
            if (refusal != measured->second.refusals.end())
                bar.note = refusal->second;
        }
        bars.push_back(std::move(bar));
    }
    m_chart->setPublished(std::move(points), lraLengthLabel(index));
    const QString measuredLabel = measured != m_measured.end()
        ? tr("here: CPU forward time of full over the variant's (N = %1, d = %2)").arg(n).arg(m_d)
        : tr("here: not measured at N = %1 yet (press Measure)").arg(n);
    m_chart->setSpeedups(std::move(bars), measuredLabel);
}

void LraPanel::measure()
{
    if (m_measurement.isRunning())
        return;
    const core::Variant* full = core::builtinVariants().find("full");
    if (!full)
        return;
    std::vector<core::BenchmarkEntry> entries { { full, core::Params {} } };
    std::vector<QString> ids { QStringLiteral("full") };
    for (const LraModel& model : m_table.models) {
        const core::Variant* variant = core::builtinVariants().find(model.variantId.toStdString());
        if (!variant || variant == full || std::find(ids.begin(), ids.end(), model.variantId) != ids.end())
            continue;
        try {
            entries.push_back({ variant, model.variantParams(*variant) });
            ids.push_back(model.variantId);
        } catch (const core::Error& error) {
            m_chart->setStatus(QString::fromUtf8(error.what()));
        }
    }

    const int n = lraLength(m_chart->lengthIndex());
    core::BenchmarkSettings settings;
    settings.sizes = { n };
    settings.d = m_d;
    settings.dv = m_dv;
    settings.repeats = m_repeats;
    settings.maxMadds = kMaxMadds;

    const QString status = tr("Measuring full and %1 variants at N = %2 ...").arg(entries.size() - 1).arg(n);
    m_measuringN = n;
    m_measurement.start(std::move(entries), std::move(settings));
    m_chart->setMeasuring(true);
    m_chart->setStatus(status);
    emit measureStarted();
}

void LraPanel::cancelMeasure()
{
    if (!m_measurement.isRunning())
        return;
    m_measurement.cancel();
    m_chart->setStatus(tr("Cancelling ..."));
}

void LraPanel::stopRunning()
{
    if (!m_measurement.stop())
        return;
    m_chart->setMeasuring(false);
    emit measureCancelled();
}

void LraPanel::showMeasured(const std::vector<core::BenchmarkSeries>& series)
{
    m_chart->setMeasuring(false);
    if (series.empty()) {
        m_chart->setStatus(tr("Measurement failed: %1").arg(QString()));
        emit measureFailed(QString());
        return;
    }
    const int n = m_measuringN;
    // The first series is full: every speed-up is measured against it, on the same problem.
    const core::BenchmarkPoint& fullPoint = series.front().points.front();
    Measured measured;
    for (std::size_t s = 1; s < series.size(); ++s) {
        const QString id = QString::fromStdString(series[s].variantId);
        const core::BenchmarkPoint& point = series[s].points.front();
        if (!fullPoint.valid())
            measured.refusals[id] = tr("here: full was not timed (%1)").arg(QString::fromStdString(fullPoint.error));
        else if (!point.valid())
            measured.refusals[id] = tr("here: %1").arg(QString::fromStdString(point.error));
        else if (point.seconds > 0)
            measured.speedups[id] = fullPoint.seconds / point.seconds;
    }
    m_measured[n] = std::move(measured);
    m_chart->setStatus(tr("Measured at N = %1, d = %2, dv = %3: full took %4 s a forward pass (median of %5 runs "
                          "after a warm-up).")
                           .arg(n)
                           .arg(m_d)
                           .arg(m_dv)
                           .arg(fullPoint.valid() ? QString::number(fullPoint.seconds, 'g', 3) : QStringLiteral("-"))
                           .arg(m_repeats));
    redraw();
    emit measureFinished();
}

} // namespace attnlab::app
