#pragma once

// INTERFACE (being implemented on branch hQ): the predict-then-reveal question of a lesson step.

#include "app/lessons/lesson.h"
#include "app/lessons/lesson_html.h"

#include <QWidget>

#include <optional>

namespace attnlab::app {

// Asks a step's question before the answer is shown: the prompt, the choices (or a number field), Check and
// Reveal. The answer is the value the engine computed for the step's state (setComputedValue), never a number of
// the lesson file; the feedback says whether the answer is right and explains with the computed value.
class QuestionView : public QWidget {
    Q_OBJECT

public:
    explicit QuestionView(QWidget* parent = nullptr);

    // The question of a step, in a language; `parts` draws the prompt's formulas and shown numbers. Clears any
    // earlier answer. The computed value is unknown until setComputedValue.
    void setQuestion(const LessonQuestion& question, const QString& language, const LessonHtmlParts& parts);
    void clearQuestion();
    // The value the engine computed for the step's state; empty (with why) while computing or when it cannot be.
    void setComputedValue(const std::optional<double>& value, const QString& problem = QString());

    bool isAnswered() const;

signals:
    void answered(bool right);
    void revealed();
};

} // namespace attnlab::app
