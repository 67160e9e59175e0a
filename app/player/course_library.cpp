#include "app/player/course_library.h"

#include <QDir>
#include <QStandardPaths>

#include <algorithm>

namespace attnlab::app {

QString userLessonFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lessons");
}

QString userFormulaFolder()
{
    return userLessonFolder() + QStringLiteral("/formulas");
}

LessonLibrary loadCourse(const QString& userFolder)
{
    LessonLibrary course = loadBuiltinLessons();
    if (userFolder.isEmpty() || !QDir(userFolder).exists())
        return course;
    LessonLibrary own = loadLessonFolder(userFolder);
    course.faults.insert(course.faults.end(), own.faults.begin(), own.faults.end());
    for (Lesson& lesson : own.lessons) {
        if (const Lesson* builtin = course.find(lesson.id)) {
            course.faults.push_back({ lesson.file, 1,
                QStringLiteral("lesson: the id '%1' is already the lesson of %2").arg(lesson.id, builtin->file) });
            continue;
        }
        course.lessons.push_back(std::move(lesson));
    }
    std::stable_sort(course.lessons.begin(), course.lessons.end(), lessonComesBefore);
    return course;
}

} // namespace attnlab::app
