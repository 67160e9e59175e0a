#pragma once

#include "core/kernels/aligned_floats.h"
#include "core/kernels/exact_tile_kernel.h"
#include "core/matrix.h"
#include "core/problem.h"
#include "core/run_options.h"

namespace attnlab::core {

// Keys and values laid out for the tile kernels (exact_tile_kernel.h): keys in panels of layout.panelKeys (d rows
// of key-contiguous floats, zero past the last key up to a multiple of kExactTilePackedKeys keys), values row-major
// with dvPadded columns (zero past dv). The kernels read no value row past the last key (their weights there are
// 0), so contiguous values whose dv needs no padding are read where they are, not copied.
struct TileOperands {
    AlignedFloats keyPanels; // packTileOperands writes every float
    AlignedFloats copiedValues; // none when the values are read in place
    const float* values = nullptr;
    int keys = 0; // packed keys, padding included
    int dvPadded = 0;
};

// The keys and values of tokens start, start + step, ... (count of them). `v` must outlive the result.
TileOperands packTileOperands(const Matrix& k, const Matrix& v, int start, int step, int count,
    const ExactTileLayout& layout, const RunOptions& options);

// Bytes packTileOperands holds for `count` keys of a lattice with this step.
double tileOperandBytes(int count, int step, int d, int dv, const ExactTileLayout& layout);

// The kernels' input over `operands` of `keys` keys for the problem's queries (rows of problem.q), its scale and
// causal flag; `out` is left null.
ExactTileInput tileInputOver(const Problem& problem, const TileOperands& operands, int keys, int keyTile);

// One worker's scratch for the tile kernels, for up to `rows` query rows: scores rows x keyTile, the accumulator
// rows x dvPadded, the per-lane maxima and three row vectors. Not initialised: the kernels write scores before reading them, and their
// callers set the running state (a zero-fill cost a sparse run at N = 4096 about 5% of its time).
class TileScratch {
public:
    TileScratch(int rows, int keyTile, int dvPadded);
    const ExactTileWork& work() const { return m_work; }
    static double bytes(int rows, int keyTile, int dvPadded);

private:
    AlignedFloats m_floats;
    ExactTileWork m_work {};
};

} // namespace attnlab::core
