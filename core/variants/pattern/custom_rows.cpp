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
    const BlockTruth truth = m_expression.classify(i0, i1, j0, j1, m_n, m_workspace);
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
        appendKeys(i, block.first, last,
            block.always ? BlockTruth::Always : m_expression.classify(i, i, block.first, last, m_n, m_workspace), keys);
    }
}

void CustomRows::appendKeys(int i, int j0, int j1, BlockTruth truth, std::vector<int>& keys)
{
    if (truth == BlockTruth::Never)
        return;
    if (truth == BlockTruth::Always) {
        for (int j = j0; j <= j1; ++j)
            keys.push_back(j);
        return;
    }
    // Undecided on the row: halves while one of them is decided (the edge of a band, one residue of a wide
    // period), so such rows evaluate a few keys; when both halves stay undecided the keys are evaluated at once,
    // which bounds the extra bounds to two per block for a condition that is undecided everywhere.
    const int width = j1 - j0 + 1;
    if (width > kNarrowest) {
        const int middle = j0 + width / 2;
        const BlockTruth left = m_expression.classify(i, i, j0, middle - 1, m_n, m_workspace);
        const BlockTruth right = m_expression.classify(i, i, middle, j1, m_n, m_workspace);
        if (left != BlockTruth::Mixed || right != BlockTruth::Mixed) {
            appendKeys(i, j0, middle - 1, left, keys);
            appendKeys(i, middle, j1, right, keys);
            return;
        }
    }
    for (int first = j0; first <= j1; first += CustomExpression::kLanes) {
        const int count = std::min(CustomExpression::kLanes, j1 - first + 1);
        m_expression.markKeys(i, first, count, m_n, m_workspace, m_marks.data());
        m_evaluatedPairs += count;
        for (int t = 0; t < count; ++t)
            if (m_marks[static_cast<std::size_t>(t)])
                keys.push_back(first + t);
    }
}

} // namespace attnlab::core
