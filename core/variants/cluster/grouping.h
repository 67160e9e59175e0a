#pragma once

// What the `cluster` variants (lsh, kmeans; ../shared/spec/variants.md) share: tokens grouped by a label (a hash
// bucket, a k-means cluster) with a counting sort, and the attention pattern "i plus the keys that share query i's
// label" built from those groups, so no variant ever tests all N^2 (query, key) pairs.

#include "core/cancel_flag.h"
#include "core/matrix.h"
#include "core/pattern.h"
#include "core/result.h"

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace attnlab::core {

// Token ids sorted by label (stable: ascending ids within a label). Labels lie in [0, groupCount).
class LabelGroups {
public:
    LabelGroups(const std::vector<int>& labels, int groupCount);

    int groupCount() const { return static_cast<int>(m_start.size()) - 1; }
    int size(int group) const { return m_start[group + 1] - m_start[group]; }
    // The ids of one group, ascending.
    const int* begin(int group) const { return m_members.data() + m_start[group]; }
    const int* end(int group) const { return m_members.data() + m_start[group + 1]; }
    std::int64_t storageBytes() const;

private:
    std::vector<int> m_start; // groupCount + 1 offsets into m_members
    std::vector<int> m_members;
};

// Labels of one hashing round or one clustering: label of query i and of key j.
struct TokenLabels {
    std::vector<int> queries;
    std::vector<int> keys;
};

// pi_i = {i} u { j : keyLabels_r[j] = queryLabels_r[i] for some round r }, j > i removed under causal. Work is
// proportional to the pairs it lists (each group's keys are ascending, so causal stops at the first j > i).
// chunk > 0 (Reformer's sorted chunks): within each group the queries and the keys, each in position order, are cut
// into chunks of `chunk`; a query in chunk c of its group reads the group's keys of chunks c - 1 and c. A chunk never
// spans two groups, so which keys query i reads depends only on the tokens up to i (causal rows stay causal), and a
// chunk at least as large as every group gives the whole-group field. chunk = 0 is the whole-group field.
Pattern sameLabelPattern(
    const std::vector<TokenLabels>& rounds, int groupCount, bool causal, const CancelFlag& cancel, int chunk = 0);

// Each token's rank among the tokens that carry its label, in position order (0 for the first of each label).
std::vector<int> ranksWithinLabel(const std::vector<int>& labels, int groupCount);

// The first and one-past-last rank of the keys a query of rank `rank` reads under chunks of `chunk` (chunk > 0),
// clipped to [0, groupSize).
std::pair<int, int> chunkKeyRanks(int rank, int chunk, int groupSize);

// Row r of the result: how many queries (row 2t) and keys (row 2t + 1) carry each label in round t.
Matrix labelCounts(const std::vector<TokenLabels>& rounds, int groupCount);

// Rows scaled to unit Euclidean norm, in double; a zero row stays zero (it has no direction).
MatrixD unitRows(const Matrix& rows);
// What unitRows counts: d multiply-adds for the squared norm and d for the scaling, per row.
double unitRowsMadds(int rows, int d);

// The expected cost of attendOverPattern over a same-label pattern when every other allowed key shares query i's
// label with probability `sameLabel`, independently: row i holds 1 + sameLabel * lastKey keys on average. The
// multiply-adds are that expectation times (d + dv); the bytes those of rows rounded to whole keys.
Cost expectedSameLabelAttentionCost(int n, int d, int dv, bool causal, double sameLabel);
// The same for any expected number of other keys per row, given the row's last allowed key. O(n) time.
Cost expectedAttentionCost(int n, int d, int dv, bool causal, const std::function<double(int lastKey)>& otherKeys);

// The keys a query reads on average under chunks of `chunk` from a group of `groupKeys` keys holding as many
// queries: the whole group up to one chunk; the first chunk's queries read one chunk and the others two.
double expectedChunkKeys(double groupKeys, int chunk);
// The same under causal for a query that has `earlierKeys` keys of its group up to itself and as many queries before
// it: the previous chunk whole and its own chunk up to the query's rank.
double expectedCausalChunkKeys(double earlierKeys, int chunk);

} // namespace attnlab::core
