#pragma once

#include "core/params.h"

#include <QString>

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
};

// Every quantity, in the docs' order.
const std::vector<QuestionQuantity>& questionQuantities();
const QuestionQuantity* findQuestionQuantity(const QString& name); // nullptr when unknown

} // namespace attnlab::app
