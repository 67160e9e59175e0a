// linear against the explicit N x N formula of ../shared/spec/variants.md, in double, written here without core's
// kernels:
//   A_ij = phi(q_i).phi(k_j) for allowed j (all j, or j <= i under causal), A_ij = 0 otherwise;
//   normalize: A_i /= sum_j A_ij (a row whose sum is exactly 0 is all 0, as the variant documents);  O = A V.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "reference/cost_growth_check.h"
#include "reference/variant_run_reference.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

using namespace attnlab;
using core::Matrix;
using core::MatrixD;

namespace {

using reference::difference;
using reference::NamedValues;
using reference::withoutMap;

const core::Variant& linear()
{
    return core::builtinVariants().get("linear", "variant");
}

core::Params makeParams(const NamedValues& values)
{
    return reference::paramsWith(linear(), values);
}

// offset shifts Q and K so that identity features give dot products well away from 0 (a tiny denominator makes
// any float computation ill-conditioned, whatever its accuracy).
core::Problem makeProblem(int n, int d, int dv, bool causal, float offset = 0.0f, std::uint64_t seed = 31)
{
    core::Problem problem = reference::randomProblem(n, d, dv, causal, seed);
    problem.q.array() += offset;
    problem.k.array() += offset;
    return problem;
}

double feature(double x, const std::string& kind)
{
    if (kind == "relu")
        return x > 0.0 ? x : 0.0;
    if (kind == "identity")
        return x;
    return x > 0.0 ? x + 1.0 : std::exp(x); // elu(x) + 1
}

MatrixD features(const Matrix& x, const std::string& kind)
{
    MatrixD phi(x.rows(), x.cols());
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            phi(r, c) = feature(x(r, c), kind);
    return phi;
}

reference::DenseResult referenceLinear(const core::Problem& problem, const std::string& kind, bool normalize)
{
    const int n = problem.n();
    const MatrixD phiQ = features(problem.q, kind);
    const MatrixD phiK = features(problem.k, kind);
    reference::DenseResult out;
    out.map = MatrixD::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        double sum = 0.0;
        for (int j = 0; j < n; ++j) {
            if (problem.causal && j > i)
                continue;
            double dot = 0.0;
            for (int c = 0; c < phiQ.cols(); ++c)
                dot += phiQ(i, c) * phiK(j, c);
            out.map(i, j) = dot;
            sum += dot;
        }
        if (normalize)
            out.map.row(i) = sum == 0.0 ? MatrixD::Zero(1, n) : MatrixD(out.map.row(i) / sum);
    }
    out.o = out.map * problem.v.cast<double>();
    return out;
}

} // namespace

class TestLinear : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = linear().info();
        QCOMPARE(info.family, core::Family::Kernel);
        QCOMPARE(info.listOrder, 0);
        QCOMPARE(info.causal, core::CausalSupport::Optional);
        QVERIFY(info.rowsSumToOne);
        QVERIFY(!info.oracle);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(2));
        QCOMPARE(defaults.text("feature"), std::string("elu1"));
        QVERIFY(defaults.boolean("normalize"));
    }

    void matchesExplicitFormula_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("feature");
        QTest::addColumn<bool>("normalize");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257 })
            for (const char* kind : { "elu1", "relu", "identity" })
                for (const bool normalize : { true, false })
                    for (const bool causal : { false, true })
                        QTest::addRow(
                            "n%d %s %s %s", n, kind, normalize ? "normalized" : "raw", causal ? "causal" : "full")
                            << n << QString(kind) << normalize << causal;
    }
    void matchesExplicitFormula()
    {
        QFETCH(int, n);
        QFETCH(QString, feature);
        QFETCH(bool, normalize);
        QFETCH(bool, causal);
        const std::string kind = feature.toStdString();
        // d and dv deliberately not powers of two.
        const core::Problem problem = makeProblem(n, 10, 7, causal, kind == "identity" ? 2.0f : 0.0f);
        const core::Params params = makeParams({ { "feature", kind }, { "normalize", normalize } });
        const core::Result result = linear().run(problem, params, core::RunOptions {});
        const reference::DenseResult expected = referenceLinear(problem, kind, normalize);

        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QCOMPARE(result.o.cols(), Eigen::Index(7));
        const double error = difference(result.o, expected.o);
        QVERIFY2(error < 1e-4, qPrintable(QString::number(error)));
        QVERIFY(result.map.has_value());
        QVERIFY2(difference(*result.map, expected.map) < 1e-4, "M");
        QCOMPARE(result.pattern.pairCount(),
            causal ? static_cast<std::int64_t>(n) * (n + 1) / 2 : static_cast<std::int64_t>(n) * n);
        QCOMPARE(result.extras.scalars.at(core::extra_keys::kFeatureCount), 10.0);

        // The map is display only: the output does not depend on it.
        const core::Result withoutTheMap = linear().run(problem, params, withoutMap());
        QVERIFY(!withoutTheMap.map.has_value());
        QCOMPARE(withoutTheMap.o, result.o);
    }

    void normalizedRowsSumToOne_data()
    {
        QTest::addColumn<QString>("feature");
        QTest::addColumn<bool>("causal");
        for (const char* kind : { "elu1", "relu", "identity" })
            for (const bool causal : { false, true })
                QTest::addRow("%s %s", kind, causal ? "causal" : "full") << QString(kind) << causal;
    }
    void normalizedRowsSumToOne()
    {
        QFETCH(QString, feature);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(40, 6, 5, causal);
        const core::Result result
            = linear().run(problem, makeParams({ { "feature", feature.toStdString() } }), core::RunOptions {});
        for (int i = 0; i < 40; ++i) {
            const double sum = result.map->row(i).cast<double>().sum();
            if (sum != 0.0) // a degenerate (zero-denominator) row is all 0
                QVERIFY2(std::abs(sum - 1.0) < 1e-4, qPrintable(QString("row %1 sums to %2").arg(i).arg(sum)));
            if (causal)
                QVERIFY(result.map->row(i).tail(40 - i - 1).isZero(0.0f));
        }
        // Identity features on centred data: the weights of a row still sum to 1 but some are negative.
        if (feature == "identity")
            QVERIFY(result.map->minCoeff() < 0.0f);
        if (feature == "elu1")
            QVERIFY(result.map->minCoeff() >= 0.0f);
    }

    // relu makes phi(q_i) = 0 for a query with no positive coordinate: 0 / 0 has no value, the row is set to 0.
    void zeroDenominatorGivesZeroRow()
    {
        core::Problem problem = makeProblem(9, 6, 4, false, 0.0f);
        problem.q.row(3).setConstant(-1.0f);
        const core::Result result
            = linear().run(problem, makeParams({ { "feature", std::string("relu") } }), core::RunOptions {});
        QVERIFY(result.o.allFinite());
        QVERIFY(result.o.row(3).isZero(0.0f));
        QVERIFY(result.map->row(3).isZero(0.0f));
        QVERIFY(result.extras.scalars.at(core::extra_keys::kDegenerateRows) >= 1.0);
        const reference::DenseResult expected = referenceLinear(problem, "relu", true);
        QVERIFY(difference(result.o, expected.o) < 1e-4);
    }

    // ../shared/spec/variants.md: linear attention has no scale (phi is applied to Q and K as they are), so a given
    // Problem::scale changes nothing, for every feature map.
    void givenScaleIsNotUsed()
    {
        for (const char* feature : { "elu1", "relu", "identity" }) {
            core::Problem problem = makeProblem(40, 10, 7, false, std::string(feature) == "identity" ? 2.0f : 0.0f);
            const core::Params params = makeParams({ { "feature", std::string(feature) } });
            const core::Result unscaled = linear().run(problem, params, core::RunOptions {});
            problem.scale = reference::kGivenScale;
            QCOMPARE(linear().run(problem, params, core::RunOptions {}).o, unscaled.o);
        }
    }

    // Under causal, output i is computed from the prefix sums of keys 0..i only: later keys cannot change it.
    void causalReadsOnlyThePast()
    {
        const core::Problem problem = makeProblem(64, 10, 7, true);
        core::Problem changed = problem;
        changed.k.bottomRows(8).setConstant(4.0f);
        changed.v.bottomRows(8).setConstant(-3.0f);
        const core::Result first = linear().run(problem, core::Params {}, core::RunOptions {});
        const core::Result second = linear().run(changed, core::Params {}, core::RunOptions {});
        QCOMPARE(Matrix(second.o.topRows(56)), Matrix(first.o.topRows(56)));
    }

    void sameResultOnOneThread()
    {
        const core::Problem problem = makeProblem(300, 10, 7, false);
        core::RunOptions oneThread;
        oneThread.threads = 1;
        QCOMPARE(linear().run(problem, {}, oneThread).o, linear().run(problem, {}, core::RunOptions {}).o);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("normalize");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const bool normalize : { true, false })
                for (const bool causal : { false, true })
                    QTest::addRow("n%d %s %s", n, normalize ? "normalized" : "raw", causal ? "causal" : "full")
                        << n << normalize << causal;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(bool, normalize);
        QFETCH(bool, causal);
        const core::Params params = makeParams({ { "normalize", normalize } });
        const core::Result result = linear().run(makeProblem(n, 10, 7, causal), params, withoutMap());
        const core::Cost analytic = linear().analyticCost(n, 10, 7, causal, linear().resolve(params));
        const std::string failure = reference::compareWithAnalyticCost(result.cost, analytic);
        QVERIFY2(failure.empty(), failure.c_str());
        // What the method promises: 2 N d dv (build S, read S) + 2 N d (Z, denominators) when normalizing.
        const double nn = n;
        QCOMPARE(analytic.madds, 2.0 * nn * 10 * 7 + (normalize ? 2.0 * nn * 10 : 0.0));
    }

    void costGrowsLinearlyInN_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("full") << false;
        QTest::newRow("causal") << true;
    }
    void costGrowsLinearlyInN()
    {
        QFETCH(bool, causal);
        const std::string failure = reference::checkAffineGrowth(
            [&](int n) { return linear().run(makeProblem(n, 16, 8, causal), {}, withoutMap()).cost.madds; });
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLinear)
#include "test_linear.moc"
