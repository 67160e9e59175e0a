#pragma once

#include <QStringList>

namespace attnlab::app {

// Opens the main window. `arguments` are the window's command line (parseDesktopArguments): a wrong one is a
// one-line error and exit status 2 before any window opens.
int runDesktopApp(int argc, char** argv, const QStringList& arguments);

} // namespace attnlab::app
