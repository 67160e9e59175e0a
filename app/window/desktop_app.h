#pragma once

#include <QStringList>

namespace attnlab::app {

// Opens the main window (arguments: [--lang L] [--lesson ID] [SESSION.attnlab]).
int runDesktopApp(int argc, char** argv, const QStringList& arguments);

} // namespace attnlab::app
