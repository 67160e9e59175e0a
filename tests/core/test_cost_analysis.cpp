// The cost side of "seeing why": the log-log slope fit on hand-worked and synthetic timings, analytic cost curves
// (gaps, not exceptions, where a variant has no cost), the benchmark (median, progress, refusals, cancel), and the
// growth promised by the catalogue: counted multiply-adds of efficient variants grow like N, those of `full` like N^2.
#include "core/analysis/benchmark.h"
#include "core/analysis/cost_curve.h"
#include "core/analysis/fma_peak.h"
#include "core/analysis/peak_memory.h"
#include "core/analysis/slope_fit.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/kernels/exact_tile_dispatch.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace attnlab::core;

namespace {

const Variant& variantNamed(const char* id)
{
    return builtinVariants().get(id, "variant");
}

// Counted multiply-adds of one run on the benchmark's gaussian problem, without the display map.
double countedMadds(const Variant& variant, int n, int d, int dv)
{
    RunOptions options;
    options.wantMap = false;
    return variant.run(benchmarkProblem(n, d, dv, false, 7), Params {}, options).cost.madds;
}

} // namespace

class TestCostAnalysis : public QObject {
    Q_OBJECT

private slots:
    void slopeOnHandWorkedPoints()
    {
        // log2 x = 0, 1, 2 and log2 y = 0, 2, 3: centred sums give cov = 3, var = 2, slope 1.5 (in any log base).
        QCOMPARE(logLogSlope({ 1, 2, 4 }, { 1, 4, 8 }), 1.5);
        // y = 3 x^2 exactly.
        const double slope = logLogSlope({ 10, 100, 1000, 10000 }, { 300, 30000, 3e6, 3e8 });
        QVERIFY(std::abs(slope - 2.0) < 1e-12);
        // A falling power: y = 5 / x.
        QVERIFY(std::abs(logLogSlope({ 1, 2, 8 }, { 5, 2.5, 0.625 }) + 1.0) < 1e-12);
    }

    void slopeOnSyntheticTimings()
    {
        // Timings of a linear method with a fixed overhead and +-3% jitter: the fitted exponent stays near 1.
        // Multiplicative jitter of +-3% moves each log by at most 0.03; over a 64x range of N the slope moves
        // by well under 0.03.
        const double jitter[] = { 1.03, 0.97, 1.01, 0.99, 1.02, 0.98, 1.0 };
        std::vector<double> sizes;
        std::vector<double> linear;
        std::vector<double> quadratic;
        for (int t = 0; t < 7; ++t) {
            const double n = 256.0 * std::pow(2.0, t);
            sizes.push_back(n);
            linear.push_back(2e-8 * n * jitter[t]);
            quadratic.push_back(1e-10 * n * n * jitter[6 - t]);
        }
        QVERIFY(std::abs(logLogSlope(sizes, linear) - 1.0) < 0.03);
        QVERIFY(std::abs(logLogSlope(sizes, quadratic) - 2.0) < 0.03);
    }

    void slopeSkipsUnusablePoints()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        // Failed points (NaN, zero, negative, infinite) drop out; the two that remain fix the slope at 2.
        QCOMPARE(logLogSlope({ 1, 2, 3, 4, 5, 10 }, { nan, 0, -1, inf, 25, 100 }), 2.0);
        QVERIFY(std::isnan(logLogSlope({}, {})));
        QVERIFY(std::isnan(logLogSlope({ 64 }, { 0.5 })));
        QVERIFY(std::isnan(logLogSlope({ 64, 128 }, { 0.5, nan })));
        QVERIFY(std::isnan(logLogSlope({ 64, 64, 64 }, { 1, 2, 3 }))); // no spread in x: no slope
        QCOMPARE(logLogSlope({ 1, 2, 4 }, { 1, 4 }), 2.0); // the longer vector's tail is ignored
    }

    void medianOfRepeats()
    {
        QCOMPARE(median({ 3, 1, 2 }), 2.0);
        QCOMPARE(median({ 4, 1, 3, 2 }), 2.5);
        QCOMPARE(median({ 7 }), 7.0);
        QVERIFY(std::isnan(median({})));
    }

    void doublingSizesCoverTheRange()
    {
        QCOMPARE(doublingSizes(64, 16384), (std::vector<int> { 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384 }));
        QCOMPARE(doublingSizes(100, 450), (std::vector<int> { 100, 200, 400 }));
        QVERIFY(doublingSizes(0, 100).empty());
        QVERIFY(doublingSizes(200, 100).empty());
    }

    void analyticCurveOfFull()
    {
        const CostCurve curve
            = analyticCostCurve(variantNamed("full"), Params {}, { 64, 1024, 2048 }, { 8, 4, 0, false });
        QCOMPARE(curve.variantId, std::string("full"));
        QCOMPARE(curve.points.size(), std::size_t(3));
        for (const CostPoint& point : curve.points)
            QVERIFY2(point.valid(), point.error.c_str());
        // Every query meets every key: N^2 (d + dv) multiply-adds, dense and tiled alike.
        QCOMPARE(curve.points[0].n, 64);
        QCOMPARE(curve.points[0].cost.madds, 64.0 * 64.0 * 12.0);
        QCOMPARE(curve.points[1].cost.madds, 1024.0 * 1024.0 * 12.0);
        QCOMPARE(curve.points[2].cost.madds, 2048.0 * 2048.0 * 12.0);
        // The dense path holds the N x N scores and O: 4 (N^2 + N dv) bytes.
        QCOMPARE(curve.points[0].cost.peakBytes, 4.0 * (64.0 * 64.0 + 64.0 * 4.0));
    }

    void analyticCurveResolvesAndUsesTheParams()
    {
        const Variant& local = variantNamed("local");
        Params narrow;
        narrow.set(local.info().params, "before", ParamValue(1LL));
        narrow.set(local.info().params, "after", ParamValue(0LL));
        const CostCurve curve = analyticCostCurve(local, narrow, { 10 }, { 3, 5, 0, false });
        QCOMPARE(curve.params.integer("before"), 1LL);
        QCOMPARE(curve.params.integer("after"), 0LL);
        // Rows see {i-1, i}: 2 keys each except row 0, so 19 pairs of (3 + 5) multiply-adds, and more where the
        // kernel evaluates whole tiles and masks them (never more than the 10 x 10 of all pairs).
        QCOMPARE(curve.points[0].cost.fieldPairs, 19.0);
        QVERIFY(curve.points[0].cost.madds >= 19.0 * 8.0);
        QVERIFY(curve.points[0].cost.madds <= 100.0 * 8.0);
    }

    void analyticCurveMarksRefusalsInsteadOfThrowing()
    {
        // linformer cannot honour causal: every point says so, nothing is thrown.
        const CostCurve causal
            = analyticCostCurve(variantNamed("linformer"), Params {}, { 64, 128 }, { 16, 16, 0, true });
        QCOMPARE(causal.points.size(), std::size_t(2));
        for (const CostPoint& point : causal.points) {
            QVERIFY(!point.valid());
            QVERIFY(QString::fromStdString(point.error).contains(QLatin1String("causal")));
        }
        // multihead splits d into 4 heads: d = 6 does not divide.
        const CostCurve split = analyticCostCurve(variantNamed("multihead"), Params {}, { 64 }, { 6, 8, 0, false });
        QVERIFY(!split.points[0].valid());
        QVERIFY(!split.points[0].error.empty());
        // A size below 1 is a gap, the others still have their cost.
        const CostCurve sizes = analyticCostCurve(variantNamed("local"), Params {}, { 0, 32 }, { 4, 4, 0, false });
        QVERIFY(!sizes.points[0].valid());
        QVERIFY(sizes.points[1].valid());
        QVERIFY(sizes.points[1].cost.madds > 0);
    }

    void everyVariantHasAnAnalyticCurve()
    {
        // At the defaults and the app's shape every variant answers at every size, or says why not.
        const std::vector<int> sizes = doublingSizes(64, 16384);
        for (const Variant* variant : builtinVariants().all()) {
            const CostCurve curve = analyticCostCurve(*variant, Params {}, sizes, { 64, 64, 0, false });
            QCOMPARE(curve.points.size(), sizes.size());
            for (const CostPoint& point : curve.points)
                QVERIFY2(point.valid() ? point.cost.madds > 0 && point.cost.peakBytes > 0 : !point.error.empty(),
                    variant->id().c_str());
        }
    }

    void countedCostOfEfficientVariantsGrowsLinearly()
    {
        // Counted by the code paths that ran (wantMap false, small widths to stay fast) over N = 1024 .. 16384.
        const std::vector<int> sizes = doublingSizes(1024, 16384);
        for (const char* id : { "local", "performer", "linformer" }) {
            std::vector<double> n;
            std::vector<double> madds;
            for (const int size : sizes) {
                n.push_back(size);
                madds.push_back(countedMadds(variantNamed(id), size, 8, 8));
            }
            const double slope = logLogSlope(n, madds);
            QVERIFY2(std::abs(slope - 1.0) < 0.02, qPrintable(QStringLiteral("%1: slope %2").arg(id).arg(slope)));
            QVERIFY2(madds.back() / madds.front() < 16.5, id); // N grew 16-fold
        }
        // local's rows see i-4 .. i+4 clipped to the sequence: 9 N - 20 pairs of (d + dv) multiply-adds, and the
        // kernel's masked tiles on top, at most a few times that.
        RunOptions options;
        options.wantMap = false;
        const Cost local = variantNamed("local").run(benchmarkProblem(16384, 8, 8, false, 0), Params {}, options).cost;
        QCOMPARE(local.fieldPairs, 9.0 * 16384 - 20);
        QVERIFY(local.madds >= local.fieldPairs * 16.0);
        QVERIFY(local.madds <= 4.0 * local.fieldPairs * 16.0);
    }

    void countedCostOfFullGrowsQuadratically()
    {
        // full is run (and counted) up to N = 4096, where one run is still a fraction of a second at d = dv = 8;
        // running it at 8192 and 16384 would cost 4x and 16x that, so those two points take the analytic cost,
        // which the conformance suite already checks against the counted one (and so do the first points here).
        const Variant& full = variantNamed("full");
        std::vector<double> n;
        std::vector<double> madds;
        for (const int size : { 1024, 2048, 4096 }) {
            const double counted = countedMadds(full, size, 8, 8);
            QCOMPARE(counted, static_cast<double>(size) * size * 16.0);
            QCOMPARE(counted, full.analyticCost(size, 8, 8, false, Params {}).madds);
            n.push_back(size);
            madds.push_back(counted);
        }
        for (const int size : { 8192, 16384 }) {
            n.push_back(size);
            madds.push_back(full.analyticCost(size, 8, 8, false, Params {}).madds);
        }
        QCOMPARE(logLogSlope(n, madds), 2.0);
        QCOMPARE(madds.back() / madds.front(), 256.0); // N grew 16-fold
    }

    void benchmarkTimesEveryEntryAndReportsProgress()
    {
        BenchmarkSettings settings;
        settings.sizes = { 32, 64 };
        settings.d = 8;
        settings.dv = 4;
        settings.repeats = 2;
        std::vector<std::pair<int, int>> reports;
        const auto series = runBenchmark({ { &variantNamed("full"), {} }, { &variantNamed("local"), {} } }, settings,
            CancelFlag(), [&](int done, int total) { reports.emplace_back(done, total); });
        QCOMPARE(series.size(), std::size_t(2));
        QCOMPARE(series[0].variantId, std::string("full"));
        QCOMPARE(series[1].variantId, std::string("local"));
        QCOMPARE(series[1].params.integer("before"), 4LL); // resolved
        // 2 entries x 2 sizes x (1 warm-up + 2 timed runs), reported from 0 to 12 one run at a time.
        QCOMPARE(reports.size(), std::size_t(13));
        for (std::size_t t = 0; t < reports.size(); ++t)
            QCOMPARE(reports[t], std::make_pair(static_cast<int>(t), 12));
        for (const BenchmarkSeries& one : series) {
            QCOMPARE(one.points.size(), std::size_t(2));
            QCOMPARE(one.points[0].n, 32);
            QCOMPARE(one.points[1].n, 64);
            for (const BenchmarkPoint& point : one.points) {
                QVERIFY(point.valid());
                QVERIFY(point.seconds > 0 && point.seconds < 5);
                QVERIFY(point.cost.peakBytes > 0);
            }
            QVERIFY(std::isfinite(one.slope));
        }
        QCOMPARE(series[0].points[1].cost.madds, 64.0 * 64.0 * 12.0);
        QCOMPARE(series[0].points[1].cost.fieldPairs, 64.0 * 64.0);
        QCOMPARE(series[1].points[0].cost.fieldPairs, 9.0 * 32 - 20);
        QVERIFY(series[1].points[0].cost.madds >= (9.0 * 32 - 20) * 12.0);
    }

    void benchmarkProblemIsSeeded()
    {
        const Problem a = benchmarkProblem(16, 4, 3, true, 11);
        const Problem b = benchmarkProblem(16, 4, 3, true, 11);
        const Problem c = benchmarkProblem(16, 4, 3, true, 12);
        QCOMPARE(a.q, b.q);
        QCOMPARE(a.v, b.v);
        QVERIFY(a.q != c.q);
        QCOMPARE(a.v.cols(), Eigen::Index(3));
        QVERIFY(a.causal);
        a.validate();
    }

    void benchmarkRecordsRefusalsAsPoints()
    {
        // svd refuses N above 4096 (its oracle holds N x N doubles) before computing anything; linformer cannot
        // honour causal at any N. Neither stops the run, and the progress still reaches its total.
        BenchmarkSettings settings;
        settings.sizes = { 16, 4097 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 1;
        int lastDone = -1;
        int lastTotal = -1;
        const auto series
            = runBenchmark({ { &variantNamed("svd"), {} } }, settings, CancelFlag(), [&](int done, int total) {
                  lastDone = done;
                  lastTotal = total;
              });
        QCOMPARE(lastDone, 4);
        QCOMPARE(lastTotal, 4);
        QVERIFY(series[0].points[0].valid());
        QVERIFY(!series[0].points[1].valid());
        QVERIFY(QString::fromStdString(series[0].points[1].error).contains(QLatin1String("4096")));
        QVERIFY(!series[0].points[1].skipped); // refused by the variant, not by a limit
        QVERIFY(std::isnan(series[0].points[1].seconds));
        QVERIFY(std::isnan(series[0].slope)); // one valid point: no slope

        settings.sizes = { 16 };
        settings.causal = true;
        const auto causal = runBenchmark({ { &variantNamed("linformer"), {} } }, settings, CancelFlag());
        QVERIFY(!causal[0].points[0].valid());
        QVERIFY(QString::fromStdString(causal[0].points[0].error).contains(QLatin1String("causal")));
    }

    void benchmarkSkipsPointsAboveTheBudget()
    {
        // full at d = dv = 4 costs 8 N^2 multiply-adds: 2048 at N = 16, 32768 at N = 64. A budget of 10000 lets
        // the first run and skips the second (counted as done, so the progress still ends at its total).
        BenchmarkSettings settings;
        settings.sizes = { 16, 64 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 1;
        settings.maxMadds = 10000;
        int lastDone = -1;
        const auto series = runBenchmark(
            { { &variantNamed("full"), {} } }, settings, CancelFlag(), [&](int done, int) { lastDone = done; });
        QCOMPARE(lastDone, 4);
        QVERIFY(series[0].points[0].valid());
        QCOMPARE(series[0].points[0].cost.madds, 2048.0);
        QVERIFY(!series[0].points[1].valid());
        QVERIFY(series[0].points[1].skipped);
        QVERIFY(QString::fromStdString(series[0].points[1].error).startsWith(QLatin1String("skipped")));
        QVERIFY(QString::fromStdString(series[0].points[1].error).contains(QLatin1String("3.3e+04")));
    }

    void benchmarkReportsEachPointAsItFinishes()
    {
        // N outside, entries inside: (local, 16), (full, 16), (local, 32), (full, 32), each reported once, right
        // after it is finished, with its own series holding the points so far.
        BenchmarkSettings settings;
        settings.sizes = { 16, 32 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 1;
        std::vector<std::pair<std::string, int>> reported;
        std::vector<std::size_t> pointsSoFar;
        const auto series = runBenchmark({ { &variantNamed("local"), {} }, { &variantNamed("full"), {} } }, settings,
            CancelFlag(), {}, [&](const BenchmarkSeries& one, const BenchmarkPoint& point) {
                QVERIFY(point.valid());
                QVERIFY(point.seconds > 0);
                QCOMPARE(&one.points.back(), &point);
                reported.emplace_back(one.variantId, point.n);
                pointsSoFar.push_back(one.points.size());
            });
        const std::vector<std::pair<std::string, int>> expected { { "local", 16 }, { "full", 16 }, { "local", 32 },
            { "full", 32 } };
        QCOMPARE(reported, expected);
        QCOMPARE(pointsSoFar, (std::vector<std::size_t> { 1, 1, 2, 2 }));
        QCOMPARE(series[1].points[1].cost.madds, 8.0 * 32 * 32);
    }

    void benchmarkStopsAVariantAfterAPointAboveTheSecondsLimit()
    {
        // Every timed point takes more than 1e-12 s, so each entry is timed at its first N and skipped at every
        // larger one; a smaller N after that is still timed (the limit stops larger N only). The skips are reported
        // like refusals, counted as done, and name the point that stopped the entry.
        BenchmarkSettings settings;
        settings.sizes = { 32, 64, 128, 16 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 1;
        settings.maxSeconds = 1e-12;
        int lastDone = -1;
        int reported = 0;
        const auto series = runBenchmark(
            { { &variantNamed("local"), {} }, { &variantNamed("full"), {} } }, settings, CancelFlag(),
            [&](int done, int) { lastDone = done; },
            [&](const BenchmarkSeries&, const BenchmarkPoint&) { ++reported; });
        QCOMPARE(lastDone, 2 * 4 * 2);
        QCOMPARE(reported, 8);
        for (const BenchmarkSeries& one : series) {
            QVERIFY(one.points[0].valid());
            QVERIFY(!one.points[0].skipped);
            for (const int t : { 1, 2 }) {
                const BenchmarkPoint& point = one.points[static_cast<std::size_t>(t)];
                QVERIFY(!point.valid());
                QVERIFY(point.skipped);
                QVERIFY(std::isnan(point.seconds));
                QVERIFY2(QString::fromStdString(point.error).startsWith(QLatin1String("skipped: N = 32 already took")),
                    point.error.c_str());
            }
            QVERIFY(one.points[3].valid());
            QCOMPARE(one.points[3].n, 16);
        }

        // Without the limit nothing is skipped; a limit no point reaches skips nothing either.
        for (const double limit : { 0.0, 1000.0 }) {
            settings.maxSeconds = limit;
            const auto unlimited = runBenchmark({ { &variantNamed("full"), {} } }, settings, CancelFlag());
            for (const BenchmarkPoint& point : unlimited[0].points)
                QVERIFY2(point.valid() && !point.skipped, point.error.c_str());
        }
    }

    void benchmarkEndsAPointsRepeatsAtTheSecondsLimit()
    {
        // Every run takes more than 1e-12 s: the warm-up ends each point, whose time is then the warm-up's, and the
        // runs it did not make still count as done. Without the limit every repeat is made.
        BenchmarkSettings settings;
        settings.sizes = { 32 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 5;
        settings.maxSeconds = 1e-12;
        int lastDone = -1;
        const auto limited = runBenchmark(
            { { &variantNamed("full"), {} } }, settings, CancelFlag(), [&](int done, int) { lastDone = done; });
        QCOMPARE(lastDone, 6);
        QVERIFY(limited[0].points[0].valid());
        QCOMPARE(limited[0].points[0].timedRuns, 1);
        QVERIFY(limited[0].points[0].seconds > 0);
        settings.maxSeconds = 0;
        const auto unlimited = runBenchmark({ { &variantNamed("full"), {} } }, settings, CancelFlag());
        QCOMPARE(unlimited[0].points[0].timedRuns, 5);
    }

    void benchmarkReportsPeakResidentMemoryPerPoint()
    {
        // The point's peak resident memory (the process's, with Q, K, V and the pass's packed keys and values) and
        // its rise above the start, where the system tells. (How much it rises depends on what the allocator kept
        // from earlier tests, so only its bounds are checked.)
        BenchmarkSettings settings;
        settings.sizes = { 1024 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 1;
        const auto series = runBenchmark({ { &variantNamed("full"), {} } }, settings, CancelFlag());
        const BenchmarkPoint& point = series[0].points[0];
        if (std::isnan(residentBytes()))
            QSKIP("this system does not report resident memory");
        QVERIFY(point.peakResidentBytes > 1024.0 * 1024.0);
        if (!resetPeakResident())
            QSKIP("this system does not reset the peak resident memory");
        QVERIFY2(point.residentGrowthBytes >= 0 && point.residentGrowthBytes < point.peakResidentBytes,
            qPrintable(QString::number(point.residentGrowthBytes)));
    }

    void fmaPeakIsMeasuredOnTheExactKernelsVectors()
    {
        const FmaPeak peak = measureFmaPeak(1);
        QVERIFY(peak.gflops > 0 && std::isfinite(peak.gflops));
        QCOMPARE(peak.threads, 1);
        QCOMPARE(peak.isa, std::string(chosenExactTileKernel().isa));
        QCOMPARE(measureFmaPeak(0).threads, effectiveThreads(RunOptions {}));
    }

    void benchmarkRefusesUnusableSettings()
    {
        BenchmarkSettings settings;
        settings.sizes = {};
        QVERIFY_THROWS_EXCEPTION(Error, runBenchmark({ { &variantNamed("full"), {} } }, settings, CancelFlag()));
        settings.sizes = { 16 };
        settings.repeats = 0;
        QVERIFY_THROWS_EXCEPTION(Error, runBenchmark({ { &variantNamed("full"), {} } }, settings, CancelFlag()));
        settings.repeats = 1;
        QVERIFY_THROWS_EXCEPTION(Error, runBenchmark({ { nullptr, {} } }, settings, CancelFlag()));
        settings.maxSeconds = -1;
        QVERIFY_THROWS_EXCEPTION(Error, runBenchmark({ { &variantNamed("full"), {} } }, settings, CancelFlag()));
    }

    void benchmarkStopsWhenCancelled()
    {
        BenchmarkSettings settings;
        settings.sizes = { 16, 32, 64 };
        settings.d = 4;
        settings.dv = 4;
        settings.repeats = 2;
        const CancelFlag raised;
        raised.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, runBenchmark({ { &variantNamed("full"), {} } }, settings, raised));

        // Raised from the progress callback after the second run: no further run starts.
        const CancelFlag cancel;
        int lastDone = 0;
        QVERIFY_THROWS_EXCEPTION(
            Cancelled, runBenchmark({ { &variantNamed("local"), {} } }, settings, cancel, [&](int done, int) {
                lastDone = done;
                if (done == 2)
                    cancel.cancel();
            }));
        QCOMPARE(lastDone, 2);
    }
};

QTEST_GUILESS_MAIN(TestCostAnalysis)
#include "test_cost_analysis.moc"
