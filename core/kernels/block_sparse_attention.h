#pragma once

#include "core/pattern.h"
#include "core/problem.h"
#include "core/result.h"
#include "core/run_options.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace attnlab::core {

// Which key blocks each query block attends to. Tokens are cut into blocks of `blockSize` consecutive tokens
// (the last block may be shorter); block row b lists its key blocks, sorted ascending and unique.
struct BlockLayout {
    int n = 0;
    int blockSize = 1;
    std::vector<std::int64_t> rowStart; // blockCount() + 1 offsets into keyBlocks
    std::vector<int> keyBlocks;

    int blockCount() const { return (n + blockSize - 1) / blockSize; }
    int blockBegin(int block) const { return block * blockSize; }
    int blockLength(int block) const { return std::min(blockSize, n - block * blockSize); }
    std::int64_t storageBytes() const
    {
        return static_cast<std::int64_t>(rowStart.size() * sizeof(std::int64_t) + keyBlocks.size() * sizeof(int));
    }
};

// Softmax attention in which every query of block row b sees exactly the keys of b's key blocks (and, under
// causal, only keys j <= i). Each run of consecutive key blocks is one key interval per query on the range kernel
// of exact attention (exact_tile_kernel.h) with an online softmax, so there is no N x N buffer; the counted
// multiply-adds are the pairs its blocks of six queries evaluate (rounded to 16 keys; under causal a block's keys
// reach its last query, and the future of its other rows is masked) x (d + dv). The map, when asked for, is filled
// by a second, display-only pass whose multiply-adds are not counted.
Result blockSparseAttention(const Problem& problem, const BlockLayout& layout, const RunOptions& options);

// The pairs of the layout, row by row (the keys of the row's key blocks, j <= i under causal): the result's pattern.
// The layout must be valid (blockSparseAttention checks it first).
Pattern blockSparsePattern(const BlockLayout& layout, bool causal, const RunOptions& options);

// What blockSparseAttention counts for this layout, without running it.
Cost blockSparseAttentionCost(const BlockLayout& layout, int d, int dv, bool causal, int threads);

} // namespace attnlab::core
