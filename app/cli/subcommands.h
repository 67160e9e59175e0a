#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab::app {

// Each returns the exit status; output on `out`, one-line errors are the caller's (exceptions).
int runVariantsCommand(const QStringList& arguments, QTextStream& out);
int runComputeCommand(const QStringList& arguments, QTextStream& out);
int runBenchCommand(const QStringList& arguments, QTextStream& out);

} // namespace attnlab::app
