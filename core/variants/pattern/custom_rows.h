#pragma once

// The rows of the `custom` variant's field (core/variants/pattern/custom_expression.h), found a tile at a time: the
// keys of each tile of kTile queries are split in halves, blocks of kTile keys at the end, and the expression's
// interval bounds (CustomExpression::classify) skip the blocks where it holds on no pair and take whole the blocks
// where it holds on every pair; only the pairs of the blocks it cannot decide are evaluated, kLanes keys at a time
// and first classified row by row. A band or a few columns thus evaluate O(N) pairs, not N^2.

#include "core/variants/pattern/custom_expression.h"

#include <cstdint>
#include <vector>

namespace attnlab::core {

class CustomRows {
public:
    static constexpr int kTile = 64;

    CustomRows(CustomExpression expression, int n, bool causal);

    // Appends the keys j <= lastKey of query i's field, ascending (i itself only where the expression holds):
    // the RowKeys of buildPattern (core/variants/pattern/pattern_building.h). Rows in any order; in order of i they
    // reuse each tile's blocks.
    void appendRow(int i, int lastKey, std::vector<int>& keys);
    // The pairs evaluated one by one so far (the keys of the undecided blocks), to check that the tiles save work.
    std::int64_t evaluatedPairs() const { return m_evaluatedPairs; }

private:
    struct KeyBlock {
        int first = 0;
        int last = 0;
        bool always = false; // otherwise undecided
    };

    void classifyTile(int tile);
    void splitKeys(int i0, int i1, int j0, int j1);

    CustomExpression m_expression;
    int m_n;
    bool m_causal;
    int m_tile = -1; // the tile m_blocks describe
    std::vector<KeyBlock> m_blocks;
    std::vector<std::int64_t> m_scratch;
    std::vector<std::uint8_t> m_marks;
    std::int64_t m_evaluatedPairs = 0;
};

} // namespace attnlab::core
