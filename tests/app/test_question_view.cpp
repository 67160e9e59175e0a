// The predict-then-reveal question of a lesson step (app/lessons/question_view.h): choices checked against the value
// the engine computed, numbers within the lesson's tolerance, a Check that waits for the value, the lesson fault of
// choices without the engine's answer, labels per language, the keys, and text that follows the widget's font.
#include "app/lessons/lesson_quantities.h"
#include "app/lessons/quantity_value.h"
#include "app/lessons/question_view.h"

#include <QtTest>
#include <QtWidgets>

using namespace attnlab;

namespace {

app::LessonQuestion choiceQuestion(const QString& call, std::vector<double> choices)
{
    const std::optional<app::QuantityCall> read = app::readQuantityCall(call, [](const QString&) {});
    app::LessonQuestion question;
    question.kind = app::LessonQuestion::Kind::Choice;
    question.quantity = read->quantity;
    question.arguments = read->arguments;
    question.choices = std::move(choices);
    question.prompt = { { "en", QStringLiteral("How many keys after $L = 3$ layers?") },
        { "zh_TW", QStringLiteral("經過 3 層後依賴多少個鍵？") },
        { "zh_CN", QStringLiteral("经过 3 层后依赖多少个键？") } };
    return question;
}

app::LessonQuestion numberQuestion(double tolerance)
{
    app::LessonQuestion question;
    question.kind = app::LessonQuestion::Kind::Number;
    question.quantity = QStringLiteral("density");
    question.tolerance = tolerance;
    question.prompt = { { "en", QStringLiteral("What share of the pairs?") }, { "zh_TW", QStringLiteral("多少比例？") },
        { "zh_CN", QStringLiteral("多少比例？") } };
    return question;
}

// Formulas drawn as a marked text, counted, so a test sees when the prompt is drawn again.
struct CountedParts {
    int formulas = 0;
    app::LessonHtmlParts parts()
    {
        app::LessonHtmlParts parts;
        parts.formula = [this](const QString& tex, widgets::FormulaStyle) {
            ++formulas;
            return QStringLiteral("<i>[%1]</i>").arg(tex.toHtmlEscaped());
        };
        parts.shownQuantity = [](const QString& call) { return QStringLiteral("{%1}").arg(call); };
        return parts;
    }
};

QPushButton* choiceButton(app::QuestionView& view, int number)
{
    return view.findChild<QPushButton*>(QStringLiteral("questionChoice%1").arg(number));
}

QPushButton* button(app::QuestionView& view, const char* name)
{
    return view.findChild<QPushButton*>(QString::fromLatin1(name));
}

QLineEdit* numberField(app::QuestionView& view)
{
    return view.findChild<QLineEdit*>(QStringLiteral("questionNumber"));
}

} // namespace

class TestQuestionView : public QObject {
    Q_OBJECT

private slots:
    void theRightChoiceIsTheComputedValue()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("receptive_field L=3 query=16", { 3, 7, 9 }), "en", parts.parts());
        view.setComputedValue(7.0);
        QSignalSpy answered(&view, &app::QuestionView::answered);
        QVERIFY(!view.isAnswered());
        choiceButton(view, 2)->click();
        button(view, "questionCheck")->click();
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), true);
        QVERIFY(view.isAnswered());
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("Right")));
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("<b>7</b>")));
        // The feedback says what the quantity is.
        QVERIFY(view.feedbackHtml().contains(app::quantityMeaning("receptive_field").toHtmlEscaped()));
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("receptive_field L=3 query=16")));
        QVERIFY(!button(view, "questionCheck")->isEnabled());
    }

    void aWrongChoiceSaysSoAndMayBeTriedAgain()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("receptive_field L=3 query=16", { 3, 7, 9 }), "en", parts.parts());
        view.setComputedValue(7.0);
        QSignalSpy answered(&view, &app::QuestionView::answered);
        choiceButton(view, 3)->click();
        button(view, "questionCheck")->click();
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QVERIFY(view.isAnswered());
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("Not quite")));
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("You answered 9")));
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("<b>7</b>")));
        choiceButton(view, 2)->click();
        button(view, "questionCheck")->click();
        QCOMPARE(answered.size(), 2);
        QCOMPARE(answered.at(1).at(0).toBool(), true);
    }

    void aNumberIsRightWithinTheTolerance()
    {
        struct Case {
            const char* typed;
            const char* language;
            bool right;
        };
        for (const Case& answer :
            { Case { "0.11", "en", true }, Case { "0.13", "en", false }, Case { "0.08", "zh_TW", true },
                Case { "11%", "en", true }, Case { "０.１２", "zh_CN", true }, Case { "0.121", "zh_CN", false } }) {
            app::QuestionView view;
            CountedParts parts;
            view.setQuestion(numberQuestion(0.02), answer.language, parts.parts());
            view.setComputedValue(0.1);
            QSignalSpy answered(&view, &app::QuestionView::answered);
            numberField(view)->setText(QString::fromUtf8(answer.typed));
            button(view, "questionCheck")->click();
            QVERIFY2(answered.size() == 1, answer.typed);
            QVERIFY2(answered.at(0).at(0).toBool() == answer.right, answer.typed);
            // The feedback gives the value and the tolerance.
            QVERIFY2(view.feedbackHtml().contains(QStringLiteral("<b>0.1</b>")), qPrintable(view.feedbackHtml()));
            QVERIFY(view.feedbackHtml().contains(QStringLiteral("within 0.02")));
        }
    }

    void somethingThatIsNotANumberIsNotChecked()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(numberQuestion(0.02), "en", parts.parts());
        view.setComputedValue(0.1);
        QSignalSpy answered(&view, &app::QuestionView::answered);
        numberField(view)->setText(QStringLiteral("a tenth"));
        button(view, "questionCheck")->click();
        QCOMPARE(answered.size(), 0);
        QVERIFY(!view.isAnswered());
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("Type a number")));
    }

    void aCheckBeforeTheValueWaitsForIt()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("tokens", { 16, 32 }), "en", parts.parts());
        QSignalSpy answered(&view, &app::QuestionView::answered);
        choiceButton(view, 2)->click();
        button(view, "questionCheck")->click();
        QCOMPARE(answered.size(), 0);
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("Computing the answer")));
        view.setComputedValue(std::nullopt); // still computing
        QCOMPARE(answered.size(), 0);
        view.setComputedValue(32.0);
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), true);
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("<b>32</b>")));
    }

    void aValueThatCannotBeComputedSaysWhy()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("keys_per_query query=40", { 3, 5 }), "en", parts.parts());
        QSignalSpy answered(&view, &app::QuestionView::answered);
        choiceButton(view, 1)->click();
        button(view, "questionCheck")->click();
        view.setComputedValue(std::nullopt, QStringLiteral("query 40 is past the input's 32 tokens"));
        QCOMPARE(answered.size(), 0);
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("query 40 is past the input's 32 tokens")));
    }

    void choicesWithoutTheEnginesAnswerAreALessonFaultNotAWrongAnswer()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("receptive_field L=3 query=16", { 3, 8, 9 }), "en", parts.parts());
        view.setComputedValue(7.0);
        QSignalSpy answered(&view, &app::QuestionView::answered);
        QSignalSpy revealed(&view, &app::QuestionView::revealed);
        choiceButton(view, 1)->click();
        button(view, "questionCheck")->click();
        QCOMPARE(answered.size(), 0);
        QCOMPARE(revealed.size(), 1);
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("do not contain the engine's answer")));
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("<b>7</b>")));
        QVERIFY(!view.feedbackHtml().contains(QStringLiteral("Not quite")));
    }

    void revealShowsTheValueWithoutAVerdict()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(numberQuestion(0.01), "en", parts.parts());
        QSignalSpy answered(&view, &app::QuestionView::answered);
        QSignalSpy revealed(&view, &app::QuestionView::revealed);
        button(view, "questionReveal")->click();
        QCOMPARE(revealed.size(), 0); // waits for the value
        view.setComputedValue(0.046875);
        QCOMPARE(revealed.size(), 1);
        QCOMPARE(answered.size(), 0);
        QVERIFY(view.isAnswered());
        QVERIFY(view.feedbackHtml().contains(QStringLiteral("<b>0.0469</b>")));
        QVERIFY(!numberField(view)->isEnabled());
    }

    void shortChoicesWrapInANarrowDock()
    {
        // Six counts side by side would make the lesson page wider than its dock and clip the text beside them.
        const app::LessonQuestion question = choiceQuestion("madds", { 48, 144, 288, 576, 1152, 2304 });
        CountedParts parts;
        app::QuestionView view;
        view.setQuestion(question, QStringLiteral("en"), parts.parts());
        app::QuestionView single;
        single.setQuestion(choiceQuestion("madds", { 48, 144 }), QStringLiteral("en"), parts.parts());
        QVERIFY(view.minimumSizeHint().width() <= single.minimumSizeHint().width() + 40);
        view.resize(160, view.heightForWidth(160) > 0 ? view.heightForWidth(160) : 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(choiceButton(view, 6)->geometry().top() > choiceButton(view, 1)->geometry().top());
    }

    void choicesShowTheLanguagesLabelsOrTheFormattedValues()
    {
        app::LessonQuestion question = choiceQuestion("madds", { 12288, 24576 });
        question.choiceLabels["en"] = QStringList { QStringLiteral("a dozen thousand"), QStringLiteral("twice that") };
        question.choiceLabels["zh_CN"] = QStringList { QStringLiteral("一万二"), QStringLiteral("两倍") };
        CountedParts parts;
        const std::map<QString, QStringList> expected { { "en", { "a dozen thousand", "twice that" } },
            { "zh_CN", { QStringLiteral("一万二"), QStringLiteral("两倍") } }, { "zh_TW", { "12,288", "24,576" } } };
        for (const auto& [language, labels] : expected) {
            app::QuestionView view;
            view.setQuestion(question, language, parts.parts());
            QCOMPARE(choiceButton(view, 1)->text(), labels.at(0));
            QCOMPARE(choiceButton(view, 2)->text(), labels.at(1));
            QVERIFY(!choiceButton(view, 3));
            QVERIFY(!choiceButton(view, 1)->toolTip().isEmpty());
            view.setComputedValue(24576.0);
            choiceButton(view, 2)->click();
            button(view, "questionCheck")->click();
            // A labelled choice is named with its value.
            QVERIFY2(view.feedbackHtml().contains(
                         language == "zh_TW" ? QStringLiteral("<b>24,576</b>") : QStringLiteral("(24,576)")),
                qPrintable(view.feedbackHtml()));
        }
    }

    void keysPickAChoiceAndEnterChecks()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("receptive_field L=3 query=16", { 3, 7, 9 }), "en", parts.parts());
        view.setComputedValue(9.0);
        QSignalSpy answered(&view, &app::QuestionView::answered);
        QTest::keyClick(&view, Qt::Key_9); // no ninth choice
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(answered.size(), 0);
        QTest::keyClick(&view, Qt::Key_2);
        QVERIFY(choiceButton(view, 2)->isChecked());
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QTest::keyClick(&view, Qt::Key_3);
        QVERIFY(choiceButton(view, 3)->isChecked());
        QTest::keyClick(&view, Qt::Key_Enter);
        QCOMPARE(answered.size(), 2);
        QCOMPARE(answered.at(1).at(0).toBool(), true);
    }

    void enterInTheNumberFieldChecksOnce()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(numberQuestion(0.02), "en", parts.parts());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setComputedValue(0.1);
        QSignalSpy answered(&view, &app::QuestionView::answered);
        numberField(view)->setFocus();
        QTest::keyClicks(numberField(view), QStringLiteral("0.09"));
        QCOMPARE(numberField(view)->text(), QStringLiteral("0.09"));
        QTest::keyClick(numberField(view), Qt::Key_Return);
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), true);
    }

    void thePromptFollowsTheFont()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("tokens", { 16, 32 }), "en", parts.parts());
        const QLabel* prompt = view.findChild<QLabel*>(QStringLiteral("questionPrompt"));
        QVERIFY(prompt->text().contains(QStringLiteral("<i>[L = 3]</i>")));
        QVERIFY(!prompt->text().contains(QStringLiteral("px")));
        QVERIFY(!prompt->text().contains(QStringLiteral("font-size")));
        const int drawn = parts.formulas;
        QFont larger = view.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        view.setFont(larger);
        QVERIFY(parts.formulas > drawn);
        // The children take the font: the choices grow with it.
        QCOMPARE(choiceButton(view, 1)->font().pointSizeF(), larger.pointSizeF());
    }

    void anEmptyViewAsksNothing()
    {
        app::QuestionView view;
        CountedParts parts;
        view.setQuestion(choiceQuestion("tokens", { 16, 32 }), "en", parts.parts());
        view.clearQuestion();
        QVERIFY(!choiceButton(view, 1));
        QVERIFY(!button(view, "questionCheck")->isVisibleTo(&view));
        QSignalSpy answered(&view, &app::QuestionView::answered);
        QTest::keyClick(&view, Qt::Key_Return);
        view.setComputedValue(16.0);
        QCOMPARE(answered.size(), 0);
        QVERIFY(!view.isAnswered());
    }
};

QTEST_MAIN(TestQuestionView)
#include "test_question_view.moc"
