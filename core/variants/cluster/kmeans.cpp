// kmeans: queries attend to the keys of their own k-means cluster (Roy, Saffar, Vaswani & Grangier, Efficient
// Content-Based Sparse Attention with Routing Transformers, 2021).
//   points x_1 .. x_2N = the unit-normalised rows of [Q ; K]
//   k-means with cosine similarity, `clusters` centroids, `iters` Lloyd iterations:
//     assign: c(x) = argmax_c x.mu_c   (unit centroids: the largest cosine; ties -> the lower cluster)
//     update: mu_c = normalise(sum of the points assigned to c)
//   pi_i = {i} u { j : c(k_j) = c(q_i) };  causal removes j > i afterwards
//   members > 0 (Routing Transformer's balanced clusters, the default): each cluster keeps only its `members` keys
//   nearest its centroid (the largest k_j.mu_c; ties -> the lower j), and pi_i = {i} u the kept keys of c(q_i)
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j                              (../shared/spec/variants.md, `cluster`)
// Causal: the centroids are fitted as the tokens arrive (online k-means, MacQueen 1967), so no later token takes
// part in routing an earlier one. The Routing Transformer's centroids are parameters fixed during a forward pass
// (learnt over training by a moving average of the tokens assigned to them), which is what makes its routing
// causal; with no training here, the centroids learn from the tokens already seen instead:
//   mu_c starts at a seeded unit direction (Random(seed): clusters x d normal draws row by row, each row normalised)
//   for t = 0 .. N-1: c(q_t), c(k_t) = argmax_c x.mu_c with the centroids fitted on tokens 0 .. t-1;
//                     then mu_c = normalise(sum of the points assigned to c so far) for the clusters q_t, k_t joined
//   iters does not apply (one pass over the stream: a second pass would route token t with centroids that saw later
//   tokens). pi_i = {i} u { j <= i : c(k_j) = c(q_i) }.
// Without causal the centroids are fitted to the input itself (Lloyd on all of [Q ; K]), which shows what
// content-based routing finds. Computed by grouping the keys per cluster (a counting sort): no
// N x N buffer.
// The cluster count stays `clusters` at every N (4 by default); the paper takes about sqrt(N) clusters of about
// sqrt(N) members each, so that each query reads about sqrt(N) keys and k-means and attention cost O(N^1.5 d). With
// `members` a row holds at most members + 1 keys whatever the cluster count, so the default costs O(N members) for
// the attention and O(N clusters d iters) for the clustering; members = 0 keeps whole clusters (N^2 / clusters
// pairs). The assignment scores the points against the centroids a block of rows at a time: no 2N x clusters buffer.
// Cost: normalising the 2N points, (iters + 1) assignments of 2N clusters d, iters updates of 2N d + 2 clusters d,
// and pairs x (d + dv) for the attention (with members = 0 about N^2 / clusters pairs when the clusters are
// balanced; with members at most N (members + 1)). Causal: one
// assignment of 2N clusters d and, per point, d to add it to its cluster's sum and 2 d to renormalise that centroid.
//
// Choices where ../shared/spec/variants.md is silent:
// - members: a key's nearness is its cosine with the centroid that routed it. Without causal that is its cluster's
//   final centroid, and each cluster keeps its `members` nearest keys. Under causal a key's nearness is fixed when it
//   arrives (the centroid of tokens 0 .. j-1, the one that chose its cluster) and query i reads the `members` nearest
//   among its cluster's keys j <= i: the cluster's kept set as it stood when i arrived, so no later token changes a
//   row (a key once pushed out by nearer ones never returns). The kept keys are not reported separately: the
//   pattern shows them.
// - Default members = 256 = sqrt(65,536), the paper's cluster size at N = 65,536 (sqrt(N) clusters of sqrt(N)
//   members): at small N (every cluster at most 256 keys, N up to about 1,000 with 4 clusters) the clusters are
//   whole, as members = 0 gives.
// - Initialisation (without causal): the centroids start at min(clusters, 2N) distinct points chosen by a partial
//   Fisher-Yates shuffle of the point indices 0 .. 2N-1 (0 .. N-1 the queries, N .. 2N-1 the keys) with
//   Random(seed): for t = 0, 1, ..., swap positions t and t + below(2N - t); centroid t is the point at position t.
//   When there are fewer points than clusters, centroid c >= 2N starts as a copy of centroid c mod 2N: the tie rule
//   sends every point to the lower copy, so the extra clusters stay empty (../shared/spec/variants.md's ids and shapes
//   keep `clusters`).
// - Exactly `iters` Lloyd iterations (assign, then update), no early stop, so the cost does not depend on the data;
//   then one last assignment to the final centroids, so the reported clusters are those of the reported centroids
//   (iters = 0: the clusters of the initial points).
// - An empty cluster (or one whose points sum to zero) keeps its previous centroid. A zero row of Q or K has no
//   direction: it stays the zero vector, has cosine 0 with every centroid and joins cluster 0 by the tie rule.
// - The clustering runs in double precision so the assignments do not hinge on float rounding.
// - Causal: token t's query is assigned before its key and both with the same centroids (those of tokens
//   0 .. t-1); then the query's cluster is updated, then the key's. A zero point joins cluster 0 and adds nothing.
// - analyticCost cannot know the cluster sizes: for the attention it returns the cost expected when every other
//   key shares query i's cluster with probability 1/min(clusters, 2N) (causal: 1/clusters, every centroid exists from
//   the start) (balanced clusters, N^2/clusters pairs); the clustering is counted exactly.
// - Peak bytes, summed as if all held at once: the points, centroids, sums and scores of the clustering (double;
//   causal: the scores of one point), the labels, and the attention kernel's own (pattern, O, weights).
// - Extras (names are a contract with the GUI): labels "query_clusters" and "key_clusters" (per token); matrices
//   "centroids" (clusters x d, the final unit centroids) and "cluster_sizes" (2 x clusters: row 0 counts the
//   queries per cluster, row 1 the keys).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/pattern_attention.h"
#include "core/random.h"
#include "core/variants/cluster/grouping.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace attnlab::core {

namespace {

constexpr double kDoubleBytes = sizeof(double);
constexpr double kIndexBytes = sizeof(int);

struct KMeansSettings {
    int clusters = 4;
    int iterations = 10;
    std::uint64_t seed = 0;
    int members = 256;

    static KMeansSettings from(const Params& params)
    {
        KMeansSettings settings;
        settings.members = static_cast<int>(params.integer("members"));
        settings.clusters = static_cast<int>(params.integer("clusters"));
        settings.iterations = static_cast<int>(params.integer("iters"));
        settings.seed = static_cast<std::uint64_t>(params.integer("seed"));
        return settings;
    }
};

struct Clustering {
    MatrixD centroids; // clusters x d, unit rows (a zero row only if it started at a zero point)
    std::vector<int> labels; // per point: queries 0 .. N-1, then keys
    std::vector<double> keyNearness; // per key, its cosine with the centroid that routed it (see the header)
};

// The unit rows of [Q ; K], normalised in place (no second copy of the 2N points).
MatrixD unitPoints(const Problem& problem)
{
    const int n = problem.n();
    MatrixD points(2 * n, problem.d());
    points.topRows(n) = problem.q.cast<double>();
    points.bottomRows(n) = problem.k.cast<double>();
    for (Eigen::Index r = 0; r < points.rows(); ++r) {
        const double norm = points.row(r).norm();
        if (norm > 0.0)
            points.row(r) /= norm;
    }
    return points;
}

MatrixD initialCentroids(const MatrixD& points, int clusters, std::uint64_t seed)
{
    const auto pointCount = static_cast<int>(points.rows());
    const int sampled = std::min(clusters, pointCount);
    std::vector<int> positions(static_cast<std::size_t>(pointCount));
    std::iota(positions.begin(), positions.end(), 0);
    Random random(seed);
    for (int t = 0; t < sampled; ++t) {
        const auto pick = t + static_cast<int>(random.below(static_cast<std::uint64_t>(pointCount - t)));
        std::swap(positions[static_cast<std::size_t>(t)], positions[static_cast<std::size_t>(pick)]);
    }
    MatrixD centroids(clusters, points.cols());
    for (int c = 0; c < clusters; ++c)
        centroids.row(c) = points.row(positions[static_cast<std::size_t>(c % sampled)]);
    return centroids;
}

// Points scored against the centroids at a time: the scores stay a few MB at any N and cluster count.
constexpr Eigen::Index kAssignRows = 2048;

// Each point's cluster: the largest dot product with a centroid, the first one on ties.
void assign(const MatrixD& points, const MatrixD& centroids, std::vector<int>& labels)
{
    const MatrixD centroidsT = centroids.transpose();
    for (Eigen::Index first = 0; first < points.rows(); first += kAssignRows) {
        const Eigen::Index rows = std::min(kAssignRows, points.rows() - first);
        const MatrixD similarity = points.middleRows(first, rows) * centroidsT;
        for (Eigen::Index p = 0; p < rows; ++p) {
            Eigen::Index best = 0;
            for (Eigen::Index c = 1; c < similarity.cols(); ++c)
                if (similarity(p, c) > similarity(p, best))
                    best = c;
            labels[static_cast<std::size_t>(first + p)] = static_cast<int>(best);
        }
    }
}

// mu_c = normalise(sum of its points); an empty cluster or a zero sum keeps the previous centroid.
void update(const MatrixD& points, const std::vector<int>& labels, MatrixD& centroids)
{
    MatrixD sums = MatrixD::Zero(centroids.rows(), centroids.cols());
    for (Eigen::Index p = 0; p < points.rows(); ++p)
        sums.row(labels[static_cast<std::size_t>(p)]) += points.row(p);
    for (Eigen::Index c = 0; c < centroids.rows(); ++c) {
        const double norm = sums.row(c).norm();
        if (norm > 0.0)
            centroids.row(c) = sums.row(c) / norm;
    }
}

Clustering fitClusters(const Problem& problem, const KMeansSettings& settings, const CancelFlag& cancel)
{
    const int n = problem.n();
    const MatrixD points = unitPoints(problem);
    Clustering clustering;
    clustering.centroids = initialCentroids(points, settings.clusters, settings.seed);
    clustering.labels.assign(static_cast<std::size_t>(2 * n), 0);
    for (int iteration = 0; iteration < settings.iterations; ++iteration) {
        cancel.throwIfCancelled();
        assign(points, clustering.centroids, clustering.labels);
        update(points, clustering.labels, clustering.centroids);
    }
    cancel.throwIfCancelled();
    assign(points, clustering.centroids, clustering.labels);
    clustering.keyNearness.resize(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j)
        clustering.keyNearness[static_cast<std::size_t>(j)]
            = points.row(n + j).dot(clustering.centroids.row(clustering.labels[static_cast<std::size_t>(n + j)]));
    return clustering;
}

MatrixD seededDirections(int clusters, int d, std::uint64_t seed)
{
    Random random(seed);
    MatrixD directions(clusters, d);
    for (int c = 0; c < clusters; ++c) {
        for (int a = 0; a < d; ++a)
            directions(c, a) = random.normal();
        directions.row(c).normalize();
    }
    return directions;
}

struct Nearest {
    int cluster = 0;
    double score = 0.0;
};

Nearest nearestCentroid(const Eigen::Ref<const Eigen::RowVectorXd>& point, const MatrixD& centroids)
{
    Nearest best { 0, point.dot(centroids.row(0)) };
    for (Eigen::Index c = 1; c < centroids.rows(); ++c) {
        const double score = point.dot(centroids.row(c));
        if (score > best.score)
            best = { static_cast<int>(c), score };
    }
    return best;
}

// Online k-means over the stream: token t is routed by the centroids of tokens 0 .. t-1, then moves them.
Clustering fitClustersCausally(const Problem& problem, const KMeansSettings& settings, const CancelFlag& cancel)
{
    const int n = problem.n();
    const MatrixD queries = unitRows(problem.q);
    const MatrixD keys = unitRows(problem.k);
    Clustering clustering;
    clustering.centroids = seededDirections(settings.clusters, problem.d(), settings.seed);
    clustering.labels.assign(static_cast<std::size_t>(2 * n), 0);
    clustering.keyNearness.assign(static_cast<std::size_t>(n), 0.0);
    MatrixD sums = MatrixD::Zero(settings.clusters, problem.d());
    const auto join = [&](const Eigen::Ref<const Eigen::RowVectorXd>& point, int cluster) {
        sums.row(cluster) += point;
        const double norm = sums.row(cluster).norm();
        if (norm > 0.0)
            clustering.centroids.row(cluster) = sums.row(cluster) / norm;
    };
    for (int t = 0; t < n; ++t) {
        if (t % 1024 == 0)
            cancel.throwIfCancelled();
        const int queryCluster = nearestCentroid(queries.row(t), clustering.centroids).cluster;
        const Nearest key = nearestCentroid(keys.row(t), clustering.centroids);
        const int keyCluster = key.cluster;
        clustering.keyNearness[static_cast<std::size_t>(t)] = key.score;
        clustering.labels[static_cast<std::size_t>(t)] = queryCluster;
        clustering.labels[static_cast<std::size_t>(n + t)] = keyCluster;
        join(queries.row(t), queryCluster);
        join(keys.row(t), keyCluster);
    }
    cancel.throwIfCancelled();
    return clustering;
}

// A key and how near it lies to the centroid that routed it.
struct RankedKey {
    double nearness = 0.0;
    int key = 0;
};

// The nearer first; the lower index on ties.
bool nearerThan(const RankedKey& a, const RankedKey& b)
{
    return a.nearness > b.nearness || (a.nearness == b.nearness && a.key < b.key);
}

// Without causal: each cluster keeps its `members` nearest keys; the others move to label `clusters`, which no query
// carries, so the same-label pattern reads only the kept keys.
std::vector<int> keptKeyLabels(
    const std::vector<int>& keyLabels, const std::vector<double>& nearness, int clusters, int members)
{
    const LabelGroups groups(keyLabels, clusters);
    std::vector<int> kept(keyLabels.size(), clusters);
    std::vector<RankedKey> ranked;
    for (int c = 0; c < clusters; ++c) {
        ranked.clear();
        for (const int* key = groups.begin(c); key != groups.end(c); ++key)
            ranked.push_back({ nearness[static_cast<std::size_t>(*key)], *key });
        if (static_cast<int>(ranked.size()) > members) {
            std::nth_element(ranked.begin(), ranked.begin() + members, ranked.end(), nearerThan);
            ranked.resize(static_cast<std::size_t>(members));
        }
        for (const RankedKey& one : ranked)
            kept[static_cast<std::size_t>(one.key)] = c;
    }
    return kept;
}

// Under causal: query t reads its cluster's `members` nearest keys among keys 0 .. t (each ranked by the nearness it
// had on arrival), kept per cluster as the stream goes; a key pushed out by nearer ones never returns.
Pattern causalKeptKeysPattern(
    const TokenLabels& labels, const std::vector<double>& nearness, int clusters, int members, const CancelFlag& cancel)
{
    const auto n = static_cast<int>(labels.queries.size());
    // Ordered so that begin() is the key to push out: the least near, the later one on ties.
    const auto pushedOutFirst = [](const RankedKey& a, const RankedKey& b) { return nearerThan(b, a); };
    std::vector<std::set<RankedKey, decltype(pushedOutFirst)>> kept(
        static_cast<std::size_t>(clusters), std::set<RankedKey, decltype(pushedOutFirst)>(pushedOutFirst));
    PatternBuilder builder(n);
    std::vector<int> row;
    for (int t = 0; t < n; ++t) {
        if (t % 1024 == 0)
            cancel.throwIfCancelled();
        auto& cluster = kept[static_cast<std::size_t>(labels.keys[static_cast<std::size_t>(t)])];
        cluster.insert({ nearness[static_cast<std::size_t>(t)], t });
        if (static_cast<int>(cluster.size()) > members)
            cluster.erase(cluster.begin());
        row.clear();
        for (const RankedKey& one : kept[static_cast<std::size_t>(labels.queries[static_cast<std::size_t>(t)])])
            row.push_back(one.key);
        row.push_back(t);
        builder.addRow(row);
    }
    return builder.finish();
}

Pattern routedPattern(const TokenLabels& labels, const Clustering& clustering, const KMeansSettings& settings,
    bool causal, const CancelFlag& cancel)
{
    if (settings.members <= 0)
        return sameLabelPattern({ labels }, settings.clusters, causal, cancel);
    if (causal)
        return causalKeptKeysPattern(labels, clustering.keyNearness, settings.clusters, settings.members, cancel);
    TokenLabels kept;
    kept.queries = labels.queries;
    kept.keys = keptKeyLabels(labels.keys, clustering.keyNearness, settings.clusters, settings.members);
    return sameLabelPattern({ kept }, settings.clusters + 1, causal, cancel);
}

double clusteringMadds(int n, int d, bool causal, const KMeansSettings& settings)
{
    const double points = 2.0 * n;
    if (causal)
        return unitRowsMadds(2 * n, d) + points * settings.clusters * d + points * 3.0 * d;
    const double assignment = points * settings.clusters * d;
    const double centroidUpdate = points * d + 2.0 * settings.clusters * d;
    return unitRowsMadds(2 * n, d) + (settings.iterations + 1.0) * assignment + settings.iterations * centroidUpdate;
}

// Besides the points and the labels: the centroids and their sums, the scores of a block of points (causal: of one
// point), each key's nearness and, with members, the kept keys (their labels; causal: the kept sets, a tree node of
// about 48 bytes each).
double clusteringBytes(int n, int d, bool causal, const KMeansSettings& settings)
{
    const double points = 2.0 * n;
    const double scoredRows = causal ? 1.0 : std::min<double>(points, kAssignRows);
    double kept = 0.0;
    if (settings.members > 0)
        kept = causal ? 48.0 * settings.clusters * std::min(settings.members, n) : kIndexBytes * n;
    return kDoubleBytes * (points * d + 2.0 * settings.clusters * d + scoredRows * settings.clusters + n)
        + kIndexBytes * 2.0 * points + kept;
}

VariantInfo kmeansInfo()
{
    VariantInfo info;
    info.id = "kmeans";
    info.displayName = "k-means routing (Routing Transformer)";
    info.family = Family::Cluster;
    info.listOrder = 1;
    info.description = "k-means on the unit queries and keys; each query attends to the keys of its own cluster "
                       "nearest its centroid. Under causal the centroids are fitted as the tokens arrive.";
    info.formula = R"(c(x) = \arg\max_c \hat{x}\cdot\mu_c,\quad )"
                   R"(\pi_i = \{i\} \cup \{\, j : c(\hat{k}_j) = c(\hat{q}_i) \,\})";
    info.paper = "Roy, Saffar, Vaswani & Grangier, Efficient Content-Based Sparse Attention with Routing "
                 "Transformers (2021)";
    info.params = {
        ParamSpec::integer("clusters", 4, 1, 4096, "Number of k-means clusters (centroids)"),
        ParamSpec::integer("iters", 10, 0, 1000, "Lloyd iterations (assign, then update the centroids)"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the choice of initial centroids"),
        ParamSpec::integer(
            "members", 256, 0, 1 << 20, "Keys each cluster keeps, the nearest its centroid (0: the whole cluster)"),
    };
    info.causal = CausalSupport::Optional; // causal: online k-means, token t routed by tokens 0 .. t-1
    info.promise = { CostGrowth::ThreeHalves,
        "sqrt(N) clusters of sqrt(N) members as the paper sets them; at fixed "
        "clusters and members O(N)" };
    return info;
}

class KMeansVariant final : public Variant {
public:
    KMeansVariant() : Variant(kmeansInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const KMeansSettings settings = KMeansSettings::from(resolve(params));
        const int clusters = causal ? settings.clusters : std::min(settings.clusters, 2 * n);
        const double sameCluster = 1.0 / std::max(1, clusters);
        const Cost attention = settings.members <= 0
            ? expectedSameLabelAttentionCost(n, d, dv, causal, sameCluster)
            : expectedAttentionCost(n, d, dv, causal, [&settings, sameCluster](int lastKey) {
                  return std::min<double>(sameCluster * lastKey, settings.members);
              });
        return Cost { clusteringMadds(n, d, causal, settings) + attention.madds,
            clusteringBytes(n, d, causal, settings) + attention.peakBytes };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const KMeansSettings settings = KMeansSettings::from(params);
        const int n = problem.n();
        const Clustering clustering = problem.causal ? fitClustersCausally(problem, settings, options.cancel)
                                                     : fitClusters(problem, settings, options.cancel);
        std::vector<TokenLabels> clusters(1);
        clusters[0].queries.assign(clustering.labels.begin(), clustering.labels.begin() + n);
        clusters[0].keys.assign(clustering.labels.begin() + n, clustering.labels.end());

        Pattern pattern = routedPattern(clusters[0], clustering, settings, problem.causal, options.cancel);
        Result result = attendOverPattern(problem, std::move(pattern), options);
        result.cost.madds += clusteringMadds(n, problem.d(), problem.causal, settings);
        result.cost.peakBytes += clusteringBytes(n, problem.d(), problem.causal, settings);

        result.extras.matrices[extra_keys::kCentroids] = clustering.centroids.cast<float>();
        result.extras.matrices[extra_keys::kClusterSizes] = labelCounts(clusters, settings.clusters);
        result.extras.labels[extra_keys::kQueryClusters] = std::move(clusters[0].queries);
        result.extras.labels[extra_keys::kKeyClusters] = std::move(clusters[0].keys);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::KMeansVariant)
