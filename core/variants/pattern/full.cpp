// full: exact softmax attention, the reference every other variant is compared with.
//   O = softmax(s Q K^T + causal mask) V                         (Vaswani et al., 2017)
// Dense for small N; tiled with an online softmax for large N (Milakov & Gimelshein, 2018; the FlashAttention
// schedule), so memory stays O(N d) while the result is exactly the same function.
#include "core/builtin_catalogues.h"
#include "core/kernels/exact_attention.h"

namespace attnlab::core {

namespace {

class FullVariant final : public Variant {
public:
    FullVariant()
        : Variant(VariantInfo{
            "full",
            "Full (exact softmax)",
            Family::Pattern,
            0,
            "Every query attends to every key: the exact result the other variants are compared with.",
            R"(O = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d}}\right)V)",
            "Vaswani et al., Attention Is All You Need (2017)",
            {},
            CausalSupport::Optional,
            {},
            false,
            true,
            false,
            nullptr,
            CostPromise { CostGrowth::Quadratic, "every pair" }})
    {
    }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params&) const override
    {
        return exactAttentionCost(n, d, dv, causal, ExactPath::Auto, effectiveThreads(RunOptions{}));
    }

protected:
    Result compute(const Problem& problem, const Params&, const RunOptions& options) const override
    {
        return exactAttention(problem, options);
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::FullVariant)
