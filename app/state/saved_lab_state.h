#pragma once

#include "app/state/lab_state.h"

#include <QString>

#include <optional>

namespace attnlab::app {

// The lab's state kept across restarts ("last inputs"), stored in QSettings as the same JSON a session file
// holds, so the format is read and written every day. Imported files are referenced (path and SHA-256), never
// embedded: the settings stay small, and a file changed since it was imported is noticed.

// The saved state, with its imported files read again; nothing when none is saved. A saved state that no longer
// reads (edited by hand, files moved away) gives nothing and says why in *problem.
std::optional<LabState> readSavedLabState(QString* problem);
void saveLabState(const LabState& state);

} // namespace attnlab::app
