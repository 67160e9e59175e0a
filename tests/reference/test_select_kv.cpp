// select_kv against a dense double-precision reference written from ../shared/spec/variants.md and the variant's
// documented choices: S = the `keep` keys with the largest norm(k_j) or the largest seeded random priority (a stable
// ranking, so ties go to the lower j); pi_i = S + {i}; under causal S_i is chosen among the keys before i only (a
// future key must not evict a past one); then dense_reference.h's masked softmax over that pattern.
#include "core/extra_keys.h"
#include "reference/cost_growth_check.h"
#include "reference/lowrank_reference.h"
#include "reference/size_causal_rows.h"

#include <QtTest>

#include <algorithm>
#include <numeric>

using namespace attnlab;
using core::MatrixD;
using reference::lowrank::makeParams;
using reference::lowrank::makeProblem;

namespace {

constexpr double kTolerance = 1e-5;

const core::Variant& selectKv()
{
    return reference::lowrank::variantNamed("select_kv");
}

core::Params selectParams(long long keep, const std::string& score = "norm", long long seed = 0)
{
    return makeParams(selectKv(), { { "keep", keep }, { "score", score }, { "seed", seed } });
}

// The score of every key: its squared norm, or the random priority u_j = uniform() drawn from Random(seed) in
// position order (as the variant documents).
std::vector<double> referenceScores(const core::Problem& problem, const std::string& score, long long seed)
{
    std::vector<double> scores(static_cast<std::size_t>(problem.n()), 0.0);
    core::Random random(static_cast<std::uint64_t>(seed));
    for (int j = 0; j < problem.n(); ++j) {
        if (score == "norm")
            for (int c = 0; c < problem.d(); ++c)
                scores[static_cast<std::size_t>(j)] += static_cast<double>(problem.k(j, c)) * problem.k(j, c);
        else
            scores[static_cast<std::size_t>(j)] = random.uniform();
    }
    return scores;
}

// The `keep` best of keys 0 .. count-1 by a stable ranking (higher score first, so ties keep the lower j), ascending.
std::vector<int> bestAmongFirst(const std::vector<double>& scores, int count, long long keep)
{
    std::vector<int> order(static_cast<std::size_t>(count));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&scores](int a, int b) { return scores[static_cast<std::size_t>(a)] > scores[static_cast<std::size_t>(b)]; });
    order.resize(static_cast<std::size_t>(std::min<long long>(keep, count)));
    std::sort(order.begin(), order.end());
    return order;
}

// "" when O, M, the pattern and the kept keys agree with the reference. Without causal pi_i = S + {i}, S the keep
// best of all keys; with causal pi_i = S_i + {i}, S_i the keep best of the keys before i.
std::string compareWithReference(const core::Problem& problem, long long keep, const std::string& score, long long seed)
{
    const int n = problem.n();
    const core::Result result = selectKv().run(problem, selectParams(keep, score, seed), core::RunOptions {});
    const std::vector<double> scores = referenceScores(problem, score, seed);
    const std::vector<int> kept = bestAmongFirst(scores, n, keep);
    std::vector<std::vector<bool>> pattern(static_cast<std::size_t>(n), std::vector<bool>(static_cast<std::size_t>(n)));
    for (int i = 0; i < n; ++i) {
        for (const int j : problem.causal ? bestAmongFirst(scores, i, keep) : kept)
            pattern[i][j] = true;
        pattern[i][i] = true;
    }
    const auto allowed = [&pattern](int i, int j) { return static_cast<bool>(pattern[i][j]); };
    const reference::DenseResult expected
        = reference::maskedSoftmaxAttention(problem.q, problem.k, problem.v, reference::specScale(problem), allowed);

    if (result.extras.labels.at(core::extra_keys::kKeptKeys) != kept)
        return "kept keys differ";
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (result.pattern.contains(i, j) != allowed(i, j))
                return "pattern differs at (" + std::to_string(i) + ", " + std::to_string(j) + ")";
    if (!(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < kTolerance))
        return "O differs";
    if (!result.map || !(reference::maxRelativeDifference(result.map->cast<double>(), expected.map) < kTolerance))
        return "M differs";
    return {};
}

} // namespace

class TestSelectKv : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = selectKv().info();
        QCOMPARE(info.family, core::Family::Lowrank);
        QCOMPARE(info.listOrder, 2);
        QCOMPARE(info.causal, core::CausalSupport::Optional);
        QVERIFY(info.rowsSumToOne);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(3));
        QCOMPARE(defaults.integer("keep"), 16LL);
        QCOMPARE(defaults.text("score"), std::string("norm"));
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qlonglong>("keep");
        QTest::addColumn<QString>("score");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257 })
            for (const qlonglong keep : { 1LL, 5LL, 16LL, 300LL })
                for (const char* score : { "norm", "random" })
                    for (const bool causal : { false, true })
                        QTest::addRow("n%d keep%lld %s %s", n, keep, score, causal ? "causal" : "bidirectional")
                            << n << keep << score << causal;
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(qlonglong, keep);
        QFETCH(QString, score);
        QFETCH(bool, causal);
        for (const std::optional<double> scale : reference::kReferenceScales) {
            core::Problem problem = makeProblem(n, 10, 7, causal);
            problem.scale = scale;
            const std::string failure = compareWithReference(problem, keep, score.toStdString(), 4);
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    // ../shared/spec/variants.md: keep = N keeps every key, so select_kv is `full` (causal or not).
    void keepingEveryKeyIsFull_data() { reference::addSizeAndCausalRows(); }
    void keepingEveryKeyIsFull()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 12, 5, causal, 41);
        for (const char* score : { "norm", "random" }) {
            const core::Result result = selectKv().run(problem, selectParams(n, score), core::RunOptions {});
            const std::string failure = reference::lowrank::compareWithFull(result, problem);
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    void equalNormsGoToTheLowerKey()
    {
        // Every key is the same vector with signs flipped: all norms are exactly equal.
        core::Problem problem = makeProblem(40, 6, 5, false);
        for (int j = 0; j < problem.n(); ++j)
            for (int c = 0; c < problem.d(); ++c)
                problem.k(j, c) = ((j + c) % 3 == 0 ? -1.0f : 1.0f) * (0.5f + 0.25f * c);
        const core::Result result = selectKv().run(problem, selectParams(5), core::RunOptions {});
        QCOMPARE(result.extras.labels.at(core::extra_keys::kKeptKeys), (std::vector<int> { 0, 1, 2, 3, 4 }));
        const std::string failure = compareWithReference(problem, 5, "norm", 0);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // The reason for S_i: a large future key must not evict a past one from an earlier query's row of the pattern.
    void aFutureKeyChangesNoEarlierOutput_data()
    {
        QTest::addColumn<QString>("score");
        QTest::newRow("norm") << "norm";
        QTest::newRow("random") << "random";
    }
    void aFutureKeyChangesNoEarlierOutput()
    {
        QFETCH(QString, score);
        const core::Problem problem = makeProblem(64, 12, 5, true);
        core::Problem changed = problem;
        changed.k.row(63).setConstant(9.0f);
        changed.v.row(63).setConstant(-5.0f);
        const core::Params params = selectParams(4, score.toStdString(), 2);
        const core::Result before = selectKv().run(problem, params, core::RunOptions {});
        const core::Result after = selectKv().run(changed, params, core::RunOptions {});
        QCOMPARE(after.o.topRows(63), before.o.topRows(63));
        const std::string failure = compareWithReference(changed, 4, score.toStdString(), 2);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Result first = selectKv().run(problem, selectParams(8, "random", 6), core::RunOptions {});
        const core::Result again = selectKv().run(problem, selectParams(8, "random", 6), core::RunOptions {});
        QCOMPARE(again.o, first.o);
        QCOMPARE(
            again.extras.labels.at(core::extra_keys::kKeptKeys), first.extras.labels.at(core::extra_keys::kKeptKeys));
        const core::Result other = selectKv().run(problem, selectParams(8, "random", 7), core::RunOptions {});
        QVERIFY(
            other.extras.labels.at(core::extra_keys::kKeptKeys) != first.extras.labels.at(core::extra_keys::kKeptKeys));
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qlonglong>("keep");
        QTest::addColumn<QString>("score");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const qlonglong keep : { 1LL, 16LL, 300LL })
                for (const char* score : { "norm", "random" })
                    for (const bool causal : { false, true })
                        QTest::addRow("n%d keep%lld %s %s", n, keep, score, causal ? "causal" : "bidirectional")
                            << n << keep << score << causal;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(qlonglong, keep);
        QFETCH(QString, score);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 12, 5, causal);
        const core::Params params = selectParams(keep, score.toStdString());
        const std::string failure = reference::lowrank::compareCostWithAnalytic(selectKv(), params, problem);
        QVERIFY2(failure.empty(), failure.c_str());
        // Never N x N: the kept block, each query's own key, and the norms.
        const double m = std::min<double>(keep, n);
        QVERIFY(selectKv().analyticCost(n, 12, 5, causal, params).madds
            <= (static_cast<double>(n) * m + n) * 17.0 + static_cast<double>(n) * 12.0);
    }

    void costGrowsLinearlyInN_data()
    {
        QTest::addColumn<QString>("score");
        QTest::newRow("norm") << "norm";
        QTest::newRow("random") << "random";
    }
    void costGrowsLinearlyInN()
    {
        QFETCH(QString, score);
        const core::Params params = selectParams(16, score.toStdString());
        const std::string failure = reference::checkAffineGrowth(
            [&](int n) { return reference::lowrank::countedMadds(selectKv(), params, n, 12, 8); });
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestSelectKv)
#include "test_select_kv.moc"
