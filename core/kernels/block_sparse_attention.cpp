#include "core/kernels/block_sparse_attention.h"

#include "core/error.h"
#include "core/kernels/parallel_for.h"

#include <cmath>
#include <limits>
#include <numeric>

namespace attnlab::core {

namespace {

// Widest key chunk one GEMM handles: bounds the score buffer to (block size) x kKeyChunk floats.
constexpr int kKeyChunk = 256;
// Query rows handed to one parallel task (whole blocks, at least one).
constexpr int kQueryRowsPerTask = 64;
constexpr double kFloatBytes = sizeof(float);
constexpr float kMinusInfinity = -std::numeric_limits<float>::infinity();

void checkLayout(const BlockLayout& layout, int n, bool causal)
{
    if (layout.n != n)
        throw Error("block layout is for " + std::to_string(layout.n) + " tokens but the problem has "
                    + std::to_string(n));
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
template <class Visit>
void forEachKeyChunk(const BlockLayout& layout, int queryBlock, bool causal, Visit&& visit)
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
template <class Scores>
void scoreChunk(const Problem& problem, float scale, int i0, int j0, Scores&& scores)
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

int queryBlocksPerTask(const BlockLayout& layout)
{
    return std::max(1, kQueryRowsPerTask / layout.blockSize);
}

int workerCount(const BlockLayout& layout, int threads)
{
    const int blocks = layout.blockCount();
    const int grain = queryBlocksPerTask(layout);
    return std::max(1, std::min(threads, (blocks + grain - 1) / grain));
}

// Each worker's score chunk, accumulator, running max and sum, plus the output and the layout itself.
double peakBytes(const BlockLayout& layout, int dv, int workers)
{
    const double rows = std::min(layout.blockSize, layout.n);
    const double perWorker = rows * kKeyChunk + rows * dv + 2.0 * rows;
    return kFloatBytes * (perWorker * workers + static_cast<double>(layout.n) * dv)
        + static_cast<double>(layout.storageBytes());
}

// The evaluated pairs, token by token: the keys of the row's blocks, j <= i under causal.
Pattern blockSparsePattern(const BlockLayout& layout, bool causal)
{
    std::vector<std::int64_t> rowStart;
    rowStart.reserve(static_cast<std::size_t>(layout.n) + 1);
    rowStart.push_back(0);
    std::vector<int> columns;
    for (int queryBlock = 0; queryBlock < layout.blockCount(); ++queryBlock) {
        const int i0 = layout.blockBegin(queryBlock);
        for (int i = i0; i < i0 + layout.blockLength(queryBlock); ++i) {
            for (std::int64_t t = layout.rowStart[queryBlock]; t < layout.rowStart[queryBlock + 1]; ++t) {
                const int keyBlock = layout.keyBlocks[t];
                const int j0 = layout.blockBegin(keyBlock);
                const int keyEnd = causal ? std::min(j0 + layout.blockLength(keyBlock), i + 1)
                                          : j0 + layout.blockLength(keyBlock);
                for (int j = j0; j < keyEnd; ++j)
                    columns.push_back(j);
            }
            rowStart.push_back(static_cast<std::int64_t>(columns.size()));
        }
    }
    return Pattern::fromRows(layout.n, std::move(rowStart), std::move(columns));
}

} // namespace

Result blockSparseAttention(const Problem& problem, const BlockLayout& layout, const RunOptions& options)
{
    const int n = problem.n();
    const int d = problem.d();
    const int dv = problem.dv();
    checkLayout(layout, n, problem.causal);
    const auto scale = static_cast<float>(problem.effectiveScale());
    const int threads = effectiveThreads(options);
    const int blocks = layout.blockCount();
    Result result;
    result.o.resize(n, dv);
    if (options.wantMap)
        result.map = Matrix::Zero(n, n);
    std::vector<double> blockMadds(blocks, 0.0); // counted where the GEMMs run, summed afterwards

    parallelFor(blocks, queryBlocksPerTask(layout), threads, options.cancel, [&](int blockBegin, int blockEnd) {
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
    result.cost.peakBytes = peakBytes(layout, dv, workerCount(layout, threads));
    result.pattern = blockSparsePattern(layout, problem.causal);
    return result;
}

Cost blockSparseAttentionCost(const BlockLayout& layout, int d, int dv, bool causal, int threads)
{
    double pairs = 0.0;
    for (int queryBlock = 0; queryBlock < layout.blockCount(); ++queryBlock) {
        const double rows = layout.blockLength(queryBlock);
        forEachKeyChunk(layout, queryBlock, causal, [&](int j0, int j1) { pairs += rows * (j1 - j0); });
    }
    return Cost{pairs * (d + dv), peakBytes(layout, dv, workerCount(layout, threads))};
}

} // namespace attnlab::core
