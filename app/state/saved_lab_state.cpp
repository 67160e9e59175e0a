#include "app/state/saved_lab_state.h"

#include "app/import/qkv_files.h"
#include "app/state/lab_state_json.h"
#include "core/error.h"

#include <QSettings>

namespace attnlab::app {

namespace {

const QString kKey = QStringLiteral("lab/state");

} // namespace

std::optional<LabState> readSavedLabState(QString* problem)
{
    const QSettings settings;
    if (!settings.contains(kKey))
        return std::nullopt;
    try {
        LabState state = labStateFromJsonText(settings.value(kKey).toByteArray());
        if (state.setup.imported) {
            try {
                // Checked against the checksums taken at import: a file changed since is noticed, not run.
                state.setup.imported = readImportedFiles(state.setup.imported->paths, state.setup.imported->sha256);
            } catch (const core::Error& failure) {
                // The files moved or changed since: keep the rest of the setup, on the default sequence.
                if (problem)
                    *problem = QString::fromUtf8(failure.what());
                state.setup.imported.reset();
                if (state.setup.usesImported())
                    state.setup.source = core::LabSetup().source;
            }
        }
        return state;
    } catch (const core::Error& failure) {
        if (problem)
            *problem = QString::fromUtf8(failure.what());
        return std::nullopt;
    }
}

void saveLabState(const LabState& state)
{
    QSettings().setValue(kKey, labStateToJsonText(state));
}

} // namespace attnlab::app
