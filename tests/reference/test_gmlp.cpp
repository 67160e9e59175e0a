// gmlp against a double-precision reference written from ../shared/spec/variants.md and the variant's header:
//   X = [U Z] (first and second half of the channels);  W (N x N) row-major from core::Random(seed), entries
//   init (2u - 1) rounded to float, entries above the diagonal zeroed under causal;  O = U * (W Z + 1);  M = W + I.
// init = 0 makes the unit the identity on U, exactly.
#include "core/builtin_catalogues.h"
#include "core/random.h"
#include "reference/token_mixing_reference.h"

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

const core::Variant& gmlp()
{
    return core::builtinVariants().get("gmlp", "variant");
}

core::Params makeParams(const NamedValues& values)
{
    return reference::paramsWith(gmlp(), values);
}

// tokenWidth 0: no X (the variant then splits V).
core::Problem makeProblem(int n, int dv, int tokenWidth, bool causal, std::uint64_t seed = 81)
{
    return reference::problemWithTokens(n, 4, dv, tokenWidth, causal, seed);
}

MatrixD referenceW(int n, double init, bool causal, long long seed)
{
    core::Random random(static_cast<std::uint64_t>(seed));
    MatrixD w(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            w(i, j) = static_cast<float>(init * (2.0 * random.uniform() - 1.0));
    if (causal)
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                w(i, j) = 0.0;
    return w;
}

MatrixD referenceGmlp(const Matrix& x, const MatrixD& w)
{
    const Eigen::Index half = x.cols() / 2;
    const MatrixD u = x.leftCols(half).cast<double>();
    const MatrixD z = x.rightCols(half).cast<double>();
    const MatrixD gate = (w * z).array() + 1.0;
    return u.cwiseProduct(gate);
}

Matrix problemTokens(const core::Problem& problem)
{
    return problem.tokens();
}

std::string runError(const core::Problem& problem)
{
    try {
        (void)gmlp().run(problem, core::Params {}, core::RunOptions {});
    } catch (const core::Error& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestGmlp : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = gmlp().info();
        QCOMPARE(info.family, core::Family::Synth);
        QCOMPARE(info.listOrder, 3);
        QCOMPARE(info.causal, core::CausalSupport::Optional);
        QVERIFY(!info.rowsSumToOne);
        QVERIFY(QString::fromStdString(info.description).contains("mixing map (rows need not sum to 1)"));
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(2));
        QCOMPARE(defaults.real("init"), 0.01);
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void initZeroReturnsU_data() { reference::addSizeAndCausalRows(); }
    void initZeroReturnsU()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 5, 12, causal);
        const core::Result result = gmlp().run(problem, makeParams({ { "init", 0.0 } }), core::RunOptions {});
        QCOMPARE(result.o, Matrix(problem.x->leftCols(6))); // bitwise: W = 0, s(Z) = 1
        QCOMPARE(*result.map, Matrix(Matrix::Identity(n, n)));
    }

    void matchesReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("init");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("tokenWidth");
        QTest::addColumn<qlonglong>("seed");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const double init : { 0.01, 0.5 })
                for (const bool causal : { false, true })
                    for (const int tokenWidth : { 0, 2, 12 }) {
                        const qlonglong seed = row++ % 3;
                        QTest::addRow(
                            "n%d init%g %s x%d seed%lld", n, init, causal ? "causal" : "full", tokenWidth, seed)
                            << n << init << causal << tokenWidth << seed;
                    }
    }
    void matchesReference()
    {
        QFETCH(int, n);
        QFETCH(double, init);
        QFETCH(bool, causal);
        QFETCH(int, tokenWidth);
        QFETCH(qlonglong, seed);
        const core::Problem problem = makeProblem(n, 8, tokenWidth, causal);
        const core::Params params = makeParams({ { "init", init }, { "seed", seed } });
        const core::Result result = gmlp().run(problem, params, core::RunOptions {});
        const MatrixD w = referenceW(n, init, causal, seed);
        const Matrix& x = problem.tokens();

        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QCOMPARE(result.o.cols(), x.cols() / 2);
        QVERIFY2(difference(result.o, referenceGmlp(x, w)) < 1e-5, "O = U * (W Z + 1)");
        QVERIFY(result.map.has_value());
        QVERIFY2(difference(*result.map, w + MatrixD::Identity(n, n)) < 1e-6, "M = W + I");
        if (causal)
            for (int i = 0; i < n; ++i)
                QVERIFY2(result.map->row(i).tail(n - i - 1).isZero(0.0f), "W is lower-triangular");
        QCOMPARE(result.pattern.pairCount(), reference::densePairCount(n, causal));

        const core::Result withoutTheMap = gmlp().run(problem, params, withoutMap());
        QVERIFY(!withoutTheMap.map.has_value());
        QCOMPARE(withoutTheMap.o, result.o);
    }

    // The causal W draws the same numbers and zeroes its upper triangle: its lower triangle does not change.
    void causalKeepsTheLowerTriangle()
    {
        const core::Problem open = makeProblem(20, 4, 6, false);
        const core::Problem causal = makeProblem(20, 4, 6, true);
        const core::Params params = makeParams({ { "init", 0.3 } });
        const Matrix full = *gmlp().run(open, params, {}).map;
        const Matrix lower = *gmlp().run(causal, params, {}).map;
        QCOMPARE(Matrix(lower.triangularView<Eigen::Lower>()), Matrix(full.triangularView<Eigen::Lower>()));
        // And later tokens no longer reach earlier outputs.
        core::Problem changed = makeProblem(20, 4, 6, true);
        Matrix laterTokensChanged = problemTokens(changed);
        laterTokensChanged.bottomRows(5).setConstant(7.0f);
        changed.x = laterTokensChanged;
        QCOMPARE(Matrix(gmlp().run(changed, params, {}).o.topRows(15)),
            Matrix(gmlp().run(causal, params, {}).o.topRows(15)));
    }

    // What the displayed M = W + I is: O = U + U * ((M - I) Z), and not U * (M Z), the form an earlier header
    // wrote (O_i = U_i (M Z)_i): the identity acts on U, not on Z. The catalogue's text says so.
    void mapDisplaysTheMixingOnly_data() { reference::addSizeAndCausalRows(); }
    void mapDisplaysTheMixingOnly()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 4, 10, causal);
        const core::Result result = gmlp().run(problem, makeParams({ { "init", 0.5 }, { "seed", 3 } }), {});
        const MatrixD m = result.map->cast<double>();
        const MatrixD u = problem.x->leftCols(5).cast<double>();
        const MatrixD z = problem.x->rightCols(5).cast<double>();
        const MatrixD w = m - MatrixD::Identity(n, n);
        QVERIFY(difference(result.o, u + u.cwiseProduct(w * z)) < 1e-5);
        QVERIFY2(difference(result.o, u.cwiseProduct(m * z)) > 1e-2, "O is not U * (M Z)");

        const QString description = QString::fromStdString(gmlp().info().description);
        QVERIFY2(description.contains("O = U * (W Z + 1) = U + U * (W Z)"), qPrintable(description));
        QVERIFY2(description.contains("no matrix M gives O = M V"), qPrintable(description));
    }

    void oddWidthIsRefused()
    {
        const QString withX = QString::fromStdString(runError(makeProblem(7, 4, 7, false)));
        QVERIFY2(withX.contains("gmlp") && withX.contains("7"), qPrintable(withX));
        const QString withoutX = QString::fromStdString(runError(makeProblem(7, 5, 0, false)));
        QVERIFY2(withoutX.contains("gmlp") && withoutX.contains("5"), qPrintable(withoutX));
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(32, 6, 8, false);
        const auto run = [&](long long seed) { return gmlp().run(problem, makeParams({ { "seed", seed } }), {}); };
        const core::Result first = run(6);
        QCOMPARE(run(6).o, first.o);
        QVERIFY(*run(7).map != *first.map);
    }

    void countedCostMatchesAnalytic_data() { reference::addSizeAndCausalRows(); }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        // No X: X := V, which is what analyticCost assumes (it is not told X's width).
        const core::Result result = gmlp().run(makeProblem(n, 8, 0, causal), core::Params {}, withoutMap());
        const core::Cost analytic = gmlp().analyticCost(n, 4, 8, causal, gmlp().resolve(core::Params {}));
        const std::string failure = reference::compareWithAnalyticCost(result.cost, analytic);
        QVERIFY2(failure.empty(), failure.c_str());
        // W Z over the evaluated pairs times dm/2, plus the gating product.
        const double nn = n;
        const double pairs = causal ? nn * (nn + 1) / 2 : nn * nn;
        QCOMPARE(analytic.madds, pairs * 4 + nn * 4);
    }
};

QTEST_GUILESS_MAIN(TestGmlp)
#include "test_gmlp.moc"
