// dilated: a band with holes. Query i sees every (gap+1)-th position up to `radius` steps either side.
//   pi_i = { i + m (gap + 1) : m = -radius .. radius }                                     (../shared/spec/variants.md)
// Follows the dilated sliding window of Beltagy et al., Longformer (2020): the same number of keys as a local
// band of the same radius, but reaching (gap+1) times further. gap = 0 is the local band before = after = radius.
// Cost: about N (2 radius + 1) pairs. Choice where the spec is silent: keys outside [0, N-1] are dropped (no
// wrap-around), so rows near the ends are shorter; radius 0 is the identity map.
#include "core/builtin_catalogues.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo dilatedInfo()
{
    VariantInfo info;
    info.id = "dilated";
    info.displayName = "Dilated band";
    info.family = Family::Pattern;
    info.listOrder = 4;
    info.description = "A band with holes: every (gap+1)-th position within `radius` steps of the query.";
    info.formula = R"(\pi_i = \{\, i + m(g+1) : m = -r, \dots, r \,\},\quad r = \mathrm{radius},\ g = \mathrm{gap})";
    info.paper = "Beltagy et al., Longformer (2020), dilated sliding window";
    info.params = {
        ParamSpec::integer("radius", 4, 0, 4096, "Steps seen on each side of the query"),
        ParamSpec::integer("gap", 1, 0, 4096, "Positions skipped between two steps (0: a plain band)"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "2 radius + 1 keys per query" };
    return info;
}

class DilatedVariant final : public Variant {
public:
    DilatedVariant() : Variant(dilatedInfo()) { }

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
    // Within the residue class of i modulo gap + 1 the dilated band is a plain band of `radius` on each side.
    static IntervalField fieldOf(int n, bool causal, const Params& params)
    {
        IntervalField field;
        field.n = n;
        addResidueBands(field, causal, params.integer("gap") + 1, params.integer("radius"));
        return field;
    }
};

} // namespace

PatternField dilatedField(int n, const Params& resolved)
{
    return DilatedVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::DilatedVariant)
