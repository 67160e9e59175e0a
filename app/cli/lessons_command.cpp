#include "app/cli/argument_list.h"
#include "app/cli/language_option.h"
#include "app/cli/subcommands.h"
#include "app/cli/usage_error.h"
#include "app/handout/handout.h"
#include "app/handout/handout_pdf.h"
#include "app/handout/handout_web_page.h"
#include "app/handout/saved_file.h"
#include "app/language/interface_language.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_place.h"
#include "core/error.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImageWriter>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>

namespace attnlab::app {

namespace {

// The options that take a value: a word after one of them is its value, not the export's folder.
const QStringList kValueOptions = {QStringLiteral("--lang"), QStringLiteral("--lesson"), QStringLiteral("--folder")};

void printLine(const QString& line)
{
    std::fprintf(stderr, "%s\n", line.toLocal8Bit().constData());
    std::fflush(stderr);
}


// The built-in lessons, then the teacher's folder (when given): a folder lesson may not reuse a built-in id.
LessonLibrary takeLibrary(ArgumentList& list)
{
    LessonLibrary library = loadBuiltinLessons();
    const auto folder = list.takeValue(QStringLiteral("folder"));
    if (!folder)
        return library;
    addLessons(&library, loadLessonFolder(*folder));
    return library;
}

// Each fault on its own line of stderr; the exit status the command ends with.
int reportFaults(const LessonLibrary& library)
{
    for (const LessonFault& fault : library.faults)
        printLine(fault.toString());
    return library.faults.empty() ? 0 : 1;
}

QString words(const Translations& translations, const QString& language)
{
    const QString text = translations.value(language);
    return text.isEmpty() ? translations.value(QStringLiteral("en")) : text;
}

// The title the course shows above a chapter: its first lesson's chapter title, else "Chapter N".
QString chapterTitle(const Lesson& first, const QString& language)
{
    const QString title = words(first.chapterTitle, language);
    return title.isEmpty() ? QCoreApplication::translate("attnlab::app::Handout", "Chapter %1").arg(first.chapter) : title;
}

QString stepCount(std::size_t steps)
{
    return steps == 1 ? QStringLiteral("1 step") : QStringLiteral("%1 steps").arg(steps);
}

int runList(const QStringList& arguments, QTextStream& out)
{
    ArgumentList list(arguments);
    const QString language = takeLanguageOption(list);
    const bool json = list.takeFlag(QStringLiteral("json"));
    const LessonLibrary library = takeLibrary(list);
    list.expectNothingLeft();

    QJsonArray chapters;
    int idWidth = 0;
    for (const Lesson& lesson : library.lessons)
        idWidth = std::max(idWidth, static_cast<int>(lesson.id.size()));
    const Lesson* chapterStart = nullptr;
    for (const Lesson& lesson : library.lessons) {
        if (!chapterStart || chapterStart->chapter != lesson.chapter) {
            chapterStart = &lesson;
            const QString title = chapterTitle(lesson, language);
            chapters.append(QJsonObject{{"chapter", lesson.chapter}, {"title", title}, {"lessons", QJsonArray{}}});
            if (!json)
                out << (chapters.size() > 1 ? "\n" : "") << title << "\n";
        }
        const QString title = words(lesson.title, language);
        if (json) {
            QJsonObject chapter = chapters.last().toObject();
            QJsonArray lessons = chapter.value("lessons").toArray();
            lessons.append(QJsonObject{{"id", lesson.id}, {"title", title},
                {"steps", static_cast<int>(lesson.steps.size())}, {"file", lesson.file},
                {"assumes", QJsonArray::fromStringList(lesson.assumes)},
                {"covers", QJsonArray::fromStringList(lesson.covers)}});
            chapter.insert("lessons", lessons);
            chapters.replace(chapters.size() - 1, chapter);
        } else {
            out << "  " << QStringLiteral("%1").arg(lesson.id, -idWidth) << "  "
                << QStringLiteral("%1").arg(stepCount(lesson.steps.size()), -9) << "  " << title << "\n";
            // Its place in the course, by ids and seed sections as docs/course.md writes them.
            QStringList place;
            if (!lesson.assumes.isEmpty())
                place << QStringLiteral("builds on: ") + lesson.assumes.join(QStringLiteral(", "));
            if (!lesson.covers.isEmpty())
                place << QStringLiteral("seed: ") + lesson.covers.join(QStringLiteral(", "));
            if (!place.isEmpty())
                out << "  " << QString(idWidth + 2, QLatin1Char(' ')) << place.join(QStringLiteral(" \u00b7 ")) << "\n";
        }
    }
    if (json) {
        QJsonArray faults;
        for (const LessonFault& fault : library.faults)
            faults.append(QJsonObject{{"file", fault.file}, {"line", fault.line}, {"message", fault.message}});
        out << QJsonDocument(QJsonObject{{"language", language}, {"chapters", chapters}, {"faults", faults}})
                   .toJson(QJsonDocument::Indented);
    }
    out.flush();
    if (library.lessons.empty() && library.faults.empty() && !json)
        printLine(QStringLiteral("no lessons (none is built in; --folder DIR lists a folder of lessons)"));
    return reportFaults(library);
}

// The export's folder: the one word that is neither an option nor an option's value.
QString takeFolderWord(QStringList& arguments)
{
    for (int i = 0; i < arguments.size(); ++i) {
        const QString& word = arguments.at(i);
        if (kValueOptions.contains(word)) {
            ++i;
            continue;
        }
        if (!word.startsWith(QLatin1String("--")))
            return arguments.takeAt(i);
    }
    throw UsageError("missing the folder to write to: attnlab lessons export DIR");
}

// The folder the handouts go to, made when missing; refused before any step is computed when it cannot be written.
QDir outputFolder(const QString& path)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isDir())
        throw core::Error(QStringLiteral("%1: not a folder").arg(path).toStdString());
    if (!info.exists() && !QDir().mkpath(path))
        throw core::Error(QStringLiteral("%1: cannot create the folder").arg(path).toStdString());
    if (!QFileInfo(path).isWritable())
        throw core::Error(QStringLiteral("%1: the folder is not writable").arg(path).toStdString());
    return QDir(path);
}

QByteArray pngBytes(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter(&buffer, "png").write(image);
    return bytes;
}

// DIR/<id>.html, DIR/<id>.pdf and each step's figure as DIR/<id>-figures/NN-<step>.png and .svg.
void exportLesson(const Lesson& lesson, const std::vector<Lesson>& course, const QString& language, const QDir& folder)
{
    QElapsedTimer timer;
    timer.start();
    Handout handout = prepareHandout(lesson, language, [&](int step, int steps) {
        printLine(QStringLiteral("%1: step %2/%3").arg(lesson.id).arg(step).arg(steps));
    });
    handout.assumedTitles = LessonPlace::assumedTitles(lesson, course, language);
    const QString figures = lesson.id + QStringLiteral("-figures");
    if (!folder.exists(figures) && !folder.mkdir(figures))
        throw core::Error(QStringLiteral("%1: cannot create the folder").arg(folder.filePath(figures)).toStdString());
    for (std::size_t index = 0; index < handout.steps.size(); ++index) {
        const HandoutStep& step = handout.steps[index];
        if (!step.outcome)
            continue;
        const QString stem = folder.filePath(QStringLiteral("%1/%2-%3")
                .arg(figures)
                .arg(index + 1, 2, 10, QLatin1Char('0'))
                .arg(step.step->id));
        saveFileAtomically(stem + QStringLiteral(".png"), pngBytes(step.figure.image));
        saveFileAtomically(stem + QStringLiteral(".svg"), step.figure.svg);
    }
    const QString html = folder.filePath(lesson.id + QStringLiteral(".html"));
    const QString pdf = folder.filePath(lesson.id + QStringLiteral(".pdf"));
    saveFileAtomically(html, handoutWebPage(handout));
    saveFileAtomically(pdf, handoutPdf(handout));
    printLine(QStringLiteral("%1: wrote %2 and %3 (%4 s)")
                  .arg(lesson.id, html, pdf)
                  .arg(static_cast<double>(timer.elapsed()) / 1000.0, 0, 'f', 1));
}

int runExport(QStringList arguments, const ApplicationStarter& start)
{
    const QString path = takeFolderWord(arguments);
    ArgumentList list(arguments);
    const QString language = takeLanguageOption(list);
    const auto only = list.takeValue(QStringLiteral("lesson"));
    const LessonLibrary library = takeLibrary(list);
    list.expectNothingLeft();

    std::vector<const Lesson*> chosen;
    if (only) {
        const Lesson* lesson = library.find(*only);
        if (!lesson) {
            reportFaults(library); // the lesson may be the one a fault kept out
            QStringList known;
            for (const Lesson& each : library.lessons)
                known << each.id;
            throw UsageError(QStringLiteral("--lesson: no lesson '%1' (known: %2)")
                                 .arg(*only, known.isEmpty() ? QStringLiteral("none") : known.join(QStringLiteral(", ")))
                                 .toStdString());
        }
        chosen.push_back(lesson);
    } else {
        for (const Lesson& lesson : library.lessons)
            chosen.push_back(&lesson);
    }
    const QDir folder = outputFolder(path);
    start(true);
    // The handout's own words and the maps' (titles, labels) in its language, and the application font's Han
    // family for its script, as the window sets them.
    InterfaceLanguage interfaceLanguage;
    interfaceLanguage.apply(language);
    for (const Lesson* lesson : chosen)
        exportLesson(*lesson, library.lessons, language, folder);
    if (chosen.empty())
        printLine(QStringLiteral("no lessons to export (none is built in; --folder DIR exports a folder of lessons)"));
    return only ? 0 : reportFaults(library);
}

} // namespace

const char* const kLessonsUsage = R"(Usage:
  attnlab lessons list [--lang L] [--folder DIR] [--json]
      every lesson: id, number of steps and title in language L, in course order, grouped by chapter; under
      it, the lessons it builds on and the seed sections it teaches (docs/course.md), when it names them.
      --folder DIR adds the lessons of a folder (a teacher's own); a faulty file is left out and each of its
      faults printed on stderr as FILE:LINE: FAULT (exit status 1 then, after listing the good ones).
  attnlab lessons export DIR [--lang L] [--lesson ID] [--folder DIR2]
      writes every lesson (or lesson ID) as a handout into DIR (made when missing): DIR/ID.html (one
      self-contained page: formulas, figures, each step's question and, at the end, the answers the engine
      computes), DIR/ID.pdf (the same, A4, fonts embedded) and each step's exact | variant | difference maps as
      DIR/ID-figures/NN-STEP.png and .svg. One progress line per step on stderr.
  L is en (the default), zh_TW or zh_CN.
)";

int runLessonsCommand(const QStringList& arguments, QTextStream& out, const ApplicationStarter& start)
{
    const QString action = arguments.value(0);
    if (action == QLatin1String("--help") || action == QLatin1String("-h") || arguments.contains("--help")) {
        out << kLessonsUsage;
        return 0;
    }
    if (action == QLatin1String("export"))
        return runExport(arguments.mid(1), start);
    start(false);
    if (action == QLatin1String("list"))
        return runList(arguments.mid(1), out);
    if (action.isEmpty())
        throw UsageError("missing what to do: 'list' or 'export' (see attnlab lessons --help)");
    throw UsageError(("unknown action '" + action + "': 'list' or 'export' (see attnlab lessons --help)").toStdString());
}

} // namespace attnlab::app
