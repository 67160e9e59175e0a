#pragma once

#include <QStringList>
#include <QTextStream>

#include <functional>

namespace attnlab::app {

// Each returns the exit status; output on `out`, one-line errors are the caller's (exceptions).
int runVariantsCommand(const QStringList& arguments, QTextStream& out);
int runComputeCommand(const QStringList& arguments, QTextStream& out);
int runBenchCommand(const QStringList& arguments, QTextStream& out);

// Makes the application object a command needs, once, when the command has checked its arguments (so a wrong
// command line fails before any platform starts): one that draws widgets, or a core one.
using ApplicationStarter = std::function<void(bool drawsWidgets)>;
// `attnlab lessons --help` describes it; the handouts draw the window's maps, so `export` starts widgets.
int runLessonsCommand(const QStringList& arguments, QTextStream& out, const ApplicationStarter& start);
// `attnlab render`: one of the window's views as a figure file; starts widgets once its arguments are checked.
int runRenderCommand(const QStringList& arguments, QTextStream& out, const ApplicationStarter& start);

} // namespace attnlab::app
