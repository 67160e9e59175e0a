#pragma once

#include "core/pattern.h"
#include "core/problem.h"
#include "core/result.h"
#include "core/run_options.h"

namespace attnlab::core {

// Softmax attention of each query over its own row of `pattern` (the keys it may read): the shared engine of the
// pattern variants. Cost is (evaluated pairs) x (d + dv) multiply-adds; no N x N buffer unless the map is asked for,
// and that one is for display only. `pattern` must already respect causal; every row must be non-empty.
Result attendOverPattern(const Problem& problem, Pattern pattern, const RunOptions& options);

} // namespace attnlab::core
