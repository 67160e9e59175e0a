// pool_kv: keys and values compressed along the sequence by a strided 1-D convolution; queries attend to the pooled
// slots.
//   window r covers positions r stride .. min(r stride + kernel, N) - 1, r = 0 .. ceil(N / stride) - 1
//   P_rj = w_{j - r stride} / sum of the weights the window covers;  K' = P K,  V' = P V
//   A = softmax(s Q K'^T)  (N x slots),  O = A V',  M = A P                     (../shared/spec/variants.md, `lowrank`)
// Liu et al., Generating Wikipedia by Summarizing Long Sequences (2018): memory-compressed attention, a strided
// convolution over keys and values. Scores are N x ceil(N / stride): with stride fixed the cost is still O(N^2 /
// stride), with kernel = stride it is the paper's non-overlapping compression.
// causal: error. A slot pools a window of positions; every query sees every slot, so the slots that end after
// position i carry future keys and values to query i.
//
// Choices where ../shared/spec/variants.md is silent:
// - One scalar kernel w_0 .. w_{kernel-1} shared by every window and every channel (the paper's convolution is
//   learned and mixes channels; a scalar kernel keeps P an N-mixing matrix the map view can show).
// - weights=mean: w_t = 1. weights=random: w_t = 1 - u_t with u_t uniform in [0, 1) from Random(seed), t = 0, 1,
//   ...: positive, so every window is a convex combination.
// - Each window's weights are rescaled to sum to 1 over the positions it covers (the clipped last windows too):
//   rows of P are distributions, so rows of M = A P are too (rowsSumToOne). For mean weights this is exactly
//   "average the positions the window covers", and M spreads a slot's weight evenly over its positions.
// - stride > kernel is refused (an Error): positions between windows would vanish from every query's view.
// - Multiply-adds, as the code does them: (positions covered, summed over windows) x (d + dv) for K' and V', then
//   N x slots x (d + dv) for the scores and A V'. Peak bytes: the kernel (double), P's stored weights, K', V', A
//   and O (float), held together; the dense P in the extras and M are display copies and not counted.
// - Pattern: all pairs (every position lies in some window, and every query sees every window).
// - Extras (names are a contract with the GUI): matrices "projection" (P, slots x N) and "compressed_attention"
//   (A, N x slots).
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/variants/lowrank/projections.h"

#include <algorithm>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
constexpr double kDoubleBytes = sizeof(double);

int windowCount(int n, long long stride)
{
    return static_cast<int>((n + stride - 1) / stride);
}

// Positions covered, summed over all windows: the full windows cover `kernel` each, the clipped ones N - r stride.
std::int64_t coveredPositions(int n, long long kernel, long long stride)
{
    const std::int64_t windows = windowCount(n, stride);
    const std::int64_t full = n >= kernel ? std::min<std::int64_t>(windows, (n - kernel) / stride + 1) : 0;
    const std::int64_t clipped = windows - full;
    // sum over r = full .. windows - 1 of (n - r stride)
    return full * kernel + clipped * n - stride * (full + windows - 1) * clipped / 2;
}

std::vector<double> kernelWeights(const std::string& kind, long long kernel, long long seed)
{
    std::vector<double> weights(static_cast<std::size_t>(kernel), 1.0);
    if (kind == "random") {
        Random random(static_cast<std::uint64_t>(seed));
        for (double& weight : weights)
            weight = 1.0 - random.uniform(); // (0, 1]: never zero, so no window sums to zero
    }
    return weights;
}

VariantInfo poolKvInfo()
{
    VariantInfo info;
    info.id = "pool_kv";
    info.displayName = "Pooled keys and values";
    info.family = Family::Lowrank;
    info.listOrder = 1;
    info.description = "Keys and values are pooled by a strided 1-D convolution along the sequence; each query "
                       "attends to the ceil(N/stride) pooled slots.";
    info.formula = R"(O = \mathrm{softmax}\!\left(\frac{Q\,(PK)^\top}{\sqrt{d}}\right) PV,\quad )"
                   R"(P_{rj} \propto w_{j - r\,\mathrm{stride}},\ )"
                   R"(r\,\mathrm{stride} \le j < r\,\mathrm{stride} + \mathrm{kernel})";
    info.paper = "Liu et al., Generating Wikipedia by Summarizing Long Sequences (2018), memory-compressed attention";
    info.params = {
        ParamSpec::integer("kernel", 4, 1, 65536, "Positions each window pools"),
        ParamSpec::integer("stride", 4, 1, 65536, "Step between windows (at most kernel)"),
        ParamSpec::choice("weights", "mean", {"mean", "random"},
                          "mean: average the window; random: a seeded positive kernel, rescaled per window"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random kernel"),
    };
    info.causal = CausalSupport::Never;
    info.causalReason = "every query sees every pooled slot, and the slots whose windows end after the query "
                        "carry future keys and values to it";
    info.rowsSumToOne = true;
    // The windows a pooling of this stride makes: ceil(N / stride) slots.
    info.rankBound = [](const Params& params, int n, bool) -> std::optional<RankBound> {
        const long long stride = params.integer("stride");
        const long long slots = (n + stride - 1) / stride;
        return RankBound { slots, "slots",
            "M = A P with P pooling the sequence into %1 slots (N / stride, rounded up), so M has rank at most %1.",
            true };
    };
    info.promise = { CostGrowth::Quadratic, "N / stride pooled slots per query" };
    return info;
}

class PoolKvVariant final : public Variant {
public:
    PoolKvVariant() : Variant(poolKvInfo()) {}

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const long long kernel = resolved.integer("kernel");
        const int windows = windowCount(n, resolved.integer("stride"));
        const std::int64_t taps = coveredPositions(n, kernel, resolved.integer("stride"));
        const Cost slots = slotAttentionCost(n, windows, d, dv);
        return Cost{static_cast<double>(taps) * (d + dv) + slots.madds,
                    kDoubleBytes * static_cast<double>(kernel) + sequenceProjectionBytes(taps, windows)
                        + kFloatBytes * windows * (d + dv) + slots.peakBytes};
    }

protected:
    void checkParams(const Problem&, const Params& params) const override
    {
        if (params.integer("stride") > params.integer("kernel"))
            throw Error("pool_kv: stride (" + std::to_string(params.integer("stride")) + ") must not exceed kernel ("
                        + std::to_string(params.integer("kernel"))
                        + "): the positions between windows would be dropped from every query's view");
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const std::vector<double> kernel
            = kernelWeights(params.text("weights"), params.integer("kernel"), params.integer("seed"));
        const SequenceProjection pooling
            = SequenceProjection::pooling(problem.n(), static_cast<int>(params.integer("stride")), kernel);
        double madds = 0.0;
        const Matrix slotKeys = pooling.apply(problem.k, &madds, options.cancel);
        const Matrix slotValues = pooling.apply(problem.v, &madds, options.cancel);
        SlotAttention attention
            = attendOverSlots(problem.q, slotKeys, slotValues, problem.effectiveScale(), options.cancel);

        Result result;
        result.o = std::move(attention.o);
        result.cost.madds = madds + attention.madds;
        result.cost.peakBytes = kDoubleBytes * static_cast<double>(kernel.size()) + pooling.storageBytes()
            + kFloatBytes * static_cast<double>(slotKeys.size() + slotValues.size()) + attention.bytes;
        result.pattern = Pattern::allPairs(problem.n(), false);

        if (options.wantMap)
            result.map = pooling.multiplyOnLeft(attention.weights, options);
        Matrix dense = pooling.toDense();
        result.extras.matrices[extra_keys::kProjection] = std::move(dense);
        result.extras.matrices[extra_keys::kCompressedAttention] = std::move(attention.weights);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::PoolKvVariant)
