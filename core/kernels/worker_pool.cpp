#include "core/kernels/worker_pool.h"

#include <algorithm>
#include <ctime>

namespace attnlab::core {

namespace {

constexpr std::uint64_t kClosed = std::uint64_t { 1 } << 31;
constexpr std::uint64_t kEnteredMask = kClosed - 1;

// The generation of the call an entry word belongs to (its high 32 bits).
std::uint64_t generationOf(std::uint64_t entry)
{
    return entry >> 32;
}

void pause()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#else
    std::this_thread::yield();
#endif
}

} // namespace

double threadCpuSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

WorkerPool::WorkerPool(int helpers, std::chrono::microseconds spin)
    : m_spin(spin)
{
    m_threads.reserve(static_cast<std::size_t>(std::max(helpers, 0)));
    for (int w = 1; w <= helpers; ++w)
        m_threads.emplace_back([this, w] { serve(w); });
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard<std::mutex> lock(m_wakeMutex);
        m_stopping.store(true);
    }
    m_wake.notify_all();
    for (std::thread& thread : m_threads)
        thread.join();
}

bool WorkerPool::tryRun(int count, const std::function<void(int worker)>& work)
{
    count = std::clamp(count, 0, helpers());
    if (count == 0) {
        work(0);
        return true;
    }
    std::unique_lock<std::mutex> busy(m_busy, std::try_to_lock);
    if (!busy.owns_lock())
        return false;
    m_work = &work;
    m_count = count;
    m_left.store(0);
    bool wake = false;
    {
        std::lock_guard<std::mutex> lock(m_wakeMutex);
        // A new generation, open, no helper in it yet.
        m_entry.store(((generationOf(m_entry.load()) + 1) & 0xffffffffu) << 32, std::memory_order_release);
        wake = m_sleepers > 0;
    }
    if (wake)
        m_wake.notify_all();
    work(0);
    const auto entered = static_cast<int>(m_entry.fetch_or(kClosed) & kEnteredMask);
    // The helpers that entered are finishing their last chunk; one taken off its core keeps the caller waiting longer,
    // so after a while the caller yields its core rather than spin on it.
    for (int round = 0; m_left.load(std::memory_order_acquire) != entered; ++round) {
        if (round < 4096)
            pause();
        else
            std::this_thread::yield();
    }
    m_work = nullptr;
    return true;
}

std::uint64_t WorkerPool::awaitGeneration(std::uint64_t seen)
{
    const auto spinUntil = std::chrono::steady_clock::now() + m_spin;
    for (int round = 1;; ++round) {
        const std::uint64_t generation = generationOf(m_entry.load(std::memory_order_acquire));
        if (generation != seen || m_stopping.load())
            return generation;
        // The clock is read every 64 pauses (a few microseconds): often enough to keep to the spin time.
        if (round % 64 == 0 && std::chrono::steady_clock::now() >= spinUntil)
            break;
        pause();
    }
    std::unique_lock<std::mutex> lock(m_wakeMutex);
    ++m_sleepers;
    m_wake.wait(lock, [&] { return generationOf(m_entry.load()) != seen || m_stopping.load(); });
    --m_sleepers;
    return generationOf(m_entry.load(std::memory_order_acquire));
}

double WorkerPool::workSeconds() const
{
    return m_workSeconds.load();
}

void WorkerPool::countWork(double cpuSeconds)
{
    double seen = m_workSeconds.load();
    while (!m_workSeconds.compare_exchange_weak(seen, seen + cpuSeconds)) {
    }
}

int WorkerPool::sleepingHelpers()
{
    std::lock_guard<std::mutex> lock(m_wakeMutex);
    return m_sleepers;
}

void WorkerPool::serve(int worker)
{
    std::uint64_t seen = 0;
    for (;;) {
        seen = awaitGeneration(seen);
        if (m_stopping.load())
            return;
        // Enter the call of the generation seen, unless it is closed or already followed by another.
        std::uint64_t entry = m_entry.load();
        bool entered = false;
        while (generationOf(entry) == seen && !(entry & kClosed)) {
            if (m_entry.compare_exchange_weak(entry, entry + 1, std::memory_order_acq_rel)) {
                entered = true;
                break;
            }
        }
        if (!entered)
            continue;
        if (worker <= m_count) {
            const double cpuAtStart = threadCpuSeconds();
            (*m_work)(worker);
            countWork(threadCpuSeconds() - cpuAtStart);
        }
        m_left.fetch_add(1, std::memory_order_release);
    }
}

} // namespace attnlab::core
