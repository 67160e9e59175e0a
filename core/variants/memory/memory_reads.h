#pragma once

// What one query of a memory variant read, for the GUI's timeline: for a chosen query i, the cache window, the
// pooled slots, the kept keys or the chunks it attended to, each as a range of positions. Cheap to ask for one
// query at a time (no attention is computed), so the GUI need not receive per-query lists in a result's extras.
//
// Built from the very functions the variants build their patterns from (memory_patterns.h), so the timeline cannot
// disagree with what was computed: the union of the reads is row i of the variant's pattern.

#include "core/matrix.h"
#include "core/params.h"
#include "core/variants/memory/memory_patterns.h"

#include <string>
#include <vector>

namespace attnlab::core {

// The reads of query i (ascending by position, disjoint, the last one ending at i) of the memory variant
// `variantId` with these parameters (any not given take their defaults) on a sequence of n positions. `k` (n x d)
// is needed only by priority_memory, which keeps keys by their norm; the others ignore it (an empty matrix will do).
// Throws Error for an unknown or non-memory variant, a bad parameter, i outside [0, n) or keys of the wrong length.
std::vector<MemoryRead> memoryReads(const std::string& variantId, const Params& params, int n, int i, const Matrix& k);

} // namespace attnlab::core
