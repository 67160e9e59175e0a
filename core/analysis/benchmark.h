#pragma once

#include "core/cancel_flag.h"
#include "core/params.h"
#include "core/result.h"
#include "core/variant.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace attnlab::core {

// One method to time: a variant at one parameter set (missing parameters take their defaults).
struct BenchmarkEntry {
    const Variant* variant = nullptr;
    Params params;
};

struct BenchmarkSettings {
    std::vector<int> sizes { 256, 512, 1024, 2048 }; // the N to time, in this order
    int d = 64;
    int dv = 64;
    bool causal = false;
    int repeats = 3; // timed runs per point after one untimed warm-up (which checks the problem); the median is kept
    std::uint64_t seed = 0; // of the gaussian Q, K, V
    int threads = 0; // RunOptions::threads: 0 is one per hardware thread
    // A point whose analytic cost (Variant::analyticCost) exceeds this many multiply-adds per run is not run but
    // reported as refused with the reason, so an O(N^3) oracle cannot hold a GUI measurement for minutes. 0: no limit.
    double maxMadds = 0;
    // Once a point of an entry takes longer than this many seconds (its median), the entry's larger N are not run
    // but reported as skipped with the reason, so a long sweep does not spend hours on one slow method. Within a
    // point, a run (the warm-up included) that takes longer ends its repeats: the point keeps the runs made (the
    // warm-up's time when it was the only one), so no point takes much more than twice this. 0: no limit.
    double maxSeconds = 0;
};

struct BenchmarkPoint {
    int n = 0;
    double seconds = 0; // median wall time of one forward pass (Variant::run without the map)
    // Median CPU time of one run: the calling thread's and its parallel loops' (worker_pool.h: the kept threads'
    // work, not their spinning for it). Unlike the wall time, it does not count the time a shared machine made the
    // run wait for a core.
    double cpuSeconds = 0;
    // The fastest timed run's wall time: what the code does when the machine leaves it alone, measured as the FMA
    // peak is (the fastest of its rounds). On a shared machine the median can be a third slower (docs/performance.md).
    double fastestSeconds = 0;
    Cost cost; // counted by the run
    int timedRuns = 0; // the runs whose median is `seconds` (fewer than the repeats when maxSeconds ended them)
    // The process's peak resident memory while the point ran (warm-up included), and how far it rose above the
    // resident memory at the point's start (the problem's Q, K, V already in it): what one forward pass needs.
    // NaN where the system does not tell (peak_memory.h).
    double peakResidentBytes = 0;
    double residentGrowthBytes = 0;
    std::string error; // why it was not timed at this N; then seconds and cost are meaningless
    // Not run because of a limit of the settings (maxMadds, maxSeconds), rather than refused by the variant.
    bool skipped = false;

    bool valid() const { return error.empty(); }
};

struct BenchmarkSeries {
    std::string variantId;
    Params params; // resolved (defaults filled in); as given when the variant refuses them
    std::vector<BenchmarkPoint> points; // one per size, in the settings' order
    double slope = 0; // least-squares slope of log(seconds) on log(N) over the valid points; NaN below two
};

// (runs done, runs in total); runs include the warm-ups, so the count advances evenly while a point is timed.
using BenchmarkProgress = std::function<void(int done, int total)>;
// Called as each point is finished (timed, refused or skipped), in the order they are run: N outside, entries
// inside. `series` is the point's entry (id and resolved parameters), its points up to and including `point`.
using BenchmarkPointDone = std::function<void(const BenchmarkSeries& series, const BenchmarkPoint& point)>;

// Times each entry on one seeded gaussian problem per N (the same Q, K, V for every entry at that N), with
// RunOptions::wantMap false so the display map's N x N buffer is not part of the time. The cancel flag is checked
// between runs and passed to every run: raising it throws Cancelled. A variant that refuses the problem (core::Error
// from run(), e.g. a parameter that does not fit this N) gets a point with the message and is not timed there.
// Throws Error when an entry has no variant or the settings are unusable (no sizes, N, d, dv or repeats below 1,
// a negative limit).
std::vector<BenchmarkSeries> runBenchmark(const std::vector<BenchmarkEntry>& entries, const BenchmarkSettings& settings,
    const CancelFlag& cancel, const BenchmarkProgress& progress = {}, const BenchmarkPointDone& pointDone = {});

// The problem runBenchmark times at size n: i.i.d. N(0, 1) entries drawn from core::Random(seed).
Problem benchmarkProblem(int n, int d, int dv, bool causal, std::uint64_t seed);

// The median of the values (the mean of the middle two for an even count); NaN for none.
double median(std::vector<double> values);

} // namespace attnlab::core
