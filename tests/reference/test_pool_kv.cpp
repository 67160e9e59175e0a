// pool_kv against a dense double-precision reference written from ../shared/spec/variants.md: window r covers positions
// r stride .. min(r stride + kernel, N) - 1 for r = 0 .. ceil(N / stride) - 1; P_rj = w_{j - r stride} over the sum of
// the weights the window covers (mean: w = 1; random: w_t = 1 - u_t, u_t uniform from Random(seed), as the variant
// documents); K' = P K, V' = P V, A = softmax(s Q K'^T), O = A V', M = A P.
#include "core/extra_keys.h"
#include "reference/cost_growth_check.h"
#include "reference/lowrank_reference.h"

#include <QtTest>

using namespace attnlab;
using core::MatrixD;
using reference::difference;
using reference::lowrank::makeParams;
using reference::lowrank::makeProblem;

namespace {

constexpr double kTolerance = 1e-4;

const core::Variant& poolKv()
{
    return reference::lowrank::variantNamed("pool_kv");
}

MatrixD poolingMatrix(int n, int kernel, int stride, const std::string& weights, long long seed)
{
    std::vector<double> w(static_cast<std::size_t>(kernel), 1.0);
    if (weights == "random") {
        core::Random random(static_cast<std::uint64_t>(seed));
        for (double& weight : w)
            weight = 1.0 - random.uniform();
    }
    const int windows = (n + stride - 1) / stride;
    MatrixD p = MatrixD::Zero(windows, n);
    for (int r = 0; r < windows; ++r) {
        const int first = r * stride;
        const int last = std::min(first + kernel, n) - 1;
        double total = 0.0;
        for (int j = first; j <= last; ++j)
            total += w[static_cast<std::size_t>(j - first)];
        for (int j = first; j <= last; ++j)
            p(r, j) = w[static_cast<std::size_t>(j - first)] / total;
    }
    return p;
}

core::Params poolParams(int kernel, int stride, const std::string& weights = "mean", long long seed = 0)
{
    return makeParams(poolKv(),
        { { "kernel", static_cast<long long>(kernel) }, { "stride", static_cast<long long>(stride) },
            { "weights", weights }, { "seed", seed } });
}

} // namespace

class TestPoolKv : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = poolKv().info();
        QCOMPARE(info.family, core::Family::Lowrank);
        QCOMPARE(info.listOrder, 1);
        QCOMPARE(info.causal, core::CausalSupport::Never);
        QVERIFY(!info.causalReason.empty());
        QVERIFY(info.rowsSumToOne);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(4));
        QCOMPARE(defaults.integer("kernel"), 4LL);
        QCOMPARE(defaults.integer("stride"), 4LL);
        QCOMPARE(defaults.text("weights"), std::string("mean"));
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("kernel");
        QTest::addColumn<int>("stride");
        QTest::addColumn<QString>("weights");
        const std::vector<std::pair<int, int>> shapes { { 4, 4 }, { 3, 2 }, { 1, 1 }, { 8, 3 }, { 5, 5 }, { 300, 1 } };
        for (const int n : { 1, 7, 64, 257 })
            for (const auto& [kernel, stride] : shapes)
                for (const char* weights : { "mean", "random" })
                    QTest::addRow("n%d kernel%d stride%d %s", n, kernel, stride, weights)
                        << n << kernel << stride << weights;
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(int, kernel);
        QFETCH(int, stride);
        QFETCH(QString, weights);
        for (const std::optional<double> scale : reference::kReferenceScales) {
            core::Problem problem = makeProblem(n, 10, 7, false);
            problem.scale = scale;
            const long long seed = 9;
            const core::Result result
                = poolKv().run(problem, poolParams(kernel, stride, weights.toStdString(), seed), core::RunOptions {});
            const MatrixD p = poolingMatrix(n, kernel, stride, weights.toStdString(), seed);
            const MatrixD keys = p * problem.k.cast<double>();
            const MatrixD values = p * problem.v.cast<double>();
            const MatrixD a = reference::lowrank::softmaxRows(
                reference::specScale(problem) * problem.q.cast<double>() * keys.transpose());

            QVERIFY2(difference(result.o, a * values) < kTolerance, "O");
            QVERIFY(result.map.has_value());
            QVERIFY2(difference(*result.map, a * p) < kTolerance, "M = A P");
            QVERIFY2(difference(result.extras.matrices.at(core::extra_keys::kProjection), p) < 1e-6, "P");
            QVERIFY2(
                difference(result.extras.matrices.at(core::extra_keys::kCompressedAttention), a) < kTolerance, "A");
            for (int i = 0; i < n; ++i)
                QVERIFY(std::abs(result.map->row(i).sum() - 1.0f) < 1e-5f);
        }
    }

    // ../shared/spec/variants.md: kernel = stride = 1 pools nothing, so pool_kv is `full`.
    void unitWindowsAreFull_data()
    {
        QTest::addColumn<int>("n");
        for (const int n : { 1, 7, 64, 257 })
            QTest::addRow("n%d", n) << n;
    }
    void unitWindowsAreFull()
    {
        QFETCH(int, n);
        const core::Problem problem = makeProblem(n, 12, 5, false, 31);
        for (const char* weights : { "mean", "random" }) {
            const core::Result result = poolKv().run(problem, poolParams(1, 1, weights), core::RunOptions {});
            const std::string failure = reference::lowrank::compareWithFull(result, problem);
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    void causalIsRefused()
    {
        const QString message = QString::fromStdString(
            reference::lowrank::runError(poolKv(), makeProblem(7, 12, 5, true), core::Params {}));
        QVERIFY2(message.contains("pool_kv") && message.contains("causal"), qPrintable(message));
    }

    void strideAboveKernelIsRefused()
    {
        const QString message = QString::fromStdString(
            reference::lowrank::runError(poolKv(), makeProblem(16, 12, 5, false), poolParams(2, 3)));
        QVERIFY2(message.contains("pool_kv") && message.contains("stride"), qPrintable(message));
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Result first = poolKv().run(problem, poolParams(6, 3, "random", 2), core::RunOptions {});
        QCOMPARE(poolKv().run(problem, poolParams(6, 3, "random", 2), core::RunOptions {}).o, first.o);
        QVERIFY(poolKv().run(problem, poolParams(6, 3, "random", 3), core::RunOptions {}).o != first.o);
        // Mean weights draw nothing: the seed does not matter.
        QCOMPARE(poolKv().run(problem, poolParams(6, 3, "mean", 2), core::RunOptions {}).o,
            poolKv().run(problem, poolParams(6, 3, "mean", 3), core::RunOptions {}).o);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("kernel");
        QTest::addColumn<int>("stride");
        QTest::addColumn<QString>("weights");
        const std::vector<std::pair<int, int>> shapes { { 4, 4 }, { 3, 2 }, { 1, 1 }, { 8, 3 }, { 300, 7 },
            { 2000, 1000 } };
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const auto& [kernel, stride] : shapes)
                for (const char* weights : { "mean", "random" })
                    QTest::addRow("n%d kernel%d stride%d %s", n, kernel, stride, weights)
                        << n << kernel << stride << weights;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, kernel);
        QFETCH(int, stride);
        QFETCH(QString, weights);
        const std::string failure = reference::lowrank::compareCostWithAnalytic(
            poolKv(), poolParams(kernel, stride, weights.toStdString()), makeProblem(n, 12, 5, false));
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // The spec's slots number ceil(N / stride): with the parameters fixed the scores are N x N/stride, so the cost
    // grows as N^2 / stride (16x from N = 1024 to 4096), the compression of Liu et al. is a constant factor. Only
    // with stride growing with N (a fixed number of slots) is it linear. Both are what the method promises.
    void costGrowsAsNSquaredOverStride()
    {
        const core::Params fixed = poolParams(4, 4);
        // Exactly a N^2 + b N (scores and their values, plus the pooling): the second differences at 1024, 2048, 4096
        // stand exactly 4 to 1, and a b N term cannot blur that as it would a plain ratio.
        const double small = reference::lowrank::countedMadds(poolKv(), fixed, 1024, 12, 8);
        const double middle = reference::lowrank::countedMadds(poolKv(), fixed, 2048, 12, 8);
        const double large = reference::lowrank::countedMadds(poolKv(), fixed, 4096, 12, 8);
        QVERIFY2(large - 2.0 * middle == 4.0 * (middle - 2.0 * small) && middle > 2.0 * small,
            qPrintable(QString("N=1024: %1, N=2048: %2, N=4096: %3").arg(small).arg(middle).arg(large)));
        // Nothing N x N: at most (N + N x slots) (d + dv) multiply-adds.
        QVERIFY(large <= (4096.0 + 4096.0 * 1024.0) * 20.0);
    }
    void costGrowsLinearlyWithFixedSlots()
    {
        // 16 slots at every N (kernel = stride = N / 16).
        const std::string failure = reference::checkAffineGrowth(
            [&](int n) { return reference::lowrank::countedMadds(poolKv(), poolParams(n / 16, n / 16), n, 12, 8); });
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPoolKv)
#include "test_pool_kv.moc"
