#include "core/kernels/block_sparse_attention.h"

#include "core/error.h"
#include "core/kernels/exact_tile_dispatch.h"
#include "core/kernels/map_row_writing.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/range_blocks.h"
#include "core/kernels/tile_operands.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace attnlab::core {

namespace {

// Widest key chunk of one GEMM of the display-only map pass.
constexpr int kKeyChunk = 256;
// Query rows of one tile of the range kernel (exact_tile_kernel.h), and keys per step of its online softmax.
constexpr int kQueryTile = 64;
constexpr int kKeyTile = 512;
constexpr double kFloatBytes = sizeof(float);
constexpr float kMinusInfinity = -std::numeric_limits<float>::infinity();
// Block rows of the pattern listed between two looks at the cancel flag.
constexpr int kBlocksBetweenCancelChecks = 256;

void checkLayout(const BlockLayout& layout, int n, bool causal)
{
    if (layout.n != n)
        throw Error(
            "block layout is for " + std::to_string(layout.n) + " tokens but the problem has " + std::to_string(n));
    if (layout.blockSize < 1)
        throw Error("block layout: the block size must be at least 1");
    const int blocks = layout.blockCount();
    if (static_cast<int>(layout.rowStart.size()) != blocks + 1 || layout.rowStart.front() != 0
        || layout.rowStart.back() != static_cast<std::int64_t>(layout.keyBlocks.size()))
        throw Error("block layout: row offsets do not match the key block list");
    for (int b = 0; b < blocks; ++b) {
        const std::int64_t first = layout.rowStart[b];
        const std::int64_t last = layout.rowStart[b + 1];
        if (first >= last)
            throw Error("block layout: block row " + std::to_string(b) + " has no key block");
        for (std::int64_t t = first; t < last; ++t) {
            const int key = layout.keyBlocks[t];
            if (key < 0 || key >= blocks || (t > first && key <= layout.keyBlocks[t - 1]))
                throw Error("block layout: key blocks must be in range, sorted and unique");
        }
        // Under causal the first query of block b needs a key at or before it: a block <= b.
        if (causal && layout.keyBlocks[first] > b)
            throw Error("block layout: under causal, block row " + std::to_string(b) + " sees no past key");
    }
}

// Calls visit(keyBegin, keyEnd) for every run of consecutive key blocks of block row `queryBlock`, cut into
// chunks of at most kKeyChunk keys; under causal the keys after the block row's last query are dropped.
template <class Visit> void forEachKeyChunk(const BlockLayout& layout, int queryBlock, bool causal, Visit&& visit)
{
    const int queryEnd = layout.blockBegin(queryBlock) + layout.blockLength(queryBlock);
    const std::int64_t last = layout.rowStart[queryBlock + 1];
    for (std::int64_t t = layout.rowStart[queryBlock]; t < last;) {
        std::int64_t runEnd = t + 1;
        while (runEnd < last && layout.keyBlocks[runEnd] == layout.keyBlocks[runEnd - 1] + 1)
            ++runEnd;
        const int lastBlock = layout.keyBlocks[runEnd - 1];
        const int keyBegin = layout.blockBegin(layout.keyBlocks[t]);
        int keyEnd = layout.blockBegin(lastBlock) + layout.blockLength(lastBlock);
        if (causal)
            keyEnd = std::min(keyEnd, queryEnd);
        for (int chunk = keyBegin; chunk < keyEnd; chunk += kKeyChunk)
            visit(chunk, std::min(keyEnd, chunk + kKeyChunk));
        t = runEnd;
    }
}

// scores = scale * Q[i0 .. i0+rows) K[j0 .. j0+cols)^T, with keys after their query set to -inf under causal.
template <class Scores> void scoreChunk(const Problem& problem, float scale, int i0, int j0, Scores&& scores)
{
    const auto rows = static_cast<int>(scores.rows());
    const auto cols = static_cast<int>(scores.cols());
    scores.noalias() = problem.q.middleRows(i0, rows) * problem.k.middleRows(j0, cols).transpose();
    scores *= scale;
    if (problem.causal && j0 + cols - 1 > i0)
        for (int r = 0; r < rows; ++r)
            for (int c = std::max(0, i0 + r + 1 - j0); c < cols; ++c)
                scores(r, c) = kMinusInfinity;
}

// A tile of the range kernel: rows row0 .. row0 + rows - 1, all in query block `queryBlock`.
struct QueryTile {
    int queryBlock = 0;
    int row0 = 0;
    int rows = 0;
};

std::vector<QueryTile> queryTiles(const BlockLayout& layout)
{
    std::vector<QueryTile> tiles;
    for (int block = 0; block < layout.blockCount(); ++block)
        for (int r = 0; r < layout.blockLength(block); r += kQueryTile)
            tiles.push_back(
                QueryTile { block, layout.blockBegin(block) + r, std::min(kQueryTile, layout.blockLength(block) - r) });
    return tiles;
}

// The tile's key intervals, one run of consecutive key blocks at a time: fills first/last per row (under causal
// cut at the row's own position) and the range kernel's blocks, then calls visit(pairs the blocks evaluate).
template <class Visit>
void forEachRun(const BlockLayout& layout, const QueryTile& tile, bool causal, std::vector<int>& first,
    std::vector<int>& last, std::vector<ExactTileBlock>& blocks, Visit&& visit)
{
    first.resize(static_cast<std::size_t>(tile.rows));
    last.resize(static_cast<std::size_t>(tile.rows));
    const std::int64_t end = layout.rowStart[tile.queryBlock + 1];
    for (std::int64_t t = layout.rowStart[tile.queryBlock]; t < end;) {
        std::int64_t runEnd = t + 1;
        while (runEnd < end && layout.keyBlocks[runEnd] == layout.keyBlocks[runEnd - 1] + 1)
            ++runEnd;
        const int lastBlock = layout.keyBlocks[runEnd - 1];
        const int keyBegin = layout.blockBegin(layout.keyBlocks[t]);
        const int keyEnd = layout.blockBegin(lastBlock) + layout.blockLength(lastBlock);
        t = runEnd;
        for (int r = 0; r < tile.rows; ++r) {
            first[static_cast<std::size_t>(r)] = keyBegin;
            last[static_cast<std::size_t>(r)] = causal ? std::min(keyEnd - 1, tile.row0 + r) : keyEnd - 1;
        }
        blocks.clear();
        const double pairs = planRangeBlocks(first.data(), last.data(), tile.rows, blocks);
        if (!blocks.empty())
            visit(pairs);
    }
}

int workerCount(std::size_t tiles, int threads)
{
    return std::max(1, std::min(threads, static_cast<int>(tiles)));
}

// The packed keys and values, the output and the layout, and each worker's scores, accumulator and row vectors.
double rangeKernelBytes(const BlockLayout& layout, int d, int dv, int workers)
{
    const ExactTileLayout tileLayout = chosenExactTileKernel().layout;
    const double dvPadded = (dv + tileLayout.valueColumns - 1) / tileLayout.valueColumns * tileLayout.valueColumns;
    return tileOperandBytes(layout.n, 1, d, dv, tileLayout)
        + TileScratch::bytes(kQueryTile, kKeyTile, static_cast<int>(dvPadded)) * workers
        + kFloatBytes * static_cast<double>(layout.n) * dv + static_cast<double>(layout.storageBytes());
}

int queryBlocksPerTask(const BlockLayout& layout)
{
    return std::max(1, kQueryTile / layout.blockSize);
}

int blockGemmWorkers(const BlockLayout& layout, int threads)
{
    const int blocks = layout.blockCount();
    const int grain = queryBlocksPerTask(layout);
    return std::max(1, std::min(threads, (blocks + grain - 1) / grain));
}

// Each worker's score chunk, accumulator, running max and sum, plus the output and the layout itself.
double blockGemmBytes(const BlockLayout& layout, int dv, int workers)
{
    const double rows = std::min(layout.blockSize, layout.n);
    const double perWorker = rows * kKeyChunk + rows * dv + 2.0 * rows;
    return kFloatBytes * (perWorker * workers + static_cast<double>(layout.n) * dv)
        + static_cast<double>(layout.storageBytes());
}

double blockGemmPairs(const BlockLayout& layout, bool causal)
{
    double pairs = 0.0;
    for (int queryBlock = 0; queryBlock < layout.blockCount(); ++queryBlock) {
        const double rows = layout.blockLength(queryBlock);
        forEachKeyChunk(layout, queryBlock, causal, [&](int j0, int j1) { pairs += rows * (j1 - j0); });
    }
    return pairs;
}

double rangeKernelPairs(const BlockLayout& layout, bool causal)
{
    double pairs = 0.0;
    std::vector<int> first;
    std::vector<int> last;
    std::vector<ExactTileBlock> blocks;
    for (const QueryTile& tile : queryTiles(layout))
        forEachRun(layout, tile, causal, first, last, blocks, [&](double tilePairs) { pairs += tilePairs; });
    return pairs;
}

// Blocks of a multiple of 16 tokens run on the range kernel: its blocks of 16 keys then evaluate no more than the
// block GEMMs would (less under causal, where a group of six rows stops at its last row), except in a ragged last
// block. Narrower blocks (bigbird's default of 4, sinkhorn's 8) would evaluate up to four times their pairs, so they
// stay on the GEMMs, whose count is exactly the blocks' pairs.
bool fitsRangeKernel(const BlockLayout& layout)
{
    return layout.blockSize % kExactTileSpanKeys == 0;
}

// Blocks narrower than the range kernel's 16 keys (bigbird's default of 4, sinkhorn's 8): one GEMM per run of key
// blocks and query block, exactly the blocks' pairs (under causal, up to the block row's last query).
Result attendOnBlockGemms(const Problem& problem, const BlockLayout& layout, const RunOptions& options)
{
    const int n = problem.n();
    const int d = problem.d();
    const int dv = problem.dv();
    const auto scale = static_cast<float>(problem.effectiveScale());
    const int threads = effectiveThreads(options);
    const int blocks = layout.blockCount();
    Result result;
    result.o.resize(n, dv);
    if (options.wantMap) {
        result.map = mapStorage(options, n, n);
        zeroMap(*result.map, options);
    }
    std::vector<double> blockMadds(blocks, 0.0); // counted where the GEMMs run, summed afterwards

    parallelFor(options, blocks, queryBlocksPerTask(layout), [&](int blockBegin, int blockEnd) {
        const int maxRows = std::min(layout.blockSize, n);
        Matrix scores(maxRows, kKeyChunk);
        Matrix accumulator(maxRows, dv);
        Eigen::VectorXf runningMax(maxRows);
        Eigen::VectorXf runningSum(maxRows);
        for (int queryBlock = blockBegin; queryBlock < blockEnd; ++queryBlock) {
            const int i0 = layout.blockBegin(queryBlock);
            const int rows = layout.blockLength(queryBlock);
            accumulator.topRows(rows).setZero();
            runningMax.head(rows).setConstant(kMinusInfinity);
            runningSum.head(rows).setZero();
            forEachKeyChunk(layout, queryBlock, problem.causal, [&](int j0, int j1) {
                auto s = scores.topLeftCorner(rows, j1 - j0);
                scoreChunk(problem, scale, i0, j0, s);
                for (int r = 0; r < rows; ++r) {
                    const float newMax = std::max(runningMax[r], s.row(r).maxCoeff());
                    if (newMax == kMinusInfinity) {
                        s.row(r).setZero(); // every key of this chunk lies in this query's future
                        continue;
                    }
                    const float correction = std::exp(runningMax[r] - newMax);
                    s.row(r) = (s.row(r).array() - newMax).exp().matrix();
                    // Eigen's vectorised exp(-inf) is a denormal (about 3e-39), not 0: the keys after the query get
                    // weight exactly 0, and the GEMM below meets no denormal (which slows it many times over).
                    const int firstFuture = problem.causal ? std::max(0, i0 + r + 1 - j0) : j1 - j0;
                    if (firstFuture < j1 - j0)
                        s.row(r).tail(j1 - j0 - firstFuture).setZero();
                    runningSum[r] = runningSum[r] * correction + s.row(r).sum();
                    accumulator.row(r) *= correction;
                    runningMax[r] = newMax;
                }
                accumulator.topRows(rows).noalias() += s * problem.v.middleRows(j0, j1 - j0);
                blockMadds[queryBlock] += static_cast<double>(rows) * (j1 - j0) * (d + dv);
            });
            for (int r = 0; r < rows; ++r)
                result.o.row(i0 + r) = accumulator.row(r) / runningSum[r];
            if (!result.map)
                continue;
            // Display only: the final max and sum of each row turn recomputed scores into weights.
            forEachKeyChunk(layout, queryBlock, problem.causal, [&](int j0, int j1) {
                auto s = scores.topLeftCorner(rows, j1 - j0);
                scoreChunk(problem, scale, i0, j0, s);
                for (int r = 0; r < rows; ++r)
                    for (int c = 0; c < j1 - j0; ++c)
                        if (s(r, c) != kMinusInfinity)
                            (*result.map)(i0 + r, j0 + c) = std::exp(s(r, c) - runningMax[r]) / runningSum[r];
            });
        }
    });

    result.cost.madds = std::accumulate(blockMadds.begin(), blockMadds.end(), 0.0);
    result.cost.peakBytes = blockGemmBytes(layout, dv, blockGemmWorkers(layout, threads));
    return result;
}

// On the range kernel: query tiles of up to 64 rows of one block row, each run of key blocks one call.
Result attendOnRangeKernel(const Problem& problem, const BlockLayout& layout, const RunOptions& options)
{
    const int n = problem.n();
    const int d = problem.d();
    const int dv = problem.dv();
    const auto scale = static_cast<float>(problem.effectiveScale());
    const int threads = effectiveThreads(options);
    const ExactTileKernel& kernel = chosenExactTileKernel();
    const TileOperands operands = packTileOperands(problem.k, problem.v, 0, 1, n, kernel.layout, options);
    const std::vector<QueryTile> tiles = queryTiles(layout);
    Result result;
    result.o.resize(n, dv);
    if (options.wantMap) {
        result.map = mapStorage(options, n, n);
        zeroMap(*result.map, options);
    }
    std::vector<double> tilePairs(tiles.size(), 0.0); // counted where the kernel runs, summed afterwards

    const ExactTileInput input = tileInputOver(problem, operands, n, kKeyTile);
    const int count = static_cast<int>(tiles.size());
    parallelFor(options, count, std::max(1, count / (8 * threads)), [&](int begin, int end) {
        const std::size_t dvPadded = static_cast<std::size_t>(operands.dvPadded);
        const TileScratch scratch(kQueryTile, kKeyTile, operands.dvPadded);
        const ExactTileWork& work = scratch.work();
        std::vector<int> first;
        std::vector<int> last;
        std::vector<ExactTileBlock> blocks;
        Matrix scores;
        for (int index = begin; index < end; ++index) {
            const QueryTile& tile = tiles[static_cast<std::size_t>(index)];
            std::fill_n(work.accumulator, static_cast<std::size_t>(tile.rows) * dvPadded, 0.0f);
            std::fill_n(work.rowMax, tile.rows, kMinusInfinity);
            std::fill_n(work.rowSum, tile.rows, 0.0f);
            forEachRun(layout, tile, problem.causal, first, last, blocks, [&](double pairs) {
                ExactTileRanges ranges {};
                ranges.first = first.data();
                ranges.last = last.data();
                ranges.blocks = blocks.data();
                ranges.blockCount = static_cast<int>(blocks.size());
                kernel.attendRanges(input, work, tile.row0, tile.rows, ranges);
                tilePairs[static_cast<std::size_t>(index)] += pairs;
            });
            for (int r = 0; r < tile.rows; ++r) {
                const float inverse = 1.0f / work.rowSum[r];
                for (int c = 0; c < dv; ++c)
                    result.o(tile.row0 + r, c) = work.accumulator[static_cast<std::size_t>(r) * dvPadded + c] * inverse;
            }
            if (!result.map)
                continue;
            // Display only: the final max (in base 2, as the kernel keeps it) and sum of each row turn recomputed
            // scores into weights.
            constexpr float kLn2 = 0.693147180559945309f;
            forEachKeyChunk(layout, tile.queryBlock, problem.causal, [&](int j0, int j1) {
                scores.resize(tile.rows, j1 - j0);
                scoreChunk(problem, scale, tile.row0, j0, scores);
                for (int r = 0; r < tile.rows; ++r)
                    for (int c = 0; c < j1 - j0; ++c)
                        if (scores(r, c) != kMinusInfinity)
                            (*result.map)(tile.row0 + r, j0 + c)
                                = std::exp(scores(r, c) - work.rowMax[r] * kLn2) / work.rowSum[r];
            });
        }
    });

    result.cost.madds = std::accumulate(tilePairs.begin(), tilePairs.end(), 0.0) * (d + dv);
    result.cost.peakBytes = rangeKernelBytes(layout, d, dv, workerCount(tiles.size(), threads));
    return result;
}

} // namespace

Pattern blockSparsePattern(const BlockLayout& layout, bool causal, const RunOptions& options)
{
    // Stored as runs: a block row's key blocks are sorted (checkLayout), so consecutive ones join into one run of
    // keys, and a row's runs are its block row's, cut at i under causal. Sinkhorn's two blocks of 128 keys a query
    // were 67 MB of columns at N = 65,536, written on every run; as runs they are at most 16 bytes a query.
    const int n = layout.n;
    std::vector<std::int64_t> rowStart(static_cast<std::size_t>(n) + 1, 0);
    std::vector<KeyRun> runs;
    std::vector<KeyRun> blockRuns; // the block row's key blocks, joined
    for (int queryBlock = 0; queryBlock < layout.blockCount(); ++queryBlock) {
        if (queryBlock % kBlocksBetweenCancelChecks == 0)
            options.cancel.throwIfCancelled();
        blockRuns.clear();
        for (std::int64_t t = layout.rowStart[queryBlock]; t < layout.rowStart[queryBlock + 1]; ++t) {
            const int j0 = layout.blockBegin(layout.keyBlocks[t]);
            const int last = j0 + layout.blockLength(layout.keyBlocks[t]) - 1;
            if (!blockRuns.empty() && blockRuns.back().last + 1 == j0)
                blockRuns.back().last = last;
            else
                blockRuns.push_back(KeyRun { j0, last });
        }
        const int i0 = layout.blockBegin(queryBlock);
        for (int i = i0; i < i0 + layout.blockLength(queryBlock); ++i) {
            for (const KeyRun& run : blockRuns) {
                if (causal && run.first > i)
                    break;
                runs.push_back(KeyRun { run.first, causal ? std::min(run.last, i) : run.last });
            }
            rowStart[static_cast<std::size_t>(i) + 1] = static_cast<std::int64_t>(runs.size());
        }
    }
    return Pattern::ofCheckedRuns(n, std::move(rowStart), std::move(runs));
}

Result blockSparseAttention(const Problem& problem, const BlockLayout& layout, const RunOptions& options)
{
    checkLayout(layout, problem.n(), problem.causal);
    Result result = fitsRangeKernel(layout) ? attendOnRangeKernel(problem, layout, options)
                                            : attendOnBlockGemms(problem, layout, options);
    result.pattern = blockSparsePattern(layout, problem.causal, options);
    return result;
}

Cost blockSparseAttentionCost(const BlockLayout& layout, int d, int dv, bool causal, int threads)
{
    if (fitsRangeKernel(layout))
        return Cost { rangeKernelPairs(layout, causal) * (d + dv),
            rangeKernelBytes(layout, d, dv, workerCount(queryTiles(layout).size(), threads)) };
    return Cost { blockGemmPairs(layout, causal) * (d + dv),
        blockGemmBytes(layout, dv, blockGemmWorkers(layout, threads)) };
}

} // namespace attnlab::core
