// global: the first `tokens` positions are global: they see every key and every query sees them.
//   pi_i = all j            for i < tokens
//   pi_i = { j < tokens } + { i }   otherwise                                              (../shared/spec/variants.md)
// Follows the global attention of Beltagy et al., Longformer (2020) and Ainslie et al., ETC (2020), on its own
// (without the local band longformer adds) so its hub-and-spoke shape is visible.
// Cost: tokens full rows plus (N - tokens)(tokens + 1) pairs, i.e. O(tokens N); the full rows are enumerated
// only for the global queries. Choices where the spec is silent: the global positions are the first ones (as
// with a [CLS] token); tokens = 0 leaves every query with itself only; tokens >= N is full attention.
#include "core/builtin_catalogues.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo globalInfo()
{
    VariantInfo info;
    info.id = "global";
    info.displayName = "Global tokens";
    info.family = Family::Pattern;
    info.listOrder = 7;
    info.description = "The first `tokens` positions see everything and are seen by every query.";
    info.formula = R"(\pi_i = \begin{cases} \{0, \dots, N-1\} & i < t \\ \{\, j : j < t \,\} \cup \{i\} & i \ge t)"
                   R"( \end{cases},\quad t = \mathrm{tokens})";
    info.paper = "Beltagy et al., Longformer (2020); Ainslie et al., ETC (2020)";
    info.params = {
        ParamSpec::integer("tokens", 2, 0, 4096, "How many leading positions are global"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "the global tokens per query, and the few global rows over all keys" };
    return info;
}

class GlobalVariant final : public Variant {
public:
    GlobalVariant() : Variant(globalInfo()) { }

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
    // First the full rows and, for every other query, the global keys as one block; then each other query's own key.
    static IntervalField fieldOf(int n, bool causal, const Params& params)
    {
        const long long tokens = params.integer("tokens");
        IntervalField field;
        field.n = n;
        addFullRows(field, causal, tokens);
        addGlobalColumns(field, tokens);
        field.stages.emplace_back();
        addOwnKeys(field, tokens);
        return field;
    }
};

} // namespace

PatternField globalField(int n, const Params& resolved)
{
    return GlobalVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::GlobalVariant)
