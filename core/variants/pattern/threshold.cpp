// threshold: an ORACLE that shows what "skipping small weights" would keep. It needs the exact scores, so its
// cost is the exact cost (the UI says so).
//   A = softmax(s Q K^T [+ causal mask])                      (exact, Vaswani et al., 2017)
//   pi_i = { j allowed : A_ij >= tau }, or { argmax_j A_ij } when that is empty (ties -> lower j); i not added
//   M_ij = A_ij / sum_{j' in pi_i} A_ij'  for j in pi_i (renormalize), or A_ij (renormalize = false); 0 elsewhere
//   O = M V
// The question the paper line of sparse attention asks (Child et al., 2019; Roy et al., 2021): how much of A is
// negligible? This variant answers it with the exact A in hand, which no efficient method has.
//
// Choices where ../shared/spec/variants.md is silent:
// - Scores, softmax and the comparison with tau are done in double precision, so which entries are kept does not
//   hinge on float rounding; O and M are returned in float like every variant.
// - The multiply-adds are those of the tiled exact path: per tile of 64 queries, scores against every key up to
//   the tile's last query (all keys without causal), then the thresholded weights times V as a dense product,
//   zeros included. That is the point: the oracle saves nothing. (Exact's dense path for small N counts all N^2
//   scores even under causal; this one never scores a key tile wholly in the future.)
// - rowsSumToOne stays true: with renormalize = false rows sum to less than 1, and the metrics still compute KL
//   against them (the missing mass then shows as a penalty, which is the honest picture).
// - Peak bytes: Q's tile, K and V in double, each worker's score tile (64 x N doubles) and the float output. The
//   kept index list is the returned pattern, not a working buffer, so it is not counted (its size is data-dependent
//   and analyticCost could not match it).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
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

// Keys a query tile scores: all of them, or under causal up to the tile's last query.
int tileKeyEnd(int n, int i0, int rows, bool causal)
{
    return causal ? i0 + rows : n;
}

double peakBytes(int n, int d, int dv, int workers)
{
    const double perWorker = static_cast<double>(kQueryTile) * n + static_cast<double>(kQueryTile) * (d + dv);
    return kDoubleBytes * (perWorker * workers + static_cast<double>(n) * (d + dv))
        + kFloatBytes * static_cast<double>(n) * dv;
}

int workerCount(int n, int threads)
{
    return std::max(1, std::min(threads, (n + kQueryTile - 1) / kQueryTile));
}

// Turns one row of exact scores (keys [0, allowed)) into the thresholded weights, in place; returns the kept keys.
template <class Row>
std::vector<int> thresholdRow(Row&& row, int allowed, double tau, bool renormalize)
{
    const double rowMax = row.head(allowed).maxCoeff();
    row.head(allowed) = (row.head(allowed).array() - rowMax).exp().matrix();
    row.head(allowed) /= row.head(allowed).sum();
    std::vector<int> kept;
    double keptSum = 0.0;
    // The largest weight first, in one vector pass: when it is below tau (most rows of a long sequence at the default
    // tau) no key passes and the scan for them is skipped; the first key holding it is the lowest j among ties.
    const double largest = row.head(allowed).maxCoeff();
    if (largest >= tau)
        for (int j = 0; j < allowed; ++j) {
            if (row[j] >= tau) {
                kept.push_back(j);
                keptSum += row[j];
            }
        }
    if (kept.empty()) {
        int best = 0;
        while (best + 1 < allowed && !std::isnan(largest) && row[best] != largest)
            ++best;
        kept.push_back(best);
        keptSum = row[best];
    }
    // Zero everything not kept (masked keys too), then rescale the kept ones if asked: as vector selects over the row
    // (a branch per key was most of this function at N = 4096), the kept keys being those at or above tau unless
    // none was.
    auto allowedWeights = row.head(allowed).array();
    const double divisor = renormalize ? keptSum : 1.0;
    if (kept.size() == 1 && !(row[kept.front()] >= tau)) {
        const double best = row[kept.front()] / divisor;
        allowedWeights.setZero();
        row[kept.front()] = best;
    } else {
        allowedWeights = (allowedWeights >= tau).select(allowedWeights / divisor, 0.0);
    }
    row.tail(row.size() - allowed).setZero();
    return kept;
}

class ThresholdVariant final : public Variant {
public:
    ThresholdVariant()
        : Variant(VariantInfo{
            "threshold",
            "Threshold (oracle)",
            Family::Pattern,
            11,
            "Oracle: the exact weights with those below tau dropped (rows renormalised if asked). It needs the "
            "exact scores, so its cost is the exact cost: it shows what skipping small weights would keep.",
            R"(M_{ij} = \frac{A_{ij}\,[A_{ij} \ge \tau]}{\sum_{j'} A_{ij'}\,[A_{ij'} \ge \tau]},\ )"
            R"(A = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d}}\right),\ O = MV)",
            "Oracle on exact attention (Vaswani et al., 2017); the sparsity question of Child et al. (2019)",
            {ParamSpec::real("tau", 0.01, 0.0, 1.0, "Exact weights below tau are dropped"),
             ParamSpec::boolean("renormalize", true, "Rescale each row's kept weights to sum to 1")},
            CausalSupport::Optional,
            {},
            true,
            true,
            false,
            nullptr,
            CostPromise { CostGrowth::Quadratic, "the exact scores of every pair (an oracle)" }})
    {
    }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params&) const override
    {
        double pairs = 0.0;
        for (int i0 = 0; i0 < n; i0 += kQueryTile) {
            const int rows = std::min(kQueryTile, n - i0);
            pairs += static_cast<double>(rows) * tileKeyEnd(n, i0, rows, causal);
        }
        return Cost{pairs * (d + dv), peakBytes(n, d, dv, workerCount(n, effectiveThreads(RunOptions{})))};
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const int n = problem.n();
        const int d = problem.d();
        const int dv = problem.dv();
        const double tau = params.real("tau");
        const bool renormalize = params.boolean("renormalize");
        const double scale = problem.effectiveScale();
        const MatrixD keys = problem.k.cast<double>();
        const MatrixD values = problem.v.cast<double>();
        const int tiles = (n + kQueryTile - 1) / kQueryTile;
        const int threads = effectiveThreads(options);
        Result result;
        result.o.resize(n, dv);
        if (options.wantMap)
            result.map = mapStorage(options, n, n); // written tile by tile, by the thread that computes the tile
        std::vector<double> tileMadds(tiles, 0.0);
        std::vector<std::vector<int>> keptPerRow(n);

        parallelFor(options, tiles, 1, [&](int tileBegin, int tileEnd) {
            MatrixD weights(kQueryTile, n);
            MatrixD output(kQueryTile, dv);
            for (int tile = tileBegin; tile < tileEnd; ++tile) {
                const int i0 = tile * kQueryTile;
                const int rows = std::min(kQueryTile, n - i0);
                const int keyEnd = tileKeyEnd(n, i0, rows, problem.causal);
                auto w = weights.topLeftCorner(rows, keyEnd);
                w.noalias() = problem.q.middleRows(i0, rows).cast<double>() * keys.topRows(keyEnd).transpose();
                w *= scale;
                for (int r = 0; r < rows; ++r) {
                    const int allowed = problem.causal ? i0 + r + 1 : n;
                    keptPerRow[i0 + r] = thresholdRow(w.row(r), allowed, tau, renormalize);
                }
                // Dense on purpose: the oracle's product costs what the exact one does.
                output.topRows(rows).noalias() = w * values.topRows(keyEnd);
                result.o.middleRows(i0, rows) = output.topRows(rows).cast<float>();
                tileMadds[tile] = static_cast<double>(rows) * keyEnd * (d + dv);
                if (result.map) {
                    result.map->block(i0, 0, rows, keyEnd) = w.cast<float>();
                    result.map->block(i0, keyEnd, rows, n - keyEnd).setZero(); // keys in the tile's future
                }
            }
        });

        result.cost.madds = std::accumulate(tileMadds.begin(), tileMadds.end(), 0.0);
        result.cost.peakBytes = peakBytes(n, d, dv, workerCount(n, threads));
        PatternBuilder pattern(n);
        for (auto& kept : keptPerRow)
            pattern.addRow(kept);
        result.pattern = pattern.finish();
        result.extras.scalars[extra_keys::kTau] = tau;
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::ThresholdVariant)
