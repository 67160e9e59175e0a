// Every formula of the built-in lessons is typeset: the step's formula and each $...$ and $$...$$ of every title,
// text and prompt in every language has its SVG, and draws whole (not empty, no ink cut at an edge).
#include "app/lessons/lesson.h"
#include "app/lessons/lesson_html.h"
#include "app/lessons/lesson_library.h"
#include "widgets/formula/formula_image.h"

#include <QImage>
#include <QSet>
#include <QtTest>

using namespace attnlab;
using widgets::FormulaImage;
using widgets::FormulaStyle;

namespace {

struct LessonFormula {
    QString tex;
    FormulaStyle style;
    QString where;
};

std::vector<LessonFormula> builtinLessonFormulas()
{
    std::vector<LessonFormula> formulas;
    QSet<QString> seen;
    auto add = [&](const QString& tex, FormulaStyle style, const QString& where) {
        const QString key = widgets::formulaKey(tex, style);
        if (!seen.contains(key)) {
            seen.insert(key);
            formulas.push_back({ tex, style, where });
        }
    };
    for (const app::Lesson& lesson : app::loadBuiltinLessons().lessons)
        for (const app::LessonStep& step : lesson.steps) {
            const QString where = QStringLiteral("%1/%2").arg(lesson.id, step.id);
            if (!step.formula.isEmpty() && step.formula != QLatin1String("variant"))
                add(app::formulaForTypesetting(step.formula), FormulaStyle::Display, where + QStringLiteral(" formula"));
            app::LessonHtmlParts parts;
            QString language;
            parts.formula = [&](const QString& tex, FormulaStyle style) {
                add(tex, style, QStringLiteral("%1 [%2]").arg(where, language));
                return QString();
            };
            parts.shownQuantity = [](const QString&) { return QString(); };
            for (const QString& code : app::lessonLanguages()) {
                language = code;
                app::lessonMarkupToHtml(step.title.value(code), parts);
                app::lessonMarkupToHtml(step.text.value(code), parts);
                if (step.question)
                    app::lessonMarkupToHtml(step.question->prompt.value(code), parts);
            }
        }
    return formulas;
}

QRect inkBounds(const QImage& image)
{
    QRect bounds;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 128)
                bounds |= QRect(x, y, 1, 1);
    return bounds;
}

} // namespace

class TestLessonFormulas : public QObject {
    Q_OBJECT

private slots:
    void theLessonsHaveFormulas() { QVERIFY(builtinLessonFormulas().size() >= 10); }

    void everyFormulaIsTypesetWhole_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<int>("style");
        for (const LessonFormula& formula : builtinLessonFormulas())
            QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(formula.where, formula.tex.left(40))))
                << formula.tex << static_cast<int>(formula.style);
    }

    void everyFormulaIsTypesetWhole()
    {
        QFETCH(QString, tex);
        QFETCH(int, style);
        const FormulaImage formula = FormulaImage::find(tex, static_cast<FormulaStyle>(style));
        QVERIFY2(!formula.isNull(), "no typeset SVG: run node tools/formulas/render.mjs and commit resources/formulas");
        constexpr double kPixelsPerEm = 32.0;
        const QImage image = formula.render(kPixelsPerEm);
        const QRect ink = inkBounds(image);
        QVERIFY2(!ink.isEmpty(), "the formula draws nothing");
        QVERIFY2(image.rect().adjusted(2, 2, -2, -2).contains(ink), "ink reaches the edge: the formula is clipped");
        QVERIFY2(ink.width() > image.width() - kPixelsPerEm / 2, "part of the formula is not drawn");
    }
};

QTEST_MAIN(TestLessonFormulas)
#include "test_lesson_formulas.moc"
