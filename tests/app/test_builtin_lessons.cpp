// The lessons compiled into the program: every one reads without a fault, is the length the course asks for and
// asks its questions in every language.
#include "app/lessons/lesson.h"
#include "app/lessons/lesson_library.h"

#include <QtTest>

#include <map>

using namespace attnlab;

namespace {

// The welcome lesson greets a first-time user; it is not a lesson of the course, so the course's rules of length
// and questions do not bind it.
const QString kWelcomeLesson = QStringLiteral("welcome");

} // namespace

class TestBuiltinLessons : public QObject {
    Q_OBJECT

private slots:
    void everyLessonReadsWithoutAFault()
    {
        const app::LessonLibrary library = app::loadBuiltinLessons();
        QStringList faults;
        for (const app::LessonFault& fault : library.faults)
            faults << fault.toString();
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QVERIFY(!library.lessons.empty());
    }

    void theCourseHasItsLessons()
    {
        const app::LessonLibrary library = app::loadBuiltinLessons();
        for (const char* id : { "welcome", "self-attention", "local-chunked", "strided", "global-hybrid",
                 "oracle-sparsity" })
            QVERIFY2(library.find(QString::fromLatin1(id)), id);
    }

    void eachLessonHasSixToTwelveStepsAndTwoQuestions()
    {
        for (const app::Lesson& lesson : app::loadBuiltinLessons().lessons) {
            if (lesson.id == kWelcomeLesson)
                continue;
            const int steps = static_cast<int>(lesson.steps.size());
            QVERIFY2(steps >= 6 && steps <= 12, qPrintable(QStringLiteral("%1: %2 steps").arg(lesson.id).arg(steps)));
            int questions = 0;
            for (const app::LessonStep& step : lesson.steps)
                questions += step.question ? 1 : 0;
            QVERIFY2(questions >= 2, qPrintable(QStringLiteral("%1: %2 questions").arg(lesson.id).arg(questions)));
        }
    }

    void everyStepIsWrittenInEveryLanguage()
    {
        for (const app::Lesson& lesson : app::loadBuiltinLessons().lessons)
            for (const app::LessonStep& step : lesson.steps)
                for (const QString& language : app::lessonLanguages()) {
                    const QString where = QStringLiteral("%1/%2 [%3]").arg(lesson.id, step.id, language);
                    QVERIFY2(!step.title.value(language).trimmed().isEmpty(), qPrintable(where));
                    QVERIFY2(!step.text.value(language).trimmed().isEmpty(), qPrintable(where));
                }
    }

    void lessonsOfOneChapterGiveItOneTitle()
    {
        std::map<int, app::Translations> titles;
        for (const app::Lesson& lesson : app::loadBuiltinLessons().lessons) {
            const auto [first, isNew] = titles.emplace(lesson.chapter, lesson.chapterTitle);
            QVERIFY2(isNew || first->second == lesson.chapterTitle,
                qPrintable(QStringLiteral("%1: chapter %2's title differs from its first lesson's")
                               .arg(lesson.id).arg(lesson.chapter)));
        }
    }

    void everyLessonNamesItsChapterInEveryLanguage()
    {
        for (const app::Lesson& lesson : app::loadBuiltinLessons().lessons)
            for (const QString& language : app::lessonLanguages())
                QVERIFY2(!lesson.chapterTitle.value(language).trimmed().isEmpty(),
                    qPrintable(QStringLiteral("%1 [%2]").arg(lesson.id, language)));
    }
};

QTEST_GUILESS_MAIN(TestBuiltinLessons)
#include "test_builtin_lessons.moc"
