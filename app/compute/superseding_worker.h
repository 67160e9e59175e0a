#pragma once

#include "core/cancel_flag.h"

#include <QObject>

#include <functional>
#include <memory>

class QThreadPool;

namespace attnlab::app {

// A worker thread for jobs that go stale: the controller's requests, a panel's SVDs or receptive fields, a
// benchmark. Jobs run one at a time, in the order they were queued; a newer start() raises the older jobs' cancel
// flag (the engine checks it between tiles and rows) and drops whatever they still deliver, so only the newest
// result reaches the owner, on the owner's thread, by queued call. Destroying the worker cancels its running job and
// waits for it to leave (so a job may use its owner until it returns); queued jobs that have not started never do.
class SupersedingWorker : public QObject {
    Q_OBJECT

public:
    // What a job gets on the worker thread.
    class Job {
    public:
        const core::CancelFlag& cancel() const { return m_cancel; }
        // Calls `delivery` on the owner's thread, unless a later start() or stop() superseded this job.
        void deliver(std::function<void()> delivery) const;
        // Calls `delivery` on the owner's thread even when this job was superseded: for what every job owes its
        // owner, such as saying that it stopped.
        void post(std::function<void()> delivery) const;
        // On the owner's thread (in a posted delivery): whether no later start() or stop() superseded this job.
        bool isCurrent() const;

    private:
        friend class SupersedingWorker;
        Job(SupersedingWorker* worker, core::CancelFlag cancel, quint64 generation);

        SupersedingWorker* m_worker;
        core::CancelFlag m_cancel;
        quint64 m_generation;
    };
    // Runs on the worker thread. A job that throws core::Cancelled ends quietly; it must catch anything else.
    using Work = std::function<void(const Job&)>;

    // A worker with a thread of its own.
    explicit SupersedingWorker(QObject* parent = nullptr);
    // A worker on `sharesThreadWith`'s thread: the jobs of both queue one after the other (one thread for a
    // panel's two kinds of job), and each worker supersedes only its own.
    explicit SupersedingWorker(SupersedingWorker& sharesThreadWith, QObject* parent = nullptr);
    ~SupersedingWorker() override;

    // Supersedes every earlier job (as stop()) and queues `work`.
    void start(Work work);
    // Queues `work` beside the jobs since the last start(): it shares their cancel flag and is superseded with them.
    void append(Work work);
    // Cancels the current jobs and drops what they still deliver (post() still arrives).
    void stop();
    // Raises the current jobs' cancel flag but keeps their deliveries: they can still report that they stopped.
    // A later append() shares the raised flag; start() begins afresh.
    void cancel();

    // True from a start() or append() until every job queued so far has returned and its deliveries are made.
    bool isBusy() const { return m_unfinished > 0; }

signals:
    // The last unfinished job has returned (after its deliveries).
    void idle();

private:
    void jobEnded();

    std::shared_ptr<QThreadPool> m_pool;
    core::CancelFlag m_cancel;
    quint64 m_generation = 0;
    int m_unfinished = 0; // counted on the owner's thread
    // This worker's jobs on the pool that have not returned: the destructor waits for these alone (the pool may be
    // shared). Jobs hold it too, so the last one can still signal after the worker is gone.
    struct Queued;
    std::shared_ptr<Queued> m_queued;
};

} // namespace attnlab::app
