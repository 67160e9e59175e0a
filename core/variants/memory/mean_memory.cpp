// mean_memory: a cache window of recent states plus ONE pooled slot that summarises everything older.
//   cache_i = { j : i - window + 1 <= j <= i },  pooled_i = { j : j < i - window + 1 }
//   (../shared/spec/variants.md, `memory`)
//   kbar_i = mean_{j in pooled_i} k_j,  vbar_i = mean_{j in pooled_i} v_j   (the slot exists when pooled_i is not
//   empty) O_i = sum_{j in cache_i} a_ij v_j + a_i,slot vbar_i,  a_i = softmax over (s q_i.k_j for j in cache_i; s
//   q_i.kbar_i) M_ij = a_ij on the cache, a_i,slot / |pooled_i| on every pooled position (the slot's weight spread
//   evenly)
// Long-term memory by pooling (course notes, seed 003, section 2.2, equations (7)-(8): the history averaged into one
// key-value pair, updated incrementally), combined with a cache for the local context as the notes suggest at the end
// of 2.2; the pooled (compressed) memory of Rae et al., Compressive Transformer (2020), with mean pooling as the
// compression function.
//
// Causal by definition (CausalSupport::Always): nothing past i is read, whatever Problem::causal says.
// Compute: core/kernels/slot_attention (slot means from prefix sums of K and V, so the slot costs O(d + dv) per query
// whatever its length). Multiply-adds: N (d + dv) for the prefix sums + sum_i (min(i + 1, window) + 2 [i >= window])
// (d + dv); linear in N.
// Choices where ../shared/spec/variants.md is silent:
// - Pattern: the cache plus every pooled position (one evaluated score stands for all of them), so row i is all
//   j <= i: stored as "all causal pairs" (no N^2 list). Density therefore reads 1/2 although only window + 1 scores
//   are computed per query; extras give the scores actually computed.
// - window >= N: no slot ever exists and the result is causal `full`.
// - Extras (names are a contract with the GUI): scalars "evaluated_scores" (real keys + slots, over all queries) and
//   "pooled_slot_reads" (queries that read the slot). The per-query reads for the timeline come from memoryReads()
//   (memory_reads.h): Pooled [0, i-window] when i >= window, then Cache [max(0, i-window+1), i].
#include "core/builtin_catalogues.h"
#include "core/kernels/slot_attention.h"
#include "core/variants/memory/memory_patterns.h"

#include <algorithm>

namespace attnlab::core {

namespace {

// The pooled slot [0, i - window] ends anywhere: prefix sums at every position.
constexpr int kAnySlot = 1;

VariantInfo meanMemoryInfo()
{
    VariantInfo info;
    info.id = "mean_memory";
    info.displayName = "Cache + mean memory";
    info.family = Family::Memory;
    info.listOrder = 2;
    info.description
        = "Each query reads the last `window` states plus one slot holding the mean key and value of everything older.";
    info.formula
        = R"(O_i = \sum_{j=i-w+1}^{i} a_{ij} v_j + a_{i\ast}\,\bar v_i,\quad )"
          R"(\bar k_i = \tfrac{1}{i-w+1}\sum_{j \le i-w} k_j,\ \bar v_i = \tfrac{1}{i-w+1}\sum_{j \le i-w} v_j)";
    info.paper = "Pooled long-term memory (course notes, section 2.2); Rae et al., Compressive Transformer (2020)";
    info.params = {
        ParamSpec::integer(
            "window", 8, 1, 65536, "States in the cache, the query's own included; older ones are pooled"),
    };
    info.causal = CausalSupport::Always;
    info.promise = { CostGrowth::Linear, "the cache window plus one running-mean slot per query" };
    return info;
}

class MeanMemoryVariant final : public Variant {
public:
    MeanMemoryVariant() : Variant(meanMemoryInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const long long window = resolve(params).integer("window");
        return slotAttentionCost(n, d, dv, kAnySlot, 0.0, [window](int i, std::vector<PooledSlot>& slots) {
            if (i >= window)
                slots.push_back(PooledSlot { 0, static_cast<int>(i - window) });
            return std::min<std::int64_t>(i + 1LL, window);
        });
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const long long window = params.integer("window");
        // Cache and pooled slot together cover every j <= i.
        Pattern pattern = Pattern::allPairs(problem.n(), true);
        return attendOverKeysAndSlots(
            problem, std::move(pattern),
            [window](int i, std::vector<int>& keys, std::vector<PooledSlot>& slots) {
                std::vector<MemoryRead> reads;
                appendMeanMemoryReads(i, window, reads);
                appendKeysAndSlots(reads, keys, slots);
            },
            kAnySlot, options);
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::MeanMemoryVariant)
