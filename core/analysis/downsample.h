#pragma once

#include "core/matrix.h"

namespace attnlab::core {

enum class PoolMode {
    Mean, // the block average: keeps row mass comparable
    MaxAbs, // the entry of largest magnitude (sign kept): a single strong weight or error stays visible
};

// Pools `m` to at most rows x cols cells by splitting its rows and columns into near-equal blocks, so a
// 4096 x 4096 map is drawn with as many cells as the view has pixels. Returns m unchanged when it already fits.
Matrix downsample(const Matrix& m, int rows, int cols, PoolMode mode);

} // namespace attnlab::core
