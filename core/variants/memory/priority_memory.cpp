// priority_memory: a cache window plus a priority queue of the `slots` most valuable earlier keys.
//   cache_i = { j : i - window + 1 <= j <= i }                                   (../shared/spec/variants.md, `memory`)
//   kept_i  = the `slots` keys j < i - window + 1 with the largest norm(k_j) (ties -> lower j; all when fewer)
//   pi_i = cache_i U kept_i,  O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j
// Memory as a priority queue (course notes, seed 003, section 2.2: a learned scoring function gives each key-value
// pair a priority and the high-scoring ones are enqueued, so the memory keeps the most valuable pairs of the whole
// stream); norm(k_j) stands in for the learned score. Cache plus long-term memory as the notes suggest; compare the
// kept-memory ideas of Rae et al., Compressive Transformer (2020), and of KV-cache eviction.
//
// Causal by definition (CausalSupport::Always): nothing past i is read, whatever Problem::causal says.
// Compute: the queue admits each key once, when it leaves the cache window (its norm taken then, d multiply-adds),
// and keeps at most `slots` entries, so advancing it costs O(slots) per query instead of a sort of the past per row;
// then softmax over each row of the pattern (core/kernels/pattern_attention).
// Multiply-adds: (N - window)^+ d for the norms (none when slots = 0) + sum_i (min(i + 1, window)
// + min(slots, (i - window + 1)^+)) (d + dv): linear in N.
// Choices where ../shared/spec/variants.md is silent:
// - The priority compares squared norms in double precision (same order as the norms), so the choice does not hinge
//   on float rounding; on equal norms the lower position wins (the Conventions' tie rule), so a newcomer must be
//   strictly larger than the weakest kept key to replace it. Once evicted, a key never returns (it could not: the
//   queue only ever grows in strength).
// - slots = 0 is cache_window.
// - Peak bytes: the pattern kernel's (pattern, O, weights) plus the queue (position + squared norm per slot), held
//   while the pattern is attended to.
// - Extras (names are a contract with the GUI): scalars "evaluated_scores" (pairs scored); labels "final_kept_keys"
//   (the queue after the last query, ascending). The per-query reads for the timeline come from memoryReads()
//   (memory_reads.h): one Kept read per kept key (ascending), then Cache [max(0, i-window+1), i].
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/pattern_attention.h"
#include "core/variants/memory/memory_patterns.h"
#include "core/variants/pattern/pattern_building.h"

#include <algorithm>

namespace attnlab::core {

namespace {

VariantInfo priorityMemoryInfo()
{
    VariantInfo info;
    info.id = "priority_memory";
    info.displayName = "Cache + priority memory";
    info.family = Family::Memory;
    info.listOrder = 4;
    info.description = "Each query reads the last `window` states plus the `slots` older keys with the largest norm "
                       "(a stand-in for a learned priority).";
    info.formula = R"(\pi_i = \{\, j : i - w + 1 \le j \le i \,\} \cup )"
                   R"(\operatorname{top-}\kappa_{\,j \le i-w}\,\lVert k_j \rVert)";
    info.paper = "Priority-queue memory (course notes, section 2.2); Rae et al., Compressive Transformer (2020)";
    info.params = {
        ParamSpec::integer("window", 8, 1, 65536, "States in the cache, the query's own included"),
        ParamSpec::integer("slots", 4, 0, 65536, "Older keys kept in the priority queue (largest norm first)"),
    };
    info.causal = CausalSupport::Always;
    info.promise = { CostGrowth::Linear, "the cache window plus `slots` kept keys per query" };
    return info;
}

class PriorityMemoryVariant final : public Variant {
public:
    PriorityMemoryVariant() : Variant(priorityMemoryInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const long long window = resolved.integer("window");
        const long long slots = resolved.integer("slots");
        Cost cost = patternAttentionCost(n, d, dv, true, [&](int i, int) {
            const long long older = std::max(0LL, i - window + 1);
            return std::min<std::int64_t>(i + 1LL, window) + std::min(slots, older);
        });
        const long long normsTaken = slots > 0 ? std::max(0LL, n - window) : 0;
        cost.madds += static_cast<double>(normsTaken) * d;
        cost.peakBytes += PriorityMemory::queueBytes(n, slots);
        return cost;
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const long long slots = params.integer("slots");
        PriorityMemory memory(problem.k, params.integer("window"), slots);
        Pattern pattern = patternOfReads(
            problem.n(), [&memory](int i, std::vector<MemoryRead>& reads) { memory.appendReads(i, reads); },
            options.cancel);
        Result result = attendOverPattern(problem, std::move(pattern), options);
        result.cost.madds += memory.normMadds();
        result.cost.peakBytes += PriorityMemory::queueBytes(problem.n(), slots);
        result.extras.scalars[extra_keys::kEvaluatedScores] = static_cast<double>(result.pattern.pairCount());
        result.extras.labels[extra_keys::kFinalKeptKeys] = memory.keptPositions();
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::PriorityMemoryVariant)
