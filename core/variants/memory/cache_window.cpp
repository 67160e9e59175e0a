// cache_window: memory as a cache of the last `window` states; each query reads only those.
//   pi_i = { j : i - window + 1 <= j <= i }                                      (../shared/spec/variants.md, `memory`)
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j
// The simplest fixed-size memory of the course notes (seed 003, section 2.1, cache-based memory: keep the n_c - 1
// states before the current one; here window = n_c counts the query itself). Stacking L layers widens the reach to
// L(window - 1) + 1 positions. The context-window model of Transformer-XL (Dai et al., 2019) at evaluation time.
//
// Causal by definition (CausalSupport::Always): the pattern never holds j > i, whatever Problem::causal says.
// Cost: sum_i min(i + 1, window) pairs x (d + dv), the pattern built with O(pairs) work, no N x N buffer.
// Choices where ../shared/spec/variants.md is silent:
// - window >= N is allowed and is exactly causal `full` (the window is clipped at position 0).
// - Extras (names are a contract with the GUI): scalars "evaluated_scores" (pairs scored). The per-query reads for
//   the timeline come from memoryReads() (memory_reads.h): one Cache read [max(0, i-window+1), i].
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/variants/memory/memory_patterns.h"
#include "core/variants/pattern/pattern_building.h"

#include <algorithm>

namespace attnlab::core {

namespace {

VariantInfo cacheWindowInfo()
{
    VariantInfo info;
    info.id = "cache_window";
    info.displayName = "Cache window";
    info.family = Family::Memory;
    info.listOrder = 0;
    info.description = "Each query reads a cache of the last `window` states (itself included), nothing older.";
    info.formula = R"(\pi_i = \{\, j : i - w + 1 \le j \le i \,\})";
    info.paper = "Cache-based memory (course notes, section 2.1); Dai et al., Transformer-XL (2019)";
    info.params = {
        ParamSpec::integer("window", 8, 1, 65536, "States in the cache, the query's own included"),
    };
    info.causal = CausalSupport::Always;
    info.promise = { CostGrowth::Linear, "the last `window` keys per query" };
    return info;
}

class CacheWindowVariant final : public Variant {
public:
    CacheWindowVariant() : Variant(cacheWindowInfo()) { }

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
    // The same window as appendCacheWindowReads, as one interval per query.
    static IntervalField fieldOf(int n, const Params& params)
    {
        const long long window = params.integer("window");
        return singleIntervalField(
            n, true, [window](int i) { return std::pair(i - window + 1, static_cast<long long>(i)); });
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::CacheWindowVariant)
