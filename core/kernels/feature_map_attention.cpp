#include "core/kernels/feature_map_attention.h"

#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <thread>
#include <vector>

namespace attnlab::core {

namespace {

constexpr int kQueryTile = 64; // fixed tile boundaries: the result does not depend on the thread count
constexpr int kKeyTile = 256;
constexpr int kCancelStride = 64; // rows between two looks at the cancel flag on the sequential causal path
constexpr double kFloatBytes = sizeof(float);

void checkShapes(const FeatureMaps& features, const Matrix& values, bool normalize)
{
    if (!features.queries || !features.keys)
        throw std::logic_error("attendThroughFeatures: query and key features are required");
    const Matrix& queries = *features.queries;
    const Matrix& keys = *features.keys;
    if (queries.cols() != keys.cols() || queries.rows() != keys.rows() || keys.rows() != values.rows())
        throw std::logic_error("attendThroughFeatures: feature and value shapes disagree");
    if (features.keyLogScale && (features.keyLogScale->size() != keys.rows() || !normalize))
        throw std::logic_error("attendThroughFeatures: key log scales need one entry per key and normalize = true");
}

// O_i /= den_i; a zero denominator or a quotient that is not finite leaves the row at 0 (counted).
bool divideRow(Eigen::Ref<RowVector> row, float denominator)
{
    if (denominator != 0.0f) {
        row /= denominator;
        if (row.allFinite())
            return true;
    }
    row.setZero();
    return false;
}

// Sums over all keys, then every query reads them: the query tiles run in parallel.
FeatureMapAttention attendAllKeys(
    const FeatureMaps& features, const Matrix& values, bool normalize, const RunOptions& options)
{
    const Matrix& queries = *features.queries;
    const Matrix& keys = *features.keys;
    const int n = static_cast<int>(keys.rows());
    const int m = static_cast<int>(keys.cols());
    const int dv = static_cast<int>(values.cols());

    // Per-key weights exp(l_j - max l): the common factor exp(max l) cancels in O_i's ratio.
    Eigen::VectorXf keyWeights;
    if (features.keyLogScale) {
        const float largest = features.keyLogScale->maxCoeff();
        keyWeights = (features.keyLogScale->array() - largest).exp().matrix();
    }

    Matrix s = Matrix::Zero(m, dv);
    Eigen::VectorXf z = Eigen::VectorXf::Zero(normalize ? m : 0);
    Matrix weightedValues(features.keyLogScale ? std::min(n, kKeyTile) : 0, dv);
    double madds = 0.0;
    for (int j0 = 0; j0 < n; j0 += kKeyTile) {
        options.cancel.throwIfCancelled();
        const int bk = std::min(kKeyTile, n - j0);
        const auto keyTile = keys.middleRows(j0, bk);
        if (features.keyLogScale) {
            const auto weights = keyWeights.segment(j0, bk);
            weightedValues.topRows(bk) = weights.asDiagonal() * values.middleRows(j0, bk);
            s.noalias() += keyTile.transpose() * weightedValues.topRows(bk);
            z.noalias() += keyTile.transpose() * weights;
            madds += static_cast<double>(bk) * dv;
        } else {
            s.noalias() += keyTile.transpose() * values.middleRows(j0, bk);
            if (normalize)
                z += keyTile.colwise().sum().transpose();
        }
        madds += static_cast<double>(bk) * m * dv + (normalize ? static_cast<double>(bk) * m : 0.0);
    }

    FeatureMapAttention result;
    result.o.resize(n, dv);
    const int queryTiles = (n + kQueryTile - 1) / kQueryTile;
    std::vector<int> degenerate(queryTiles, 0);
    parallelFor(options, queryTiles, 1, [&](int tileBegin, int tileEnd) {
        for (int tile = tileBegin; tile < tileEnd; ++tile) {
            const int i0 = tile * kQueryTile;
            const int bq = std::min(kQueryTile, n - i0);
            result.o.middleRows(i0, bq).noalias() = queries.middleRows(i0, bq) * s;
            if (!normalize)
                continue;
            for (int i = i0; i < i0 + bq; ++i)
                if (!divideRow(result.o.row(i), queries.row(i).dot(z)))
                    ++degenerate[tile];
        }
    });
    madds += static_cast<double>(n) * m * dv + (normalize ? static_cast<double>(n) * m : 0.0);

    result.degenerateRows = std::accumulate(degenerate.begin(), degenerate.end(), 0);
    result.cost.madds = madds;
    result.cost.peakBytes = kFloatBytes
        * (static_cast<double>(s.size()) + static_cast<double>(z.size()) + static_cast<double>(result.o.size())
            + static_cast<double>(keyWeights.size()) + static_cast<double>(weightedValues.size()));
    return result;
}

// Prefix sums: S and Z hold the keys 0..i when query i reads them. Sequential by nature.
FeatureMapAttention attendPastKeys(
    const FeatureMaps& features, const Matrix& values, bool normalize, const RunOptions& options)
{
    const Matrix& queries = *features.queries;
    const Matrix& keys = *features.keys;
    const int n = static_cast<int>(keys.rows());
    const int m = static_cast<int>(keys.cols());
    const int dv = static_cast<int>(values.cols());

    Matrix s = Matrix::Zero(m, dv);
    Eigen::VectorXf z = Eigen::VectorXf::Zero(normalize ? m : 0);
    RowVector weightedValue(features.keyLogScale ? dv : 0);
    // The largest key log scale so far: S and Z are stored relative to exp(runningLargest), so only the past
    // decides the scaling (a global maximum would let a future key push past features into underflow).
    float runningLargest = -std::numeric_limits<float>::infinity();
    FeatureMapAttention result;
    result.o.resize(n, dv);
    double madds = 0.0;
    for (int i = 0; i < n; ++i) {
        if (i % kCancelStride == 0)
            options.cancel.throwIfCancelled();
        const auto key = keys.row(i);
        if (features.keyLogScale) {
            const float logScale = (*features.keyLogScale)[i];
            if (logScale > runningLargest) {
                if (runningLargest > -std::numeric_limits<float>::infinity()) {
                    const float shrink = std::exp(runningLargest - logScale);
                    s *= shrink;
                    z *= shrink;
                }
                runningLargest = logScale;
            }
            const float weight = std::exp(logScale - runningLargest);
            weightedValue = weight * values.row(i);
            s.noalias() += key.transpose() * weightedValue;
            z += weight * key.transpose();
            madds += dv;
        } else {
            s.noalias() += key.transpose() * values.row(i);
            if (normalize)
                z += key.transpose();
        }
        result.o.row(i).noalias() = queries.row(i) * s;
        if (normalize && !divideRow(result.o.row(i), queries.row(i).dot(z)))
            ++result.degenerateRows;
        madds += 2.0 * m * dv + (normalize ? 2.0 * m : 0.0);
    }
    result.cost.madds = madds;
    result.cost.peakBytes = kFloatBytes
        * (static_cast<double>(s.size()) + static_cast<double>(z.size()) + static_cast<double>(result.o.size())
            + static_cast<double>(weightedValue.size()));
    return result;
}

} // namespace

FeatureMapAttention attendThroughFeatures(
    const FeatureMaps& features, const Matrix& values, bool normalize, bool causal, const RunOptions& options)
{
    checkShapes(features, values, normalize);
    return causal ? attendPastKeys(features, values, normalize, options)
                  : attendAllKeys(features, values, normalize, options);
}

Cost featureMapAttentionCost(int n, int m, int dv, bool normalize, bool causal, bool keyLogScale)
{
    const double nn = n;
    const double madds = 2.0 * nn * m * dv + (normalize ? 2.0 * nn * m : 0.0) + (keyLogScale ? nn * dv : 0.0);
    double floats = static_cast<double>(m) * dv + (normalize ? m : 0) + nn * dv;
    if (keyLogScale)
        floats += causal ? dv : nn + static_cast<double>(std::min(n, kKeyTile)) * dv;
    return Cost { madds, kFloatBytes * floats };
}

Matrix featureMapAttentionMap(const FeatureMaps& features, bool normalize, bool causal)
{
    // In float, as the output path computes: the map shows what the variant's own arithmetic implies, and the
    // N^2 m products ran at half the rate in double (the window's largest cost for performer at N = 4096).
    const Matrix& queries = *features.queries;
    Matrix keys = *features.keys;
    const int n = static_cast<int>(keys.rows());
    Eigen::VectorXf logScale = Eigen::VectorXf::Zero(n);
    if (features.keyLogScale)
        logScale = *features.keyLogScale;
    // The same reference scale as the compute path: the largest log scale among the keys a row may read. Over all
    // pairs that is one scale for every row, so key j's factor exp(logScale_j - largest) is folded into its features
    // once (N exponentials, not N^2); under the causal mask it grows with the row and stays per entry.
    if (!causal)
        keys.array().colwise() *= (logScale.array() - logScale.maxCoeff()).exp();
    Eigen::VectorXf largestSoFar(n);
    for (int i = 0; i < n; ++i)
        largestSoFar[i] = std::max(i > 0 ? largestSoFar[i - 1] : -std::numeric_limits<float>::infinity(), logScale[i]);

    // Blocks of rows on every core (N^2 m multiply-adds and N^2 entries: the window builds it after each change).
    Matrix map(n, n);
    const int threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    parallelFor(n, kQueryTile, threads, CancelFlag(), [&](int begin, int end) {
        auto rows = map.middleRows(begin, end - begin);
        rows.noalias() = queries.middleRows(begin, end - begin) * keys.transpose();
        for (int i = begin; i < end; ++i) {
            auto row = rows.row(i - begin);
            const int allowedEnd = causal ? i + 1 : n;
            if (causal)
                row.head(allowedEnd).array()
                    *= (logScale.head(allowedEnd).array() - largestSoFar[i]).exp().transpose();
            row.tail(n - allowedEnd).setZero();
            if (!normalize)
                continue;
            const double denominator = row.cast<double>().sum();
            if (denominator != 0.0 && std::isfinite(denominator))
                row *= static_cast<float>(1.0 / denominator);
            if (denominator == 0.0 || !row.allFinite())
                row.setZero();
        }
    });
    return map;
}

} // namespace attnlab::core
