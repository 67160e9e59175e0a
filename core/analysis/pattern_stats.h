#pragma once

#include "core/cancel_flag.h"
#include "core/matrix.h"
#include "core/pattern.h"

#include <cstdint>
#include <vector>

namespace attnlab::core {

// Keys evaluated by each query: entry i is pattern.rowCount(i).
std::vector<int> patternRowCounts(const Pattern& pattern);

// The pattern as a map of at most `cells` x `cells` entries: N is cut into blocks of
// blockSize = ceil(N / cells) positions (the last one shorter), and entry (r, c) is the share of the pairs of query
// block r and key block c that were evaluated. With N <= cells the blocks are single positions and the map is the
// pattern's 0/1 matrix. Cost: the pattern's pairs (explicit rows) or N x N/blockSize (all pairs), never an N x N
// buffer, so a long sequence's pattern can be drawn without one.
struct PatternCoverage {
    Matrix share; // ceil(N / blockSize) square
    int blockSize = 1;
};
PatternCoverage patternCoverage(const Pattern& pattern, int cells, const CancelFlag& cancel = CancelFlag());

// The keys one query depends on after some number of stacked layers that all use the same pattern.
struct ReachedKeys {
    std::vector<std::uint8_t> reached; // one entry per key, 1 where the key is reached
    int count = 0; // keys reached
    int first = -1; // smallest key reached, -1 when none is
    int last = -1; // largest key reached, -1 when none is
    // last - first + 1: the span of the sequence the query can see (holes included); 0 when nothing is reached.
    int width() const { return count > 0 ? last - first + 1 : 0; }
};

// Receptive field of `query` over 1..layers stacked layers (../shared/spec/variants.md, "Analysis available"): layer 1
// reaches the query's own row of the pattern; layer l reaches every key in the row of a key reached at layer l-1 (the
// output at position k of layer l-1 read the keys of row k). Entry l-1 of the result is layer l.
// A window of w keys ending at i (sliding_window, stride 1, causal) reaches L(w-1)+1 keys after L layers; a local
// band (before b, after a) L(a+b)+1, both clipped to the sequence.
// Cost: per layer, the rows of the keys reached at the previous one, never an N x N product; when every row holds
// its own query (the usual case) only the keys new at the previous layer are expanded, so all layers together cost
// at most the pattern's pair count. Stops expanding at a fixed point. Throws Error for a query out of range or
// layers < 1, Cancelled when the flag is raised.
std::vector<ReachedKeys> receptiveField(
    const Pattern& pattern, int query, int layers, const CancelFlag& cancel = CancelFlag());

// The widest receptive field of any query, per layer.
struct WidestReach {
    int width = 0;
    int query = -1; // the first query that reaches it
};

// Largest N for which widestReceptiveFields runs: every query is propagated over bit rows (N^2 / 8 bytes).
constexpr int kLargestWidestReachN = 1024;

// For each of 1..layers stacked layers, the widest receptive field over all queries (entry l-1 is layer l), with
// the keys of a row held as bits so one query costs (keys reached) x N/64 words per layer. Throws Error when
// N > kLargestWidestReachN or layers < 1, Cancelled when the flag is raised.
std::vector<WidestReach> widestReceptiveFields(
    const Pattern& pattern, int layers, const CancelFlag& cancel = CancelFlag());

} // namespace attnlab::core
