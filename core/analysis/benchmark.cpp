#include "core/analysis/benchmark.h"

#include "core/analysis/peak_memory.h"
#include "core/analysis/slope_fit.h"
#include "core/error.h"
#include "core/kernels/worker_pool.h"
#include "core/random.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>

namespace attnlab::core {

namespace {

void checkSettings(const std::vector<BenchmarkEntry>& entries, const BenchmarkSettings& settings)
{
    for (const BenchmarkEntry& entry : entries)
        if (!entry.variant)
            throw Error("benchmark: an entry names no variant");
    if (settings.sizes.empty())
        throw Error("benchmark: no sizes N to time");
    for (const int n : settings.sizes)
        if (n < 1)
            throw Error("benchmark: N must be at least 1, got " + std::to_string(n));
    if (settings.d < 1 || settings.dv < 1)
        throw Error("benchmark: d and dv must be at least 1");
    if (settings.repeats < 1)
        throw Error("benchmark: repeats must be at least 1, got " + std::to_string(settings.repeats));
    if (!(settings.maxMadds >= 0) || !(settings.maxSeconds >= 0))
        throw Error("benchmark: the multiply-add and seconds limits must be 0 (none) or positive");
}

// A point that is not run because a limit of the settings says so.
struct Skip : Error {
    using Error::Error;
};

std::string shortNumber(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2g", value);
    return text;
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

double median(std::vector<double> values)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : 0.5 * (values[middle - 1] + values[middle]);
}

Problem benchmarkProblem(int n, int d, int dv, bool causal, std::uint64_t seed)
{
    Random random(seed);
    Problem problem;
    problem.q = random.normalMatrix(n, d);
    problem.k = random.normalMatrix(n, d);
    problem.v = random.normalMatrix(n, dv);
    problem.causal = causal;
    return problem;
}

std::vector<BenchmarkSeries> runBenchmark(const std::vector<BenchmarkEntry>& entries, const BenchmarkSettings& settings,
    const CancelFlag& cancel, const BenchmarkProgress& progress, const BenchmarkPointDone& pointDone)
{
    checkSettings(entries, settings);
    std::vector<BenchmarkSeries> series(entries.size());
    for (std::size_t e = 0; e < entries.size(); ++e) {
        series[e].variantId = entries[e].variant->id();
        try {
            series[e].params = entries[e].variant->resolve(entries[e].params);
        } catch (const Error&) {
            series[e].params = entries[e].params; // run() refuses them below, point by point, with the message
        }
    }

    const int runsPerPoint = settings.repeats + 1;
    const int total = static_cast<int>(entries.size() * settings.sizes.size()) * runsPerPoint;
    int done = 0;
    const auto report = [&] {
        if (progress)
            progress(done, total);
    };
    report();

    // Per entry, the first point that took longer than maxSeconds: larger N are skipped from then on.
    struct SlowPoint {
        int n = 0;
        double seconds = 0;
    };
    std::vector<std::optional<SlowPoint>> tooSlow(entries.size());

    RunOptions options;
    options.wantMap = false;
    options.cancel = cancel;
    options.threads = settings.threads;
    // The threads are kept from run to run (worker_pool.h): a run does not wait for a new thread to get a core at
    // every parallel loop.
    options.workerPool = std::make_shared<WorkerPool>(effectiveThreads(options) - 1);

    // N outside, methods inside: one problem per N serves every method, and each method meets the same numbers.
    for (const int n : settings.sizes) {
        cancel.throwIfCancelled();
        const Problem problem = benchmarkProblem(n, settings.d, settings.dv, settings.causal, settings.seed);
        for (std::size_t e = 0; e < entries.size(); ++e) {
            BenchmarkPoint point;
            point.n = n;
            std::vector<double> times;
            std::vector<double> cpuTimes;
            int completed = 0;
            try {
                if (tooSlow[e] && n > tooSlow[e]->n)
                    throw Skip("skipped: N = " + std::to_string(tooSlow[e]->n) + " already took "
                        + shortNumber(tooSlow[e]->seconds) + " s, above the " + shortNumber(settings.maxSeconds)
                        + " s a point may take, so larger N are not measured");
                if (settings.maxMadds > 0) {
                    const double predicted = entries[e].variant->analyticCost(problem, series[e].params).madds;
                    if (predicted > settings.maxMadds)
                        throw Skip("skipped: about " + shortNumber(predicted) + " multiply-adds a run, above the "
                            + shortNumber(settings.maxMadds) + " this measurement allows");
                }
                // The high-water mark is reset where the system allows it, so the peak is this point's own.
                const bool ownPeak = resetPeakResident();
                const double residentAtStart = residentBytes();
                // The warm-up pays for first-touch page faults and lazily built tables; it is not timed.
                double warmUpSeconds = 0;
                double warmUpCpuSeconds = 0;
                for (int run = 0; run < runsPerPoint; ++run) {
                    cancel.throwIfCancelled();
                    const auto start = std::chrono::steady_clock::now();
                    const double cpuStart = threadCpuSeconds() + options.workerPool->workSeconds();
                    RunOptions runOptions = options;
                    runOptions.problemChecked = run > 0; // the warm-up checked this problem
                    const Result result = entries[e].variant->run(problem, entries[e].params, runOptions);
                    const double cpuSeconds
                        = threadCpuSeconds() + options.workerPool->workSeconds() - cpuStart;
                    const double seconds = secondsSince(start);
                    if (run > 0) {
                        times.push_back(seconds);
                        cpuTimes.push_back(cpuSeconds);
                    } else {
                        warmUpSeconds = seconds;
                        warmUpCpuSeconds = cpuSeconds;
                    }
                    point.cost = result.cost;
                    ++completed;
                    ++done;
                    report();
                    if (settings.maxSeconds > 0 && seconds > settings.maxSeconds)
                        break;
                }
                if (completed < runsPerPoint) { // ended by maxSeconds: the runs it will not make count as done
                    done += runsPerPoint - completed;
                    completed = runsPerPoint;
                    report();
                }
                if (times.empty()) {
                    times.push_back(warmUpSeconds);
                    cpuTimes.push_back(warmUpCpuSeconds);
                }
                point.timedRuns = static_cast<int>(times.size());
                point.seconds = median(times);
                point.fastestSeconds = *std::min_element(times.begin(), times.end());
                point.cpuSeconds = median(cpuTimes);
                point.peakResidentBytes = peakResidentBytes();
                point.residentGrowthBytes
                    = ownPeak ? point.peakResidentBytes - residentAtStart : std::numeric_limits<double>::quiet_NaN();
            } catch (const Skip& skip) {
                point.error = skip.what();
                point.skipped = true;
            } catch (const Error& error) {
                point.error = error.what();
            }
            if (!point.valid()) {
                point.seconds = std::numeric_limits<double>::quiet_NaN();
                point.fastestSeconds = std::numeric_limits<double>::quiet_NaN();
                point.cpuSeconds = std::numeric_limits<double>::quiet_NaN();
                point.peakResidentBytes = std::numeric_limits<double>::quiet_NaN();
                point.residentGrowthBytes = std::numeric_limits<double>::quiet_NaN();
                point.timedRuns = 0;
                point.cost = Cost {};
                done += runsPerPoint - completed; // the runs it will not make count as done
                report();
            }
            series[e].points.push_back(std::move(point));
            const BenchmarkPoint& finished = series[e].points.back();
            // Only the first slow point is kept: the skip messages then all name the point that stopped the entry.
            if (settings.maxSeconds > 0 && finished.valid() && finished.seconds > settings.maxSeconds && !tooSlow[e])
                tooSlow[e] = SlowPoint { finished.n, finished.seconds };
            if (pointDone)
                pointDone(series[e], finished);
        }
    }

    for (BenchmarkSeries& one : series) {
        std::vector<double> sizes;
        std::vector<double> seconds;
        for (const BenchmarkPoint& point : one.points) {
            if (point.valid()) {
                sizes.push_back(point.n);
                seconds.push_back(point.seconds);
            }
        }
        one.slope = logLogSlope(sizes, seconds);
    }
    return series;
}

} // namespace attnlab::core
