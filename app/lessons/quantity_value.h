#pragma once

// What the lesson player asks of the question quantities (docs/lessons.md, "Questions"): their values for a step's
// state, as the engine computed them, and how a lesson shows them.

#include "app/compute/outcome.h"
#include "app/lessons/lesson_quantities.h"
#include "app/state/lab_state.h"
#include "core/cancel_flag.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace attnlab::app {

// A quantity's value for a step's state, or why there is none (in the interface language).
struct QuantityValue {
    std::optional<double> value;
    QString problem; // set when value is empty: "query 12 is past the input's 8 tokens", ...
};

// The value of `call` (docs/lessons.md, "Questions") for `state`, from `outcome`, the outcome of
// computeRequestFor(state.setup); what the outcome does not hold (stacked receptive fields, the energy rank) is
// computed by the engine from the outcome's input and results. The caller makes sure the outcome answers the state.
// `query` left out is the query the window explains for the state (explainedQuery). Never throws but
// core::Cancelled when `cancel` is raised: energy_rank is two O(N^3) decompositions up to N = 2048 (about a second),
// so a caller on the GUI thread computes it on a worker. A measured quantity (seconds, speedup) is timed here by
// measureStepTimes (app/lessons/measured_quantity.h), each call afresh: the lesson player measures a step once, on a
// worker, and reads all its measured numbers from that one measurement.
QuantityValue computeQuantity(const QuantityCall& call, const LabState& state, const ComputeOutcome& outcome,
    const core::CancelFlag& cancel = core::CancelFlag());

// The value as a lesson shows it in `language` ("en", "zh_TW", "zh_CN"): a whole-number quantity as an integer with
// digit grouping, the others with three significant digits.
QString formatQuantity(const QString& quantity, double value, const QString& language);

// The quantity's one-line meaning in the interface language (its `meaning`, translated); empty when unknown.
QString quantityMeaning(const QString& quantity);

// The choice a Choice question's computed `value` makes right (docs/lessons.md, "Questions"): for a whole-number
// quantity the choice equal to it, for the others the choice nearest to it within kChoiceRelativeTolerance of it.
// Empty when no choice is the value: the lesson offers no right answer, a fault of the lesson.
constexpr double kChoiceRelativeTolerance = 0.005;
std::optional<std::size_t> matchingChoice(const QString& quantity, const std::vector<double>& choices, double value);

// A Number question's answer is right within `tolerance` of the computed value (with a rounding allowance of the
// value's last digits, so 0.1 + tolerance 0.02 takes 0.12).
bool withinTolerance(double answer, double value, double tolerance);

} // namespace attnlab::app
