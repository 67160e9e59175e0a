// custom: the pattern the user types, as a condition over the query i, the key j and the length N.
//   pi_i = { j : expr(i, j, N) is true } + { i },  causal removes j > i afterwards   (../shared/spec/variants.md)
// No paper: a place to try the catalogue's ideas (bands, strides, global columns) and their combinations, written
// out over i, j and N or as calls of the catalogue's own patterns (`local(3, 3) or global(2)`, custom_calls.h).
// The grammar, types, integer arithmetic and limits are in custom_expression.h; how the field is found without
// testing all N^2 pairs in custom_rows.h. Cost: (pairs of the field) x (d + dv), counted by the pattern engine like
// random's; the field's density is whatever the expression gives, so the promise is the default's (a band of 5 keys
// and the first key per query: linear).
// Choices where the spec is silent: an expression that does not parse is refused when the parameter is set (the
// ParamSpec's textCheck), naming the column, so --set, sessions and the Variant dock refuse it before any run.
#include "core/builtin_catalogues.h"
#include "core/kernels/pattern_attention.h"
#include "core/variants/pattern/custom_rows.h"
#include "core/variants/pattern/pattern_building.h"

#include <algorithm>

namespace attnlab::core {

namespace {

VariantInfo customInfo()
{
    VariantInfo info;
    info.id = "custom";
    info.displayName = "Your own pattern";
    info.family = Family::Pattern;
    info.listOrder = 14;
    info.description = "Each query attends to itself and to the keys where a condition you write holds: over i, j "
                       "and N, or combining catalogue patterns such as local(3, 3) or global(2).";
    info.formula = R"(\pi_i = \{\, j : \mathrm{expr}(i, j, N) \,\} \cup \{ i \})";
    info.paper = "None: a pattern of your own, to combine the ideas of the others";
    ParamSpec expression = ParamSpec::text("expr", "abs(i - j) <= 2 or j == 0",
        "Which keys j query i sees: a condition over i, j and N with + - * / %, comparisons, and, or, not, abs, "
        "min, max, floor, and catalogue patterns with their parameters, e.g. local(3, 3) or global(2), "
        "strided(8) and not chunked(16), longformer(radius=2)");
    expression.textCheck = &CustomExpression::problemOf;
    info.params = { expression };
    info.causal = CausalSupport::Optional;
    info.promise
        = { CostGrowth::Linear, "follows the field's density: the default reads a band of 5 keys and the first key" };
    return info;
}

class CustomVariant final : public Variant {
public:
    CustomVariant() : Variant(customInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        CustomRows rows(CustomExpression::parse(resolve(params).text("expr")), n, causal);
        std::vector<int> keys;
        return patternAttentionCost(n, d, dv, causal, [&](int i, int lastKey) {
            keys.clear();
            rows.appendRow(i, lastKey, keys);
            // i is always allowed; it is among the keys exactly when the expression holds on (i, i).
            const bool ownKey = std::binary_search(keys.begin(), keys.end(), i);
            return static_cast<std::int64_t>(keys.size()) + (ownKey ? 0 : 1);
        });
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        CustomRows rows(CustomExpression::parse(params.text("expr")), problem.n(), problem.causal);
        Pattern pattern = buildPattern(
            problem.n(), problem.causal,
            [&](int i, int lastKey, std::vector<int>& keys) { rows.appendRow(i, lastKey, keys); }, options.cancel);
        return attendOverPattern(problem, std::move(pattern), options);
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::CustomVariant)
