// linformer: every query attends to k representative keys and values, projected along the sequence.
//   E in R^{k x N}: gaussian, E_rc ~ N(0, 1/k); or mean, row r averages keys floor(rN/k) .. floor((r+1)N/k) - 1
//   K' = E K,  V' = E V,  A = softmax(s Q K'^T)  (N x k),  O = A V',  M = A E   (../shared/spec/variants.md, `lowrank`)
// Wang et al., Linformer: Self-Attention with Linear Complexity (2020). Scores are N x k, never N x N: cost and
// memory grow linearly in N for a fixed k.
// causal: error. Every row of E mixes positions from the whole sequence, so each of the k slots carries future
// keys and values to every query.
//
// Choices where ../shared/spec/variants.md is silent:
// - One E projects both K and V (the paper's shared key-value projection); the paper also learns E, here it is
//   fixed and random (or the segment means) so the lesson shows what the projection alone does.
// - E is drawn from Random(2 seed) (projections.h), row by row, each entry rounded to float. lowdim with the same
//   seed, k and projection uses exactly this E.
// - projection=mean needs k <= N (otherwise a row of E would average no key): an error, not a clamp. gaussian
//   accepts any k.
// - Multiply-adds, as the code does them: K' and V' cost (stored weights of E) x (d + dv), that is k N (d + dv)
//   for gaussian and N (d + dv) for mean (each key is added once into its segment, weight 1/|segment|); then
//   N k (d + dv) for the scores and A V'. The softmax's exponentials are not counted (as for `full`).
// - Peak bytes: E's stored weights, K', V', A and O, all float, held together. The dense copy of E in the extras
//   and the map M are for display and not counted.
// - Pattern: all pairs. Through the slots every query's output depends on every key (M = A E is dense).
// - rowsSumToOne = false: with gaussian E the rows of M = A E do not sum to 1 (with mean they do).
// - Extras (names are a contract with the GUI): matrices "projection" (E, k x N) and "compressed_attention"
//   (A, N x k), always; "singular_values_exact" and "singular_values_variant" (1 x N each: singular values of the
//   exact A and of M, SVD in double precision), only when the map is asked for and N <= 2048 (above, the note
//   "spectrum" says why they are missing: two O(N^3) SVDs that cannot be cancelled midway).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/recycled_matrices.h"
#include "core/variants/lowrank/projections.h"

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

VariantInfo linformerInfo()
{
    VariantInfo info;
    info.id = "linformer";
    info.displayName = "Linformer (projected keys)";
    info.family = Family::Lowrank;
    info.listOrder = 0;
    info.description = "Keys and values are projected along the sequence onto k slots (K' = EK, V' = EV); each "
                       "query attends to those k slots, so the score matrix is N x k.";
    info.formula = R"(O = \mathrm{softmax}\!\left(\frac{Q\,(EK)^\top}{\sqrt{d}}\right) EV,\quad )"
                   R"(E \in \mathbb{R}^{k \times N},\quad M = \mathrm{softmax}(\cdot)\,E)";
    info.paper = "Wang et al., Linformer: Self-Attention with Linear Complexity (2020)";
    info.params = {
        ParamSpec::integer("k", 16, 1, 65536, "Projected length: the number of key/value slots"),
        ParamSpec::choice("projection", "gaussian", {"gaussian", "mean"},
                          "gaussian: E entries N(0, 1/k); mean: row r averages a contiguous segment of keys"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the Gaussian projection"),
    };
    info.causal = CausalSupport::Never;
    info.causalReason = "every row of the projection E mixes positions from the whole sequence, so each of the k "
                        "slots carries future keys and values to every query";
    info.rowsSumToOne = false;
    info.rankBound = rankBoundOfKeyProjection;
    info.promise = { CostGrowth::Linear, "k projected keys per query, and the projection E K, E V" };
    return info;
}

class LinformerVariant final : public Variant {
public:
    LinformerVariant() : Variant(linformerInfo()) {}

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const auto k = static_cast<int>(resolved.integer("k"));
        const std::int64_t taps = linformerProjectionTaps(resolved.text("projection"), k, n);
        const Cost slots = slotAttentionCost(n, k, d, dv);
        return Cost{static_cast<double>(taps) * (d + dv) + slots.madds,
                    sequenceProjectionBytes(taps, k) + kFloatBytes * k * (d + dv) + slots.peakBytes};
    }

protected:
    void checkParams(const Problem& problem, const Params& params) const override
    {
        checkLinformerProjectionFits(id(), params.text("projection"), params.integer("k"), problem.n());
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const SequenceProjection projection = linformerProjection(
            params.text("projection"), static_cast<int>(params.integer("k")), problem.n(), params.integer("seed"));
        double madds = 0.0;
        const Matrix slotKeys = projection.apply(problem.k, &madds, options.cancel);
        const Matrix slotValues = projection.apply(problem.v, &madds, options.cancel);
        SlotAttention attention
            = attendOverSlots(problem.q, slotKeys, slotValues, problem.effectiveScale(), options.cancel);

        Result result;
        result.o = std::move(attention.o);
        result.cost.madds = madds + attention.madds;
        result.cost.peakBytes = projection.storageBytes()
            + kFloatBytes * static_cast<double>(slotKeys.size() + slotValues.size()) + attention.bytes;
        result.pattern = Pattern::allPairs(problem.n(), false);

        Matrix dense = projection.toDense();
        if (options.wantMap) {
            result.map = mapStorage(options, attention.weights.rows(), dense.cols());
            result.map->noalias() = attention.weights * dense;
            if (options.wantSpectra)
                addSpectrumExtras(problem, attention.weights, dense, result.extras);
        }
        result.extras.matrices[extra_keys::kProjection] = std::move(dense);
        result.extras.matrices[extra_keys::kCompressedAttention] = std::move(attention.weights);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::LinformerVariant)
