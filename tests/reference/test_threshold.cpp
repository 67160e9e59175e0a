// threshold against a dense double-precision reference written from ../shared/spec/variants.md: the exact A (causal
// respected), entries below tau dropped, a row left empty keeps its largest entry (lower j on ties), rows renormalised
// when asked; O = M V. The pattern is the kept set.
#include "core/builtin_catalogues.h"
#include "core/kernels/exact_attention.h"
#include "reference/dense_reference.h"
#include "reference/size_causal_rows.h"

#include <QtTest>

using attnlab::core::MatrixD;
using attnlab::core::Params;
using attnlab::core::Problem;
using attnlab::core::Result;
using attnlab::core::RunOptions;
using attnlab::core::Variant;

namespace {

constexpr double kTolerance = 1e-5;

const Variant& threshold()
{
    return attnlab::core::builtinVariants().get("threshold", "variant");
}

Problem makeProblem(int n, int d, int dv, bool causal)
{
    return attnlab::reference::randomProblem(n, d, dv, causal, 21);
}

Params makeParams(double tau, bool renormalize)
{
    const auto& specs = threshold().info().params;
    Params params;
    params.set(specs, "tau", tau);
    params.set(specs, "renormalize", renormalize);
    return params;
}

// The definition, in double precision, on the independent exact map of dense_reference.h.
MatrixD referenceMap(const Problem& problem, double tau, bool renormalize)
{
    const int n = problem.n();
    const MatrixD exact = attnlab::reference::exactAttention(
        problem.q, problem.k, problem.v, attnlab::reference::specScale(problem), problem.causal)
                              .map;
    MatrixD map = MatrixD::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        const int allowed = problem.causal ? i + 1 : n;
        double keptSum = 0.0;
        for (int j = 0; j < allowed; ++j) {
            if (exact(i, j) >= tau) {
                map(i, j) = exact(i, j);
                keptSum += exact(i, j);
            }
        }
        if (keptSum == 0.0) {
            int best = 0;
            for (int j = 1; j < allowed; ++j)
                if (exact(i, j) > exact(i, best))
                    best = j;
            map(i, best) = exact(i, best);
            keptSum = exact(i, best);
        }
        if (renormalize)
            map.row(i) /= keptSum;
    }
    return map;
}

} // namespace

class TestThreshold : public QObject {
    Q_OBJECT

private slots:
    void isAnOracle()
    {
        const auto& info = threshold().info();
        QVERIFY(info.oracle);
        QCOMPARE(info.listOrder, 11);
        QVERIFY(QString::fromStdString(info.description).contains("exact"));
        const Params defaults = Params::defaults(info.params);
        QCOMPARE(defaults.real("tau"), 0.01);
        QCOMPARE(defaults.boolean("renormalize"), true);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<double>("tau");
        QTest::addColumn<bool>("renormalize");
        QTest::addColumn<bool>("causal");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const double tau : { 0.0, 0.01, 0.05, 0.5 })
                for (const bool renormalize : { true, false })
                    for (const bool causal : { false, true }) {
                        const bool wide = row++ % 2 == 0;
                        QTest::addRow("n%d tau%g %s %s", n, tau, renormalize ? "renormalised" : "raw",
                            causal ? "causal" : "bidirectional")
                            << n << (wide ? 12 : 10) << (wide ? 8 : 5) << tau << renormalize << causal;
                    }
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(double, tau);
        QFETCH(bool, renormalize);
        QFETCH(bool, causal);
        for (const std::optional<double> scale : attnlab::reference::kReferenceScales) {
            Problem problem = makeProblem(n, d, dv, causal);
            problem.scale = scale;
            const Result result = threshold().run(problem, makeParams(tau, renormalize), RunOptions {});
            const MatrixD map = referenceMap(problem, tau, renormalize);
            const MatrixD o = map * problem.v.cast<double>();
            QVERIFY(attnlab::reference::maxRelativeDifference(result.o.cast<double>(), o) < kTolerance);
            QVERIFY(result.map.has_value());
            QVERIFY(attnlab::reference::maxRelativeDifference(result.map->cast<double>(), map) < kTolerance);
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    QVERIFY2(result.pattern.contains(i, j) == (map(i, j) != 0.0),
                        qPrintable(QStringLiteral("pair (%1, %2)").arg(i).arg(j)));
            if (renormalize)
                for (int i = 0; i < n; ++i)
                    QVERIFY(std::abs(result.map->row(i).sum() - 1.0f) < 1e-5f);
        }
    }

    void emptyRowKeepsTheLowestOfTiedMaxima_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("bidirectional") << false;
        QTest::newRow("causal") << true;
    }
    void emptyRowKeepsTheLowestOfTiedMaxima()
    {
        QFETCH(bool, causal);
        // Zero queries: every allowed score ties, every weight is 1/allowed < tau (except row 0 under causal).
        Problem problem = makeProblem(7, 12, 8, causal);
        problem.q.setZero();
        const Result result = threshold().run(problem, makeParams(0.9, true), RunOptions {});
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(result.pattern.row(i), std::vector<int> { 0 });
            QVERIFY((result.o.row(i) - problem.v.row(0)).cwiseAbs().maxCoeff() < 1e-6f);
        }
    }

    void costIsTheExactCost_data() { attnlab::reference::addSizeAndCausalRows({ 1, 7, 64, 257, 1000 }); }
    void costIsTheExactCost()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const Params params = makeParams(0.01, true);
        RunOptions options;
        options.wantMap = false;
        const Result result = threshold().run(makeProblem(n, 12, 8, causal), params, options);
        QVERIFY(!result.map.has_value());
        QCOMPARE(result.cost.madds, threshold().analyticCost(n, 12, 8, causal, params).madds);
        // The same multiply-adds as the tiled exact path: the oracle skips nothing.
        QCOMPARE(result.cost.madds,
            attnlab::core::exactAttentionCost(n, 12, 8, causal, attnlab::core::ExactPath::Tiled, 1).madds);
    }
};

QTEST_GUILESS_MAIN(TestThreshold)
#include "test_threshold.moc"
