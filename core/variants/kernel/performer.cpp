// performer: FAVOR+, random features whose inner products estimate the softmax kernel exp(s q.k).
//   x' = x d^(-1/4)    (the softmax scale 1/sqrt(d) split between q and k)
//   positive: phi(x) = exp(w_r.x' - |x'|^2 / 2) / sqrt(m),  r = 1..m         E[phi(q).phi(k)] = exp(q'.k')
//   trig:     phi(x) = [sin(w_r.x'), cos(w_r.x')] exp(|x'|^2 / 2) / sqrt(m)   (2m features, same expectation)
//   then as `linear` with normalize: O_i = phi(q_i)^T S / phi(q_i)^T Z           (../shared/spec/variants.md, `kernel`)
// Choromanski et al., Rethinking Attention with Performers (2021). Cost O(N m (d + dv)), no N x N matrix.
//
// Choices where ../shared/spec/variants.md is silent:
// - Scale: x'_q = q sqrt(|s|), x'_k = sign(s) k sqrt(|s|), so x'_q.x'_k = s q.k for the problem's scale s (default
//   1/sqrt(d): the d^(-1/4) above). s = 0 gives x' = 0 and uniform weights, as exp(0 q.k) does.
// - Random features, one generator Random(seed) (core/random.h), drawn in this order:
//   orthogonal = false: W (m x d) entry by entry, row-major, N(0, 1).
//   orthogonal = true: blocks of d rows (the last block keeps only the m - b d rows still needed). Per block: its
//   rows' Gaussian entries row-major; the rows orthonormalised by modified Gram-Schmidt in order (row r made
//   orthogonal to rows 0..r-1 of its block, then normalised), in double; then, per row in order, d fresh N(0, 1)
//   draws whose Euclidean norm (a chi(d) variate) becomes the row's length. W is rounded to float.
// - Numerical stability: the exponents are shifted so that nothing overflows, and the shifts are carried as log
//   scales, true phi(x_i) = stored_i exp(log_scale_i). Queries: each row shifted by its own largest exponent
//   (positive) or by |x'|^2 / 2 (trig); a query's factor cancels between O_i's numerator and denominator. Keys: a
//   per-key shift does not cancel, so the kernel (feature_map_attention) puts it back relative to the largest key
//   log scale: over all keys (one global max) without causal, over the keys seen so far (a running max, S and Z
//   rescaled when it grows) with causal, so a future key can never change how the past is rounded.
// - Positive features are exp(...) >= 0: strictly positive unless an exponent lies ~87 below its row's largest
//   (or a key's weight that far below the largest key's) and underflows to 0 in float. Trig features and their
//   denominators can be negative or ~0 (the known weakness of trig FAVOR): a denominator of exactly 0 gives a
//   zero row, as in `linear`.
// - rowsSumToOne: true (M_ij = a_ij / sum_j a_ij for either kind).
// - Multiply-adds, as the code does them, per input (Q and K): N d (x') + N d (|x'|^2) + N d m (projections); the
//   feature map attention: 2 N m' dv + 2 N m' + N dv (key weights), m' = m (positive) or 2m (trig); the
//   orthogonal draws: d (k(k-1) + 4k) per block of k rows (Gram-Schmidt, norms, rescaling). Elementwise exp, sin
//   and cos are not counted (as the softmax's exponentials are not for `full`).
// - Peak bytes: W, both feature sets with their log scales, plus the larger of the transient buffers of one input
//   (x', projections) and the feature map attention's (S, Z, key weights, O).
// - Pattern: all pairs (all j <= i under causal).
// - Extras: scalars "feature_count" (m'), "degenerate_rows"; only when the map is asked for (they are N x m'):
//   matrices "features_q", "features_k" (stored features, N x m'), "query_log_scale", "key_log_scale" (N x 1), so
//   the GUI can compare exp(s q_i.k_j) with phi(q_i).phi(k_j) = features_q_i.features_k_j exp(lq_i + lk_j).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/feature_map_attention.h"
#include "core/random.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

VariantInfo performerInfo()
{
    VariantInfo info;
    info.id = "performer";
    info.displayName = "Performer (FAVOR+ random features)";
    info.family = Family::Kernel;
    info.listOrder = 1;
    info.description = "Random features whose inner products estimate exp(s q.k) without bias (positive) "
                       "or with sin/cos (trig); attention then runs as linear attention, in time linear in N.";
    info.formula = R"(\phi(x) = \frac{1}{\sqrt{m}}\, e^{-\|x'\|^2/2} \left(e^{w_1^\top x'}, \dots, e^{w_m^\top x'})"
                   R"(\right),\quad x' = x\, d^{-1/4},\quad O_i = \frac{\phi(q_i)^\top \sum_j \phi(k_j) v_j^\top})"
                   R"({\phi(q_i)^\top \sum_j \phi(k_j)})";
    info.paper = "Choromanski et al., Rethinking Attention with Performers (2021)";
    info.params = {
        ParamSpec::integer("features", 64, 1, 4096, "Number m of random projections w_r"),
        ParamSpec::choice("kind", "positive", { "positive", "trig" },
            "positive: exp features (always >= 0); trig: sin and cos features (2m, may cancel)"),
        ParamSpec::boolean("orthogonal", true, "Draw the projections in orthogonal blocks (lower variance)"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random projections"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = true;
    // trig keeps a sine and a cosine per projection: 2m features. Under causal the prefix sums are not one product
    // through the features, so nothing is bounded.
    info.rankBound = [](const Params& params, int, bool causal) -> std::optional<RankBound> {
        if (causal)
            return std::nullopt;
        const long long features = params.integer("features") * (params.text("kind") == "trig" ? 2 : 1);
        return RankBound { features, "m",
            "Without causal, M = D⁻¹ φ(Q) φ(K)ᵀ through %1 random features, so M has rank at most %1.",
            true };
    };
    info.promise = { CostGrowth::Linear, "features x (d + dv) per query" };
    return info;
}

// The multiply-adds of orthogonalising and rescaling one block of `rows` rows of length d.
double orthogonalBlockMadds(int rows, int d)
{
    return static_cast<double>(d) * (static_cast<double>(rows) * (rows - 1) + 4.0 * rows);
}

double orthogonalDrawMadds(int m, int d)
{
    double madds = 0.0;
    for (int first = 0; first < m; first += d)
        madds += orthogonalBlockMadds(std::min(d, m - first), d);
    return madds;
}

// W (m x d), drawn as the header describes.
Matrix drawProjections(int m, int d, bool orthogonal, Random& random, double* madds)
{
    if (!orthogonal)
        return random.normalMatrix(m, d);
    Matrix projections(m, d);
    for (int first = 0; first < m; first += d) {
        const int rows = std::min(d, m - first);
        MatrixD block(rows, d);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < d; ++c)
                block(r, c) = random.normal();
        for (int r = 0; r < rows; ++r) {
            for (int p = 0; p < r; ++p)
                block.row(r) -= block.row(r).dot(block.row(p)) * block.row(p);
            block.row(r) /= block.row(r).norm();
        }
        for (int r = 0; r < rows; ++r) {
            double squares = 0.0;
            for (int c = 0; c < d; ++c) {
                const double g = random.normal();
                squares += g * g;
            }
            projections.row(first + r) = (block.row(r) * std::sqrt(squares)).cast<float>();
        }
        *madds += orthogonalBlockMadds(rows, d);
    }
    return projections;
}

struct FeatureSet {
    Matrix features; // stored features, N x m'
    Eigen::VectorXf logScale; // true phi(x_i) = features.row(i) * exp(logScale[i])
    double transientBytes = 0; // x' and the projections, freed before attention
};

// sign * sqrt(|s|) scales x so that x'_q.x'_k = s q.k (keys take the sign of s).
FeatureSet makeFeatures(const Matrix& x, float inputScale, const Matrix& projections, bool positive, double* madds)
{
    const int n = static_cast<int>(x.rows());
    const int d = static_cast<int>(x.cols());
    const int m = static_cast<int>(projections.rows());
    const Matrix scaled = x * inputScale;
    const Eigen::VectorXf halfSquaredNorm = 0.5f * scaled.rowwise().squaredNorm();
    Matrix projected = scaled * projections.transpose();
    *madds += static_cast<double>(n) * d * (m + 2.0);

    FeatureSet set;
    set.transientBytes = kFloatBytes * static_cast<double>(scaled.size() + halfSquaredNorm.size() + projected.size());
    const float featureNorm = 1.0f / std::sqrt(static_cast<float>(m));
    if (positive) {
        projected.colwise() -= halfSquaredNorm;
        set.logScale = projected.rowwise().maxCoeff();
        projected.colwise() -= set.logScale;
        set.features = (projected.array().exp() * featureNorm).matrix();
    } else {
        set.features.resize(n, 2 * static_cast<Eigen::Index>(m));
        set.features.leftCols(m) = (projected.array().sin() * featureNorm).matrix();
        set.features.rightCols(m) = (projected.array().cos() * featureNorm).matrix();
        set.logScale = halfSquaredNorm;
    }
    return set;
}

double featureSetBytes(int n, int featureCount)
{
    return kFloatBytes * static_cast<double>(n) * (featureCount + 1.0);
}

class PerformerVariant final : public Variant {
public:
    PerformerVariant() : Variant(performerInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const auto m = static_cast<int>(resolved.integer("features"));
        const int featureCount = resolved.text("kind") == "trig" ? 2 * m : m;
        const Cost attention = featureMapAttentionCost(n, featureCount, dv, true, causal, true);
        const double draws = resolved.boolean("orthogonal") ? orthogonalDrawMadds(m, d) : 0.0;
        const double features = 2.0 * n * d * (m + 2.0);
        const double transient = kFloatBytes * static_cast<double>(n) * (d + 1.0 + m);
        const double held = kFloatBytes * static_cast<double>(m) * d + 2.0 * featureSetBytes(n, featureCount);
        return Cost { draws + features + attention.madds, held + std::max(transient, attention.peakBytes) };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const auto m = static_cast<int>(params.integer("features"));
        const bool positive = params.text("kind") == "positive";
        double madds = 0.0;
        Random random(static_cast<std::uint64_t>(params.integer("seed")));
        const Matrix projections = drawProjections(m, problem.d(), params.boolean("orthogonal"), random, &madds);

        const double scale = problem.effectiveScale();
        const auto queryScale = static_cast<float>(std::sqrt(std::abs(scale)));
        const float keyScale = scale < 0 ? -queryScale : queryScale;
        const FeatureSet queries = makeFeatures(problem.q, queryScale, projections, positive, &madds);
        options.cancel.throwIfCancelled();
        const FeatureSet keys = makeFeatures(problem.k, keyScale, projections, positive, &madds);
        FeatureMaps features;
        features.queries = &queries.features;
        features.keys = &keys.features;
        features.keyLogScale = &keys.logScale;

        FeatureMapAttention attention = attendThroughFeatures(features, problem.v, true, problem.causal, options);
        Result result;
        result.o = std::move(attention.o);
        result.cost.madds = madds + attention.cost.madds;
        const int featureCount = static_cast<int>(queries.features.cols());
        result.cost.peakBytes = kFloatBytes * static_cast<double>(projections.size())
            + 2.0 * featureSetBytes(problem.n(), featureCount)
            + std::max(keys.transientBytes, attention.cost.peakBytes);
        result.pattern = Pattern::allPairs(problem.n(), problem.causal);
        result.extras.scalars[extra_keys::kFeatureCount] = featureCount;
        result.extras.scalars[extra_keys::kDegenerateRows] = attention.degenerateRows;
        if (options.wantMap) {
            result.map = featureMapAttentionMap(features, true, problem.causal);
            result.extras.matrices[extra_keys::kQueryFeatures] = queries.features;
            result.extras.matrices[extra_keys::kKeyFeatures] = keys.features;
            result.extras.matrices[extra_keys::kQueryLogScale] = queries.logScale;
            result.extras.matrices[extra_keys::kKeyLogScale] = keys.logScale;
        }
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::PerformerVariant)
