// linear: softmax replaced by a feature map, so the product can be reordered.
//   phi applied rowwise to Q and K (no scale);  S = sum_j phi(k_j) v_j^T,  Z = sum_j phi(k_j)
//   O_i = phi(q_i)^T S / phi(q_i)^T Z      (normalize = false: O_i = phi(q_i)^T S)
//   (../shared/spec/variants.md, `kernel`)
//   M_ij = phi(q_i).phi(k_j) / sum_{j' allowed} phi(q_i).phi(k_j')   (display only)
// Katharopoulos et al., Transformers are RNNs: Fast Autoregressive Transformers with Linear Attention (2020).
// Cost O(N d dv): (phi(Q) phi(K)^T) V computed as phi(Q) (phi(K)^T V), never an N x N matrix. Causal: S and Z as
// prefix sums (the "transformer as RNN" view), O(d dv) state. Shared machinery: core/kernels/feature_map_attention.
//
// Choices where ../shared/spec/variants.md is silent:
// - Features: elu1(x) = elu(x) + 1 (x + 1 for x > 0, exp(x) otherwise; the paper's choice, always > 0), relu(x) =
//   max(x, 0), identity(x) = x. m = d features. The problem's `scale` is not used (the spec says "no scale").
// - Denominators. elu1 keeps them > 0. relu can make one exactly 0 (a query with no positive coordinate, or, under
//   causal, no past key sharing a positive coordinate with it); identity can make them 0, tiny or negative. The
//   formula is followed as written: a tiny or negative denominator divides as it is, so the weights of a row still
//   sum to 1 but may be negative or huge. Where the denominator is exactly 0 (or the quotient is not finite) the
//   formula has no value: that row of O (and of M) is set to 0, and the extras count such rows.
// - rowsSumToOne is true (a property of the variant): with the default normalize = true every row of M sums to 1
//   (up to rounding; the degenerate zero rows above excepted). With normalize = false they do not; the
//   description says so.
// - Multiply-adds, as the code does them: 2 N d dv (S, then phi(Q) S) + 2 N d (Z and the denominators) when
//   normalizing. The feature maps are elementwise and not counted (as the softmax's exponentials are not for
//   `full`). Peak bytes: phi(Q), phi(K) (2 N d floats), S, Z and O.
// - Pattern: all pairs (all j <= i under causal): every key enters every output through S.
// - Extras: scalars "feature_count" (d) and, when normalizing, "degenerate_rows".
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/feature_map_attention.h"
#include "core/variants/kernel/linear_features.h"

#include <cmath>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

VariantInfo linearInfo()
{
    VariantInfo info;
    info.id = "linear";
    info.displayName = "Linear attention (feature map)";
    info.family = Family::Kernel;
    info.listOrder = 0;
    info.description = "Softmax replaced by a feature map phi, so (phi(Q) phi(K)^T) V is computed as "
                       "phi(Q) (phi(K)^T V) in time linear in N. Rows of M sum to 1 only when normalize is on.";
    info.formula = R"(O_i = \frac{\phi(q_i)^\top \sum_j \phi(k_j)\, v_j^\top}{\phi(q_i)^\top \sum_j \phi(k_j)},)"
                   R"(\quad \phi(x) = \mathrm{elu}(x) + 1)";
    info.paper = "Katharopoulos et al., Transformers are RNNs: Fast Autoregressive Transformers with Linear "
                 "Attention (2020)";
    info.params = {
        ParamSpec::choice("feature", "elu1", { "elu1", "relu", "identity" },
            "Feature map applied to each row of Q and K: elu(x)+1, max(x,0) or x"),
        ParamSpec::boolean("normalize", true, "Divide by phi(q_i)^T sum_j phi(k_j) so each row of weights sums to 1"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = true;
    info.promise = { CostGrowth::Linear, "sums over the keys once, then d dv per query" };
    return info;
}

class LinearVariant final : public Variant {
public:
    LinearVariant() : Variant(linearInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const Params resolved = resolve(params);
        Cost cost = featureMapAttentionCost(n, d, dv, resolved.boolean("normalize"), causal, false);
        cost.peakBytes += kFloatBytes * 2.0 * n * d;
        return cost;
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const std::string& feature = params.text("feature");
        const bool normalize = params.boolean("normalize");
        const Matrix queryFeatures = linearAttentionFeatures(problem.q, feature);
        const Matrix keyFeatures = linearAttentionFeatures(problem.k, feature);
        FeatureMaps features;
        features.queries = &queryFeatures;
        features.keys = &keyFeatures;

        FeatureMapAttention attention = attendThroughFeatures(features, problem.v, normalize, problem.causal, options);
        Result result;
        result.o = std::move(attention.o);
        result.cost = attention.cost;
        result.cost.peakBytes += kFloatBytes * static_cast<double>(queryFeatures.size() + keyFeatures.size());
        result.pattern = Pattern::allPairs(problem.n(), problem.causal);
        if (options.wantMap)
            result.map = featureMapAttentionMap(features, normalize, problem.causal);
        result.extras.scalars[extra_keys::kFeatureCount] = problem.d();
        if (normalize)
            result.extras.scalars[extra_keys::kDegenerateRows] = attention.degenerateRows;
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::LinearVariant)
