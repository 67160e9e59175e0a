// The teacher's guide (docs/teaching.md and its zh_TW and zh_CN versions) and the course overview's Chinese pages:
// the example lesson they print reads without a fault and joins the built-in course, the keys they list are the
// window's real shortcuts, their table of questions names every question step of the course and no other, the pages are
// linked from README.md and docs/lessons.md, and each Chinese page is written in its region's script and words
// (docs/glossary.md).
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_reader.h"
#include "app/lessons/regional_terms.h"
#include "app/window/main_window.h"
#include "chinese_scripts.h"
#include "source_tree.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QStandardPaths>
#include <QtTest>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

const QString kRoot = sourcePath();
const QStringList kGuides = { QStringLiteral("docs/teaching.md"), QStringLiteral("docs/teaching.zh_TW.md"),
    QStringLiteral("docs/teaching.zh_CN.md") };

QString fileText(const QString& path)
{
    QFile file(kRoot + path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The text of the page's ```lesson block.
QString exampleLesson(const QString& page)
{
    static const QRegularExpression block(
        QStringLiteral("```lesson\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption);
    return block.match(page).captured(1);
}

// The keys in the first cells of the table after the page's <!-- keys --> mark: "`Space`, `PgDown`" gives two.
QStringList listedKeys(const QString& page)
{
    QStringList keys;
    const qsizetype mark = page.indexOf(QStringLiteral("<!-- keys -->"));
    if (mark < 0)
        return keys;
    const QStringList lines = page.mid(mark).split(QLatin1Char('\n')).mid(3);
    static const QRegularExpression key(QStringLiteral("`([^`]+)`"));
    for (const QString& line : lines) {
        if (!line.startsWith(QLatin1Char('|')))
            break;
        const QString first = line.section(QLatin1Char('|'), 1, 1);
        for (auto match = key.globalMatch(first); match.hasNext();)
            keys << match.next().captured(1);
    }
    return keys;
}

// The "lesson (step, step)" pairs of the table after the page's <!-- questions --> mark, as "lesson/step"; the
// Chinese pages write full-width parentheses and 、 between the steps.
QSet<QString> tabledQuestions(const QString& page)
{
    QSet<QString> steps;
    const qsizetype mark = page.indexOf(QStringLiteral("<!-- questions -->"));
    if (mark < 0)
        return steps;
    static const QRegularExpression entry(QStringLiteral("([a-z][a-z-]*)\\s*[(\uFF08]([^)\uFF09]*)[)\uFF09]"));
    static const QRegularExpression separator(QStringLiteral("\\s*[,\u3001]\\s*"));
    for (const QString& line : page.mid(mark).split(QLatin1Char('\n')).mid(3)) {
        if (!line.startsWith(QLatin1Char('|')))
            break;
        const QString lessons = line.section(QLatin1Char('|'), 2, 2);
        for (auto match = entry.globalMatch(lessons); match.hasNext();) {
            const QRegularExpressionMatch found = match.next();
            for (const QString& step : found.captured(2).split(separator, Qt::SkipEmptyParts))
                steps << found.captured(1) + QLatin1Char('/') + step.trimmed();
        }
    }
    return steps;
}

// The page without its code blocks and the lines that link the other languages' pages (they name the other
// script on purpose).
QString prose(QString page)
{
    static const QRegularExpression code(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption);
    page.remove(code);
    QStringList kept;
    for (const QString& line : page.split(QLatin1Char('\n')))
        if (!line.contains(QStringLiteral(".zh_TW.md")) && !line.contains(QStringLiteral(".zh_CN.md")))
            kept << line;
    return kept.join(QLatin1Char('\n'));
}

} // namespace

class TestTeachingGuide : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void theExampleLessonReadsAndJoinsTheCourse()
    {
        const QString example = exampleLesson(fileText(kGuides.front()));
        QVERIFY(!example.isEmpty());
        const app::LessonReading reading = app::readLessonText(example.toUtf8(), QStringLiteral("my-window.lesson"));
        QStringList faults;
        for (const app::LessonFault& fault : reading.faults)
            faults << fault.toString();
        QVERIFY2(reading.lesson, qPrintable(faults.join(QLatin1Char('\n'))));
        int questions = 0;
        for (const app::LessonStep& step : reading.lesson->steps)
            questions += step.question ? 1 : 0;
        QCOMPARE(questions, 2);
        QVERIFY(!reading.lesson->assumes.isEmpty());
        // Its assumes: names a built-in lesson, as the guide says a teacher's may.
        app::LessonLibrary course = app::loadBuiltinLessons();
        app::LessonLibrary mine;
        mine.lessons.push_back(*reading.lesson);
        app::addLessons(&course, mine);
        QVERIFY(course.faults.empty());
        QVERIFY(course.find(reading.lesson->id));
        // The Chinese guides print the same file.
        for (const QString& guide : kGuides.mid(1))
            QVERIFY2(exampleLesson(fileText(guide)) == example, qPrintable(guide));
    }

    void theListedKeysAreTheWindowsShortcuts()
    {
        app::MainWindow window;
        QList<QKeySequence> shortcuts;
        for (const QAction* action : window.findChildren<QAction*>())
            shortcuts << action->shortcuts();
        for (const QShortcut* shortcut : window.findChildren<QShortcut*>())
            shortcuts << shortcut->key();
        const QStringList keys = listedKeys(fileText(kGuides.front()));
        QVERIFY(keys.size() >= 10);
        for (const QString& key : keys) {
            const QKeySequence sequence = QKeySequence::fromString(key, QKeySequence::PortableText);
            QVERIFY2(!sequence.isEmpty() && shortcuts.contains(sequence), qPrintable(key));
        }
        for (const QString& guide : kGuides.mid(1))
            QCOMPARE(listedKeys(fileText(guide)), keys);
    }

    void theQuestionTableNamesEveryQuestionOfTheCourse()
    {
        const app::LessonLibrary course = app::loadBuiltinLessons();
        QSet<QString> questions;
        for (const app::Lesson& lesson : course.lessons)
            for (const app::LessonStep& step : lesson.steps)
                if (step.question)
                    questions << lesson.id + QLatin1Char('/') + step.id;
        QVERIFY(questions.size() > 40);
        for (const QString& guide : kGuides) {
            const QSet<QString> tabled = tabledQuestions(fileText(guide));
            QStringList missing = QSet<QString>(questions).subtract(tabled).values();
            QStringList stale = QSet<QString>(tabled).subtract(questions).values();
            missing.sort();
            stale.sort();
            QVERIFY2(
                missing.isEmpty(), qPrintable(guide + QStringLiteral(" misses ") + missing.join(QStringLiteral(", "))));
            QVERIFY2(stale.isEmpty(), qPrintable(guide + QStringLiteral(" names ") + stale.join(QStringLiteral(", "))));
        }
    }

    void theGuidesAreLinked()
    {
        QVERIFY(fileText(QStringLiteral("README.md")).contains(QStringLiteral("docs/teaching.md")));
        const QString lessons = fileText(QStringLiteral("docs/lessons.md"));
        QVERIFY(lessons.contains(QStringLiteral("(teaching.md)")));
        QVERIFY(lessons.contains(QStringLiteral("(course.md)")));
        for (const QString& guide : kGuides) {
            const QString text = fileText(guide);
            QVERIFY2(text.contains(QStringLiteral("course")), qPrintable(guide));
            for (const QString& other : kGuides)
                if (other != guide)
                    QVERIFY2(text.contains(QStringLiteral("(") + other.mid(5) + QStringLiteral(")")),
                        qPrintable(guide + QStringLiteral(" -> ") + other));
        }
    }

    void eachChinesePageIsWrittenForItsRegion_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<bool>("taiwan");
        QTest::newRow("teaching zh_TW") << "docs/teaching.zh_TW.md" << true;
        QTest::newRow("teaching zh_CN") << "docs/teaching.zh_CN.md" << false;
        QTest::newRow("course zh_TW") << "docs/course.zh_TW.md" << true;
        QTest::newRow("course zh_CN") << "docs/course.zh_CN.md" << false;
    }

    void eachChinesePageIsWrittenForItsRegion()
    {
        QFETCH(QString, page);
        QFETCH(bool, taiwan);
        const QString text = prose(fileText(page));
        QVERIFY2(text.size() > 500, qPrintable(page));
        const QString foreignScript = taiwan ? test::simplifiedOnly() : test::traditionalOnly();
        QVERIFY2(test::charactersOf(text, foreignScript).isEmpty(),
            qPrintable(page + QStringLiteral(": ") + test::charactersOf(text, foreignScript)));
        const app::Glossary glossary = app::parseGlossary(fileText(QStringLiteral("docs/glossary.md")));
        QVERIFY(glossary.problems.isEmpty());
        QStringList found;
        for (const app::ForeignTerm& term :
            app::findForeignTerms(text, taiwan ? app::ChineseRegion::Taiwan : app::ChineseRegion::Mainland, glossary))
            found << QStringLiteral("%1 (write %2)").arg(term.found, term.expected);
        QVERIFY2(found.isEmpty(), qPrintable(page + QStringLiteral(": ") + found.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestTeachingGuide)
#include "test_teaching_guide.moc"
