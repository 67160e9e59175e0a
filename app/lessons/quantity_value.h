#pragma once

// INTERFACE (being implemented on branch hQ): what the lesson player asks of the question quantities.

#include "app/compute/outcome.h"
#include "app/lessons/lesson_quantities.h"
#include "app/state/lab_state.h"

#include <QString>

#include <optional>

namespace attnlab::app {

// A quantity's value for a step's state, or why there is none (in the interface language).
struct QuantityValue {
    std::optional<double> value;
    QString problem; // set when value is empty: "query 12 is past the input's 8 tokens", ...
};

// The value of `call` (docs/lessons.md, "Questions") for `state`, from `outcome`, the outcome of
// computeRequestFor(state.setup); what the outcome does not hold (stacked receptive fields, the energy rank) is
// computed by the engine from the outcome's input and results. The caller makes sure the outcome answers the state.
QuantityValue computeQuantity(const QuantityCall& call, const LabState& state, const ComputeOutcome& outcome);

// The value as a lesson shows it in `language` ("en", "zh_TW", "zh_CN"): a whole-number quantity as an integer with
// digit grouping, the others with three significant digits.
QString formatQuantity(const QString& quantity, double value, const QString& language);

} // namespace attnlab::app
