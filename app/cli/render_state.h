#pragma once

#include "app/cli/argument_list.h"
#include "app/cli/command_input.h"
#include "app/state/lab_state.h"

#include <QString>

namespace attnlab::app {

// The lab's state a `render` command line describes: --session FILE (the saved state), or the input and variant
// options of `compute` (command_input.h). Throws UsageError for a wrong command line, core::Error for a file that
// cannot be read.
LabState takeRenderState(ArgumentList& arguments);

// The state the window would hold for `input` (a scenario with its parameters, or the files it read).
LabState labStateFor(const CommandInput& input);

// The state saved in a session file, its imported files read. Throws core::Error naming the file and the field.
LabState readSessionState(const QString& path);

} // namespace attnlab::app
