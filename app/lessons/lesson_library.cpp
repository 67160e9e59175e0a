#include "app/lessons/lesson_library.h"

#include "app/lessons/lesson_reader.h"

#include <QDir>

#include <algorithm>
#include <map>

namespace attnlab::app {

const Lesson* LessonLibrary::find(const QString& id) const
{
    for (const Lesson& lesson : lessons)
        if (lesson.id == id)
            return &lesson;
    return nullptr;
}

LessonLibrary loadLessonFiles(const QStringList& paths)
{
    LessonLibrary library;
    std::map<QString, QString> fileOfId;
    for (const QString& path : paths) {
        LessonReading reading = readLessonFile(path);
        library.faults.insert(library.faults.end(), reading.faults.begin(), reading.faults.end());
        if (!reading.lesson)
            continue;
        const auto [first, isNew] = fileOfId.emplace(reading.lesson->id, path);
        if (!isNew) {
            library.faults.push_back({ path, 1,
                QStringLiteral("lesson: the id '%1' is already the lesson of %2")
                    .arg(reading.lesson->id, first->second) });
            continue;
        }
        library.lessons.push_back(std::move(*reading.lesson));
    }
    std::stable_sort(library.lessons.begin(), library.lessons.end(), lessonComesBefore);
    return library;
}

LessonLibrary loadLessonFolder(const QString& folder)
{
    const QDir directory(folder);
    if (!directory.exists()) {
        LessonLibrary library;
        library.faults.push_back({ folder, 0, QStringLiteral("no such folder") });
        return library;
    }
    QStringList paths;
    for (const QString& name :
        directory.entryList({ QLatin1Char('*') + kLessonSuffix }, QDir::Files | QDir::Readable, QDir::Name))
        paths << directory.filePath(name);
    return loadLessonFiles(paths);
}

void addLessons(LessonLibrary* library, LessonLibrary more)
{
    library->faults.insert(library->faults.end(), more.faults.begin(), more.faults.end());
    for (Lesson& lesson : more.lessons) {
        if (const Lesson* known = library->find(lesson.id)) {
            library->faults.push_back({ lesson.file, 1,
                QStringLiteral("lesson: the id '%1' is already the lesson of %2").arg(lesson.id, known->file) });
            continue;
        }
        library->lessons.push_back(std::move(lesson));
    }
    std::stable_sort(library->lessons.begin(), library->lessons.end(), lessonComesBefore);
    checkAssumptions(library);
}

void checkAssumptions(LessonLibrary* library)
{
    std::vector<Lesson>& lessons = library->lessons;
    // A lesson left out may be one another assumes: repeat until no lesson is left out.
    for (bool leftOut = true; leftOut;) {
        leftOut = false;
        for (auto lesson = lessons.begin(); lesson != lessons.end(); ++lesson) {
            QString problem;
            for (const QString& id : lesson->assumes) {
                const Lesson* assumed = library->find(id);
                if (!assumed)
                    problem = QStringLiteral("assumes: no lesson '%1' in the course").arg(id);
                else if (!lessonComesBefore(*assumed, *lesson))
                    problem = QStringLiteral("assumes: '%1' (chapter %2, order %3) does not come before this lesson "
                                             "(chapter %4, order %5): a lesson builds only on earlier ones")
                                  .arg(id)
                                  .arg(assumed->chapter)
                                  .arg(assumed->order)
                                  .arg(lesson->chapter)
                                  .arg(lesson->order);
                if (!problem.isEmpty())
                    break;
            }
            if (problem.isEmpty())
                continue;
            library->faults.push_back({ lesson->file, lesson->assumesLine, problem });
            lessons.erase(lesson);
            leftOut = true;
            break;
        }
    }
}

LessonLibrary loadBuiltinLessons()
{
    if (!QDir(kBuiltinLessonFolder).exists())
        return {};
    LessonLibrary library = loadLessonFolder(kBuiltinLessonFolder);
    checkAssumptions(&library);
    return library;
}

} // namespace attnlab::app
