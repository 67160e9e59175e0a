#pragma once

#include <QStringList>

namespace attnlab::app {

// Opens the main window. It takes no arguments yet: --lang, --lesson and session files (../shared/spec/cli.md)
// are refused with a message until their issues land.
int runDesktopApp(int argc, char** argv, const QStringList& arguments);

} // namespace attnlab::app
