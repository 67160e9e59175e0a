#pragma once

#include "app/state/lab_state.h"

#include <QString>

#include <functional>

namespace attnlab::app {

// What one change of the lab's state is as an undo step, read off the states before and after it.
struct UndoStep {
    enum class Kind {
        None, // not an undo step: the query, the colour map, the dock, leaving a lesson, or no real change
        Setup, // the input, the variant, a parameter, causal or scale: undoing restores the setup
        LessonStep, // a lesson step applied: undoing restores the setup and where the lesson stood
    };
    Kind kind = Kind::None;
    QString name; // for the Edit menu: "Set window = 8"
    // Steps in a row with the same key may merge into one (a slider drag, typing); empty: this one never merges.
    QString mergeKey;
};

// A lesson step's title as the learner reads it (empty when unknown): the lesson player knows it, the state
// only holds the lesson's id and the step's index.
using LessonStepTitle = std::function<QString(const LessonPosition&)>;

UndoStep describeUndoStep(const LabState& before, const LabState& after, const LessonStepTitle& titleOf = {});

} // namespace attnlab::app
