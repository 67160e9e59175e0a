// local: each query sees a band of neighbours around itself.
//   pi_i = { j : i - before <= j <= i + after }                                            (../shared/spec/variants.md)
// Follows the local 1-D attention of Parmar et al., Image Transformer (2018) and the sliding-window attention
// of Beltagy et al., Longformer (2020), here with a band that may be lopsided (before != after).
// Cost: about N (before + after + 1) pairs. Choice where the spec is silent: the band is clipped at 0 and N-1,
// so a band wider than the sequence is simply full attention (not an error); before = after = 0 is the
// identity map (every query sees only itself).
#include "core/builtin_catalogues.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo localInfo()
{
    VariantInfo info;
    info.id = "local";
    info.displayName = "Local band";
    info.family = Family::Pattern;
    info.listOrder = 1;
    info.description = "Each query attends to the keys from `before` positions behind it to `after` ahead.";
    info.formula = R"(\pi_i = \{\, j : i - \mathrm{before} \le j \le i + \mathrm{after} \,\})";
    info.paper = "Parmar et al., Image Transformer (2018); Beltagy et al., Longformer (2020)";
    info.params = {
        ParamSpec::integer("before", 4, 0, 4096, "How many earlier positions each query sees"),
        ParamSpec::integer("after", 4, 0, 4096, "How many later positions each query sees"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "a window of before + after + 1 keys per query" };
    return info;
}

class LocalVariant final : public Variant {
public:
    LocalVariant() : Variant(localInfo()) { }

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
    static IntervalField fieldOf(int n, bool causal, const Params& params)
    {
        const long long before = params.integer("before");
        const long long after = params.integer("after");
        return singleIntervalField(n, causal, [&](int i) { return std::pair(i - before, i + after); });
    }
};

} // namespace

PatternField localField(int n, const Params& resolved)
{
    return LocalVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::LocalVariant)
