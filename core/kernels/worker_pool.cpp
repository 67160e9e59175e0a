#include "core/kernels/worker_pool.h"

#include <algorithm>

namespace attnlab::core {

WorkerPool::WorkerPool(int threads)
{
    const int started = std::max(0, threads - 1);
    m_threads.reserve(static_cast<std::size_t>(started));
    for (int t = 1; t <= started; ++t)
        m_threads.emplace_back(&WorkerPool::serve, this, t);
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (std::thread& thread : m_threads)
        thread.join();
}

bool WorkerPool::run(int workers, const std::function<void(int worker)>& job)
{
    if (workers > threads())
        return false;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_busy)
            return false;
        m_busy = true;
        m_job = &job;
        m_workers = workers;
        m_pending = workers - 1;
        ++m_generation;
    }
    if (workers > 1)
        m_wake.notify_all();
    job(0);
    std::unique_lock<std::mutex> lock(m_mutex);
    m_done.wait(lock, [this] { return m_pending == 0; });
    m_job = nullptr;
    m_busy = false;
    return true;
}

void WorkerPool::serve(int worker)
{
    long seen = 0;
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [&] { return m_stopping || m_generation != seen; });
        if (m_stopping)
            return;
        seen = m_generation;
        if (worker >= m_workers)
            continue;
        const std::function<void(int)>* job = m_job;
        lock.unlock();
        (*job)(worker);
        lock.lock();
        if (--m_pending == 0)
            m_done.notify_one();
    }
}

} // namespace attnlab::core
