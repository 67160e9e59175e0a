#pragma once

// The fast engine of the hand-chosen pattern variants: the field is given as key intervals, so keys are read as
// contiguous ranges and whole (query tile x key range) blocks go through one GEMM with a mask where the tile is
// partial (the schedule of block-sparse kernels such as FlexAttention), instead of one gathered key at a time.
//
// A field is cut into parts. A part maps local indices onto tokens with a lattice (start + step * a: a residue class
// when step > 1, so a dilated band or a strided pattern becomes a plain band or a dense block in its class), and
// gives each local query a one interval of local keys, minus at most one hole. Parts of one stage cover disjoint
// queries; stages run one after the other, each adding its keys to the same online softmax, so a query may read a
// band in one stage and the global keys in the next. Every pair of the field must lie in exactly one part.
//
// Each part runs in tiles of 64 queries on the range kernel of exact attention (exact_tile_kernel.h): a tile's rows
// go in blocks of six over the span of their keys (rounded to 16 keys), or one by one when their intervals lie far
// apart (core/kernels/range_blocks.h). A part whose blocks would evaluate more than 1.5 times its pairs (a narrow
// band, a few global keys) runs one query at a time over exactly its interval instead. The counted multiply-adds
// are what ran: masked pairs of evaluated blocks included.

#include "core/cancel_flag.h"
#include "core/pattern.h"
#include "core/problem.h"
#include "core/result.h"
#include "core/run_options.h"

#include <cstdint>
#include <vector>

namespace attnlab::core {

// Local index a in [0, count) stands for token start + step * a.
struct TokenLattice {
    int start = 0;
    int step = 1;
    int count = 0;

    int token(int a) const { return start + step * a; }
    static TokenLattice all(int n) { return TokenLattice { 0, 1, n }; }
    // Tokens r, r + step, ... below n.
    static TokenLattice residueClass(int n, int r, int step)
    {
        return TokenLattice { r, step, (n - r + step - 1) / step };
    }
};

struct FieldPart {
    TokenLattice queries;
    TokenLattice keys;
    int firstQuery = 0; // local queries firstQuery .. firstQuery + first.size() - 1 belong to the part
    // Per query of the part: local keys first[t] .. last[t] (none when first > last), except hole[t] when >= 0.
    std::vector<int> first;
    std::vector<int> last;
    std::vector<int> hole; // empty: no holes

    int queryCount() const { return static_cast<int>(first.size()); }
    void addQuery(int firstKey, int lastKey, int holeKey = -1);
};

struct IntervalField {
    int n = 0;
    std::vector<std::vector<FieldPart>> stages;

    // Appends a part to a new stage (its own step of the softmax) or to the last stage (queries disjoint from the
    // stage's other parts: the caller's promise).
    FieldPart& newStage();
    FieldPart& sameStage();
    // Pairs of the field, holes excluded: what the pattern of the same variant counts.
    std::int64_t pairCount() const;
    std::int64_t storageBytes() const;
};

// The field's (query, key) pairs, row by row: the pattern a variant's result carries. Stored as runs of
// consecutive keys (O(queries), one thread) unless a key lattice is a residue class, then as sorted columns
// (O(pairs), every thread); checks `cancel` between stages or runs of rows.
Pattern patternOfField(const IntervalField& field, const RunOptions& options);

// Softmax attention of every query over its keys of `field`; the result's pattern is patternOfField, and its map
// (only built when asked for) comes from a display-only pass whose work is not counted. Throws Error when the field
// does not fit the problem or a query has no key.
Result attendOverIntervals(const Problem& problem, const IntervalField& field, const RunOptions& options);

// What attendOverIntervals counts for this field (threads as RunOptions{} would use), without running it.
Cost intervalAttentionCost(const IntervalField& field, int d, int dv, int threads);

} // namespace attnlab::core
