#include "core/kernels/range_blocks.h"

#include <algorithm>
#include <limits>

namespace attnlab::core {

namespace {

// The planner's model, in units of one evaluated pair of a full group: a single row runs its multiply-add chains
// at about half the rate (too few independent accumulators to hide the FMA latency), and every block pays a fixed
// overhead (its accumulator loaded and stored, the softmax bookkeeping).
constexpr double kSingleRowCost = 2.0;
constexpr double kBlockOverhead = 64.0;

int alignDown(int key)
{
    return key / kExactTileSpanKeys * kExactTileSpanKeys;
}

int alignUp(int key)
{
    return (key + kExactTileSpanKeys - 1) / kExactTileSpanKeys * kExactTileSpanKeys;
}

} // namespace

double planRangeBlocks(const int* first, const int* last, int rows, std::vector<ExactTileBlock>& blocks)
{
    double evaluated = 0;
    for (int r0 = 0; r0 < rows; r0 += kExactTileBlockRows) {
        const int groupRows = std::min(kExactTileBlockRows, rows - r0);
        int lo = std::numeric_limits<int>::max();
        int hi = -1;
        double singleKeys = 0;
        int singleBlocks = 0;
        for (int r = r0; r < r0 + groupRows; ++r) {
            if (first[r] > last[r])
                continue;
            lo = std::min(lo, first[r]);
            hi = std::max(hi, last[r]);
            singleKeys += alignUp(last[r] + 1) - alignDown(first[r]);
            ++singleBlocks;
        }
        if (hi < 0)
            continue;
        const int begin = alignDown(lo);
        const int end = alignUp(hi + 1);
        const double groupTime = static_cast<double>(groupRows) * (end - begin) + kBlockOverhead;
        const double singleTime = singleKeys * kSingleRowCost + singleBlocks * kBlockOverhead;
        if (groupTime <= singleTime) {
            blocks.push_back(ExactTileBlock { r0, groupRows, begin, end });
            evaluated += static_cast<double>(groupRows) * (end - begin);
            continue;
        }
        for (int r = r0; r < r0 + groupRows; ++r) {
            if (first[r] > last[r])
                continue;
            blocks.push_back(ExactTileBlock { r, 1, alignDown(first[r]), alignUp(last[r] + 1) });
            evaluated += blocks.back().keyEnd - blocks.back().keyBegin;
        }
    }
    return evaluated;
}

} // namespace attnlab::core
