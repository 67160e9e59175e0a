#include "app/lessons/lesson.h"

#include "app/lessons/lesson_markup.h"
#include "app/lessons/lesson_step_reading.h"

#include <QRegularExpression>

namespace attnlab::app {

const QStringList& lessonLanguages()
{
    static const QStringList languages = { QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN") };
    return languages;
}

QString LessonFault::toString() const
{
    if (line <= 0)
        return QStringLiteral("%1: %2").arg(file, message);
    return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message);
}

bool LessonQuestion::operator==(const LessonQuestion& other) const
{
    return kind == other.kind && quantity == other.quantity && arguments == other.arguments
        && tolerance == other.tolerance && choices == other.choices && prompt == other.prompt
        && choiceLabels == other.choiceLabels;
}

bool LessonStep::operator==(const LessonStep& other) const
{
    return id == other.id && line == other.line && title == other.title && text == other.text && state == other.state
        && formula == other.formula && formulaTerms == other.formulaTerms && highlight == other.highlight
        && question == other.question;
}

bool Lesson::operator==(const Lesson& other) const
{
    return id == other.id && chapter == other.chapter && order == other.order && title == other.title
        && chapterTitle == other.chapterTitle && assumes == other.assumes && assumesLine == other.assumesLine
        && covers == other.covers && steps == other.steps && file == other.file;
}

bool lessonComesBefore(const Lesson& a, const Lesson& b)
{
    if (a.chapter != b.chapter)
        return a.chapter < b.chapter;
    if (a.order != b.order)
        return a.order < b.order;
    return a.id < b.id;
}

namespace {

QString replaceTerms(const QString& formula, const std::function<QString(const FormulaTerm& term)>& term, int depth)
{
    if (depth > kDeepestTermNesting)
        return formula;
    QString replaced;
    int from = 0;
    for (const TermMark& mark : findTermMarks(formula, nullptr)) {
        replaced += formula.mid(from, mark.start - from);
        replaced += term({ mark.id, replaceTerms(mark.tex, term, depth + 1) });
        from = mark.end;
    }
    replaced += formula.mid(from);
    return replaced;
}

} // namespace

QString replaceFormulaTerms(const QString& formula, const std::function<QString(const FormulaTerm& term)>& term)
{
    return replaceTerms(formula, term, 0);
}

QString unmarkedFormula(const QString& formula)
{
    return replaceFormulaTerms(
        formula, [](const FormulaTerm& term) { return QLatin1Char('{') + term.tex + QLatin1Char('}'); });
}

QString formulaForTypesetting(const QString& formula)
{
    static const QRegularExpression term(QStringLiteral("\\\\term(?![A-Za-z])"));
    return QString(formula).replace(term, QStringLiteral("\\class"));
}

} // namespace attnlab::app
