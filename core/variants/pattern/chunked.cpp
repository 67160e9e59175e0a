// chunked: the sequence is cut into chunks of `chunk` positions; a query sees the keys of its own chunk.
//   pi_i = { j : floor(j / chunk) = floor(i / chunk) }                                     (../shared/spec/variants.md)
// Follows the blockwise (block-diagonal) attention of Qiu et al., Blockwise Self-Attention for Long Document
// Understanding (2019), and the query blocks of Parmar et al., Image Transformer (2018).
// Cost: about N * chunk pairs. Choice where the spec is silent: the last chunk is shorter when chunk does not
// divide N; chunk >= N is full attention.
#include "core/builtin_catalogues.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo chunkedInfo()
{
    VariantInfo info;
    info.id = "chunked";
    info.displayName = "Chunked (block-diagonal)";
    info.family = Family::Pattern;
    info.listOrder = 2;
    info.description = "The sequence is cut into chunks; each query attends only within its own chunk.";
    info.formula = R"(\pi_i = \{\, j : \lfloor j/c \rfloor = \lfloor i/c \rfloor \,\},\quad c = \mathrm{chunk})";
    info.paper = "Qiu et al., Blockwise Self-Attention for Long Document Understanding (2019)";
    info.params = {
        ParamSpec::integer("chunk", 8, 1, 4096, "Positions per chunk"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "a fixed chunk of keys per query" };
    return info;
}

// First key of i's chunk.
long long chunkStart(int i, long long chunk)
{
    return (i / chunk) * chunk;
}

class ChunkedVariant final : public Variant {
public:
    ChunkedVariant() : Variant(chunkedInfo()) { }

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
        const long long chunk = params.integer("chunk");
        return singleIntervalField(
            n, causal, [&](int i) { return std::pair(chunkStart(i, chunk), chunkStart(i, chunk) + chunk - 1); });
    }
};

} // namespace

PatternField chunkedField(int n, const Params& resolved)
{
    return ChunkedVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::ChunkedVariant)
