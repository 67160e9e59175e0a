// Every question and every shown number {=...} of the built-in lessons has an answer the engine computes for its
// step's state: a finite value, and for a choice question one of the choices. So a lesson whose input or
// parameters changed cannot ask a question without a right answer. The docs' example lesson is checked the same
// way.
#include "app/compute/outcome.h"
#include "app/compute/request.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_markup.h"
#include "app/lessons/quantity_value.h"
#include "core/cancel_flag.h"
#include "source_tree.h"

#include <QtTest>

#include <cmath>
#include <vector>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

// One step's state computed once per distinct request: consecutive steps often change only what is shown.
class StepOutcomes {
public:
    const app::ComputeOutcome& of(const app::LessonStep& step)
    {
        const app::ComputeRequest request = app::computeRequestFor(step.state.setup);
        if (!m_outcome || m_outcome->request != request)
            m_outcome = app::computeOutcome(request, core::CancelFlag());
        return *m_outcome;
    }

private:
    std::shared_ptr<const app::ComputeOutcome> m_outcome;
};

// What is wrong with the answers of a lesson's questions and shown numbers, one line each.
QStringList faultsOfAnswers(const app::Lesson& lesson, int* checked)
{
    QStringList faults;
    StepOutcomes outcomes;
    for (const app::LessonStep& step : lesson.steps) {
        const QString where = QStringLiteral("%1/%2").arg(lesson.id, step.id);
        const app::ComputeOutcome& outcome = outcomes.of(step);
        const auto finiteValue = [&](const app::QuantityCall& call, const QString& what) -> std::optional<double> {
            ++*checked;
            const app::QuantityValue value = app::computeQuantity(call, step.state, outcome);
            if (!value.value) {
                faults << QStringLiteral("%1: %2: no value: %3").arg(where, what, value.problem);
                return std::nullopt;
            }
            if (!std::isfinite(*value.value)) {
                faults << QStringLiteral("%1: %2: not finite (%3)").arg(where, what).arg(*value.value);
                return std::nullopt;
            }
            return value.value;
        };
        if (step.question) {
            const app::LessonQuestion& question = *step.question;
            const QString what = QStringLiteral("question: %1").arg(question.quantity);
            const std::optional<double> value = finiteValue({ question.quantity, question.arguments }, what);
            if (value && question.kind == app::LessonQuestion::Kind::Choice
                && !app::matchingChoice(question.quantity, question.choices, *value)) {
                QStringList choices;
                for (const double choice : question.choices)
                    choices << QString::number(choice, 'g', 6);
                faults << QStringLiteral("%1: %2: the engine computes %3, which is none of the choices %4")
                              .arg(where, what, QString::number(*value, 'g', 6), choices.join(QStringLiteral(" | ")));
            }
        }
        for (const QString& language : app::lessonLanguages()) {
            const std::vector<std::pair<QString, QString>> texts { { QStringLiteral("title"),
                                                                       step.title.value(language) },
                { QStringLiteral("text"), step.text.value(language) },
                { QStringLiteral("prompt"), step.question ? step.question->prompt.value(language) : QString() } };
            for (const auto& [key, text] : texts)
                for (const app::ShownQuantityMark& mark : app::findShownQuantities(text, nullptr)) {
                    const QString what = QStringLiteral("[%1] %2: {=%3}").arg(language, key, mark.call);
                    QStringList callFaults;
                    const std::optional<app::QuantityCall> call
                        = app::readQuantityCall(mark.call, [&](const QString& fault) { callFaults << fault; });
                    if (!call || !callFaults.isEmpty())
                        faults << QStringLiteral("%1: %2: %3").arg(where, what, callFaults.join(QStringLiteral("; ")));
                    else
                        finiteValue(*call, what);
                }
        }
    }
    return faults;
}

} // namespace

class TestLessonAnswers : public QObject {
    Q_OBJECT

private slots:
    void everyBuiltinQuestionAndNumberHasTheEnginesAnswer()
    {
        const app::LessonLibrary library = app::loadBuiltinLessons();
        // Without lessons there is nothing to check, and a check of nothing must not pass.
        QVERIFY2(!library.lessons.empty(), "no built-in lesson (lessons/*.lesson) was compiled in");
        QStringList faults;
        int checked = 0;
        int questions = 0;
        for (const app::Lesson& lesson : library.lessons) {
            faults << faultsOfAnswers(lesson, &checked);
            for (const app::LessonStep& step : lesson.steps)
                questions += step.question ? 1 : 0;
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QVERIFY2(questions > 0, "the built-in lessons ask no question");
        QVERIFY(checked >= questions);
    }

    void theDocsExampleHasItsAnswers()
    {
        const app::LessonLibrary library
            = app::loadLessonFiles({ sourcePath(QStringLiteral("tests/app/lessons/local_window.lesson")) });
        QCOMPARE(library.lessons.size(), std::size_t(1));
        int checked = 0;
        const QStringList faults = faultsOfAnswers(library.lessons.front(), &checked);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QCOMPARE(checked, 2); // its two questions; it shows no number
    }

    void aChoiceWithoutTheAnswerIsFound()
    {
        // The example's last question with its right choice taken away: the check names it.
        app::LessonLibrary library
            = app::loadLessonFiles({ sourcePath(QStringLiteral("tests/app/lessons/local_window.lesson")) });
        app::Lesson lesson = library.lessons.front();
        app::LessonStep& layers = lesson.steps.back();
        QVERIFY(layers.question && layers.question->kind == app::LessonQuestion::Kind::Choice);
        layers.question->choices = { 3, 8, 9 };
        layers.text["en"] += QStringLiteral("\n\nQuery {=largest_weight_key query=99} is past the input.");
        int checked = 0;
        const QStringList faults = faultsOfAnswers(lesson, &checked);
        QCOMPARE(faults.size(), 2);
        QVERIFY2(faults.at(0).contains(QStringLiteral("the engine computes 7, which is none of the choices 3 | 8 | 9")),
            qPrintable(faults.at(0)));
        QVERIFY2(faults.at(1).contains(QStringLiteral("{=largest_weight_key query=99}: no value")),
            qPrintable(faults.at(1)));
    }
};

QTEST_GUILESS_MAIN(TestLessonAnswers)
#include "test_lesson_answers.moc"
