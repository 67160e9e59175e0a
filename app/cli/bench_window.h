#pragma once

#include "app/cli/subcommands.h"

#include <QStringList>
#include <QTextStream>

namespace attnlab::app {

// `attnlab bench --window`: drives the real main window offscreen and times, for each change of a variant's
// parameter (or of the input's seed), the wait from the change to the last paint of every visible panel, with
// where that time went: the computation on the worker (and of it, the kernels), the GUI thread's delivery and
// the paints. Starts widgets once its arguments are checked.
int runBenchWindowCommand(const QStringList& arguments, QTextStream& out, const ApplicationStarter& start);

} // namespace attnlab::app
