#pragma once

#include "core/lab_setup.h"

#include <QFlags>
#include <QMetaType>
#include <QString>

#include <optional>

namespace attnlab::app {

// Where a lesson stands (the lesson player fills this in; empty while no lesson is open).
struct LessonPosition {
    QString lessonId;
    int step = 0;

    bool operator==(const LessonPosition& other) const { return lessonId == other.lessonId && step == other.step; }
    bool operator!=(const LessonPosition& other) const { return !(*this == other); }
};

// The whole setup of the lab as one value: what the engine computes (core::LabSetup) and how the window shows
// it. Sessions, lessons, the saved "last inputs" and (later) undo all read and write this one value; every panel
// shows it and asks the LabModel to change it.
struct LabState {
    core::LabSetup setup;
    std::optional<int> query; // the query every view explains; empty: the middle one
    QString colormap = QStringLiteral("viridis"); // the weights' colour map (widgets::colormapNames())
    bool logScale = false; // weights drawn on a logarithmic colour scale, so a sparse map's small weights show
    QString frontDock; // object name of the analysis dock in front; empty: the window's default
    std::optional<LessonPosition> lesson;

    bool operator==(const LabState& other) const;
    bool operator!=(const LabState& other) const { return !(*this == other); }
};

// What a change touched, so each listener redoes only its part.
enum class LabChange {
    Input = 1 << 0, // source, its parameters, imported files, causal, scale: the exact result changes
    Variant = 1 << 1, // the variant or its parameters
    Query = 1 << 2,
    Maps = 1 << 3, // how the maps are drawn (the colour map, the log scale)
    Dock = 1 << 4,
    Lesson = 1 << 5,
};
Q_DECLARE_FLAGS(LabChanges, LabChange)
Q_DECLARE_OPERATORS_FOR_FLAGS(LabChanges)

LabChanges differences(const LabState& before, const LabState& after);

} // namespace attnlab::app

Q_DECLARE_METATYPE(attnlab::app::LabChanges)
