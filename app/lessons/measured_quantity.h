#pragma once

// The quantities a lesson shows from a measurement on the learner's machine rather than from a count
// (docs/lessons.md, "Measured numbers"): `seconds` and `speedup`. A count is the same on every machine and every
// run; a time is not, so these may be shown with {=...} but never asked: the reader refuses them in `question:`.

#include "app/compute/outcome.h"
#include "app/lessons/lesson_quantities.h"
#include "core/cancel_flag.h"

#include <QString>

#include <limits>

namespace attnlab::app {

struct QuantityValue;

// Timed runs of each computation after one untimed warm-up; the median is kept.
constexpr int kMeasuredRuns = 5;

// Wall times of one step's computation: the variant's forward pass and full attention's on the same input.
struct MeasuredTimes {
    double variantSeconds = std::numeric_limits<double>::quiet_NaN(); // median of the timed runs
    double exactSeconds = std::numeric_limits<double>::quiet_NaN();
    int runs = 0; // timed runs behind each median
    QString problem; // why there are no times (the variant refused the input, ...), in the interface language

    bool measured() const { return problem.isEmpty() && runs > 0; }
};

// Whether the named quantity is measured (`seconds`, `speedup`) rather than counted.
bool isMeasuredQuantity(const QString& name);

// Times the outcome's variant with its parameters and full attention on the outcome's input (causal as the
// outcome's comparison), `runs` timed runs each after a warm-up, without the N x N display map, as
// core::runBenchmark times a point. Takes as long as 2 (runs + 1) forward passes: a caller on the GUI thread runs
// it on a worker. Throws core::Cancelled when `cancel` is raised; every other failure is the result's problem.
MeasuredTimes measureStepTimes(
    const ComputeOutcome& outcome, const core::CancelFlag& cancel = core::CancelFlag(), int runs = kMeasuredRuns);

// The value of a measured `call` from one measurement, so `speedup` is exactly the ratio of the two `seconds`
// shown beside it.
QuantityValue measuredQuantity(const QuantityCall& call, const MeasuredTimes& times);

} // namespace attnlab::app
