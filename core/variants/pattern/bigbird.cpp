// bigbird: block-sparse attention with a window, global blocks and random blocks (Zaheer et al., 2020).
//   Tokens are cut into blocks of B = `block` (the last block may be shorter); b(i) = floor(i/B), nb blocks.
//   Block row b sees the key blocks  W(b) u G u R(b):
//     W(b) = { b - floor((w-1)/2), ..., b - floor((w-1)/2) + w - 1 }   (w = window_blocks)
//     G    = { 0, ..., global_blocks - 1 }                              (global columns)
//     R(b) = random_blocks distinct blocks outside W(b) u G, drawn with the seeded generator
//   and the rows of a global block see every block (global rows are full rows).
//   pi_i = the keys of those blocks; it always contains i (b(i) is in W(b(i)), w >= 1); causal then drops j > i.
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j.
// Computed block by block (core/kernels/block_sparse_attention): one dense GEMM per run of consecutive key blocks
// with an online softmax, so the cost is (query block x key block) pairs x (d + dv), no N x N buffer.
//
// Choices where ../shared/spec/variants.md is silent:
// - "Centred" for an even w puts the extra block after b (w = 2: b, b+1; w = 4: b-1 .. b+2), the formula above.
// - Window blocks past either end of the sequence are dropped, not wrapped around.
// - Random blocks are drawn among all blocks outside W(b) u G, whatever `causal` says (causal only masks
//   afterwards, as for every pattern), so one seed gives the same blocks with and without causal. When fewer
//   blocks are left than asked for, all of them are taken. Global block rows draw nothing (they see everything).
// - The draws come from one Random(seed) stream, block row by block row: rejection sampling when most blocks are
//   free, otherwise a partial Fisher-Yates shuffle of the free blocks. Either way O(w + g + r) per block row.
// - Extras: labels "random_blocks" holds R(b) for every block row b, random_blocks entries per row (ascending,
//   -1 where fewer were drawn); scalar "block_count" is nb.
// - The pattern lists the pairs that enter the softmax (j <= i under causal); under causal the diagonal block is
//   computed whole and masked, so the counted multiply-adds exceed pairs x (d + dv) by at most that triangle.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/block_layout_membership.h"
#include "core/kernels/block_sparse_attention.h"
#include "core/random.h"
#include "core/variants/pattern/pattern_fields.h"

#include <algorithm>

namespace attnlab::core {

namespace {

struct BigBirdSettings {
    int block = 4;
    int windowBlocks = 3;
    int globalBlocks = 1;
    int randomBlocks = 1;
    std::uint64_t seed = 0;

    static BigBirdSettings from(const Params& params)
    {
        BigBirdSettings settings;
        settings.block = static_cast<int>(params.integer("block"));
        settings.windowBlocks = static_cast<int>(params.integer("window_blocks"));
        settings.globalBlocks = static_cast<int>(params.integer("global_blocks"));
        settings.randomBlocks = static_cast<int>(params.integer("random_blocks"));
        settings.seed = static_cast<std::uint64_t>(params.integer("seed"));
        return settings;
    }
};

struct BigBirdLayout {
    BlockLayout blocks;
    std::vector<int> randomBlocks; // blockCount() rows of randomBlocks entries, -1 where fewer were drawn
};

// Up to `count` distinct blocks of [0, blockCount) that are not in `taken` (sorted), uniformly; ascending.
std::vector<int> drawFreeBlocks(int blockCount, const std::vector<int>& taken, int count, Random& random)
{
    const int available = blockCount - static_cast<int>(taken.size());
    const int wanted = std::min(count, available);
    std::vector<int> drawn;
    if (wanted <= 0)
        return drawn;
    drawn.reserve(wanted);
    if (2 * available >= blockCount && 2 * wanted <= available) {
        // Most blocks are free and few are wanted: each draw is accepted with probability at least 1/4.
        while (static_cast<int>(drawn.size()) < wanted) {
            const auto block = static_cast<int>(random.below(static_cast<std::uint64_t>(blockCount)));
            if (!std::binary_search(taken.begin(), taken.end(), block)
                && std::find(drawn.begin(), drawn.end(), block) == drawn.end())
                drawn.push_back(block);
        }
    } else {
        // Few free blocks or most of them wanted: blockCount is O(taken + wanted) here, so listing them is cheap.
        std::vector<int> free;
        free.reserve(available);
        for (int block = 0; block < blockCount; ++block)
            if (!std::binary_search(taken.begin(), taken.end(), block))
                free.push_back(block);
        for (int t = 0; t < wanted; ++t) {
            const auto pick = t + static_cast<int>(random.below(static_cast<std::uint64_t>(available - t)));
            std::swap(free[t], free[pick]);
        }
        drawn.assign(free.begin(), free.begin() + wanted);
    }
    std::sort(drawn.begin(), drawn.end());
    return drawn;
}

// The key blocks of every block row, O(nb (w + g + r)) plus nb per global block row.
BigBirdLayout buildLayout(int n, const BigBirdSettings& settings)
{
    BigBirdLayout result;
    BlockLayout& layout = result.blocks;
    layout.n = n;
    layout.blockSize = settings.block;
    const int blockCount = layout.blockCount();
    const int globalCount = std::min(settings.globalBlocks, blockCount);
    const int before = (settings.windowBlocks - 1) / 2;
    result.randomBlocks.assign(static_cast<std::size_t>(blockCount) * settings.randomBlocks, -1);
    layout.rowStart.reserve(static_cast<std::size_t>(blockCount) + 1);
    layout.rowStart.push_back(0);
    Random random(settings.seed);
    std::vector<int> taken;
    for (int b = 0; b < blockCount; ++b) {
        if (b < globalCount) {
            for (int key = 0; key < blockCount; ++key)
                layout.keyBlocks.push_back(key);
            layout.rowStart.push_back(static_cast<std::int64_t>(layout.keyBlocks.size()));
            continue;
        }
        // Global columns, then the window blocks not already among them: sorted and unique by construction.
        taken.clear();
        for (int key = 0; key < globalCount; ++key)
            taken.push_back(key);
        const int windowFirst = std::max(globalCount, b - before);
        const int windowLast = std::min(blockCount - 1, b - before + settings.windowBlocks - 1);
        for (int key = windowFirst; key <= windowLast; ++key)
            taken.push_back(key);
        const std::vector<int> drawn = drawFreeBlocks(blockCount, taken, settings.randomBlocks, random);
        std::copy(drawn.begin(), drawn.end(),
                  result.randomBlocks.begin() + static_cast<std::ptrdiff_t>(b) * settings.randomBlocks);
        const auto rowBegin = static_cast<std::ptrdiff_t>(layout.keyBlocks.size());
        layout.keyBlocks.insert(layout.keyBlocks.end(), taken.begin(), taken.end());
        layout.keyBlocks.insert(layout.keyBlocks.end(), drawn.begin(), drawn.end());
        std::inplace_merge(layout.keyBlocks.begin() + rowBegin,
                           layout.keyBlocks.begin() + rowBegin + static_cast<std::ptrdiff_t>(taken.size()),
                           layout.keyBlocks.end());
        layout.rowStart.push_back(static_cast<std::int64_t>(layout.keyBlocks.size()));
    }
    return result;
}

class BigBirdVariant final : public Variant {
public:
    BigBirdVariant()
        : Variant(VariantInfo{
            "bigbird",
            "BigBird (window + global + random blocks)",
            Family::Pattern,
            10,
            "Block-sparse: each block of queries sees a window of neighbouring blocks, the first global blocks "
            "(whose own queries see everything) and a few seeded random blocks.",
            R"(\pi_i = \{\, j : \lfloor j/B \rfloor \in W(b_i) \cup G \cup R(b_i) \,\},\ )"
            R"(b_i = \lfloor i/B \rfloor;\ \pi_i = \text{all } j \text{ when } b_i \in G)",
            "Zaheer et al., Big Bird: Transformers for Longer Sequences (2020)",
            {ParamSpec::integer("block", 4, 1, 4096, "Tokens per block B (the last block may be shorter)"),
             ParamSpec::integer("window_blocks", 3, 1, 1025,
                                "Blocks in the window centred on a query's block (even: one more after)"),
             ParamSpec::integer("global_blocks", 1, 0, 1024,
                                "The first blocks are global: every query sees them and they see everything"),
             ParamSpec::integer("random_blocks", 1, 0, 1024, "Random blocks per block row, outside window and global"),
             ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random block draws")},
            CausalSupport::Optional,
            {},
            false,
            true,
            false,
            nullptr,
            CostPromise { CostGrowth::Linear, "window, global and random blocks: a fixed number of key blocks per block row" }})
    {
    }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        // The block lists (O(N / B) entries, not the token pattern) decide which GEMMs run.
        const BigBirdLayout layout = buildLayout(n, BigBirdSettings::from(resolve(params)));
        return blockSparseAttentionCost(layout.blocks, d, dv, causal, effectiveThreads(RunOptions{}));
    }

    // Random blocks included: the layout is a function of N and the parameters, seed among them.
    static PatternField fieldMembership(int n, const Params& resolved)
    {
        return std::make_shared<const BlockLayoutMembership>(buildLayout(n, BigBirdSettings::from(resolved)).blocks);
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        BigBirdLayout layout = buildLayout(problem.n(), BigBirdSettings::from(params));
        Result result = blockSparseAttention(problem, layout.blocks, options);
        result.extras.scalars[extra_keys::kBlockCount] = layout.blocks.blockCount();
        result.extras.labels[extra_keys::kRandomBlocks] = std::move(layout.randomBlocks);
        return result;
    }
};

} // namespace

PatternField bigbirdField(int n, const Params& resolved)
{
    return BigBirdVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::BigBirdVariant)
