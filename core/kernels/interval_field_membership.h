#pragma once

// The pairs of an interval field (core/kernels/interval_attention.h) asked pair by pair or key range by key range,
// without listing them: for each stage, the part that holds query i is found through an index of the queries, and
// its interval is intersected with the asked keys on the part's key lattice. Every pair of a field lies in exactly
// one part, so the counts of the parts add up to the field's. O(stages) per question; O(n x stages) to build.

#include "core/field_membership.h"
#include "core/kernels/interval_attention.h"

#include <vector>

namespace attnlab::core {

class IntervalFieldMembership final : public FieldMembership {
public:
    explicit IntervalFieldMembership(IntervalField field);

protected:
    std::int64_t countKeys(int i, int j0, int j1) const override;

private:
    // The part of stage s holding token i, or -1; empty when the stage is one part over every token in order.
    int partHolding(std::size_t stage, int i) const;

    IntervalField m_field;
    std::vector<std::vector<int>> m_partOfQuery; // per stage, per token
};

} // namespace attnlab::core
