#pragma once

#include "app/state/lab_state.h"
#include "app/state/undo_step.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace attnlab::app {

class LabModel;

// Undo and redo for one LabModel, kept beside it: the model stays the only writer and knows nothing of this. The
// history remembers the last state it saw; each change the model announces becomes a command holding the states
// before and after it (UndoStep says whether it is one and names it), unless it is the history's own undo or redo.
// A command restores only the parts it changed, the setup (and, for a lesson step, where the lesson stood), so
// undoing never takes back a query, a colour map or a dock chosen since.
//
// Changes of one parameter in a row (a slider drag, a spin box held down, typing) are one step while each comes
// within mergeInterval of the last; a drag that ends where it began leaves no step at all.
class LabHistory : public QObject {
    Q_OBJECT

public:
    // Milliseconds on any steady scale; tests give their own so they need not sleep.
    using Clock = std::function<qint64()>;
    static constexpr qint64 kMergeIntervalMs = 1000;

    explicit LabHistory(LabModel* model, QObject* parent = nullptr);

    QUndoStack* stack() const { return m_stack; }
    // Forgets every step and starts from the model's current state (after New or Open session).
    void clear();

    void setClock(Clock clock) { m_clock = std::move(clock); }
    void setLessonStepTitle(LessonStepTitle titleOf) { m_lessonStepTitle = std::move(titleOf); }

private:
    friend class LabChangeCommand;

    void record(LabChanges what);
    // Sets the model to `state` without recording it (an undo or a redo).
    void apply(const LabState& state);

    LabModel* m_model = nullptr;
    QUndoStack* m_stack = nullptr;
    LabState m_seen; // the model's state after the last change this history saw
    bool m_applying = false;
    Clock m_clock;
    LessonStepTitle m_lessonStepTitle;
};

} // namespace attnlab::app
