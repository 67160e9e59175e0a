#pragma once

#include "core/problem.h"
#include "core/result.h"
#include "core/run_options.h"

namespace attnlab::core {

struct ExactTileKernel;

// Largest N computed by the dense path when options.exactPath is Auto (its N x N float buffer is 4 MiB here). With
// or without the map, so the counted cost is the one Variant::analyticCost predicts, and the map the app shows at
// these N is the one O is computed from, costed as the N x N matrix the lessons and the Cost dock describe.
constexpr int kDenseExactLimit = 1024;

// Exact softmax attention, O = softmax(s Q K^T [+ causal mask]) V. Dense (O = A V from the one N x N map, in row
// blocks on every thread) for small N, otherwise tiled: an online softmax over key tiles (no N x N buffer, O(N d)
// memory) in parallel over query tiles, on the widest vector build of the tile kernel this CPU runs, with the map,
// when wanted, computed beside it.
Result exactAttention(const Problem& problem, const RunOptions& options);

// The tiled path on one given build of its tile kernel (exact_tile_dispatch.h); exactAttention uses the chosen one.
// Without the map: tests compare the builds.
Result tiledExactAttention(const Problem& problem, const RunOptions& options, const ExactTileKernel& kernel);

// What exactAttention counts for this shape: the dense path computes all N^2 scores (causal masks them
// afterwards), the tiled path skips key tiles that lie wholly in the future.
Cost exactAttentionCost(int n, int d, int dv, bool causal, ExactPath path, int threads);

// The exact map A (N x N), for display and for oracles that need the exact scores.
Matrix exactMap(const Problem& problem);

} // namespace attnlab::core
