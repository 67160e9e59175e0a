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
}

LessonLibrary loadBuiltinLessons()
{
    if (!QDir(kBuiltinLessonFolder).exists())
        return {};
    return loadLessonFolder(kBuiltinLessonFolder);
}

} // namespace attnlab::app
