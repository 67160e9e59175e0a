#include "app/player/step_page.h"

#include "app/lessons/lesson_quantities.h"
#include "app/lessons/measured_quantity.h"
#include "app/lessons/quantity_value.h"
#include "app/lessons/question_view.h"
#include "app/panels/formula_text.h"
#include "app/player/lesson_language.h"
#include "app/player/lesson_text.h"
#include "app/player/step_timer.h"
#include "widgets/controls/panel_text.h"
#include "widgets/formula/formula_view.h"

#include <QEvent>
#include <QWindow>
#include <QVBoxLayout>

namespace attnlab::app {

namespace {

// The step's title stands out by size, relative to the page's font so presentation mode enlarges it too.
constexpr double kTitleScale = 1.3;
const QString kWaiting = QStringLiteral("\u2026");

QuantityCall questionCall(const LessonQuestion& question)
{
    return { question.quantity, question.arguments };
}

} // namespace

StepPage::StepPage(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new LessonText(this);
    m_title->setObjectName(QStringLiteral("stepTitle"));
    m_formula = new widgets::FormulaView(this);
    m_formula->setAlignment(Qt::AlignHCenter | Qt::AlignVCenter);
    m_formula->setScale(1.3); // the step's formula heads the page: a little larger than those in the text
    m_formula->setVisible(false);
    m_text = new LessonText(this);
    m_question = new QuestionView(this);
    m_question->setVisible(false);
    m_timer = new StepTimer(this);
    connect(m_timer, &StepTimer::timed, this, &StepPage::render);
    layout->addWidget(m_title);
    layout->addWidget(m_formula);
    layout->addWidget(m_text);
    layout->addWidget(m_question);
    layout->addStretch(1);
}

void StepPage::showStep(const LessonStep& step, const QString& language, const QStringList& folders)
{
    // Another state makes a running measurement stale; the same one (a change of language) keeps it.
    if (!m_step || !(m_step->state == step.state))
        m_timer->stop();
    m_step = step;
    m_language = language;
    m_folders = folders;
    m_outcome.reset();
    m_shownValues.clear();
    if (step.formula.isEmpty()) {
        m_formula->setVisible(false);
    } else {
        m_formula->setFormula(formulaForTypesetting(step.formula),
            readableFormula(unmarkedFormula(step.formula).toStdString()), widgets::FormulaStyle::Display, folders);
        m_formula->setTextFamily(hanFamily(language));
        m_formula->setVisible(true);
    }
    setTermHighlighted(m_termHighlighted);
    if (step.question) {
        // The prompt is laid out by the question view: its formulas are padded to sit on its baseline alone.
        LessonHtmlParts promptParts = htmlParts();
        FormulaLook promptLook = look();
        promptLook.anchored = false;
        promptParts.formula = [promptLook](const QString& tex, widgets::FormulaStyle style) {
            return formulaHtml(tex, style, promptLook);
        };
        m_question->setQuestion(*step.question, language, promptParts);
        m_question->setComputedValue(std::nullopt);
        m_question->setVisible(true);
    } else {
        m_question->clearQuestion();
        m_question->setVisible(false);
    }
    render();
}

void StepPage::clearStep()
{
    m_timer->stop();
    m_step.reset();
    m_outcome.reset();
    m_shownValues.clear();
    m_title->setLessonHtml(QString(), QFont());
    m_formula->setVisible(false);
    m_question->clearQuestion();
    m_question->setVisible(false);
    m_bodyHtml.clear();
    m_text->setLessonHtml(QString(), QFont());
    m_typesetCount = 0;
}

void StepPage::setOutcome(std::shared_ptr<const ComputeOutcome> outcome)
{
    if (outcome == m_outcome)
        return;
    m_outcome = std::move(outcome);
    m_shownValues.clear();
    updateQuestionValue();
    render();
}

void StepPage::setTermHighlighted(bool highlighted)
{
    m_termHighlighted = highlighted;
    const bool marks = m_step && highlighted && !m_step->highlight.terms.isEmpty();
    // The formula view marks one term at a time: the first the step points at.
    m_formula->setHighlightedTerm(marks ? m_step->highlight.terms.front() : QString());
}

QString StepPage::titleText() const
{
    return m_title->plainText().trimmed();
}

QString StepPage::bodyText() const
{
    return m_text->plainText();
}

FormulaLook StepPage::look() const
{
    FormulaLook look;
    look.font = fontForLanguage(font(), m_language);
    look.devicePixelRatio = devicePixelRatioF();
    look.ink = palette().color(QPalette::WindowText);
    look.textFamily = hanFamily(m_language);
    look.folders = m_folders;
    look.widthLimit = std::max(0, m_text->viewport()->width() - 8);
    return look;
}

LessonHtmlParts StepPage::htmlParts()
{
    LessonHtmlParts parts;
    const FormulaLook current = look();
    parts.formula = [this, current](const QString& tex, widgets::FormulaStyle style) {
        const QString html = formulaHtml(tex, style, current);
        m_typesetCount += html.startsWith(QLatin1String("<img"));
        return html;
    };
    parts.shownQuantity = [this](const QString& call) { return shownQuantity(call).toHtmlEscaped(); };
    return parts;
}

QString StepPage::shownQuantity(const QString& call)
{
    if (!m_outcome || !m_step)
        return kWaiting;
    if (const auto known = m_shownValues.constFind(call); known != m_shownValues.constEnd())
        return *known;
    QString shown = QStringLiteral("?");
    const auto quantity = readQuantityCall(call, [](const QString&) {});
    if (quantity && isMeasuredQuantity(quantity->quantity)) {
        // Timed once for the outcome, off the window's thread; not kept with the counted numbers, which never wait.
        const MeasuredTimes* times = m_timer->timesOf(m_outcome.get());
        if (!times) {
            m_timer->time(m_outcome);
            return kWaiting;
        }
        const QuantityValue value = measuredQuantity(*quantity, *times);
        return value.value ? formatQuantity(quantity->quantity, *value.value, m_language) : QStringLiteral("\u2014");
    }
    if (quantity) {
        const QuantityValue value = computeQuantity(*quantity, m_step->state, *m_outcome);
        shown = value.value ? formatQuantity(quantity->quantity, *value.value, m_language)
                            : QStringLiteral("\u2014"); // the problem is the question's to explain
    }
    m_shownValues.insert(call, shown);
    return shown;
}

void StepPage::updateQuestionValue()
{
    if (!m_step || !m_step->question)
        return;
    if (!m_outcome) {
        m_question->setComputedValue(std::nullopt);
        return;
    }
    const QuantityValue value = computeQuantity(questionCall(*m_step->question), m_step->state, *m_outcome);
    m_question->setComputedValue(value.value, value.problem);
}

void StepPage::render()
{
    if (!m_step)
        return;
    m_typesetCount = 0;
    QFont titleFont = widgets::scaledFont(fontForLanguage(font(), m_language), kTitleScale);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    FormulaLook titleLook = look();
    titleLook.font = titleFont;
    LessonHtmlParts titleParts = htmlParts();
    titleParts.formula = [this, titleLook](const QString& tex, widgets::FormulaStyle style) {
        const QString html = formulaHtml(tex, style, titleLook);
        m_typesetCount += html.startsWith(QLatin1String("<img"));
        return html;
    };
    m_title->setLessonHtml(lessonMarkupToHtml(inLanguage(m_step->title, m_language), titleParts),
        titleLook.anchorFont());
    const FormulaLook textLook = look();
    m_bodyHtml = lessonMarkupToHtml(inLanguage(m_step->text, m_language), htmlParts());
    m_text->setFont(textLook.font);
    m_text->setLessonHtml(m_bodyHtml, textLook.anchorFont());
    m_renderedLook = textLook;
}

void StepPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        render();
}

void StepPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Docked or floating, the page lives in some window: follow that window to screens of another pixel ratio.
    if (QWindow* shownIn = window()->windowHandle())
        connect(shownIn, &QWindow::screenChanged, this, &StepPage::followScreen, Qt::UniqueConnection);
    followScreen();
}

void StepPage::followScreen()
{
    if (m_step && m_renderedLook.devicePixelRatio != devicePixelRatioF())
        render();
}

void StepPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // A display formula shrinks to the text's width: draw again when that width changed its limit.
    if (m_step && look().widthLimit != m_renderedLook.widthLimit)
        render();
}

} // namespace attnlab::app
