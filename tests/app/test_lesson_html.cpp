// Lesson markup as HTML: paragraphs, lists, emphasis, formulas and shown numbers each where the text puts them,
// everything else escaped.
#include "app/lessons/lesson_html.h"

#include <QtTest>

using namespace attnlab;

namespace {

app::LessonHtmlParts markedParts()
{
    app::LessonHtmlParts parts;
    parts.formula = [](const QString& tex, widgets::FormulaStyle style) {
        return QStringLiteral("[%1:%2]")
            .arg(style == widgets::FormulaStyle::Display ? QStringLiteral("D") : QStringLiteral("I"), tex);
    };
    parts.shownQuantity = [](const QString& call) { return QStringLiteral("<%1>").arg(call); };
    return parts;
}

QString html(const QString& markup)
{
    return app::lessonMarkupToHtml(markup, markedParts());
}

} // namespace

class TestLessonHtml : public QObject {
    Q_OBJECT

private slots:
    void paragraphsAndLists()
    {
        QCOMPARE(html(QStringLiteral("One line\nand the next.\n\n- first\n- second\n  continued\n\nLast.")),
            QStringLiteral("<p>One line and the next.</p><ul><li>first</li><li>second continued</li></ul>"
                           "<p>Last.</p>"));
    }

    void chineseLinesJoinWithoutASpace()
    {
        QCOMPARE(html(QStringLiteral("每個查詢\n讀取每個鍵 and\nkeys")),
            QStringLiteral("<p>每個查詢讀取每個鍵 and keys</p>"));
    }

    void emphasisAndStrong()
    {
        QCOMPARE(html(QStringLiteral("a *b* **c** d")), QStringLiteral("<p>a <em>b</em> <strong>c</strong> d</p>"));
    }

    void formulasInlineAndDisplay()
    {
        QCOMPARE(html(QStringLiteral("Weights $A = QK^\\top$ then\n$$ \\sum_j a_{ij} = 1 $$\nafter.")),
            QStringLiteral("<p>Weights [I:A = QK^\\top] then</p><p class=\"display\">[D:\\sum_j a_{ij} = 1]</p>"
                           "<p>after.</p>"));
        QCOMPARE(html(QStringLiteral("$$x$$")), QStringLiteral("<p class=\"display\">[D:x]</p>"));
    }

    void shownQuantitiesAndEscapes()
    {
        QCOMPARE(html(QStringLiteral("Costs {= madds  of=exact } <b> & \\$5 \\*not\\* \\{=x}")),
            QStringLiteral("<p>Costs <madds of=exact> &lt;b&gt; &amp; $5 *not* {=x}</p>"));
    }

    void unclosedMarkupIsShownAsWritten()
    {
        QCOMPARE(html(QStringLiteral("Costs $O(N^2)")), QStringLiteral("<p>Costs $O(N^2)</p>"));
        QCOMPARE(html(QStringLiteral("x {=madds")), QStringLiteral("<p>x {=madds</p>"));
    }
};

QTEST_GUILESS_MAIN(TestLessonHtml)
#include "test_lesson_html.moc"
