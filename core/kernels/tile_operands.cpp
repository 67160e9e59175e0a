#include "core/kernels/tile_operands.h"

#include "core/kernels/parallel_for.h"
#include "core/run_options.h"

#include <algorithm>

namespace attnlab::core {

namespace {

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

} // namespace

namespace {

// Rows of the score tile one cache line longer than the keys: at a power-of-two stride (a key tile of 512 floats
// is 2 KiB) the rows of a panel's scores share a few sets of L1. On the machine of docs/performance.md the padding
// measured no faster with 512-key tiles; it keeps other tile sizes and caches from the pathological case.
int scoreStride(int keyTile)
{
    return keyTile + 16;
}

bool valuesInPlace(int step, int dv, const ExactTileLayout& layout)
{
    return step == 1 && roundUp(dv, layout.valueColumns) == dv;
}

} // namespace

TileOperands packTileOperands(
    const Matrix& k, const Matrix& v, int start, int step, int count, const ExactTileLayout& layout)
{
    const int d = static_cast<int>(k.cols());
    const int dv = static_cast<int>(v.cols());
    const int panelKeys = layout.panelKeys;
    TileOperands packed;
    packed.keys = roundUp(count, kExactTilePackedKeys);
    packed.dvPadded = roundUp(dv, layout.valueColumns);
    packed.keyPanels = AlignedFloats(static_cast<std::size_t>(packed.keys) * d);
    // Panel by panel, so the writes of one panel stay together, on every thread (a transposition that would
    // otherwise take a good part of a sparse variant's run); lanes past the last key are zero.
    const int panels = packed.keys / panelKeys;
    float* const keyPanels = packed.keyPanels.data();
    parallelFor(panels, 16, effectiveThreads(RunOptions {}), CancelFlag(), [&](int first, int last) {
        for (int p = first; p < last; ++p) {
            const int j0 = p * panelKeys;
            float* panel = keyPanels + static_cast<std::size_t>(j0) * d;
            const int keys = std::max(0, std::min(panelKeys, count - j0));
            if (keys < panelKeys)
                std::fill_n(panel, static_cast<std::size_t>(panelKeys) * d, 0.0f);
            for (int t = 0; t < keys; ++t) {
                const float* key = k.row(start + static_cast<Eigen::Index>(step) * (j0 + t)).data();
                for (int c = 0; c < d; ++c)
                    panel[static_cast<std::size_t>(c) * panelKeys + t] = key[c];
            }
        }
    });
    if (valuesInPlace(step, dv, layout) && count > 0) {
        packed.values = v.row(start).data();
        return packed;
    }
    const std::size_t copied = static_cast<std::size_t>(std::max(count, 1)) * packed.dvPadded;
    packed.copiedValues = AlignedFloats(copied);
    std::fill_n(packed.copiedValues.data(), copied, 0.0f);
    for (int j = 0; j < count; ++j)
        std::copy_n(v.row(start + static_cast<Eigen::Index>(step) * j).data(), dv,
            packed.copiedValues.data() + static_cast<std::size_t>(j) * packed.dvPadded);
    packed.values = packed.copiedValues.data();
    return packed;
}

double tileOperandBytes(int count, int step, int d, int dv, const ExactTileLayout& layout)
{
    const double keys = roundUp(count, kExactTilePackedKeys);
    const double values = valuesInPlace(step, dv, layout) ? 0.0 : std::max(count, 1) * roundUp(dv, layout.valueColumns);
    return sizeof(float) * (keys * d + values);
}

ExactTileInput tileInputOver(const Problem& problem, const TileOperands& operands, int keys, int keyTile)
{
    ExactTileInput input {};
    input.q = problem.q.data();
    input.keyPanels = operands.keyPanels.data();
    input.values = operands.values;
    input.n = keys;
    input.d = problem.d();
    input.dv = problem.dv();
    input.dvPadded = operands.dvPadded;
    input.scale = static_cast<float>(problem.effectiveScale());
    input.causal = problem.causal;
    input.keyTile = keyTile;
    return input;
}

TileScratch::TileScratch(int rows, int keyTile, int dvPadded)
    : m_floats(static_cast<std::size_t>(rows) * (static_cast<std::size_t>(scoreStride(keyTile)) + dvPadded + 3))
{
    std::fill_n(m_floats.data(), static_cast<std::size_t>(bytes(rows, keyTile, dvPadded) / sizeof(float)), 0.0f);
    m_work.scores = m_floats.data();
    m_work.scoreStride = scoreStride(keyTile);
    m_work.accumulator = m_work.scores + static_cast<std::size_t>(rows) * m_work.scoreStride;
    m_work.rowMax = m_work.accumulator + static_cast<std::size_t>(rows) * dvPadded;
    m_work.rowSum = m_work.rowMax + rows;
    m_work.correction = m_work.rowSum + rows;
}

double TileScratch::bytes(int rows, int keyTile, int dvPadded)
{
    return sizeof(float) * static_cast<double>(rows) * (static_cast<double>(scoreStride(keyTile)) + dvPadded + 3);
}

} // namespace attnlab::core
