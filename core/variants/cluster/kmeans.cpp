// kmeans: queries attend to the keys of their own k-means cluster (Roy, Saffar, Vaswani & Grangier, Efficient
// Content-Based Sparse Attention with Routing Transformers, 2021).
//   points x_1 .. x_2N = the unit-normalised rows of [Q ; K]
//   k-means with cosine similarity, `clusters` centroids, `iters` Lloyd iterations:
//     assign: c(x) = argmax_c x.mu_c   (unit centroids: the largest cosine; ties -> the lower cluster)
//     update: mu_c = normalise(sum of the points assigned to c)
//   pi_i = {i} u { j : c(k_j) = c(q_i) };  causal removes j > i afterwards
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
// The cluster count stays `clusters` at every N (4 by default); the paper takes about sqrt(N) clusters, so that each
// query reads about sqrt(N) keys and the attention costs O(N^1.5 d) rather than N^2 / clusters pairs. Raise
// `clusters` with N to follow it.
// Cost: normalising the 2N points, (iters + 1) assignments of 2N clusters d, iters updates of 2N d + 2 clusters d,
// and pairs x (d + dv) for the attention (about N^2 / clusters pairs when the clusters are balanced). Causal: one
// assignment of 2N clusters d and, per point, d to add it to its cluster's sum and 2 d to renormalise that centroid.
//
// Choices where ../shared/spec/variants.md is silent:
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

namespace attnlab::core {

namespace {

constexpr double kDoubleBytes = sizeof(double);
constexpr double kIndexBytes = sizeof(int);

struct KMeansSettings {
    int clusters = 4;
    int iterations = 10;
    std::uint64_t seed = 0;

    static KMeansSettings from(const Params& params)
    {
        KMeansSettings settings;
        settings.clusters = static_cast<int>(params.integer("clusters"));
        settings.iterations = static_cast<int>(params.integer("iters"));
        settings.seed = static_cast<std::uint64_t>(params.integer("seed"));
        return settings;
    }
};

struct Clustering {
    MatrixD centroids; // clusters x d, unit rows (a zero row only if it started at a zero point)
    std::vector<int> labels; // per point: queries 0 .. N-1, then keys
};

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

// Each point's cluster: the largest dot product with a centroid, the first one on ties.
void assign(const MatrixD& points, const MatrixD& centroids, std::vector<int>& labels)
{
    const MatrixD similarity = points * centroids.transpose();
    for (Eigen::Index p = 0; p < similarity.rows(); ++p) {
        Eigen::Index best = 0;
        for (Eigen::Index c = 1; c < similarity.cols(); ++c)
            if (similarity(p, c) > similarity(p, best))
                best = c;
        labels[static_cast<std::size_t>(p)] = static_cast<int>(best);
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
    MatrixD points(2 * n, problem.d());
    points.topRows(n) = unitRows(problem.q);
    points.bottomRows(n) = unitRows(problem.k);
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

int nearestCentroid(const Eigen::Ref<const Eigen::RowVectorXd>& point, const MatrixD& centroids)
{
    int best = 0;
    double bestScore = point.dot(centroids.row(0));
    for (Eigen::Index c = 1; c < centroids.rows(); ++c) {
        const double score = point.dot(centroids.row(c));
        if (score > bestScore) {
            best = static_cast<int>(c);
            bestScore = score;
        }
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
        const int queryCluster = nearestCentroid(queries.row(t), clustering.centroids);
        const int keyCluster = nearestCentroid(keys.row(t), clustering.centroids);
        clustering.labels[static_cast<std::size_t>(t)] = queryCluster;
        clustering.labels[static_cast<std::size_t>(n + t)] = keyCluster;
        join(queries.row(t), queryCluster);
        join(keys.row(t), keyCluster);
    }
    cancel.throwIfCancelled();
    return clustering;
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

double clusteringBytes(int n, int d, bool causal, const KMeansSettings& settings)
{
    const double points = 2.0 * n;
    if (causal)
        return kDoubleBytes * (points * d + 2.0 * settings.clusters * d + settings.clusters)
            + kIndexBytes * 2.0 * points;
    return kDoubleBytes * (points * d + 2.0 * settings.clusters * d + points * settings.clusters)
        + kIndexBytes * 2.0 * points;
}

VariantInfo kmeansInfo()
{
    VariantInfo info;
    info.id = "kmeans";
    info.displayName = "k-means routing (Routing Transformer)";
    info.family = Family::Cluster;
    info.listOrder = 1;
    info.description = "k-means on the unit queries and keys; each query attends to the keys of its own cluster. "
                       "Under causal the centroids are fitted as the tokens arrive.";
    info.formula = R"(c(x) = \arg\max_c \hat{x}\cdot\mu_c,\quad )"
                   R"(\pi_i = \{i\} \cup \{\, j : c(\hat{k}_j) = c(\hat{q}_i) \,\})";
    info.paper = "Roy, Saffar, Vaswani & Grangier, Efficient Content-Based Sparse Attention with Routing "
                 "Transformers (2021)";
    info.params = {
        ParamSpec::integer("clusters", 4, 1, 4096, "Number of k-means clusters (centroids)"),
        ParamSpec::integer("iters", 10, 0, 1000, "Lloyd iterations (assign, then update the centroids)"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the choice of initial centroids"),
    };
    info.causal = CausalSupport::Optional; // causal: online k-means, token t routed by tokens 0 .. t-1
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
        const Cost attention = expectedSameLabelAttentionCost(n, d, dv, causal, sameCluster);
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

        Pattern pattern = sameLabelPattern(clusters, settings.clusters, problem.causal, options.cancel);
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
