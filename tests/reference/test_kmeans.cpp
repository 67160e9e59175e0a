// kmeans against an independent dense double-precision reference (../shared/spec/variants.md, `cluster`). The test runs
// its own k-means from the definition and the choices kmeans.cpp documents (unit rows of [Q ; K], initial centroids
// from a partial Fisher-Yates shuffle with Random(seed), `iters` Lloyd iterations, a last assignment, ties to the lower
// cluster, empty clusters keep their centroid), checks the reported clusters and centroids against it, and builds
// the same-cluster mask from the reported ids for the masked-softmax reference. One cluster must give `full`. Under
// causal it runs the online k-means kmeans.cpp documents (seeded unit directions, token t routed by the centroids
// of tokens 0 .. t-1, then added to them) and checks that no later token changes an earlier token's route.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "reference/grouping_reference.h"
#include "reference/size_causal_rows.h"

#include <QtTest>

#include <cmath>
#include <numeric>
#include <vector>

using attnlab::core::Matrix;
using attnlab::core::MatrixD;
using attnlab::core::Params;
using attnlab::core::Problem;
using attnlab::core::Result;
using attnlab::core::RunOptions;
using attnlab::core::Variant;
using attnlab::reference::kGroupingTolerance;
namespace extra_keys = attnlab::core::extra_keys;

namespace {

struct KMeansSetup {
    int clusters = 4;
    int iters = 10;
    long long seed = 0;
    int members = 0; // 0: whole clusters (the variant's default is 256)
};

const Variant& kmeans()
{
    return attnlab::core::builtinVariants().get("kmeans", "variant");
}

Params makeParams(const KMeansSetup& setup)
{
    const auto& specs = kmeans().info().params;
    Params params;
    params.set(specs, "clusters", static_cast<long long>(setup.clusters));
    params.set(specs, "iters", static_cast<long long>(setup.iters));
    params.set(specs, "seed", setup.seed);
    params.set(specs, "members", static_cast<long long>(setup.members));
    return params;
}

struct ReferenceClustering {
    MatrixD centroids;
    std::vector<int> labels; // queries, then keys
    std::vector<double> keyNearness; // per key: its dot product with the centroid that chose its cluster
};

double dot(const MatrixD& a, Eigen::Index row, const MatrixD& b, Eigen::Index other)
{
    double sum = 0.0;
    for (Eigen::Index c = 0; c < a.cols(); ++c)
        sum += a(row, c) * b(other, c);
    return sum;
}

// The unit rows of [Q ; K] (a zero row stays zero), with plain loops.
MatrixD referenceUnitPoints(const Problem& problem)
{
    const int n = problem.n();
    const int d = problem.d();
    MatrixD points(2 * n, d);
    for (int p = 0; p < 2 * n; ++p) {
        const Matrix& source = p < n ? problem.q : problem.k;
        const int row = p < n ? p : p - n;
        double squared = 0.0;
        for (int c = 0; c < d; ++c)
            squared += static_cast<double>(source(row, c)) * source(row, c);
        const double norm = std::sqrt(squared);
        for (int c = 0; c < d; ++c)
            points(p, c) = norm > 0.0 ? source(row, c) / norm : 0.0;
    }
    return points;
}

// The cluster of the largest dot product, the lower one on ties.
int referenceNearest(const MatrixD& points, int p, const MatrixD& centroids)
{
    int best = 0;
    for (int c = 1; c < centroids.rows(); ++c)
        if (dot(points, p, centroids, c) > dot(points, p, centroids, best))
            best = c;
    return best;
}

// Causal: online k-means over the stream, written from kmeans.cpp's header apart from its code.
ReferenceClustering referenceOnlineKMeans(const Problem& problem, const KMeansSetup& setup)
{
    const int n = problem.n();
    const int d = problem.d();
    const MatrixD points = referenceUnitPoints(problem);
    ReferenceClustering result;
    result.centroids.resize(setup.clusters, d);
    attnlab::core::Random random(static_cast<std::uint64_t>(setup.seed));
    for (int c = 0; c < setup.clusters; ++c) {
        double squared = 0.0;
        for (int a = 0; a < d; ++a) {
            result.centroids(c, a) = random.normal();
            squared += result.centroids(c, a) * result.centroids(c, a);
        }
        for (int a = 0; a < d; ++a)
            result.centroids(c, a) /= std::sqrt(squared);
    }
    MatrixD sums = MatrixD::Zero(setup.clusters, d);
    result.labels.assign(static_cast<std::size_t>(2 * n), 0);
    result.keyNearness.assign(static_cast<std::size_t>(n), 0.0);
    for (int t = 0; t < n; ++t) {
        const int joined[2]
            = { referenceNearest(points, t, result.centroids), referenceNearest(points, n + t, result.centroids) };
        result.labels[static_cast<std::size_t>(t)] = joined[0];
        result.labels[static_cast<std::size_t>(n + t)] = joined[1];
        result.keyNearness[static_cast<std::size_t>(t)] = dot(points, n + t, result.centroids, joined[1]);
        for (int side = 0; side < 2; ++side) {
            const int c = joined[side];
            double squared = 0.0;
            for (int a = 0; a < d; ++a) {
                sums(c, a) += points(side == 0 ? t : n + t, a);
                squared += sums(c, a) * sums(c, a);
            }
            if (squared > 0.0)
                for (int a = 0; a < d; ++a)
                    result.centroids(c, a) = sums(c, a) / std::sqrt(squared);
        }
    }
    return result;
}

// Written from the definition with plain loops, apart from kmeans.cpp.
ReferenceClustering referenceKMeans(const Problem& problem, const KMeansSetup& setup)
{
    if (problem.causal)
        return referenceOnlineKMeans(problem, setup);
    const int n = problem.n();
    const int d = problem.d();
    const MatrixD points = referenceUnitPoints(problem);
    // Initial centroids: a partial Fisher-Yates shuffle of the point indices; copies when points run out.
    std::vector<int> positions(static_cast<std::size_t>(2 * n));
    std::iota(positions.begin(), positions.end(), 0);
    attnlab::core::Random random(static_cast<std::uint64_t>(setup.seed));
    const int sampled = std::min(setup.clusters, 2 * n);
    for (int t = 0; t < sampled; ++t)
        std::swap(positions[static_cast<std::size_t>(t)],
            positions[static_cast<std::size_t>(t) + random.below(static_cast<std::uint64_t>(2 * n - t))]);
    ReferenceClustering result;
    result.centroids.resize(setup.clusters, d);
    for (int c = 0; c < setup.clusters; ++c)
        result.centroids.row(c) = points.row(positions[static_cast<std::size_t>(c % sampled)]);
    result.labels.assign(static_cast<std::size_t>(2 * n), 0);

    const auto assign = [&] {
        for (int p = 0; p < 2 * n; ++p) {
            int best = 0;
            for (int c = 1; c < setup.clusters; ++c)
                if (dot(points, p, result.centroids, c) > dot(points, p, result.centroids, best))
                    best = c;
            result.labels[static_cast<std::size_t>(p)] = best;
        }
    };
    for (int iteration = 0; iteration < setup.iters; ++iteration) {
        assign();
        for (int c = 0; c < setup.clusters; ++c) {
            std::vector<double> sum(static_cast<std::size_t>(d), 0.0);
            for (int p = 0; p < 2 * n; ++p)
                if (result.labels[static_cast<std::size_t>(p)] == c)
                    for (int a = 0; a < d; ++a)
                        sum[static_cast<std::size_t>(a)] += points(p, a);
            double squared = 0.0;
            for (const double value : sum)
                squared += value * value;
            if (squared > 0.0)
                for (int a = 0; a < d; ++a)
                    result.centroids(c, a) = sum[static_cast<std::size_t>(a)] / std::sqrt(squared);
        }
    }
    assign();
    for (int j = 0; j < n; ++j)
        result.keyNearness.push_back(
            dot(points, n + j, result.centroids, result.labels[static_cast<std::size_t>(n + j)]));
    return result;
}

// Key u lies nearer its centroid than key j: the larger nearness, the lower index on ties.
bool nearer(const std::vector<double>& nearness, int u, int j)
{
    const double a = nearness[static_cast<std::size_t>(u)];
    const double b = nearness[static_cast<std::size_t>(j)];
    return a > b || (a == b && u < j);
}

// i itself and the keys of q_i's cluster (as the variant reports the clusters). With members > 0 only the cluster's
// `members` nearest keys count: among all its keys, or under causal among its keys up to i (their nearness from the
// reference clustering, fixed when each key arrived).
std::function<bool(int, int)> sameClusterPattern(
    const Result& result, bool causal, int members = 0, const std::vector<double>& nearness = {})
{
    const std::vector<int> queries = result.extras.labels.at(extra_keys::kQueryClusters);
    const std::vector<int> keys = result.extras.labels.at(extra_keys::kKeyClusters);
    const auto n = static_cast<int>(keys.size());
    return [=](int i, int j) {
        if (causal && j > i)
            return false;
        if (i == j)
            return true;
        const int cluster = queries[static_cast<std::size_t>(i)];
        if (keys[static_cast<std::size_t>(j)] != cluster)
            return false;
        if (members <= 0)
            return true;
        int nearerKeys = 0;
        for (int u = 0; u <= (causal ? i : n - 1); ++u)
            if (keys[static_cast<std::size_t>(u)] == cluster && nearer(nearness, u, j))
                ++nearerKeys;
        return nearerKeys < members;
    };
}

void addReferenceRows()
{
    attnlab::reference::addGroupingColumns();
    QTest::addColumn<int>("clusters");
    QTest::addColumn<int>("iters");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("members");
    const std::vector<KMeansSetup> setups {
        { 4, 10, 0, 0 }, // whole clusters
        { 1, 10, 0, 0 }, // one cluster: full attention
        { 3, 0, 5, 0 }, // no iteration: the clusters of the initial points
        { 8, 25, 2, 0 }, // many clusters, many iterations
        { 20, 5, 1, 0 }, // more clusters than points for the short sequences
        { 4, 10, 0, 256 }, // the defaults
        { 2, 10, 3, 5 }, // balanced clusters of 5 nearest keys
        { 1, 4, 1, 9 }, // one cluster: the 9 keys nearest its centroid
        { 6, 3, 2, 1 }, // one key per cluster
        { 3, 6, 2, 1000 }, // more members than tokens: whole clusters
    };
    attnlab::reference::addGroupingRows(
        setups,
        [](const KMeansSetup& setup) {
            return QStringLiteral("c%1 it%2 seed%3 m%4")
                .arg(setup.clusters)
                .arg(setup.iters)
                .arg(setup.seed)
                .arg(setup.members);
        },
        [](QTestData& row, const KMeansSetup& setup) {
            row << setup.clusters << setup.iters << static_cast<int>(setup.seed) << setup.members;
        });
}

KMeansSetup setupFromRow()
{
    QFETCH(int, clusters);
    QFETCH(int, iters);
    QFETCH(int, seed);
    QFETCH(int, members);
    return KMeansSetup { clusters, iters, seed, members };
}

// The clustering's multiply-adds as kmeans.cpp's header states them; causal: one assignment and, per point, 3 d to
// add it to its cluster and renormalise the centroid.
double clusteringMadds(int n, int d, bool causal, const KMeansSetup& setup)
{
    const double points = 2.0 * n;
    if (causal)
        return 2.0 * points * d + points * setup.clusters * d + 3.0 * points * d;
    return 2.0 * points * d + (setup.iters + 1.0) * points * setup.clusters * d
        + setup.iters * (points * d + 2.0 * setup.clusters * d);
}

} // namespace

class TestKMeans : public QObject {
    Q_OBJECT

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = attnlab::reference::checkClusterCatalogueEntry(kmeans(), 1, 4);
        QVERIFY2(failure.empty(), failure.c_str());
        const Params defaults = Params::defaults(kmeans().info().params);
        QCOMPARE(defaults.integer("clusters"), 4LL);
        QCOMPARE(defaults.integer("iters"), 10LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
        QCOMPARE(defaults.integer("members"), 256LL); // sqrt(65,536): the paper's cluster size at N = 65,536
        QCOMPARE(kmeans().info().promise.growth, attnlab::core::CostGrowth::ThreeHalves);
    }

    void clustersFollowTheDefinition_data() { addReferenceRows(); }
    void clustersFollowTheDefinition()
    {
        const auto [n, d, dv, causal] = attnlab::reference::fetchGroupingRow();
        const KMeansSetup setup = setupFromRow();
        const Problem problem = attnlab::reference::randomProblem(n, d, dv, causal);
        const Result result = kmeans().run(problem, makeParams(setup), RunOptions {});
        const ReferenceClustering reference = referenceKMeans(problem, setup);
        const std::vector<int>& queries = result.extras.labels.at(extra_keys::kQueryClusters);
        const std::vector<int>& keys = result.extras.labels.at(extra_keys::kKeyClusters);
        QCOMPARE(queries.size(), static_cast<std::size_t>(n));
        QCOMPARE(keys.size(), static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            QCOMPARE(queries[static_cast<std::size_t>(i)], reference.labels[static_cast<std::size_t>(i)]);
            QCOMPARE(keys[static_cast<std::size_t>(i)], reference.labels[static_cast<std::size_t>(n + i)]);
        }
        const Matrix& centroids = result.extras.matrices.at(extra_keys::kCentroids);
        QCOMPARE(centroids.rows(), Eigen::Index(setup.clusters));
        QCOMPARE(centroids.cols(), Eigen::Index(d));
        QVERIFY((centroids.cast<double>() - reference.centroids).cwiseAbs().maxCoeff() < 1e-6);

        const Matrix& sizes = result.extras.matrices.at(extra_keys::kClusterSizes);
        QCOMPARE(sizes.rows(), Eigen::Index(2));
        QCOMPARE(sizes.cols(), Eigen::Index(setup.clusters));
        for (int c = 0; c < setup.clusters; ++c) {
            QCOMPARE(sizes(0, c), static_cast<float>(std::count(queries.begin(), queries.end(), c)));
            QCOMPARE(sizes(1, c), static_cast<float>(std::count(keys.begin(), keys.end(), c)));
        }
    }

    void matchesDenseReference_data() { addReferenceRows(); }
    void matchesDenseReference()
    {
        const attnlab::reference::GroupingRow row = attnlab::reference::fetchGroupingRow();
        // At the default scale and at one given (the references write out the spec's rule, not the engine's).
        for (const std::optional<double>& scale : attnlab::reference::kReferenceScales) {
            Problem problem = row.problem();
            problem.scale = scale;
            const KMeansSetup setup = setupFromRow();
            const Result result = kmeans().run(problem, makeParams(setup), RunOptions {});
            const ReferenceClustering reference = referenceKMeans(problem, setup);
            const std::string failure = attnlab::reference::compareWithPatternReference(result, problem, problem.k,
                sameClusterPattern(result, row.causal, setup.members, reference.keyNearness));
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    void oneClusterIsFullAttention_data() { attnlab::reference::addSizeAndCausalRows(); }
    void oneClusterIsFullAttention()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        const Problem problem = attnlab::reference::randomProblem(n, 10, 7, causal, 3);
        const Result clustered = kmeans().run(problem, makeParams(KMeansSetup { 1, 10, 4, 0 }), RunOptions {});
        const Result full
            = attnlab::core::builtinVariants().get("full", "variant").run(problem, Params {}, RunOptions {});
        QVERIFY(attnlab::reference::maxRelativeDifference(clustered.o.cast<double>(), full.o.cast<double>())
            < kGroupingTolerance);
        QVERIFY(attnlab::reference::maxRelativeDifference(clustered.map->cast<double>(), full.map->cast<double>())
            < kGroupingTolerance);
        QCOMPARE(clustered.pattern.pairCount(), full.pattern.pairCount());
        // And the independent reference agrees too.
        const auto exact
            = attnlab::reference::exactAttention(problem.q, problem.k, problem.v, problem.effectiveScale(), causal);
        QVERIFY(attnlab::reference::maxRelativeDifference(clustered.o.cast<double>(), exact.o) < kGroupingTolerance);
    }

    void surplusClustersStayEmpty()
    {
        // Two points, four clusters: centroids 2 and 3 start as copies of 0 and 1 and never win a point.
        const Problem problem = attnlab::reference::randomProblem(1, 10, 7, false);
        const Result result = kmeans().run(problem, makeParams(KMeansSetup { 4, 10, 6, 0 }), RunOptions {});
        const Matrix& centroids = result.extras.matrices.at(extra_keys::kCentroids);
        QVERIFY(centroids.row(2) == centroids.row(0));
        QVERIFY(centroids.row(3) == centroids.row(1));
        const Matrix& sizes = result.extras.matrices.at(extra_keys::kClusterSizes);
        QCOMPARE(sizes.rightCols(2).sum(), 0.0f);
        QCOMPARE(sizes.sum(), 2.0f);
    }

    void everyPointJoinsItsNearestCentroid()
    {
        const Problem problem = attnlab::reference::randomProblem(257, 12, 5, false, 21);
        const Result result = kmeans().run(problem, makeParams(KMeansSetup { 6, 3, 9, 0 }), RunOptions {});
        const MatrixD centroids = result.extras.matrices.at(extra_keys::kCentroids).cast<double>();
        for (int c = 0; c < centroids.rows(); ++c)
            QVERIFY(std::abs(centroids.row(c).norm() - 1.0) < 1e-6);
        const auto check = [&](const Matrix& rows, const std::vector<int>& labels) {
            for (int i = 0; i < 257; ++i) {
                const Eigen::RowVectorXd x = rows.row(i).cast<double>().normalized();
                const double own = x.dot(centroids.row(labels[static_cast<std::size_t>(i)]));
                for (int c = 0; c < centroids.rows(); ++c)
                    if (x.dot(centroids.row(c)) > own + 1e-6)
                        return false;
            }
            return true;
        };
        QVERIFY(check(problem.q, result.extras.labels.at(extra_keys::kQueryClusters)));
        QVERIFY(check(problem.k, result.extras.labels.at(extra_keys::kKeyClusters)));
    }

    void seedsReproduce()
    {
        const Problem problem = attnlab::reference::randomProblem(257, 12, 5, false);
        KMeansSetup setup { 4, 10, 11 };
        const Result first = kmeans().run(problem, makeParams(setup), RunOptions {});
        const std::string failure
            = attnlab::reference::compareWithOneThreadRun(kmeans(), problem, makeParams(setup), first);
        QVERIFY2(failure.empty(), failure.c_str());
        setup.seed = 12;
        setup.iters = 0; // the initial centroids alone: other seeds pick other points
        const Result other = kmeans().run(problem, makeParams(setup), RunOptions {});
        setup.seed = 11;
        const Result initial = kmeans().run(problem, makeParams(setup), RunOptions {});
        QVERIFY(initial.extras.matrices.at(extra_keys::kCentroids) != other.extras.matrices.at(extra_keys::kCentroids));
    }

    void countedCostIsClusteringPlusPairs_data() { addReferenceRows(); }
    void countedCostIsClusteringPlusPairs()
    {
        const auto [n, d, dv, causal] = attnlab::reference::fetchGroupingRow();
        const KMeansSetup setup = setupFromRow();
        const Result result = attnlab::reference::runWithoutMap(
            kmeans(), attnlab::reference::randomProblem(n, d, dv, causal), makeParams(setup));
        QVERIFY(!result.map.has_value());
        const double pairs = static_cast<double>(result.pattern.pairCount());
        QCOMPARE(result.cost.madds, clusteringMadds(n, d, causal, setup) + pairs * (d + dv));
        QVERIFY(result.cost.peakBytes > 0);
        // One whole cluster, or one token: the pattern is known in advance and the analytic cost is exact.
        // (With members the kept keys may or may not hold i itself: not known in advance.)
        if ((setup.clusters == 1 && setup.members == 0) || n == 1)
            QCOMPARE(result.cost.madds, kmeans().analyticCost(n, d, dv, causal, makeParams(setup)).madds);
    }

    // With the defaults on Gaussian input the counted cost lies within 10% of the analytic one (which assumes
    // balanced clusters for the attention part), as the conformance suite requires, at every size it checks
    // and beyond.
    void analyticCostIsCloseForTheDefaults_data() { attnlab::reference::addSizeAndCausalRows({ 1, 7, 64, 257, 1024 }); }
    void analyticCostIsCloseForTheDefaults()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        for (const std::uint64_t inputSeed : { 1, 2, 3, 17 }) {
            const double counted = attnlab::reference::runWithoutMap(
                kmeans(), attnlab::reference::randomProblem(n, 12, 6, causal, inputSeed), Params {})
                                       .cost.madds;
            const double analytic = kmeans().analyticCost(n, 12, 6, causal, kmeans().resolve(Params {})).madds;
            QVERIFY2(std::abs(counted - analytic) <= 0.1 * counted,
                qPrintable(
                    QStringLiteral("input %1: counted %2 analytic %3").arg(inputSeed).arg(counted).arg(analytic)));
        }
    }

    // Causal for real: every token from `from` on replaced (query, key, value) leaves the clusters of the earlier
    // queries and keys and the earlier rows of O unchanged.
    void causalRoutingIgnoresLaterTokens_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("clusters");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("members");
        QTest::newRow("n64 c4 last token") << 64 << 4 << 63 << 0;
        QTest::newRow("n64 c4 half") << 64 << 4 << 32 << 0;
        QTest::newRow("n257 c8 early") << 257 << 8 << 20 << 0;
        QTest::newRow("n257 c2 m5 early") << 257 << 2 << 20 << 5;
        QTest::newRow("n257 c3 m12 half") << 257 << 3 << 128 << 12;
    }
    void causalRoutingIgnoresLaterTokens()
    {
        QFETCH(int, n);
        QFETCH(int, clusters);
        QFETCH(int, from);
        QFETCH(int, members);
        const Params params = makeParams(KMeansSetup { clusters, 10, 3, members });
        const Problem problem = attnlab::reference::randomProblem(n, 12, 5, true, 51);
        const Problem other = attnlab::reference::randomProblem(n, 12, 5, true, 52);
        Problem changed = problem;
        changed.q.bottomRows(n - from) = other.q.bottomRows(n - from);
        changed.k.bottomRows(n - from) = other.k.bottomRows(n - from);
        changed.v.bottomRows(n - from) = other.v.bottomRows(n - from);
        const Result first = kmeans().run(problem, params, RunOptions {});
        const Result again = kmeans().run(changed, params, RunOptions {});
        const auto samePrefix = [from](const std::vector<int>& a, const std::vector<int>& b) {
            return std::equal(a.begin(), a.begin() + from, b.begin());
        };
        const bool labelsKept = samePrefix(first.extras.labels.at(extra_keys::kQueryClusters),
                                    again.extras.labels.at(extra_keys::kQueryClusters))
            && samePrefix(
                first.extras.labels.at(extra_keys::kKeyClusters), again.extras.labels.at(extra_keys::kKeyClusters));
        QVERIFY(labelsKept);
        QVERIFY(first.o.topRows(from) == again.o.topRows(from));
        QVERIFY(first.o.bottomRows(n - from) != again.o.bottomRows(n - from));
    }

    void cancelStopsTheRun()
    {
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Cancelled, attnlab::reference::runCancelledFromTheStart(kmeans()));
    }
};

QTEST_GUILESS_MAIN(TestKMeans)
#include "test_kmeans.moc"
