#include "core/kernels/exact_attention.h"

#include "core/kernels/exact_tile_dispatch.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/row_softmax.h"
#include "core/kernels/tile_operands.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>
#include <vector>

namespace attnlab::core {

namespace {

// Keys per online-softmax step: the scores of one query tile (rows x kKeyTile floats) and the key tile's keys and
// values stay in L2.
constexpr int kKeyTile = 512;
// Query rows per work item under causal: the key tiles wholly in a query tile's future are skipped and counted per 64
// rows, the count the threshold oracle shares (core/variants/pattern/threshold.cpp).
constexpr int kCausalQueryTile = 64;
// Query rows per work item without causal, at most: every query tile reads all of K and V, and tiles of about 192
// rows read them a third as often as 64-row tiles did: 4-6 points of the FMA peak faster at N = 2048 to 8192 while
// the host was busy, alike while it was quiet (docs/performance.md, session 22).
constexpr int kQueryTile = 192;
// Rows of the map per work item of the dense path.
constexpr int kDenseRows = 32;
constexpr double kFloatBytes = sizeof(float);

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

// Where each query tile starts, and n after the last. Under causal, every 64 rows. Without causal the count of
// multiply-adds is n x n however the rows are split: a multiple of the threads tiles of about kQueryTile rows, of
// nearly equal size and each but the last a multiple of the kernel's row blocks, so no thread waits long for another
// (tiles of 192 rows at N = 8192 made 43, one thread running a whole tile more than the other).
std::vector<int> queryTileStarts(int n, bool causal, int threads)
{
    std::vector<int> starts;
    if (causal) {
        for (int i0 = 0; i0 < n; i0 += kCausalQueryTile)
            starts.push_back(i0);
    } else if (n > 0) {
        const int tiles = roundUp((n + kQueryTile - 1) / kQueryTile, threads);
        for (int t = 0; t < tiles; ++t) {
            const int start = static_cast<int>(static_cast<long long>(t) * n / tiles) / kExactTileBlockRows
                * kExactTileBlockRows;
            if (starts.empty() || start > starts.back())
                starts.push_back(start);
        }
    }
    starts.push_back(n);
    return starts;
}

int longestTile(const std::vector<int>& starts)
{
    int longest = 0;
    for (std::size_t t = 0; t + 1 < starts.size(); ++t)
        longest = std::max(longest, starts[t + 1] - starts[t]);
    return longest;
}

// The packed keys and values, the output, and each worker's score tile, accumulator and row vectors.
double tiledPeakBytes(int n, int d, int dv, int queryRows, int workers, const ExactTileLayout& layout)
{
    return tileOperandBytes(n, 1, d, dv, layout)
        + TileScratch::bytes(queryRows, roundUp(kKeyTile, layout.panelKeys), roundUp(dv, layout.valueColumns))
        * workers
        + kFloatBytes * static_cast<double>(n) * dv;
}

// Rows [begin, end) of the map A into a, and of O = A V into o when given.
void denseRows(const Problem& problem, Matrix& a, Matrix* o, int begin, int end)
{
    const int rows = end - begin;
    auto block = a.middleRows(begin, rows);
    block.noalias() = problem.q.middleRows(begin, rows) * problem.k.transpose();
    block *= static_cast<float>(problem.effectiveScale());
    if (problem.causal)
        for (int r = 0; r < rows; ++r) {
            const int firstMasked = begin + r + 1;
            if (firstMasked < a.cols())
                block.row(r).tail(a.cols() - firstMasked).setConstant(-std::numeric_limits<float>::infinity());
        }
    softmaxRowsInPlace(block);
    if (o)
        o->middleRows(begin, rows).noalias() = block * problem.v;
}

Matrix parallelMap(const Problem& problem, Matrix* o, const RunOptions& options)
{
    const int n = problem.n();
    Matrix a = mapStorage(options, n, n);
    parallelFor(options, n, kDenseRows, [&](int begin, int end) { denseRows(problem, a, o, begin, end); });
    return a;
}

Result denseExact(const Problem& problem, const RunOptions& options)
{
    const int n = problem.n();
    Result result;
    result.o.resize(n, problem.dv());
    result.map = parallelMap(problem, &result.o, options);
    // The dense path computes every score, masked or not.
    result.cost.madds = static_cast<double>(n) * n * (problem.d() + problem.dv());
    result.cost.peakBytes = kFloatBytes * (static_cast<double>(n) * n + static_cast<double>(n) * problem.dv());
    return result;
}

} // namespace

Result tiledExactAttention(const Problem& problem, const RunOptions& options, const ExactTileKernel& kernel)
{
    const int n = problem.n();
    const int d = problem.d();
    const int dv = problem.dv();
    const int dvPadded = roundUp(dv, kernel.layout.valueColumns);
    const int keyTile = roundUp(kKeyTile, kernel.layout.panelKeys);
    const int threads = effectiveThreads(options);
    const std::vector<int> starts = queryTileStarts(n, problem.causal, threads);
    const int queryTiles = static_cast<int>(starts.size()) - 1;
    const int queryRows = longestTile(starts);

    const TileOperands operands = packTileOperands(problem.k, problem.v, 0, 1, n, kernel.layout, options);

    Result result;
    result.o.resize(n, dv);
    ExactTileInput input = tileInputOver(problem, operands, n, keyTile);
    input.out = result.o.data();
    std::vector<double> tileMadds(queryTiles, 0.0); // counted where the work is done, summed afterwards

    std::vector<std::optional<TileScratch>> scratch(parallelWorkers(options, queryTiles, 1));
    parallelForPerWorker(options, queryTiles, 1, [&](int worker, int tileBegin, int tileEnd) {
        std::optional<TileScratch>& own = scratch[static_cast<std::size_t>(worker)];
        if (!own)
            own.emplace(queryRows, keyTile, dvPadded);
        const ExactTileWork& work = own->work();
        for (int tile = tileBegin; tile < tileEnd; ++tile) {
            const int i0 = starts[static_cast<std::size_t>(tile)];
            const int bq = starts[static_cast<std::size_t>(tile) + 1] - i0;
            kernel.attend(input, work, i0, bq);
            // Key tiles wholly in the future of the query tile are skipped under causal.
            const int keyEnd = problem.causal ? i0 + bq : n;
            tileMadds[tile] = static_cast<double>(bq) * keyEnd * (d + dv);
        }
    });

    result.cost.madds = std::accumulate(tileMadds.begin(), tileMadds.end(), 0.0);
    result.cost.peakBytes = tiledPeakBytes(n, d, dv, queryRows, std::min(threads, queryTiles), kernel.layout);
    return result;
}

Cost exactAttentionCost(int n, int d, int dv, bool causal, ExactPath path, int threads)
{
    if (path == ExactPath::Auto)
        path = n <= kDenseExactLimit ? ExactPath::Dense : ExactPath::Tiled;
    const double nn = static_cast<double>(n);
    if (path == ExactPath::Dense)
        return Cost { nn * nn * (d + dv), kFloatBytes * (nn * nn + nn * dv) };
    // Tiled: every (query tile, key tile) pair that is not wholly in the future, at its full tile size
    // except for the ragged last tiles.
    double pairs = 0.0;
    const std::vector<int> starts = queryTileStarts(n, causal, threads);
    const int queryTiles = static_cast<int>(starts.size()) - 1;
    const int queryRows = longestTile(starts);
    for (int tile = 0; tile < queryTiles; ++tile) {
        const int i0 = starts[static_cast<std::size_t>(tile)];
        const int bq = starts[static_cast<std::size_t>(tile) + 1] - i0;
        const int keyEnd = causal ? i0 + bq : n;
        pairs += static_cast<double>(bq) * keyEnd;
    }
    return Cost { pairs * (d + dv),
        tiledPeakBytes(n, d, dv, queryRows, std::min(threads, queryTiles), chosenExactTileKernel().layout) };
}

Matrix exactMap(const Problem& problem)
{
    return parallelMap(problem, nullptr, RunOptions {});
}

Result exactAttention(const Problem& problem, const RunOptions& options)
{
    const bool dense = options.exactPath == ExactPath::Dense
        || (options.exactPath == ExactPath::Auto && problem.n() <= kDenseExactLimit);
    Result result
        = dense ? denseExact(problem, options) : tiledExactAttention(problem, options, chosenExactTileKernel());
    if (!options.wantMap)
        result.map.reset();
    else if (!result.map)
        result.map = parallelMap(problem, nullptr, options);
    result.pattern = Pattern::allPairs(problem.n(), problem.causal);
    return result;
}

} // namespace attnlab::core
