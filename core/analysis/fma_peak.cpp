#include "core/analysis/fma_peak.h"

#include "core/kernels/exact_tile_dispatch.h"
#include "core/run_options.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

namespace attnlab::core {

namespace {

constexpr int kRounds = 5;
constexpr double kRoundSeconds = 0.1;

double secondsToRun(const ExactTileKernel& kernel, int threads, long iterations)
{
    std::vector<float> sinks(threads, 0.0f);
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back([&, t] { sinks[t] = kernel.fmaLoop(iterations, 1.0f + t); });
    sinks[0] = kernel.fmaLoop(iterations, 1.0f);
    for (std::thread& thread : pool)
        thread.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // The sums are used, so the loops are not dead code (they are never 0 for these seeds).
    return std::all_of(sinks.begin(), sinks.end(), [](float sink) { return sink != 0.0f; }) ? seconds : 0.0;
}

} // namespace

FmaPeak measureFmaPeak(int threads)
{
    RunOptions options;
    options.threads = threads;
    threads = effectiveThreads(options);
    const ExactTileKernel& kernel = chosenExactTileKernel();
    // Calibrate on one thread: grow the loop until it takes a measurable time, then scale to a round.
    long iterations = 1 << 16;
    double seconds = 0;
    while ((seconds = secondsToRun(kernel, 1, iterations)) < 0.01)
        iterations *= 4;
    iterations = std::max(1L, static_cast<long>(iterations * kRoundSeconds / seconds));
    double best = 0;
    for (int round = 0; round < kRounds; ++round) {
        const double s = secondsToRun(kernel, threads, iterations);
        if (s > 0)
            best = std::max(best, static_cast<double>(threads) * iterations * kernel.fmaFlopsPerIteration / s);
    }
    return FmaPeak { best * 1e-9, threads, kernel.isa };
}

} // namespace attnlab::core
