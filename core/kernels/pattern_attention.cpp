#include "core/kernels/pattern_attention.h"

#include "core/error.h"
#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace attnlab::core {

namespace {

constexpr int kRowsPerChunk = 32;

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
    if (options.wantMap)
        result.map = Matrix(n, n); // each row zeroed by the thread that fills it (no serial 64 MiB memset at 4096)

    parallelFor(options, n, kRowsPerChunk, [&](int begin, int end) {
        std::vector<float> weights(static_cast<std::size_t>(longestRow));
        for (int i = begin; i < end; ++i) {
            const std::vector<int> keys = pattern.row(i);
            const auto count = keys.size();
            const auto query = problem.q.row(i);
            float rowMax = -INFINITY;
            for (std::size_t t = 0; t < count; ++t) {
                weights[t] = scale * query.dot(problem.k.row(keys[t]));
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
            if (result.map) {
                result.map->row(i).setZero();
                for (std::size_t t = 0; t < count; ++t)
                    (*result.map)(i, keys[t]) = weights[t];
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
