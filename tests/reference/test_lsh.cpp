// lsh against an independent dense double-precision reference (../shared/spec/variants.md, `cluster`). The test
// recomputes every bucket id from the definition, h(x) = argmax([x R ; -x R]) of x / norm(x) with R drawn from
// Random(seed) in the order lsh.cpp documents (R_0, R_1, ..., each row by row), checks that the variant reports the
// same ids, and builds the same-bucket mask from the reported ids for the masked-softmax reference. The collision rate
// of two buckets is checked against the hyperplane-hashing law 1 - theta/pi (Charikar, 2002).
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "reference/grouping_reference.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <vector>

using attnlab::core::Matrix;
using attnlab::core::MatrixD;
using attnlab::core::Params;
using attnlab::core::Problem;
using attnlab::core::Result;
using attnlab::core::RunOptions;
using attnlab::core::Variant;
namespace extra_keys = attnlab::core::extra_keys;

namespace {

struct LshSetup {
    int buckets = 8;
    int rounds = 1;
    long long seed = 0;
    bool sharedQk = false;
};

const Variant& lsh()
{
    return attnlab::core::builtinVariants().get("lsh", "variant");
}

Params makeParams(const LshSetup& setup)
{
    const auto& specs = lsh().info().params;
    Params params;
    params.set(specs, "buckets", static_cast<long long>(setup.buckets));
    params.set(specs, "rounds", static_cast<long long>(setup.rounds));
    params.set(specs, "seed", setup.seed);
    params.set(specs, "shared_qk", setup.sharedQk);
    return params;
}

// Rows of x divided by their norm, in double (a zero row stays zero).
MatrixD unitRowsOf(const Matrix& x)
{
    MatrixD unit = x.cast<double>();
    for (Eigen::Index r = 0; r < unit.rows(); ++r) {
        double squared = 0.0;
        for (Eigen::Index c = 0; c < unit.cols(); ++c)
            squared += unit(r, c) * unit(r, c);
        if (squared > 0.0)
            unit.row(r) /= std::sqrt(squared);
    }
    return unit;
}

// The rotations R_0 .. R_{rounds-1}, drawn as lsh.cpp documents.
std::vector<MatrixD> rotations(int d, const LshSetup& setup)
{
    attnlab::core::Random random(static_cast<std::uint64_t>(setup.seed));
    std::vector<MatrixD> all;
    for (int r = 0; r < setup.rounds; ++r) {
        MatrixD rotation(d, setup.buckets / 2);
        for (int a = 0; a < d; ++a)
            for (int c = 0; c < setup.buckets / 2; ++c)
                rotation(a, c) = static_cast<float>(random.normal()); // stored as float, as normalMatrix does
        all.push_back(rotation);
    }
    return all;
}

// h(x) for every row of the unit rows, straight from the definition.
std::vector<int> hashRows(const MatrixD& unit, const MatrixD& rotation)
{
    const auto half = static_cast<int>(rotation.cols());
    std::vector<int> buckets;
    for (Eigen::Index row = 0; row < unit.rows(); ++row) {
        std::vector<double> candidates(2 * static_cast<std::size_t>(half));
        for (int c = 0; c < half; ++c) {
            double projection = 0.0;
            for (Eigen::Index a = 0; a < unit.cols(); ++a)
                projection += unit(row, a) * rotation(a, c);
            candidates[static_cast<std::size_t>(c)] = projection;
            candidates[static_cast<std::size_t>(half + c)] = -projection;
        }
        int best = 0;
        for (int b = 1; b < 2 * half; ++b)
            if (candidates[static_cast<std::size_t>(b)] > candidates[static_cast<std::size_t>(best)])
                best = b;
        buckets.push_back(best);
    }
    return buckets;
}

std::string labelName(const char* base, int round)
{
    return extra_keys::ofRound(base, round);
}

const std::vector<int>& reportedLabels(const Result& result, const char* base, int round)
{
    return result.extras.labels.at(labelName(base, round));
}

// The keys the reference attends with: K, or Q / norm(Q) under shared_qk.
Matrix referenceKeys(const Problem& problem, bool sharedQk)
{
    return sharedQk ? Matrix(unitRowsOf(problem.q).cast<float>()) : problem.k;
}

// Same bucket in any round, as the variant reports the ids; i itself; causal.
std::function<bool(int, int)> sameBucketPattern(const Result& result, int rounds, bool causal)
{
    std::vector<std::vector<int>> queries;
    std::vector<std::vector<int>> keys;
    for (int r = 0; r < rounds; ++r) {
        queries.push_back(reportedLabels(result, extra_keys::kQueryBuckets, r));
        keys.push_back(reportedLabels(result, extra_keys::kKeyBuckets, r));
    }
    return [=](int i, int j) {
        if (causal && j > i)
            return false;
        if (i == j)
            return true;
        for (int r = 0; r < rounds; ++r)
            if (queries[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)]
                == keys[static_cast<std::size_t>(r)][static_cast<std::size_t>(j)])
                return true;
        return false;
    };
}

void addReferenceRows()
{
    attnlab::reference::addGroupingColumns();
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("sharedQk");
    const std::vector<LshSetup> setups {
        { 8, 1, 0, false }, // the defaults
        { 2, 1, 3, false }, // one hyperplane
        { 4, 3, 5, false }, // several rounds: the union of the buckets
        { 16, 2, 1, true }, // shared QK, two rounds
        { 6, 1, 2, true }, // shared QK, a bucket count that is not a power of two
    };
    attnlab::reference::addGroupingRows(
        setups,
        [](const LshSetup& setup) {
            return QStringLiteral("b%1 r%2 seed%3 %4")
                .arg(setup.buckets)
                .arg(setup.rounds)
                .arg(setup.seed)
                .arg(setup.sharedQk ? "shared" : "separate");
        },
        [](QTestData& row, const LshSetup& setup) {
            row << setup.buckets << setup.rounds << static_cast<int>(setup.seed) << setup.sharedQk;
        });
}

LshSetup setupFromRow()
{
    QFETCH(int, buckets);
    QFETCH(int, rounds);
    QFETCH(int, seed);
    QFETCH(bool, sharedQk);
    return LshSetup { buckets, rounds, seed, sharedQk };
}

// The multiply-adds lsh.cpp's header promises for hashing: N d buckets/2 per round for the queries and as many for
// the keys, or, under shared_qk, the queries only plus 2 N d to normalise them.
double hashingMadds(int n, int d, const LshSetup& setup)
{
    const double perSide = static_cast<double>(n) * d * (setup.buckets / 2) * setup.rounds;
    return setup.sharedQk ? perSide + 2.0 * n * d : 2.0 * perSide;
}

} // namespace

class TestLsh : public QObject {
    Q_OBJECT

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = attnlab::reference::checkClusterCatalogueEntry(lsh(), 0, 4);
        QVERIFY2(failure.empty(), failure.c_str());
        const Params defaults = Params::defaults(lsh().info().params);
        QCOMPARE(defaults.integer("buckets"), 8LL);
        QCOMPARE(defaults.integer("rounds"), 1LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
        QCOMPARE(defaults.boolean("shared_qk"), false);
    }

    void refusesAnOddBucketCount()
    {
        try {
            (void)lsh().run(attnlab::reference::randomProblem(16, 12, 5, false),
                makeParams(LshSetup { 7, 1, 0, false }), RunOptions {});
            QFAIL("an odd bucket count must be refused");
        } catch (const attnlab::core::Error& error) {
            QVERIFY2(std::string(error.what()).find("'buckets'") != std::string::npos, error.what());
        }
    }

    void bucketIdsFollowTheDefinition_data() { addReferenceRows(); }
    void bucketIdsFollowTheDefinition()
    {
        const attnlab::reference::GroupingRow row = attnlab::reference::fetchGroupingRow();
        const LshSetup setup = setupFromRow();
        const Problem problem = row.problem();
        const Result result = lsh().run(problem, makeParams(setup), RunOptions {});
        const MatrixD unitQueries = unitRowsOf(problem.q);
        const MatrixD unitKeys = unitRowsOf(referenceKeys(problem, setup.sharedQk));
        const std::vector<MatrixD> rs = rotations(row.d, setup);
        for (int r = 0; r < setup.rounds; ++r) {
            QVERIFY(reportedLabels(result, extra_keys::kQueryBuckets, r)
                == hashRows(unitQueries, rs[static_cast<std::size_t>(r)]));
            QVERIFY(reportedLabels(result, extra_keys::kKeyBuckets, r)
                == hashRows(unitKeys, rs[static_cast<std::size_t>(r)]));
        }
        // No labels for rounds that did not run.
        QVERIFY(result.extras.labels.count(labelName(extra_keys::kQueryBuckets, setup.rounds)) == 0);
        QCOMPARE(result.extras.labels.size(), static_cast<std::size_t>(2 * setup.rounds));

        // bucket_sizes: row 2r counts the queries per bucket in round r, row 2r + 1 the keys.
        const Matrix& sizes = result.extras.matrices.at(extra_keys::kBucketSizes);
        QCOMPARE(sizes.rows(), Eigen::Index(2 * setup.rounds));
        QCOMPARE(sizes.cols(), Eigen::Index(setup.buckets));
        for (int r = 0; r < setup.rounds; ++r) {
            std::vector<int> queryCounts(static_cast<std::size_t>(setup.buckets), 0);
            std::vector<int> keyCounts(static_cast<std::size_t>(setup.buckets), 0);
            for (const int b : reportedLabels(result, extra_keys::kQueryBuckets, r))
                ++queryCounts[static_cast<std::size_t>(b)];
            for (const int b : reportedLabels(result, extra_keys::kKeyBuckets, r))
                ++keyCounts[static_cast<std::size_t>(b)];
            for (int b = 0; b < setup.buckets; ++b) {
                QCOMPARE(sizes(2 * r, b), static_cast<float>(queryCounts[static_cast<std::size_t>(b)]));
                QCOMPARE(sizes(2 * r + 1, b), static_cast<float>(keyCounts[static_cast<std::size_t>(b)]));
            }
        }
    }

    void matchesDenseReference_data() { addReferenceRows(); }
    void matchesDenseReference()
    {
        const attnlab::reference::GroupingRow row = attnlab::reference::fetchGroupingRow();
        const LshSetup setup = setupFromRow();
        // At the default scale and at one given (the references write out the spec's rule, not the engine's).
        for (const std::optional<double>& scale : attnlab::reference::kReferenceScales) {
            Problem problem = row.problem();
            problem.scale = scale;
            const Result result = lsh().run(problem, makeParams(setup), RunOptions {});
            const std::string failure = attnlab::reference::compareWithPatternReference(result, problem,
                referenceKeys(problem, setup.sharedQk), sameBucketPattern(result, setup.rounds, row.causal));
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    // Two vectors at angle theta land in the same half-space of a random hyperplane with probability 1 - theta/pi.
    void twoBucketCollisionRateFollowsTheAngle_data()
    {
        QTest::addColumn<double>("theta");
        for (const int sixths : { 1, 2, 3, 4, 5 })
            QTest::addRow("theta %d pi/6", sixths) << sixths * M_PI / 6.0;
    }
    void twoBucketCollisionRateFollowsTheAngle()
    {
        QFETCH(double, theta);
        constexpr int kSeeds = 4000;
        constexpr int kD = 10;
        // x and y at angle theta, in a plane not aligned with the axes, and scaled differently (the hash normalises).
        attnlab::core::Random random(99);
        MatrixD basis = random.normalMatrix(2, kD).cast<double>();
        basis.row(0).normalize();
        basis.row(1) -= basis.row(1).dot(basis.row(0)) * basis.row(0);
        basis.row(1).normalize();
        Problem problem;
        problem.q = random.normalMatrix(2, kD);
        problem.k = random.normalMatrix(2, kD);
        problem.v = random.normalMatrix(2, 3);
        problem.q.row(0) = (2.0 * basis.row(0)).cast<float>();
        problem.k.row(1) = (0.5 * (std::cos(theta) * basis.row(0) + std::sin(theta) * basis.row(1))).cast<float>();
        RunOptions options;
        options.wantMap = false;
        int same = 0;
        for (int seed = 0; seed < kSeeds; ++seed) {
            const Result result = lsh().run(problem, makeParams(LshSetup { 2, 1, seed, false }), options);
            const bool collide = result.extras.labels.at(extra_keys::kQueryBuckets)[0]
                == result.extras.labels.at(extra_keys::kKeyBuckets)[1];
            QCOMPARE(result.pattern.contains(0, 1), collide);
            same += collide ? 1 : 0;
        }
        const double expected = 1.0 - theta / M_PI;
        const double observed = static_cast<double>(same) / kSeeds;
        const double standardError = std::sqrt(expected * (1.0 - expected) / kSeeds);
        QVERIFY2(std::abs(observed - expected) < 4.0 * standardError,
            qPrintable(QStringLiteral("rate %1, expected %2").arg(observed).arg(expected)));
    }

    void seedsReproduce()
    {
        const Problem problem = attnlab::reference::randomProblem(257, 12, 5, false);
        LshSetup setup { 8, 2, 11, false };
        const Result first = lsh().run(problem, makeParams(setup), RunOptions {});
        const std::string failure
            = attnlab::reference::compareWithOneThreadRun(lsh(), problem, makeParams(setup), first);
        QVERIFY2(failure.empty(), failure.c_str());
        setup.seed = 12;
        const Result other = lsh().run(problem, makeParams(setup), RunOptions {});
        QVERIFY(first.extras.labels.at(extra_keys::kQueryBuckets) != other.extras.labels.at(extra_keys::kQueryBuckets));
        QVERIFY(first.o != other.o);
    }

    void causalOnlyMasksTheSameBuckets()
    {
        const LshSetup setup { 8, 2, 5, false };
        const Result bidirectional
            = lsh().run(attnlab::reference::randomProblem(64, 12, 5, false), makeParams(setup), RunOptions {});
        const Result causal
            = lsh().run(attnlab::reference::randomProblem(64, 12, 5, true), makeParams(setup), RunOptions {});
        QVERIFY(bidirectional.extras.labels == causal.extras.labels);
    }

    void moreRoundsNeverLoseKeys()
    {
        const Problem problem = attnlab::reference::randomProblem(257, 12, 5, false);
        const Result one = lsh().run(problem, makeParams(LshSetup { 8, 1, 4, false }), RunOptions {});
        const Result three = lsh().run(problem, makeParams(LshSetup { 8, 3, 4, false }), RunOptions {});
        // Round 0 draws the same R whatever the number of rounds, so its pattern is contained in the union.
        QVERIFY(one.extras.labels.at(extra_keys::kQueryBuckets) == three.extras.labels.at(extra_keys::kQueryBuckets));
        for (int i = 0; i < 257; ++i)
            for (const int j : one.pattern.row(i))
                QVERIFY(three.pattern.contains(i, j));
        QVERIFY(three.pattern.pairCount() > one.pattern.pairCount());
    }

    void countedCostIsHashingPlusPairs_data() { addReferenceRows(); }
    void countedCostIsHashingPlusPairs()
    {
        const auto [n, d, dv, causal] = attnlab::reference::fetchGroupingRow();
        const LshSetup setup = setupFromRow();
        const Result result = attnlab::reference::runWithoutMap(
            lsh(), attnlab::reference::randomProblem(n, d, dv, causal), makeParams(setup));
        QVERIFY(!result.map.has_value());
        const double pairs = static_cast<double>(result.pattern.pairCount());
        QCOMPARE(result.cost.madds, hashingMadds(n, d, setup) + pairs * (d + dv));
        QVERIFY(result.cost.peakBytes > 0);
        if (n == 1)
            QCOMPARE(result.cost.madds, lsh().analyticCost(n, d, dv, causal, makeParams(setup)).madds);
    }

    // The analytic cost is an expectation (collision rate 1/buckets per round): the counted cost, averaged over
    // inputs and seeds, lies near it. The true rate for random directions is E_R[sum_b p_b^2] >= 1/buckets.
    void analyticCostIsTheExpectedCost_data()
    {
        QTest::addColumn<int>("buckets");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<bool>("causal");
        for (const bool causal : { false, true }) {
            QTest::addRow("b8 r1 %s", causal ? "causal" : "bidirectional") << 8 << 1 << causal;
            QTest::addRow("b4 r3 %s", causal ? "causal" : "bidirectional") << 4 << 3 << causal;
            QTest::addRow("b32 r2 %s", causal ? "causal" : "bidirectional") << 32 << 2 << causal;
        }
    }
    void analyticCostIsTheExpectedCost()
    {
        QFETCH(int, buckets);
        QFETCH(int, rounds);
        QFETCH(bool, causal);
        constexpr int kN = 257;
        constexpr int kRuns = 20;
        double counted = 0.0;
        double analytic = 0.0;
        for (int run = 0; run < kRuns; ++run) {
            const Params params = makeParams(LshSetup { buckets, rounds, run, false });
            counted += attnlab::reference::runWithoutMap(
                lsh(), attnlab::reference::randomProblem(kN, 12, 5, causal, 100 + run), params)
                           .cost.madds;
            analytic += lsh().analyticCost(kN, 12, 5, causal, params).madds;
        }
        const double ratio = counted / analytic;
        QVERIFY2(ratio > 0.95 && ratio < 1.15, qPrintable(QStringLiteral("counted / analytic = %1").arg(ratio)));
    }

    void cancelStopsTheRun()
    {
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Cancelled, attnlab::reference::runCancelledFromTheStart(lsh()));
    }
};

QTEST_GUILESS_MAIN(TestLsh)
#include "test_lsh.moc"
