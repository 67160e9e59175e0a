// lowdim against a dense double-precision reference written from ../shared/spec/variants.md ("linformer on n and
// reduce_d on d together"): E as linformer's (gaussian N(0, 1/k) from Random(2 seed), or segment means), U as
// reduce_d's (N(0, 1/dprime) from Random(2 seed + 1)), Q' = Q U, K' = E K U, V' = E V, A = softmax(Q' K'^T /
// sqrt(dprime), or times the problem's scale when one is given, as reduce_d), O = A V', M = A E.
#include "core/extra_keys.h"
#include "reference/cost_growth_check.h"
#include "reference/lowrank_reference.h"
#include "reference/reference_singular_values.h"

#include <QtTest>

using namespace attnlab;
using core::MatrixD;
using reference::lowrank::makeParams;
using reference::lowrank::makeProblem;

namespace {

constexpr double kTolerance = 1e-4;

const core::Variant& lowdim()
{
    return reference::lowrank::variantNamed("lowdim");
}

core::Params lowdimParams(long long k, long long dprime, const std::string& projection = "gaussian", long long seed = 0)
{
    return makeParams(lowdim(), { { "k", k }, { "dprime", dprime }, { "projection", projection }, { "seed", seed } });
}

reference::DenseResult referenceLowdim(
    const core::Problem& problem, int k, int dprime, const std::string& projection, long long seed)
{
    const MatrixD e = reference::lowrank::linformerE(projection, k, problem.n(), seed);
    const MatrixD u = reference::lowrank::featureU(problem.d(), dprime, seed);
    const MatrixD queries = problem.q.cast<double>() * u;
    const MatrixD keys = e * problem.k.cast<double>() * u;
    const MatrixD values = e * problem.v.cast<double>();
    // reduce_d's rule: the problem's scale when given, else 1/sqrt(dprime).
    const double scale = problem.scale ? *problem.scale : 1.0 / std::sqrt(double(dprime));
    const MatrixD a = reference::lowrank::softmaxRows(scale * queries * keys.transpose());
    reference::DenseResult expected;
    expected.o = a * values;
    expected.map = a * e;
    return expected;
}

} // namespace

class TestLowdim : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = lowdim().info();
        QCOMPARE(info.family, core::Family::Lowrank);
        QCOMPARE(info.listOrder, 5);
        QCOMPARE(info.causal, core::CausalSupport::Never);
        QVERIFY(!info.causalReason.empty());
        QVERIFY(!info.rowsSumToOne);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(4));
        QCOMPARE(defaults.integer("k"), 16LL);
        QCOMPARE(defaults.integer("dprime"), 8LL);
        QCOMPARE(defaults.text("projection"), std::string("gaussian"));
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("dprime");
        QTest::addColumn<QString>("projection");
        const std::vector<std::pair<int, int>> shapes { { 1, 1 }, { 5, 3 }, { 16, 8 }, { 40, 20 }, { 3, 30 } };
        for (const int n : { 1, 7, 64, 257 })
            for (const auto& [k, dprime] : shapes)
                for (const char* projection : { "gaussian", "mean" })
                    if (QString(projection) == "gaussian" || k <= n)
                        QTest::addRow("n%d k%d dprime%d %s", n, k, dprime, projection)
                            << n << k << dprime << projection;
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, dprime);
        QFETCH(QString, projection);
        for (const std::optional<double> scale : reference::kReferenceScales) {
            core::Problem problem = makeProblem(n, 10, 7, false);
            problem.scale = scale;
            const long long seed = k % 3;
            const core::Result result
                = lowdim().run(problem, lowdimParams(k, dprime, projection.toStdString(), seed), core::RunOptions {});
            const reference::DenseResult expected = referenceLowdim(problem, k, dprime, projection.toStdString(), seed);
            QVERIFY2(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < kTolerance, "O");
            QVERIFY(result.map.has_value());
            QVERIFY2(reference::maxRelativeDifference(result.map->cast<double>(), expected.map) < kTolerance, "M");
            QCOMPARE(result.extras.matrices.at(core::extra_keys::kCompressedAttention).cols(), Eigen::Index(k));
        }
    }

    // Draw for draw: lowdim's E is linformer's, its U is reduce_d's; with mean and k = N (E = I) it is reduce_d.
    void sharesItsDrawsWithLinformerAndReduceD()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Result mixed = lowdim().run(problem, lowdimParams(10, 6, "gaussian", 3), core::RunOptions {});
        const core::Variant& linformer = reference::lowrank::variantNamed("linformer");
        const core::Variant& reduceD = reference::lowrank::variantNamed("reduce_d");
        const core::Result projected
            = linformer.run(problem, makeParams(linformer, { { "k", 10LL }, { "seed", 3LL } }), core::RunOptions {});
        const core::Result reduced
            = reduceD.run(problem, makeParams(reduceD, { { "dprime", 6LL }, { "seed", 3LL } }), core::RunOptions {});
        QCOMPARE(mixed.extras.matrices.at(core::extra_keys::kProjection),
            projected.extras.matrices.at(core::extra_keys::kProjection));
        QCOMPARE(mixed.extras.matrices.at(core::extra_keys::kFeatureProjection),
            reduced.extras.matrices.at(core::extra_keys::kFeatureProjection));

        const core::Result identity = lowdim().run(problem, lowdimParams(64, 6, "mean", 3), core::RunOptions {});
        QVERIFY(reference::maxRelativeDifference(identity.o.cast<double>(), reduced.o.cast<double>()) < 1e-5);
        QVERIFY(reference::maxRelativeDifference(identity.map->cast<double>(), reduced.map->cast<double>()) < 1e-5);
    }

    void spectrumExtrasOnlyWithTheMap()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Result withMap = lowdim().run(problem, lowdimParams(8, 4), core::RunOptions {});
        const Eigen::VectorXd exactSigma = reference::lowrank::singularValues(reference::lowrank::exactA(problem));
        const Eigen::VectorXd variantSigma = reference::lowrank::singularValues(withMap.map->cast<double>());
        QVERIFY(reference::maxRelativeDifference(
                    withMap.extras.matrices.at(core::extra_keys::kSingularValuesExact).transpose().cast<double>(),
                    exactSigma)
            < 1e-5);
        QVERIFY(reference::maxRelativeDifference(
                    withMap.extras.matrices.at(core::extra_keys::kSingularValuesVariant).transpose().cast<double>(),
                    variantSigma)
            < 1e-5);
        // M = A E with E of k = 8 rows: its later singular values are zero.
        QCOMPARE(withMap.extras.matrices.at(core::extra_keys::kSingularValuesVariant).rightCols(64 - 8).cwiseAbs()
                     .maxCoeff(),
            0.0f);
        const core::Result withoutMap = lowdim().run(problem, lowdimParams(8, 4), reference::lowrank::withoutMap());
        QVERIFY(!withoutMap.map.has_value());
        QVERIFY(withoutMap.extras.matrices.count(core::extra_keys::kSingularValuesVariant) == 0);
        QCOMPARE(withoutMap.o, withMap.o);
    }

    void causalIsRefused()
    {
        const QString message = QString::fromStdString(
            reference::lowrank::runError(lowdim(), makeProblem(7, 12, 5, true), core::Params {}));
        QVERIFY2(message.contains("lowdim") && message.contains("causal"), qPrintable(message));
    }

    void meanWithKAboveNIsRefused()
    {
        const QString message = QString::fromStdString(
            reference::lowrank::runError(lowdim(), makeProblem(7, 12, 5, false), lowdimParams(8, 4, "mean")));
        QVERIFY2(message.contains("lowdim") && message.contains("k <= N"), qPrintable(message));
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Result first = lowdim().run(problem, lowdimParams(8, 4, "gaussian", 1), core::RunOptions {});
        QCOMPARE(lowdim().run(problem, lowdimParams(8, 4, "gaussian", 1), core::RunOptions {}).o, first.o);
        QVERIFY(lowdim().run(problem, lowdimParams(8, 4, "gaussian", 2), core::RunOptions {}).o != first.o);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qlonglong>("k");
        QTest::addColumn<qlonglong>("dprime");
        QTest::addColumn<QString>("projection");
        const std::vector<std::pair<qlonglong, qlonglong>> shapes { { 1, 1 }, { 16, 8 }, { 4, 40 }, { 64, 2 } };
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const auto& [k, dprime] : shapes)
                for (const char* projection : { "gaussian", "mean" })
                    if (QString(projection) == "gaussian" || k <= n)
                        QTest::addRow("n%d k%lld dprime%lld %s", n, k, dprime, projection)
                            << n << k << dprime << projection;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(qlonglong, k);
        QFETCH(qlonglong, dprime);
        QFETCH(QString, projection);
        const std::string failure = reference::lowrank::compareCostWithAnalytic(
            lowdim(), lowdimParams(k, dprime, projection.toStdString()), makeProblem(n, 12, 5, false));
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearlyInN_data()
    {
        QTest::addColumn<QString>("projection");
        QTest::newRow("gaussian") << "gaussian";
        QTest::newRow("mean") << "mean";
    }
    void costGrowsLinearlyInN()
    {
        QFETCH(QString, projection);
        const core::Params params = lowdimParams(16, 8, projection.toStdString());
        const std::string failure = reference::checkAffineGrowth(
            [&](int n) { return reference::lowrank::countedMadds(lowdim(), params, n, 12, 8); });
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLowdim)
#include "test_lowdim.moc"
