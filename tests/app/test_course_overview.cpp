// The course overview (docs/course.md) against the built-in lessons and the program's table of seed sections: every
// lesson's `assumes:` resolves to an earlier lesson, the page's two tables say what the lesson files say, and every
// seed section is taught by some lesson. Lessons the page marks "planned" (12-17, written elsewhere) are held to
// their row as soon as they are built in; a section only planned lessons teach is the one thing not yet required.
#include "app/lessons/lesson_library.h"
#include "app/lessons/seed_sections.h"
#include "source_tree.h"

#include <QFile>
#include <QtTest>

#include <map>
#include <set>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

const QString kDocs = sourcePath(QStringLiteral("docs/"));
const QString kWelcomeLesson = QStringLiteral("welcome");
const QString kPlanned = QStringLiteral("planned");
const QString kBuiltIn = QStringLiteral("built in");

QString fileText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The rows of the Markdown table whose header line starts with `header`, each a list of its cells (trimmed, `code`
// marks dropped); the separator line is skipped.
std::vector<QStringList> tableRows(const QString& text, const QString& header)
{
    std::vector<QStringList> rows;
    const QStringList lines = text.split(QLatin1Char('\n'));
    qsizetype at = -1;
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines.at(i).startsWith(header)) {
            at = i;
            break;
        }
    if (at < 0)
        return rows;
    for (qsizetype i = at + 2; i < lines.size() && lines.at(i).startsWith(QLatin1Char('|')); ++i) {
        QStringList cells = lines.at(i).split(QLatin1Char('|'));
        cells = cells.mid(1, cells.size() - 2);
        for (QString& cell : cells)
            cell = cell.trimmed().remove(QLatin1Char('`'));
        rows.push_back(cells);
    }
    return rows;
}

// "a, b" into its items; "—" is none.
QStringList items(const QString& cell)
{
    if (cell == QStringLiteral("\u2014"))
        return {};
    QStringList list;
    for (const QString& item : cell.split(QLatin1Char(',')))
        list << item.trimmed();
    return list;
}

struct CourseRow {
    QString number;
    QString id;
    int chapter = 0;
    QString title;
    QStringList covers;
    QStringList assumes;
    QString status;
};

std::vector<CourseRow> courseRows()
{
    std::vector<CourseRow> rows;
    for (const QStringList& cells : tableRows(fileText(kDocs + QStringLiteral("course.md")), QStringLiteral("| # |")))
        if (cells.size() == 7)
            rows.push_back(
                { cells[0], cells[1], cells[2].toInt(), cells[3], items(cells[4]), items(cells[5]), cells[6] });
    return rows;
}

struct SectionRow {
    QString code;
    QString heading;
    QStringList taughtBy; // lesson ids, the "(planned)" marks dropped
    QStringList markedPlanned;
};

std::vector<SectionRow> sectionRows()
{
    std::vector<SectionRow> rows;
    for (const QStringList& cells :
        tableRows(fileText(kDocs + QStringLiteral("course.md")), QStringLiteral("| seed section |"))) {
        if (cells.size() != 3)
            continue;
        SectionRow row { cells[0], cells[1], {}, {} };
        for (QString id : items(cells[2])) {
            if (id.endsWith(QStringLiteral(" (planned)"))) {
                id.chop(10);
                row.markedPlanned << id;
            }
            row.taughtBy << id;
        }
        rows.push_back(row);
    }
    return rows;
}

QString sorted(QStringList list)
{
    list.sort();
    return list.join(QStringLiteral(", "));
}

} // namespace

class TestCourseOverview : public QObject {
    Q_OBJECT

private slots:
    void everyBuiltinLessonBuildsOnEarlierLessons()
    {
        const app::LessonLibrary library = app::loadBuiltinLessons();
        QStringList faults;
        for (const app::LessonFault& fault : library.faults)
            faults << fault.toString();
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QVERIFY(library.lessons.size() >= 12);
        for (const app::Lesson& lesson : library.lessons) {
            // The tour greets a new user: it builds on nothing and teaches no seed section. Every other lesson
            // says both.
            if (lesson.id == kWelcomeLesson) {
                QVERIFY(lesson.assumes.isEmpty() && lesson.covers.isEmpty());
                continue;
            }
            QVERIFY2(!lesson.assumes.isEmpty(), qPrintable(lesson.id + QStringLiteral(": no assumes:")));
            QVERIFY2(!lesson.covers.isEmpty(), qPrintable(lesson.id + QStringLiteral(": no covers:")));
            for (const QString& id : lesson.assumes) {
                const app::Lesson* assumed = library.find(id);
                QVERIFY2(assumed, qPrintable(QStringLiteral("%1 assumes the unknown %2").arg(lesson.id, id)));
                QVERIFY2(app::lessonComesBefore(*assumed, lesson),
                    qPrintable(QStringLiteral("%1 assumes the later %2").arg(lesson.id, id)));
            }
            for (const QString& code : lesson.covers)
                QVERIFY2(app::findSeedSection(code), qPrintable(code));
        }
    }

    void thePageListsTheProgramsSeedSections()
    {
        const std::vector<SectionRow> rows = sectionRows();
        const std::vector<app::SeedSection>& sections = app::seedSections();
        QCOMPARE(rows.size(), sections.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].code, sections[i].code());
            QCOMPARE(rows[i].heading, sections[i].heading);
        }
        // Each seed's short name and file, as the page's first table gives them.
        const std::vector<QStringList> seeds
            = tableRows(fileText(kDocs + QStringLiteral("course.md")), QStringLiteral("| short name |"));
        QCOMPARE(seeds.size(), app::seedFiles().size());
        for (std::size_t i = 0; i < seeds.size(); ++i) {
            QCOMPARE(seeds[i].value(0), app::seedFiles()[i].name);
            QCOMPARE(seeds[i].value(1), app::seedFiles()[i].file);
        }
    }

    void theCourseTableSaysWhatTheLessonFilesSay()
    {
        const app::LessonLibrary library = app::loadBuiltinLessons();
        const std::vector<CourseRow> rows = courseRows();
        QCOMPARE(rows.size(), std::size_t(18));
        std::set<QString> listed;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const CourseRow& row = rows[i];
            QCOMPARE(row.number, QStringLiteral("%1").arg(i, 2, 10, QLatin1Char('0')));
            QVERIFY2(row.status == kBuiltIn || row.status == kPlanned, qPrintable(row.status));
            listed.insert(row.id);
            const app::Lesson* lesson = library.find(row.id);
            if (!lesson) {
                QVERIFY2(row.status == kPlanned,
                    qPrintable(row.id + QStringLiteral(" is marked built in but is not a built-in lesson")));
                continue;
            }
            // A planned lesson that has arrived: mark it built in, and give its file the row's two header lines.
            QVERIFY2(row.status == kBuiltIn,
                qPrintable(row.id + QStringLiteral(" is built in now: mark its row 'built in' (docs/course.md)")));
            QCOMPARE(lesson->chapter, row.chapter);
            QCOMPARE(lesson->title.value(QStringLiteral("en")), row.title);
            QCOMPARE(lesson->covers, row.covers);
            QCOMPARE(lesson->assumes, row.assumes);
        }
        for (const app::Lesson& lesson : library.lessons)
            QVERIFY2(listed.count(lesson.id), qPrintable(lesson.id + QStringLiteral(" is not in docs/course.md")));
        // In the table's order, which is the course's: a row builds only on rows above it.
        for (std::size_t i = 0; i < rows.size(); ++i)
            for (const QString& id : rows[i].assumes) {
                const auto earlier = std::find_if(rows.begin(), rows.begin() + static_cast<long>(i),
                    [&](const CourseRow& row) { return row.id == id; });
                QVERIFY2(earlier != rows.begin() + static_cast<long>(i),
                    qPrintable(QStringLiteral("%1 builds on %2, which is not above it").arg(rows[i].id, id)));
            }
    }

    void theSectionTableAgreesWithTheCourseTable()
    {
        const std::vector<CourseRow> lessons = courseRows();
        for (const SectionRow& section : sectionRows()) {
            QStringList teaching;
            QStringList planned;
            for (const CourseRow& lesson : lessons)
                if (lesson.covers.contains(section.code)) {
                    teaching << lesson.id;
                    if (lesson.status == kPlanned)
                        planned << lesson.id;
                }
            QCOMPARE(sorted(section.taughtBy), sorted(teaching));
            QCOMPARE(sorted(section.markedPlanned), sorted(planned));
        }
        // And no lesson names a section the table lacks.
        for (const CourseRow& lesson : lessons)
            for (const QString& code : lesson.covers)
                QVERIFY2(app::findSeedSection(code), qPrintable(lesson.id + QStringLiteral(": ") + code));
    }

    // The covers of the built-in lessons together include every seed section, but those the page leaves to planned
    // lessons only; once 12-17 are built in (their rows marked so), that exception is empty and every section must
    // be covered.
    void everySeedSectionIsTaught()
    {
        const app::LessonLibrary library = app::loadBuiltinLessons();
        std::set<QString> covered;
        for (const app::Lesson& lesson : library.lessons)
            covered.insert(lesson.covers.begin(), lesson.covers.end());
        std::map<QString, SectionRow> rows;
        for (const SectionRow& row : sectionRows())
            rows[row.code] = row;
        QStringList waiting;
        for (const app::SeedSection& section : app::seedSections()) {
            const QString code = section.code();
            QVERIFY2(rows.count(code) && !rows[code].taughtBy.isEmpty(),
                qPrintable(code + QStringLiteral(": no lesson teaches it")));
            if (covered.count(code))
                continue;
            const SectionRow& row = rows[code];
            QVERIFY2(row.markedPlanned.size() == row.taughtBy.size(),
                qPrintable(code + QStringLiteral(": no built-in lesson covers it")));
            waiting << code;
        }
        if (!waiting.isEmpty())
            qInfo("taught only by planned lessons: %s", qPrintable(waiting.join(QStringLiteral(", "))));
    }

    // The Chinese overviews list the same course: every lesson id and seed section of the English page.
    void theChinesePagesListTheWholeCourse()
    {
        for (const QString& language : { QStringLiteral("zh_TW"), QStringLiteral("zh_CN") }) {
            const QString text = fileText(kDocs + QStringLiteral("course.%1.md").arg(language));
            QVERIFY2(!text.isEmpty(), qPrintable(language));
            for (const CourseRow& row : courseRows())
                QVERIFY2(text.contains(QLatin1Char('`') + row.id + QLatin1Char('`')),
                    qPrintable(language + QStringLiteral(": ") + row.id));
            for (const app::SeedSection& section : app::seedSections())
                QVERIFY2(text.contains(QStringLiteral("| ") + section.code() + QStringLiteral(" |")),
                    qPrintable(language + QStringLiteral(": ") + section.code()));
        }
    }
};

QTEST_GUILESS_MAIN(TestCourseOverview)
#include "test_course_overview.moc"
