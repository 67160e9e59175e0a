#pragma once

#include "app/state/lab_state.h"

#include <QObject>

namespace attnlab::app {

// The one place that changes the lab's state. Panels show state() and ask for changes through the setters; every
// change, whoever asked for it, is announced once by changed() with what it touched. A setter that changes nothing
// announces nothing, so a panel refreshing itself from the state cannot start a loop.
class LabModel : public QObject {
    Q_OBJECT

public:
    explicit LabModel(QObject* parent = nullptr);

    const LabState& state() const { return m_state; }

    // Replaces the whole state (a saved setup, a session, a lesson step). Checks it first (core::validateLabSetup)
    // and throws core::Error naming the field at fault, leaving the current state untouched.
    void setState(const LabState& state);

    // The edits the panels ask for. Ids that are not in the catalogues are ignored.
    void setSource(const QString& scenarioId); // a scenario, or core::LabSetup::kImportedSource
    void setScenarioParams(const core::Params& params); // of the current scenario
    void setImported(core::ImportedFiles files); // becomes the source
    void setCausal(bool causal);
    void setScale(std::optional<double> scale);
    void setVariant(const QString& variantId); // with the parameters it had last
    void setVariantParams(const core::Params& params); // of the current variant
    // New random draws (features, a random pattern) for the current variant: its seed moves to the next value in
    // the parameter's range. Nothing for a variant without a seed.
    void nextSeed();
    void setQuery(std::optional<int> query);
    void setColormap(const QString& name);
    void setLogScale(bool logScale);
    void setFrontDock(const QString& objectName);
    void setLesson(std::optional<LessonPosition> lesson);

signals:
    void changed(attnlab::app::LabChanges what);

private:
    void commit(LabState next);

    LabState m_state;
};

} // namespace attnlab::app
