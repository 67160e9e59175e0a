// sinkhorn: each block of queries attends to its own block and to one other key block, chosen by a balanced
// (doubly stochastic) block-to-block score (Tay, Bahri, Yang, Metzler & Juan, Sparse Sinkhorn Attention, 2020).
//   blocks of B = `block` tokens (the last may be shorter), nb = ceil(N / B); Bq_b, Bk_b = mean of block b's rows
//   R = s Bq Bk^T                                         (nb x nb block scores, s the attention scale)
//   L_0 = R / temperature, or (R + G) / temperature when gumbel, G_bc = -log(-log u_bc), u uniform: the noise is
//         added before the temperature divides, as in the Gumbel-Sinkhorn operator (Mena et al., 2018), so a small
//         temperature sharpens the noisy scores instead of drowning the noise
//   one round: L <- L - logsumexp over each row, then L <- L - logsumexp over each column   (log-domain Sinkhorn)
//   S = exp(L_iters)                                      (doubly stochastic up to the iteration error)
//   m(b) = the key block matched to query block b by a greedy unique assignment on S
//   pi_i = {i} u block(i) u block m(block(i))
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j                              (../shared/spec/variants.md, `cluster`)
// Causal: as the paper's Causal Sinkhorn Balancing, the sorting is masked to past blocks. Block b may only be
// matched to a past block c < b, and nothing of a later token enters block b's routing:
//   Bq_b = q of block b's first token (the only query of the block that has arrived when the block is routed);
//   Bk_c = mean of block c's keys, used only for c < b (blocks wholly in the past)
//   L_0 only over the entries c < b (the others are -inf, S = 0 there); a round is the row step alone, over c < b,
//   so S_b is a softmax over the past blocks and the rounds after the first change nothing
//   m(0) = 0 (block 0 has no past: its own block only); m(b) = argmax_{c < b} S_bc (ties -> the lower c) for b >= 1.
//   The column step is left out: a column of S sums over every query block, later ones too, and summed over the
//   present and past rows only it divides the first entry of each column by itself, so every block would take the
//   block just before it whatever the scores. A unique assignment restricted to the past can only be the identity,
//   so several blocks may share a past block. (Public causal implementations of Sparse Sinkhorn attention do the
//   same: a softmax over the past blocks, the top one kept.)
//   pi_i = {j <= i in block(i)} u block m(block(i))   (j > i of the own block removed)
// The paper learns a sorting network and applies the soft permutation S to the key blocks; here the block means
// stand in for the network's block embeddings and S is made hard by the matching, so each query block reads one
// whole block chosen by content besides its own.
// Computed with the block-sparse kernel (core/kernels/block_sparse_attention): at most two key blocks per block
// row, no N x N buffer. Cost: block means 2 N d + 2 nb d (causal: N d + nb d, the key means only), R nb^2 d, one
// multiply-add per balanced entry per normalisation (2 nb^2 per round; causal: nb (nb - 1) / 2, the row step), and
// (query block x key block) pairs x (d + dv) for the attention.
//
// Choices where ../shared/spec/variants.md is silent:
// - Gumbel noise: one Random(seed) stream, the nb x nb entries row by row, u = Random::uniform() drawn again while
//   it is 0 (so u lies in (0, 1)). Under causal the same nb x nb draws are made and the entries c >= b unused.
//   R ("block_scores") is reported without the noise.
// - Without causal a round is a row normalisation followed by a column normalisation (Sinkhorn & Knopp), so after
//   it the columns of S sum to 1 exactly and the rows up to the iteration error. The log domain (logsumexp with its
//   maximum subtracted, in double) keeps small temperatures from overflowing. When the logits span at most 200 (the
//   usual case) the same rounds run as row and column factors of exp(L_0 - max L_0) (balancedByScaling): equal up to
//   rounding, a multiply-add per entry per step instead of an exponential.
// - t = 0 (no round yet, iters = 0): S is the kernel exp(L_0 - max L_0), scaled so its largest entry is 1. Neither a
//   constant factor nor anything else changes the balanced result or the greedy order, and it cannot overflow.
//   Under causal each row of the kernel is scaled by its own largest entry instead (a global maximum would let a
//   later row's scores into an earlier row); the row step removes any row factor, so the balanced S is unchanged.
// - Greedy unique assignment: take the largest remaining entry of S whose row and column are both free, until every
//   query block has a key block; ties go to the lower row, then the lower column. S is square, so the result is a
//   permutation of the blocks; a block may be matched to itself (then it sees only its own block). Computed with
//   one offer per free row in a heap (each row's columns sorted only as far as it falls), not a sort of all entries.
// - Default block = 8, the spec's, which the lessons and small inputs need (at N = 64, blocks of 128 would be one
//   block: exact attention). At long N blocks of 8 make the nb x nb sorting quadratic (nb = 8,192 at N = 65,536:
//   three nb x nb matrices of double take 1.6 GB). At long N the block must leave the nb^2 terms (R, nb^2 d; the
//   rounds, 2 nb^2 each; the matching) well below the attention's 2 N B (d + dv): at N = 65,536 a run took about
//   the same CPU time at 64 and at 128 (74 and 72 ms; when every step took an exp per entry, 64 spent about 40% of
//   a run balancing). The promise is for blocks of 128, the setting the slope check uses.
// - Causal: R is reported whole (all nb x nb entries, with the causal Bq); only c < b is used. The kernel computes
//   the diagonal block whole and masks it, as for bigbird; the matched block lies wholly in the past.
// - analyticCost cannot know the matching without causal: for the attention it returns the cost expected for a
//   uniformly random permutation (each key block with probability 1/nb); the rest is counted exactly. Under causal
//   every block b >= 1 reads one whole past block, so the analytic cost is exact. Its peak bytes assume every block
//   is matched to another one (the kernel's bytes barely depend on which).
// - Peak bytes: the kernel's own (O, per-worker buffers, layout) plus the block means, R, L and S (three nb x nb
//   matrices of double, all alive when the matching is made) and the greedy order (one index per entry of S; under
//   causal one index per block, the row maxima), summed as if all held at once. The step-through matrices are for
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
#include <limits>
#include <numeric>
#include <optional>
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
    MatrixD means = MatrixD::Zero(blocks, rows.cols());
    for (int b = 0; b < blocks; ++b) {
        const int length = std::min(block, n - b * block);
        // Row after row: both matrices are row-major (a column-wise sum read every value a row apart).
        auto mean = means.row(b);
        for (int r = b * block; r < b * block + length; ++r)
            mean += rows.row(r).cast<double>();
        mean /= length;
    }
    return means;
}

// Under causal block b is routed from its first token's query: the rest of the block has not arrived yet.
MatrixD firstRowOfEachBlock(const Matrix& rows, int block)
{
    const int blocks = blockCountOf(static_cast<int>(rows.rows()), block);
    MatrixD first(blocks, rows.cols());
    for (int b = 0; b < blocks; ++b)
        first.row(b) = rows.row(static_cast<Eigen::Index>(b) * block).cast<double>();
    return first;
}

// Adds the noise in place (no second nb x nb matrix): the Random(seed) stream, entries row by row.
void addGumbelNoise(MatrixD& scores, std::uint64_t seed)
{
    Random random(seed);
    for (Eigen::Index r = 0; r < scores.rows(); ++r)
        for (Eigen::Index c = 0; c < scores.cols(); ++c) {
            double u = random.uniform();
            while (u <= 0.0)
                u = random.uniform();
            scores(r, c) += -std::log(-std::log(u));
        }
}

// Under causal only the entries c < b take part; the others are -inf (S = 0 there).
void maskFutureBlocks(MatrixD& logS)
{
    for (Eigen::Index r = 0; r < logS.rows(); ++r)
        logS.row(r).tail(logS.cols() - r).setConstant(-std::numeric_limits<double>::infinity());
}

// Every row of logS minus its log-sum-exp (with its maximum subtracted). MatrixD is row-major, so a row is one
// contiguous pass, vectorised exponentials included (swept a column at a time, as when it was taken for
// column-major, every entry was a cache line and a scalar exp of its own: at nb = 512 the balancing outgrew the
// attention). A row of -inf only (block 0 under causal) is left as it is.
void normaliseRows(MatrixD& logS)
{
    if (logS.cols() == 0)
        return;
    for (Eigen::Index r = 0; r < logS.rows(); ++r) {
        auto row = logS.row(r).array();
        const double largest = row.maxCoeff();
        if (largest == -std::numeric_limits<double>::infinity())
            continue;
        row -= largest + std::log((row - largest).exp().sum());
    }
}

// Every column of logS minus its log-sum-exp: the rows are swept in order, each pass contiguous and vectorised across
// the columns.
void normaliseColumns(MatrixD& logS)
{
    if (logS.rows() == 0)
        return;
    using RowArray = Eigen::Array<double, 1, Eigen::Dynamic>;
    RowArray largest = logS.row(0).array();
    for (Eigen::Index r = 1; r < logS.rows(); ++r)
        largest = largest.max(logS.row(r).array());
    RowArray sums = RowArray::Zero(logS.cols());
    for (Eigen::Index r = 0; r < logS.rows(); ++r)
        sums += (logS.row(r).array() - largest).exp();
    const Eigen::RowVectorXd logSums = (largest + sums.log()).matrix();
    logS.rowwise() -= logSums;
}

// One Sinkhorn round in the log domain: rows, then columns, sum to 1 after exponentiation.
void balanceOnce(MatrixD& logS)
{
    normaliseRows(logS);
    normaliseColumns(logS);
}

// Causal round: the row step alone, over c < b (a column step would read later rows, or over past rows only
// crown the newest block; see the header). The entries c >= b are -inf and add nothing to a row's sum.
void balanceOnceCausally(MatrixD& logS)
{
    normaliseRows(logS);
}

// The logits may span this much (largest minus smallest) for the balancing by scaling factors below: its kernel's
// entries then stay above e^-200, far from double's underflow near e^-708, and the factors, each the inverse of a sum
// of kernel entries times earlier factors, within about e^(200 + log nb) of 1.
constexpr double kScalingSpan = 200.0;

// Without causal, when the logits span at most kScalingSpan: the same rounds as balanceOnce, kept as factors of the
// kernel K = exp(L_0 - max L_0): S_t = diag(u) K diag(w), a row step u = 1 / (K w), a column step w = 1 / (K^T u).
// Each step is one pass of nb^2 multiply-adds, where the log domain takes an exponential per entry: at nb = 512 the
// log-domain rounds were about a tenth of a run at N = 65,536. Equal to the log domain up to rounding (exp(L_t) is
// diag(u) K diag(w) exactly in real numbers). With the map asked for, S after each round goes to `extras`.
std::optional<MatrixD> balancedByScaling(const MatrixD& logits, int rounds, const RunOptions& options, Extras& extras)
{
    if (logits.size() == 0 || !(logits.maxCoeff() - logits.minCoeff() <= kScalingSpan))
        return std::nullopt;
    const MatrixD kernel = (logits.array() - logits.maxCoeff()).exp().matrix();
    Eigen::VectorXd rowFactors = Eigen::VectorXd::Ones(kernel.rows());
    Eigen::VectorXd columnFactors = Eigen::VectorXd::Ones(kernel.cols());
    const auto scaled = [&] { return MatrixD(rowFactors.asDiagonal() * kernel * columnFactors.asDiagonal()); };
    for (int round = 1; round <= rounds; ++round) {
        options.cancel.throwIfCancelled();
        rowFactors = (kernel * columnFactors).cwiseInverse();
        columnFactors = (kernel.transpose() * rowFactors).cwiseInverse();
        if (options.wantMap)
            extras.matrices[extra_keys::sinkhornIteration(round)] = scaled().cast<float>();
    }
    return scaled();
}

MatrixD kernelAtStart(const MatrixD& logS, bool causal)
{
    if (!causal)
        return (logS.array() - logS.maxCoeff()).exp().matrix();
    // Each row by its own largest entry: a global maximum would carry later rows into earlier ones.
    MatrixD kernel = MatrixD::Zero(logS.rows(), logS.cols());
    for (Eigen::Index r = 1; r < logS.rows(); ++r)
        kernel.row(r).head(r) = (logS.row(r).head(r).array() - logS.row(r).head(r).maxCoeff()).exp().matrix();
    return kernel;
}

// A row's columns in decreasing S, the lower column on ties.
struct RowOrder {
    std::vector<int> columns;
    std::size_t sorted = 0; // columns[0 .. sorted) are in order; the rest follow them in S, unordered
    std::size_t next = 0; // the first column not yet offered
};

// Columns each row sorts at first: a row's offer rarely falls further than this before it is matched.
constexpr std::size_t kFirstSortedColumns = 16;

// The column of row r to offer next (the best one not yet offered, free or not), sorting more of the row on demand.
int nextOffer(RowOrder& order, const MatrixD& s, Eigen::Index row)
{
    const auto better = [&s, row](int a, int b) { return s(row, a) > s(row, b) || (s(row, a) == s(row, b) && a < b); };
    if (order.next == order.sorted) {
        const std::size_t upTo = std::min(order.columns.size(), std::max(2 * order.sorted, kFirstSortedColumns));
        std::partial_sort(order.columns.begin() + static_cast<std::ptrdiff_t>(order.sorted),
            order.columns.begin() + static_cast<std::ptrdiff_t>(upTo), order.columns.end(), better);
        order.sorted = upTo;
    }
    return order.columns[order.next++];
}

// Repeatedly the largest free entry (lower row, then lower column, on ties): key block of each query block. Each free
// row offers its best column not yet offered; the best offer is taken when its column is free, else the row offers its
// next one. That takes the entries in the order a sort of all nb^2 of them would, without the sort: about nb^2 work
// to find each row's first columns, instead of nb^2 log nb^2.
std::vector<int> greedyMatching(const MatrixD& s)
{
    const auto blocks = static_cast<int>(s.rows());
    struct Offer {
        double value;
        int row;
        int column;
    };
    // The heap's top is the best offer: the larger S, then the lower row (each row has one offer at a time).
    const auto worse
        = [](const Offer& a, const Offer& b) { return a.value < b.value || (a.value == b.value && a.row > b.row); };
    std::vector<RowOrder> orders(static_cast<std::size_t>(blocks));
    std::vector<Offer> heap;
    heap.reserve(static_cast<std::size_t>(blocks));
    for (int row = 0; row < blocks; ++row) {
        RowOrder& order = orders[static_cast<std::size_t>(row)];
        order.columns.resize(static_cast<std::size_t>(blocks));
        std::iota(order.columns.begin(), order.columns.end(), 0);
        const int column = nextOffer(order, s, row);
        heap.push_back({ s(row, column), row, column });
    }
    std::make_heap(heap.begin(), heap.end(), worse);
    std::vector<int> matching(static_cast<std::size_t>(blocks), -1);
    std::vector<char> keyTaken(static_cast<std::size_t>(blocks), 0);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), worse);
        const Offer offer = heap.back();
        heap.pop_back();
        if (!keyTaken[static_cast<std::size_t>(offer.column)]) {
            matching[static_cast<std::size_t>(offer.row)] = offer.column;
            keyTaken[static_cast<std::size_t>(offer.column)] = 1;
            continue;
        }
        // S is square: a free row always has a free column left among those it has not offered.
        const int column = nextOffer(orders[static_cast<std::size_t>(offer.row)], s, offer.row);
        heap.push_back({ s(offer.row, column), offer.row, column });
        std::push_heap(heap.begin(), heap.end(), worse);
    }
    return matching;
}

// Causal: block 0 keeps its own block; block b >= 1 takes its largest past entry (the lower column on ties).
std::vector<int> bestPastBlocks(const MatrixD& s)
{
    const auto blocks = static_cast<int>(s.rows());
    std::vector<int> matching(static_cast<std::size_t>(blocks), 0);
    for (int b = 1; b < blocks; ++b) {
        int best = 0;
        for (int c = 1; c < b; ++c)
            if (s(b, c) > s(b, best))
                best = c;
        matching[static_cast<std::size_t>(b)] = best;
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

// Everything but the attention: block means (causal: the key means only), R, the Sinkhorn rounds (causal: the row
// step over c < b).
double balancingMadds(int n, int d, bool causal, const SinkhornSettings& settings)
{
    const double blocks = blockCountOf(n, settings.block);
    const double means = causal ? 1.0 * n * d + blocks * d : 2.0 * n * d + 2.0 * blocks * d;
    const double perRound = causal ? blocks * (blocks - 1.0) / 2.0 : 2.0 * blocks * blocks;
    return means + blocks * blocks * d + perRound * settings.iterations;
}

// Bq and Bk, the three nb x nb matrices R, L and S, and the greedy order (causal: one row maximum per block).
double balancingBytes(int n, int d, bool causal, const SinkhornSettings& settings)
{
    const double blocks = blockCountOf(n, settings.block);
    const double order = causal ? blocks : blocks * blocks;
    return kDoubleBytes * (2.0 * blocks * d + 3.0 * blocks * blocks) + kIndexBytes * order;
}

VariantInfo sinkhornInfo()
{
    VariantInfo info;
    info.id = "sinkhorn";
    info.displayName = "Sinkhorn block matching";
    info.family = Family::Cluster;
    info.listOrder = 2;
    info.description = "Blocks of queries are matched one-to-one to blocks of keys by a Sinkhorn-balanced score of "
                       "their means; each query sees its own block and its matched block. Under causal each block "
                       "is matched to one earlier block.";
    info.formula = R"(R = s\,\bar{Q}\bar{K}^\top,\quad S = \mathrm{Sinkhorn}\big((R + G)/\tau\big),\quad )"
                   R"(\pi_i = \{i\} \cup \mathrm{block}(i) \cup \mathrm{block}\,m(\mathrm{block}(i)))";
    info.paper = "Tay, Bahri, Yang, Metzler & Juan, Sparse Sinkhorn Attention (2020)";
    info.params = {
        ParamSpec::integer("block", 8, 1, 4096, "Tokens per block B (the last block may be shorter)"),
        ParamSpec::integer("iters", 8, 0, 1000, "Sinkhorn rounds (each normalises the rows, then the columns)"),
        ParamSpec::real("temperature", 0.75, 0.01, 100.0, "Divides the block scores before balancing"),
        ParamSpec::boolean("gumbel", false,
            "Add seeded Gumbel noise G to the scores before the temperature (Gumbel-Sinkhorn); off, G = 0"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the Gumbel noise"),
    };
    info.causal = CausalSupport::Optional; // causal balancing over past blocks: no later token enters the routing
    info.promise = { CostGrowth::Linear,
        "two blocks of keys per query, O(N block); the sorting's (N/block)^2 d stays below it while N < block^3: "
        "at long N set block = 128 (the default 8 sorts quadratically beyond N of about 512)" };
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
            shifted[static_cast<std::size_t>(b)] = causal ? std::max(0, b - 1) : (b + 1) % blocks;
        const Cost kernel = blockSparseAttentionCost(
            matchedLayout(n, settings.block, shifted), d, dv, causal, effectiveThreads(RunOptions {}));
        // The kernel's count for a matching of the same shape: under causal every block b >= 1 reads a whole past
        // block (as b - 1 does); otherwise each block reads one other, the next standing for the matched one.
        return Cost { balancingMadds(n, d, causal, settings) + kernel.madds,
            balancingBytes(n, d, causal, settings) + kernel.peakBytes };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const SinkhornSettings settings = SinkhornSettings::from(params);
        const int n = problem.n();
        const int blocks = blockCountOf(n, settings.block);

        const bool causal = problem.causal;
        const MatrixD queryBlocks
            = causal ? firstRowOfEachBlock(problem.q, settings.block) : blockMeans(problem.q, settings.block);
        const MatrixD blockScores
            = problem.effectiveScale() * queryBlocks * blockMeans(problem.k, settings.block).transpose();
        MatrixD logS = blockScores;
        if (settings.gumbel)
            addGumbelNoise(logS, settings.seed);
        logS /= settings.temperature;
        if (causal)
            maskFutureBlocks(logS);

        Extras extras;
        if (options.wantMap)
            extras.matrices[extra_keys::sinkhornIteration(0)] = kernelAtStart(logS, causal).cast<float>();
        std::optional<MatrixD> scaled;
        if (!causal && settings.iterations > 0)
            scaled = balancedByScaling(logS, settings.iterations, options, extras);
        for (int round = 1; !scaled && round <= settings.iterations; ++round) {
            options.cancel.throwIfCancelled();
            if (causal)
                balanceOnceCausally(logS);
            else
                balanceOnce(logS);
            if (options.wantMap)
                extras.matrices[extra_keys::sinkhornIteration(round)] = logS.array().exp().matrix().cast<float>();
        }
        MatrixD s;
        if (scaled)
            s = std::move(*scaled);
        else
            s = settings.iterations == 0 ? kernelAtStart(logS, causal) : MatrixD(logS.array().exp().matrix());
        std::vector<int> matching = causal ? bestPastBlocks(s) : greedyMatching(s);

        Result result = blockSparseAttention(problem, matchedLayout(n, settings.block, matching), options);
        result.cost.madds += balancingMadds(n, problem.d(), causal, settings);
        result.cost.peakBytes += balancingBytes(n, problem.d(), causal, settings);
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
