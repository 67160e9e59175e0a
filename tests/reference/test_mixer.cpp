// mixer against a double-precision reference written from ../shared/spec/variants.md and the variant's header:
//   W1 (hidden x N) and W2 (N x hidden), position p's column of W1 and row of W2 from streams of their own (below),
//   Glorot-uniform: a (2u - 1) with a = sqrt(6 / (N + hidden)), each rounded to float;  O = X + W2 gelu(W1 X), gelu(t)
//   = t (1 + erf(t/sqrt 2)) / 2; M = W2 W1.  causal is refused.
// layer_norm (the paper's form; off by default, as the spec defines the block without it):
//   O = X + W2 gelu(W1 LN(X)), LN over each token's channels, (x - mean) / sqrt(population variance + 1e-6).
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

// Position p's weights from streams of its own: column p of W1 from Random(seed G + 2p), row p of W2 from
// Random(seed G + 2p + 1), G = 0xD1B54A32D192ED03, each in hidden order.
Weights referenceWeights(int n, int hidden, long long seed)
{
    constexpr std::uint64_t kG = 0xD1B54A32D192ED03ULL;
    const double bound = std::sqrt(6.0 / (n + hidden));
    Weights weights { MatrixD(hidden, n), MatrixD(n, hidden) };
    for (int p = 0; p < n; ++p) {
        const std::uint64_t start = static_cast<std::uint64_t>(seed) * kG + 2 * static_cast<std::uint64_t>(p);
        core::Random first(start);
        for (int h = 0; h < hidden; ++h)
            weights.w1(h, p) = static_cast<float>(bound * (2.0 * first.uniform() - 1.0));
        core::Random second(start + 1);
        for (int h = 0; h < hidden; ++h)
            weights.w2(p, h) = static_cast<float>(bound * (2.0 * second.uniform() - 1.0));
    }
    return weights;
}

// Each row to mean 0 and variance 1, written out entry by entry.
MatrixD referenceLayerNorm(const Matrix& x)
{
    MatrixD normalised(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        double mean = 0.0;
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            mean += x(i, c);
        mean /= static_cast<double>(x.cols());
        double variance = 0.0;
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            variance += (x(i, c) - mean) * (x(i, c) - mean);
        variance /= static_cast<double>(x.cols());
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            normalised(i, c) = (x(i, c) - mean) / std::sqrt(variance + 1e-6);
    }
    return normalised;
}

MatrixD referenceMixer(const Matrix& x, const Weights& weights, bool layerNorm = false)
{
    MatrixD hidden = weights.w1 * (layerNorm ? referenceLayerNorm(x) : MatrixD(x.cast<double>()));
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
        QCOMPARE(info.params.size(), std::size_t(3));
        QCOMPARE(defaults.integer("hidden"), 32LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
        QCOMPARE(defaults.boolean("layer_norm"), false); // the spec's form
        QVERIFY(QString::fromStdString(info.description).contains("LayerNorm"));
    }

    // The paper's block, X + W2 gelu(W1 LayerNorm(X)).
    void layerNormMatchesReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("tokenWidth");
        for (const int n : { 1, 7, 64, 257 })
            for (const int hidden : { 1, 32 })
                for (const int tokenWidth : { 0, 2, 10 })
                    QTest::addRow("n%d h%d x%d", n, hidden, tokenWidth) << n << hidden << tokenWidth;
    }
    void layerNormMatchesReference()
    {
        QFETCH(int, n);
        QFETCH(int, hidden);
        QFETCH(int, tokenWidth);
        core::Problem problem = makeProblem(n, 7, tokenWidth);
        // Tokens far from mean 0 and variance 1, so that the normalisation matters.
        Matrix shifted = problem.tokens() * 3.0f;
        shifted.array() += 2.0f;
        problem.x = shifted;
        const core::Params on = makeParams({ { "hidden", static_cast<long long>(hidden) }, { "layer_norm", true } });
        const core::Params off = makeParams({ { "hidden", static_cast<long long>(hidden) } });
        const core::Result result = mixer().run(problem, on, core::RunOptions {});
        const Weights weights = referenceWeights(n, hidden, 0);
        QVERIFY2(difference(result.o, referenceMixer(shifted, weights, true)) < 1e-5, "O = X + W2 gelu(W1 LN(X))");
        QVERIFY2(difference(mixer().run(problem, off, {}).o, referenceMixer(shifted, weights)) < 1e-5, "O off");
        QVERIFY2(difference(result.o, referenceMixer(shifted, weights)) > 1e-3, "the layer norm changes O");
        // LN works within each token: the map is W2 W1 either way.
        QVERIFY2(difference(*result.map, weights.w2 * weights.w1) < 1e-5, "M = W2 W1");
        // A shift of a token's channels does not reach the MLP: O - X stays.
        Matrix moved = shifted;
        moved.row(0).array() += 5.0f;
        core::Problem movedProblem = problem;
        movedProblem.x = moved;
        const MatrixD mixed = result.o.cast<double>() - shifted.cast<double>();
        const MatrixD movedMixed = mixer().run(movedProblem, on, {}).o.cast<double>() - moved.cast<double>();
        QVERIFY(difference(movedMixed.cast<float>(), mixed) < 1e-4);
    }

    // One channel: every normalised token is 0, so the MLP adds W2 gelu(0) = 0.
    void layerNormOfOneChannelReturnsX()
    {
        const core::Problem problem = makeProblem(9, 1, 0);
        const core::Result result = mixer().run(problem, makeParams({ { "layer_norm", true } }), {});
        QCOMPARE(result.o, problem.v);
    }

    void matchesReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("tokenWidth");
        QTest::addColumn<qlonglong>("seed");
        int row = 0;
        for (const int n : { 1, 7, 64, 257, 777 })
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

        // The positions' blocks are summed in order whoever computes them: the same O on one thread.
        core::RunOptions oneThread;
        oneThread.threads = 1;
        QCOMPARE(mixer().run(problem, params, oneThread).o, result.o);
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
        QTest::addColumn<bool>("layerNorm");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const int hidden : { 1, 32 })
                for (const bool layerNorm : { false, true })
                    QTest::addRow("n%d h%d%s", n, hidden, layerNorm ? " ln" : "") << n << hidden << layerNorm;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, hidden);
        QFETCH(bool, layerNorm);
        const core::Params params
            = makeParams({ { "hidden", static_cast<long long>(hidden) }, { "layer_norm", layerNorm } });
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
