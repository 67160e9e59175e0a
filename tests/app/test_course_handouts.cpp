// `attnlab lessons export DIR --lang L` writes the handout of every built-in lesson, in each language: an HTML
// page, a PDF and a figure per step. The other handout tests read one small test lesson; this one runs the whole
// course once per language (about 20 s each on an idle machine).
#include "cli_process.h"
#include "source_tree.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace attnlab::test;

namespace {

struct ListedLesson {
    QString id;
    int steps = 0;
};

// The built-in course as `attnlab lessons list --json` gives it.
std::vector<ListedLesson> builtinCourse()
{
    const CliRun run = runAttnlab({ "lessons", "list", "--json" });
    std::vector<ListedLesson> lessons;
    if (run.exitCode != 0)
        return lessons;
    for (const QJsonValue& chapter : parseObject(run.out).value(QStringLiteral("chapters")).toArray())
        for (const QJsonValue& lesson : chapter.toObject().value(QStringLiteral("lessons")).toArray())
            lessons.push_back({ lesson.toObject().value(QStringLiteral("id")).toString(),
                lesson.toObject().value(QStringLiteral("steps")).toInt() });
    return lessons;
}

} // namespace

class TestCourseHandouts : public QObject {
    Q_OBJECT

private slots:
    void everyLessonExportsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void everyLessonExportsInEveryLanguage()
    {
        QFETCH(QString, language);
        const std::vector<ListedLesson> course = builtinCourse();
        QVERIFY(course.size() >= 18); // the welcome tour and lessons 01-17
        QTemporaryDir out;
        QProcess process;
        process.start(attnlabBinary(),
            { QStringLiteral("lessons"), QStringLiteral("export"), out.path(), QStringLiteral("--lang"), language });
        // A loaded machine (a CI runner shared with other jobs) may take several times the idle 20 s.
        QVERIFY(process.waitForFinished(600000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        for (const ListedLesson& lesson : course) {
            const QDir folder(out.path());
            QVERIFY2(QFileInfo(folder.filePath(lesson.id + QStringLiteral(".pdf"))).size() > 10000,
                qPrintable(lesson.id));
            QVERIFY2(QFileInfo(folder.filePath(lesson.id + QStringLiteral(".html"))).size() > 1000,
                qPrintable(lesson.id));
            // One figure per step, as PNG and SVG.
            const QDir figures(folder.filePath(lesson.id + QStringLiteral("-figures")));
            QVERIFY2(lesson.steps > 0, qPrintable(lesson.id));
            QCOMPARE(figures.entryList({ QStringLiteral("*.png") }, QDir::Files).size(), lesson.steps);
            QCOMPARE(figures.entryList({ QStringLiteral("*.svg") }, QDir::Files).size(), lesson.steps);
        }
    }
};

QTEST_MAIN(TestCourseHandouts)
#include "test_course_handouts.moc"
