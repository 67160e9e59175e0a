// synthesizer against a double-precision reference written from ../shared/spec/variants.md and the variant's header: R
// re-made from core::Random(seed) in the documented order (each value rounded to float, as the variant stores it),
//   random: R row-major N(0,1);  factorized: R1 then R2 row-major N(0,1), R = R1 R2^T;
//   dense: W1 (hidden x dm) Glorot-uniform, b1 uniform(+-1/sqrt(dm)), W2 (N x hidden) Glorot-uniform,
//          b2 uniform(+-1/sqrt(hidden)), R_i = W2 relu(W1 x_i + b1) + b2;
//   M = softmax of each row of R over the allowed j (j <= i under causal), O = M V.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "reference/token_mixing_reference.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

using namespace attnlab;
using core::Matrix;
using core::MatrixD;

namespace {

using reference::difference;
using reference::NamedValues;
using reference::withinRelative;
using reference::withoutMap;

const core::Variant& synthesizer()
{
    return core::builtinVariants().get("synthesizer", "variant");
}

core::Params makeParams(const NamedValues& values)
{
    return reference::paramsWith(synthesizer(), values);
}

// tokenWidth 0: no X (the variant then reads V).
core::Problem makeProblem(int n, int dv, int tokenWidth, bool causal, std::uint64_t seed = 51)
{
    return reference::problemWithTokens(n, 6, dv, tokenWidth, causal, seed);
}

MatrixD normalDraws(core::Random& random, int rows, int cols)
{
    MatrixD draws(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            draws(r, c) = static_cast<float>(random.normal());
    return draws;
}

MatrixD uniformDraws(core::Random& random, int rows, int cols, double bound)
{
    MatrixD draws(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            draws(r, c) = static_cast<float>(bound * (2.0 * random.uniform() - 1.0));
    return draws;
}

MatrixD referenceLogits(const core::Problem& problem, const std::string& kind, int rank, int hidden, long long seed)
{
    const int n = problem.n();
    core::Random random(static_cast<std::uint64_t>(seed));
    if (kind == "random")
        return normalDraws(random, n, n);
    if (kind == "factorized") {
        const MatrixD left = normalDraws(random, n, rank);
        const MatrixD right = normalDraws(random, n, rank);
        return left * right.transpose();
    }
    const MatrixD x = problem.tokens().cast<double>();
    const int dm = static_cast<int>(x.cols());
    const MatrixD w1 = uniformDraws(random, hidden, dm, std::sqrt(6.0 / (dm + hidden)));
    const MatrixD b1 = uniformDraws(random, 1, hidden, 1.0 / std::sqrt(static_cast<double>(dm)));
    const MatrixD w2 = uniformDraws(random, n, hidden, std::sqrt(6.0 / (hidden + n)));
    const MatrixD b2 = uniformDraws(random, 1, n, 1.0 / std::sqrt(static_cast<double>(hidden)));
    MatrixD logits(n, n);
    for (int i = 0; i < n; ++i) {
        MatrixD h = w1 * x.row(i).transpose() + b1.transpose(); // hidden x 1
        h = h.cwiseMax(0.0);
        logits.row(i) = (w2 * h).transpose() + b2;
    }
    return logits;
}

MatrixD maskedSoftmax(const MatrixD& logits, bool causal)
{
    const Eigen::Index n = logits.rows();
    MatrixD weights = MatrixD::Zero(n, n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const Eigen::Index allowed = causal ? i + 1 : n;
        const double largest = logits.row(i).head(allowed).maxCoeff();
        double sum = 0.0;
        for (Eigen::Index j = 0; j < allowed; ++j)
            sum += std::exp(logits(i, j) - largest);
        for (Eigen::Index j = 0; j < allowed; ++j)
            weights(i, j) = std::exp(logits(i, j) - largest) / sum;
    }
    return weights;
}

} // namespace

class TestSynthesizer : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = synthesizer().info();
        QCOMPARE(info.family, core::Family::Synth);
        QCOMPARE(info.listOrder, 0);
        QCOMPARE(info.causal, core::CausalSupport::Optional);
        QVERIFY(info.rowsSumToOne);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(4));
        QCOMPARE(defaults.text("kind"), std::string("random"));
        QCOMPARE(defaults.integer("rank"), 4LL);
        QCOMPARE(defaults.integer("hidden"), 16LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("tokenWidth");
        QTest::addColumn<qlonglong>("seed");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const char* kind : { "random", "factorized", "dense" })
                for (const bool causal : { false, true })
                    for (const int tokenWidth : { 0, 10 }) {
                        const qlonglong seed = row++ % 3;
                        QTest::addRow("n%d %s %s x%d seed%lld", n, kind, causal ? "causal" : "full", tokenWidth, seed)
                            << n << QString(kind) << causal << tokenWidth << seed;
                    }
    }
    void matchesReference()
    {
        QFETCH(int, n);
        QFETCH(QString, kind);
        QFETCH(bool, causal);
        QFETCH(int, tokenWidth);
        QFETCH(qlonglong, seed);
        const core::Problem problem = makeProblem(n, 7, tokenWidth, causal);
        const core::Params params
            = makeParams({ { "kind", kind.toStdString() }, { "rank", 3LL }, { "hidden", 9LL }, { "seed", seed } });
        const core::Result result = synthesizer().run(problem, params, core::RunOptions {});
        const MatrixD logits = referenceLogits(problem, kind.toStdString(), 3, 9, seed);
        const MatrixD map = maskedSoftmax(logits, causal);
        const MatrixD o = map * problem.v.cast<double>();

        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QCOMPARE(result.o.cols(), Eigen::Index(7));
        QVERIFY2(difference(result.extras.matrices.at(core::extra_keys::kLogits), logits) < 1e-5, "R");
        QVERIFY2(difference(*result.map, map) < 1e-5, "M = softmax(R)");
        QVERIFY2(difference(result.o, o) < 1e-5, "O = M V");
        QCOMPARE(result.pattern.pairCount(), reference::densePairCount(n, causal));
        for (int i = 0; i < n; ++i) {
            QVERIFY(std::abs(result.map->row(i).cast<double>().sum() - 1.0) < 1e-5);
            if (causal)
                QVERIFY(result.map->row(i).tail(n - i - 1).isZero(0.0f));
        }

        const core::Result withoutTheMap = synthesizer().run(problem, params, withoutMap());
        QVERIFY(!withoutTheMap.map.has_value());
        QVERIFY(withoutTheMap.extras.matrices.count(core::extra_keys::kLogits) == 0);
        QCOMPARE(withoutTheMap.o, result.o);
    }

    // ../shared/spec/variants.md: M = softmax(R), with no scale, so a given Problem::scale changes nothing.
    void givenScaleIsNotUsed()
    {
        core::Problem problem = makeProblem(16, 5, 8, false);
        for (const char* kind : { "random", "factorized", "dense" }) {
            const core::Params params = makeParams({ { "kind", std::string(kind) } });
            const core::Result unscaled = synthesizer().run(problem, params, {});
            core::Problem scaled = problem;
            scaled.scale = attnlab::reference::kGivenScale;
            QCOMPARE(synthesizer().run(scaled, params, {}).o, unscaled.o);
        }
    }

    // random and factorized ignore the tokens entirely; dense reads X, not V, when X is given.
    void whatEachKindReads()
    {
        const core::Problem problem = makeProblem(16, 5, 8, false);
        core::Problem otherTokens = problem;
        otherTokens.x = core::Random(99).normalMatrix(16, 8);
        for (const char* kind : { "random", "factorized" }) {
            const core::Params params = makeParams({ { "kind", std::string(kind) } });
            QCOMPARE(synthesizer().run(otherTokens, params, {}).o, synthesizer().run(problem, params, {}).o);
        }
        const core::Params dense = makeParams({ { "kind", std::string("dense") } });
        QVERIFY(synthesizer().run(otherTokens, dense, {}).o != synthesizer().run(problem, dense, {}).o);
        core::Problem otherQueries = problem;
        otherQueries.q.setConstant(2.0f);
        otherQueries.k.setConstant(-1.0f);
        QCOMPARE(synthesizer().run(otherQueries, dense, {}).o, synthesizer().run(problem, dense, {}).o);
    }

    void seedsReproduce_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char* kind : { "random", "factorized", "dense" })
            QTest::newRow(kind) << QString(kind);
    }
    void seedsReproduce()
    {
        QFETCH(QString, kind);
        const core::Problem problem = makeProblem(32, 5, 8, false);
        const auto run = [&](long long seed) {
            return synthesizer().run(problem, makeParams({ { "kind", kind.toStdString() }, { "seed", seed } }), {});
        };
        const core::Result first = run(4);
        QCOMPARE(
            run(4).extras.matrices.at(core::extra_keys::kLogits), first.extras.matrices.at(core::extra_keys::kLogits));
        QCOMPARE(run(4).o, first.o);
        QVERIFY(run(5).extras.matrices.at(core::extra_keys::kLogits)
            != first.extras.matrices.at(core::extra_keys::kLogits));
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257 })
            for (const char* kind : { "random", "factorized", "dense" })
                for (const bool causal : { false, true })
                    QTest::addRow("n%d %s %s", n, kind, causal ? "causal" : "full") << n << QString(kind) << causal;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(QString, kind);
        QFETCH(bool, causal);
        const core::Params params = makeParams({ { "kind", kind.toStdString() }, { "rank", 3LL }, { "hidden", 9LL } });
        // No X: X := V, which is what analyticCost assumes (it is not told X's width).
        const core::Result result = synthesizer().run(makeProblem(n, 7, 0, causal), params, withoutMap());
        const core::Cost analytic = synthesizer().analyticCost(n, 6, 7, causal, synthesizer().resolve(params));
        const std::string failure = reference::compareWithAnalyticCost(result.cost, analytic);
        QVERIFY2(failure.empty(), failure.c_str());
        // Inherently N x N: N^2 dv for M V, plus N^2 rank (factorized) or N hidden dm + N^2 hidden (dense).
        const double nn = n;
        const double extra = kind == "factorized" ? nn * nn * 3 : kind == "dense" ? nn * 9 * 7 + nn * nn * 9 : 0.0;
        QCOMPARE(analytic.madds, nn * nn * 7 + extra);

        // With an X of another width, the dense MLP's first layer costs N hidden dm.
        if (kind == "dense") {
            const core::Result wide = synthesizer().run(makeProblem(n, 7, 12, causal), params, withoutMap());
            QVERIFY(withinRelative(wide.cost.madds, nn * nn * 7 + nn * 9 * 12 + nn * nn * 9, 1e-9));
        }
    }
};

QTEST_GUILESS_MAIN(TestSynthesizer)
#include "test_synthesizer.moc"
