// What the window computes after every change besides the variant itself, made cheaper for N = 4096 (issue 16,
// goal 6) and checked here against the plain formulas: the map metrics summed in blocks of rows on every core, and
// the feature-map variants' implied N x N map with each key's scale folded into its features, and the pooling of a
// map to the view's pixels in one pass.
#include "core/analysis/downsample.h"
#include "core/analysis/metrics.h"
#include "core/kernels/feature_map_attention.h"
#include "core/random.h"
#include "core/result.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace attnlab::core;

namespace {

// A row-stochastic map with some zeros (so the KL floor matters).
Matrix stochasticMap(int n, Random& random)
{
    Matrix map = random.normalMatrix(n, n).cwiseAbs();
    for (int i = 0; i < n; i += 5)
        map(i, (i * 7) % n) = 0;
    for (int i = 0; i < n; ++i)
        map.row(i) /= map.row(i).sum();
    return map;
}

Result withMap(Matrix map)
{
    Result result;
    result.o = Matrix::Ones(map.rows(), 3);
    result.pattern = Pattern::allPairs(static_cast<int>(map.rows()), false);
    result.map = std::move(map);
    return result;
}

// M_ij = q_i.k_j exp(s_j - largest_i) / sum over allowed j', straight from the formula, in double.
MatrixD naiveFeatureMap(const Matrix& queries, const Matrix& keys, const Eigen::VectorXf& logScale, bool causal)
{
    const auto n = static_cast<int>(keys.rows());
    MatrixD map = MatrixD::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        const int allowed = causal ? i + 1 : n;
        double largest = -std::numeric_limits<double>::infinity();
        for (int j = 0; j < allowed; ++j)
            largest = std::max(largest, static_cast<double>(logScale[j]));
        double sum = 0;
        for (int j = 0; j < allowed; ++j) {
            map(i, j) = queries.row(i).cast<double>().dot(keys.row(j).cast<double>())
                * std::exp(static_cast<double>(logScale[j]) - largest);
            sum += map(i, j);
        }
        map.row(i) /= sum;
    }
    return map;
}

} // namespace

class TestDisplayAnalyses : public QObject {
    Q_OBJECT

private slots:
    void mapMetricsOverManyBlocksMatchTheFormula()
    {
        Random random(11);
        const int n = 300; // several blocks of rows, the last one partial
        const Matrix exact = stochasticMap(n, random);
        const Matrix approx = stochasticMap(n, random);
        const Metrics metrics = compareWithExact(withMap(exact), withMap(approx), true);
        double difference = 0;
        double reference = 0;
        double kl = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                const double p = exact(i, j);
                const double q = approx(i, j);
                difference += (q - p) * (q - p);
                reference += p * p;
                kl += p * std::log(std::max(p, kKlFloor) / std::max(q, kKlFloor));
            }
        QVERIFY(std::abs(metrics.relErrMap - std::sqrt(difference / reference)) < 1e-12);
        QVERIFY(std::abs(metrics.meanKl - kl / n) < 1e-6 * std::abs(kl / n));
        // Maps of different shapes are not compared.
        const Metrics mismatched = compareWithExact(withMap(exact), withMap(Matrix::Ones(n, n - 1)), true);
        QVERIFY(std::isnan(mismatched.relErrMap));
        QVERIFY(std::isnan(mismatched.meanKl));
    }

    void poolingInOnePassMatchesTheBlocks()
    {
        Random random(13);
        Matrix m = random.normalMatrix(103, 97);
        for (int j = 0; j < 97; ++j) // rows 0..11 undefined: the first row of blocks (rows 0..10) has nothing else
            for (int i = 0; i < 12; ++i)
                m(i, j) = std::numeric_limits<float>::quiet_NaN();
        const int rows = 9;
        const int cols = 10;
        const Matrix mean = downsample(m, rows, cols, PoolMode::Mean);
        const Matrix extreme = downsample(m, rows, cols, PoolMode::MaxAbs);
        QCOMPARE(mean.rows(), Eigen::Index(rows));
        QCOMPARE(mean.cols(), Eigen::Index(cols));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const int r0 = r * 103 / rows, r1 = (r + 1) * 103 / rows;
                const int c0 = c * 97 / cols, c1 = (c + 1) * 97 / cols;
                const auto block = m.block(r0, c0, r1 - r0, c1 - c0);
                if (r1 <= 12) {
                    QVERIFY(std::isnan(mean(r, c)));
                    QVERIFY(std::isnan(extreme(r, c)));
                    continue;
                }
                if (r0 >= 12) {
                    QVERIFY(std::abs(mean(r, c) - block.cast<double>().mean()) < 1e-6);
                    const float most
                        = std::abs(block.minCoeff()) > std::abs(block.maxCoeff()) ? block.minCoeff() : block.maxCoeff();
                    QCOMPARE(extreme(r, c), most);
                }
            }
    }

    void poolingTakesTheRangeInTheSamePass()
    {
        Random random(17);
        Matrix m = random.normalMatrix(103, 97);
        m(5, 7) = std::numeric_limits<float>::quiet_NaN(); // skipped
        m(60, 3) = -std::numeric_limits<float>::infinity(); // kept
        const auto rows = m.rows();
        float lower = std::numeric_limits<float>::infinity();
        float upper = -lower;
        for (Eigen::Index k = 0; k < m.size(); ++k)
            if (!std::isnan(m.data()[k])) {
                lower = std::min(lower, m.data()[k]);
                upper = std::max(upper, m.data()[k]);
            }
        for (const PoolMode mode : { PoolMode::Mean, PoolMode::MaxAbs })
            for (const int size : { 9, 200 }) { // pooled, and fitting already (returned unchanged)
                EntryRange range;
                const Matrix pooled = downsample(m, size, size, mode, &range);
                QCOMPARE(range.lower, lower);
                QCOMPARE(range.upper, upper);
                // The cells are those of the call without the range.
                const Matrix plain = downsample(m, size, size, mode);
                QVERIFY((pooled.array() == plain.array() || (pooled.array().isNaN() && plain.array().isNaN())).all());
                QCOMPARE(pooled.rows(), std::min<Eigen::Index>(size, rows));
            }
    }

    // Rows handed over one by one (each read before the next): the same cells and range as the whole matrix, each
    // row asked for once and in order; a matrix that fits comes back cell for cell.
    void poolingRowByRowMatchesPoolingTheMatrix()
    {
        Random random(19);
        Matrix m = random.normalMatrix(103, 97);
        m(5, 7) = std::numeric_limits<float>::quiet_NaN();
        for (const PoolMode mode : { PoolMode::Mean, PoolMode::MaxAbs })
            for (const auto& [rows, cols] : { std::pair { 9, 10 }, std::pair { 200, 10 }, std::pair { 200, 200 } }) {
                Eigen::Index asked = 0;
                std::vector<float> row(97);
                const auto rowAt = [&](Eigen::Index i) {
                    if (i != asked++)
                        throw std::logic_error("rows out of order");
                    std::fill(row.begin(), row.end(), -1.0f); // the previous row is gone
                    for (int j = 0; j < 97; ++j)
                        row[static_cast<std::size_t>(j)] = m(i, j);
                    return static_cast<const float*>(row.data());
                };
                EntryRange byRows;
                const Matrix pooled = downsampleRows(103, 97, rowAt, rows, cols, mode, &byRows);
                QCOMPARE(asked, Eigen::Index(103));
                EntryRange whole;
                const Matrix expected = downsample(m, rows, cols, mode, &whole);
                QCOMPARE(pooled.rows(), expected.rows());
                QCOMPARE(pooled.cols(), expected.cols());
                QVERIFY((pooled.array() == expected.array() || (pooled.array().isNaN() && expected.array().isNaN()))
                            .all());
                QCOMPARE(byRows.lower, whole.lower);
                QCOMPARE(byRows.upper, whole.upper);
            }
    }

    void theFeatureMapMatchesItsFormula()
    {
        Random random(12);
        const int n = 150; // more than two blocks of rows
        const Matrix queries = random.normalMatrix(n, 8).cwiseAbs();
        const Matrix keys = random.normalMatrix(n, 8).cwiseAbs();
        const Eigen::VectorXf logScale = 3.0F * random.normalMatrix(n, 1).col(0);
        FeatureMaps features;
        features.queries = &queries;
        features.keys = &keys;
        features.keyLogScale = &logScale;
        for (const bool causal : { false, true }) {
            const Matrix map = featureMapAttentionMap(features, true, causal);
            const MatrixD expected = naiveFeatureMap(queries, keys, logScale, causal);
            QVERIFY2((map.cast<double>() - expected).cwiseAbs().maxCoeff() < 1e-6 * expected.cwiseAbs().maxCoeff(),
                causal ? "causal" : "all pairs");
            QVERIFY(std::abs(map.row(n - 1).cast<double>().sum() - 1.0) < 1e-5);
        }
        // Without scales or the division (linear attention's unnormalised map): the plain products.
        FeatureMaps plain;
        plain.queries = &queries;
        plain.keys = &keys;
        const Matrix products = featureMapAttentionMap(plain, false, false);
        QVERIFY(products.isApprox(queries * keys.transpose(), 1e-5F));
    }
};

QTEST_MAIN(TestDisplayAnalyses)
#include "test_display_analyses.moc"
