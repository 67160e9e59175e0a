#include "core/kernels/tile_operands.h"

#include <algorithm>

namespace attnlab::core {

namespace {

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
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
    packed.keyPanels.assign(static_cast<std::size_t>(packed.keys) * d, 0.0f);
    packed.values.assign(static_cast<std::size_t>(packed.keys) * packed.dvPadded, 0.0f);
    // Panel by panel, so the writes of one panel stay together.
    for (int j0 = 0; j0 < count; j0 += panelKeys) {
        float* panel = packed.keyPanels.data() + static_cast<std::size_t>(j0) * d;
        const int keys = std::min(panelKeys, count - j0);
        for (int t = 0; t < keys; ++t) {
            const float* key = k.row(start + static_cast<Eigen::Index>(step) * (j0 + t)).data();
            for (int c = 0; c < d; ++c)
                panel[static_cast<std::size_t>(c) * panelKeys + t] = key[c];
        }
    }
    for (int j = 0; j < count; ++j)
        std::copy_n(v.row(start + static_cast<Eigen::Index>(step) * j).data(), dv,
            packed.values.data() + static_cast<std::size_t>(j) * packed.dvPadded);
    return packed;
}

double tileOperandBytes(int count, int d, int dv, const ExactTileLayout& layout)
{
    const double keys = roundUp(count, kExactTilePackedKeys);
    return sizeof(float) * keys * (d + roundUp(dv, layout.valueColumns));
}

ExactTileInput tileInputOver(const Problem& problem, const TileOperands& operands, int keys, int keyTile)
{
    ExactTileInput input {};
    input.q = problem.q.data();
    input.keyPanels = operands.keyPanels.data();
    input.values = operands.values.data();
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
    : m_floats(static_cast<std::size_t>(rows) * (static_cast<std::size_t>(keyTile) + dvPadded + 3))
{
    m_work.scores = m_floats.data();
    m_work.accumulator = m_work.scores + static_cast<std::size_t>(rows) * keyTile;
    m_work.rowMax = m_work.accumulator + static_cast<std::size_t>(rows) * dvPadded;
    m_work.rowSum = m_work.rowMax + rows;
    m_work.correction = m_work.rowSum + rows;
}

double TileScratch::bytes(int rows, int keyTile, int dvPadded)
{
    return sizeof(float) * static_cast<double>(rows) * (static_cast<double>(keyTile) + dvPadded + 3);
}

} // namespace attnlab::core
