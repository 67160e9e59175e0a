// Every build of the exact-attention tile kernel this machine can run (baseline x86-64, AVX2, AVX-512: the run-time
// dispatch of a portable build) computes the same attention: each against the double-precision reference and
// against the baseline build, on ragged shapes (N, d, dv not multiples of any vector width) with and without
// causal masking. Also the dispatch itself: baseline first, the CPU's wider units when it has them, the widest
// chosen, and each build's FMA loop doing real work.
#include "core/kernels/exact_attention.h"
#include "core/kernels/exact_tile_dispatch.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <cstdlib>
#include <cstring>

using namespace attnlab;
using core::Matrix;

namespace {

QStringList isaNames(const std::vector<core::ExactTileKernel>& kernels)
{
    QStringList names;
    for (const core::ExactTileKernel& kernel : kernels)
        names << QString::fromLatin1(kernel.isa);
    return names;
}

} // namespace

class TestExactTileDispatch : public QObject {
    Q_OBJECT

private slots:
    void supportedBuildsFollowTheCpu()
    {
        const QStringList names = isaNames(core::supportedExactTileKernels());
        QVERIFY(!names.isEmpty());
        QCOMPARE(names.front(), QStringLiteral("baseline"));
#if defined(__x86_64__)
        QCOMPARE(
            names.contains(QStringLiteral("avx2")), __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"));
        QCOMPARE(names.contains(QStringLiteral("avx512")), bool(__builtin_cpu_supports("avx512f")));
#endif
        qInfo("tile kernels on this machine: %s", qPrintable(names.join(QStringLiteral(", "))));
        // The widest is chosen unless ATTNLAB_EXACT_KERNEL names another supported one.
        const char* wanted = std::getenv("ATTNLAB_EXACT_KERNEL");
        if (!wanted || !names.contains(QString::fromLatin1(wanted)))
            QCOMPARE(QString::fromLatin1(core::chosenExactTileKernel().isa), names.back());
    }

    void layoutsAreVectorMultiples()
    {
        for (const core::ExactTileKernel& kernel : core::supportedExactTileKernels()) {
            QVERIFY(kernel.layout.panelKeys >= 4 && kernel.layout.panelKeys % 4 == 0);
            QVERIFY(kernel.layout.valueColumns >= 4 && kernel.layout.valueColumns % 4 == 0);
            QVERIFY(kernel.attend && kernel.fmaLoop);
            QVERIFY(kernel.fmaFlopsPerIteration >= 8);
        }
    }

    void everyBuildMatchesTheReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 97, 600, 1100 })
            for (const auto& [d, dv] :
                { std::pair { 3, 5 }, std::pair { 16, 64 }, std::pair { 64, 64 }, std::pair { 33, 17 } })
                for (const bool causal : { false, true })
                    QTest::addRow("n%d d%d dv%d %s", n, d, dv, causal ? "causal" : "full") << n << d << dv << causal;
    }

    void everyBuildMatchesTheReference()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(bool, causal);
        const core::Problem problem = reference::randomProblem(n, d, dv, causal, 7u * n + d);
        const auto expected
            = reference::exactAttention(problem.q, problem.k, problem.v, reference::specScale(problem), causal);
        core::RunOptions options;
        options.wantMap = false;
        const std::vector<core::ExactTileKernel> kernels = core::supportedExactTileKernels();
        const Matrix baseline = core::tiledExactAttention(problem, options, kernels.front()).o;
        for (const core::ExactTileKernel& kernel : kernels) {
            const core::Result result = core::tiledExactAttention(problem, options, kernel);
            QVERIFY2(result.o.allFinite(), kernel.isa);
            const double error = reference::maxRelativeDifference(result.o.cast<double>(), expected.o);
            QVERIFY2(error < 2e-5, qPrintable(QStringLiteral("%1: %2").arg(kernel.isa).arg(error)));
            const float apart = (result.o - baseline).cwiseAbs().maxCoeff();
            QVERIFY2(apart < 1e-5f, qPrintable(QStringLiteral("%1 vs baseline: %2").arg(kernel.isa).arg(apart)));
            // The counted work does not depend on the vector build.
            QCOMPARE(result.cost.madds, core::exactAttentionCost(n, d, dv, causal, core::ExactPath::Tiled, 1).madds);
        }
    }

    void largeScoresStayFiniteOnEveryBuild()
    {
        // Scores of magnitude ~1e4 (the online softmax subtracts the running max) and a negative scale (the max is
        // taken of the scaled scores).
        for (const double scale : { 1.0, -0.5 })
            for (const bool causal : { false, true }) {
                core::Problem problem = reference::randomProblem(300, 8, 4, causal, 5);
                problem.q *= 40.0f;
                problem.k *= 40.0f;
                problem.scale = scale;
                const auto expected = reference::exactAttention(problem.q, problem.k, problem.v, scale, causal);
                core::RunOptions options;
                options.wantMap = false;
                for (const core::ExactTileKernel& kernel : core::supportedExactTileKernels()) {
                    const Matrix o = core::tiledExactAttention(problem, options, kernel).o;
                    QVERIFY2(o.allFinite(), kernel.isa);
                    QVERIFY2(reference::maxRelativeDifference(o.cast<double>(), expected.o) < 1e-4, kernel.isa);
                }
            }
    }

    void fmaLoopsDoTheirWork()
    {
        // acc -> 0.999 acc + b converges to 1000 b: after many iterations every lane is near it, so the sum over
        // the chains and lanes is near chains x lanes x 1000 b, with b = seed / 1000.
        for (const core::ExactTileKernel& kernel : core::supportedExactTileKernels()) {
            const float sum = kernel.fmaLoop(100000, 2.0f);
            const double lanesTimesChains = kernel.fmaFlopsPerIteration / 2.0;
            QVERIFY2(std::abs(sum / lanesTimesChains - 2.0) < 1e-2, qPrintable(QString::number(sum)));
        }
    }
};

QTEST_GUILESS_MAIN(TestExactTileDispatch)
#include "test_exact_tile_dispatch.moc"
