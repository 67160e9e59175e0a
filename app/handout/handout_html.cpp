#include "app/handout/handout_html.h"

#include "app/handout/handout_numbers.h"
#include "app/lessons/lesson_html.h"
#include "app/lessons/lesson_place.h"
#include "app/panels/formula_text.h"
#include "widgets/plots/plot_fonts.h"

#include <QCoreApplication>

namespace attnlab::app {

// The handout's own words, under a context that lupdate and the program agree on: lupdate files a free
// tr() of an anonymous namespace under the enclosing namespace, where the program never looks.
class HandoutWords {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::HandoutWords)
};

namespace {

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

// A formula as the medium draws it, or as readable text when it was not typeset. `tex` is the TeX as typeset,
// `plainTex` the same without term marks.
QString formulaHtml(const Handout& handout, const HandoutMedium& medium, const QString& tex, const QString& plainTex,
    widgets::FormulaStyle style, const QStringList& terms, HandoutText where = HandoutText::Body)
{
    const widgets::FormulaImage image = widgets::FormulaImage::find(tex, style, handout.formulaFolders);
    if (!image.isNull())
        return medium.formula(image, style, terms, where);
    return QStringLiteral("<span class=\"formula-text\">%1</span>")
        .arg(escaped(readableFormula(plainTex.toStdString())));
}

QString markupHtml(const Handout& handout, const HandoutMedium& medium, const HandoutStep& step, const QString& markup,
    HandoutText where = HandoutText::Body)
{
    LessonHtmlParts parts;
    parts.formula = [&](const QString& tex, widgets::FormulaStyle style) {
        return formulaHtml(handout, medium, tex, tex, style, {}, where);
    };
    parts.shownQuantity = [&](const QString& call) { return escaped(shownQuantityText(call, step, handout.language)); };
    return lessonMarkupToHtml(markup, parts);
}

// The markup of a one-line title or prompt, without the paragraph around it.
QString lineHtml(const Handout& handout, const HandoutMedium& medium, const HandoutStep& step, const QString& markup,
    HandoutText where = HandoutText::Body)
{
    QString html = markupHtml(handout, medium, step, markup, where);
    if (html.startsWith(QLatin1String("<p>")) && html.endsWith(QLatin1String("</p>"))
        && html.count(QLatin1String("<p")) == 1)
        html = html.mid(3, html.size() - 7);
    return html;
}

QString chapterTitle(const Handout& handout)
{
    const QString title = handout.words(handout.lesson->chapterTitle);
    return title.isEmpty() ? HandoutWords::tr("Chapter %1").arg(handout.lesson->chapter) : title;
}

QString figureDescription(const ComputeOutcome& outcome)
{
    const core::Problem& problem = outcome.sequence->problem;
    const QString variant = QString::fromStdString(outcome.variant->info().id);
    QString description
        = HandoutWords::tr("Left: the exact softmax weights. Middle: the map of %1 on the same colour scale. "
                           "Right: their difference (%1 minus exact). N = %2 tokens%3.")
              .arg(variant)
              .arg(problem.n())
              .arg(problem.causal ? HandoutWords::tr(", causal") : QString());
    return description;
}

// The choices as a lettered list (a, b, c), so an answer can name one.
QString choicesHtml(const Handout& handout, const LessonQuestion& question)
{
    QString html = QStringLiteral("<ol type=\"a\" class=\"choices\">");
    for (std::size_t index = 0; index < question.choices.size(); ++index)
        html += QStringLiteral("<li>%1</li>").arg(escaped(choiceText(handout, question, index)));
    return html + QStringLiteral("</ol>");
}

QString stepHtml(const Handout& handout, const HandoutMedium& medium, int index)
{
    const HandoutStep& shown = handout.steps[static_cast<std::size_t>(index)];
    const LessonStep& step = *shown.step;
    QString html
        = QStringLiteral("<h2%1 id=\"step-%2\">%3</h2>\n")
              .arg(index > 0 && !medium.stepClass.isEmpty() ? QStringLiteral(" class=\"%1\"").arg(medium.stepClass)
                                                            : QString(),
                  escaped(step.id),
                  HandoutWords::tr("Step %1. %2")
                      .arg(index + 1)
                      .arg(lineHtml(handout, medium, shown, handout.words(step.title), HandoutText::StepTitle)));
    html += markupHtml(handout, medium, shown, handout.words(step.text)) + QLatin1Char('\n');
    if (!step.formula.isEmpty())
        html += QStringLiteral("<p class=\"display formula\">%1</p>\n")
                    .arg(formulaHtml(handout, medium, formulaForTypesetting(step.formula),
                        unmarkedFormula(step.formula), widgets::FormulaStyle::Display, step.highlight.terms));
    if (shown.outcome) {
        const QString description = figureDescription(*shown.outcome);
        html += QStringLiteral("<div class=\"figure\">%1</div>\n<p class=\"caption\">%2</p>\n")
                    .arg(medium.figure(index, description), escaped(description));
    } else {
        html += QStringLiteral("<p class=\"problem\">%1</p>\n")
                    .arg(escaped(HandoutWords::tr("This step could not be computed: %1").arg(shown.problem)));
    }
    if (step.question) {
        html += QStringLiteral("<p class=\"question\"><strong>%1</strong> %2</p>\n")
                    .arg(escaped(HandoutWords::tr("Question:")),
                        lineHtml(handout, medium, shown, handout.words(step.question->prompt)));
        if (step.question->kind == LessonQuestion::Kind::Choice)
            html += choicesHtml(handout, *step.question) + QLatin1Char('\n');
    }
    return html;
}

QString answersHtml(const Handout& handout, const HandoutMedium& medium)
{
    QString items;
    for (std::size_t index = 0; index < handout.steps.size(); ++index) {
        const HandoutStep& shown = handout.steps[index];
        if (!shown.step->question)
            continue;
        items += QStringLiteral("<li><strong>%1</strong> %2<br>%3</li>\n")
                     .arg(escaped(HandoutWords::tr("Step %1:").arg(index + 1)),
                         lineHtml(handout, medium, shown, handout.words(shown.step->question->prompt)),
                         escaped(answerText(handout, shown)));
    }
    if (items.isEmpty())
        return {};
    return QStringLiteral("<h2%1 id=\"answers\">%2</h2>\n<p class=\"note\">%3</p>\n<ul class=\"answers\">\n%4</ul>\n")
        .arg(medium.stepClass.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(medium.stepClass),
            escaped(HandoutWords::tr("Answers")),
            escaped(
                HandoutWords::tr("Computed by Attention Lab for each step's state, as the lesson player checks them.")),
            items);
}

} // namespace

QStringList handoutFontFamilies(const QString& language)
{
    using widgets::HanGlyphs;
    if (language == QLatin1String("zh_TW"))
        return { widgets::hanFontFamily(HanGlyphs::Traditional), QStringLiteral("Noto Sans TC") };
    if (language == QLatin1String("zh_CN"))
        return { widgets::hanFontFamily(HanGlyphs::Simplified), QStringLiteral("Noto Sans SC") };
    // Token labels and typed texts may still hold Han characters.
    return { QStringLiteral("DejaVu Sans"), widgets::hanFontFamily(HanGlyphs::Simplified) };
}

QString htmlLanguage(const QString& language)
{
    if (language == QLatin1String("zh_TW"))
        return QStringLiteral("zh-Hant-TW");
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("zh-Hans-CN");
    return language;
}

QString handoutHtml(const Handout& handout, const HandoutMedium& medium)
{
    const Lesson& lesson = *handout.lesson;
    const HandoutStep none {};
    QString body = QStringLiteral("<p class=\"chapter\">%1</p>\n<h1>%2</h1>\n")
                       .arg(escaped(chapterTitle(handout)),
                           lineHtml(handout, medium, none, handout.words(lesson.title), HandoutText::LessonTitle));
    // What the lesson builds on and which seed sections it teaches, so a handout finds its place in the course.
    const QString place
        = LessonPlace::describe(lesson, handout.assumedTitles.isEmpty() ? lesson.assumes : handout.assumedTitles);
    if (!place.isEmpty())
        body += QStringLiteral("<p class=\"place\">%1</p>\n").arg(escaped(place));
    for (int index = 0; index < static_cast<int>(handout.steps.size()); ++index)
        body += stepHtml(handout, medium, index);
    body += answersHtml(handout, medium);
    body += QStringLiteral("<p class=\"footer\">%1</p>\n")
                .arg(escaped(
                    HandoutWords::tr("Attention Lab %1, lesson %2").arg(QStringLiteral(ATTNLAB_VERSION), lesson.id)));
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n"
                          "<style>\n%3</style>\n</head>\n<body>\n%4</body>\n</html>\n")
        .arg(htmlLanguage(handout.language), escaped(handout.words(lesson.title)), medium.styleSheet, body);
}

} // namespace attnlab::app
