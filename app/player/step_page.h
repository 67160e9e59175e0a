#pragma once

#include "app/compute/outcome.h"
#include "app/lessons/lesson.h"
#include "app/lessons/lesson_html.h"
#include "app/player/formula_images.h"

#include <QMap>
#include <QWidget>

#include <memory>
#include <optional>

namespace attnlab::widgets {
class FormulaView;
}

namespace attnlab::app {

class LessonText;
class QuestionView;
class StepTimer;

// One step of a lesson as the learner reads it: its title, its formula typeset (with the highlighted term), its
// text with the formulas typeset inline and the {=...} numbers the engine computed for the step's state ("…"
// until they arrive; a measured number until the step's computation has been timed on a worker), and its question
// under the text. Everything follows the page's font, so a larger font on
// the dock enlarges text and formulas alike; the formula images are drawn again when the font or the screen
// changes.
class StepPage : public QWidget {
    Q_OBJECT

public:
    explicit StepPage(QWidget* parent = nullptr);

    // Shows `step` in `language`; `folders` hold the lesson's own typeset formulas. The numbers wait for
    // setOutcome.
    void showStep(const LessonStep& step, const QString& language, const QStringList& folders);
    void clearStep();
    // The outcome computed for the step's state (nullptr: not yet): fills the numbers and the question's answer.
    void setOutcome(std::shared_ptr<const ComputeOutcome> outcome);
    bool hasOutcome() const { return m_outcome != nullptr; }
    // Whether the formula shows the step's highlighted term (the lesson dock turns it off with the highlights).
    void setTermHighlighted(bool highlighted);

    QString titleText() const;
    QString bodyText() const; // the text as plain text (formulas as their readable text)
    QString bodyHtml() const { return m_bodyHtml; }
    widgets::FormulaView* formulaView() const { return m_formula; }
    LessonText* textView() const { return m_text; }
    QuestionView* questionView() const { return m_question; }
    // Times the step's computation for its measured numbers ({=seconds}, {=speedup}) on a worker.
    StepTimer* timer() const { return m_timer; }
    // How many formula images the title and text hold (typeset ones; a formula without an SVG reads as text).
    int typesetFormulaCount() const { return m_typesetCount; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void render();
    void followScreen();
    FormulaLook look() const;
    LessonHtmlParts htmlParts();
    QString shownQuantity(const QString& call);
    void updateQuestionValue();

    LessonText* m_title = nullptr;
    widgets::FormulaView* m_formula = nullptr;
    LessonText* m_text = nullptr;
    QuestionView* m_question = nullptr;
    StepTimer* m_timer = nullptr;

    std::optional<LessonStep> m_step;
    QString m_language = QStringLiteral("en");
    QStringList m_folders;
    std::shared_ptr<const ComputeOutcome> m_outcome;
    QMap<QString, QString> m_shownValues; // by call, for the current outcome
    FormulaLook m_renderedLook; // what the images were drawn for
    QString m_bodyHtml;
    int m_typesetCount = 0;
    bool m_termHighlighted = true;
};

} // namespace attnlab::app
