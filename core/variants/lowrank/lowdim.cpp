// lowdim: linformer along the sequence and reduce_d along the features, together.
//   E in R^{k x N} as linformer (gaussian N(0, 1/k), or segment means);  U in R^{d x dprime}, N(0, 1/dprime)
//   Q' = Q U,  K' = (E K) U,  V' = E V
//   A = softmax(Q' K'^T / sqrt(dprime))  (N x k),  O = A V',  M = A E           (../shared/spec/variants.md, `lowrank`)
// Wang et al., Linformer (2020) for E; a Johnson-Lindenstrauss projection of the scoring space for U (as reduce_d).
// Scores are N x k of width dprime: both the count of keys and the cost of each score are reduced.
// causal: error, as linformer: every row of E mixes the whole sequence, so each slot carries future keys.
//
// Choices where ../shared/spec/variants.md is silent:
// - E comes from Random(2 seed) and U from Random(2 seed + 1) (projections.h): for the same seed lowdim's E is
//   linformer's and its U is reduce_d's, so the three can be compared draw for draw.
// - projection=mean needs k <= N (an error otherwise), as in linformer.
// - Scale: the problem's `scale` when one is given, else 1/sqrt(dprime) (reduce_d's rule; see its header for what
//   that temperature does relative to full).
// - K' is computed in the cheaper order for the shape: (E K) U costs taps d + k d dprime, E (K U) costs
//   N d dprime + taps dprime (taps = the stored weights of E: k N for gaussian, N for mean); ties go to (E K) U.
//   Gaussian E with dprime < k typically prefers E (K U), segment means (E K) U. The result is the same product.
// - Multiply-adds, as the code does them: N d dprime for Q U, the chosen order for K', taps dv for E V and
//   N k (dprime + dv) for the scores and A V'. Peak bytes: E's stored weights, U, Q', the intermediate of K' (E K
//   or K U), K', V', A and O (float), held together; the dense E in the extras and M are display copies.
// - rowsSumToOne = false and pattern all pairs, as linformer.
// - Extras (names are a contract with the GUI): matrices "projection" (E, k x N), "feature_projection"
//   (U, d x dprime) and "compressed_attention" (A, N x k), always; "singular_values_exact" and
//   "singular_values_variant" (1 x N each, SVD in double precision), only when the map is asked for and
//   N <= 2048 (above, the note "spectrum" says why they are missing: two O(N^3) SVDs that cannot be cancelled).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/recycled_matrices.h"
#include "core/variants/lowrank/projections.h"

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

// The order in which K' = E K U is multiplied, and what it costs.
struct KeyOrder {
    bool sequenceFirst = true; // (E K) U; otherwise E (K U)
    double madds = 0;
    double intermediateFloats = 0; // E K (k x d) or K U (N x dprime)
};

KeyOrder cheaperKeyOrder(int n, int k, std::int64_t taps, int d, int dprime)
{
    const double sequenceFirst = static_cast<double>(taps) * d + static_cast<double>(k) * d * dprime;
    const double featuresFirst = static_cast<double>(n) * d * dprime + static_cast<double>(taps) * dprime;
    if (sequenceFirst <= featuresFirst)
        return KeyOrder{true, sequenceFirst, static_cast<double>(k) * d};
    return KeyOrder{false, featuresFirst, static_cast<double>(n) * dprime};
}

VariantInfo lowdimInfo()
{
    VariantInfo info;
    info.id = "lowdim";
    info.displayName = "Fewer keys and fewer dimensions";
    info.family = Family::Lowrank;
    info.listOrder = 5;
    info.description = "Linformer's projection of keys and values onto k slots together with a random projection "
                       "of the scoring space to dprime dimensions.";
    info.formula = R"(O = \mathrm{softmax}\!\left(\frac{(QU)(EKU)^\top}{\sqrt{d'}}\right) EV,\quad )"
                   R"(E \in \mathbb{R}^{k \times N},\ U \in \mathbb{R}^{d \times d'})";
    info.paper = "Wang et al., Linformer (2020), with a Johnson-Lindenstrauss projection of the features";
    info.params = {
        ParamSpec::integer("k", 16, 1, 65536, "Projected length: the number of key/value slots"),
        ParamSpec::integer("dprime", 8, 1, 4096, "Dimensions the queries and keys are projected to"),
        ParamSpec::choice("projection", "gaussian", {"gaussian", "mean"},
                          "gaussian: E entries N(0, 1/k); mean: row r averages a contiguous segment of keys"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the projections E and U"),
    };
    info.causal = CausalSupport::Never;
    info.causalReason = "every row of the projection E mixes positions from the whole sequence, so each of the k "
                        "slots carries future keys and values to every query";
    info.rowsSumToOne = false;
    // The scores are also bounded by dprime, but M = A E is bounded by k whatever the scores are.
    info.rankBound = rankBoundOfKeyProjection;
    info.promise = { CostGrowth::Linear, "k projected keys per query" };
    return info;
}

class LowdimVariant final : public Variant {
public:
    LowdimVariant() : Variant(lowdimInfo()) {}

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const auto k = static_cast<int>(resolved.integer("k"));
        const auto dprime = static_cast<int>(resolved.integer("dprime"));
        const std::int64_t taps = linformerProjectionTaps(resolved.text("projection"), k, n);
        const KeyOrder order = cheaperKeyOrder(n, k, taps, d, dprime);
        const Cost slots = slotAttentionCost(n, k, dprime, dv);
        const double nn = n;
        const double madds = nn * d * dprime + order.madds + static_cast<double>(taps) * dv + slots.madds;
        const double floats = static_cast<double>(d) * dprime + nn * dprime + order.intermediateFloats
            + static_cast<double>(k) * dprime + static_cast<double>(k) * dv;
        return Cost{madds, sequenceProjectionBytes(taps, k) + kFloatBytes * floats + slots.peakBytes};
    }

protected:
    void checkParams(const Problem& problem, const Params& params) const override
    {
        checkLinformerProjectionFits(id(), params.text("projection"), params.integer("k"), problem.n());
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const int n = problem.n();
        const auto dprime = static_cast<int>(params.integer("dprime"));
        const SequenceProjection sequence = linformerProjection(
            params.text("projection"), static_cast<int>(params.integer("k")), n, params.integer("seed"));
        const Matrix features = gaussianFeatureProjection(problem.d(), dprime, params.integer("seed"));

        double madds = 0.0;
        const Matrix queries = problem.q * features;
        madds += static_cast<double>(n) * problem.d() * dprime;
        const KeyOrder order = cheaperKeyOrder(n, sequence.slotCount(), sequence.taps(), problem.d(), dprime);
        // K' = (E K) U or E (K U), whichever costs less; `intermediate` is E K or K U.
        Matrix intermediate;
        Matrix slotKeys;
        if (order.sequenceFirst) {
            intermediate = sequence.apply(problem.k, &madds, options.cancel);
            slotKeys = intermediate * features;
            madds += static_cast<double>(intermediate.rows()) * problem.d() * dprime;
        } else {
            intermediate = problem.k * features;
            madds += static_cast<double>(n) * problem.d() * dprime;
            slotKeys = sequence.apply(intermediate, &madds, options.cancel);
        }
        const Matrix slotValues = sequence.apply(problem.v, &madds, options.cancel);
        SlotAttention attention = attendOverSlots(queries, slotKeys, slotValues,
                                                  reducedDimensionScale(problem, dprime), options.cancel);

        Result result;
        result.o = std::move(attention.o);
        result.cost.madds = madds + attention.madds;
        result.cost.peakBytes = sequence.storageBytes()
            + kFloatBytes
                * static_cast<double>(features.size() + queries.size() + intermediate.size() + slotKeys.size()
                                      + slotValues.size())
            + attention.bytes;
        result.pattern = Pattern::allPairs(n, false);

        Matrix dense = sequence.toDense();
        if (options.wantMap) {
            result.map = mapStorage(options, attention.weights.rows(), dense.cols());
            result.map->noalias() = attention.weights * dense;
            if (options.wantSpectra)
                addSpectrumExtras(problem, attention.weights, dense, result.extras);
        }
        result.extras.matrices[extra_keys::kProjection] = std::move(dense);
        result.extras.matrices[extra_keys::kFeatureProjection] = features;
        result.extras.matrices[extra_keys::kCompressedAttention] = std::move(attention.weights);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::LowdimVariant)
