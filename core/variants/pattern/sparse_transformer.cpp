// sparse_transformer: the two factorised patterns of Child et al., Generating Long Sequences with Sparse
// Transformers (2019), merged into one pattern (the union the paper's two heads cover together).
//   strided: |i - j| < block  or  (i - j) mod block = 0
//   fixed:   floor(j / block) = floor(i / block)  or  j mod block >= block - summary       (../shared/spec/variants.md)
// Cost: N (2 block - 1 + N / block) pairs for strided, N (block + summary N / block) for fixed: O(N sqrt N) with
// block ~ sqrt(N). Each row is enumerated directly (its band or block, then its residue class or the summary
// columns of the other blocks), never by testing all keys.
// Choices where the spec is silent: the spec's patterns are symmetric and causal cuts them afterwards (the
// paper's are causal from the start; the two agree under causal). summary > block is an error naming 'summary'
// only in fixed mode, the one mode that reads it, so a stale summary never blocks the strided mode.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/kernels/pattern_attention.h"
#include "core/variants/pattern/pattern_building.h"

namespace attnlab::core {

namespace {

VariantInfo sparseTransformerInfo()
{
    VariantInfo info;
    info.id = "sparse_transformer";
    info.displayName = "Sparse Transformer";
    info.family = Family::Pattern;
    info.listOrder = 6;
    info.description = "A local band plus every block-th key (strided), or own block plus summary columns (fixed).";
    info.formula
        = R"(\text{strided: } |i-j| < \ell \,\lor\, (i-j) \bmod \ell = 0;\quad)"
          R"(\text{fixed: } \lfloor j/\ell \rfloor = \lfloor i/\ell \rfloor \,\lor\, j \bmod \ell \ge \ell - c)";
    info.paper = "Child et al., Generating Long Sequences with Sparse Transformers (2019)";
    info.params = {
        ParamSpec::integer("block", 8, 1, 4096, "Band width and stride (strided), block length (fixed)"),
        ParamSpec::choice("mode", "strided", { "strided", "fixed" }, "Which of the paper's two patterns"),
        ParamSpec::integer("summary", 1, 1, 4096, "Last positions of each block every query sees (fixed mode)"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Quadratic, "N / block strided keys per query at a fixed block; O(N^1.5) with block = sqrt(N), as the paper sets it" };
    return info;
}

struct SparseShape {
    long long block;
    bool fixed;
    long long summary;

    explicit SparseShape(const Params& params)
        : block(params.integer("block")), fixed(params.text("mode") == "fixed"), summary(params.integer("summary"))
    {
        if (fixed && summary > block)
            throw Error("parameter 'summary' (" + std::to_string(summary) + ") must not exceed 'block' ("
                + std::to_string(block) + ") in fixed mode");
    }

    long long blockStart(int i) const { return (i / block) * block; }

    // Summary columns (j mod block >= block - summary) among the keys 0..last.
    std::int64_t summaryColumnsUpTo(long long last) const
    {
        if (last < 0)
            return 0;
        const long long keys = last + 1;
        return (keys / block) * summary + std::max(0LL, keys % block - (block - summary));
    }

    void appendRow(int i, int lastKey, std::vector<int>& keys) const
    {
        if (!fixed) {
            appendKeyRange(i - block + 1, i + block - 1, lastKey, keys);
            appendResidueClass(i, block, lastKey, keys);
            return;
        }
        const long long ownStart = blockStart(i);
        appendKeyRange(ownStart, ownStart + block - 1, lastKey, keys);
        for (long long start = 0; start <= lastKey; start += block)
            if (start != ownStart)
                appendKeyRange(start + block - summary, start + block - 1, lastKey, keys);
    }

    std::int64_t rowSize(int i, int lastKey) const
    {
        if (!fixed) // the band and the residue class share only i itself
            return keyRangeCount(i - block + 1, i + block - 1, lastKey) + residueClassCount(i, block, lastKey) - 1;
        const long long ownStart = blockStart(i);
        const long long ownEnd = std::min<long long>(ownStart + block - 1, lastKey);
        const std::int64_t summaryInOwnBlock = summaryColumnsUpTo(ownEnd) - summaryColumnsUpTo(ownStart - 1);
        return keyRangeCount(ownStart, ownEnd, lastKey) + summaryColumnsUpTo(lastKey) - summaryInOwnBlock;
    }
};

class SparseTransformerVariant final : public Variant {
public:
    SparseTransformerVariant() : Variant(sparseTransformerInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const SparseShape shape(resolve(params));
        return patternAttentionCost(n, d, dv, causal, [&](int i, int lastKey) { return shape.rowSize(i, lastKey); });
    }

protected:
    void checkParams(const Problem&, const Params& params) const override
    {
        [[maybe_unused]] const SparseShape shape(params); // its constructor checks summary <= block
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const SparseShape shape(params);
        Pattern pattern = buildPattern(
            problem.n(), problem.causal,
            [&](int i, int lastKey, std::vector<int>& keys) { shape.appendRow(i, lastKey, keys); }, options.cancel);
        return attendOverPattern(problem, std::move(pattern), options);
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SparseTransformerVariant)
