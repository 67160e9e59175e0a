// strided: query i sees every stride-th position counted from itself, across the whole sequence.
//   pi_i = { j : (i - j) mod stride = 0 }                                                  (../shared/spec/variants.md)
// The strided component of Child et al., Generating Long Sequences with Sparse Transformers (2019); alone it
// only mixes positions of one residue class, which is why sparse_transformer pairs it with a local band.
// Cost: about N^2 / stride pairs (N sqrt(N) when stride ~ sqrt(N), as in the paper): the pattern is enumerated
// as j = i mod stride, i mod stride + stride, ... so no pair outside it is ever visited. stride 1 is full
// attention. Choice where the spec is silent: none beyond clipping to [0, N-1].
#include "core/builtin_catalogues.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo stridedInfo()
{
    VariantInfo info;
    info.id = "strided";
    info.displayName = "Strided";
    info.family = Family::Pattern;
    info.listOrder = 5;
    info.description = "Each query attends to every stride-th position counted from itself.";
    info.formula = R"(\pi_i = \{\, j : (i - j) \bmod \ell = 0 \,\},\quad \ell = \mathrm{stride})";
    info.paper = "Child et al., Generating Long Sequences with Sparse Transformers (2019)";
    info.params = {
        ParamSpec::integer("stride", 4, 1, 4096, "Distance between two keys a query sees (1: full attention)"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Quadratic, "N / stride keys per query" };
    return info;
}

class StridedVariant final : public Variant {
public:
    StridedVariant() : Variant(stridedInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        return intervalAttentionCost(fieldOf(n, causal, resolve(params)), d, dv, effectiveThreads(RunOptions {}));
    }

    static PatternField fieldMembership(int n, const Params& resolved)
    {
        return membershipOf(fieldOf(n, false, resolved));
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        return attendOverIntervals(problem, fieldOf(problem.n(), problem.causal, params), options);
    }

private:
    // Within its residue class modulo stride a query sees every key: one dense block (causal: triangle) per class.
    static IntervalField fieldOf(int n, bool causal, const Params& params)
    {
        IntervalField field;
        field.n = n;
        addResidueBands(field, causal, params.integer("stride"), n);
        return field;
    }
};

} // namespace

PatternField stridedField(int n, const Params& resolved)
{
    return StridedVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::StridedVariant)
