#include "core/kernels/parallel_for.h"

#include "core/kernels/worker_pool.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace attnlab::core {

int parallelWorkers(int count, int grain, int threads)
{
    grain = std::max(1, grain);
    const int chunks = (std::max(count, 0) + grain - 1) / grain;
    return std::max(1, std::min(threads, chunks));
}

namespace {

void runChunks(int count, int grain, int threads, const CancelFlag& cancel, WorkerPool* pool,
    const std::function<void(int worker, int begin, int end)>& body)
{
    if (count <= 0)
        return;
    grain = std::max(1, grain);
    const int chunks = (count + grain - 1) / grain;
    const int workers = parallelWorkers(count, grain, threads);
    std::atomic<int> nextChunk { 0 };
    std::exception_ptr firstError;
    std::mutex errorMutex;
    std::atomic<bool> failed { false };

    auto work = [&](int worker) {
        for (;;) {
            const int chunk = nextChunk.fetch_add(1);
            if (chunk >= chunks || failed.load())
                return;
            try {
                cancel.throwIfCancelled();
                const int begin = chunk * grain;
                body(worker, begin, std::min(count, begin + grain));
            } catch (...) {
                std::lock_guard<std::mutex> lock(errorMutex);
                if (!firstError)
                    firstError = std::current_exception();
                failed.store(true);
                return;
            }
        }
    };

    if (workers > 1 && pool && pool->helpers() >= workers - 1
        && pool->tryRun(workers - 1, [&work](int worker) { work(worker); })) {
        if (firstError)
            std::rethrow_exception(firstError);
        return;
    }
    std::vector<std::thread> started;
    started.reserve(workers - 1);
    for (int t = 1; t < workers; ++t)
        started.emplace_back([&work, pool, t] {
            // A pool that could not serve this loop (nested in another) still counts its threads' work.
            const double cpuAtStart = pool ? threadCpuSeconds() : 0.0;
            work(t);
            if (pool)
                pool->countWork(threadCpuSeconds() - cpuAtStart);
        });
    work(0);
    for (auto& thread : started)
        thread.join();
    if (firstError)
        std::rethrow_exception(firstError);
}

} // namespace

void parallelFor(
    int count, int grain, int threads, const CancelFlag& cancel, const std::function<void(int begin, int end)>& body)
{
    runChunks(count, grain, threads, cancel, nullptr, [&body](int, int begin, int end) { body(begin, end); });
}

void parallelFor(const RunOptions& options, int count, int grain, const std::function<void(int begin, int end)>& body)
{
    runChunks(count, grain, effectiveThreads(options), options.cancel, options.workerPool.get(),
        [&body](int, int begin, int end) { body(begin, end); });
}

int parallelWorkers(const RunOptions& options, int count, int grain)
{
    return parallelWorkers(count, grain, effectiveThreads(options));
}

void parallelForPerWorker(
    const RunOptions& options, int count, int grain, const std::function<void(int worker, int begin, int end)>& body)
{
    runChunks(count, grain, effectiveThreads(options), options.cancel, options.workerPool.get(), body);
}

} // namespace attnlab::core
