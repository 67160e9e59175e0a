// sinkhorn: each block of queries attends to its own block and to one other key block, chosen by a balanced
// (doubly stochastic) block-to-block score (Tay, Bahri, Yang, Metzler & Juan, Sparse Sinkhorn Attention, 2020).
//   blocks of B = `block` tokens (the last may be shorter), nb = ceil(N / B); Bq_b, Bk_b = mean of block b's rows
//   R = s Bq Bk^T                                         (nb x nb block scores, s the attention scale)
//   L_0 = R / temperature  (+ G, G_bc = -log(-log u_bc), u uniform, when gumbel)
//   one round: L <- L - logsumexp over each row, then L <- L - logsumexp over each column   (log-domain Sinkhorn)
//   S = exp(L_iters)                                      (doubly stochastic up to the iteration error)
//   m(b) = the key block matched to query block b by a greedy unique assignment on S
//   pi_i = {i} u block(i) u block m(block(i));  causal removes j > i afterwards
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j                              (../shared/spec/variants.md, `cluster`)
// The paper learns a sorting network and applies the soft permutation S to the key blocks; here the block means
// stand in for the network's block embeddings and S is made hard by the matching, so each query block reads one
// whole block chosen by content besides its own.
// Computed with the block-sparse kernel (core/kernels/block_sparse_attention): at most two key blocks per block
// row, no N x N buffer. Cost: block means 2 N d + 2 nb d, R nb^2 d, one multiply-add per entry per normalisation
// (2 nb^2 per round), and (query block x key block) pairs x (d + dv) for the attention.
//
// Choices where ../shared/spec/variants.md is silent:
// - Gumbel noise: one Random(seed) stream, the nb x nb entries row by row, u = Random::uniform() drawn again while
//   it is 0 (so u lies in (0, 1)). R ("block_scores") is reported without the noise.
// - A round is a row normalisation followed by a column normalisation (Sinkhorn & Knopp), so after it the columns
//   of S sum to 1 exactly and the rows up to the iteration error. The log domain (logsumexp with its maximum
//   subtracted, in double) keeps small temperatures from overflowing.
// - t = 0 (no round yet, iters = 0): S is the kernel exp(L_0 - max L_0), scaled so its largest entry is 1. Neither a
//   constant factor nor anything else changes the balanced result or the greedy order, and it cannot overflow.
// - Greedy unique assignment: take the largest remaining entry of S whose row and column are both free, until every
//   query block has a key block; ties go to the lower row, then the lower column. S is square, so the result is a
//   permutation of the blocks; a block may be matched to itself (then it sees only its own block).
// - Causal: the matching is made on all blocks (S needs every column), then j > i is removed, so a block matched to
//   a later block keeps only its own block, and a later token can change an earlier block's match. No query ever
//   weights a key j > i. The kernel computes the diagonal block whole and masks it, as for bigbird.
// - analyticCost cannot know the matching: for the attention it returns the cost expected for a uniformly random
//   permutation (each key block with probability 1/nb); the rest is counted exactly. Its peak bytes assume every
//   block is matched to another one (the kernel's bytes barely depend on which).
// - Peak bytes: the kernel's own (O, per-worker buffers, layout) plus the block means, R and L (double) and the
//   greedy order (one index per entry of S), summed as if all held at once. The step-through matrices are for
//   display (like the map) and not counted.
// - Extras (names are a contract with the GUI): matrices "block_scores" (R), "sinkhorn" (S after all rounds) and,
//   only when the map is asked for, "sinkhorn_iter<t>" for t = 0 .. iters (S after t rounds, t = 0 as above);
//   labels "matching" (m(b) for every query block b); scalar "block_count" (nb).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/block_sparse_attention.h"
#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace attnlab::core {

namespace {

constexpr double kDoubleBytes = sizeof(double);
constexpr double kIndexBytes = sizeof(int);

struct SinkhornSettings {
    int block = 8;
    int iterations = 8;
    double temperature = 0.75;
    bool gumbel = false;
    std::uint64_t seed = 0;

    static SinkhornSettings from(const Params& params)
    {
        SinkhornSettings settings;
        settings.block = static_cast<int>(params.integer("block"));
        settings.iterations = static_cast<int>(params.integer("iters"));
        settings.temperature = params.real("temperature");
        settings.gumbel = params.boolean("gumbel");
        settings.seed = static_cast<std::uint64_t>(params.integer("seed"));
        return settings;
    }
};

int blockCountOf(int n, int block)
{
    return (n + block - 1) / block;
}

// Row b: the mean of rows b B .. min((b + 1) B, N) - 1, in double.
MatrixD blockMeans(const Matrix& rows, int block)
{
    const auto n = static_cast<int>(rows.rows());
    const int blocks = blockCountOf(n, block);
    MatrixD means(blocks, rows.cols());
    for (int b = 0; b < blocks; ++b) {
        const int length = std::min(block, n - b * block);
        means.row(b) = rows.middleRows(b * block, length).cast<double>().colwise().sum() / length;
    }
    return means;
}

MatrixD gumbelNoise(int blocks, std::uint64_t seed)
{
    Random random(seed);
    MatrixD noise(blocks, blocks);
    for (int r = 0; r < blocks; ++r)
        for (int c = 0; c < blocks; ++c) {
            double u = random.uniform();
            while (u <= 0.0)
                u = random.uniform();
            noise(r, c) = -std::log(-std::log(u));
        }
    return noise;
}

double logSumExp(const Eigen::Ref<const Eigen::VectorXd>& values)
{
    const double largest = values.maxCoeff();
    return largest + std::log((values.array() - largest).exp().sum());
}

// One Sinkhorn round in the log domain: rows, then columns, sum to 1 after exponentiation.
void balanceOnce(MatrixD& logS)
{
    for (Eigen::Index r = 0; r < logS.rows(); ++r)
        logS.row(r).array() -= logSumExp(logS.row(r).transpose());
    for (Eigen::Index c = 0; c < logS.cols(); ++c)
        logS.col(c).array() -= logSumExp(logS.col(c));
}

MatrixD kernelAtStart(const MatrixD& logS)
{
    return (logS.array() - logS.maxCoeff()).exp().matrix();
}

// Repeatedly the largest free entry (lower row, then lower column, on ties): key block of each query block.
std::vector<int> greedyMatching(const MatrixD& s)
{
    const auto blocks = static_cast<int>(s.rows());
    std::vector<int> order(static_cast<std::size_t>(blocks) * blocks);
    std::iota(order.begin(), order.end(), 0); // entry index r * nb + c: ascending is lower row, then lower column
    std::sort(order.begin(), order.end(), [&s, blocks](int a, int b) {
        const double va = s(a / blocks, a % blocks);
        const double vb = s(b / blocks, b % blocks);
        return va > vb || (va == vb && a < b);
    });
    std::vector<int> matching(static_cast<std::size_t>(blocks), -1);
    std::vector<char> keyTaken(static_cast<std::size_t>(blocks), 0);
    int matched = 0;
    for (const int entry : order) {
        const int row = entry / blocks;
        const int column = entry % blocks;
        if (matching[static_cast<std::size_t>(row)] >= 0 || keyTaken[static_cast<std::size_t>(column)])
            continue;
        matching[static_cast<std::size_t>(row)] = column;
        keyTaken[static_cast<std::size_t>(column)] = 1;
        if (++matched == blocks)
            break;
    }
    return matching;
}

// Block row b sees its own block and its matched block (one entry when they coincide).
BlockLayout matchedLayout(int n, int block, const std::vector<int>& matching)
{
    BlockLayout layout;
    layout.n = n;
    layout.blockSize = block;
    layout.rowStart.push_back(0);
    for (int b = 0; b < static_cast<int>(matching.size()); ++b) {
        const int match = matching[static_cast<std::size_t>(b)];
        layout.keyBlocks.push_back(std::min(b, match));
        if (match != b)
            layout.keyBlocks.push_back(std::max(b, match));
        layout.rowStart.push_back(static_cast<std::int64_t>(layout.keyBlocks.size()));
    }
    return layout;
}

// Everything but the attention: block means, R, the Sinkhorn rounds.
double balancingMadds(int n, int d, const SinkhornSettings& settings)
{
    const double blocks = blockCountOf(n, settings.block);
    return 2.0 * n * d + 2.0 * blocks * d + blocks * blocks * d + 2.0 * blocks * blocks * settings.iterations;
}

double balancingBytes(int n, int d, const SinkhornSettings& settings)
{
    const double blocks = blockCountOf(n, settings.block);
    return kDoubleBytes * (2.0 * blocks * d + 2.0 * blocks * blocks) + kIndexBytes * blocks * blocks;
}

// Pairs the kernel evaluates, expected over a uniformly random matching: block b (length l_b) always reads its own
// block (computed whole under causal) and, with probability 1/nb each, block c != b: all of it without causal,
// only when c < b with causal.
double expectedPairs(int n, int block, bool causal)
{
    const int blocks = blockCountOf(n, block);
    double pairs = 0.0;
    for (int b = 0; b < blocks; ++b) {
        const double length = std::min(block, n - b * block);
        const double otherKeys = causal ? static_cast<double>(b) * block : n - length;
        pairs += length * length + length * otherKeys / blocks;
    }
    return pairs;
}

VariantInfo sinkhornInfo()
{
    VariantInfo info;
    info.id = "sinkhorn";
    info.displayName = "Sinkhorn block matching";
    info.family = Family::Cluster;
    info.listOrder = 2;
    info.description = "Blocks of queries are matched one-to-one to blocks of keys by a Sinkhorn-balanced score of "
                       "their means; each query sees its own block and its matched block.";
    info.formula = R"(R = s\,\bar{Q}\bar{K}^\top,\quad S = \mathrm{Sinkhorn}(R/\tau),\quad )"
                   R"(\pi_i = \{i\} \cup \mathrm{block}(i) \cup \mathrm{block}\,m(\mathrm{block}(i)))";
    info.paper = "Tay, Bahri, Yang, Metzler & Juan, Sparse Sinkhorn Attention (2020)";
    info.params = {
        ParamSpec::integer("block", 8, 1, 4096, "Tokens per block B (the last block may be shorter)"),
        ParamSpec::integer("iters", 8, 0, 1000, "Sinkhorn rounds (each normalises the rows, then the columns)"),
        ParamSpec::real("temperature", 0.75, 0.01, 100.0, "Divides the block scores before balancing"),
        ParamSpec::boolean("gumbel", false, "Add seeded Gumbel noise to the scores (Gumbel-Sinkhorn)"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the Gumbel noise"),
    };
    info.causal = CausalSupport::Optional;
    info.routingSeesWholeSequence = true; // Sinkhorn normalises over every block, and the matching is global
    return info;
}

class SinkhornVariant final : public Variant {
public:
    SinkhornVariant() : Variant(sinkhornInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const SinkhornSettings settings = SinkhornSettings::from(resolve(params));
        const int blocks = blockCountOf(n, settings.block);
        std::vector<int> shifted(static_cast<std::size_t>(blocks));
        for (int b = 0; b < blocks; ++b)
            shifted[static_cast<std::size_t>(b)] = (b + 1) % blocks;
        const Cost kernel = blockSparseAttentionCost(
            matchedLayout(n, settings.block, shifted), d, dv, causal, effectiveThreads(RunOptions {}));
        return Cost { balancingMadds(n, d, settings) + expectedPairs(n, settings.block, causal) * (d + dv),
            balancingBytes(n, d, settings) + kernel.peakBytes };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const SinkhornSettings settings = SinkhornSettings::from(params);
        const int n = problem.n();
        const int blocks = blockCountOf(n, settings.block);

        const MatrixD blockScores = problem.effectiveScale() * blockMeans(problem.q, settings.block)
            * blockMeans(problem.k, settings.block).transpose();
        MatrixD logS = blockScores / settings.temperature;
        if (settings.gumbel)
            logS += gumbelNoise(blocks, settings.seed);

        Extras extras;
        if (options.wantMap)
            extras.matrices["sinkhorn_iter0"] = kernelAtStart(logS).cast<float>();
        for (int round = 1; round <= settings.iterations; ++round) {
            options.cancel.throwIfCancelled();
            balanceOnce(logS);
            if (options.wantMap)
                extras.matrices[extra_keys::sinkhornIteration(round)] = logS.array().exp().matrix().cast<float>();
        }
        const MatrixD s = settings.iterations == 0 ? kernelAtStart(logS) : MatrixD(logS.array().exp().matrix());
        std::vector<int> matching = greedyMatching(s);

        Result result = blockSparseAttention(problem, matchedLayout(n, settings.block, matching), options);
        result.cost.madds += balancingMadds(n, problem.d(), settings);
        result.cost.peakBytes += balancingBytes(n, problem.d(), settings);
        result.extras = std::move(extras);
        result.extras.matrices[extra_keys::kBlockScores] = blockScores.cast<float>();
        result.extras.matrices[extra_keys::kSinkhorn] = s.cast<float>();
        result.extras.labels[extra_keys::kMatching] = std::move(matching);
        result.extras.scalars[extra_keys::kBlockCount] = blocks;
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SinkhornVariant)
