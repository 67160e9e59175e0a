#pragma once

#include "app/compute/outcome.h"
#include "app/compute/superseding_worker.h"
#include "app/lessons/measured_quantity.h"

#include <QObject>

#include <memory>
#include <optional>

namespace attnlab::app {

// Times a lesson step's computation on a worker thread for the step's measured numbers ({=seconds}, {=speedup}:
// app/lessons/measured_quantity.h), once per outcome: every measured number of the step, in every language, reads
// the same measurement, so a speed-up always agrees with the two times shown beside it.
class StepTimer : public QObject {
    Q_OBJECT

public:
    explicit StepTimer(QObject* parent = nullptr);

    // Starts timing `outcome`, unless it is the outcome already timed or being timed; supersedes any other.
    void time(std::shared_ptr<const ComputeOutcome> outcome);
    // Drops a measurement still running (its outcome's times will not arrive); finished times are kept.
    void stop();
    bool isTiming() const { return m_outcome && !m_times; }
    // The times of `outcome` once they are measured; nullptr before, or for another outcome.
    const MeasuredTimes* timesOf(const ComputeOutcome* outcome) const;

signals:
    void timed(); // the times of the outcome last given to time() have arrived

private:
    std::shared_ptr<const ComputeOutcome> m_outcome; // being timed, or timed
    std::optional<MeasuredTimes> m_times;
    SupersedingWorker m_worker; // last: destroyed first, so no job outlives what it delivers to
};

} // namespace attnlab::app
