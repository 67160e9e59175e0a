#pragma once

#include "core/cancel_flag.h"
#include "core/run_options.h"

#include <functional>

namespace attnlab::core {

// Runs body(begin, end) over [0, count) in chunks of `grain`, on up to `threads` threads. Checks the cancel
// flag before each chunk; rethrows the first exception a chunk threw (Cancelled included) on the caller.
void parallelFor(
    int count, int grain, int threads, const CancelFlag& cancel, const std::function<void(int begin, int end)>& body);

// The threads parallelFor runs for these arguments.
int parallelWorkers(int count, int grain, int threads);

// The same on effectiveThreads(options) threads, checking options.cancel.
void parallelFor(const RunOptions& options, int count, int grain, const std::function<void(int begin, int end)>& body);
int parallelWorkers(const RunOptions& options, int count, int grain);

// As parallelFor, telling the body which of the parallelWorkers(options, count, grain) threads runs the chunk
// (0 is the caller's), so that state a chunk needs (a kernel's scratch) is made once per thread rather than once
// per chunk: with chunks of one tile that cost the exact kernel an allocation, a zero-fill and its page faults
// every tile.
void parallelForPerWorker(
    const RunOptions& options, int count, int grain, const std::function<void(int worker, int begin, int end)>& body);

} // namespace attnlab::core
