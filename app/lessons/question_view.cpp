#include "app/lessons/question_view.h"

#include "app/lessons/quantity_value.h"
#include "widgets/controls/flow_layout.h"

#include <QBoxLayout>
#include <QButtonGroup>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

#include <cmath>

namespace attnlab::app {

namespace {

// Choice labels longer than this are stacked one per line: a row of long buttons does not fit a dock.
constexpr int kLongestRowLabel = 14;

// A number as a person types it: the lesson language's format or the C one ('.' for the decimals), full-width
// digits as the half-width ones, and a trailing % as hundredths.
std::optional<double> parseNumber(const QString& typed, const QString& language)
{
    QString text = typed.normalized(QString::NormalizationForm_KC).trimmed();
    double factor = 1;
    if (text.endsWith(QLatin1Char('%'))) {
        text.chop(1);
        text = text.trimmed();
        factor = 0.01;
    }
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = QLocale(language).toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value * factor;
}

QString escapedMnemonics(QString label)
{
    return label.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

} // namespace

QuestionView::QuestionView(QWidget* parent)
    : QWidget(parent), m_prompt(new QLabel(this)), m_choiceBox(new QWidget(this)),
      m_choiceGroup(new QButtonGroup(this)), m_number(new QLineEdit(this)), m_check(new QPushButton(tr("Check"), this)),
      m_reveal(new QPushButton(tr("Reveal"), this)), m_feedback(new QLabel(this))
{
    setObjectName(QStringLiteral("questionView"));
    m_prompt->setObjectName(QStringLiteral("questionPrompt"));
    m_prompt->setTextFormat(Qt::RichText);
    m_prompt->setWordWrap(true);
    m_choiceBox->setObjectName(QStringLiteral("questionChoices"));
    m_choiceGroup->setExclusive(true);
    m_number->setObjectName(QStringLiteral("questionNumber"));
    m_number->setToolTip(tr("Your prediction: a number with '.' or the lesson language's decimal sign (a trailing % "
                            "means hundredths). Enter checks it."));
    m_check->setObjectName(QStringLiteral("questionCheck"));
    m_check->setToolTip(tr("Compare your answer with the value the engine computes for this step (Enter)"));
    m_reveal->setObjectName(QStringLiteral("questionReveal"));
    m_reveal->setToolTip(tr("Show the engine's value without answering"));
    m_feedback->setObjectName(QStringLiteral("questionFeedback"));
    m_feedback->setTextFormat(Qt::RichText);
    m_feedback->setWordWrap(true);
    m_feedback->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_reveal);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_prompt);
    layout->addWidget(m_choiceBox);
    layout->addWidget(m_number);
    layout->addLayout(buttons);
    layout->addWidget(m_feedback);

    connect(m_check, &QPushButton::clicked, this, &QuestionView::check);
    connect(m_reveal, &QPushButton::clicked, this, &QuestionView::reveal);
    connect(m_choiceGroup, &QButtonGroup::idClicked, this, &QuestionView::pickChoice);
    clearQuestion();
}

void QuestionView::setQuestion(const LessonQuestion& question, const QString& language, const LessonHtmlParts& parts)
{
    m_question = question;
    m_language = language;
    m_parts = parts;
    m_value.reset();
    m_problem.clear();
    m_pending = Pending::Nothing;
    m_verdict = Verdict::Open;
    m_picked = -1;
    renderPrompt();
    buildChoices();
    const bool choice = question.kind == LessonQuestion::Kind::Choice;
    m_choiceBox->setVisible(choice);
    m_number->setVisible(!choice);
    m_number->clear();
    m_number->setEnabled(true);
    m_number->setPlaceholderText(tr("Your prediction"));
    m_check->setVisible(true);
    m_reveal->setVisible(true);
    m_check->setEnabled(true);
    m_reveal->setEnabled(true);
    showFeedback(QString());
}

void QuestionView::clearQuestion()
{
    m_question.reset();
    m_value.reset();
    m_problem.clear();
    m_pending = Pending::Nothing;
    m_verdict = Verdict::Open;
    m_picked = -1;
    m_prompt->clear();
    buildChoices();
    m_choiceBox->setVisible(false);
    m_number->setVisible(false);
    m_check->setVisible(false);
    m_reveal->setVisible(false);
    showFeedback(QString());
}

void QuestionView::setComputedValue(const std::optional<double>& value, const QString& problem)
{
    if (!m_question)
        return;
    m_value = value;
    m_problem = value ? QString() : problem;
    if (!value && problem.isEmpty())
        return; // still computing: whatever is pending keeps waiting
    const Pending pending = m_pending;
    m_pending = Pending::Nothing;
    if (pending == Pending::Check)
        check();
    else if (pending == Pending::Reveal)
        reveal();
}

bool QuestionView::isAnswered() const
{
    return m_verdict != Verdict::Open;
}

QString QuestionView::feedbackHtml() const
{
    return m_feedback->text();
}

bool QuestionView::valueReady(Pending then)
{
    if (m_value)
        return true;
    if (m_problem.isEmpty()) {
        m_pending = then; // done when setComputedValue brings the value
        showFeedback(tr("Computing the answer…"));
    } else {
        showFeedback(
            tr("The engine cannot compute this question's answer for this step: %1.").arg(m_problem.toHtmlEscaped()));
    }
    return false;
}

void QuestionView::check()
{
    if (!m_question || m_verdict == Verdict::Right || m_verdict == Verdict::Revealed
        || m_verdict == Verdict::LessonFault)
        return;
    const bool choice = m_question->kind == LessonQuestion::Kind::Choice;
    std::optional<double> number;
    if (choice && m_picked < 0) {
        showFeedback(tr("Pick one of the answers first (keys 1 to %1).").arg(m_question->choices.size()));
        return;
    }
    if (!choice) {
        number = typedNumber();
        if (!number) {
            showFeedback(tr("Type a number first, e.g. %1.").arg(QLocale(m_language).toString(0.25)));
            return;
        }
    }
    if (!valueReady(Pending::Check))
        return;
    bool right = false;
    if (choice) {
        const std::optional<std::size_t> match = matchingChoice(m_question->quantity, m_question->choices, *m_value);
        if (!match) {
            finish(Verdict::LessonFault);
            showFeedback(tr("<b>This lesson's choices do not contain the engine's answer.</b> The engine computed %1 "
                            "for this step and none of the choices is that value: a fault of the lesson, not of "
                            "your answer.")
                             .arg(computedText())
                + explanation());
            emit revealed();
            return;
        }
        right = static_cast<int>(*match) == m_picked;
    } else {
        right = withinTolerance(*number, *m_value, m_question->tolerance);
    }
    finish(right ? Verdict::Right : Verdict::Wrong);
    if (right)
        showFeedback(tr("<b>✓ Right.</b> The engine computed %1 for this step.").arg(computedText()) + explanation());
    else
        showFeedback(tr("<b>✗ Not quite.</b> You answered %1; the engine computed %2 for this step. Try again or "
                        "reveal the answer.")
                         .arg(answerText(), computedText())
            + explanation());
    emit answered(right);
}

void QuestionView::reveal()
{
    if (!m_question || m_verdict == Verdict::Revealed || m_verdict == Verdict::Right
        || m_verdict == Verdict::LessonFault)
        return;
    if (!valueReady(Pending::Reveal))
        return;
    const bool choice = m_question->kind == LessonQuestion::Kind::Choice;
    const bool lessonFault = choice && !matchingChoice(m_question->quantity, m_question->choices, *m_value);
    finish(lessonFault ? Verdict::LessonFault : Verdict::Revealed);
    if (lessonFault)
        showFeedback(tr("<b>This lesson's choices do not contain the engine's answer.</b> The engine computed %1 for "
                        "this step and none of the choices is that value: a fault of the lesson.")
                         .arg(computedText())
            + explanation());
    else
        showFeedback(tr("The engine computed %1 for this step.").arg(computedText()) + explanation());
    emit revealed();
}

void QuestionView::pickChoice(int index)
{
    if (!m_question || index < 0 || index >= static_cast<int>(m_choiceButtons.size()) || !m_choiceBox->isEnabled())
        return;
    m_picked = index;
    m_choiceButtons[static_cast<std::size_t>(index)]->setChecked(true);
}

void QuestionView::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (m_question && m_question->kind == LessonQuestion::Kind::Choice && key >= Qt::Key_1 && key <= Qt::Key_9
        && event->modifiers() == Qt::NoModifier) {
        pickChoice(key - Qt::Key_1);
        event->accept();
        return;
    }
    if (m_question && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
        check();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void QuestionView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The prompt's formulas are drawn for the font: a larger one (presentation mode) draws them again.
    if (event->type() == QEvent::FontChange && m_question)
        renderPrompt();
}

void QuestionView::renderPrompt()
{
    if (!m_question)
        return;
    const QString prompt = m_question->prompt.value(m_language);
    m_prompt->setText(lessonMarkupToHtml(prompt, m_parts));
}

void QuestionView::buildChoices()
{
    for (QPushButton* button : m_choiceButtons) {
        m_choiceGroup->removeButton(button);
        delete button;
    }
    m_choiceButtons.clear();
    m_choiceBox->setEnabled(true);
    if (!m_question || m_question->kind != LessonQuestion::Kind::Choice)
        return;
    const QStringList labels = m_question->choiceLabels.value(m_language);
    const bool labelled = labels.size() == static_cast<qsizetype>(m_question->choices.size());
    bool long_ = false;
    QStringList texts;
    for (std::size_t index = 0; index < m_question->choices.size(); ++index) {
        const QString text = labelled ? labels.at(static_cast<qsizetype>(index))
                                      : formatQuantity(m_question->quantity, m_question->choices[index], m_language);
        long_ = long_ || text.size() > kLongestRowLabel;
        texts << text;
    }
    // Short choices wrap like words (a narrow dock, a large presentation font), long ones take a line each.
    delete m_choiceBox->layout();
    QLayout* choiceLayout = long_ ? static_cast<QLayout*>(new QVBoxLayout(m_choiceBox))
                                  : new widgets::FlowLayout(m_choiceBox, 6);
    choiceLayout->setContentsMargins(0, 0, 0, 0);
    for (int index = 0; index < texts.size(); ++index) {
        auto* button = new QPushButton(escapedMnemonics(texts.at(index)), m_choiceBox);
        button->setObjectName(QStringLiteral("questionChoice%1").arg(index + 1));
        button->setCheckable(true);
        button->setAutoDefault(false);
        button->setToolTip(index < 9 ? tr("Pick this answer (key %1), then Check").arg(index + 1)
                                     : tr("Pick this answer, then Check"));
        m_choiceGroup->addButton(button, index);
        choiceLayout->addWidget(button);
        m_choiceButtons.push_back(button);
    }
}

void QuestionView::showFeedback(const QString& html)
{
    m_feedback->setText(html);
    m_feedback->setVisible(!html.isEmpty());
}

void QuestionView::finish(Verdict verdict)
{
    m_verdict = verdict;
    // A wrong answer may be tried again; after the right one or the value shown there is nothing left to answer.
    const bool open = verdict == Verdict::Wrong;
    m_choiceBox->setEnabled(open);
    m_number->setEnabled(open);
    m_check->setEnabled(open);
    m_reveal->setEnabled(open);
}

QString QuestionView::computedText() const
{
    const QString value = formatQuantity(m_question->quantity, *m_value, m_language).toHtmlEscaped();
    QString text = QStringLiteral("<b>%1</b>").arg(value);
    if (m_question->kind == LessonQuestion::Kind::Choice) {
        const QStringList labels = m_question->choiceLabels.value(m_language);
        const std::optional<std::size_t> match = matchingChoice(m_question->quantity, m_question->choices, *m_value);
        if (match && labels.size() == static_cast<qsizetype>(m_question->choices.size()))
            text = tr("<b>%1</b> (%2)").arg(labels.at(static_cast<qsizetype>(*match)).toHtmlEscaped(), value);
    }
    return text;
}

QString QuestionView::explanation() const
{
    QString words = m_question->quantity;
    for (const auto& [name, value] : m_question->arguments.values())
        words += QStringLiteral(" %1=%2").arg(
            QString::fromStdString(name), QString::fromStdString(core::formatValue(value)));
    QString html = QStringLiteral("<br>")
        + tr("The question asks for %1 (<code>%2</code>).")
              .arg(quantityMeaning(m_question->quantity).toHtmlEscaped(), words.toHtmlEscaped());
    if (m_question->kind == LessonQuestion::Kind::Number)
        html += QStringLiteral(" ")
            + tr("Answers within %1 of it count as right.")
                  .arg(QLocale(m_language).toString(m_question->tolerance, 'g', 3).toHtmlEscaped());
    return html;
}

QString QuestionView::answerText() const
{
    if (m_question->kind == LessonQuestion::Kind::Choice && m_picked >= 0)
        return m_choiceButtons[static_cast<std::size_t>(m_picked)]
            ->text()
            .replace(QStringLiteral("&&"), QStringLiteral("&"))
            .toHtmlEscaped();
    return m_number->text().trimmed().toHtmlEscaped();
}

std::optional<double> QuestionView::typedNumber() const
{
    return parseNumber(m_number->text(), m_language);
}

} // namespace attnlab::app
