#pragma once

// The rows of the `custom` variant's field (core/variants/pattern/custom_expression.h), found a tile at a time: the
// keys of each tile of kTile queries are split in halves, blocks of kTile keys at the end, and the expression's
// interval bounds (CustomExpression::classify) skip the blocks where it holds on no pair and take whole the blocks
// where it holds on every pair; the blocks it cannot decide are bounded again row by row, halved while that decides
// a half, and only the keys left undecided are evaluated, kLanes at a time. A band, a few columns or one residue of
// a wide period thus evaluate O(N) pairs, not N^2.

#include "core/variants/pattern/custom_expression.h"

#include <cstdint>
#include <vector>

namespace attnlab::core {

class CustomRows {
public:
    static constexpr int kTile = 64;
    // Undecided keys of a row are not halved below this width.
    static constexpr int kNarrowest = 8;

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

    // Keys of a row's block whose truth is known (Mixed: to be found).
    void appendKeys(int i, int j0, int j1, BlockTruth truth, std::vector<int>& keys);
    void classifyTile(int tile);
    void splitKeys(int i0, int i1, int j0, int j1);

    CustomExpression m_expression;
    int m_n;
    bool m_causal;
    int m_tile = -1; // the tile m_blocks describe
    std::vector<KeyBlock> m_blocks;
    CustomExpression::Workspace m_workspace; // the values of classify and markKeys, the calls' fields for m_n
    std::vector<std::uint8_t> m_marks;
    std::int64_t m_evaluatedPairs = 0;
};

} // namespace attnlab::core
