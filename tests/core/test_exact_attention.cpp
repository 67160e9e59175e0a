// Exact attention (the `full` variant) against the independent double-precision reference, on both paths.
#include "core/builtin_catalogues.h"
#include "core/kernels/exact_attention.h"
#include "core/random.h"
#include "reference/dense_reference.h"

#include <QtTest>

using namespace attnlab;
using core::Matrix;

namespace {

core::Problem randomProblem(int n, int d, int dv, std::uint64_t seed, bool causal, float spread = 1.0f)
{
    core::Random random(seed);
    core::Problem problem;
    problem.q = random.normalMatrix(n, d) * spread;
    problem.k = random.normalMatrix(n, d) * spread;
    problem.v = random.normalMatrix(n, dv);
    problem.causal = causal;
    return problem;
}

} // namespace

class TestExactAttention : public QObject {
    Q_OBJECT

private slots:
    void matchesReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("path");
        for (int n : { 1, 7, 64, 257, 1000 })
            for (int d : { 3, 16, 64 })
                for (bool causal : { false, true })
                    for (auto path : { core::ExactPath::Dense, core::ExactPath::Tiled })
                        QTest::addRow("n%d d%d %s %s", n, d, causal ? "causal" : "full",
                            path == core::ExactPath::Dense ? "dense" : "tiled")
                            << n << d << causal << static_cast<int>(path);
    }

    void matchesReference()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(bool, causal);
        QFETCH(int, path);
        const core::Problem problem = randomProblem(n, d, 5, 11u * n + d, causal);
        core::RunOptions options;
        options.exactPath = static_cast<core::ExactPath>(path);
        options.wantMap = n <= 257;
        const core::Result result = core::exactAttention(problem, options);
        const auto expected
            = reference::exactAttention(problem.q, problem.k, problem.v, reference::specScale(problem), causal);
        QVERIFY(result.o.allFinite());
        QVERIFY2(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < 2e-5,
            qPrintable(QString::number(reference::maxRelativeDifference(result.o.cast<double>(), expected.o))));
        if (options.wantMap) {
            QVERIFY(result.map.has_value());
            QVERIFY((result.map->cast<double>() - expected.map).cwiseAbs().maxCoeff() < 1e-5);
        }
        QCOMPARE(result.pattern.pairCount(),
            causal ? static_cast<std::int64_t>(n) * (n + 1) / 2 : static_cast<std::int64_t>(n) * n);
    }

    // The problem's scale, when given, replaces 1/sqrt(d) on both paths.
    void givenScaleMatchesReference()
    {
        for (const bool causal : { false, true })
            for (const auto path : { core::ExactPath::Dense, core::ExactPath::Tiled }) {
                core::Problem problem = randomProblem(257, 16, 5, 19, causal);
                problem.scale = reference::kGivenScale;
                core::RunOptions options;
                options.exactPath = path;
                const core::Result result = core::exactAttention(problem, options);
                const auto expected
                    = reference::exactAttention(problem.q, problem.k, problem.v, reference::kGivenScale, causal);
                QVERIFY(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < 2e-5);
                QVERIFY((result.map->cast<double>() - expected.map).cwiseAbs().maxCoeff() < 1e-5);
            }
    }

    void tiledEqualsDense()
    {
        for (bool causal : { false, true }) {
            const core::Problem problem = randomProblem(700, 24, 9, 3, causal);
            core::RunOptions dense;
            dense.exactPath = core::ExactPath::Dense;
            dense.wantMap = false;
            core::RunOptions tiled = dense;
            tiled.exactPath = core::ExactPath::Tiled;
            const Matrix a = core::exactAttention(problem, dense).o;
            const Matrix b = core::exactAttention(problem, tiled).o;
            QVERIFY((a - b).cwiseAbs().maxCoeff() < 1e-5f);
        }
    }

    // Without causal the query tiles' rows follow n and the threads (exact_attention.cpp): every split gives the
    // reference's output, and the cost the run reports is the one exactAttentionCost predicts for its threads.
    void tiledMatchesReferenceAtEveryThreadCount()
    {
        for (const int n : { 5, 193, 1000, 1153, 2051 })
            for (const int threads : { 1, 2, 3, 5 }) {
                const core::Problem problem = randomProblem(n, 16, 8, 7u * n + threads, false);
                core::RunOptions options;
                options.exactPath = core::ExactPath::Tiled;
                options.wantMap = false;
                options.threads = threads;
                const core::Result result = core::exactAttention(problem, options);
                const auto expected = reference::exactAttention(
                    problem.q, problem.k, problem.v, reference::specScale(problem), false);
                QVERIFY2(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < 2e-5,
                    qPrintable(QStringLiteral("n %1, %2 threads").arg(n).arg(threads)));
                const core::Cost predicted = core::exactAttentionCost(
                    n, 16, 8, false, core::ExactPath::Tiled, core::effectiveThreads(options));
                QCOMPARE(result.cost.madds, predicted.madds);
                QCOMPARE(result.cost.peakBytes, predicted.peakBytes);
            }
    }

    void largeLogitsStayFinite()
    {
        // Scores of magnitude ~1e4: a naive exp overflows; both paths subtract the row maximum.
        for (auto path : { core::ExactPath::Dense, core::ExactPath::Tiled })
            for (bool causal : { false, true }) {
                core::Problem problem = randomProblem(300, 8, 4, 5, causal, 40.0f);
                problem.scale = 1.0;
                core::RunOptions options;
                options.exactPath = path;
                const core::Result result = core::exactAttention(problem, options);
                QVERIFY(result.o.allFinite());
                QVERIFY(result.map->allFinite());
                const auto expected = reference::exactAttention(problem.q, problem.k, problem.v, 1.0, causal);
                QVERIFY(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < 1e-4);
            }
    }

    void costCountsTheWorkDone()
    {
        const core::Problem problem = randomProblem(2000, 16, 8, 1, false);
        core::RunOptions options;
        options.wantMap = false;
        options.exactPath = core::ExactPath::Tiled;
        const core::Result full = core::exactAttention(problem, options);
        QCOMPARE(full.cost.madds, 2000.0 * 2000.0 * 24.0);
        // The tiled path keeps O(N d) memory: far below one N x N float buffer.
        QVERIFY(full.cost.peakBytes < 2000.0 * 2000.0 * 4.0 / 4.0);
        core::Problem causal = problem;
        causal.causal = true;
        const core::Result half = core::exactAttention(causal, options);
        QVERIFY(half.cost.madds < 0.6 * full.cost.madds);
        QCOMPARE(half.cost.madds, core::exactAttentionCost(2000, 16, 8, true, core::ExactPath::Tiled, 1).madds);
    }

    void fullVariantMatchesKernel()
    {
        const core::Variant& full = core::builtinVariants().get("full", "variant");
        const core::Problem problem = randomProblem(33, 6, 3, 9, true);
        const core::Result viaVariant = full.run(problem, core::Params(), core::RunOptions());
        const core::Result direct = core::exactAttention(problem, core::RunOptions());
        QCOMPARE(viaVariant.o, direct.o);
        QCOMPARE(full.analyticCost(33, 6, 3, true, core::Params()).madds, viaVariant.cost.madds);
    }

    void cancelStopsTheTiledPath()
    {
        const core::Problem problem = randomProblem(3000, 16, 16, 2, false);
        core::RunOptions options;
        options.exactPath = core::ExactPath::Tiled;
        options.cancel.cancel();
        QVERIFY_THROWS_EXCEPTION(core::Cancelled, core::exactAttention(problem, options));
    }
};

QTEST_GUILESS_MAIN(TestExactAttention)
#include "test_exact_attention.moc"
