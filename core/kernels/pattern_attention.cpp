#include "core/kernels/pattern_attention.h"

#include "core/error.h"
#include "core/kernels/key_scores.h"
#include "core/kernels/map_row_writing.h"
#include "core/kernels/parallel_for.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace attnlab::core {

namespace {

constexpr int kRowsPerChunk = 32;
// The K and V rows of the row a few rows ahead are fetched while this one is computed: scattered keys (random's
// draws, a cluster's members) are cache misses once K and V outgrow the caches (16 MB each at N = 65,536), and
// waiting for them one by one made random's CPU time grow as N^1.21 for O(N) work (4 rows ahead: a third less at
// 65,536, slope 1.10-1.12; 8 or 16 rows measured no better). Keys beyond the first few of a row are mostly runs, left
// to the hardware prefetcher.
constexpr int kRowsFetchedAhead = 4;
constexpr std::size_t kKeysFetchedAhead = 16;
constexpr std::size_t kCacheLineBytes = 64;

void prefetchRow(const float* row, Eigen::Index width)
{
    const auto* bytes = reinterpret_cast<const char*>(row);
    const auto length = static_cast<std::size_t>(width) * sizeof(float);
    for (std::size_t offset = 0; offset < length; offset += kCacheLineBytes)
        __builtin_prefetch(bytes + offset);
}

// The K and V rows of row i's first keys (kKeysFetchedAhead of them).
void prefetchRows(const Problem& problem, const Pattern& pattern, int i)
{
    std::size_t fetched = 0;
    pattern.forEachRun(i, [&](int first, int last) {
        for (int j = first; j <= last && fetched < kKeysFetchedAhead; ++j, ++fetched) {
            prefetchRow(problem.k.row(j).data(), problem.k.cols());
            prefetchRow(problem.v.row(j).data(), problem.v.cols());
        }
    });
}

} // namespace

Result attendOverPattern(const Problem& problem, Pattern pattern, const RunOptions& options)
{
    const int n = problem.n();
    const int dv = problem.dv();
    if (pattern.n() != n)
        throw Error(
            "attention pattern has " + std::to_string(pattern.n()) + " rows but the problem has " + std::to_string(n));
    std::int64_t longestRow = 0;
    for (int i = 0; i < n; ++i) {
        const std::int64_t count = pattern.rowCount(i);
        if (count == 0)
            throw Error("attention pattern: row " + std::to_string(i) + " is empty");
        longestRow = std::max(longestRow, count);
    }

    const auto scale = static_cast<float>(problem.effectiveScale());
    const int threads = effectiveThreads(options);
    Result result;
    result.o.resize(n, dv);
    if (options.wantMap) // each row written whole by the thread that fills it (no serial memset)
        result.map = mapStorage(options, n, n);

    parallelFor(options, n, kRowsPerChunk, [&](int begin, int end) {
        std::optional<MapRowWriter> writer;
        if (result.map)
            writer.emplace(*result.map);
        std::vector<float> weights(static_cast<std::size_t>(longestRow));
        std::vector<int> keys;
        keys.reserve(static_cast<std::size_t>(longestRow));
        for (int i = begin; i < std::min(begin + kRowsFetchedAhead, end); ++i)
            prefetchRows(problem, pattern, i);
        for (int i = begin; i < end; ++i) {
            if (i + kRowsFetchedAhead < end)
                prefetchRows(problem, pattern, i + kRowsFetchedAhead);
            pattern.rowInto(i, keys);
            const auto count = keys.size();
            scoresOfKeys(problem.q.row(i).data(), problem.k, keys.data(), count, weights.data());
            float rowMax = -INFINITY;
            for (std::size_t t = 0; t < count; ++t) {
                weights[t] *= scale;
                rowMax = std::max(rowMax, weights[t]);
            }
            float sum = 0.0f;
            for (std::size_t t = 0; t < count; ++t) {
                weights[t] = std::exp(weights[t] - rowMax);
                sum += weights[t];
            }
            auto out = result.o.row(i);
            out.setZero();
            for (std::size_t t = 0; t < count; ++t) {
                weights[t] /= sum;
                out.noalias() += weights[t] * problem.v.row(keys[t]);
            }
            if (writer) {
                float* row = writer->row(i);
                for (std::size_t t = 0; t < count; ++t)
                    row[keys[t]] = weights[t];
                writer->commit(i);
            }
        }
    });

    result.cost.madds = static_cast<double>(pattern.pairCount()) * (problem.d() + dv);
    result.cost.peakBytes = static_cast<double>(pattern.storageBytes())
        + sizeof(float) * (static_cast<double>(n) * dv + static_cast<double>(longestRow) * std::min(threads, n));
    result.pattern = std::move(pattern);
    return result;
}

} // namespace attnlab::core
