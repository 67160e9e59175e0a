#pragma once

// The building blocks of the hand-chosen attention patterns (../shared/spec/variants.md, family `pattern`), kept in one
// place so the variants that combine them (longformer = dilated band + global tokens, ...) enumerate exactly the same
// keys.
//
// A pattern given row by row (buildPattern) is for variants whose rows are not intervals (random); the
// hand-chosen bands, blocks and global tokens are interval fields (core/kernels/interval_attention.h), whose
// pattern comes from the field itself (patternOfField), so one definition gives the keys, the kernel's work and
// the counted cost. No pattern is ever built by testing all N^2 pairs.

#include "core/cancel_flag.h"
#include "core/field_membership.h"
#include "core/kernels/interval_attention.h"
#include "core/pattern.h"
#include "core/result.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace attnlab::core {

// Appends the keys of row i (the builder adds i and applies causal).
using RowKeys = std::function<void(int i, int lastKey, std::vector<int>& keys)>;
// Number of keys in row i once i is added and duplicates removed.
using RowSize = std::function<std::int64_t(int i, int lastKey)>;

// The pattern pi_0 .. pi_{n-1}, built row by row. Every row gets i itself (../shared/spec/variants.md: no row is empty)
// and, under causal, loses any key j > i afterwards. Checks the cancel flag every few thousand rows.
Pattern buildPattern(int n, bool causal, const RowKeys& appendRow, const CancelFlag& cancel);

// What attendOverPattern counts for a pattern whose rows have these sizes: (pairs) x (d + dv) multiply-adds and
// the bytes of the pattern, O and one row of weights per thread (threads as RunOptions{} would use). O(n) time.
Cost patternAttentionCost(int n, int d, int dv, bool causal, const RowSize& rowSize);

// The same fields for the interval engine (core/kernels/interval_attention.h), which reads keys as contiguous ranges.
// Query i's key interval, before clipping to [0, lastKey]: it must hold i.
using KeyInterval = std::function<std::pair<long long, long long>(int i)>;
// One part over all tokens: query i sees keys interval(i), clipped to [0, i] under causal and to [0, n - 1].
IntervalField singleIntervalField(int n, bool causal, const KeyInterval& interval);
// Adds one part per residue class r (tokens r, r + step, ...) to the last stage (a new one if there is none): within
// its class, a query from `firstToken` on sees the class's keys from `firstKeyToken` on that lie at most `radius`
// steps away (and not after it under causal). Dilated bands (radius finite) and strided patterns (radius >= n).
void addResidueBands(IntervalField& field, bool causal, long long step, long long radius, long long firstToken = 0,
    long long firstKeyToken = 0);
// Parts of global(tokens), each added to the last stage (a new one if there is none): the queries i < tokens see
// every key (j <= i under causal); the queries i >= tokens see the keys j < tokens; the queries i >= tokens see
// themselves.
void addFullRows(IntervalField& field, bool causal, long long tokens);
void addGlobalColumns(IntervalField& field, long long tokens);
void addOwnKeys(IntervalField& field, long long tokens);

// The field asked key range by key range (the interval variants' pattern_fields.h functions).
std::shared_ptr<const FieldMembership> membershipOf(IntervalField field);

} // namespace attnlab::core
