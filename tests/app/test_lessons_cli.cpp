// `attnlab lessons list | export`, run as a real process (../shared/spec/cli.md, docs/lessons.md "Handouts"): the
// course listed by chapter in each language, faults of a teacher's folder on stderr; handouts as HTML (each step's
// title in the language, its formulas typeset, its figure, numbers and answers computed by the engine) and PDF
// (pages, embedded fonts in the script's CJK face); wrong command lines and folders with their exit status.
#include "app/compute/outcome.h"
#include "app/compute/request.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_reader.h"
#include "app/lessons/quantity_value.h"
#include "app/panels/formula_text.h"
#include "cli_process.h"
#include "source_tree.h"
#include "widgets/formula/formula_image.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace attnlab;
using namespace attnlab::test;

namespace {

const QString kTestLessons = sourcePath(QStringLiteral("tests/app/lessons"));
const QString kFaultyLessons = sourcePath(QStringLiteral("tests/app/lessons/library"));

// A lesson whose step formulas (each variant's own) and display formula have typeset SVGs among the application's,
// with an inline formula that has none (it must read as text), a shown number and both kinds of question. Its
// chapter is far from the built-in ones, so the chapter's title is its own.
const QString kUntypesetTex = QStringLiteral("\\mathrm{pairs}_{\\mathrm{handout}} = N \\times N");
const char* const kHandoutLesson = R"(lesson: handout-check
chapter: 90
order: 1
[en]
title: Windows on paper
chapter_title: Printed lessons
[zh_TW]
title: 紙上的視窗
chapter_title: 印出來的課
[zh_CN]
title: 纸上的窗口
chapter_title: 印出来的课

[step exact]
source: gaussian
source.n: 16
source.seed: 2
variant: full
formula: variant
[en]
title: Every key counts
text:
All $\mathrm{pairs}_{\mathrm{handout}} = N \times N$ pairs, here for {=tokens} tokens:

$$O = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d}}\right)V$$
[zh_TW]
title: 每個鍵都算數
text:
全部 $\mathrm{pairs}_{\mathrm{handout}} = N \times N$ 個配對，這裡有 {=tokens} 個詞元：

$$O = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d}}\right)V$$
[zh_CN]
title: 每个键都算数
text:
全部 $\mathrm{pairs}_{\mathrm{handout}} = N \times N$ 个配对，这里有 {=tokens} 个词元：

$$O = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d}}\right)V$$

[step band]
variant: local
variant.before: 2
variant.after: 0
formula: variant
question: density
tolerance: 0.02
[en]
title: A band of three keys
text: Each query reads three keys.
prompt: What share of the pairs does the band evaluate?
[zh_TW]
title: 三個鍵的帶狀區域
text: 每個查詢讀三個鍵。
prompt: 帶狀區域計算了多少比例的配對？
[zh_CN]
title: 三个键的带状区域
text: 每个查询读三个键。
prompt: 带状区域计算了多少比例的配对？

[step layers]
causal: true
formula: variant
question: receptive_field L=3 query=8
choices: 3 | 7 | 9
[en]
title: Layers on layers
text: Stacked layers reach further back.
prompt: How many keys does query 8 depend on after 3 layers?
labels: three | seven | nine
[zh_TW]
title: 層層堆疊
text: 堆疊的層看得更遠。
prompt: 經過 3 層後，查詢 8 依賴多少個鍵？
labels: 三個 | 七個 | 九個
[zh_CN]
title: 层层堆叠
text: 堆叠的层看得更远。
prompt: 经过 3 层后，查询 8 依赖多少个键？
labels: 三个 | 七个 | 九个
)";

int nonEmptyLines(const QString& text)
{
    return static_cast<int>(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A tool of poppler-utils, or an empty string when it is not installed.
QString popplerTool(const QString& name)
{
    return QStandardPaths::findExecutable(name);
}

QString runTool(const QString& tool, const QStringList& arguments)
{
    QProcess process;
    process.start(tool, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The engine's value of a quantity for a step's state, as the lesson player computes it.
std::optional<double> valueFor(const app::LessonStep& step, const QString& quantity, const core::Params& arguments)
{
    const auto outcome = app::computeOutcome(app::computeRequestFor(step.state.setup), core::CancelFlag());
    return app::computeQuantity({ quantity, arguments }, step.state, *outcome).value;
}

// ... and as the player shows it in a language.
QString expectedQuantity(
    const app::LessonStep& step, const QString& quantity, const core::Params& arguments, const QString& language)
{
    const std::optional<double> value = valueFor(step, quantity, arguments);
    return value ? app::formatQuantity(quantity, *value, language) : QString();
}

} // namespace

class TestLessonsCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_lessons.isValid());
        QFile file(m_lessons.filePath(QStringLiteral("handout_check.lesson")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kHandoutLesson);
        file.close();
        const app::LessonReading reading = app::readLessonFile(file.fileName());
        QVERIFY2(reading.lesson, reading.faults.empty() ? "" : qPrintable(reading.faults.front().toString()));
        m_lesson = *reading.lesson;
    }

    void helpDescribesTheCommand()
    {
        const CliRun help = runAttnlab({ "--help" });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("attnlab lessons list"));
        QVERIFY(help.out.contains("attnlab lessons export DIR"));
        const CliRun lessonsHelp = runAttnlab({ "lessons", "--help" });
        QCOMPARE(lessonsHelp.exitCode, 0);
        QVERIFY(lessonsHelp.out.contains("--folder"));
        QVERIFY(lessonsHelp.out.contains("--lesson ID"));
        QVERIFY(lessonsHelp.out.contains("zh_TW"));
        const CliRun bare = runAttnlab({ "lessons" });
        QCOMPARE(bare.exitCode, 2);
        QCOMPARE(nonEmptyLines(bare.err), 1);
    }

    // Whatever lessons are built in (none until they land), the listing works and its lines are well formed.
    void listsTheBuiltInLessons()
    {
        const CliRun run = runAttnlab({ "lessons", "list" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        static const QRegularExpression lessonLine(QStringLiteral("^  [A-Za-z0-9_-]+ +\\d+ steps? +\\S"));
        // Under a lesson, its place in the course (docs/course.md).
        static const QRegularExpression placeLine(QStringLiteral("^ {4,}(builds on: |seed: )\\S"));
        for (const QString& line : QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(!line.startsWith(QLatin1Char(' ')) || lessonLine.match(line).hasMatch()
                    || placeLine.match(line).hasMatch(),
                qPrintable(line));
    }

    void listsAFolderInEachLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_TW") << "zh_TW";
        QTest::newRow("zh_CN") << "zh_CN";
    }

    void listsAFolderInEachLanguage()
    {
        QFETCH(QString, language);
        const auto reading = app::readLessonFile(kTestLessons + QStringLiteral("/local_window.lesson"));
        QVERIFY(reading.lesson);
        const app::Lesson& lesson = *reading.lesson;
        const CliRun run = runAttnlab({ "lessons", "list", "--folder", kTestLessons, "--lang", language });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString out = QString::fromUtf8(run.out);
        const QRegularExpression line(QStringLiteral("  %1 +%2 steps +%3\n")
                                          .arg(QRegularExpression::escape(lesson.id))
                                          .arg(lesson.steps.size())
                                          .arg(QRegularExpression::escape(lesson.title.value(language))));
        QVERIFY2(line.match(out).hasMatch(), qPrintable(out));
        for (const QString& other : app::lessonLanguages())
            if (lesson.title.value(other) != lesson.title.value(language))
                QVERIFY2(!out.contains(lesson.title.value(other)), qPrintable(other));
        // Its chapter is titled as the course's first lesson of that chapter titles it, else by its number.
        app::LessonLibrary course = app::loadBuiltinLessons();
        course.lessons.push_back(lesson);
        std::stable_sort(course.lessons.begin(), course.lessons.end(), app::lessonComesBefore);
        const auto first = std::find_if(course.lessons.begin(), course.lessons.end(),
            [&](const app::Lesson& each) { return each.chapter == lesson.chapter; });
        const QString title = first->chapterTitle.value(language);
        const QString heading = title.isEmpty() ? QStringLiteral("Chapter %1").arg(lesson.chapter) : title;
        const qsizetype at = out.indexOf(QLatin1Char('\n') + heading + QLatin1Char('\n'));
        QVERIFY2(
            (at >= 0 || out.startsWith(heading + QLatin1Char('\n'))) && out.indexOf(lesson.id) > at, qPrintable(out));
    }

    // A chapter none of whose lessons gives a title is named by its number.
    void namesAnUntitledChapterByItsNumber()
    {
        QTemporaryDir folder;
        QString text = QString::fromUtf8(kHandoutLesson);
        text.replace(QRegularExpression(QStringLiteral("\nchapter_title:[^\n]*")), QString());
        text.replace(QStringLiteral("chapter: 90"), QStringLiteral("chapter: 91"));
        QFile file(folder.filePath(QStringLiteral("untitled.lesson")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
        file.close();
        for (const QString& language : app::lessonLanguages()) {
            const CliRun run = runAttnlab({ "lessons", "list", "--folder", folder.path(), "--lang", language });
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QVERIFY2(run.out.contains("Chapter 91\n  handout-check "), run.out.constData());
        }
    }

    void listsAsJson()
    {
        const CliRun run = runAttnlab({ "lessons", "list", "--folder", m_lessons.path(), "--lang", "zh_TW", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject object = parseObject(run.out);
        QCOMPARE(object.value("language").toString(), QStringLiteral("zh_TW"));
        QVERIFY(object.value("faults").toArray().isEmpty());
        bool found = false;
        for (const QJsonValue& chapter : object.value("chapters").toArray()) {
            if (chapter.toObject().value("chapter").toInt() != m_lesson.chapter)
                continue;
            QCOMPARE(chapter.toObject().value("title").toString(), m_lesson.chapterTitle.value("zh_TW"));
            for (const QJsonValue& lesson : chapter.toObject().value("lessons").toArray()) {
                if (lesson.toObject().value("id").toString() != m_lesson.id)
                    continue;
                found = true;
                QCOMPARE(lesson.toObject().value("title").toString(), m_lesson.title.value("zh_TW"));
                QCOMPARE(lesson.toObject().value("steps").toInt(), static_cast<int>(m_lesson.steps.size()));
            }
        }
        QVERIFY2(found, run.out.constData());
    }

    // The good lessons are listed in course order; every fault of the others is a FILE:LINE: line on stderr.
    void listsTheGoodLessonsOfAFaultyFolder()
    {
        const CliRun run = runAttnlab({ "lessons", "list", "--folder", kFaultyLessons });
        QCOMPARE(run.exitCode, 1);
        const QString out = QString::fromUtf8(run.out);
        const qsizetype first = out.indexOf(QLatin1String("first-look"));
        const qsizetype second = out.indexOf(QLatin1String("second-look"));
        const qsizetype window = out.indexOf(QLatin1String("local-window"));
        QVERIFY2(first >= 0 && first < second && second < window, qPrintable(out));
        QVERIFY(!out.contains(QLatin1String("broken")));
        const QStringList faults = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(faults.size(), 2);
        QVERIFY2(faults[0].contains(QLatin1String("c_broken.lesson:11: variant:")), qPrintable(faults[0]));
        QVERIFY2(faults[1].contains(QLatin1String("e_duplicate.lesson:1: lesson:")), qPrintable(faults[1]));
    }

    void refusesAnUnknownLanguage()
    {
        for (const QString& action : { QStringLiteral("list"), QStringLiteral("export") }) {
            QTemporaryDir out;
            QStringList arguments { "lessons", action };
            if (action == QLatin1String("export"))
                arguments << out.filePath(QStringLiteral("handouts"));
            const CliRun run = runAttnlab(arguments + QStringList { "--lang", "fr" });
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(nonEmptyLines(run.err), 1);
            QVERIFY2(run.err.contains(QLatin1String("--lang")) && run.err.contains(QLatin1String("fr")),
                qPrintable(run.err));
        }
    }

    void exportsHtmlAndPdf_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_TW") << "zh_TW";
        QTest::newRow("zh_CN") << "zh_CN";
    }

    void exportsHtmlAndPdf()
    {
        QFETCH(QString, language);
        const QString folder = exported(language);
        QVERIFY(!folder.isEmpty());
        const QString html = QString::fromUtf8(readAll(folder + QStringLiteral("/handout-check.html")));
        QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("lang=\"%1\"")
                                  .arg(language == QLatin1String("en")         ? QStringLiteral("en")
                                          : language == QLatin1String("zh_TW") ? QStringLiteral("zh-Hant-TW")
                                                                               : QStringLiteral("zh-Hans-CN"))));
        QVERIFY(html.contains(m_lesson.title.value(language).toHtmlEscaped()));
        QVERIFY(html.contains(m_lesson.chapterTitle.value(language).toHtmlEscaped()));
        for (const app::LessonStep& step : m_lesson.steps) {
            QVERIFY2(html.contains(step.title.value(language).toHtmlEscaped()), qPrintable(step.id));
            if (step.question)
                QVERIFY2(html.contains(step.question->prompt.value(language).toHtmlEscaped()), qPrintable(step.id));
        }
        // Every step's formula and the display formula of the first text are inlined typeset, nothing fetched.
        int typeset = 1;
        for (const app::LessonStep& step : m_lesson.steps) {
            QVERIFY(!widgets::FormulaImage::find(step.formula).isNull());
            ++typeset;
        }
        QCOMPARE(static_cast<int>(html.count(QLatin1String("<svg"))), typeset);
        QVERIFY(!html.contains(QLatin1String("src=\"http")));
        // The inline formula has no SVG: it reads as text, not as TeX.
        QVERIFY(widgets::FormulaImage::find(kUntypesetTex, widgets::FormulaStyle::Inline).isNull());
        const QString readable = app::readableFormula(kUntypesetTex.toStdString()).toHtmlEscaped();
        QVERIFY2(html.contains(QStringLiteral("<span class=\"formula-text\">%1</span>").arg(readable)),
            qPrintable(readable));
        QVERIFY(!html.contains(QLatin1String("\\mathrm{pairs}")));
        // Nor does any typeset formula show its TeX, not even as its tooltip.
        QVERIFY(!html.contains(QLatin1String("\\mathrm")));
        // One figure per step, as an image in the page.
        QCOMPARE(static_cast<int>(html.count(QLatin1String("<img src=\"data:image/png;base64,"))),
            static_cast<int>(m_lesson.steps.size()));

        const QByteArray pdf = readAll(folder + QStringLiteral("/handout-check.pdf"));
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    }

    // {=tokens} and the answers are the engine's values for each step's state, as the lesson player shows them.
    void fillsInNumbersAndAnswers_data() { exportsHtmlAndPdf_data(); }

    void fillsInNumbersAndAnswers()
    {
        QFETCH(QString, language);
        const QString html = QString::fromUtf8(readAll(exported(language) + QStringLiteral("/handout-check.html")));
        const app::LessonStep& first = m_lesson.steps[0];
        const QString tokens = expectedQuantity(first, QStringLiteral("tokens"), {}, language);
        QVERIFY(!tokens.isEmpty());
        QVERIFY2(
            html.contains(QStringLiteral(" %1 ").arg(tokens)) || html.contains(QStringLiteral(" %1</").arg(tokens)),
            qPrintable(tokens));
        QVERIFY(!html.contains(QLatin1String("{=")));
        const qsizetype answers = html.indexOf(QLatin1String("id=\"answers\""));
        QVERIFY(answers > 0);
        const QString answerPart = html.mid(answers);
        for (const app::LessonStep& step : m_lesson.steps) {
            if (!step.question)
                continue;
            const QString value = expectedQuantity(step, step.question->quantity, step.question->arguments, language);
            QVERIFY2(!value.isEmpty(), qPrintable(step.id));
            QVERIFY2(answerPart.contains(value), qPrintable(step.id + ": " + value));
            QVERIFY(answerPart.contains(step.question->prompt.value(language).toHtmlEscaped()));
        }
        // The choice question's answer names the right choice by its letter and its label in the language.
        const app::LessonStep& layers = m_lesson.steps[2];
        const auto value = valueFor(layers, layers.question->quantity, layers.question->arguments);
        QVERIFY(value);
        const auto right = app::matchingChoice(layers.question->quantity, layers.question->choices, *value);
        QVERIFY(right);
        const QString label = layers.question->choiceLabels.value(language).value(static_cast<int>(*right));
        QVERIFY(!label.isEmpty());
        QVERIFY2(answerPart.contains(QStringLiteral("%1. %2").arg(QChar(u'a' + static_cast<char16_t>(*right)), label)),
            qPrintable(label));
    }

    void theHandoutsOwnWordsAreInItsLanguage()
    {
        // The headings and captions the handout writes around the lesson's text come from the interface's
        // translations: they must be looked up under the context lupdate filed them in.
        const QString taiwan
            = QString::fromUtf8(readAll(exported(QStringLiteral("zh_TW")) + QStringLiteral("/handout-check.html")));
        QVERIFY(taiwan.contains(QStringLiteral("步驟 1")));
        QVERIFY(!taiwan.contains(QStringLiteral("Step 1.")));
        QVERIFY(!taiwan.contains(QStringLiteral("Left: the exact softmax weights")));
        const QString english
            = QString::fromUtf8(readAll(exported(QStringLiteral("en")) + QStringLiteral("/handout-check.html")));
        QVERIFY(english.contains(QStringLiteral("Step 1.")));
    }

    void writesEachStepsFigure()
    {
        const QString folder = exported(QStringLiteral("en"));
        for (std::size_t index = 0; index < m_lesson.steps.size(); ++index) {
            const QString stem = QStringLiteral("%1/handout-check-figures/%2-%3")
                                     .arg(folder)
                                     .arg(index + 1, 2, 10, QLatin1Char('0'))
                                     .arg(m_lesson.steps[index].id);
            const QImage png(stem + QStringLiteral(".png"));
            QVERIFY2(!png.isNull(), qPrintable(stem));
            QVERIFY(png.width() > 2 * png.height());
            std::set<QRgb> colours;
            for (int y = 0; y < png.height(); y += 4)
                for (int x = 0; x < png.width(); x += 4)
                    colours.insert(png.pixel(x, y));
            QVERIFY2(colours.size() > 50, qPrintable(stem)); // maps drawn, not a blank
            const QByteArray svg = readAll(stem + QStringLiteral(".svg"));
            QVERIFY(svg.contains("<svg"));
            QVERIFY(svg.contains("query")); // the axes' text stays text
        }
    }

    void pdfHasAPagePerStep()
    {
        const QString pdfinfo = popplerTool(QStringLiteral("pdfinfo"));
        if (pdfinfo.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed");
        const QString info
            = runTool(pdfinfo, { exported(QStringLiteral("zh_TW")) + QStringLiteral("/handout-check.pdf") });
        const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY2(pages.hasMatch(), qPrintable(info));
        QVERIFY(pages.captured(1).toInt() >= static_cast<int>(m_lesson.steps.size()));
    }

    // The figures are the PDF's only images: the formulas are drawn as vectors, not printed rasters.
    void pdfHoldsTheFiguresAndVectorFormulas()
    {
        const QString pdfimages = popplerTool(QStringLiteral("pdfimages"));
        if (pdfimages.isEmpty())
            QSKIP("pdfimages (poppler-utils) is not installed");
        const QString folder = exported(QStringLiteral("en"));
        const QString list = runTool(pdfimages, { "-list", folder + QStringLiteral("/handout-check.pdf") });
        const int figureWidth = QImage(folder + QStringLiteral("/handout-check-figures/01-exact.png")).width();
        int images = 0;
        for (const QString& row : list.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2)) {
            const QStringList columns = row.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (columns.value(2) == QLatin1String("image")) {
                ++images;
                QCOMPARE(columns.value(3).toInt(), figureWidth); // a figure, not a formula
            }
        }
        QCOMPARE(images, static_cast<int>(m_lesson.steps.size()));
    }

    void pdfEmbedsItsFontsInTheScriptsFace_data() { exportsHtmlAndPdf_data(); }

    void pdfEmbedsItsFontsInTheScriptsFace()
    {
        QFETCH(QString, language);
        const QString pdffonts = popplerTool(QStringLiteral("pdffonts"));
        if (pdffonts.isEmpty())
            QSKIP("pdffonts (poppler-utils) is not installed");
        const QString fonts = runTool(pdffonts, { exported(language) + QStringLiteral("/handout-check.pdf") });
        const QStringList rows = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QVERIFY2(!rows.isEmpty(), qPrintable(fonts));
        for (const QString& row : rows) {
            QVERIFY2(!row.contains(QLatin1String("Type 3")), qPrintable(row));
            const QStringList columns = row.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            // name, type words..., encoding, emb, sub, uni, object, id: "emb" is the fifth column from the end.
            QVERIFY2(columns.size() > 5 && columns.at(columns.size() - 5) == QLatin1String("yes"), qPrintable(row));
        }
        if (language == QLatin1String("zh_TW"))
            QVERIFY2(fonts.contains(QLatin1String("NotoSansCJKtc")), qPrintable(fonts));
        if (language == QLatin1String("zh_CN"))
            QVERIFY2(fonts.contains(QLatin1String("NotoSansCJKsc")), qPrintable(fonts));
        if (language != QLatin1String("en"))
            QVERIFY2(!fonts.contains(QLatin1String("CJKjp")), qPrintable(fonts));
    }

    void exportsOneLessonById()
    {
        QTemporaryDir out;
        const QString folder = out.filePath(QStringLiteral("one"));
        const CliRun run
            = runAttnlab({ "lessons", "export", folder, "--folder", kTestLessons, "--lesson", "local-window" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFile::exists(folder + QStringLiteral("/local-window.html")));
        QVERIFY(QFile::exists(folder + QStringLiteral("/local-window.pdf")));
        // Progress on stderr, one line per step.
        QVERIFY2(run.err.contains(QLatin1String("local-window: step 3/3")), qPrintable(run.err));
    }

    void refusesAnUnknownLesson()
    {
        QTemporaryDir out;
        const QString folder = out.filePath(QStringLiteral("handouts"));
        const CliRun run
            = runAttnlab({ "lessons", "export", folder, "--folder", kTestLessons, "--lesson", "nonesuch" });
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(nonEmptyLines(run.err), 1);
        QVERIFY2(run.err.contains(QLatin1String("nonesuch")) && run.err.contains(QLatin1String("local-window")),
            qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(folder)); // nothing written
    }

    void refusesAFolderItCannotWriteTo()
    {
        QTemporaryDir out;
        const QString file = out.filePath(QStringLiteral("a-file"));
        QFile blocker(file);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        for (const QString& folder : { file, file + QStringLiteral("/below") }) {
            const CliRun run = runAttnlab({ "lessons", "export", folder, "--folder", kTestLessons });
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(nonEmptyLines(run.err), 1);
            QVERIFY2(run.err.contains(folder), qPrintable(run.err));
        }
        const CliRun missing = runAttnlab({ "lessons", "export", "--folder", kTestLessons });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QLatin1String("DIR")), qPrintable(missing.err));
    }

private:
    // The handout of the test lesson in `language`, exported once. Only that lesson: the built-in course, seventeen
    // lessons, took longer than the run's time limit on a loaded machine, and the checks read this one alone.
    QString exported(const QString& language)
    {
        if (m_exported.contains(language))
            return m_exported.value(language);
        const QString folder = m_out.filePath(language);
        const CliRun run = runAttnlab({ "lessons", "export", folder, "--folder", m_lessons.path(), "--lang", language,
            "--lesson", "handout-check" });
        if (run.exitCode != 0) {
            qWarning("export failed (%d): %s", run.exitCode, qPrintable(run.err));
            return {};
        }
        m_exported.insert(language, folder);
        return folder;
    }

    QTemporaryDir m_lessons;
    QTemporaryDir m_out;
    app::Lesson m_lesson;
    QMap<QString, QString> m_exported;
};

QTEST_MAIN(TestLessonsCli)
#include "test_lessons_cli.moc"
