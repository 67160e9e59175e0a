#include "core/kernels/block_layout_membership.h"

#include <algorithm>
#include <utility>

namespace attnlab::core {

BlockLayoutMembership::BlockLayoutMembership(BlockLayout layout)
    : FieldMembership(layout.n), m_layout(std::move(layout))
{
}

std::int64_t BlockLayoutMembership::countKeys(int i, int j0, int j1) const
{
    const auto row = static_cast<std::size_t>(i / m_layout.blockSize);
    const auto begin = m_layout.keyBlocks.begin() + m_layout.rowStart[row];
    const auto end = m_layout.keyBlocks.begin() + m_layout.rowStart[row + 1];
    std::int64_t count = 0;
    const auto firstBlock = static_cast<int>(j0 / m_layout.blockSize);
    for (auto block = std::lower_bound(begin, end, firstBlock); block != end; ++block) {
        const int blockFirst = m_layout.blockBegin(*block);
        if (blockFirst > j1)
            break;
        const int blockLast = blockFirst + m_layout.blockLength(*block) - 1;
        count += std::min(blockLast, j1) - std::max(blockFirst, j0) + 1;
    }
    return count;
}

} // namespace attnlab::core
