#pragma once

#include "app/lessons/lesson_library.h"

#include <QString>

namespace attnlab::app {

// The folder of a user's own lessons: <AppDataLocation>/lessons (its "formulas" subfolder holds their typeset
// formulas, tools/formulas/README.md).
QString userLessonFolder();
QString userFormulaFolder();

// The course the window offers: the built-in lessons, then the lessons of `userFolder` when it exists. A user's
// lesson with a built-in lesson's id is a fault and left out, so the course never changes under a learner.
LessonLibrary loadCourse(const QString& userFolder);

} // namespace attnlab::app
