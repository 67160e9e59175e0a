#pragma once

#include "app/lessons/lesson.h"
#include "app/lessons/lesson_html.h"

#include <QWidget>

#include <optional>
#include <vector>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;

namespace attnlab::app {

// Asks a step's question before the answer is shown: the prompt, the choices (or a number field), Check and
// Reveal. The answer is the value the engine computed for the step's state (setComputedValue), never a number of
// the lesson file; the feedback says whether the answer is right and explains with the computed value.
// Keys: 1..9 pick a choice, Enter checks. The text follows the widget's font (presentation mode enlarges it by
// setting a larger font on the dock).
class QuestionView : public QWidget {
    Q_OBJECT

public:
    explicit QuestionView(QWidget* parent = nullptr);

    // The question of a step, in a language; `parts` draws the prompt's formulas and shown numbers. Clears any
    // earlier answer. The computed value is unknown until setComputedValue.
    void setQuestion(const LessonQuestion& question, const QString& language, const LessonHtmlParts& parts);
    void clearQuestion();
    // The value the engine computed for the step's state. Empty with an empty `problem`: still computing (a Check
    // waits for it); empty with a problem: it cannot be computed (the feedback says why). A Check or Reveal asked
    // while computing runs as soon as the value arrives.
    void setComputedValue(const std::optional<double>& value, const QString& problem = QString());

    // True once an answer was checked against the computed value (right or wrong) or the value was revealed.
    bool isAnswered() const;
    // The feedback shown under the question (HTML), for presentation mode and the tests.
    QString feedbackHtml() const;

signals:
    // A checked answer: right or wrong. After a wrong one the question stays open for another try.
    void answered(bool right);
    // The computed value was shown without a verdict: Reveal, or a Choice question none of whose choices is the
    // computed value (a fault of the lesson, which the feedback names).
    void revealed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum class Pending { Nothing, Check, Reveal };
    // True when the computed value is known; otherwise says why not (still computing: `then` runs when it comes).
    bool valueReady(Pending then);
    enum class Verdict { Open, Right, Wrong, Revealed, LessonFault };

    void check();
    void reveal();
    void pickChoice(int index);
    void renderPrompt();
    void buildChoices();
    void showFeedback(const QString& html);
    void finish(Verdict verdict);
    // What the engine computed, as the feedback shows it: the value in the lesson's format, with the choice's label.
    QString computedText() const;
    QString explanation() const;
    QString answerText() const; // the user's answer as the feedback repeats it
    std::optional<double> typedNumber() const;

    std::optional<LessonQuestion> m_question;
    QString m_language;
    LessonHtmlParts m_parts;
    std::optional<double> m_value;
    QString m_problem;
    Pending m_pending = Pending::Nothing;
    Verdict m_verdict = Verdict::Open;
    int m_picked = -1;

    QLabel* m_prompt = nullptr;
    QWidget* m_choiceBox = nullptr;
    QButtonGroup* m_choiceGroup = nullptr;
    std::vector<QPushButton*> m_choiceButtons;
    QLineEdit* m_number = nullptr;
    QPushButton* m_check = nullptr;
    QPushButton* m_reveal = nullptr;
    QLabel* m_feedback = nullptr;
};

} // namespace attnlab::app
