#pragma once

#include <QString>
#include <QStringList>

namespace attnlab::app {

class MainWindow;
struct DesktopArguments;

// Opens the main window. `arguments` are the window's command line (parseDesktopArguments): a wrong one is a
// one-line error and exit status 2 before any window opens.
int runDesktopApp(int argc, char** argv, const QStringList& arguments);

// What the command line asks of a new window: open the session file, or the lesson at its step. Returns the exit
// status for a failure (2 for a lesson or step the course lacks, 1 for a session file that does not open), with
// the one-line reason in *error ("attnlab: lesson.attnlab: variant.id: unknown variant 'x'"); 0 when done.
int applyDesktopArguments(MainWindow* window, const DesktopArguments& arguments, QString* error);

} // namespace attnlab::app
