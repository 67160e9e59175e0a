#include "app/compute/superseding_worker.h"

#include "core/error.h"

#include <QThreadPool>

#include <condition_variable>
#include <mutex>

namespace attnlab::app {

struct SupersedingWorker::Queued {
    std::mutex mutex;
    std::condition_variable done;
    int count = 0;
    bool closing = false; // the worker is being destroyed: jobs that have not started never will
};

SupersedingWorker::Job::Job(SupersedingWorker* worker, core::CancelFlag cancel, quint64 generation)
    : m_worker(worker), m_cancel(std::move(cancel)), m_generation(generation)
{
}

void SupersedingWorker::Job::deliver(std::function<void()> delivery) const
{
    QMetaObject::invokeMethod(
        m_worker,
        [job = *this, delivery = std::move(delivery)] {
            if (job.isCurrent())
                delivery();
        },
        Qt::QueuedConnection);
}

bool SupersedingWorker::Job::isCurrent() const
{
    return m_generation == m_worker->m_generation;
}

void SupersedingWorker::Job::post(std::function<void()> delivery) const
{
    QMetaObject::invokeMethod(m_worker, std::move(delivery), Qt::QueuedConnection);
}

SupersedingWorker::SupersedingWorker(QObject* parent)
    : QObject(parent), m_pool(std::make_shared<QThreadPool>()), m_queued(std::make_shared<Queued>())
{
    // One job at a time: the engine parallelises inside a job, and a superseded job is cancelled, not overtaken.
    m_pool->setMaxThreadCount(1);
}

SupersedingWorker::SupersedingWorker(SupersedingWorker& sharesThreadWith, QObject* parent)
    : QObject(parent), m_pool(sharesThreadWith.m_pool), m_queued(std::make_shared<Queued>())
{
}

SupersedingWorker::~SupersedingWorker()
{
    m_cancel.cancel();
    std::unique_lock lock(m_queued->mutex);
    m_queued->closing = true;
    m_queued->done.wait(lock, [this] { return m_queued->count == 0; });
    // What the jobs still posted is dropped with this object.
}

void SupersedingWorker::start(Work work)
{
    stop();
    append(std::move(work));
}

void SupersedingWorker::append(Work work)
{
    const Job job(this, m_cancel, m_generation);
    ++m_unfinished;
    {
        const std::lock_guard lock(m_queued->mutex);
        ++m_queued->count;
    }
    m_pool->start([this, job, work = std::move(work), queued = m_queued] {
        bool closing = false;
        {
            const std::lock_guard lock(queued->mutex);
            closing = queued->closing;
        }
        // Nobody would receive what a job starting now delivers, so it does not start (nor hold up the destructor).
        if (!closing) {
            try {
                work(job);
            } catch (const core::Cancelled&) {
            }
            QMetaObject::invokeMethod(this, &SupersedingWorker::jobEnded, Qt::QueuedConnection);
        }
        // The last use of this object here: once the count drops, the destructor may go on.
        const std::lock_guard lock(queued->mutex);
        --queued->count;
        queued->done.notify_all();
    });
}

void SupersedingWorker::stop()
{
    m_cancel.cancel();
    m_cancel = core::CancelFlag();
    ++m_generation; // deliveries still on their way answer an older job
}

void SupersedingWorker::cancel()
{
    m_cancel.cancel();
}

void SupersedingWorker::jobEnded()
{
    --m_unfinished;
    if (m_unfinished == 0)
        emit idle();
}

} // namespace attnlab::app
