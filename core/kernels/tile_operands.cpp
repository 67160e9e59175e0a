#include "core/kernels/tile_operands.h"

#include "core/kernels/parallel_for.h"
#include "core/run_options.h"

#include <algorithm>
#include <cstring>

namespace attnlab::core {

namespace {

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

} // namespace

namespace {

typedef float FourFloats __attribute__((vector_size(4 * sizeof(float))));

FourFloats loadFour(const float* from)
{
    FourFloats v;
    std::memcpy(&v, from, sizeof v);
    return v;
}

void storeFour(float* to, FourFloats v)
{
    std::memcpy(to, &v, sizeof v);
}

// Columns t .. t + 3 of a panel (row c at panel + c * panelKeys) from four keys, four coefficients at a time as a
// 4 x 4 transposition in registers: half the loads and stores of one float at a time, which made packing take
// twice as long (a local window's run at N = 4096 spends a tenth of its time packing).
void transposeFourKeys(
    const float* k0, const float* k1, const float* k2, const float* k3, int d, float* panel, int panelKeys)
{
    int c = 0;
    for (; c + 4 <= d; c += 4) {
        const FourFloats a = loadFour(k0 + c);
        const FourFloats b = loadFour(k1 + c);
        const FourFloats e = loadFour(k2 + c);
        const FourFloats f = loadFour(k3 + c);
        const FourFloats abLow = __builtin_shufflevector(a, b, 0, 4, 1, 5);
        const FourFloats abHigh = __builtin_shufflevector(a, b, 2, 6, 3, 7);
        const FourFloats efLow = __builtin_shufflevector(e, f, 0, 4, 1, 5);
        const FourFloats efHigh = __builtin_shufflevector(e, f, 2, 6, 3, 7);
        float* row = panel + static_cast<std::size_t>(c) * panelKeys;
        storeFour(row, __builtin_shufflevector(abLow, efLow, 0, 1, 4, 5));
        storeFour(row + panelKeys, __builtin_shufflevector(abLow, efLow, 2, 3, 6, 7));
        storeFour(row + 2 * panelKeys, __builtin_shufflevector(abHigh, efHigh, 0, 1, 4, 5));
        storeFour(row + 3 * panelKeys, __builtin_shufflevector(abHigh, efHigh, 2, 3, 6, 7));
    }
    for (; c < d; ++c) {
        float* row = panel + static_cast<std::size_t>(c) * panelKeys;
        row[0] = k0[c];
        row[1] = k1[c];
        row[2] = k2[c];
        row[3] = k3[c];
    }
}

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

TileOperands packTileOperands(const Matrix& k, const Matrix& v, int start, int step, int count,
    const ExactTileLayout& layout, const RunOptions& options)
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
    parallelFor(options, panels, 16, [&](int first, int last) {
        for (int p = first; p < last; ++p) {
            const int j0 = p * panelKeys;
            float* panel = keyPanels + static_cast<std::size_t>(j0) * d;
            const int keys = std::max(0, std::min(panelKeys, count - j0));
            if (keys < panelKeys)
                std::fill_n(panel, static_cast<std::size_t>(panelKeys) * d, 0.0f);
            const auto key = [&](int t) { return k.row(start + static_cast<Eigen::Index>(step) * (j0 + t)).data(); };
            int t = 0;
            for (; t + 4 <= keys; t += 4)
                transposeFourKeys(key(t), key(t + 1), key(t + 2), key(t + 3), d, panel + t, panelKeys);
            for (; t < keys; ++t)
                for (int c = 0; c < d; ++c)
                    panel[static_cast<std::size_t>(c) * panelKeys + t] = key(t)[c];
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
    : m_floats(static_cast<std::size_t>(rows)
        * (static_cast<std::size_t>(scoreStride(keyTile)) + dvPadded + kExactTileWidestLanes + 3))
{
    m_work.scores = m_floats.data();
    m_work.scoreStride = scoreStride(keyTile);
    m_work.accumulator = m_work.scores + static_cast<std::size_t>(rows) * m_work.scoreStride;
    m_work.largest = m_work.accumulator + static_cast<std::size_t>(rows) * dvPadded;
    m_work.rowMax = m_work.largest + static_cast<std::size_t>(rows) * kExactTileWidestLanes;
    m_work.rowSum = m_work.rowMax + rows;
    m_work.correction = m_work.rowSum + rows;
}

double TileScratch::bytes(int rows, int keyTile, int dvPadded)
{
    return sizeof(float) * static_cast<double>(rows)
        * (static_cast<double>(scoreStride(keyTile)) + dvPadded + kExactTileWidestLanes + 3);
}

} // namespace attnlab::core
