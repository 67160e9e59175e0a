// linformer against a dense double-precision reference written from ../shared/spec/variants.md: E in R^{k x N}
// (gaussian N(0, 1/k) drawn row by row from Random(2 seed), as the variant documents, or row r averaging keys
// floor(rN/k) .. floor((r+1)N/k) - 1), K' = E K, V' = E V, A = softmax(s Q K'^T), O = A V', M = A E.
#include "core/extra_keys.h"
#include "core/random.h"
#include "core/variants/lowrank/projections.h"
#include "reference/cost_growth_check.h"
#include "reference/lowrank_reference.h"
#include "reference/reference_singular_values.h"

#include <QtTest>

using namespace attnlab;
using core::MatrixD;
using reference::difference;
using reference::lowrank::makeParams;
using reference::lowrank::makeProblem;

namespace {

// A float kernel against a double reference.
constexpr double kTolerance = 1e-4;

const core::Variant& linformer()
{
    return reference::lowrank::variantNamed("linformer");
}

struct Expected {
    MatrixD e; // k x N
    MatrixD a; // N x k
    MatrixD o;
    MatrixD map;
};

Expected referenceLinformer(const core::Problem& problem, const std::string& projection, int k, long long seed)
{
    Expected expected;
    expected.e = reference::lowrank::linformerE(projection, k, problem.n(), seed);
    const MatrixD keys = expected.e * problem.k.cast<double>();
    const MatrixD values = expected.e * problem.v.cast<double>();
    const MatrixD scores = reference::specScale(problem) * problem.q.cast<double>() * keys.transpose();
    expected.a = reference::lowrank::softmaxRows(scores);
    expected.o = expected.a * values;
    expected.map = expected.a * expected.e;
    return expected;
}

} // namespace

class TestLinformer : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = linformer().info();
        QCOMPARE(info.family, core::Family::Lowrank);
        QCOMPARE(info.listOrder, 0);
        QCOMPARE(info.causal, core::CausalSupport::Never);
        QVERIFY(!info.causalReason.empty());
        QVERIFY(!info.rowsSumToOne);
        QVERIFY(!info.oracle);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(3));
        QCOMPARE(defaults.integer("k"), 16LL);
        QCOMPARE(defaults.text("projection"), std::string("gaussian"));
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<QString>("projection");
        QTest::addColumn<qlonglong>("seed");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const int k : { 1, 5, 16, 40 })
                for (const char* projection : { "gaussian", "mean" }) {
                    if (QString(projection) == "mean" && k > n)
                        continue; // refused, tested below
                    const qlonglong seed = row++ % 2 == 0 ? 0 : 5;
                    QTest::addRow("n%d k%d %s seed%lld", n, k, projection, seed) << n << k << projection << seed;
                }
    }
    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(QString, projection);
        QFETCH(qlonglong, seed);
        // d and dv deliberately not powers of two.
        for (const std::optional<double> scale : reference::kReferenceScales) {
            core::Problem problem = makeProblem(n, n % 2 == 0 ? 12 : 10, n % 2 == 0 ? 5 : 7, false);
            problem.scale = scale;
            const core::Result result = linformer().run(problem,
                makeParams(linformer(),
                    { { "k", static_cast<long long>(k) }, { "projection", projection.toStdString() },
                        { "seed", static_cast<long long>(seed) } }),
                core::RunOptions {});
            const Expected expected = referenceLinformer(problem, projection.toStdString(), k, seed);

            QCOMPARE(result.o.rows(), Eigen::Index(n));
            QVERIFY2(difference(result.o, expected.o) < kTolerance, "O");
            QVERIFY(result.map.has_value());
            QVERIFY2(difference(*result.map, expected.map) < kTolerance, "M = A E");
            QVERIFY2(difference(result.extras.matrices.at(core::extra_keys::kProjection), expected.e) < 1e-6, "E");
            QVERIFY2(
                difference(result.extras.matrices.at(core::extra_keys::kCompressedAttention), expected.a) < kTolerance,
                "A");
            QCOMPARE(result.pattern.pairCount(), static_cast<std::int64_t>(n) * n);
        }
    }

    // A dense E is applied a block of 4,096 positions at a time (projections.cpp): 9,000 positions make two
    // whole blocks and a ragged one. Without the map, which would be N x N.
    void matchesDenseReferenceOverSeveralPositionBlocks()
    {
        const int n = 9000;
        const int k = 16;
        const core::Problem problem = makeProblem(n, 12, 5, false);
        core::RunOptions options;
        options.wantMap = false;
        const core::Result result = linformer().run(problem,
            makeParams(linformer(), { { "k", static_cast<long long>(k) }, { "seed", 3LL } }), options);
        const MatrixD e = reference::lowrank::linformerE("gaussian", k, n, 3);
        const MatrixD scores
            = reference::specScale(problem) * problem.q.cast<double>() * (e * problem.k.cast<double>()).transpose();
        const MatrixD a = reference::lowrank::softmaxRows(scores);
        QVERIFY2(difference(result.o, a * (e * problem.v.cast<double>())) < kTolerance, "O");
        QVERIFY2(difference(result.extras.matrices.at(core::extra_keys::kCompressedAttention), a) < kTolerance, "A");
    }

    // ../shared/spec/variants.md: with projection=mean and k = N, E is the identity, so linformer is `full`.
    void meanWithKEqualNIsFull_data()
    {
        QTest::addColumn<int>("n");
        for (const int n : { 1, 7, 64, 257 })
            QTest::addRow("n%d", n) << n;
    }
    void meanWithKEqualNIsFull()
    {
        QFETCH(int, n);
        const core::Problem problem = makeProblem(n, 12, 5, false, 23);
        const core::Result result = linformer().run(problem,
            makeParams(linformer(), { { "k", static_cast<long long>(n) }, { "projection", std::string("mean") } }),
            core::RunOptions {});
        const std::string failure = reference::lowrank::compareWithFull(result, problem);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void spectrumExtrasOnlyWithTheMap()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const core::Params params = makeParams(linformer(), { { "k", 8LL } });
        const core::Result withMap = linformer().run(problem, params, core::RunOptions {});
        const Expected expected = referenceLinformer(problem, "gaussian", 8, 0);
        const Eigen::VectorXd exactSigma = reference::lowrank::singularValues(reference::lowrank::exactA(problem));
        const Eigen::VectorXd variantSigma = reference::lowrank::singularValues(expected.map);
        const core::Matrix& exactRow = withMap.extras.matrices.at(core::extra_keys::kSingularValuesExact);
        const core::Matrix& variantRow = withMap.extras.matrices.at(core::extra_keys::kSingularValuesVariant);
        QCOMPARE(exactRow.rows(), Eigen::Index(1));
        QCOMPARE(exactRow.cols(), Eigen::Index(64));
        QVERIFY(reference::maxRelativeDifference(exactRow.transpose().cast<double>(), exactSigma) < 1e-5);
        QVERIFY(reference::maxRelativeDifference(variantRow.transpose().cast<double>(), variantSigma) < kTolerance);
        // M = A E has rank at most k: its later singular values are zero.
        QCOMPARE(variantRow.rightCols(64 - 8).cwiseAbs().maxCoeff(), 0.0f);

        core::RunOptions mapOnly;
        mapOnly.wantSpectra = false;
        const core::Result withoutSpectra = linformer().run(problem, params, mapOnly);
        QVERIFY(withoutSpectra.map);
        QVERIFY(withoutSpectra.extras.matrices.count(core::extra_keys::kSingularValuesExact) == 0);
        QVERIFY(withoutSpectra.extras.matrices.count(core::extra_keys::kSingularValuesVariant) == 0);

        const core::Result withoutMap = linformer().run(problem, params, reference::lowrank::withoutMap());
        QVERIFY(!withoutMap.map.has_value());
        QVERIFY(withoutMap.extras.matrices.count(core::extra_keys::kSingularValuesExact) == 0);
        QVERIFY(withoutMap.extras.matrices.count(core::extra_keys::kCompressedAttention) == 1);
        QCOMPARE(withoutMap.o, withMap.o);
    }

    void spectrumOfTheFactorsIsTheSpectrumOfTheirProduct_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::newRow("k well below N") << 40 << 8;
        QTest::newRow("k = 1") << 33 << 1;
        QTest::newRow("k = N - 1") << 20 << 19;
        QTest::newRow("k = N") << 12 << 12;
        QTest::newRow("k above N") << 10 << 16;
    }

    void spectrumOfTheFactorsIsTheSpectrumOfTheirProduct()
    {
        // The variant's spectrum comes from the k x k core of two QR factorisations; the reference decomposes the
        // N x N product itself, with another SVD algorithm.
        QFETCH(int, n);
        QFETCH(int, k);
        core::Random random(11);
        const core::Matrix weights = random.normalMatrix(n, k);
        const core::Matrix projection = random.normalMatrix(k, n);
        const Eigen::VectorXd values = core::singularValuesOfProduct(weights, projection);
        const Eigen::VectorXd expected
            = reference::lowrank::singularValues(MatrixD(weights.cast<double>() * projection.cast<double>()));
        QCOMPARE(values.size(), Eigen::Index(n));
        const int rank = std::min(n, k);
        QVERIFY((values.head(rank) - expected.head(rank)).cwiseAbs().maxCoeff() < 1e-12 * expected[0]);
        for (int t = 1; t < n; ++t)
            QVERIFY(values[t] <= values[t - 1]);
        // Beyond k the product's singular values are zero: exactly, not the rounding an SVD of W E would find.
        if (k < n)
            QCOMPARE(values.tail(n - k).cwiseAbs().maxCoeff(), 0.0);
    }

    void noSpectrumAboveItsSizeLimit()
    {
        // Two O(N^3) SVDs that cannot be cancelled: above N = 2048 a note says why they are missing.
        const core::Result result
            = linformer().run(makeProblem(2049, 6, 3, false), core::Params {}, core::RunOptions {});
        QVERIFY(result.map.has_value());
        QVERIFY(result.extras.matrices.count(core::extra_keys::kSingularValuesExact) == 0);
        QVERIFY(QString::fromStdString(result.extras.notes.at(core::extra_keys::kSpectrumNote)).contains("2048"));
    }

    void causalIsRefused()
    {
        const QString message = QString::fromStdString(
            reference::lowrank::runError(linformer(), makeProblem(7, 12, 5, true), core::Params {}));
        QVERIFY2(message.contains("linformer") && message.contains("causal"), qPrintable(message));
    }

    void meanWithKAboveNIsRefused()
    {
        const QString message
            = QString::fromStdString(reference::lowrank::runError(linformer(), makeProblem(7, 12, 5, false),
                makeParams(linformer(), { { "k", 8LL }, { "projection", std::string("mean") } })));
        QVERIFY2(message.contains("linformer") && message.contains("k <= N"), qPrintable(message));
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(64, 12, 5, false);
        const auto run = [&problem](long long seed) {
            return linformer().run(problem, makeParams(linformer(), { { "seed", seed } }), core::RunOptions {});
        };
        const core::Result first = run(3);
        QCOMPARE(run(3).o, first.o);
        QCOMPARE(run(3).extras.matrices.at(core::extra_keys::kProjection),
            first.extras.matrices.at(core::extra_keys::kProjection));
        QVERIFY(run(4).o != first.o);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<QString>("projection");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const int k : { 1, 16, 64 })
                for (const char* projection : { "gaussian", "mean" })
                    if (QString(projection) == "gaussian" || k <= n)
                        QTest::addRow("n%d k%d %s", n, k, projection) << n << k << projection;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(QString, projection);
        const core::Params params = makeParams(
            linformer(), { { "k", static_cast<long long>(k) }, { "projection", projection.toStdString() } });
        const std::string failure
            = reference::lowrank::compareCostWithAnalytic(linformer(), params, makeProblem(n, 12, 5, false));
        QVERIFY2(failure.empty(), failure.c_str());
        // What the method promises: k N (d + dv) for the scores and A V', plus the projection of K and V.
        const double taps = projection == "gaussian" ? static_cast<double>(k) * n : n;
        QCOMPARE(linformer().analyticCost(n, 12, 5, false, params).madds, (taps + static_cast<double>(n) * k) * 17);
    }

    void costGrowsLinearlyInN_data()
    {
        QTest::addColumn<QString>("projection");
        QTest::newRow("gaussian") << "gaussian";
        QTest::newRow("mean") << "mean";
    }
    void costGrowsLinearlyInN()
    {
        QFETCH(QString, projection);
        const core::Params params = makeParams(linformer(), { { "projection", projection.toStdString() } });
        const std::string failure = reference::checkAffineGrowth(
            [&](int n) { return reference::lowrank::countedMadds(linformer(), params, n, 12, 8); });
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLinformer)
#include "test_linformer.moc"
