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
    addLessons(&course, loadLessonFolder(userFolder));
    return course;
}

} // namespace attnlab::app
