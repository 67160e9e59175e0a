#pragma once

#include "core/matrix.h"

#include <functional>
#include <limits>

namespace attnlab::core {

enum class PoolMode {
    Mean, // the block average: keeps row mass comparable
    MaxAbs, // the entry of largest magnitude (sign kept): a single strong weight or error stays visible
};

// The smallest and largest entries of a matrix, NaN skipped (infinities kept); lower > upper when there are none.
struct EntryRange {
    float lower = std::numeric_limits<float>::infinity();
    float upper = -std::numeric_limits<float>::infinity();
};

// Pools `m` to at most rows x cols cells by splitting its rows and columns into near-equal blocks, so a
// 4096 x 4096 map is drawn with as many cells as the view has pixels. Returns m unchanged when it already fits.
// With `range`, it also takes the range of m's entries, in the same pass over them (a view needs both).
Matrix downsample(const Matrix& m, int rows, int cols, PoolMode mode, EntryRange* range = nullptr);

// As downsample, for a matrix of inRows x n handed over row by row: rowAt(i) gives row i (n floats, read before the
// next call), called once for each row in order, so a caller can pool rows while it writes them (the window pools a
// map as it sorts it by bucket: one pass over 64 MiB instead of two). A matrix that already fits comes back cell for
// cell.
Matrix downsampleRows(Eigen::Index inRows, Eigen::Index n, const std::function<const float*(Eigen::Index)>& rowAt,
    int rows, int cols, PoolMode mode, EntryRange* range = nullptr);

} // namespace attnlab::core
