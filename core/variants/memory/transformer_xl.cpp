// transformer_xl: the sequence is cut into chunks; a query reads its own chunk up to itself and the
// `memory_chunks` chunks right before it (the cached states of the previous segments).
//   pi_i = { j <= i : floor(i/chunk) - memory_chunks <= floor(j/chunk) <= floor(i/chunk) }
//   (../shared/spec/variants.md, `memory`)
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j
// Segment-level recurrence of Dai et al., Transformer-XL (2019): chunk k attends to chunk k-1 (and further ones
// when memory_chunks > 1) besides itself. Course notes (seed 003, section 2.1): chunked training with links between
// chunks. Here one layer, so the cached states are the previous chunks' own keys and values (no stop-gradient or
// relative positions: there is no training and no position encoding in this app).
//
// Causal by definition (CausalSupport::Always): the pattern never holds j > i, whatever Problem::causal says.
// Cost: sum_i (i - max(0, (floor(i/chunk) - memory_chunks) chunk) + 1) pairs x (d + dv), about
// N (memory_chunks + 1/2) chunk; the pattern is built with O(pairs) work, no N x N buffer.
// Choices where ../shared/spec/variants.md is silent:
// - memory_chunks = 0 is causal chunked attention; memory_chunks >= floor((N-1)/chunk) is causal `full`.
// - Extras (names are a contract with the GUI): scalars "evaluated_scores" (pairs scored). The per-query reads for
//   the timeline come from memoryReads() (memory_reads.h): one Chunk read per chunk read, the last one ending at i.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/variants/memory/memory_patterns.h"
#include "core/variants/pattern/pattern_building.h"

#include <algorithm>

namespace attnlab::core {

namespace {

VariantInfo transformerXlInfo()
{
    VariantInfo info;
    info.id = "transformer_xl";
    info.displayName = "Transformer-XL chunks";
    info.family = Family::Memory;
    info.listOrder = 1;
    info.description = "Each query reads its own chunk up to itself plus the `memory_chunks` chunks before it.";
    info.formula
        = R"(\pi_i = \{\, j \le i : \lfloor i/c \rfloor - m \le \lfloor j/c \rfloor \le \lfloor i/c \rfloor \,\})";
    info.paper = "Dai et al., Transformer-XL: Attentive Language Models Beyond a Fixed-Length Context (2019)";
    info.params = {
        ParamSpec::integer("chunk", 8, 1, 65536, "Positions per chunk (segment)"),
        ParamSpec::integer("memory_chunks", 1, 0, 65536, "Earlier chunks each query also reads"),
    };
    info.causal = CausalSupport::Always;
    info.promise = { CostGrowth::Linear, "its chunk and memory_chunks earlier chunks per query" };
    return info;
}

// Row size: from the first position of the oldest chunk read up to i.
std::int64_t transformerXlRowSize(int i, long long chunk, long long memoryChunks)
{
    const long long firstChunk = std::max(0LL, i / chunk - memoryChunks);
    return i - firstChunk * chunk + 1;
}

class TransformerXlVariant final : public Variant {
public:
    TransformerXlVariant() : Variant(transformerXlInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        return intervalAttentionCost(fieldOf(n, resolve(params)), d, dv, effectiveThreads(RunOptions {}));
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        Result result = attendOverIntervals(problem, fieldOf(problem.n(), params), options);
        result.extras.scalars[extra_keys::kEvaluatedScores] = static_cast<double>(result.pattern.pairCount());
        return result;
    }

private:
    // The same chunks as appendTransformerXlReads, as one interval per query: they are consecutive and end at i.
    static IntervalField fieldOf(int n, const Params& params)
    {
        const long long chunk = params.integer("chunk");
        const long long memoryChunks = params.integer("memory_chunks");
        return singleIntervalField(n, true, [&](int i) {
            return std::pair(i - transformerXlRowSize(i, chunk, memoryChunks) + 1, static_cast<long long>(i));
        });
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::TransformerXlVariant)
