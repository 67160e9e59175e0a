#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace attnlab::core {

void parallelFor(
    int count, int grain, int threads, const CancelFlag& cancel, const std::function<void(int begin, int end)>& body)
{
    if (count <= 0)
        return;
    grain = std::max(1, grain);
    const int chunks = (count + grain - 1) / grain;
    const int workers = std::max(1, std::min(threads, chunks));
    std::atomic<int> nextChunk { 0 };
    std::exception_ptr firstError;
    std::mutex errorMutex;
    std::atomic<bool> failed { false };

    auto work = [&] {
        for (;;) {
            const int chunk = nextChunk.fetch_add(1);
            if (chunk >= chunks || failed.load())
                return;
            try {
                cancel.throwIfCancelled();
                const int begin = chunk * grain;
                body(begin, std::min(count, begin + grain));
            } catch (...) {
                std::lock_guard<std::mutex> lock(errorMutex);
                if (!firstError)
                    firstError = std::current_exception();
                failed.store(true);
                return;
            }
        }
    };

    std::vector<std::thread> pool;
    pool.reserve(workers - 1);
    for (int t = 1; t < workers; ++t)
        pool.emplace_back(work);
    work();
    for (auto& thread : pool)
        thread.join();
    if (firstError)
        std::rethrow_exception(firstError);
}

} // namespace attnlab::core
