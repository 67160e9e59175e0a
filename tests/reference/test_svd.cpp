// svd against a dense double-precision reference written from ../shared/spec/variants.md: the exact A
// (dense_reference.h), its SVD by Eigen's one-sided Jacobi (a different algorithm from the variant's divide-and-conquer
// BDCSVD), M = the rank-r truncation U_r Sigma_r W_r^T with r = min(rank, N), O = M V.
#include "core/extra_keys.h"
#include "reference/lowrank_reference.h"

#include <QtTest>

#include <Eigen/SVD>

using namespace attnlab;
using core::MatrixD;
using reference::lowrank::makeParams;
using reference::lowrank::makeProblem;

namespace {

constexpr double kTolerance = 1e-5;

const core::Variant& svd()
{
    return reference::lowrank::variantNamed("svd");
}

struct Expected {
    MatrixD map;
    MatrixD o;
    Eigen::VectorXd sigma;
};

Expected referenceSvd(const core::Problem& problem, long long rank)
{
    const MatrixD a = reference::lowrank::exactA(problem);
    const Eigen::MatrixXd columnMajor = a;
    const Eigen::JacobiSVD<Eigen::MatrixXd> decomposition(columnMajor, Eigen::ComputeFullU | Eigen::ComputeFullV);
    const auto r = static_cast<Eigen::Index>(std::min<long long>(rank, problem.n()));
    Expected expected;
    expected.sigma = decomposition.singularValues();
    expected.map = decomposition.matrixU().leftCols(r) * expected.sigma.head(r).asDiagonal()
        * decomposition.matrixV().leftCols(r).transpose();
    expected.o = expected.map * problem.v.cast<double>();
    return expected;
}

} // namespace

class TestSvd : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = svd().info();
        QCOMPARE(info.family, core::Family::Lowrank);
        QCOMPARE(info.listOrder, 3);
        QVERIFY(info.oracle);
        QVERIFY(QString::fromStdString(info.description).contains("exact"));
        QVERIFY(QString::fromStdString(info.description).contains("Oracle"));
        QVERIFY(!info.rowsSumToOne);
        QCOMPARE(info.causal, core::CausalSupport::Never);
        QVERIFY(!info.causalReason.empty());
        QCOMPARE(info.params.size(), std::size_t(1));
        QCOMPARE(core::Params::defaults(info.params).integer("rank"), 8LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qlonglong>("rank");
        for (const int n : { 1, 7, 64, 257 })
            for (const qlonglong rank : { 1LL, 3LL, 8LL, 300LL })
                QTest::addRow("n%d rank%lld", n, rank) << n << rank;
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(qlonglong, rank);
        for (const std::optional<double> scale : reference::kReferenceScales) {
            core::Problem problem = makeProblem(n, 10, 7, false);
            problem.scale = scale;
            const core::Result result
                = svd().run(problem, makeParams(svd(), { { "rank", rank } }), core::RunOptions {});
            const Expected expected = referenceSvd(problem, rank);

            QVERIFY2(reference::maxRelativeDifference(result.o.cast<double>(), expected.o) < kTolerance, "O");
            QVERIFY(result.map.has_value());
            QVERIFY2(reference::maxRelativeDifference(result.map->cast<double>(), expected.map) < kTolerance, "M");

            const core::Matrix& exactRow = result.extras.matrices.at(core::extra_keys::kSingularValuesExact);
            const core::Matrix& keptRow = result.extras.matrices.at(core::extra_keys::kSingularValuesVariant);
            QCOMPARE(exactRow.cols(), Eigen::Index(n));
            QVERIFY(reference::maxRelativeDifference(exactRow.transpose().cast<double>(), expected.sigma) < 1e-6);
            const auto r = static_cast<int>(std::min<long long>(rank, n));
            for (int t = 0; t < n; ++t)
                QCOMPARE(keptRow(0, t), t < r ? exactRow(0, t) : 0.0f);
            const double energy = expected.sigma.head(r).squaredNorm() / expected.sigma.squaredNorm();
            QVERIFY(std::abs(result.extras.scalars.at(core::extra_keys::kEnergyKept) - energy) < 1e-9);
        }
    }

    // ../shared/spec/variants.md: rank = N keeps every singular value, so svd is `full`.
    void fullRankIsFull_data()
    {
        QTest::addColumn<int>("n");
        for (const int n : { 1, 7, 64, 257 })
            QTest::addRow("n%d", n) << n;
    }
    void fullRankIsFull()
    {
        QFETCH(int, n);
        const core::Problem problem = makeProblem(n, 12, 5, false, 3);
        const core::Result result
            = svd().run(problem, makeParams(svd(), { { "rank", static_cast<long long>(n) } }), core::RunOptions {});
        const std::string failure = reference::lowrank::compareWithFull(result, problem);
        QVERIFY2(failure.empty(), failure.c_str());
        QVERIFY(std::abs(result.extras.scalars.at(core::extra_keys::kEnergyKept) - 1.0) < 1e-12);
    }

    void causalIsRefused()
    {
        const QString message
            = QString::fromStdString(reference::lowrank::runError(svd(), makeProblem(7, 12, 5, true), core::Params {}));
        QVERIFY2(message.contains("svd") && message.contains("causal"), qPrintable(message));
    }

    void refusesNAboveItsLimit()
    {
        const QString message = QString::fromStdString(
            reference::lowrank::runError(svd(), makeProblem(4097, 4, 3, false), core::Params {}));
        QVERIFY2(message.contains("svd") && message.contains("4096"), qPrintable(message));
    }

    void outputDoesNotNeedTheMap()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Params params = makeParams(svd(), { { "rank", 4LL } });
        const core::Result withMap = svd().run(problem, params, core::RunOptions {});
        const core::Result withoutMap = svd().run(problem, params, reference::lowrank::withoutMap());
        QVERIFY(!withoutMap.map.has_value());
        QCOMPARE(withoutMap.o, withMap.o);
        QCOMPARE(withoutMap.extras.matrices.at(core::extra_keys::kSingularValuesExact),
            withMap.extras.matrices.at(core::extra_keys::kSingularValuesExact));
    }

    // A caller's memo keeps the decomposition of its input: the next rank truncates it (the same numbers as a run
    // without the memo, the reference's), and a memo never answers for another input.
    void memoKeepsTheDecompositionForTheNextRank()
    {
        const core::Problem problem = makeProblem(96, 12, 5, false);
        core::RunOptions remembering;
        remembering.inputMemo = std::make_shared<core::InputMemo>();
        const core::Result first = svd().run(problem, makeParams(svd(), { { "rank", 3LL } }), remembering);
        QVERIFY(remembering.inputMemo->holds("svd.exact_map_svd"));
        for (const long long rank : { 3LL, 10LL, 96LL }) {
            const core::Params params = makeParams(svd(), { { "rank", rank } });
            const core::Result fromMemo = svd().run(problem, params, remembering);
            const core::Result computed = svd().run(problem, params, core::RunOptions {});
            QCOMPARE(fromMemo.o, computed.o);
            QCOMPARE(*fromMemo.map, *computed.map);
            QCOMPARE(fromMemo.extras.scalars.at(core::extra_keys::kEnergyKept),
                computed.extras.scalars.at(core::extra_keys::kEnergyKept));
            QCOMPARE(fromMemo.cost.madds, computed.cost.madds); // the method's cost either way
            const Expected expected = referenceSvd(problem, rank);
            QVERIFY(reference::maxRelativeDifference(fromMemo.o.cast<double>(), expected.o) < kTolerance);
        }
        QCOMPARE(svd().run(problem, makeParams(svd(), { { "rank", 3LL } }), remembering).o, first.o);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qlonglong>("rank");
        for (const int n : { 1, 7, 64, 257 })
            for (const qlonglong rank : { 1LL, 8LL, 300LL })
                QTest::addRow("n%d rank%lld", n, rank) << n << rank;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(qlonglong, rank);
        const core::Params params = makeParams(svd(), { { "rank", rank } });
        const std::string failure
            = reference::lowrank::compareCostWithAnalytic(svd(), params, makeProblem(n, 12, 5, false));
        QVERIFY2(failure.empty(), failure.c_str());
        // An oracle: never cheaper than scoring every pair exactly.
        QVERIFY(svd().analyticCost(n, 12, 5, false, params).madds >= static_cast<double>(n) * n * 12);
    }
};

QTEST_GUILESS_MAIN(TestSvd)
#include "test_svd.moc"
