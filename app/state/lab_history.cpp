#include "app/state/lab_history.h"

#include "app/state/lab_model.h"
#include "core/error.h"

#include <QElapsedTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <memory>
#include <utility>

namespace attnlab::app {

// One undo step: the states before and after it, of which undo and redo put back only the parts the step is about.
class LabChangeCommand : public QUndoCommand {
public:
    LabChangeCommand(LabHistory& history, LabState before, LabState after, const UndoStep& step, qint64 time)
        : QUndoCommand(step.name), m_history(history), m_before(std::move(before)), m_after(std::move(after)),
          m_kind(step.kind), m_mergeKey(step.mergeKey), m_lastTime(time)
    {
    }

    void undo() override { m_history.apply(restored(m_before)); }
    void redo() override
    {
        // Pushed after the model already changed: the first redo has nothing to do.
        if (m_pushed)
            m_history.apply(restored(m_after));
        m_pushed = true;
    }

    // Every mergeable step has the same id; mergeWith decides by the key and the time.
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 1; }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const LabChangeCommand*>(other);
        if (next->m_mergeKey != m_mergeKey || next->m_lastTime - m_lastTime > LabHistory::kMergeIntervalMs)
            return false;
        m_after = next->m_after;
        m_lastTime = next->m_lastTime;
        setText(next->text());
        setObsolete(m_after.setup == m_before.setup);
        return true;
    }

private:
    // The current state with this step's parts taken from `source`.
    LabState restored(const LabState& source) const
    {
        LabState state = m_history.m_model->state();
        state.setup = source.setup;
        if (m_kind == UndoStep::Kind::LessonStep)
            state.lesson = source.lesson;
        return state;
    }

    LabHistory& m_history;
    LabState m_before;
    LabState m_after;
    UndoStep::Kind m_kind;
    QString m_mergeKey;
    qint64 m_lastTime; // of the latest change merged in
    bool m_pushed = false;
};

LabHistory::LabHistory(LabModel* model, QObject* parent)
    : QObject(parent), m_model(model), m_stack(new QUndoStack(this)), m_seen(model->state())
{
    auto steady = std::make_shared<QElapsedTimer>();
    steady->start();
    m_clock = [steady] { return steady->elapsed(); };
    connect(m_model, &LabModel::changed, this, &LabHistory::record);
}

void LabHistory::clear()
{
    m_stack->clear();
    m_seen = m_model->state();
}

void LabHistory::record(LabChanges)
{
    const LabState before = std::exchange(m_seen, m_model->state());
    if (m_applying)
        return;
    const UndoStep step = describeUndoStep(before, m_seen, m_lessonStepTitle);
    if (step.kind == UndoStep::Kind::None)
        return;
    m_stack->push(new LabChangeCommand(*this, before, m_seen, step, m_clock()));
}

void LabHistory::apply(const LabState& state)
{
    m_applying = true;
    try {
        m_model->setState(state);
    } catch (const core::Error&) {
        // Every state recorded was valid when the model took it; only a changed catalogue could refuse one now, and
        // an undo must not throw through QUndoStack: the step is then a no-op.
    }
    m_applying = false;
}

} // namespace attnlab::app
