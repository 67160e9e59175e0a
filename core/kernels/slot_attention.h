#pragma once

// Softmax attention of each query over its real keys plus POOLED SLOTS, the shared engine of the memory variants
// that compress the past (mean_memory, block_memory; ../shared/spec/variants.md, family `memory`).
//
// A pooled slot stands for a contiguous range of positions [first, last]: its key is the mean of k_first..k_last
// and its value the mean of v_first..v_last. Query i takes one softmax over (its real keys U its slots) with score
// s q_i.k_j for a real key and s q_i.kbar for a slot, and O_i = sum of weights x values (a slot's value is its mean).
//
// Efficiency: the means come from prefix sums of K and V (one O(N (d + dv)) pass, in double so a difference of two
// long sums keeps its precision), so a query costs O((keys + slots) (d + dv)) whatever the slots' lengths. The sums
// are kept only at multiples of a stride: the caller's `slotAlignment` when it is 8 or more (block_memory's chunks,
// on which every slot starts and ends), else the smallest multiple of it from 8 up: N / stride + 1 rows instead of
// N + 1 (at N = 65,536 and d = 64, 4 MB instead of 32 MB for each of K and V, which no longer has to be mapped and
// faulted in afresh by every run). A slot end between kept rows is reached by the worker's cursor, which adds the
// rows after the kept row before it or moves on from the end it reached last (mean_memory's slot ends advance one
// row per query); the sums it reads are the values a running sum has there, as if kept at every row.
//
// The map M (display only, built when RunOptions::wantMap): a real key gets its weight; a slot spreads its weight
// evenly over the positions it pools (../shared/spec/variants.md, Conventions). The pattern is the caller's: it must
// hold, in row i, exactly the real keys of i and every position its slots pool, so the support of M equals the pattern
// (a slot is one evaluated score standing for all its positions). The kernel checks the row sizes against it.
//
// Counted multiply-adds (each add, or multiply-add, on one element counts one):
//   prefix sums of K and V            N' (d + dv), N' = N rounded down to a multiple of the stride, plus the rows the
//                                     cursors add (d for a row of K, dv for a row of V)
//   per real key                      d (score) + dv (weighted value)
//   per slot                          d + dv (its sums: one prefix row minus another) + d (score) + dv (value)
// Peak bytes: the prefix sums ((N / stride + 1) (d + dv) doubles), O (N dv floats), the pattern's storage, and per
// worker thread the query, the output accumulator, a slot's sums and the two cursors' sums in double (3 (d + dv)), the
// weights (one double per read of the longest row) and the row's read list (bounded by sizeof(PooledSlot) per read).
// Extras (scalars): "evaluated_scores", the scores computed over all queries (real keys + slots; the pattern counts
// a slot's pooled positions instead), and "pooled_slot_reads", the slots among them.

#include "core/pattern.h"
#include "core/problem.h"
#include "core/result.h"
#include "core/run_options.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace attnlab::core {

// Positions first..last (inclusive) whose mean key and mean value are read as one slot.
struct PooledSlot {
    int first = 0;
    int last = 0;
};

// Appends query i's real keys and pooled slots. They must be disjoint (each position read once, as a key or inside
// one slot) and lie in [0, N). Called from several threads at once: it must not change shared state.
using SlotRowReads = std::function<void(int i, std::vector<int>& keys, std::vector<PooledSlot>& pooledSlots)>;

// `pattern` row i must be exactly the keys of row i plus the positions its slots pool; every row must read something.
// Every slot [first, last] must have first and last + 1 multiples of slotAlignment (>= 1; 1 allows any slot).
// Throws Error when a row's reads do not add up to its pattern row or a slot is not aligned, Cancelled when
// options.cancel is raised.
Result attendOverKeysAndSlots(const Problem& problem, Pattern pattern, const SlotRowReads& reads, int slotAlignment,
    const RunOptions& options);

// Query i's pooled slots, appended to `slots` (in the order its reads give them), and how many real keys it reads.
using SlotRowShape = std::function<std::int64_t(int i, std::vector<PooledSlot>& slots)>;

// What attendOverKeysAndSlots counts, with threads as RunOptions{} would use, from each row's key count and slots
// (O(n + slots) time: the cursors' walk is replayed chunk by chunk, as the kernel's workers take the rows).
// patternBytes: Pattern::storageBytes() of the pattern the caller would pass.
Cost slotAttentionCost(
    int n, int d, int dv, int slotAlignment, double patternBytes, const SlotRowShape& rowShape);

} // namespace attnlab::core
