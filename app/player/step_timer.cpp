#include "app/player/step_timer.h"

namespace attnlab::app {

StepTimer::StepTimer(QObject* parent) : QObject(parent) { }

void StepTimer::time(std::shared_ptr<const ComputeOutcome> outcome)
{
    if (!outcome || outcome == m_outcome)
        return;
    m_outcome = std::move(outcome);
    m_times.reset();
    m_worker.start([this, timed = m_outcome](const SupersedingWorker::Job& job) {
        const MeasuredTimes times = measureStepTimes(*timed, job.cancel());
        job.deliver([this, times] {
            m_times = times;
            emit this->timed();
        });
    });
}

void StepTimer::stop()
{
    if (!isTiming())
        return;
    m_worker.stop();
    m_outcome.reset();
}

const MeasuredTimes* StepTimer::timesOf(const ComputeOutcome* outcome) const
{
    return m_times && outcome && m_outcome.get() == outcome ? &*m_times : nullptr;
}

} // namespace attnlab::app
