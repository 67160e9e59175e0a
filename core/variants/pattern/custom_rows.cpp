#include "core/variants/pattern/custom_rows.h"

#include <algorithm>
#include <utility>

namespace attnlab::core {

CustomRows::CustomRows(CustomExpression expression, int n, bool causal)
    : m_expression(std::move(expression)), m_n(n), m_causal(causal), m_marks(CustomExpression::kLanes)
{
}

void CustomRows::classifyTile(int tile)
{
    m_tile = tile;
    m_blocks.clear();
    const int i0 = tile * kTile;
    const int i1 = std::min(m_n, i0 + kTile) - 1;
    splitKeys(i0, i1, 0, m_causal ? i1 : m_n - 1);
}

void CustomRows::splitKeys(int i0, int i1, int j0, int j1)
{
    const BlockTruth truth = m_expression.classify(i0, i1, j0, j1, m_n);
    if (truth == BlockTruth::Never)
        return;
    const int width = j1 - j0 + 1;
    if (truth == BlockTruth::Always || width <= kTile) {
        const bool always = truth == BlockTruth::Always;
        if (always && !m_blocks.empty() && m_blocks.back().always && m_blocks.back().last + 1 == j0)
            m_blocks.back().last = j1;
        else
            m_blocks.push_back({ j0, j1, always });
        return;
    }
    // Halves on block boundaries, so the undecided blocks end up aligned kTile-wide blocks; depth log2(N / kTile).
    const int blocks = (width + kTile - 1) / kTile;
    const int middle = j0 + (blocks / 2) * kTile;
    splitKeys(i0, i1, j0, middle - 1);
    splitKeys(i0, i1, middle, j1);
}

void CustomRows::appendRow(int i, int lastKey, std::vector<int>& keys)
{
    if (i / kTile != m_tile)
        classifyTile(i / kTile);
    for (const KeyBlock& block : m_blocks) {
        if (block.first > lastKey)
            break;
        const int last = std::min(block.last, lastKey);
        const BlockTruth truth
            = block.always ? BlockTruth::Always : m_expression.classify(i, i, block.first, last, m_n);
        if (truth == BlockTruth::Never)
            continue;
        if (truth == BlockTruth::Always) {
            for (int j = block.first; j <= last; ++j)
                keys.push_back(j);
            continue;
        }
        for (int j0 = block.first; j0 <= last; j0 += CustomExpression::kLanes) {
            const int count = std::min(CustomExpression::kLanes, last - j0 + 1);
            m_expression.markKeys(i, j0, count, m_n, m_scratch, m_marks.data());
            m_evaluatedPairs += count;
            for (int t = 0; t < count; ++t)
                if (m_marks[static_cast<std::size_t>(t)])
                    keys.push_back(j0 + t);
        }
    }
}

} // namespace attnlab::core
