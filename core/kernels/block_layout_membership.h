#pragma once

// The pairs of a block layout (core/kernels/block_sparse_attention.h) asked key range by key range: query i sees
// the keys of its block row's key blocks, so the keys j0..j1 it holds are the overlaps of that range with those
// blocks, found by a binary search in the row's sorted list. O(log + blocks in the range) per question.

#include "core/field_membership.h"
#include "core/kernels/block_sparse_attention.h"

namespace attnlab::core {

class BlockLayoutMembership final : public FieldMembership {
public:
    explicit BlockLayoutMembership(BlockLayout layout);

protected:
    std::int64_t countKeys(int i, int j0, int j1) const override;

private:
    BlockLayout m_layout;
};

} // namespace attnlab::core
