#include "core/kernels/exact_attention.h"

#include "core/kernels/parallel_for.h"
#include "core/kernels/row_softmax.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

namespace attnlab::core {

namespace {

constexpr int kQueryTile = 64;
constexpr int kKeyTile = 256;
constexpr double kFloatBytes = sizeof(float);

// The score tile, the accumulator and the running max and sum of each worker, plus the output.
double tiledPeakBytes(int n, int dv, int workers)
{
    const double perWorker = static_cast<double>(kQueryTile) * kKeyTile + static_cast<double>(kQueryTile) * dv
        + 2.0 * kQueryTile;
    return kFloatBytes * (perWorker * workers + static_cast<double>(n) * dv);
}

Result denseExact(const Problem& problem)
{
    const int n = problem.n();
    Result result;
    Matrix a = exactMap(problem);
    result.o = a * problem.v;
    // The dense path computes every score, masked or not.
    result.cost.madds = static_cast<double>(n) * n * (problem.d() + problem.dv());
    result.cost.peakBytes = kFloatBytes * (static_cast<double>(n) * n + static_cast<double>(n) * problem.dv());
    result.map = std::move(a);
    return result;
}

Result tiledExact(const Problem& problem, const RunOptions& options)
{
    const int n = problem.n();
    const int dv = problem.dv();
    const auto scale = static_cast<float>(problem.effectiveScale());
    const int threads = effectiveThreads(options);
    const int queryTiles = (n + kQueryTile - 1) / kQueryTile;
    Result result;
    result.o.resize(n, dv);
    std::vector<double> tileMadds(queryTiles, 0.0); // counted where the work is done, summed afterwards

    parallelFor(queryTiles, 1, threads, options.cancel, [&](int tileBegin, int tileEnd) {
        Matrix scores(kQueryTile, kKeyTile);
        Matrix accumulator(kQueryTile, dv);
        Eigen::VectorXf runningMax(kQueryTile);
        Eigen::VectorXf runningSum(kQueryTile);
        for (int tile = tileBegin; tile < tileEnd; ++tile) {
            const int i0 = tile * kQueryTile;
            const int bq = std::min(kQueryTile, n - i0);
            // Keys past the last query of this tile are all masked under causal: skip their tiles entirely.
            const int keyEnd = problem.causal ? i0 + bq : n;
            accumulator.topRows(bq).setZero();
            runningMax.head(bq).setConstant(-std::numeric_limits<float>::infinity());
            runningSum.head(bq).setZero();
            for (int j0 = 0; j0 < keyEnd; j0 += kKeyTile) {
                const int bk = std::min(kKeyTile, keyEnd - j0);
                auto s = scores.topLeftCorner(bq, bk);
                s.noalias() = problem.q.middleRows(i0, bq) * problem.k.middleRows(j0, bk).transpose();
                s *= scale;
                if (problem.causal && j0 + bk - 1 > i0)
                    for (int r = 0; r < bq; ++r)
                        for (int c = std::max(0, i0 + r + 1 - j0); c < bk; ++c)
                            s(r, c) = -std::numeric_limits<float>::infinity();
                for (int r = 0; r < bq; ++r) {
                    const float tileMax = s.row(r).maxCoeff();
                    const float newMax = std::max(runningMax[r], tileMax);
                    if (newMax == -std::numeric_limits<float>::infinity()) {
                        s.row(r).setZero(); // every key so far masked for this row
                        continue;
                    }
                    const float correction = std::exp(runningMax[r] - newMax);
                    // Vectorised exp, then masked entries (a denormal, not 0, from the clamped exp) and true
                    // underflows flushed to exact zeros; see softmaxRowsInPlace for why not a select().
                    s.row(r) = (s.row(r).array() - newMax).exp().matrix();
                    for (int c = 0; c < bk; ++c)
                        if (s(r, c) < std::numeric_limits<float>::min())
                            s(r, c) = 0.0f;
                    runningSum[r] = runningSum[r] * correction + s.row(r).sum();
                    accumulator.row(r) *= correction;
                    runningMax[r] = newMax;
                }
                accumulator.topRows(bq).noalias() += s * problem.v.middleRows(j0, bk);
                tileMadds[tile] += static_cast<double>(bq) * bk * (problem.d() + dv);
            }
            for (int r = 0; r < bq; ++r)
                result.o.row(i0 + r) = accumulator.row(r) / runningSum[r];
        }
    });

    result.cost.madds = std::accumulate(tileMadds.begin(), tileMadds.end(), 0.0);
    result.cost.peakBytes = tiledPeakBytes(n, dv, std::min(threads, queryTiles));
    return result;
}

} // namespace

Cost exactAttentionCost(int n, int d, int dv, bool causal, ExactPath path, int threads)
{
    if (path == ExactPath::Auto)
        path = n <= kDenseExactLimit ? ExactPath::Dense : ExactPath::Tiled;
    const double nn = static_cast<double>(n);
    if (path == ExactPath::Dense)
        return Cost{nn * nn * (d + dv), kFloatBytes * (nn * nn + nn * dv)};
    // Tiled: every (query tile, key tile) pair that is not wholly in the future, at its full tile size
    // except for the ragged last tiles.
    double pairs = 0.0;
    const int queryTiles = (n + kQueryTile - 1) / kQueryTile;
    for (int tile = 0; tile < queryTiles; ++tile) {
        const int i0 = tile * kQueryTile;
        const int bq = std::min(kQueryTile, n - i0);
        const int keyEnd = causal ? i0 + bq : n;
        pairs += static_cast<double>(bq) * keyEnd;
    }
    return Cost{pairs * (d + dv), tiledPeakBytes(n, dv, std::min(threads, queryTiles))};
}

Matrix exactMap(const Problem& problem)
{
    Matrix a = problem.q * problem.k.transpose();
    a *= static_cast<float>(problem.effectiveScale());
    if (problem.causal)
        a.triangularView<Eigen::StrictlyUpper>().setConstant(-std::numeric_limits<float>::infinity());
    softmaxRowsInPlace(a);
    return a;
}

Result exactAttention(const Problem& problem, const RunOptions& options)
{
    const bool dense = options.exactPath == ExactPath::Dense
        || (options.exactPath == ExactPath::Auto && problem.n() <= kDenseExactLimit);
    Result result = dense ? denseExact(problem) : tiledExact(problem, options);
    if (!options.wantMap)
        result.map.reset();
    else if (!result.map)
        result.map = exactMap(problem);
    result.pattern = Pattern::allPairs(problem.n(), problem.causal);
    return result;
}

} // namespace attnlab::core
