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
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

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
    info.promise = { CostGrowth::Quadratic,
        "N / block strided keys per query at a fixed block; O(N^1.5) with block = sqrt(N), as the paper sets it" };
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

    IntervalField fieldOf(int n, bool causal) const
    {
        IntervalField field;
        field.n = n;
        if (!fixed) {
            // Strided: the residue class of i as one dense block per class, then the band without i itself (the
            // only key the two share).
            addResidueBands(field, causal, block, n);
            FieldPart& band = field.newStage();
            band.queries = TokenLattice::all(n);
            band.keys = TokenLattice::all(n);
            for (int i = 0; i < n; ++i)
                band.addQuery(static_cast<int>(std::max(0LL, i - block + 1)),
                    static_cast<int>(std::min<long long>(causal ? i : n - 1, i + block - 1)), i);
            return field;
        }
        // Fixed: the own block, then one stage per summary offset r: the keys r, r + block, ... (one per block)
        // except the own block's, which the first stage already holds.
        FieldPart& own = field.newStage();
        own.queries = TokenLattice::all(n);
        own.keys = TokenLattice::all(n);
        for (int i = 0; i < n; ++i)
            own.addQuery(static_cast<int>(blockStart(i)),
                static_cast<int>(std::min<long long>(causal ? i : n - 1, blockStart(i) + block - 1)));
        for (long long r = block - summary; r < std::min<long long>(block, n); ++r) {
            FieldPart& columns = field.newStage();
            columns.queries = TokenLattice::all(n);
            columns.keys = TokenLattice::residueClass(n, static_cast<int>(r), static_cast<int>(block));
            for (int i = 0; i < n; ++i) {
                // Local key m is token r + m block, in block m; under causal only those at or before i.
                const long long last = causal ? (i < r ? -1 : (i - r) / block) : columns.keys.count - 1;
                columns.addQuery(0, static_cast<int>(last), static_cast<int>(i / block));
            }
        }
        return field;
    }
};

class SparseTransformerVariant final : public Variant {
public:
    SparseTransformerVariant() : Variant(sparseTransformerInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const SparseShape shape(resolve(params));
        return intervalAttentionCost(shape.fieldOf(n, causal), d, dv, effectiveThreads(RunOptions {}));
    }

    static PatternField fieldMembership(int n, const Params& resolved)
    {
        return membershipOf(SparseShape(resolved).fieldOf(n, false));
    }

protected:
    void checkParams(const Problem&, const Params& params) const override
    {
        [[maybe_unused]] const SparseShape shape(params); // its constructor checks summary <= block
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const SparseShape shape(params);
        return attendOverIntervals(problem, shape.fieldOf(problem.n(), problem.causal), options);
    }
};

} // namespace

PatternField sparseTransformerField(int n, const Params& resolved)
{
    return SparseTransformerVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SparseTransformerVariant)
