#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace attnlab::core {

// Threads kept waiting between parallel loops. Starting and joining a thread costs 30 to 90 microseconds on the
// machine of docs/performance.md, and one run of a sparse variant at N = 4096 (under two milliseconds) starts
// threads for four loops; a pool wakes its threads instead. Whoever runs many computations (the window's compute
// worker, `attnlab bench`) owns one and hands it to the engine through RunOptions::pool; without one the loops
// start their own threads.
class WorkerPool {
public:
    // `threads` in all, the caller of run() included (so threads - 1 are started).
    explicit WorkerPool(int threads);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    int threads() const { return static_cast<int>(m_threads.size()) + 1; }

    // Runs job(worker) for every worker in [0, workers), worker 0 on the calling thread, and returns when all have
    // returned. `job` must not throw. Returns false, running nothing, when the pool is already running a job (for
    // another caller, or for this one's job calling back) or has fewer threads than `workers`: the caller then
    // starts threads of its own.
    bool run(int workers, const std::function<void(int worker)>& job);

private:
    void serve(int worker);

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    const std::function<void(int)>* m_job = nullptr;
    int m_workers = 0;
    int m_pending = 0;
    long m_generation = 0;
    bool m_busy = false;
    bool m_stopping = false;
    std::vector<std::thread> m_threads;
};

} // namespace attnlab::core
