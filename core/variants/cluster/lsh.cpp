// lsh: angular locality-sensitive hashing picks each query's keys (Kitaev, Kaiser & Levskaya, Reformer, 2020).
//   per round r = 0 .. rounds-1:  R_r in R^{d x buckets/2}, entries N(0, 1)
//   h_r(x) = argmax([x R_r ; -x R_r]) of x / norm(x)             (ties -> the lower bucket)
//   pi_i = {i} u { j : h_r(k_j) = h_r(q_i) for some round r };  causal removes j > i afterwards
//   chunk > 0 (Reformer's sorted chunks, the default): per round the queries and the keys are sorted by (bucket,
//   position) and each bucket is cut into chunks of `chunk`; a query in chunk c of its bucket reads that bucket's
//   keys of chunks c - 1 and c, so a row holds at most rounds x 2 chunk keys besides i: O(N chunk) pairs.
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j                              (../shared/spec/variants.md, `cluster`)
// Two vectors at angle theta share a bucket of one random hyperplane (buckets = 2) with probability 1 - theta/pi:
// near directions collide, so the pattern holds the keys most likely to carry large weights.
// Computed by grouping: each round sorts the token ids by bucket (a counting sort); query i's row of the pattern is the
// union over rounds of the keys of its bucket. No N x N buffer and no loop over all pairs.
// Cost: hashing N d buckets/2 per round for the queries and as much for the keys, plus pairs x (d + dv) for the
// attention; with one round and chunk = 0 the pairs are sum_b nq_b nk_b (plus i where k_i lies in another bucket
// than q_i), which grows as N^2 / buckets; with chunks at most N (2 chunk + 1) per round. The sort is a counting
// sort (O(N)); the Reformer's comparison sort is the O(N log N) its promise names.
//
// Choices where ../shared/spec/variants.md is silent:
// - Chunks restart at every bucket instead of running across the sorted sequence: the Reformer masks the pairs of a
//   chunk that lie in different buckets (its m(j, P_i)), so a chunk spanning two buckets would only lose keys; and a
//   query's chunk then depends on the earlier tokens of its own bucket alone, which keeps causal rows causal (a
//   global chunk index counts the later tokens of lower buckets). The first chunk of a bucket has no previous one
//   (no wrap-around). Queries and keys are hashed separately, so each side is ranked within the bucket on its own:
//   the query of rank r reads the keys of ranks [(floor(r/chunk) - 1) chunk, (floor(r/chunk) + 1) chunk).
// - Default chunk = 64, the Reformer's chunk length: at long N a row reads about 128 keys of its bucket; at small N
//   (every bucket at most 64 keys) the field is the whole bucket, as chunk = 0 gives.
// - Draws: one Random(seed) stream (core/random.h); R_0 first, then R_1, ...; each R_r is filled row by row
//   (entry (a, c) of R_r is draw r d buckets/2 + a buckets/2 + c), one Random::normal() per entry, stored as float.
// - The hash compares projections in double precision (inputs and R cast to double) so the buckets do not hinge on
//   float rounding. argmax is unchanged by scaling x by 1/norm(x) > 0, so the rows are projected as they are; a
//   zero row (no direction) has all projections 0 and lands in bucket 0 by the tie rule.
// - shared_qk: K := Q / norm(Q) rowwise (a zero row stays zero), and that K is also the one scored against, as the
//   Reformer does. The keys then hash to their queries' buckets, which are reused rather than recomputed. Unlike
//   the Reformer, query i still attends to its own key (../shared/spec/variants.md: every pi_i contains i).
// - The attention runs through the pattern kernel (core/kernels/pattern_attention) over the union pattern,
//   deduplicated (a key met in several rounds is one pair); with one round that is the dense group product.
// - analyticCost cannot know the bucket sizes: it returns the cost expected when every other key shares query i's
//   bucket in a round with probability 1/buckets, independently over rounds (p = 1 - (1 - 1/buckets)^rounds);
//   hashing is counted exactly. With chunks, each round reads the chunk keys expected of a bucket of lastKey/buckets
//   keys (grouping.h), and the rounds are taken as independent draws of those among the lastKey keys; rounds overlap
//   more than that (a key near the query in one round tends to be near it in another), so with several rounds the
//   counted cost lies below (by 10-15% at N = 257, 4 buckets, 2 rounds, chunks of 8). For random directions the true
//   collision rate is E_R[sum_b p_b^2] >= 1/buckets (the cones of one R have unequal sizes), so the counted cost tends
//   to lie above: on Gaussian input with the defaults and d = 12, by 5-13% on average for N = 64 .. 1024 (exact for N =
//   1).
// - Peak bytes, summed as if all held at once: the bucket labels, under shared_qk the problem the kernel attends over
//   (Q, the unit K, V), the larger of the hashing buffers (R, Q and K in double, the projections) and the key groups,
//   and the attention kernel's own (pattern, O, weights).
// - Extras (names are a contract with the GUI): labels "query_buckets", "key_buckets" (round 0, per token) and
//   "query_buckets_r<k>", "key_buckets_r<k>" for rounds k = 1 .. rounds-1; matrix "bucket_sizes" (2 rounds x
//   buckets): row 2r counts the queries per bucket in round r, row 2r + 1 the keys.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/pattern_attention.h"
#include "core/random.h"
#include "core/variants/cluster/grouping.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace attnlab::core {

namespace {

constexpr double kDoubleBytes = sizeof(double);
constexpr double kFloatBytes = sizeof(float);
constexpr double kIndexBytes = sizeof(int);

struct LshSettings {
    int buckets = 8;
    int rounds = 1;
    std::uint64_t seed = 0;
    bool sharedQk = false;
    int chunk = 64;

    static LshSettings from(const Params& params)
    {
        LshSettings settings;
        settings.buckets = static_cast<int>(params.integer("buckets"));
        settings.rounds = static_cast<int>(params.integer("rounds"));
        settings.seed = static_cast<std::uint64_t>(params.integer("seed"));
        settings.sharedQk = params.boolean("shared_qk");
        settings.chunk = static_cast<int>(params.integer("chunk"));
        return settings;
    }

    int directions() const { return buckets / 2; }
};

// Rows hashed at a time: the double copies of the rows and their projections stay a few MB at any N.
constexpr Eigen::Index kHashRows = 4096;

// argmax over [p ; -p] of each row of the projections; the first maximum wins. Row `row` of the projections is
// token first + row.
void bucketsOf(const MatrixD& projections, Eigen::Index first, std::vector<int>& buckets)
{
    const auto directions = static_cast<int>(projections.cols());
    for (Eigen::Index row = 0; row < projections.rows(); ++row) {
        double best = projections(row, 0);
        int bestBucket = 0;
        for (int c = 1; c < directions; ++c)
            if (projections(row, c) > best) {
                best = projections(row, c);
                bestBucket = c;
            }
        for (int c = 0; c < directions; ++c)
            if (-projections(row, c) > best) {
                best = -projections(row, c);
                bestBucket = directions + c;
            }
        buckets[static_cast<std::size_t>(first + row)] = bestBucket;
    }
}

// The buckets of every row of x under one rotation, projected in double a block of rows at a time.
std::vector<int> bucketsOf(const Matrix& x, const MatrixD& rotation)
{
    std::vector<int> buckets(static_cast<std::size_t>(x.rows()), 0);
    for (Eigen::Index first = 0; first < x.rows(); first += kHashRows) {
        const Eigen::Index rows = std::min(kHashRows, x.rows() - first);
        const MatrixD projections = x.middleRows(first, rows).cast<double>() * rotation;
        bucketsOf(projections, first, buckets);
    }
    return buckets;
}

// The buckets of every query and key, round after round, drawing R_0, R_1, ... from one Random(seed) stream.
std::vector<TokenLabels> hashAllRounds(
    const Matrix& q, const Matrix& k, const LshSettings& settings, const CancelFlag& cancel)
{
    Random random(settings.seed);
    std::vector<TokenLabels> rounds(static_cast<std::size_t>(settings.rounds));
    for (TokenLabels& round : rounds) {
        cancel.throwIfCancelled();
        const MatrixD rotation = random.normalMatrix(static_cast<int>(q.cols()), settings.directions()).cast<double>();
        round.queries = bucketsOf(q, rotation);
        // Under shared_qk k_j is q_j scaled by 1/norm > 0: the same direction, the same bucket.
        round.keys = settings.sharedQk ? round.queries : bucketsOf(k, rotation);
    }
    return rounds;
}

double hashingMadds(int n, int d, const LshSettings& settings)
{
    const double perSide = static_cast<double>(n) * d * settings.directions() * settings.rounds;
    return settings.sharedQk ? perSide + unitRowsMadds(n, d) : 2.0 * perSide;
}

// Bytes held through the whole run (labels; under shared_qk the problem with unit keys, a copy of Q, the unit K and
// a copy of V) and the largest of the transient phases before attention.
double bookkeepingBytes(int n, int d, int dv, const LshSettings& settings)
{
    const double labels = kIndexBytes * 2.0 * n * settings.rounds;
    const double unitKeys = settings.sharedQk ? kFloatBytes * n * (2.0 * d + dv) : 0.0;
    const double rows = std::min<double>(n, kHashRows);
    const double hashing = kFloatBytes * d * settings.directions()
        + kDoubleBytes * (static_cast<double>(d) * settings.directions() + rows * d + rows * settings.directions());
    // The key groups and, with chunks, each query's rank within its bucket.
    const double keyGroups
        = kIndexBytes * ((settings.buckets + 1.0 + n) + (settings.chunk > 0 ? n : 0.0)) * settings.rounds;
    return labels + unitKeys + std::max(hashing, keyGroups);
}

VariantInfo lshInfo()
{
    VariantInfo info;
    info.id = "lsh";
    info.displayName = "LSH buckets (Reformer)";
    info.family = Family::Cluster;
    info.listOrder = 0;
    info.description = "Random rotations hash queries and keys into buckets; each query attends to the keys that "
                       "share its bucket in any round, within its sorted chunk and the one before.";
    info.formula = R"(h(x) = \arg\max\,[\,\hat{x}R \,;\, -\hat{x}R\,],\quad )"
                   R"(\pi_i = \{i\} \cup \{\, j : h_r(k_j) = h_r(q_i) \text{ for some round } r \,\})";
    info.paper = "Kitaev, Kaiser & Levskaya, Reformer: The Efficient Transformer (2020)";
    info.params = {
        ParamSpec::integer("buckets", 8, 2, 4096, "Hash buckets per round (even: argmax over [xR; -xR])"),
        ParamSpec::integer("rounds", 1, 1, 64, "Hashing rounds; a key in the query's bucket in any round is kept"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random rotations R"),
        ParamSpec::boolean("shared_qk", false, "Keys are the unit-normalised queries, as in the Reformer"),
        ParamSpec::integer("chunk", 64, 0, 1 << 20,
            "Sorted chunk length: a query reads its bucket's keys in its chunk and the previous one (0: the whole "
            "bucket)"),
    };
    info.causal = CausalSupport::Optional;
    info.promise = { CostGrowth::LinearLog, "sort by bucket, then at most 2 chunks of keys per query and round" };
    return info;
}

class LshVariant final : public Variant {
public:
    LshVariant() : Variant(lshInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const LshSettings settings = LshSettings::from(resolve(params));
        const double sameBucket = 1.0 - std::pow(1.0 - 1.0 / settings.buckets, settings.rounds);
        // With chunks, each round's bucket (lastKey / buckets keys expected) is read a chunk or two at a time.
        const Cost attention = settings.chunk <= 0
            ? expectedSameLabelAttentionCost(n, d, dv, causal, sameBucket)
            : expectedAttentionCost(n, d, dv, causal, [&settings, causal](int lastKey) {
                  const double groupKeys = static_cast<double>(lastKey) / settings.buckets;
                  const double perRound = causal ? expectedCausalChunkKeys(groupKeys, settings.chunk)
                                                 : expectedChunkKeys(groupKeys, settings.chunk);
                  // Rounds taken as independent draws of perRound keys among lastKey.
                  return lastKey <= 0 ? 0.0 : lastKey * (1.0 - std::pow(1.0 - perRound / lastKey, settings.rounds));
              });
        return Cost { hashingMadds(n, d, settings) + attention.madds,
            bookkeepingBytes(n, d, dv, settings) + attention.peakBytes };
    }

protected:
    void checkParams(const Problem&, const Params& params) const override
    {
        const long long buckets = params.integer("buckets");
        if (buckets % 2 != 0)
            throw Error("lsh: parameter 'buckets' must be even (the hash is the argmax over [xR; -xR], buckets/2 "
                        "columns each), got "
                + std::to_string(buckets));
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const LshSettings settings = LshSettings::from(params);
        const int n = problem.n();
        const int d = problem.d();
        const int dv = problem.dv();

        std::optional<Problem> sharedProblem;
        if (settings.sharedQk) {
            sharedProblem.emplace();
            sharedProblem->q = problem.q;
            sharedProblem->k = unitRows(problem.q).cast<float>();
            sharedProblem->v = problem.v;
            sharedProblem->causal = problem.causal;
            sharedProblem->scale = problem.scale;
        }
        const Problem& attended = sharedProblem ? *sharedProblem : problem;

        const std::vector<TokenLabels> rounds = hashAllRounds(problem.q, attended.k, settings, options.cancel);
        Pattern pattern = sameLabelPattern(rounds, settings.buckets, problem.causal, options.cancel, settings.chunk);
        Result result = attendOverPattern(attended, std::move(pattern), options);
        result.cost.madds += hashingMadds(n, d, settings);
        result.cost.peakBytes += bookkeepingBytes(n, d, dv, settings);

        result.extras.matrices[extra_keys::kBucketSizes] = labelCounts(rounds, settings.buckets);
        for (std::size_t r = 0; r < rounds.size(); ++r) {
            const int round = static_cast<int>(r);
            result.extras.labels[extra_keys::ofRound(extra_keys::kQueryBuckets, round)] = rounds[r].queries;
            result.extras.labels[extra_keys::ofRound(extra_keys::kKeyBuckets, round)] = rounds[r].keys;
        }
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::LshVariant)
