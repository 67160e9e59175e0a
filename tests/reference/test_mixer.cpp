// mixer against a double-precision reference written from ../shared/spec/variants.md and the variant's header:
//   W1 (hidden x N) then W2 (N x hidden), row-major from core::Random(seed), Glorot-uniform: a (2u - 1) with
//   a = sqrt(6 / (N + hidden)), each rounded to float;  O = X + W2 gelu(W1 X), gelu(t) = t (1 + erf(t/sqrt 2)) / 2;
//   M = W2 W1.  causal is refused.
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

const core::Variant& mixer()
{
    return core::builtinVariants().get("mixer", "variant");
}

core::Params makeParams(const NamedValues& values)
{
    return reference::paramsWith(mixer(), values);
}

// tokenWidth 0: no X (the variant then mixes V).
core::Problem makeProblem(int n, int dv, int tokenWidth, std::uint64_t seed = 71)
{
    return reference::problemWithTokens(n, 4, dv, tokenWidth, false, seed);
}

struct Weights {
    MatrixD w1; // hidden x N
    MatrixD w2; // N x hidden
};

Weights referenceWeights(int n, int hidden, long long seed)
{
    core::Random random(static_cast<std::uint64_t>(seed));
    const double bound = std::sqrt(6.0 / (n + hidden));
    Weights weights { MatrixD(hidden, n), MatrixD(n, hidden) };
    for (int r = 0; r < hidden; ++r)
        for (int c = 0; c < n; ++c)
            weights.w1(r, c) = static_cast<float>(bound * (2.0 * random.uniform() - 1.0));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < hidden; ++c)
            weights.w2(r, c) = static_cast<float>(bound * (2.0 * random.uniform() - 1.0));
    return weights;
}

MatrixD referenceMixer(const Matrix& x, const Weights& weights)
{
    MatrixD hidden = weights.w1 * x.cast<double>();
    for (Eigen::Index r = 0; r < hidden.rows(); ++r)
        for (Eigen::Index c = 0; c < hidden.cols(); ++c)
            hidden(r, c) = 0.5 * hidden(r, c) * (1.0 + std::erf(hidden(r, c) / std::sqrt(2.0)));
    return x.cast<double>() + weights.w2 * hidden;
}

} // namespace

class TestMixer : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = mixer().info();
        QCOMPARE(info.family, core::Family::Synth);
        QCOMPARE(info.listOrder, 2);
        QCOMPARE(info.causal, core::CausalSupport::Never);
        QVERIFY(!info.causalReason.empty());
        QVERIFY(!info.rowsSumToOne);
        QVERIFY(QString::fromStdString(info.description).contains("mixing map (rows need not sum to 1)"));
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(2));
        QCOMPARE(defaults.integer("hidden"), 32LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("tokenWidth");
        QTest::addColumn<qlonglong>("seed");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const int hidden : { 1, 32, 100 })
                for (const int tokenWidth : { 0, 10 }) {
                    const qlonglong seed = row++ % 3;
                    QTest::addRow("n%d h%d x%d seed%lld", n, hidden, tokenWidth, seed)
                        << n << hidden << tokenWidth << seed;
                }
    }
    void matchesReference()
    {
        QFETCH(int, n);
        QFETCH(int, hidden);
        QFETCH(int, tokenWidth);
        QFETCH(qlonglong, seed);
        const core::Problem problem = makeProblem(n, 7, tokenWidth);
        const core::Params params = makeParams({ { "hidden", static_cast<long long>(hidden) }, { "seed", seed } });
        const core::Result result = mixer().run(problem, params, core::RunOptions {});
        const Weights weights = referenceWeights(n, hidden, seed);

        // O has X's width (V's when no X is given).
        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QCOMPARE(result.o.cols(), problem.tokens().cols());
        QVERIFY2(difference(result.o, referenceMixer(problem.tokens(), weights)) < 1e-5, "O");
        QVERIFY(result.map.has_value());
        QVERIFY2(difference(*result.map, weights.w2 * weights.w1) < 1e-5, "M = W2 W1");
        QCOMPARE(result.pattern.pairCount(), reference::densePairCount(n, false));

        const core::Result withoutTheMap = mixer().run(problem, params, withoutMap());
        QVERIFY(!withoutTheMap.map.has_value());
        QCOMPARE(withoutTheMap.o, result.o);
    }

    void causalIsRefused()
    {
        core::Problem problem = makeProblem(7, 5, 6);
        problem.causal = true;
        try {
            (void)mixer().run(problem, core::Params {}, core::RunOptions {});
            QFAIL("causal must be refused");
        } catch (const core::Error& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("mixer") && message.contains("causal"), qPrintable(message));
        }
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(32, 5, 6);
        const auto run = [&](long long seed) { return mixer().run(problem, makeParams({ { "seed", seed } }), {}); };
        const core::Result first = run(2);
        QCOMPARE(run(2).o, first.o);
        QCOMPARE(*run(2).map, *first.map);
        QVERIFY(run(3).o != first.o);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("hidden");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const int hidden : { 1, 32 })
                QTest::addRow("n%d h%d", n, hidden) << n << hidden;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, hidden);
        const core::Params params = makeParams({ { "hidden", static_cast<long long>(hidden) } });
        // No X: X := V, which is what analyticCost assumes (it is not told X's width).
        const core::Result result = mixer().run(makeProblem(n, 7, 0), params, withoutMap());
        const core::Cost analytic = mixer().analyticCost(n, 4, 7, false, mixer().resolve(params));
        const std::string failure = reference::compareWithAnalyticCost(result.cost, analytic);
        QVERIFY2(failure.empty(), failure.c_str());
        QCOMPARE(analytic.madds, 2.0 * n * hidden * 7);
        // With X of width 12: 2 N hidden dm, linear in N for a fixed hidden width.
        const core::Result wide = mixer().run(makeProblem(n, 7, 12), params, withoutMap());
        QCOMPARE(wide.cost.madds, 2.0 * n * hidden * 12);
    }
};

QTEST_GUILESS_MAIN(TestMixer)
#include "test_mixer.moc"
