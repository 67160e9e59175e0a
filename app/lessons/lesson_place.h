#pragma once

#include "app/lessons/lesson.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace attnlab::app {

// Where a lesson stands in the course, as the course list and the handout tell the learner: what it builds on
// (`assumes:`) and which seed sections it teaches (`covers:`).
class LessonPlace {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::LessonPlace)

public:
    // The titles, in `language`, of the lessons `lesson` assumes, found in `course` (an id the course lacks is
    // shown as the id).
    static QStringList assumedTitles(const Lesson& lesson, const std::vector<Lesson>& course, const QString& language);
    // "Builds on: <titles> · Seed: <sections>" in the interface language, each part only when the lesson gives
    // it; empty when it gives neither. A section's code keeps its seed and number together (a no-break space).
    static QString describe(const Lesson& lesson, const QStringList& assumedTitles);
};

} // namespace attnlab::app
