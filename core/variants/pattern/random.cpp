// random: each query sees itself plus `per_row` distinct keys drawn uniformly among the allowed ones.
//   pi_i = { i } + R_i,  R_i a uniform per_row-subset of { j != i } ({ j < i } under causal)
//   (../shared/spec/variants.md)
// The random component of Zaheer et al., Big Bird: Transformers for Longer Sequences (2020), per token.
// Cost: N (per_row + 1) pairs, linear in N.
// Choices where the spec is silent:
//  - Row i draws from its own stream, Random(seed * kRowStreamMultiplier + i) (core/random.h, xoshiro256**):
//    a row's keys do not depend on the other rows, so under causal a row stays the same as N grows.
//  - The subset is drawn with Floyd's algorithm (Bentley & Floyd, CACM 1987): exactly min(per_row, candidates)
//    draws, each subset equally likely, O(per_row) work per row. The candidates 0 .. c-1 (c = N - 1, or i under
//    causal) are the allowed keys with i left out: candidate r is key r below i and key r + 1 from i on.
//  - Rows with fewer candidates than per_row take them all (the first rows under causal, or per_row >= N - 1).
#include "core/random.h"

#include "core/builtin_catalogues.h"
#include "core/kernels/pattern_attention.h"
#include "core/variants/pattern/pattern_building.h"

#include <algorithm>

namespace attnlab::core {

namespace {

// Odd, so seed -> stream start is one-to-one for a fixed row; the golden-ratio constant spreads nearby seeds.
constexpr std::uint64_t kRowStreamMultiplier = 0x9E3779B97F4A7C15ULL;

VariantInfo randomInfo()
{
    VariantInfo info;
    info.id = "random";
    info.displayName = "Random keys";
    info.family = Family::Pattern;
    info.listOrder = 8;
    info.description = "Each query attends to itself plus `per_row` keys drawn at random (seeded).";
    info.formula = R"(\pi_i = \{i\} \cup R_i,\quad R_i \subset \{\, j \ne i \,\},\ |R_i| = r \text{ uniform})";
    info.paper = "Zaheer et al., Big Bird: Transformers for Longer Sequences (2020)";
    info.params = {
        ParamSpec::integer("per_row", 3, 0, 4096, "Random keys per query, besides the query's own position"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the draws (equal seeds give equal patterns)"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "per_row + 1 keys per query" };
    return info;
}

// Draws the random keys row by row. One marker per candidate, shared by all rows and reset after each row by
// walking the few keys it drew, so no row allocates or clears an N-length array.
class RandomKeySampler {
public:
    RandomKeySampler(int n, long long seed, long long perRow)
        : m_seed(static_cast<std::uint64_t>(seed)), m_perRow(perRow), m_drawn(static_cast<std::size_t>(n), 0)
    {
    }

    void appendRow(int i, int lastKey, std::vector<int>& keys)
    {
        const long long candidates = lastKey; // the allowed keys 0..lastKey without i
        const long long count = std::min(m_perRow, candidates);
        Random stream(m_seed * kRowStreamMultiplier + static_cast<std::uint64_t>(i));
        const std::size_t firstDrawn = keys.size();
        for (long long top = candidates - count; top < candidates; ++top) {
            auto pick = static_cast<long long>(stream.below(static_cast<std::uint64_t>(top) + 1));
            if (m_drawn[static_cast<std::size_t>(pick)])
                pick = top; // Floyd: top was never a candidate before this step, so it is free
            m_drawn[static_cast<std::size_t>(pick)] = 1;
            keys.push_back(static_cast<int>(pick < i ? pick : pick + 1));
        }
        for (std::size_t t = firstDrawn; t < keys.size(); ++t)
            m_drawn[static_cast<std::size_t>(keys[t] < i ? keys[t] : keys[t] - 1)] = 0;
    }

private:
    std::uint64_t m_seed;
    long long m_perRow;
    std::vector<char> m_drawn; // by candidate index
};

class RandomVariant final : public Variant {
public:
    RandomVariant() : Variant(randomInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const long long perRow = resolve(params).integer("per_row");
        // i itself plus the draws, all of the lastKey candidates when there are fewer.
        return patternAttentionCost(
            n, d, dv, causal, [&](int, int lastKey) { return 1 + std::min<std::int64_t>(perRow, lastKey); });
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        RandomKeySampler sampler(problem.n(), params.integer("seed"), params.integer("per_row"));
        Pattern pattern = buildPattern(
            problem.n(), problem.causal,
            [&](int i, int lastKey, std::vector<int>& keys) { sampler.appendRow(i, lastKey, keys); }, options.cancel);
        return attendOverPattern(problem, std::move(pattern), options);
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::RandomVariant)
