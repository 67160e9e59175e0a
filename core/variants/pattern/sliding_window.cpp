// sliding_window: queries move in steps of `stride`; each group of `stride` queries shares one window of
// `window` keys that ends with the group's last position.
//   b = floor(i / stride),  pi_i = { j : b*stride + stride - window <= j <= b*stride + stride - 1 }
//   (../shared/spec/variants.md)
// stride = window gives chunked; stride = 1 gives a window of `window` keys ending at i, the sliding window of
// Beltagy et al., Longformer (2020) and of Mistral 7B (Jiang et al., 2023); 1 < stride < window is the
// query-block / memory-block scheme of Parmar et al., Image Transformer (2018).
// Cost: about N * window pairs. stride > window would leave i outside its own window: an error naming 'stride'.
// Choice where the spec is silent: the window is clipped at 0 and N-1 (a window >= N is full attention for the
// last group); without causal a query may see up to stride-1 later keys of its own group.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/variants/pattern/pattern_building.h"
#include "core/variants/pattern/pattern_fields.h"

namespace attnlab::core {

namespace {

VariantInfo slidingWindowInfo()
{
    VariantInfo info;
    info.id = "sliding_window";
    info.displayName = "Sliding window";
    info.family = Family::Pattern;
    info.listOrder = 3;
    info.description = "Groups of `stride` queries share a window of `window` keys ending at the group's end.";
    info.formula = R"(b = \lfloor i/s \rfloor,\quad \pi_i = \{\, j : bs + s - w \le j \le bs + s - 1 \,\})"
                   R"(,\quad w = \mathrm{window},\ s = \mathrm{stride})";
    info.paper = "Beltagy et al., Longformer (2020); Parmar et al., Image Transformer (2018)";
    info.params = {
        ParamSpec::integer("window", 8, 1, 4096, "Keys in each window"),
        ParamSpec::integer("stride", 1, 1, 4096, "Queries that share one window (at most window)"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::Linear, "a window of `window` keys per query" };
    return info;
}

// A constraint between the two parameters that their ranges cannot express.
void requireStrideWithinWindow(long long window, long long stride)
{
    if (stride > window)
        throw Error("parameter 'stride' (" + std::to_string(stride) + ") must not exceed 'window' ("
            + std::to_string(window) + "): a query would fall outside its own window");
}

struct SlidingWindow {
    long long window;
    long long stride;

    explicit SlidingWindow(const Params& params) : window(params.integer("window")), stride(params.integer("stride"))
    {
        requireStrideWithinWindow(window, stride);
    }
    // Last key of the window that query i's group shares.
    long long windowEnd(int i) const { return (i / stride) * stride + stride - 1; }
    long long windowStart(int i) const { return windowEnd(i) + 1 - window; }
};

class SlidingWindowVariant final : public Variant {
public:
    SlidingWindowVariant() : Variant(slidingWindowInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        return intervalAttentionCost(
            fieldOf(n, causal, SlidingWindow(resolve(params))), d, dv, effectiveThreads(RunOptions {}));
    }

    static PatternField fieldMembership(int n, const Params& resolved)
    {
        return membershipOf(fieldOf(n, false, SlidingWindow(resolved)));
    }

protected:
    void checkParams(const Problem&, const Params& params) const override
    {
        requireStrideWithinWindow(params.integer("window"), params.integer("stride"));
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const SlidingWindow shape(params);
        return attendOverIntervals(problem, fieldOf(problem.n(), problem.causal, shape), options);
    }

private:
    static IntervalField fieldOf(int n, bool causal, const SlidingWindow& shape)
    {
        return singleIntervalField(
            n, causal, [&](int i) { return std::pair(shape.windowStart(i), shape.windowEnd(i)); });
    }
};

} // namespace

PatternField slidingWindowField(int n, const Params& resolved)
{
    return SlidingWindowVariant::fieldMembership(n, resolved);
}

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SlidingWindowVariant)
