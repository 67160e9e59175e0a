// The measured quantities of a lesson (app/lessons/measured_quantity.h): `seconds` and `speedup` are timed on this
// machine for the step's state, the speed-up is the ratio of the two times of the same measurement, a question on
// them is a fault of the lesson (a time is not reproducible), a lesson showing them loads, the lesson player fills
// them in from a worker, and a handout leaves a blank instead of a time.
#include "app/compute/outcome.h"
#include "app/compute/request.h"
#include "app/handout/handout_numbers.h"
#include "app/lessons/lesson_reader.h"
#include "app/lessons/measured_quantity.h"
#include "app/lessons/quantity_value.h"
#include "app/player/step_page.h"
#include "app/player/step_timer.h"
#include "core/cancel_flag.h"
#include "core/error.h"

#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace attnlab;

namespace {

// A lesson of one step on a gaussian input of 512 tokens with a local window: what the variant saves is large
// enough to be timed, small enough for a test. `extra` is added to the step's state keys.
QByteArray lessonText(const QString& text, const QString& extra = QString())
{
    QString lesson
        = QStringLiteral("lesson: timed\nchapter: 1\norder: 1\n[en]\ntitle: T\n[zh_TW]\ntitle: T\n[zh_CN]\ntitle: T\n"
                         "[step s]\nsource: gaussian\nsource.n: 512\nsource.d: 32\nsource.dv: 32\nvariant: local\n"
                         "variant.before: 8\nvariant.after: 8\n%1\n")
              .arg(extra);
    for (const char* language : { "en", "zh_TW", "zh_CN" })
        lesson += QStringLiteral("[%1]\ntitle: Timed\ntext: %2\n%3")
                      .arg(QLatin1String(language), text,
                          extra.contains(QLatin1String("question:")) ? QStringLiteral("prompt: P\n") : QString());
    return lesson.toUtf8();
}

app::LessonReading readLesson(const QString& text, const QString& extra = QString())
{
    return app::readLessonText(lessonText(text, extra), QStringLiteral("timed.lesson"));
}

QString faultsOf(const app::LessonReading& reading)
{
    QStringList lines;
    for (const app::LessonFault& fault : reading.faults)
        lines << fault.message;
    return lines.join(QLatin1Char('\n'));
}

app::QuantityCall callOf(const QString& words)
{
    const std::optional<app::QuantityCall> call
        = app::readQuantityCall(words, [](const QString& fault) { qFatal("bad call: %s", qPrintable(fault)); });
    return *call;
}

std::shared_ptr<const app::ComputeOutcome> outcomeOf(const app::LessonStep& step)
{
    return app::computeOutcome(app::computeRequestFor(step.state.setup), core::CancelFlag());
}

} // namespace

class TestMeasuredQuantity : public QObject {
    Q_OBJECT

private slots:
    void theTimesArePositiveAndTheSpeedupIsTheirRatio()
    {
        const app::LessonReading reading = readLesson(QStringLiteral("{=speedup}"));
        QVERIFY2(reading.lesson, qPrintable(faultsOf(reading)));
        const auto outcome = outcomeOf(reading.lesson->steps.front());
        const app::MeasuredTimes times = app::measureStepTimes(*outcome, core::CancelFlag(), 3);
        QVERIFY2(times.measured(), qPrintable(times.problem));
        QCOMPARE(times.runs, 3);
        QVERIFY(times.variantSeconds > 0 && std::isfinite(times.variantSeconds));
        QVERIFY(times.exactSeconds > 0 && std::isfinite(times.exactSeconds));

        const auto value = [&](const QString& words) {
            const app::QuantityValue computed = app::measuredQuantity(callOf(words), times);
            if (!computed.value)
                qFatal("%s: %s", qPrintable(words), qPrintable(computed.problem));
            return *computed.value;
        };
        QCOMPARE(value(QStringLiteral("seconds")), times.variantSeconds);
        QCOMPARE(value(QStringLiteral("seconds of=variant")), times.variantSeconds);
        QCOMPARE(value(QStringLiteral("seconds of=exact")), times.exactSeconds);
        QCOMPARE(value(QStringLiteral("speedup")),
            value(QStringLiteral("seconds of=exact")) / value(QStringLiteral("seconds")));

        // computeQuantity times afresh, on the caller's thread, and gives a positive value too.
        const app::QuantityValue afresh
            = app::computeQuantity(callOf(QStringLiteral("speedup")), reading.lesson->steps.front().state, *outcome);
        QVERIFY2(afresh.value && *afresh.value > 0, qPrintable(afresh.problem));
        QVERIFY(app::isMeasuredQuantity(QStringLiteral("seconds")));
        QVERIFY(!app::isMeasuredQuantity(QStringLiteral("madds")));

        // Without a measurement there is no value, and the reason says so.
        const app::QuantityValue none = app::measuredQuantity(callOf(QStringLiteral("speedup")), app::MeasuredTimes());
        QVERIFY(!none.value);
        QVERIFY(!none.problem.isEmpty());
    }

    void aRaisedCancelFlagStopsTheMeasurement()
    {
        const app::LessonReading reading = readLesson(QStringLiteral("{=speedup}"));
        QVERIFY(reading.lesson);
        const auto outcome = outcomeOf(reading.lesson->steps.front());
        core::CancelFlag cancel;
        cancel.cancel();
        bool cancelled = false;
        try {
            app::measureStepTimes(*outcome, cancel);
        } catch (const core::Cancelled&) {
            cancelled = true;
        }
        QVERIFY(cancelled);
    }

    void aQuestionOnAMeasuredQuantityIsAFault()
    {
        for (const QString& question : { QStringLiteral("question: speedup\ntolerance: 0.5"),
                 QStringLiteral("question: seconds of=exact\nchoices: 1 | 2") }) {
            const app::LessonReading reading = readLesson(QStringLiteral("Timed."), question);
            QVERIFY(!reading.lesson);
            QVERIFY2(faultsOf(reading).contains(QStringLiteral("is measured on the learner's machine")),
                qPrintable(faultsOf(reading)));
            QCOMPARE(reading.faults.front().line, 18); // the question: line
        }
        // A counted quantity in the same place is no fault.
        const app::LessonReading counted
            = readLesson(QStringLiteral("Counted."), QStringLiteral("question: density\ntolerance: 0.1"));
        QVERIFY2(counted.lesson, qPrintable(faultsOf(counted)));
    }

    void aLessonShowingThemLoads()
    {
        const app::LessonReading reading
            = readLesson(QStringLiteral("{=seconds} s against {=seconds of=exact} s: a speed-up of {=speedup}."));
        QVERIFY2(reading.lesson, qPrintable(faultsOf(reading)));
        // A bad argument is still a fault in the text.
        const app::LessonReading bad = readLesson(QStringLiteral("{=seconds of=mine}"));
        QVERIFY(!bad.lesson);
    }

    void thePlayerFillsThemInFromOneMeasurement()
    {
        const app::LessonReading reading = readLesson(
            QStringLiteral("variant {=seconds} exact {=seconds of=exact} speedup {=speedup} tokens {=tokens}"));
        QVERIFY2(reading.lesson, qPrintable(faultsOf(reading)));
        const app::LessonStep& step = reading.lesson->steps.front();
        app::StepPage page;
        page.resize(600, 400);
        const auto outcome = outcomeOf(step);
        page.showStep(step, QStringLiteral("en"), {});
        page.setOutcome(outcome);
        // The counted number is there at once; the measured ones wait for the worker.
        QVERIFY2(page.bodyText().contains(QStringLiteral("tokens 512")), qPrintable(page.bodyText()));
        QVERIFY2(page.bodyText().contains(QStringLiteral("speedup \u2026")), qPrintable(page.bodyText()));
        QVERIFY(page.timer()->isTiming());
        QTRY_VERIFY_WITH_TIMEOUT(!page.bodyText().contains(QStringLiteral("\u2026")), 30000);

        static const QRegularExpression numbers(QStringLiteral("variant (\\S+) exact (\\S+) speedup (\\S+) tokens"));
        const QRegularExpressionMatch shown = numbers.match(page.bodyText());
        QVERIFY2(shown.hasMatch(), qPrintable(page.bodyText()));
        bool ok[3] = {};
        const double variant = shown.captured(1).toDouble(&ok[0]);
        const double exact = shown.captured(2).toDouble(&ok[1]);
        const double speedup = shown.captured(3).toDouble(&ok[2]);
        QVERIFY2(ok[0] && ok[1] && ok[2], qPrintable(page.bodyText()));
        QVERIFY(variant > 0 && exact > 0 && speedup > 0);
        // Three significant digits each: the shown ratio agrees with the shown times within their rounding.
        QVERIFY2(std::abs(speedup - exact / variant) <= 0.011 * speedup, qPrintable(page.bodyText()));

        // The same step again (as for another language) reads the same measurement: nothing is timed afresh.
        const QString before = page.bodyText();
        page.showStep(step, QStringLiteral("en"), {});
        page.setOutcome(outcome);
        QVERIFY(!page.timer()->isTiming());
        QCOMPARE(page.bodyText(), before);
        // A new outcome is timed anew.
        page.setOutcome(outcomeOf(step));
        QVERIFY(page.timer()->isTiming());
        QVERIFY(page.bodyText().contains(QStringLiteral("\u2026")));
    }

    void aHandoutLeavesABlank()
    {
        const app::LessonReading reading = readLesson(QStringLiteral("{=speedup} {=tokens}"));
        QVERIFY(reading.lesson);
        app::HandoutStep step;
        step.step = &reading.lesson->steps.front();
        step.outcome = outcomeOf(*step.step);
        QCOMPARE(app::shownQuantityText(QStringLiteral("speedup"), step, QStringLiteral("en")), app::kMeasuredBlank);
        QCOMPARE(app::shownQuantityText(QStringLiteral("seconds of=exact"), step, QStringLiteral("zh_TW")),
            app::kMeasuredBlank);
        QCOMPARE(app::shownQuantityText(QStringLiteral("tokens"), step, QStringLiteral("en")), QStringLiteral("512"));
    }
};

QTEST_MAIN(TestMeasuredQuantity)
#include "test_measured_quantity.moc"
