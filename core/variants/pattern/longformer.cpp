// longformer: a dilated band around each query plus a few global positions.
//   pi_i = dilated(radius, gap) union global(tokens)                                       (../shared/spec/variants.md)
// Beltagy et al., Longformer: The Long-Document Transformer (2020). The band and the global set are the same
// builders dilated and global use (pattern_building), so the union here is exactly theirs.
// Cost: about N (2 radius + 1 + tokens) + tokens N pairs, linear in N. Choices where the spec is silent: as in
// dilated and global (keys clipped to [0, N-1], the first positions are the global ones); gap defaults to 0, the
// paper's undilated window used in its lower layers.
#include "core/builtin_catalogues.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo longformerInfo()
{
    VariantInfo info;
    info.id = "longformer";
    info.displayName = "Longformer";
    info.family = Family::Pattern;
    info.listOrder = 9;
    info.description = "A (dilated) band around each query plus global positions that see and are seen by all.";
    info.formula = R"(\pi_i = \{\, i + m(g+1) : |m| \le r \,\} \cup \mathrm{global}_t(i))";
    info.paper = "Beltagy et al., Longformer: The Long-Document Transformer (2020)";
    info.params = {
        ParamSpec::integer("radius", 4, 0, 4096, "Steps of the band on each side of the query"),
        ParamSpec::integer("gap", 0, 0, 4096, "Positions skipped between two steps of the band (0: no holes)"),
        ParamSpec::integer("tokens", 2, 0, 4096, "How many leading positions are global"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "a dilated window plus the global tokens per query" };
    return info;
}

struct LongformerShape {
    long long radius;
    long long step;
    long long tokens;

    explicit LongformerShape(const Params& params)
        : radius(params.integer("radius")), step(params.integer("gap") + 1), tokens(params.integer("tokens"))
    {
    }

    // Full rows for the global queries and, for the others, the band within their residue class cut to the keys
    // j >= tokens; then the global keys of the other queries. The two never share a pair.
    IntervalField fieldOf(int n, bool causal) const
    {
        IntervalField field;
        field.n = n;
        addFullRows(field, causal, tokens);
        addResidueBands(field, causal, step, radius, tokens, tokens);
        field.stages.emplace_back();
        addGlobalColumns(field, tokens);
        return field;
    }
};

class LongformerVariant final : public Variant {
public:
    LongformerVariant() : Variant(longformerInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const LongformerShape shape(resolve(params));
        return intervalAttentionCost(shape.fieldOf(n, causal), d, dv, effectiveThreads(RunOptions {}));
    }

    static PatternField fieldMembership(int n, const Params& resolved)
    {
        return membershipOf(LongformerShape(resolved).fieldOf(n, false));
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const LongformerShape shape(params);
        return attendOverIntervals(problem, shape.fieldOf(problem.n(), problem.causal), options);
    }
};

} // namespace

PatternField longformerField(int n, const Params& resolved)
{
    return LongformerVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::LongformerVariant)
