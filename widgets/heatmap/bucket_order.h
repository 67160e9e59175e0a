#pragma once

#include "core/matrix.h"
#include "widgets/heatmap/map_display.h"

#include <QSize>

#include <vector>

namespace attnlab::widgets {

// One run of equal labels in the sorted order: positions first .. first + size - 1 all carry `label`.
struct LabelBlock {
    int label = 0;
    int first = 0;
    int size = 0;
};

// Tokens sorted by their bucket (or cluster) id, so a map whose rows and columns are reordered this way shows
// the method's decision as blocks: a query can only read keys of its own bucket, which become one rectangle.
struct BucketOrder {
    std::vector<int> order; // order[k]: the token shown at position k (ascending label, ties by token index)
    std::vector<int> positions; // positions[t]: where token t is shown (the inverse of order)
    std::vector<LabelBlock> blocks; // the runs of equal labels, in order

    // Positions k > 0 where a new block starts: a boundary lies between k - 1 and k.
    std::vector<int> boundaries() const;
};

// Stable sort of the tokens by label (labels may be any integers, need not be contiguous).
BucketOrder bucketOrder(const std::vector<int>& labels);

// result(r, c) = matrix(rowOrder[r], columnOrder[c]). Each order must be a permutation of its dimension's indices;
// throws core::Error otherwise (a wrong order would silently show another matrix).
core::Matrix permuted(
    const core::Matrix& matrix, const std::vector<int>& rowOrder, const std::vector<int>& columnOrder);
// The same into `result`, which must have the matrix's shape (a buffer reused: no fresh N x N memory).
void permuteInto(const core::Matrix& matrix, const std::vector<int>& rowOrder, const std::vector<int>& columnOrder,
    core::Matrix& result);
// permuteInto, and prepareMapDisplay of the result for a plot area of `area`, in one pass: each sorted row is pooled
// while it is in cache (at N = 4096 a read of 64 MiB less per map).
MapDisplay permuteIntoWithDisplay(const core::Matrix& matrix, const std::vector<int>& rowOrder,
    const std::vector<int>& columnOrder, core::Matrix& result, const QSize& area, core::PoolMode mode);

} // namespace attnlab::widgets
