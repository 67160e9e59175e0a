// topk: an ORACLE that keeps, per query, the k keys with the largest scores and takes the softmax over them.
// It needs every exact score to know which are the largest, so its scoring cost is the exact one (the UI says so).
//   pi_i = the k allowed j with the largest s q_i.k_j (ties -> lower j; all of them when fewer are allowed;
//          i is not added)
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j
// Top-k retrieval as the limit that routing and hashing methods approximate (Kitaev et al., 2020 Reformer;
// Roy et al., 2021 Routing Transformer); with causal, the retrieval memory of a decoder.
//
// Choices where ../shared/spec/variants.md is silent:
// - Scores and the softmax are computed in double precision, so the choice of the top k (and the tie rule) does
//   not hinge on float rounding; O and M are returned in float.
// - Multiply-adds: scoring in tiles of 64 queries against every key up to the tile's last query (all keys without
//   causal), N x N x d without causal, plus (kept pairs) x dv for the weighted sum of the kept values. The kept
//   count is sum_i min(k, allowed_i), a closed form, so analyticCost matches exactly.
// - Peak bytes: K and V in double, each worker's score tile (64 x N doubles), query tile, candidate list and top-k
//   weights, and the float output. The kept index list is the returned pattern, not counted.
#include "core/builtin_catalogues.h"
#include "core/kernels/highest_scores.h"
#include "core/kernels/parallel_for.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attnlab::core {

namespace {

constexpr int kQueryTile = 64;
constexpr double kDoubleBytes = sizeof(double);
constexpr double kFloatBytes = sizeof(float);
constexpr double kIndexBytes = sizeof(int);

int tileKeyEnd(int n, int i0, int rows, bool causal)
{
    return causal ? i0 + rows : n;
}

// sum_i min(k, allowed_i), allowed_i = i + 1 under causal, else n.
double keptPairs(int n, long long k, bool causal)
{
    const double nn = n;
    if (!causal)
        return nn * static_cast<double>(std::min<long long>(k, n));
    if (k >= n)
        return nn * (nn + 1.0) / 2.0;
    const double kk = static_cast<double>(k);
    return kk * (kk + 1.0) / 2.0 + (nn - kk) * kk; // rows 0..k-1 keep i+1, the rest keep k
}

double peakBytes(int n, int d, int dv, long long k, int workers)
{
    const double kept = static_cast<double>(std::min<long long>(k, n));
    const double perWorker = kDoubleBytes * (static_cast<double>(kQueryTile) * (n + d) + kept + dv)
        + kIndexBytes * n;
    return perWorker * workers + kDoubleBytes * static_cast<double>(n) * (d + dv)
        + kFloatBytes * static_cast<double>(n) * dv;
}

int workerCount(int n, int threads)
{
    return std::max(1, std::min(threads, (n + kQueryTile - 1) / kQueryTile));
}

class TopKVariant final : public Variant {
public:
    TopKVariant()
        : Variant(VariantInfo{
            "topk",
            "Top-k (oracle)",
            Family::Pattern,
            12,
            "Oracle: each query keeps only its k highest-scoring keys and takes the softmax over them. Finding them "
            "needs every exact score, so its cost is the exact scoring cost.",
            R"(\pi_i = \operatorname{top-}k_j\,\big(s\,q_i\cdot k_j\big),\ )"
            R"(O_i = \sum_{j \in \pi_i} \mathrm{softmax}_j(s\,q_i\cdot k_j)\,v_j)",
            "Top-k retrieval as in Kitaev et al., Reformer (2020) and Roy et al., Routing Transformer (2021)",
            {ParamSpec::integer("k", 8, 1, 65536, "Keys kept per query (fewer when fewer are allowed)")},
            CausalSupport::Optional,
            {},
            true,
            true,
            false,
            nullptr,
            CostPromise { CostGrowth::Quadratic, "the exact scores of every allowed pair (an oracle)" }})
    {
    }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const long long k = resolve(params).integer("k");
        double scoredPairs = 0.0;
        for (int i0 = 0; i0 < n; i0 += kQueryTile) {
            const int rows = std::min(kQueryTile, n - i0);
            scoredPairs += static_cast<double>(rows) * tileKeyEnd(n, i0, rows, causal);
        }
        return Cost{scoredPairs * d + keptPairs(n, k, causal) * dv,
                    peakBytes(n, d, dv, k, workerCount(n, effectiveThreads(RunOptions{})))};
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const int n = problem.n();
        const int d = problem.d();
        const int dv = problem.dv();
        const long long k = params.integer("k");
        const double scale = problem.effectiveScale();
        const MatrixD keys = problem.k.cast<double>();
        const MatrixD values = problem.v.cast<double>();
        const int tiles = (n + kQueryTile - 1) / kQueryTile;
        const int threads = effectiveThreads(options);
        Result result;
        result.o.resize(n, dv);
        if (options.wantMap)
            result.map = mapStorage(options, n, n); // zeroed tile by tile, by the thread that fills the tile
        std::vector<double> tileMadds(tiles, 0.0);
        std::vector<std::vector<int>> keptPerRow(n);

        parallelFor(options, tiles, 1, [&](int tileBegin, int tileEnd) {
            MatrixD scores(kQueryTile, n);
            std::vector<int> candidates(n);
            std::vector<double> weights;
            Eigen::RowVectorXd output(dv);
            for (int tile = tileBegin; tile < tileEnd; ++tile) {
                const int i0 = tile * kQueryTile;
                const int rows = std::min(kQueryTile, n - i0);
                const int keyEnd = tileKeyEnd(n, i0, rows, problem.causal);
                auto s = scores.topLeftCorner(rows, keyEnd);
                s.noalias() = problem.q.middleRows(i0, rows).cast<double>() * keys.topRows(keyEnd).transpose();
                s *= scale;
                double madds = static_cast<double>(rows) * keyEnd * d;
                if (result.map)
                    result.map->middleRows(i0, rows).setZero();
                for (int r = 0; r < rows; ++r) {
                    const auto row = s.row(r);
                    const int allowed = problem.causal ? i0 + r + 1 : n;
                    const int keep = static_cast<int>(std::min<long long>(k, allowed));
                    std::vector<int> kept = highestScoring(row, allowed, keep, candidates);
                    std::sort(kept.begin(), kept.end());
                    double rowMax = -INFINITY;
                    for (const int j : kept)
                        rowMax = std::max(rowMax, row[j]);
                    weights.resize(kept.size());
                    double sum = 0.0;
                    for (std::size_t t = 0; t < kept.size(); ++t) {
                        weights[t] = std::exp(row[kept[t]] - rowMax);
                        sum += weights[t];
                    }
                    output.setZero();
                    for (std::size_t t = 0; t < kept.size(); ++t) {
                        weights[t] /= sum;
                        output.noalias() += weights[t] * values.row(kept[t]);
                    }
                    madds += static_cast<double>(keep) * dv;
                    result.o.row(i0 + r) = output.cast<float>();
                    if (result.map)
                        for (std::size_t t = 0; t < kept.size(); ++t)
                            (*result.map)(i0 + r, kept[t]) = static_cast<float>(weights[t]);
                    keptPerRow[i0 + r] = std::move(kept);
                }
                tileMadds[tile] = madds;
            }
        });

        result.cost.madds = std::accumulate(tileMadds.begin(), tileMadds.end(), 0.0);
        result.cost.peakBytes = peakBytes(n, d, dv, k, workerCount(n, threads));
        PatternBuilder pattern(n);
        for (auto& kept : keptPerRow)
            pattern.addRow(kept);
        result.pattern = pattern.finish();
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::TopKVariant)
