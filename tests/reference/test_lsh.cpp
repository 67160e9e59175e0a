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
    int chunk = 0; // 0: the whole-bucket field (the variant's default is 64)
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
    params.set(specs, "chunk", static_cast<long long>(setup.chunk));
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

// How many tokens before position t carry t's bucket: t's rank in its bucket after the sort by (bucket, position).
std::vector<int> rankInBucket(const std::vector<int>& buckets)
{
    std::vector<int> ranks(buckets.size(), 0);
    for (std::size_t t = 0; t < buckets.size(); ++t)
        for (std::size_t u = 0; u < t; ++u)
            if (buckets[u] == buckets[t])
                ++ranks[t];
    return ranks;
}

// Same bucket in any round, as the variant reports the ids; i itself; causal. With chunk > 0 (Reformer's sorted
// chunks, restarting at each bucket as lsh.cpp documents) the key's rank in the bucket must lie in the query's
// chunk or the one before: floor(rank_k / chunk) in {floor(rank_q / chunk) - 1, floor(rank_q / chunk)}.
std::function<bool(int, int)> sameBucketPattern(const Result& result, int rounds, bool causal, int chunk = 0)
{
    std::vector<std::vector<int>> queries;
    std::vector<std::vector<int>> keys;
    std::vector<std::vector<int>> queryRanks;
    std::vector<std::vector<int>> keyRanks;
    for (int r = 0; r < rounds; ++r) {
        queries.push_back(reportedLabels(result, extra_keys::kQueryBuckets, r));
        keys.push_back(reportedLabels(result, extra_keys::kKeyBuckets, r));
        queryRanks.push_back(rankInBucket(queries.back()));
        keyRanks.push_back(rankInBucket(keys.back()));
    }
    return [=](int i, int j) {
        if (causal && j > i)
            return false;
        if (i == j)
            return true;
        for (std::size_t r = 0; r < static_cast<std::size_t>(rounds); ++r) {
            const auto qi = static_cast<std::size_t>(i);
            const auto kj = static_cast<std::size_t>(j);
            if (queries[r][qi] != keys[r][kj])
                continue;
            if (chunk <= 0)
                return true;
            const int queryChunk = queryRanks[r][qi] / chunk;
            const int keyChunk = keyRanks[r][kj] / chunk;
            if (keyChunk == queryChunk || keyChunk == queryChunk - 1)
                return true;
        }
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
    QTest::addColumn<int>("chunk");
    const std::vector<LshSetup> setups {
        { 8, 1, 0, false, 0 }, // the whole-bucket field
        { 2, 1, 3, false, 0 }, // one hyperplane
        { 4, 3, 5, false, 0 }, // several rounds: the union of the buckets
        { 16, 2, 1, true, 0 }, // shared QK, two rounds
        { 6, 1, 2, true, 0 }, // shared QK, a bucket count that is not a power of two
        { 8, 1, 0, false, 64 }, // the defaults
        { 2, 1, 3, false, 5 }, // large buckets in chunks of 5
        { 4, 3, 5, false, 1 }, // chunks of one token, several rounds
        { 2, 2, 4, true, 3 }, // shared QK in chunks
        { 2, 1, 6, false, 1000 }, // a chunk longer than the sequence: the whole bucket
    };
    attnlab::reference::addGroupingRows(
        setups,
        [](const LshSetup& setup) {
            return QStringLiteral("b%1 r%2 seed%3 %4")
                       .arg(setup.buckets)
                       .arg(setup.rounds)
                       .arg(setup.seed)
                       .arg(setup.sharedQk ? "shared" : "separate")
                + (setup.chunk > 0 ? QStringLiteral(" chunk%1").arg(setup.chunk) : QString());
        },
        [](QTestData& row, const LshSetup& setup) {
            row << setup.buckets << setup.rounds << static_cast<int>(setup.seed) << setup.sharedQk << setup.chunk;
        });
}

LshSetup setupFromRow()
{
    QFETCH(int, buckets);
    QFETCH(int, rounds);
    QFETCH(int, seed);
    QFETCH(bool, sharedQk);
    QFETCH(int, chunk);
    return LshSetup { buckets, rounds, seed, sharedQk, chunk };
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
        const std::string failure = attnlab::reference::checkClusterCatalogueEntry(lsh(), 0, 5);
        QVERIFY2(failure.empty(), failure.c_str());
        const Params defaults = Params::defaults(lsh().info().params);
        QCOMPARE(defaults.integer("buckets"), 8LL);
        QCOMPARE(defaults.integer("rounds"), 1LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
        QCOMPARE(defaults.boolean("shared_qk"), false);
        QCOMPARE(defaults.integer("chunk"), 64LL); // Reformer's chunk length
        QCOMPARE(lsh().info().promise.growth, attnlab::core::CostGrowth::LinearLog);
    }

    void refusesAnOddBucketCount()
    {
        try {
            (void)lsh().run(attnlab::reference::randomProblem(16, 12, 5, false),
                makeParams(LshSetup { 7, 1, 0, false, 0 }), RunOptions {});
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
                referenceKeys(problem, setup.sharedQk),
                sameBucketPattern(result, setup.rounds, row.causal, setup.chunk));
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
            const Result result = lsh().run(problem, makeParams(LshSetup { 2, 1, seed, false, 0 }), options);
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
        const Result one = lsh().run(problem, makeParams(LshSetup { 8, 1, 4, false, 0 }), RunOptions {});
        const Result three = lsh().run(problem, makeParams(LshSetup { 8, 3, 4, false, 0 }), RunOptions {});
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
        QTest::addColumn<int>("chunk");
        for (const bool causal : { false, true }) {
            const char* name = causal ? "causal" : "bidirectional";
            QTest::addRow("b8 r1 %s", name) << 8 << 1 << causal << 0;
            QTest::addRow("b4 r3 %s", name) << 4 << 3 << causal << 0;
            QTest::addRow("b32 r2 %s", name) << 32 << 2 << causal << 0;
            QTest::addRow("b2 r1 chunk16 %s", name) << 2 << 1 << causal << 16;
            QTest::addRow("b4 r2 chunk8 %s", name) << 4 << 2 << causal << 8;
        }
    }
    void analyticCostIsTheExpectedCost()
    {
        QFETCH(int, buckets);
        QFETCH(int, rounds);
        QFETCH(bool, causal);
        QFETCH(int, chunk);
        constexpr int kN = 257;
        constexpr int kRuns = 20;
        double counted = 0.0;
        double analytic = 0.0;
        for (int run = 0; run < kRuns; ++run) {
            const Params params = makeParams(LshSetup { buckets, rounds, run, false, chunk });
            counted += attnlab::reference::runWithoutMap(
                lsh(), attnlab::reference::randomProblem(kN, 12, 5, causal, 100 + run), params)
                           .cost.madds;
            analytic += lsh().analyticCost(kN, 12, 5, causal, params).madds;
        }
        const double ratio = counted / analytic;
        // Chunks over several rounds overlap more than independent draws (lsh.cpp): the counted cost lies lower.
        const double lowest = chunk > 0 && rounds > 1 ? 0.8 : 0.95;
        QVERIFY2(ratio > lowest && ratio < 1.15, qPrintable(QStringLiteral("counted / analytic = %1").arg(ratio)));
    }

    // A chunk at least as long as every bucket reads the whole bucket: the same pattern and output as chunk = 0.
    void aLongChunkIsTheWholeBucket()
    {
        for (const bool causal : { false, true }) {
            const Problem problem = attnlab::reference::randomProblem(257, 12, 5, causal);
            const Result whole = lsh().run(problem, makeParams(LshSetup { 4, 2, 3, false, 0 }), RunOptions {});
            const Result chunked = lsh().run(problem, makeParams(LshSetup { 4, 2, 3, false, 257 }), RunOptions {});
            QCOMPARE(chunked.pattern.pairCount(), whole.pattern.pairCount());
            QVERIFY(chunked.o == whole.o);
            const Result shorter = lsh().run(problem, makeParams(LshSetup { 4, 2, 3, false, 16 }), RunOptions {});
            QVERIFY(shorter.pattern.pairCount() < whole.pattern.pairCount());
        }
    }

    // Each query reads at most 2 chunks per round besides itself, whatever N: the field of O(N chunk).
    void chunksBoundEveryRow()
    {
        const int chunk = 6;
        const int rounds = 2;
        const Result result = attnlab::reference::runWithoutMap(lsh(),
            attnlab::reference::randomProblem(1500, 12, 5, false), makeParams(LshSetup { 2, rounds, 1, false, chunk }));
        for (int i = 0; i < 1500; ++i)
            QVERIFY(result.pattern.rowCount(i) <= 1 + rounds * 2 * chunk);
        QVERIFY(result.pattern.pairCount() > 1500LL * chunk);
    }

    // Under causal a query's chunk is counted among the earlier tokens of its bucket: changing the last tokens
    // leaves every earlier row (its keys and its output) as it was.
    void causalChunksIgnoreLaterTokens()
    {
        constexpr int kN = 257;
        constexpr int kChanged = 40;
        const Problem problem = attnlab::reference::randomProblem(kN, 12, 5, true);
        Problem changed = problem;
        const Problem other = attnlab::reference::randomProblem(kN, 12, 5, true, 77);
        changed.q.bottomRows(kChanged) = other.q.bottomRows(kChanged);
        changed.k.bottomRows(kChanged) = other.k.bottomRows(kChanged);
        changed.v.bottomRows(kChanged) = other.v.bottomRows(kChanged);
        const Params params = makeParams(LshSetup { 2, 2, 5, false, 4 });
        const Result before = lsh().run(problem, params, RunOptions {});
        const Result after = lsh().run(changed, params, RunOptions {});
        for (int i = 0; i < kN - kChanged; ++i) {
            QVERIFY(before.pattern.row(i) == after.pattern.row(i));
            QVERIFY(before.o.row(i) == after.o.row(i));
        }
    }

    void cancelStopsTheRun()
    {
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Cancelled, attnlab::reference::runCancelledFromTheStart(lsh()));
    }
};

QTEST_GUILESS_MAIN(TestLsh)
#include "test_lsh.moc"
