#pragma once

#include "app/lessons/lesson.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace attnlab::app {

// The lessons found in a folder or among the built-in resources: every good one, in course order, and every fault
// of the others. One bad file never keeps the good ones from loading.
struct LessonLibrary {
    std::vector<Lesson> lessons; // sorted by lessonComesBefore
    std::vector<LessonFault> faults;

    const Lesson* find(const QString& id) const; // nullptr when no lesson has that id
};

// Where the built-in lessons are compiled in (lessons/*.lesson listed in a .qrc under the prefix "/lessons").
inline const QString kBuiltinLessonFolder = QStringLiteral(":/lessons");
// A lesson file's name ends so.
inline const QString kLessonSuffix = QStringLiteral(".lesson");

// Reads the given files in order. A lesson whose id an earlier file already used is a fault and is left out.
LessonLibrary loadLessonFiles(const QStringList& paths);
// Every *.lesson file directly in `folder` (a directory or a ":/..." resource folder), by file name. A folder that
// does not exist is a fault.
LessonLibrary loadLessonFolder(const QString& folder);
// `more` (a teacher's folder) joined to `library` (the built-in course): its faults kept, a lesson whose id the
// library already has left out as a fault, the lessons in course order again, their assumptions checked.
void addLessons(LessonLibrary* library, LessonLibrary more);
// The lessons compiled in under kBuiltinLessonFolder; none (and no fault) when no lesson resource is linked in.
// Their `assumes:` are checked among themselves (checkAssumptions).
LessonLibrary loadBuiltinLessons();

// Every id a lesson `assumes:` must be a lesson of the library that comes before it in the course order
// (lessonComesBefore); a lesson where one is not gets a fault on its assumes: line and is left out, and so, in
// turn, is a lesson that assumes a lesson left out. The course is checked once it is put together: the built-in
// lessons by loadBuiltinLessons, a folder joined to them by addLessons (its lessons may build on built-in ones);
// loadLessonFiles and loadLessonFolder alone read a part of a course and do not check.
void checkAssumptions(LessonLibrary* library);

} // namespace attnlab::app
