// topk against a dense double-precision reference written from ../shared/spec/variants.md: per query, rank the allowed
// keys by s q_i.k_j (higher first, lower j on ties), keep the first k, softmax over them (dense_reference.h's masked
// softmax with that pattern). The pattern is the kept set.
#include "core/builtin_catalogues.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <algorithm>
#include <numeric>

using attnlab::core::MatrixD;
using attnlab::core::Params;
using attnlab::core::Problem;
using attnlab::core::Result;
using attnlab::core::RunOptions;
using attnlab::core::Variant;

namespace {

constexpr double kTolerance = 1e-5;

const Variant& topk()
{
    return attnlab::core::builtinVariants().get("topk", "variant");
}

Problem makeProblem(int n, int d, int dv, bool causal)
{
    return attnlab::reference::randomProblem(n, d, dv, causal, 33);
}

Params makeParams(long long k)
{
    Params params;
    params.set(topk().info().params, "k", k);
    return params;
}

// kept[i][j]: whether j is among the k best allowed keys of query i, by a full stable ranking.
std::vector<std::vector<bool>> referenceKept(const Problem& problem, long long k)
{
    const int n = problem.n();
    const MatrixD q = problem.q.cast<double>();
    const MatrixD keys = problem.k.cast<double>();
    std::vector<std::vector<bool>> kept(n, std::vector<bool>(n, false));
    for (int i = 0; i < n; ++i) {
        const int allowed = problem.causal ? i + 1 : n;
        std::vector<double> scores(allowed);
        for (int j = 0; j < allowed; ++j)
            scores[j] = attnlab::reference::specScale(problem) * q.row(i).dot(keys.row(j));
        std::vector<int> order(allowed);
        std::iota(order.begin(), order.end(), 0);
        // Stable: among equal scores the lower j stays first.
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });
        for (int t = 0; t < std::min<long long>(k, allowed); ++t)
            kept[i][order[t]] = true;
    }
    return kept;
}

void checkAgainstReference(const Problem& problem, long long k)
{
    const Result result = topk().run(problem, makeParams(k), RunOptions {});
    const auto kept = referenceKept(problem, k);
    const auto reference = attnlab::reference::maskedSoftmaxAttention(problem.q, problem.k, problem.v,
        attnlab::reference::specScale(problem), [&kept](int i, int j) { return kept[i][j]; });
    QVERIFY(attnlab::reference::maxRelativeDifference(result.o.cast<double>(), reference.o) < kTolerance);
    QVERIFY(result.map.has_value());
    QVERIFY(attnlab::reference::maxRelativeDifference(result.map->cast<double>(), reference.map) < kTolerance);
    for (int i = 0; i < problem.n(); ++i)
        for (int j = 0; j < problem.n(); ++j)
            QVERIFY2(
                result.pattern.contains(i, j) == kept[i][j], qPrintable(QStringLiteral("pair (%1, %2)").arg(i).arg(j)));
}

} // namespace

class TestTopK : public QObject {
    Q_OBJECT

private slots:
    void isAnOracle()
    {
        const auto& info = topk().info();
        QVERIFY(info.oracle);
        QCOMPARE(info.listOrder, 12);
        QVERIFY(QString::fromStdString(info.description).contains("exact"));
        QCOMPARE(Params::defaults(info.params).integer("k"), 8LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<qlonglong>("k");
        QTest::addColumn<bool>("causal");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const qlonglong k : { 1LL, 3LL, 8LL, 300LL })
                for (const bool causal : { false, true }) {
                    const bool wide = row++ % 2 == 0;
                    QTest::addRow("n%d k%lld %s", n, k, causal ? "causal" : "bidirectional")
                        << n << (wide ? 12 : 10) << (wide ? 8 : 5) << k << causal;
                }
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(qlonglong, k);
        QFETCH(bool, causal);
        for (const std::optional<double> scale : attnlab::reference::kReferenceScales) {
            Problem problem = makeProblem(n, d, dv, causal);
            problem.scale = scale;
            checkAgainstReference(problem, k);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void tiesGoToTheLowerKey_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("bidirectional") << false;
        QTest::newRow("causal") << true;
    }
    void tiesGoToTheLowerKey()
    {
        QFETCH(bool, causal);
        // Entries in {-1, 0, 1} and scale 1: every score is an exact small integer, so ties are real ties.
        Problem problem = makeProblem(64, 6, 5, causal);
        problem.q = problem.q.array().round().cwiseMax(-1.0f).cwiseMin(1.0f).matrix();
        problem.k = problem.k.array().round().cwiseMax(-1.0f).cwiseMin(1.0f).matrix();
        problem.scale = 1.0;
        checkAgainstReference(problem, 5);
        // Zero queries tie everything: the first k allowed keys win.
        problem.q.setZero();
        const Result result = topk().run(problem, makeParams(3), RunOptions {});
        QCOMPARE(result.pattern.row(1), causal ? (std::vector<int> { 0, 1 }) : (std::vector<int> { 0, 1, 2 }));
        QCOMPARE(result.pattern.row(40), (std::vector<int> { 0, 1, 2 }));
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qlonglong>("k");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const qlonglong k : { 1LL, 8LL, 300LL })
                for (const bool causal : { false, true })
                    QTest::addRow("n%d k%lld %s", n, k, causal ? "causal" : "bidirectional") << n << k << causal;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(qlonglong, k);
        QFETCH(bool, causal);
        const int d = 12;
        const int dv = 8;
        RunOptions options;
        options.wantMap = false;
        const Result result = topk().run(makeProblem(n, d, dv, causal), makeParams(k), options);
        QVERIFY(!result.map.has_value());
        QCOMPARE(result.cost.madds, topk().analyticCost(n, d, dv, causal, makeParams(k)).madds);
        // Exact scoring (never less than the allowed pairs) plus the kept pairs times dv.
        const double allowedPairs = causal ? n * (n + 1.0) / 2.0 : static_cast<double>(n) * n;
        const double scoring = result.cost.madds - static_cast<double>(result.pattern.pairCount()) * dv;
        QVERIFY(scoring >= allowedPairs * d);
        if (!causal)
            QCOMPARE(scoring, allowedPairs * d);
    }
};

QTEST_GUILESS_MAIN(TestTopK)
#include "test_topk.moc"
