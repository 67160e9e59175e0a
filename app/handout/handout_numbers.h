#pragma once

#include "app/handout/handout.h"

#include <QString>

namespace attnlab::app {

// The numbers a handout prints, computed by the engine for each step's state (app/lessons/quantity_value.h), as
// the lesson player would show them in the handout's language.

// What a handout prints for a measured quantity (seconds, speedup): a blank to fill in, never a time.
inline const QString kMeasuredBlank = QStringLiteral("________");

// The text of a shown quantity {=call} of `step`'s text; "?" when it cannot be computed (the step was refused);
// kMeasuredBlank for a measured quantity.
QString shownQuantityText(const QString& call, const HandoutStep& step, const QString& language);

// A choice as offered: its label in the language, else its value.
QString choiceText(const Handout& handout, const LessonQuestion& question, std::size_t index);
// "a", "b", ...: the letter of a choice in the handout's lettered list.
QString choiceLetter(std::size_t index);

// The answer to `step`'s question: the computed value (for a choice question, the right choice's label in the
// language when it has one, with the value), or why there is none.
QString answerText(const Handout& handout, const HandoutStep& step);

} // namespace attnlab::app
