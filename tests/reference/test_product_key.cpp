// product_key against a dense double-precision reference written from ../shared/spec/variants.md: per query and slice,
// the allowed keys ranked by slice dot product (a stable sort, so ties go to the lower j), the first p kept; every
// composite of the Cartesian product enumerated one by one with its score s * (sum of its slice dot products); softmax
// over the composites; O_i = sum_c a_ic [concatenated value slices]; M_ij = sum_c a_ic (slices of c taken from j) / S.
// keep > 0 (the paper's top-k of the candidates; not in the spec, whose form is the default keep = 0): the composites,
// in the order they are enumerated (slice 0 outermost, each slice's keys best first), stably sorted by score and the
// first `keep` kept before the softmax.
#include "core/extra_keys.h"
#include "reference/lowrank_reference.h"
#include "reference/size_causal_rows.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <tuple>

using namespace attnlab;
using core::MatrixD;
using reference::lowrank::makeParams;
using reference::lowrank::makeProblem;

namespace {

constexpr double kTolerance = 1e-5;

const core::Variant& productKey()
{
    return reference::lowrank::variantNamed("product_key");
}

core::Params productParams(long long subspaces, long long p, long long keep = 0)
{
    if (keep == 0) // the default: the spec's form
        return makeParams(productKey(), { { "subspaces", subspaces }, { "p", p } });
    return makeParams(productKey(), { { "subspaces", subspaces }, { "p", p }, { "keep", keep } });
}

struct Expected {
    MatrixD o;
    MatrixD map;
    std::vector<std::vector<std::vector<int>>> ranked; // [query][slice]: the kept keys, best first
    std::vector<std::vector<int>> support; // [query]: the keys of the composites the softmax runs over, ascending
};

Expected referenceProductKey(const core::Problem& problem, int subspaces, long long p, long long keep = 0)
{
    const int n = problem.n();
    const int width = problem.d() / subspaces;
    const int valueWidth = problem.dv() / subspaces;
    const MatrixD q = problem.q.cast<double>();
    const MatrixD k = problem.k.cast<double>();
    const MatrixD v = problem.v.cast<double>();
    Expected expected;
    expected.o = MatrixD::Zero(n, problem.dv());
    expected.map = MatrixD::Zero(n, n);
    expected.ranked.resize(static_cast<std::size_t>(n));
    expected.support.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const int allowed = problem.causal ? i + 1 : n;
        std::vector<std::vector<double>> dots(static_cast<std::size_t>(subspaces), std::vector<double>(allowed));
        for (int s = 0; s < subspaces; ++s) {
            for (int j = 0; j < allowed; ++j)
                for (int c = s * width; c < (s + 1) * width; ++c)
                    dots[s][j] += q(i, c) * k(j, c);
            std::vector<int> order(static_cast<std::size_t>(allowed));
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return dots[s][a] > dots[s][b]; });
            order.resize(static_cast<std::size_t>(std::min<long long>(p, allowed)));
            expected.ranked[i].push_back(order);
        }
        // Every composite, by recursion over the slices.
        std::vector<std::vector<int>> composites;
        std::vector<double> scores;
        std::vector<int> current;
        std::function<void(int, double)> visit = [&](int s, double sum) {
            if (s == subspaces) {
                composites.push_back(current);
                scores.push_back(reference::specScale(problem) * sum);
                return;
            }
            for (const int j : expected.ranked[i][s]) {
                current.push_back(j);
                visit(s + 1, sum + dots[s][j]);
                current.pop_back();
            }
        };
        visit(0, 0.0);
        std::vector<std::size_t> kept(composites.size());
        std::iota(kept.begin(), kept.end(), std::size_t { 0 });
        if (keep > 0 && keep < static_cast<long long>(kept.size())) {
            std::stable_sort(
                kept.begin(), kept.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
            kept.resize(static_cast<std::size_t>(keep));
        }
        double best = -INFINITY;
        for (const std::size_t c : kept)
            best = std::max(best, scores[c]);
        double total = 0.0;
        for (const std::size_t c : kept)
            total += std::exp(scores[c] - best);
        for (const std::size_t c : kept) {
            const double weight = std::exp(scores[c] - best) / total;
            for (int s = 0; s < subspaces; ++s) {
                const int j = composites[c][s];
                for (int t = 0; t < valueWidth; ++t)
                    expected.o(i, s * valueWidth + t) += weight * v(j, s * valueWidth + t);
                expected.map(i, j) += weight / subspaces;
                expected.support[i].push_back(j);
            }
        }
        std::sort(expected.support[i].begin(), expected.support[i].end());
        expected.support[i].erase(
            std::unique(expected.support[i].begin(), expected.support[i].end()), expected.support[i].end());
    }
    return expected;
}

std::string compareWithReference(const core::Problem& problem, int subspaces, long long p, long long keep = 0)
{
    const core::Result result = productKey().run(problem, productParams(subspaces, p, keep), core::RunOptions {});
    const Expected expected = referenceProductKey(problem, subspaces, p, keep);
    if (!(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < kTolerance))
        return "O differs";
    if (!result.map || !(reference::maxRelativeDifference(result.map->cast<double>(), expected.map) < kTolerance))
        return "M differs";
    const core::Matrix& top = result.extras.matrices.at(core::extra_keys::kSubspaceTopKeys);
    const int columns = static_cast<int>(std::min<long long>(p, problem.n()));
    if (top.rows() != problem.n() || top.cols() != subspaces * columns)
        return "subspace_top_keys has the wrong shape";
    for (int i = 0; i < problem.n(); ++i) {
        std::vector<int> picked;
        for (int s = 0; s < subspaces; ++s) {
            const std::vector<int>& ranked = expected.ranked[i][s];
            for (int t = 0; t < columns; ++t) {
                const int want = t < static_cast<int>(ranked.size()) ? ranked[t] : -1;
                if (top(i, s * columns + t) != static_cast<float>(want))
                    return "subspace_top_keys differs at query " + std::to_string(i);
            }
            picked.insert(picked.end(), ranked.begin(), ranked.end());
        }
        std::sort(picked.begin(), picked.end());
        picked.erase(std::unique(picked.begin(), picked.end()), picked.end());
        // Every composite of the picked keys takes part in the spec's form, so its support is all picked keys.
        if (keep == 0 && expected.support[i] != picked)
            return "the reference's support differs from the picked keys at query " + std::to_string(i);
        if (result.pattern.row(i) != expected.support[i])
            return "pattern row " + std::to_string(i) + " is not the keys of the composites the softmax runs over";
    }
    const double composites = std::pow(static_cast<double>(columns), subspaces);
    const double kept = keep > 0 ? std::min(composites, static_cast<double>(keep)) : composites;
    if (result.extras.scalars.at(core::extra_keys::kCompositesPerQuery) != kept)
        return "composites_per_query is not the number of composites the softmax runs over";
    return {};
}

} // namespace

class TestProductKey : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = productKey().info();
        QCOMPARE(info.family, core::Family::Lowrank);
        QCOMPARE(info.listOrder, 6);
        QCOMPARE(info.causal, core::CausalSupport::Optional);
        QVERIFY(info.rowsSumToOne);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(3));
        QCOMPARE(defaults.integer("subspaces"), 2LL);
        QCOMPARE(defaults.integer("p"), 4LL);
        // The default is the spec's form (all composites); keep = p selects the paper's top-k of the candidates.
        QCOMPARE(defaults.integer("keep"), 0LL);
        const QString description = QString::fromStdString(info.description);
        QVERIFY2(description.contains("keep = p") && description.contains("learned table"), qPrintable(description));
    }

    // Lample et al.: the top k of each half's sub-keys, then the top k of the k^2 candidates before the softmax.
    void keepsTheBestCompositesBeforeTheSoftmax_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("subspaces");
        QTest::addColumn<qlonglong>("p");
        QTest::addColumn<qlonglong>("keep");
        QTest::addColumn<bool>("causal");
        const std::vector<std::tuple<int, qlonglong, qlonglong>> shapes { { 2, 4, 4 }, { 2, 4, 1 }, { 2, 4, 15 },
            { 2, 4, 16 }, { 2, 4, 40 }, { 3, 3, 5 }, { 1, 6, 2 }, { 2, 30, 30 } };
        for (const int n : { 1, 7, 64, 257 })
            for (const auto& [subspaces, p, keep] : shapes)
                for (const bool causal : { false, true })
                    QTest::addRow(
                        "n%d S%d p%lld keep%lld %s", n, subspaces, p, keep, causal ? "causal" : "bidirectional")
                        << n << subspaces << p << keep << causal;
    }
    void keepsTheBestCompositesBeforeTheSoftmax()
    {
        QFETCH(int, n);
        QFETCH(int, subspaces);
        QFETCH(qlonglong, p);
        QFETCH(qlonglong, keep);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 12, 6, causal, 29);
        const std::string failure = compareWithReference(problem, subspaces, p, keep);
        QVERIFY2(failure.empty(), failure.c_str());
        // keep at or above p^S is the spec's form again, bit for bit.
        const double composites = std::pow(static_cast<double>(std::min<long long>(p, n)), subspaces);
        const core::Result kept = productKey().run(problem, productParams(subspaces, p, keep), core::RunOptions {});
        const core::Result all = productKey().run(problem, productParams(subspaces, p), core::RunOptions {});
        if (static_cast<double>(keep) >= composites)
            QCOMPARE(kept.o, all.o);
        else if (n >= 64)
            QVERIFY2(reference::maxRelativeDifference(kept.o.cast<double>(), all.o.cast<double>()) > 1e-4,
                "dropping composites changes O");
    }

    // keep = 1 is hard attention to the best composite: the best key of every slice, its value slices as they are.
    void keepOneTakesTheBestKeyOfEverySlice_data() { reference::addSizeAndCausalRows(); }
    void keepOneTakesTheBestKeyOfEverySlice()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 12, 6, causal, 31);
        const core::Result result = productKey().run(problem, productParams(3, 4, 1), core::RunOptions {});
        for (int i = 0; i < n; ++i) {
            const int allowed = causal ? i + 1 : n;
            for (int s = 0; s < 3; ++s) {
                const Eigen::VectorXd scores = problem.k.topRows(allowed).middleCols(4 * s, 4).cast<double>()
                    * problem.q.row(i).segment(4 * s, 4).cast<double>().transpose();
                Eigen::Index best = 0;
                scores.maxCoeff(&best);
                QVERIFY(Eigen::RowVectorXf(result.o.row(i).segment(2 * s, 2))
                    == Eigen::RowVectorXf(problem.v.row(best).segment(2 * s, 2)));
            }
        }
    }

    // All keys equal: every composite ties, so the first `keep` composites in order are kept (the better-ranked
    // slice keys, which are the lower ones here).
    void keepBreaksTiesByCompositeOrder()
    {
        core::Problem problem = makeProblem(20, 12, 6, false);
        for (int j = 1; j < problem.n(); ++j)
            problem.k.row(j) = problem.k.row(0);
        const core::Result result = productKey().run(problem, productParams(2, 3, 4), core::RunOptions {});
        // Composites (0,0) (0,1) (0,2) (1,0): keys 0, 1, 2 in slice 1 and keys 0, 1 in slice 0.
        for (int i = 0; i < problem.n(); ++i)
            QCOMPARE(result.pattern.row(i), (std::vector<int> { 0, 1, 2 }));
        const std::string failure = compareWithReference(problem, 2, 3, 4);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("subspaces");
        QTest::addColumn<qlonglong>("p");
        QTest::addColumn<bool>("causal");
        const std::vector<std::pair<int, qlonglong>> shapes { { 1, 1 }, { 1, 5 }, { 2, 3 }, { 2, 4 }, { 3, 2 },
            { 2, 300 } };
        for (const int n : { 1, 7, 64, 257 })
            for (const auto& [subspaces, p] : shapes)
                for (const bool causal : { false, true }) {
                    if (p > 64 && n > 64)
                        continue; // 257^2 composites per query: slow in the reference, nothing new
                    QTest::addRow("n%d S%d p%lld %s", n, subspaces, p, causal ? "causal" : "bidirectional")
                        << n << subspaces << p << causal;
                }
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(int, subspaces);
        QFETCH(qlonglong, p);
        QFETCH(bool, causal);
        // d = 12 and dv = 6 divide by 1, 2 and 3; neither is a power of two.
        // At the default scale and at one given.
        for (const std::optional<double>& scale : reference::kReferenceScales) {
            core::Problem problem = makeProblem(n, 12, 6, causal);
            problem.scale = scale;
            const std::string failure = compareWithReference(problem, subspaces, p);
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    // ../shared/spec/variants.md: one subspace and p = N make every key a composite, so product_key is `full`.
    void oneSubspaceWithEveryKeyIsFull_data() { reference::addSizeAndCausalRows(); }
    void oneSubspaceWithEveryKeyIsFull()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 10, 7, causal, 13);
        const core::Result result = productKey().run(problem, productParams(1, n), core::RunOptions {});
        const std::string failure = reference::lowrank::compareWithFull(result, problem);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void tiesGoToTheLowerKey()
    {
        // Every key equal: all slice scores tie, so each slice keeps the first p allowed keys.
        core::Problem problem = makeProblem(20, 12, 6, false);
        for (int j = 1; j < problem.n(); ++j)
            problem.k.row(j) = problem.k.row(0);
        const core::Result result = productKey().run(problem, productParams(2, 3), core::RunOptions {});
        const core::Matrix& top = result.extras.matrices.at(core::extra_keys::kSubspaceTopKeys);
        for (int i = 0; i < problem.n(); ++i)
            for (int s = 0; s < 2; ++s)
                for (int t = 0; t < 3; ++t)
                    QCOMPARE(top(i, s * 3 + t), static_cast<float>(t));
        const std::string failure = compareWithReference(problem, 2, 3);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void refusesWidthsTheSubspacesDoNotDivide()
    {
        const QString badD = QString::fromStdString(
            reference::lowrank::runError(productKey(), makeProblem(8, 10, 6, false), productParams(3, 2)));
        QVERIFY2(badD.contains("product_key") && badD.contains("d = 10"), qPrintable(badD));
        const QString badDv = QString::fromStdString(
            reference::lowrank::runError(productKey(), makeProblem(8, 12, 5, false), productParams(2, 2)));
        QVERIFY2(badDv.contains("product_key") && badDv.contains("dv = 5"), qPrintable(badDv));
        const QString tooMany = QString::fromStdString(
            reference::lowrank::runError(productKey(), makeProblem(257, 12, 6, false), productParams(3, 200)));
        QVERIFY2(tooMany.contains("product_key") && tooMany.contains("composite"), qPrintable(tooMany));
    }

    void reproducibleWhateverTheThreads()
    {
        const core::Problem problem = makeProblem(257, 12, 6, true);
        core::RunOptions oneThread;
        oneThread.threads = 1;
        core::RunOptions threeThreads;
        threeThreads.threads = 3;
        const core::Result first = productKey().run(problem, productParams(2, 4), oneThread);
        const core::Result second = productKey().run(problem, productParams(2, 4), threeThreads);
        QCOMPARE(second.o, first.o);
        QCOMPARE(*second.map, *first.map);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("subspaces");
        QTest::addColumn<qlonglong>("p");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<qlonglong>("keep");
        const std::vector<std::pair<int, qlonglong>> shapes { { 1, 1 }, { 1, 300 }, { 2, 4 }, { 3, 2 }, { 2, 30 } };
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const auto& [subspaces, p] : shapes)
                for (const bool causal : { false, true })
                    for (const qlonglong keep : { 0LL, p, 3 * p })
                        QTest::addRow(
                            "n%d S%d p%lld keep%lld %s", n, subspaces, p, keep, causal ? "causal" : "bidirectional")
                            << n << subspaces << p << causal << keep;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, subspaces);
        QFETCH(qlonglong, p);
        QFETCH(bool, causal);
        QFETCH(qlonglong, keep);
        const core::Params params = productParams(subspaces, p, keep);
        const core::Problem problem = makeProblem(n, 12, 6, causal);
        const std::string failure = reference::lowrank::compareCostWithAnalytic(productKey(), params, problem);
        QVERIFY2(failure.empty(), failure.c_str());
        // Per query, as the header counts: allowed d + S (c_i + k_i) + p_i dv.
        double expected = 0.0;
        for (int i = 0; i < n; ++i) {
            const int allowed = causal ? i + 1 : n;
            const double take = static_cast<double>(std::min<long long>(p, allowed));
            const double composites = std::pow(take, subspaces);
            const double kept = keep > 0 ? std::min(composites, static_cast<double>(keep)) : composites;
            expected += allowed * 12.0 + subspaces * (composites + kept) + take * 6.0;
        }
        QCOMPARE(productKey().run(problem, params, reference::withoutMap()).cost.madds, expected);
        // The slice scan reads every allowed key at full width: never below the exact scoring of the allowed pairs.
        const double allowedPairs = causal ? n * (n + 1.0) / 2.0 : static_cast<double>(n) * n;
        QVERIFY(productKey().analyticCost(n, 12, 6, causal, productParams(subspaces, p)).madds >= allowedPairs * 12);
    }
};

QTEST_GUILESS_MAIN(TestProductKey)
#include "test_product_key.moc"
