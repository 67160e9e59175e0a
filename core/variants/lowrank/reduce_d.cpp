// reduce_d: exact attention with queries and keys projected to fewer dimensions (the other low-rank axis: d, not N).
//   U in R^{d x dprime}, U_ab ~ N(0, 1/dprime);  Q' = Q U,  K' = K U
//   O = softmax(Q' K'^T / sqrt(dprime) [+ causal mask]) V                       (../shared/spec/variants.md, `lowrank`)
// A random (Johnson-Lindenstrauss) projection of the scoring space: E[U U^T] = I, so Q'K'^T estimates Q K^T with a
// noise that shrinks as dprime grows (Johnson & Lindenstrauss, 1984; Achlioptas, 2003). The low-rank bottleneck of
// the scores studied by Bhojanapalli et al., Low-Rank Bottleneck in Multi-head Attention Models (2020).
// It still scores every pair: cost N^2 (dprime + dv), the saving is in the scoring width only.
// causal: honoured as in `full`, a causal mask on the reduced scores (j <= i).
//
// Choices where ../shared/spec/variants.md is silent:
// - U is drawn from Random(2 seed + 1) (projections.h), row by row, each entry rounded to float; lowdim with the
//   same seed and dprime uses exactly this U.
// - Scale: the problem's `scale` when one is given, else 1/sqrt(dprime) as ../shared/spec/variants.md writes it. Note
//   that with U's variance 1/dprime, Q'K'^T already estimates Q K^T, so 1/sqrt(dprime) equals full's 1/sqrt(d) only at
//   dprime = d: below d the scores are sharper than full's, above d softer. For Gaussian q, k the estimate's noise
//   on q.k is about sqrt(2 d / dprime) times q.k's own spread, so the error against `full` keeps falling well past
//   d and only rises (slowly) from a few times d on, where the softer temperature dominates (tests/reference/
//   test_reduce_d.cpp measures it). Given scale = 1/sqrt(d), reduce_d tends to `full` as dprime grows.
// - The reduced problem runs through the exact kernel (core/kernels/exact_attention.h: dense for N <= 1024, tiled
//   with an online softmax above, no N x N buffer then), so the map, the tiling and the causal handling are exactly
//   full's on Q', K'.
// - Multiply-adds: 2 N d dprime for Q' and K', plus what the exact kernel counts on width dprime. Peak bytes: U,
//   Q', K' and the reduced problem's copy of V (float), plus the exact kernel's own peak. analyticCost assumes the
//   Auto exact path and the default thread count (as RunOptions{} has them).
// - Extras (names are a contract with the GUI): matrices "feature_projection" (U, d x dprime).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/exact_attention.h"
#include "core/variants/lowrank/projections.h"

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

VariantInfo reduceDInfo()
{
    VariantInfo info;
    info.id = "reduce_d";
    info.displayName = "Fewer scoring dimensions";
    info.family = Family::Lowrank;
    info.listOrder = 4;
    info.description = "Queries and keys are projected to dprime dimensions by a random Gaussian matrix before exact "
                       "attention: every pair is still scored, each score is cheaper and noisier.";
    info.formula = R"(O = \mathrm{softmax}\!\left(\frac{(QU)(KU)^\top}{\sqrt{d'}}\right)V,\quad )"
                   R"(U \in \mathbb{R}^{d \times d'},\ U_{ab} \sim \mathcal{N}(0, 1/d'))";
    info.paper = "Johnson & Lindenstrauss (1984) random projection; Bhojanapalli et al., Low-Rank Bottleneck in "
                 "Multi-head Attention Models (2020)";
    info.params = {
        ParamSpec::integer("dprime", 8, 1, 4096, "Dimensions the queries and keys are projected to"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the projection U"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = true;
    info.rankBound = [](const Params& params, int, bool) -> std::optional<RankBound> {
        const long long dprime = params.integer("dprime");
        return RankBound { dprime, "d′",
            "The scores Q′K′ᵀ have rank at most d′ = %1, but the softmax raises the rank again: M is not bounded by d′.",
            false };
    };
    info.promise = { CostGrowth::Quadratic, "every pair, in dprime dimensions" };
    return info;
}

class ReduceDVariant final : public Variant {
public:
    ReduceDVariant() : Variant(reduceDInfo()) {}

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const auto dprime = static_cast<int>(resolve(params).integer("dprime"));
        const double nn = n;
        const Cost exact = exactAttentionCost(n, dprime, dv, causal, ExactPath::Auto, effectiveThreads(RunOptions{}));
        return Cost{2.0 * nn * d * dprime + exact.madds,
                    kFloatBytes * (static_cast<double>(d) * dprime + 2.0 * nn * dprime + nn * dv) + exact.peakBytes};
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const auto dprime = static_cast<int>(params.integer("dprime"));
        const Matrix projection = gaussianFeatureProjection(problem.d(), dprime, params.integer("seed"));
        Problem reduced;
        reduced.q = problem.q * projection;
        reduced.k = problem.k * projection;
        reduced.v = problem.v;
        reduced.causal = problem.causal;
        reduced.scale = reducedDimensionScale(problem, dprime);
        options.cancel.throwIfCancelled();

        Result result = exactAttention(reduced, options);
        result.cost.madds += 2.0 * problem.n() * static_cast<double>(problem.d()) * dprime;
        result.cost.peakBytes += kFloatBytes
            * static_cast<double>(projection.size() + reduced.q.size() + reduced.k.size() + reduced.v.size());
        result.extras.matrices[extra_keys::kFeatureProjection] = projection;
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::ReduceDVariant)
