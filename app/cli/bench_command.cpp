// attnlab bench: measured forward-pass time against N for some variants at their defaults (../shared/spec/cli.md),
// through the same core::runBenchmark the Cost panel uses. A sweep to N = 65,536 can run for many minutes, so it is
// never silent: one progress line per point on stderr as each point finishes, and in table mode each row on stdout
// as its point finishes; --json prints its one object on stdout at the end.
#include "app/cli/argument_list.h"
#include "app/cli/json_format.h"
#include "app/cli/subcommands.h"
#include "app/cli/usage_error.h"
#include "core/analysis/benchmark.h"
#include "core/analysis/fma_peak.h"
#include "core/builtin_catalogues.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace attnlab::app {

namespace {

// Defaults that finish in seconds on a laptop: full at N = 2048 and d = 64 is half a billion multiply-adds a run.
const char* const kDefaultVariants = "full,local,lsh,linformer,performer";
const char* const kDefaultSizes = "256,512,1024,2048";
constexpr int kDefaultWidth = 64;
constexpr int kDefaultRepeats = 3;
// Q, K and V at the largest N and width take 3 x 65536 x 1024 floats (768 MiB): beyond that is a typo.
constexpr int kLargestN = 65536;
constexpr int kLargestWidth = 1024;
constexpr int kMostRepeats = 1000;

QString pointText(const core::BenchmarkPoint& point)
{
    if (point.valid())
        return QString::number(point.seconds, 'g', 4) + QStringLiteral(" s");
    const QString reason = QString::fromStdString(point.error);
    return point.skipped ? reason : QStringLiteral("refused: ") + reason;
}

// "local N = 512: 0.00123 s (point 3 of 8)", or the reason the point was not timed.
QString progressLine(const core::BenchmarkSeries& series, const core::BenchmarkPoint& point, int done, int total)
{
    return QStringLiteral("%1 N = %2: %3 (point %4 of %5)\n")
        .arg(QString::fromStdString(series.variantId), QString::number(point.n), pointText(point),
            QString::number(done), QString::number(total));
}

std::optional<double> takeMaxSeconds(ArgumentList& list)
{
    const std::optional<double> seconds = list.takeDouble(QStringLiteral("max-seconds"));
    if (seconds && *seconds <= 0)
        throw UsageError(QStringLiteral("option --max-seconds takes a positive number of seconds, got %1")
                             .arg(*seconds)
                             .toStdString());
    return seconds;
}

QStringList splitCommaList(const QString& text, const QString& option)
{
    QStringList items = text.split(QLatin1Char(','));
    for (QString& item : items) {
        item = item.trimmed();
        if (item.isEmpty())
            throw UsageError(
                ("option --" + option + " takes a comma-separated list without empty items, got '" + text + "'")
                    .toStdString());
    }
    return items;
}

std::vector<const core::Variant*> takeVariants(ArgumentList& list)
{
    const QString text = list.takeValue(QStringLiteral("variants")).value_or(QString::fromLatin1(kDefaultVariants));
    std::vector<const core::Variant*> variants;
    for (const QString& id : splitCommaList(text, QStringLiteral("variants"))) {
        const core::Variant* variant = core::builtinVariants().find(id.toStdString());
        if (!variant) {
            QStringList known;
            for (const core::Variant* each : core::builtinVariants().all())
                known << QString::fromStdString(each->id());
            throw UsageError(
                ("unknown variant '" + id + "' in --variants (known: " + known.join(QStringLiteral(", ")) + ")")
                    .toStdString());
        }
        variants.push_back(variant);
    }
    return variants;
}

// Each --set NAME=VALUE goes to every listed variant that declares NAME; a name none of them declares is a typo.
std::vector<core::BenchmarkEntry> takeEntries(ArgumentList& list, const std::vector<const core::Variant*>& variants)
{
    std::vector<core::BenchmarkEntry> entries;
    for (const core::Variant* variant : variants)
        entries.push_back(core::BenchmarkEntry { variant, core::Params {} });
    for (const QString& assignment : list.takeAll(QStringLiteral("set"))) {
        const auto [name, value] = splitAssignment(assignment, QStringLiteral("--set"));
        bool declared = false;
        for (core::BenchmarkEntry& entry : entries) {
            const std::vector<core::ParamSpec>& specs = entry.variant->info().params;
            if (std::none_of(specs.begin(), specs.end(),
                    [&](const core::ParamSpec& spec) { return spec.name == name.toStdString(); }))
                continue;
            declared = true;
            try {
                entry.params.setFromText(specs, name.toStdString(), value.toStdString());
            } catch (const core::Error& error) {
                throw UsageError("--set: variant '" + entry.variant->id() + "': " + error.what());
            }
        }
        if (!declared)
            throw UsageError(("--set: no variant in --variants declares a parameter '" + name + "'").toStdString());
    }
    return entries;
}

std::vector<int> takeSizes(ArgumentList& list)
{
    const QString text = list.takeValue(QStringLiteral("n")).value_or(QString::fromLatin1(kDefaultSizes));
    std::vector<int> sizes;
    for (const QString& item : splitCommaList(text, QStringLiteral("n"))) {
        bool ok = false;
        const int n = item.toInt(&ok);
        if (!ok || n < 1 || n > kLargestN)
            throw UsageError(QStringLiteral("option --n takes whole numbers in 1..%1, got '%2'")
                                 .arg(kLargestN)
                                 .arg(item)
                                 .toStdString());
        sizes.push_back(n);
    }
    return sizes;
}

// Floating-point operations a second of the counted work (a multiply-add is two), in billions: for full,
// 4 N^2 d over the seconds.
double gflops(const core::BenchmarkPoint& point)
{
    return 2.0 * point.cost.madds / point.seconds * 1e-9;
}

double fastestGflops(const core::BenchmarkPoint& point)
{
    return 2.0 * point.cost.madds / point.fastestSeconds * 1e-9;
}

constexpr double kMiB = 1024.0 * 1024.0;

QJsonObject pointToJson(const core::BenchmarkPoint& point, const core::FmaPeak& peak)
{
    if (!point.valid())
        return QJsonObject { { "n", point.n }, { "seconds", QJsonValue::Null }, { "madds", QJsonValue::Null },
            { "peak_bytes", QJsonValue::Null }, { "error", QString::fromStdString(point.error) } };
    return QJsonObject { { "n", point.n }, { "seconds", jsonNumber(point.seconds) },
        { "cpu_seconds", jsonNumber(point.cpuSeconds) },
        { "madds", jsonNumber(point.cost.madds) }, { "peak_bytes", jsonNumber(point.cost.peakBytes) },
        { "field_pairs", jsonNumber(point.cost.fieldPairs) }, { "runs", point.timedRuns },
        { "gflops", jsonNumber(gflops(point)) },
        { "fraction_of_peak", jsonNumber(gflops(point) / peak.gflops) },
        { "fastest_seconds", jsonNumber(point.fastestSeconds) },
        { "fastest_fraction_of_peak", jsonNumber(fastestGflops(point) / peak.gflops) },
        { "peak_rss_bytes", jsonNumber(point.peakResidentBytes) },
        { "rss_growth_bytes", jsonNumber(point.residentGrowthBytes) } };
}

QJsonObject benchmarkToJson(const core::BenchmarkSettings& settings, const core::FmaPeak& peak,
    const std::vector<core::BenchmarkSeries>& series)
{
    QJsonArray results;
    for (const core::BenchmarkSeries& one : series) {
        QJsonArray points;
        for (const core::BenchmarkPoint& point : one.points)
            points.append(pointToJson(point, peak));
        results.append(QJsonObject { { "variant", QString::fromStdString(one.variantId) },
            { "params", paramsToJson(one.params) }, { "slope", jsonNumber(one.slope) }, { "points", points } });
    }
    const QJsonObject fmaPeak { { "gflops", jsonNumber(peak.gflops) }, { "threads", peak.threads },
        { "isa", QString::fromStdString(peak.isa) } };
    return QJsonObject { { "d", settings.d }, { "dv", settings.dv }, { "repeats", settings.repeats },
        { "fma_peak", fmaPeak }, { "results", results } };
}

void writeTableHeader(QTextStream& out, const core::BenchmarkSettings& settings, const core::FmaPeak& peak)
{
    out << "FMA peak: " << QString::number(peak.gflops, 'f', 1) << " GFLOP/s (" << QString::fromStdString(peak.isa)
        << " multiply-adds on " << peak.threads << (peak.threads == 1 ? " thread" : " threads")
        << "); GFLOP/s counts a multiply-add as two, % peak is its share of that (the fastest run's in fastest %).\n";
    out << "Median seconds of " << settings.repeats << (settings.repeats == 1 ? " run" : " runs")
        << " after one warm-up, one forward pass without the map, on gaussian Q, K, V with d = " << settings.d
        << ", dv = " << settings.dv << ".";
    if (settings.maxSeconds > 0)
        out << " A run over " << settings.maxSeconds
            << " s ends its point's repeats, and a variant whose point takes more is not measured at larger N.";
    out << "\n\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n")
               .arg(QStringLiteral("variant"), -20)
               .arg(QStringLiteral("N"), 7)
               .arg(QStringLiteral("seconds"), 12)
               .arg(QStringLiteral("multiply-adds"), 14)
               .arg(QStringLiteral("peak bytes"), 12)
               .arg(QStringLiteral("field pairs"), 12)
               .arg(QStringLiteral("GFLOP/s"), 9)
               .arg(QStringLiteral("% peak"), 7)
               .arg(QStringLiteral("fastest %"), 10)
               .arg(QStringLiteral("RSS MiB"), 8)
               .arg(QStringLiteral("+RSS MiB"), 9);
}

// One row, written as its point finishes (points come N by N, each N over every variant).
void writeTableRow(
    QTextStream& out, const core::BenchmarkSeries& series, const core::BenchmarkPoint& point, const core::FmaPeak& peak)
{
    const QString id = QString::fromStdString(series.variantId);
    if (!point.valid()) {
        out << QStringLiteral("%1 %2  %3\n").arg(id, -20).arg(point.n, 7).arg(pointText(point));
        return;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n")
               .arg(id, -20)
               .arg(point.n, 7)
               .arg(point.seconds, 12, 'g', 4)
               .arg(point.cost.madds, 14, 'g', 4)
               .arg(point.cost.peakBytes, 12, 'g', 4)
               .arg(point.cost.fieldPairs, 12, 'g', 4)
               .arg(gflops(point), 9, 'f', 1)
               .arg(100.0 * gflops(point) / peak.gflops, 7, 'f', 1)
               .arg(100.0 * fastestGflops(point) / peak.gflops, 10, 'f', 1)
               .arg(point.peakResidentBytes / kMiB, 8, 'f', 1)
               .arg(point.residentGrowthBytes / kMiB, 9, 'f', 1);
}

void writeTableSlopes(QTextStream& out, const std::vector<core::BenchmarkSeries>& series)
{
    out << "\n";
    for (const core::BenchmarkSeries& one : series)
        out << "  " << QString::fromStdString(one.variantId) << ": slope of log(seconds) on log(N) "
            << (std::isfinite(one.slope) ? QString::number(one.slope, 'f', 2)
                                         : QStringLiteral("not defined (fewer than two timed sizes)"))
            << "\n";
}

// Out of the QTextStream's buffer and the C stream's, so a reader of a pipe sees the line now.
void flushNow(QTextStream& stream, std::FILE* file)
{
    stream.flush();
    std::fflush(file);
}

} // namespace

int runBenchCommand(const QStringList& arguments, QTextStream& out)
{
    ArgumentList list(arguments);
    const std::vector<const core::Variant*> variants = takeVariants(list);
    const std::vector<core::BenchmarkEntry> entries = takeEntries(list, variants);
    core::BenchmarkSettings settings;
    settings.sizes = takeSizes(list);
    settings.d = list.takeInt(QStringLiteral("d"), 1, kLargestWidth).value_or(kDefaultWidth);
    settings.dv = settings.d;
    settings.repeats = list.takeInt(QStringLiteral("repeats"), 1, kMostRepeats).value_or(kDefaultRepeats);
    settings.maxSeconds = takeMaxSeconds(list).value_or(0.0);
    const bool json = list.takeFlag(QStringLiteral("json"));
    list.expectNothingLeft();

    // Measured before the points, on the vector build and threads the exact kernel uses, so the ratio compares
    // like with like in one run.
    const core::FmaPeak peak = core::measureFmaPeak(settings.threads);
    if (!json) {
        writeTableHeader(out, settings, peak);
        flushNow(out, stdout);
    }
    QTextStream progress(stderr);
    const int totalPoints = static_cast<int>(entries.size() * settings.sizes.size());
    int donePoints = 0;
    const auto pointDone = [&](const core::BenchmarkSeries& one, const core::BenchmarkPoint& point) {
        progress << progressLine(one, point, ++donePoints, totalPoints);
        flushNow(progress, stderr);
        if (!json) {
            writeTableRow(out, one, point, peak);
            flushNow(out, stdout);
        }
    };
    const std::vector<core::BenchmarkSeries> series
        = core::runBenchmark(entries, settings, core::CancelFlag(), {}, pointDone);

    if (json)
        out << QJsonDocument(benchmarkToJson(settings, peak, series)).toJson(QJsonDocument::Indented);
    else
        writeTableSlopes(out, series);
    return 0;
}

} // namespace attnlab::app
