#pragma once

#include "core/cancel_flag.h"

#include <functional>

namespace attnlab::core {

// Runs body(begin, end) over [0, count) in chunks of `grain`, on up to `threads` threads. Checks the cancel
// flag before each chunk; rethrows the first exception a chunk threw (Cancelled included) on the caller.
void parallelFor(
    int count, int grain, int threads, const CancelFlag& cancel, const std::function<void(int begin, int end)>& body);

} // namespace attnlab::core
