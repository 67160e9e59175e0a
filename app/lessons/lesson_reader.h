#pragma once

#include "app/lessons/lesson.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace attnlab::app {

// What reading one lesson file gave: the lesson when the file has no fault, otherwise every fault found (each
// "<file>:<line>: <message>" naming the key or block at fault) and no lesson.
struct LessonReading {
    std::optional<Lesson> lesson;
    std::vector<LessonFault> faults;
};

// Reads a lesson (docs/lessons.md) from its bytes; `file` names it in the faults and in Lesson::file. Each step's
// state is checked like a saved lab state (app/state/lab_state_json.h): scenario and variant ids against the
// built-in catalogues, parameters against their declared ranges. Any input (empty, truncated, not UTF-8, huge)
// gives faults, never a crash.
LessonReading readLessonText(const QByteArray& bytes, const QString& file);
// The same from a file or a Qt resource (":/lessons/...").
LessonReading readLessonFile(const QString& path);

// The analysis docks a step may bring to the front, by object name (the main window's docks).
const QStringList& lessonDockNames();

} // namespace attnlab::app
