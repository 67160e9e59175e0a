#pragma once

#include "core/kernels/exact_tile_kernel.h"
#include "core/matrix.h"
#include "core/problem.h"

#include <vector>

namespace attnlab::core {

// Keys and values laid out for the tile kernels (exact_tile_kernel.h): keys in panels of layout.panelKeys (d rows
// of key-contiguous floats), values row-major with dvPadded columns; both zero past the last key up to a multiple
// of kExactTilePackedKeys keys, and the values past dv.
struct TileOperands {
    std::vector<float> keyPanels;
    std::vector<float> values;
    int keys = 0; // packed keys, padding included
    int dvPadded = 0;
};

// The keys and values of tokens start, start + step, ... (count of them).
TileOperands packTileOperands(
    const Matrix& k, const Matrix& v, int start, int step, int count, const ExactTileLayout& layout);

// Bytes packTileOperands holds for `count` keys.
double tileOperandBytes(int count, int d, int dv, const ExactTileLayout& layout);

// The kernels' input over `operands` of `keys` keys for the problem's queries (rows of problem.q), its scale and
// causal flag; `out` is left null.
ExactTileInput tileInputOver(const Problem& problem, const TileOperands& operands, int keys, int keyTile);

// One worker's scratch for the tile kernels, for up to `rows` query rows: scores rows x keyTile, the accumulator
// rows x dvPadded and three row vectors.
class TileScratch {
public:
    TileScratch(int rows, int keyTile, int dvPadded);
    const ExactTileWork& work() const { return m_work; }
    static double bytes(int rows, int keyTile, int dvPadded);

private:
    std::vector<float> m_floats;
    ExactTileWork m_work {};
};

} // namespace attnlab::core
