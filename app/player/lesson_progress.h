#pragma once

#include <QString>

namespace attnlab::app {

// How far a learner got in one lesson, kept across restarts in QSettings (group "lessons", a subgroup per lesson
// id): the step it was left at (0-based) and whether its last step was reached.
struct LessonProgress {
    int step = 0;
    bool finished = false;
    bool started = false; // a step of it was ever shown

    bool operator==(const LessonProgress& other) const
    {
        return step == other.step && finished == other.finished && started == other.started;
    }
};

LessonProgress readLessonProgress(const QString& lessonId);
void saveLessonProgress(const QString& lessonId, const LessonProgress& progress);

} // namespace attnlab::app
