// product_key against a dense double-precision reference written from ../shared/spec/variants.md: per query and slice,
// the allowed keys ranked by slice dot product (a stable sort, so ties go to the lower j), the first p kept; every
// composite of the Cartesian product enumerated one by one with its score s * (sum of its slice dot products); softmax
// over the composites; O_i = sum_c a_ic [concatenated value slices]; M_ij = sum_c a_ic (slices of c taken from j) / S.
#include "core/extra_keys.h"
#include "reference/lowrank_reference.h"
#include "reference/size_causal_rows.h"

#include <QtTest>

#include <algorithm>
#include <functional>
#include <numeric>

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

core::Params productParams(long long subspaces, long long p)
{
    return makeParams(productKey(), {{"subspaces", subspaces}, {"p", p}});
}

struct Expected {
    MatrixD o;
    MatrixD map;
    std::vector<std::vector<std::vector<int>>> ranked; // [query][slice]: the kept keys, best first
};

Expected referenceProductKey(const core::Problem& problem, int subspaces, long long p)
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
                scores.push_back(problem.effectiveScale() * sum);
                return;
            }
            for (const int j : expected.ranked[i][s]) {
                current.push_back(j);
                visit(s + 1, sum + dots[s][j]);
                current.pop_back();
            }
        };
        visit(0, 0.0);
        const double best = *std::max_element(scores.begin(), scores.end());
        double total = 0.0;
        for (const double score : scores)
            total += std::exp(score - best);
        for (std::size_t c = 0; c < composites.size(); ++c) {
            const double weight = std::exp(scores[c] - best) / total;
            for (int s = 0; s < subspaces; ++s) {
                const int j = composites[c][s];
                for (int t = 0; t < valueWidth; ++t)
                    expected.o(i, s * valueWidth + t) += weight * v(j, s * valueWidth + t);
                expected.map(i, j) += weight / subspaces;
            }
        }
    }
    return expected;
}

std::string compareWithReference(const core::Problem& problem, int subspaces, long long p)
{
    const core::Result result = productKey().run(problem, productParams(subspaces, p), core::RunOptions{});
    const Expected expected = referenceProductKey(problem, subspaces, p);
    if (!(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < kTolerance))
        return "O differs";
    if (!result.map || !(reference::maxRelativeDifference(result.map->cast<double>(), expected.map) < kTolerance))
        return "M differs";
    const core::Matrix& top = result.extras.matrices.at(core::extra_keys::kSubspaceTopKeys);
    const int columns = static_cast<int>(std::min<long long>(p, problem.n()));
    if (top.rows() != problem.n() || top.cols() != subspaces * columns)
        return "subspace_top_keys has the wrong shape";
    for (int i = 0; i < problem.n(); ++i) {
        std::vector<int> support;
        for (int s = 0; s < subspaces; ++s) {
            const std::vector<int>& ranked = expected.ranked[i][s];
            for (int t = 0; t < columns; ++t) {
                const int want = t < static_cast<int>(ranked.size()) ? ranked[t] : -1;
                if (top(i, s * columns + t) != static_cast<float>(want))
                    return "subspace_top_keys differs at query " + std::to_string(i);
            }
            support.insert(support.end(), ranked.begin(), ranked.end());
        }
        std::sort(support.begin(), support.end());
        support.erase(std::unique(support.begin(), support.end()), support.end());
        if (result.pattern.row(i) != support)
            return "pattern row " + std::to_string(i) + " is not the union of the picked keys";
    }
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
        QCOMPARE(info.params.size(), std::size_t(2));
        QCOMPARE(defaults.integer("subspaces"), 2LL);
        QCOMPARE(defaults.integer("p"), 4LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("subspaces");
        QTest::addColumn<qlonglong>("p");
        QTest::addColumn<bool>("causal");
        const std::vector<std::pair<int, qlonglong>> shapes{{1, 1}, {1, 5}, {2, 3}, {2, 4}, {3, 2}, {2, 300}};
        for (const int n : {1, 7, 64, 257})
            for (const auto& [subspaces, p] : shapes)
                for (const bool causal : {false, true}) {
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
        const std::string failure = compareWithReference(makeProblem(n, 12, 6, causal), subspaces, p);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // ../shared/spec/variants.md: one subspace and p = N make every key a composite, so product_key is `full`.
    void oneSubspaceWithEveryKeyIsFull_data()
    {
        reference::addSizeAndCausalRows();
    }
    void oneSubspaceWithEveryKeyIsFull()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(n, 10, 7, causal, 13);
        const core::Result result = productKey().run(problem, productParams(1, n), core::RunOptions{});
        const std::string failure = reference::lowrank::compareWithFull(result, problem);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void tiesGoToTheLowerKey()
    {
        // Every key equal: all slice scores tie, so each slice keeps the first p allowed keys.
        core::Problem problem = makeProblem(20, 12, 6, false);
        for (int j = 1; j < problem.n(); ++j)
            problem.k.row(j) = problem.k.row(0);
        const core::Result result = productKey().run(problem, productParams(2, 3), core::RunOptions{});
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
        const std::vector<std::pair<int, qlonglong>> shapes{{1, 1}, {1, 300}, {2, 4}, {3, 2}, {2, 30}};
        for (const int n : {1, 7, 64, 257, 1000})
            for (const auto& [subspaces, p] : shapes)
                for (const bool causal : {false, true})
                    QTest::addRow("n%d S%d p%lld %s", n, subspaces, p, causal ? "causal" : "bidirectional")
                        << n << subspaces << p << causal;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, subspaces);
        QFETCH(qlonglong, p);
        QFETCH(bool, causal);
        const std::string failure = reference::lowrank::compareCostWithAnalytic(
            productKey(), productParams(subspaces, p), makeProblem(n, 12, 6, causal));
        QVERIFY2(failure.empty(), failure.c_str());
        // The slice scan reads every allowed key at full width: never below the exact scoring of the allowed pairs.
        const double allowedPairs = causal ? n * (n + 1.0) / 2.0 : static_cast<double>(n) * n;
        QVERIFY(productKey().analyticCost(n, 12, 6, causal, productParams(subspaces, p)).madds >= allowedPairs * 12);
    }
};

QTEST_GUILESS_MAIN(TestProductKey)
#include "test_product_key.moc"
