#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace attnlab::core {

// The CPU time of the calling thread, in seconds.
double threadCpuSeconds();

// Threads kept between parallel loops (parallel_for.h), for a caller that runs many short ones: the benchmark's
// repeats. On the development VM local's run at N = 4096 took 1.9-2.5 ms with threads started for each loop,
// 1.3-1.5 ms with kept threads that spin between loops and 3.7 ms with kept threads that sleep: a thread started
// or woken waited about a millisecond for its virtual core. So a helper that finished its part waits for the next
// loop spinning, for `spin`, before it sleeps; spinning about as long as a wake costs keeps the waste at most twice
// what the best choice would have cost, made knowing when the next loop comes.
class WorkerPool {
public:
    static constexpr std::chrono::microseconds kDefaultSpin { 1000 };

    // `helpers` threads beside the caller's (0: the pool runs everything on the caller).
    explicit WorkerPool(int helpers, std::chrono::microseconds spin = kDefaultSpin);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    int helpers() const { return static_cast<int>(m_threads.size()); }

    // Runs work(0) on the caller and work(w) on each helper w in 1 .. count (count at most helpers()) that is
    // ready before work(0) returns, and returns when every call made has returned. work shares what there is to
    // do among its calls (parallelFor's chunks), so a helper still asleep when the caller is done is not waited
    // for: it would find nothing left. work must not throw (parallelFor's chunks catch what their bodies throw).
    // Returns false, having run nothing, while the pool serves another call (a loop nested in a loop's body, or
    // another thread's): the caller then starts threads of its own.
    bool tryRun(int count, const std::function<void(int worker)>& work);

    // The CPU seconds spent so far in work by the helpers, and by threads parallelFor started for loops the pool
    // could not serve (countWork), each measured on its own thread's clock: with the caller's own CPU time, what a
    // run's work took, without the helpers' spinning. (The process's CPU clock would not do: a helper that spins
    // without a break is accounted at the scheduler's ticks, milliseconds apart, longer than a short run.)
    double workSeconds() const;
    void countWork(double cpuSeconds);

    // How many helpers are asleep now (the rest are working or spinning for work).
    int sleepingHelpers();

private:
    void serve(int worker);
    // Waits until the generation differs from `seen` or the pool stops; returns the generation it saw.
    std::uint64_t awaitGeneration(std::uint64_t seen);

    const std::chrono::microseconds m_spin;
    std::mutex m_busy; // held by the call being served
    std::mutex m_wakeMutex;
    std::condition_variable m_wake;
    std::atomic<bool> m_stopping { false };
    // The current call's generation (high 32 bits: one more for each call handed to the helpers, which wait for it to
    // change), whether it is closed to helpers that arrive late (kClosed) and how many helpers entered it (low bits).
    std::atomic<std::uint64_t> m_entry { 0 };
    std::atomic<int> m_left { 0 }; // helpers of the current call that have returned
    int m_sleepers = 0; // guarded by m_wakeMutex
    std::atomic<double> m_workSeconds { 0 };
    const std::function<void(int)>* m_work = nullptr;
    int m_count = 0;
    std::vector<std::thread> m_threads;
};

} // namespace attnlab::core
