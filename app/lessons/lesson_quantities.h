#pragma once

#include "core/params.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace attnlab::app {

// One argument of a question quantity, declared like a variant's parameter so it is read and range-checked the
// same way. An optional argument left out takes the default its description gives (`query`: the step's query).
struct QuantityArgument {
    core::ParamSpec spec;
    bool required = false;
};

// What the engine can compute for a step's state, by the name a lesson's question uses (docs/lessons.md lists
// them). The reader checks the name and the arguments; the lesson player computes the value.
struct QuestionQuantity {
    QString name;
    QString meaning; // one line, for the docs and the player's messages
    std::vector<QuantityArgument> arguments;
    bool integral = false; // the value is a whole number (a count, an index): choices must be whole numbers too
    // Timed on the learner's machine, not counted (app/lessons/measured_quantity.h): shown in a text, never asked.
    bool measured = false;
};

// Every quantity, in the docs' order.
const std::vector<QuestionQuantity>& questionQuantities();
const QuestionQuantity* findQuestionQuantity(const QString& name); // nullptr when unknown

// A quantity with its arguments, as a question: or a shown quantity {=...} writes it: "receptive_field L=3".
struct QuantityCall {
    QString quantity;
    core::Params arguments; // only the arguments written; the others take their defaults
    bool operator==(const QuantityCall& other) const
    {
        return quantity == other.quantity && arguments == other.arguments;
    }
};

// Reads "name arg=value ..." against the quantities' declarations. Every fault goes to `fault` (a message without
// the key it was written under); the call is returned when the name is known, its good arguments set.
std::optional<QuantityCall> readQuantityCall(const QString& words, const std::function<void(const QString&)>& fault);

} // namespace attnlab::app
