// A lesson's place in the course (docs/lessons.md, docs/course.md): `assumes:` and `covers:` read from its header,
// their faults located, the course refusing an assumption it cannot meet, and the learner shown both in the course
// list's tooltips, the handout's header and `attnlab lessons list`.
#include "app/handout/handout.h"
#include "app/handout/handout_web_page.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_place.h"
#include "app/lessons/lesson_reader.h"
#include "app/lessons/seed_sections.h"
#include "app/player/course_list.h"
#include "cli_process.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace attnlab;
using attnlab::test::CliRun;
using attnlab::test::parseObject;
using attnlab::test::runAttnlab;

namespace {

// A small good lesson; `header` lines go after `order:` (line 4 on).
QByteArray lessonText(const QString& id, int chapter, int order, const QStringList& header = {})
{
    QString text = QStringLiteral("lesson: %1\nchapter: %2\norder: %3\n").arg(id).arg(chapter).arg(order);
    for (const QString& line : header)
        text += line + QLatin1Char('\n');
    text += QStringLiteral("[en]\ntitle: Title of %1\n[zh_TW]\ntitle: 標題 %1\n[zh_CN]\ntitle: 标题 %1\n"
                           "[step s]\nsource: gaussian\nsource.n: 8\nvariant: local\n"
                           "[en]\ntitle: S\ntext: words\n[zh_TW]\ntitle: S\ntext: 字\n[zh_CN]\ntitle: S\ntext: 字\n")
                .arg(id);
    return text.toUtf8();
}

QString joined(const std::vector<app::LessonFault>& faults)
{
    QStringList lines;
    for (const app::LessonFault& fault : faults)
        lines << fault.toString();
    return lines.join(QLatin1Char('\n'));
}

QStringList idsOf(const app::LessonLibrary& library)
{
    QStringList ids;
    for (const app::Lesson& lesson : library.lessons)
        ids << lesson.id;
    return ids;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestLessonPlace : public QObject {
    Q_OBJECT

private slots:
    void assumesAndCoversAreRead()
    {
        const app::LessonReading reading
            = app::readLessonText(lessonText(QStringLiteral("b"), 2, 1,
                                      { QStringLiteral("assumes:  a ,c-3"),
                                          QStringLiteral("covers: notes-a 2.1,  book   1.local,notes-b intro") }),
                QStringLiteral("b.lesson"));
        QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
        QCOMPARE(reading.lesson->assumes, QStringList({ QStringLiteral("a"), QStringLiteral("c-3") }));
        QCOMPARE(reading.lesson->assumesLine, 4);
        QCOMPARE(reading.lesson->covers,
            QStringList(
                { QStringLiteral("notes-a 2.1"), QStringLiteral("book 1.local"), QStringLiteral("notes-b intro") }));
        // Both are optional.
        const app::LessonReading plain
            = app::readLessonText(lessonText(QStringLiteral("p"), 1, 1), QStringLiteral("p"));
        QVERIFY2(plain.lesson, qPrintable(joined(plain.faults)));
        QVERIFY(plain.lesson->assumes.isEmpty());
        QVERIFY(plain.lesson->covers.isEmpty());
    }

    void faults_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown seed") << "covers: notes-c 2.1"
                                      << "covers: 'notes-c 2.1' does not name a seed (known: notes-a, notes-b, book";
        QTest::newRow("unknown section") << "covers: notes-a 9.9"
                                         << "covers: the seed notes-a has no section '9.9' (its sections: 1.1, 1.2";
        QTest::newRow("a top-level heading is no section") << "covers: notes-a 2"
                                                           << "has no section '2'";
        QTest::newRow("an empty item") << "covers: notes-a 2.1,"
                                       << "covers: an empty item";
        QTest::newRow("a section twice") << "covers: book 1, book 1"
                                         << "covers: 'book 1' is given twice";
        QTest::newRow("a bad id") << "assumes: a lesson"
                                  << "assumes: a lesson id is letters, digits";
        QTest::newRow("itself") << "assumes: x"
                                << "assumes: the lesson 'x' cannot build on itself";
        QTest::newRow("an empty list") << "assumes:"
                                       << "assumes: an empty item";
        QTest::newRow("twice") << "assumes: a, a"
                               << "assumes: 'a' is given twice";
    }

    void faults()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        const app::LessonReading reading
            = app::readLessonText(lessonText(QStringLiteral("x"), 1, 1, { line }), QStringLiteral("x.lesson"));
        QVERIFY(!reading.lesson);
        QVERIFY2(reading.faults.size() == 1 && reading.faults.front().line == 4
                && reading.faults.front().message.contains(expected),
            qPrintable(joined(reading.faults)));
    }

    // The course refuses a lesson that builds on one it does not have or on a later one, and then the lessons that
    // build on the refused one; the others load.
    void theCourseChecksWhatALessonAssumes()
    {
        QTemporaryDir folder;
        QVERIFY(writeFile(folder.filePath("a.lesson"), lessonText("a", 1, 1)));
        QVERIFY(writeFile(folder.filePath("b.lesson"), lessonText("b", 1, 2, { "assumes: a" })));
        QVERIFY(
            writeFile(folder.filePath("c.lesson"), lessonText("c", 2, 1, { "covers: book 2.1", "assumes: nonesuch" })));
        QVERIFY(writeFile(folder.filePath("d.lesson"), lessonText("d", 3, 1, { "assumes: b, c" })));
        QVERIFY(writeFile(folder.filePath("e.lesson"), lessonText("e", 0, 1, { "assumes: b" })));
        // Alone, a folder is a part of a course: nothing is checked.
        QCOMPARE(idsOf(app::loadLessonFolder(folder.path())).size(), 5);
        app::LessonLibrary course;
        app::addLessons(&course, app::loadLessonFolder(folder.path()));
        QCOMPARE(idsOf(course), QStringList({ "a", "b" }));
        QStringList faults;
        for (const app::LessonFault& fault : course.faults)
            faults << QDir(folder.path()).relativeFilePath(fault.file) + QStringLiteral(":%1: ").arg(fault.line)
                    + fault.message;
        faults.sort();
        QCOMPARE(faults,
            QStringList({ "c.lesson:5: assumes: no lesson 'nonesuch' in the course",
                "d.lesson:4: assumes: no lesson 'c' in the course",
                "e.lesson:4: assumes: 'b' (chapter 1, order 2) does not come before this lesson (chapter 0, order 1): "
                "a lesson builds only on earlier ones" }));
    }

    // A teacher's lesson may build on a built-in one.
    void aFolderBuildsOnTheBuiltinCourse()
    {
        QTemporaryDir folder;
        QVERIFY(writeFile(folder.filePath("mine.lesson"), lessonText("mine", 99, 1, { "assumes: self-attention" })));
        app::LessonLibrary course = app::loadBuiltinLessons();
        QVERIFY(course.find(QStringLiteral("self-attention")));
        app::addLessons(&course, app::loadLessonFolder(folder.path()));
        QVERIFY2(course.faults.empty(), qPrintable(joined(course.faults)));
        QVERIFY(course.find(QStringLiteral("mine")));
    }

    void thePlaceIsDescribedWithTitlesAndSections()
    {
        std::vector<app::Lesson> lessons;
        for (const auto& [id, header] : std::vector<std::pair<QString, QStringList>> {
                 { "a", {} }, { "b", { "assumes: a, gone", "covers: notes-a 1.1, book 3" } } }) {
            const app::LessonReading reading = app::readLessonText(lessonText(id, 1, id == "a" ? 1 : 2, header), id);
            QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
            lessons.push_back(*reading.lesson);
        }
        const app::Lesson& b = lessons[1];
        QCOMPARE(app::LessonPlace::assumedTitles(b, lessons, "zh_CN"), QStringList({ "标题 a", "gone" }));
        QCOMPARE(app::LessonPlace::assumedTitles(b, lessons, "en"), QStringList({ "Title of a", "gone" }));
        QCOMPARE(app::LessonPlace::describe(b, { "Title of a" }),
            QStringLiteral("Builds on: Title of a \u00b7 Seed: notes-a\u00a01.1, book\u00a03"));
        QCOMPARE(app::LessonPlace::describe(lessons[0], {}), QString());
        app::Lesson onlyCovers = b;
        onlyCovers.assumes.clear();
        QCOMPARE(app::LessonPlace::describe(onlyCovers, {}), QStringLiteral("Seed: notes-a\u00a01.1, book\u00a03"));
    }

    void theCourseListTellsWhereALessonStands()
    {
        const app::LessonLibrary course = app::loadBuiltinLessons();
        const app::Lesson* strided = course.find(QStringLiteral("strided"));
        QVERIFY(strided);
        QVERIFY(!strided->assumes.isEmpty() && !strided->covers.isEmpty());
        app::CourseList list;
        list.showCourse(course.lessons, {}, QStringLiteral("zh_TW"));
        const QTreeWidgetItem* item = list.itemOfLesson(strided->id);
        QVERIFY(item);
        const QString tip = item->toolTip(0);
        const app::Lesson* assumed = course.find(strided->assumes.front());
        QVERIFY(assumed);
        QVERIFY2(tip.contains(QStringLiteral("Builds on: ") + assumed->title.value("zh_TW")), qPrintable(tip));
        QStringList sections;
        for (const QString& code : strided->covers)
            sections << QString(code).replace(QLatin1Char(' '), QChar(0x00a0));
        QVERIFY2(tip.contains(QStringLiteral("Seed: ") + sections.join(QStringLiteral(", "))), qPrintable(tip));
        // The progress stays first.
        QVERIFY2(tip.startsWith(QStringLiteral("Not started")), qPrintable(tip));
        QCOMPARE(item->toolTip(1), tip);
        // The welcome lesson names neither: its tip is the progress alone.
        const QTreeWidgetItem* welcome = list.itemOfLesson(QStringLiteral("welcome"));
        QVERIFY(welcome);
        QVERIFY2(!welcome->toolTip(0).contains(QLatin1Char('\n')), qPrintable(welcome->toolTip(0)));
    }

    void theHandoutHeaderTellsWhereTheLessonStands()
    {
        const app::LessonReading reading = app::readLessonText(
            lessonText("h", 5, 1, { "assumes: self-attention", "covers: notes-a 4.2, book 3.2.kernel" }), "h");
        QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
        app::Handout handout = app::prepareHandout(*reading.lesson, QStringLiteral("zh_CN"));
        // Until the course fills in the titles, the ids stand in.
        QString page = QString::fromUtf8(app::handoutWebPage(handout));
        QVERIFY2(page.contains(QStringLiteral("<p class=\"place\">Builds on: self-attention \u00b7 Seed: "
                                              "notes-a\u00a04.2, book\u00a03.2.kernel</p>")),
            qPrintable(page.left(2000)));
        handout.assumedTitles = app::LessonPlace::assumedTitles(
            *reading.lesson, app::loadBuiltinLessons().lessons, QStringLiteral("zh_CN"));
        page = QString::fromUtf8(app::handoutWebPage(handout));
        const QString title = app::loadBuiltinLessons().find(QStringLiteral("self-attention"))->title.value("zh_CN");
        QVERIFY2(page.contains(QStringLiteral("Builds on: ") + title), qPrintable(page.left(2000)));
        // Under the title, before the first step.
        QVERIFY(page.indexOf(QStringLiteral("class=\"place\"")) > page.indexOf(QStringLiteral("<h1")));
        QVERIFY(page.indexOf(QStringLiteral("class=\"place\"")) < page.indexOf(QStringLiteral("<h2")));
        // A lesson that names neither has no such line.
        const app::LessonReading plain = app::readLessonText(lessonText("plain", 5, 1), "plain");
        QVERIFY(plain.lesson);
        QVERIFY(!QString::fromUtf8(app::handoutWebPage(app::prepareHandout(*plain.lesson, "en")))
                     .contains(QStringLiteral("class=\"place\"")));
    }

    void theListingPrintsWhereEachLessonStands()
    {
        const app::LessonLibrary course = app::loadBuiltinLessons();
        const CliRun run = runAttnlab({ "lessons", "list" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
        int checked = 0;
        for (const app::Lesson& lesson : course.lessons) {
            const qsizetype at = lines.indexOf(QRegularExpression(
                QStringLiteral("^  %1 +\\d+ steps?  .*").arg(QRegularExpression::escape(lesson.id))));
            QVERIFY2(at >= 0, qPrintable(lesson.id));
            QStringList place;
            if (!lesson.assumes.isEmpty())
                place << QStringLiteral("builds on: ") + lesson.assumes.join(QStringLiteral(", "));
            if (!lesson.covers.isEmpty())
                place << QStringLiteral("seed: ") + lesson.covers.join(QStringLiteral(", "));
            if (place.isEmpty())
                continue;
            QVERIFY2(at + 1 < lines.size() && lines.at(at + 1).trimmed() == place.join(QStringLiteral(" \u00b7 ")),
                qPrintable(lines.value(at + 1)));
            ++checked;
        }
        QVERIFY(checked >= 11);
        const CliRun json = runAttnlab({ "lessons", "list", "--json" });
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const app::Lesson* strided = course.find(QStringLiteral("strided"));
        bool found = false;
        for (const QJsonValue& chapter : parseObject(json.out).value("chapters").toArray())
            for (const QJsonValue& lesson : chapter.toObject().value("lessons").toArray())
                if (lesson.toObject().value("id").toString() == strided->id) {
                    found = true;
                    QCOMPARE(lesson.toObject().value("assumes").toVariant().toStringList(), strided->assumes);
                    QCOMPARE(lesson.toObject().value("covers").toVariant().toStringList(), strided->covers);
                }
        QVERIFY(found);
    }
};

QTEST_MAIN(TestLessonPlace)
#include "test_lesson_place.moc"
