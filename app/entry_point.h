#pragma once

namespace attnlab::app {

// Dispatches to a CLI subcommand when one is named, otherwise opens the desktop app.
int run(int argc, char** argv);

} // namespace attnlab::app
