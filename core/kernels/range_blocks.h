#pragma once

#include "core/kernels/exact_tile_kernel.h"

#include <vector>

namespace attnlab::core {

// Cuts rows [0, rows) with key intervals first[r] .. last[r] (inclusive; first > last: none) into the blocks the
// range kernel runs (exact_tile_kernel.h), appended to `blocks`: each group of kExactTileBlockRows consecutive rows
// over the span of its intervals, or the group's rows one by one when their intervals lie so far apart that the
// common span costs more. Rows whose interval is empty are left out of single-row blocks (a group computes them and
// masks them). Returns the (query, key) pairs the appended blocks evaluate, masked ones included: the counted cost.
double planRangeBlocks(const int* first, const int* last, int rows, std::vector<ExactTileBlock>& blocks);

} // namespace attnlab::core
