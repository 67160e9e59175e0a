// sinkhorn against an independent dense double-precision reference (../shared/spec/variants.md, `cluster`). The test
// recomputes the block scores R from the block means, balances exp((R + G) / temperature) (G the Gumbel noise drawn
// as sinkhorn.cpp documents, added before the temperature as in Gumbel-Sinkhorn) by plain row and column division,
// checks the reported S against it, checks that the reported matching is the greedy unique assignment on S, and
// rebuilds the mask (own block, matched block, i, causal) from the reported matching for the masked-softmax
// reference. Under causal it restates the causal form sinkhorn.cpp documents: block b routed by its first query
// and the key means of the blocks before it, its row normalised over c < b (no column step), matched to its best
// past block.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/block_sparse_attention.h"
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
using attnlab::reference::kGroupingTolerance;
namespace extra_keys = attnlab::core::extra_keys;

namespace {

struct SinkhornSetup {
    int block = 8;
    int iters = 8;
    double temperature = 0.75;
    bool gumbel = false;
    long long seed = 0;
};

const Variant& sinkhorn()
{
    return attnlab::core::builtinVariants().get("sinkhorn", "variant");
}

Params makeParams(const SinkhornSetup& setup)
{
    const auto& specs = sinkhorn().info().params;
    Params params;
    params.set(specs, "block", static_cast<long long>(setup.block));
    params.set(specs, "iters", static_cast<long long>(setup.iters));
    params.set(specs, "temperature", setup.temperature);
    params.set(specs, "gumbel", setup.gumbel);
    params.set(specs, "seed", setup.seed);
    return params;
}

int blockCount(int n, int block)
{
    return (n + block - 1) / block;
}

int blockLength(int n, int block, int b)
{
    return std::min(block, n - b * block);
}

// s * (mean of query block r) . (mean of key block c), with plain loops; under causal the query side of block r is
// its first token's query.
MatrixD referenceBlockScores(const Problem& problem, int block)
{
    const int n = problem.n();
    const int blocks = blockCount(n, block);
    const auto means = [&](const Matrix& rows) {
        MatrixD m = MatrixD::Zero(blocks, rows.cols());
        for (int i = 0; i < n; ++i)
            for (Eigen::Index c = 0; c < rows.cols(); ++c)
                m(i / block, c) += rows(i, c);
        for (int b = 0; b < blocks; ++b)
            m.row(b) /= blockLength(n, block, b);
        return m;
    };
    MatrixD bq = means(problem.q);
    if (problem.causal)
        for (int b = 0; b < blocks; ++b)
            for (Eigen::Index c = 0; c < bq.cols(); ++c)
                bq(b, c) = problem.q(b * block, c);
    const MatrixD bk = means(problem.k);
    MatrixD r(blocks, blocks);
    for (int a = 0; a < blocks; ++a)
        for (int b = 0; b < blocks; ++b) {
            double dot = 0.0;
            for (Eigen::Index c = 0; c < bq.cols(); ++c)
                dot += bq(a, c) * bk(b, c);
            r(a, b) = problem.effectiveScale() * dot;
        }
    return r;
}

// The noise as sinkhorn.cpp documents it: one Random(seed) stream, row by row, -log(-log u), u in (0, 1).
MatrixD referenceGumbel(int blocks, long long seed)
{
    attnlab::core::Random random(static_cast<std::uint64_t>(seed));
    MatrixD g(blocks, blocks);
    for (int r = 0; r < blocks; ++r)
        for (int c = 0; c < blocks; ++c) {
            double u = 0.0;
            while (u <= 0.0)
                u = random.uniform();
            g(r, c) = -std::log(-std::log(u));
        }
    return g;
}

// The logits (R + G) / temperature: the noise goes in before the temperature divides (Mena et al.'s
// Gumbel-Sinkhorn operator).
MatrixD referenceLogits(const Problem& problem, const SinkhornSetup& setup)
{
    MatrixD logits = referenceBlockScores(problem, setup.block);
    if (setup.gumbel)
        logits += referenceGumbel(static_cast<int>(logits.rows()), setup.seed);
    return logits / setup.temperature;
}

// S after t rounds, in the linear domain: the kernel (largest entry 1), then divide rows by their sums, then columns.
std::vector<MatrixD> referenceSinkhornSteps(const MatrixD& logits, int iters)
{
    const double largest = logits.maxCoeff();
    MatrixD s = logits;
    for (Eigen::Index r = 0; r < s.rows(); ++r)
        for (Eigen::Index c = 0; c < s.cols(); ++c)
            s(r, c) = std::exp(logits(r, c) - largest);
    std::vector<MatrixD> steps { s };
    for (int round = 0; round < iters; ++round) {
        for (Eigen::Index r = 0; r < s.rows(); ++r)
            s.row(r) /= s.row(r).sum();
        for (Eigen::Index c = 0; c < s.cols(); ++c)
            s.col(c) /= s.col(c).sum();
        steps.push_back(s);
    }
    return steps;
}

// Causal: only the entries c < r take part (0 elsewhere); the kernel scales each row by its own largest entry; a
// round divides each row by its sum (no column step: it would read later rows).
std::vector<MatrixD> referenceCausalSinkhornSteps(const MatrixD& logits, int iters)
{
    const Eigen::Index blocks = logits.rows();
    MatrixD s = MatrixD::Zero(blocks, blocks);
    for (Eigen::Index r = 1; r < blocks; ++r) {
        double largest = logits(r, 0);
        for (Eigen::Index c = 1; c < r; ++c)
            largest = std::max(largest, logits(r, c));
        for (Eigen::Index c = 0; c < r; ++c)
            s(r, c) = std::exp(logits(r, c) - largest);
    }
    std::vector<MatrixD> steps { s };
    for (int round = 0; round < iters; ++round) {
        for (Eigen::Index r = 1; r < blocks; ++r)
            s.row(r) /= s.row(r).sum();
        steps.push_back(s);
    }
    return steps;
}

// S after `iters` rounds in the log domain (each row, then each column, minus its log-sum-exp), for logits too wide
// for the linear domain: there exp(L - max L) underflows to 0 and whole rows divide by zero.
MatrixD referenceLogDomainSinkhorn(MatrixD logits, int iters)
{
    const auto logSumExp = [](const auto& entries) {
        const double largest = entries.maxCoeff();
        double sum = 0.0;
        for (Eigen::Index t = 0; t < entries.size(); ++t)
            sum += std::exp(entries(t) - largest);
        return largest + std::log(sum);
    };
    for (int round = 0; round < iters; ++round) {
        for (Eigen::Index r = 0; r < logits.rows(); ++r)
            logits.row(r).array() -= logSumExp(logits.row(r));
        for (Eigen::Index c = 0; c < logits.cols(); ++c)
            logits.col(c).array() -= logSumExp(logits.col(c));
    }
    return logits.array().exp().matrix();
}

std::vector<MatrixD> referenceSteps(const Problem& problem, const SinkhornSetup& setup)
{
    const MatrixD logits = referenceLogits(problem, setup);
    return problem.causal ? referenceCausalSinkhornSteps(logits, setup.iters)
                          : referenceSinkhornSteps(logits, setup.iters);
}

// Causal: block 0 keeps its own block, block r >= 1 takes its largest entry among c < r (the lower c on ties).
std::vector<int> referenceBestPastBlocks(const MatrixD& s)
{
    std::vector<int> matching(static_cast<std::size_t>(s.rows()), 0);
    for (Eigen::Index r = 1; r < s.rows(); ++r) {
        Eigen::Index best = 0;
        for (Eigen::Index c = 0; c < r; ++c)
            if (s(r, c) > s(r, best))
                best = c;
        matching[static_cast<std::size_t>(r)] = static_cast<int>(best);
    }
    return matching;
}

// Repeatedly the largest entry with a free row and a free column; ties to the lower row, then the lower column.
std::vector<int> referenceGreedyMatching(const MatrixD& s)
{
    const auto blocks = static_cast<int>(s.rows());
    std::vector<int> matching(static_cast<std::size_t>(blocks), -1);
    std::vector<bool> columnTaken(static_cast<std::size_t>(blocks), false);
    for (int step = 0; step < blocks; ++step) {
        int bestRow = -1;
        int bestColumn = -1;
        for (int r = 0; r < blocks; ++r) {
            if (matching[static_cast<std::size_t>(r)] >= 0)
                continue;
            for (int c = 0; c < blocks; ++c)
                if (!columnTaken[static_cast<std::size_t>(c)] && (bestRow < 0 || s(r, c) > s(bestRow, bestColumn))) {
                    bestRow = r;
                    bestColumn = c;
                }
        }
        matching[static_cast<std::size_t>(bestRow)] = bestColumn;
        columnTaken[static_cast<std::size_t>(bestColumn)] = true;
    }
    return matching;
}

std::function<bool(int, int)> matchedBlockPattern(const std::vector<int>& matching, int block, bool causal)
{
    return [=](int i, int j) {
        if (causal && j > i)
            return false;
        const int queryBlock = i / block;
        const int keyBlock = j / block;
        return i == j || keyBlock == queryBlock || keyBlock == matching[static_cast<std::size_t>(queryBlock)];
    };
}

void addReferenceRows()
{
    attnlab::reference::addGroupingColumns();
    QTest::addColumn<int>("block");
    QTest::addColumn<int>("iters");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("gumbel");
    QTest::addColumn<int>("seed");
    const std::vector<SinkhornSetup> setups {
        { 128, 8, 0.75, false, 0 }, // the defaults
        { 64, 8, 0.75, false, 0 }, // blocks of 64
        { 8, 8, 0.75, false, 0 }, // the spec's blocks of 8, as the lesson shows them
        { 2, 4, 0.5, false, 2 }, // many small blocks: the greedy matching goes deep into the rows
        { 5, 3, 0.3, true, 4 }, // ragged last block, Gumbel noise, a sharp temperature
        { 16, 0, 1.0, false, 0 }, // no balancing: greedy on the raw kernel
        { 3, 50, 0.75, false, 0 }, // converged
        { 1, 20, 2.0, true, 1 }, // token-sized blocks
        { 4, 2, 0.15, true, 3 }, // a cold temperature: the noise is sharpened with the scores, not drowned
    };
    attnlab::reference::addGroupingRows(
        setups,
        [](const SinkhornSetup& setup) {
            return QStringLiteral("B%1 it%2 t%3 %4")
                .arg(setup.block)
                .arg(setup.iters)
                .arg(setup.temperature)
                .arg(setup.gumbel ? "gumbel" : "plain");
        },
        [](QTestData& row, const SinkhornSetup& setup) {
            row << setup.block << setup.iters << setup.temperature << setup.gumbel << static_cast<int>(setup.seed);
        });
}

SinkhornSetup setupFromRow()
{
    QFETCH(int, block);
    QFETCH(int, iters);
    QFETCH(double, temperature);
    QFETCH(bool, gumbel);
    QFETCH(int, seed);
    return SinkhornSetup { block, iters, temperature, gumbel, seed };
}

// Relative to the largest entry of b.
double relativeDifference(const MatrixD& a, const MatrixD& b)
{
    return (a - b).cwiseAbs().maxCoeff() / std::max(1e-300, b.cwiseAbs().maxCoeff());
}

// As sinkhorn.cpp's header states: block means 2 N d + 2 nb d (causal: the key means, N d + nb d), R nb^2 d, one
// per balanced entry per normalisation (2 nb^2 per round; causal: the row step over the nb (nb - 1) / 2 entries c < b).
double balancingMadds(int n, int d, bool causal, const SinkhornSetup& setup)
{
    const double blocks = blockCount(n, setup.block);
    const double means = causal ? 1.0 * n * d + blocks * d : 2.0 * n * d + 2.0 * blocks * d;
    const double perRound = causal ? blocks * (blocks - 1.0) / 2.0 : 2.0 * blocks * blocks;
    return means + blocks * blocks * d + perRound * setup.iters;
}

// The layout the kernel runs on: own block and matched block, ascending.
attnlab::core::BlockLayout matchedLayout(int n, int block, const std::vector<int>& matching)
{
    attnlab::core::BlockLayout layout;
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

// The pairs of the block GEMMs: own block (whole, also under causal) plus the matched block (under causal only when
// it lies before). Blocks of 16 tokens or more run on the range kernel, which under causal stops each group of six
// rows of the own block at its last row and rounds a ragged block to 16 keys: within 16 keys a row of this.
double kernelPairs(int n, int block, const std::vector<int>& matching, bool causal)
{
    double pairs = 0.0;
    for (int b = 0; b < blockCount(n, block); ++b) {
        const int match = matching[static_cast<std::size_t>(b)];
        const double length = blockLength(n, block, b);
        pairs += length * length;
        if (match != b && (!causal || match < b))
            pairs += length * blockLength(n, block, match);
    }
    return pairs;
}

} // namespace

class TestSinkhorn : public QObject {
    Q_OBJECT

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = attnlab::reference::checkClusterCatalogueEntry(sinkhorn(), 2, 5);
        QVERIFY2(failure.empty(), failure.c_str());
        const Params defaults = Params::defaults(sinkhorn().info().params);
        QCOMPARE(
            defaults.integer("block"), 8LL); // the spec's; at long N blocks of 128 keep the (N/block)^2 sorting small
        QCOMPARE(sinkhorn().info().promise.growth, attnlab::core::CostGrowth::Linear);
        QCOMPARE(defaults.integer("iters"), 8LL);
        QCOMPARE(defaults.real("temperature"), 0.75);
        QCOMPARE(defaults.boolean("gumbel"), false);
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    // Every score equal: every entry of S ties, and the greedy assignment takes them in index order (lower row,
    // then lower column), which matches each block to itself.
    void tiedScoresMatchInIndexOrder()
    {
        Problem problem = attnlab::reference::randomProblem(200, 6, 3, false);
        problem.q.setOnes();
        problem.k.setOnes();
        const Result result
            = sinkhorn().run(problem, makeParams(SinkhornSetup { 4, 3, 0.75, false, 0 }), RunOptions {});
        const std::vector<int>& matching = result.extras.labels.at(extra_keys::kMatching);
        QCOMPARE(matching.size(), std::size_t(50));
        for (int b = 0; b < 50; ++b)
            QCOMPARE(matching[static_cast<std::size_t>(b)], b);
    }

    void balancingFollowsTheDefinition_data() { addReferenceRows(); }
    void balancingFollowsTheDefinition()
    {
        const attnlab::reference::GroupingRow row = attnlab::reference::fetchGroupingRow();
        const SinkhornSetup setup = setupFromRow();
        const Problem problem = row.problem();
        const Result result = sinkhorn().run(problem, makeParams(setup), RunOptions {});
        const int blocks = blockCount(row.n, setup.block);
        QCOMPARE(result.extras.scalars.at(extra_keys::kBlockCount), static_cast<double>(blocks));

        const MatrixD scores = referenceBlockScores(problem, setup.block);
        const MatrixD reportedScores = result.extras.matrices.at(extra_keys::kBlockScores).cast<double>();
        QCOMPARE(reportedScores.rows(), Eigen::Index(blocks));
        QVERIFY((reportedScores - scores).cwiseAbs().maxCoeff() < 1e-6 * std::max(1.0, scores.cwiseAbs().maxCoeff()));

        const std::vector<MatrixD> steps = referenceSteps(problem, setup);
        const MatrixD reported = result.extras.matrices.at(extra_keys::kSinkhorn).cast<double>();
        QVERIFY2(relativeDifference(reported, steps.back()) < kGroupingTolerance,
            qPrintable(QStringLiteral("S differs by %1").arg(relativeDifference(reported, steps.back()))));
        for (int t = 0; t <= setup.iters; ++t) {
            const std::string name = extra_keys::sinkhornIteration(t);
            QVERIFY2(result.extras.matrices.count(name) == 1, name.c_str());
            QVERIFY2(
                relativeDifference(result.extras.matrices.at(name).cast<double>(), steps[static_cast<std::size_t>(t)])
                    < kGroupingTolerance,
                name.c_str());
        }
        QVERIFY(result.extras.matrices.count(extra_keys::sinkhornIteration(setup.iters + 1)) == 0);
        QVERIFY(result.extras.matrices.at(extra_keys::sinkhornIteration(setup.iters))
            == result.extras.matrices.at(extra_keys::kSinkhorn));

        // The matching: a permutation of the blocks, and the greedy one on S; under causal the best past block.
        const std::vector<int>& matching = result.extras.labels.at(extra_keys::kMatching);
        QCOMPARE(matching.size(), static_cast<std::size_t>(blocks));
        if (row.causal) {
            QCOMPARE(matching.front(), 0);
            for (int b = 1; b < blocks; ++b)
                QVERIFY(matching[static_cast<std::size_t>(b)] < b);
            QVERIFY(matching == referenceBestPastBlocks(steps.back()));
            // Without noise the scores alone decide: each block takes its best-scoring past block (a softmax keeps
            // the order of a row), not whichever block comes just before it.
            if (!setup.gumbel)
                QVERIFY(matching == referenceBestPastBlocks(scores));
            return;
        }
        std::vector<int> sorted = matching;
        std::sort(sorted.begin(), sorted.end());
        for (int b = 0; b < blocks; ++b)
            QCOMPARE(sorted[static_cast<std::size_t>(b)], b);
        QVERIFY(matching == referenceGreedyMatching(steps.back()));
    }

    void matchesDenseReference_data() { addReferenceRows(); }
    void matchesDenseReference()
    {
        const attnlab::reference::GroupingRow row = attnlab::reference::fetchGroupingRow();
        const SinkhornSetup setup = setupFromRow();
        // At the default scale and at one given (the references write out the spec's rule, not the engine's).
        for (const std::optional<double>& scale : attnlab::reference::kReferenceScales) {
            Problem problem = row.problem();
            problem.scale = scale;
            const Result result = sinkhorn().run(problem, makeParams(setup), RunOptions {});
            const std::string failure = attnlab::reference::compareWithPatternReference(result, problem, problem.k,
                matchedBlockPattern(result.extras.labels.at(extra_keys::kMatching), setup.block, row.causal));
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    // Logits spanning thousands (a large scale, a cold temperature): the engine balances them in the log domain, not
    // by scaling factors, whose kernel would underflow; S and the matching follow the log-domain definition.
    void wideLogitsBalanceInTheLogDomain()
    {
        Problem problem = attnlab::reference::randomProblem(96, 6, 3, false, 5);
        problem.scale = 400.0;
        const SinkhornSetup setup { 4, 6, 0.05, false, 0 };
        const MatrixD logits = referenceLogits(problem, setup);
        QVERIFY(logits.maxCoeff() - logits.minCoeff() > 1000.0);
        const Result result = sinkhorn().run(problem, makeParams(setup), RunOptions {});
        const MatrixD expected = referenceLogDomainSinkhorn(logits, setup.iters);
        const MatrixD reported = result.extras.matrices.at(extra_keys::kSinkhorn).cast<double>();
        QVERIFY(reported.allFinite());
        QVERIFY2(relativeDifference(reported, expected) < kGroupingTolerance,
            qPrintable(QStringLiteral("S differs by %1").arg(relativeDifference(reported, expected))));
        for (Eigen::Index c = 0; c < reported.cols(); ++c)
            QVERIFY(std::abs(reported.col(c).sum() - 1.0) < 1e-5);
        QVERIFY(result.extras.labels.at(extra_keys::kMatching) == referenceGreedyMatching(expected));
    }

    void enoughRoundsMakeSDoublyStochastic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("block");
        QTest::addColumn<bool>("gumbel");
        for (const int n : { 7, 64, 257 })
            for (const int block : { 1, 4, 8 })
                for (const bool gumbel : { false, true })
                    QTest::addRow("n%d B%d %s", n, block, gumbel ? "gumbel" : "plain") << n << block << gumbel;
    }
    void enoughRoundsMakeSDoublyStochastic()
    {
        QFETCH(int, n);
        QFETCH(int, block);
        QFETCH(bool, gumbel);
        // 200 rounds: with the noise divided by the temperature too, the noisy scores spread wider and converge
        // more slowly than the plain ones (50 rounds leave rows 2e-3 off at n = 7, B = 1).
        const SinkhornSetup setup { block, 200, 0.75, gumbel, 2 };
        const Result result = attnlab::reference::runWithoutMap(
            sinkhorn(), attnlab::reference::randomProblem(n, 12, 5, false, 31), makeParams(setup));
        const MatrixD s = result.extras.matrices.at(extra_keys::kSinkhorn).cast<double>();
        for (Eigen::Index r = 0; r < s.rows(); ++r)
            QVERIFY2(std::abs(s.row(r).sum() - 1.0) < 1e-3, qPrintable(QStringLiteral("row %1").arg(r)));
        for (Eigen::Index c = 0; c < s.cols(); ++c)
            QVERIFY2(std::abs(s.col(c).sum() - 1.0) < 1e-3, qPrintable(QStringLiteral("column %1").arg(c)));
        // The step-through matrices are for display, only with the map.
        for (int t = 0; t <= setup.iters; ++t)
            QVERIFY(result.extras.matrices.count(extra_keys::sinkhornIteration(t)) == 0);
    }

    void gumbelNoiseIsReproducibleBySeed()
    {
        const Problem problem = attnlab::reference::randomProblem(257, 12, 5, false);
        SinkhornSetup setup { 4, 8, 0.75, true, 11 };
        const Result first = sinkhorn().run(problem, makeParams(setup), RunOptions {});
        const std::string failure
            = attnlab::reference::compareWithOneThreadRun(sinkhorn(), problem, makeParams(setup), first);
        QVERIFY2(failure.empty(), failure.c_str());
        setup.seed = 12;
        const Result other = sinkhorn().run(problem, makeParams(setup), RunOptions {});
        QVERIFY(first.extras.matrices.at(extra_keys::kSinkhorn) != other.extras.matrices.at(extra_keys::kSinkhorn));
        QVERIFY(first.extras.labels.at(extra_keys::kMatching) != other.extras.labels.at(extra_keys::kMatching));
        // The scores themselves carry no noise.
        QVERIFY(
            first.extras.matrices.at(extra_keys::kBlockScores) == other.extras.matrices.at(extra_keys::kBlockScores));
        // Without noise the seed plays no part.
        const Result plainA
            = sinkhorn().run(problem, makeParams(SinkhornSetup { 4, 8, 0.75, false, 1 }), RunOptions {});
        const Result plainB
            = sinkhorn().run(problem, makeParams(SinkhornSetup { 4, 8, 0.75, false, 2 }), RunOptions {});
        QVERIFY(plainA.o == plainB.o);
    }

    void countedCostIsBalancingPlusBlockPairs_data() { addReferenceRows(); }
    void countedCostIsBalancingPlusBlockPairs()
    {
        const auto [n, d, dv, causal] = attnlab::reference::fetchGroupingRow();
        const SinkhornSetup setup = setupFromRow();
        const Result result = attnlab::reference::runWithoutMap(
            sinkhorn(), attnlab::reference::randomProblem(n, d, dv, causal), makeParams(setup));
        QVERIFY(!result.map.has_value());
        const std::vector<int>& matching = result.extras.labels.at(extra_keys::kMatching);
        const double kernel = result.cost.madds - balancingMadds(n, d, causal, setup);
        QCOMPARE(kernel,
            attnlab::core::blockSparseAttentionCost(matchedLayout(n, setup.block, matching), d, dv, causal, 1).madds);
        const double gemmPairs = kernelPairs(n, setup.block, matching, causal);
        if (setup.block % 16 != 0) { // the block GEMMs: exactly their pairs
            QCOMPARE(kernel, gemmPairs * (d + dv));
        } else {
            QVERIFY(kernel <= (gemmPairs + 16.0 * n) * (d + dv));
            QVERIFY(kernel >= static_cast<double>(result.pattern.pairCount()) * (d + dv));
        }
        QVERIFY(result.cost.peakBytes > 0);
        // One block, or causal (every block b >= 1 reads one whole past block): the analytic cost is exact.
        if (blockCount(n, setup.block) == 1 || causal)
            QCOMPARE(result.cost.madds, sinkhorn().analyticCost(n, d, dv, causal, makeParams(setup)).madds);
    }

    // Peak bytes: the kernel's own for the layout that ran, plus Bq and Bk, the three nb x nb matrices R, L and S
    // (all alive when the matching is made) and the greedy order (nb^2 indices; causal: nb row maxima).
    void peakBytesHoldThreeBlockMatrices_data() { addReferenceRows(); }
    void peakBytesHoldThreeBlockMatrices()
    {
        const auto [n, d, dv, causal] = attnlab::reference::fetchGroupingRow();
        const SinkhornSetup setup = setupFromRow();
        RunOptions options;
        options.wantMap = false;
        options.threads = 1;
        const Result result
            = sinkhorn().run(attnlab::reference::randomProblem(n, d, dv, causal), makeParams(setup), options);
        const std::vector<int>& matching = result.extras.labels.at(extra_keys::kMatching);
        const double kernelBytes
            = attnlab::core::blockSparseAttentionCost(matchedLayout(n, setup.block, matching), d, dv, causal, 1)
                  .peakBytes;
        const double blocks = blockCount(n, setup.block);
        const double balancing = sizeof(double) * (2.0 * blocks * d + 3.0 * blocks * blocks)
            + sizeof(int) * (causal ? blocks : blocks * blocks);
        QCOMPARE(result.cost.peakBytes, kernelBytes + balancing);
    }

    // Causal for real: every token from `from` on replaced (query, key, value) leaves the earlier rows of O, the
    // rows of S of the blocks that start before `from` and their matches unchanged, also when `from` cuts a block.
    void causalRoutingIgnoresLaterTokens_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("from");
        QTest::addColumn<bool>("gumbel");
        QTest::newRow("n64 B8 cut inside a block") << 64 << 8 << 37 << false;
        QTest::newRow("n64 B8 at a block start") << 64 << 8 << 40 << false;
        QTest::newRow("n257 B5 last token, gumbel") << 257 << 5 << 256 << true;
        QTest::newRow("n257 B16 early cut, gumbel") << 257 << 16 << 19 << true;
    }
    void causalRoutingIgnoresLaterTokens()
    {
        QFETCH(int, n);
        QFETCH(int, block);
        QFETCH(int, from);
        QFETCH(bool, gumbel);
        const SinkhornSetup setup { block, 8, 0.75, gumbel, 5 };
        const Problem problem = attnlab::reference::randomProblem(n, 12, 5, true, 41);
        Problem changed = problem;
        const Problem other = attnlab::reference::randomProblem(n, 12, 5, true, 42);
        changed.q.bottomRows(n - from) = other.q.bottomRows(n - from);
        changed.k.bottomRows(n - from) = other.k.bottomRows(n - from);
        changed.v.bottomRows(n - from) = other.v.bottomRows(n - from);
        const Result first = sinkhorn().run(problem, makeParams(setup), RunOptions {});
        const Result again = sinkhorn().run(changed, makeParams(setup), RunOptions {});
        QVERIFY(first.o.topRows(from) == again.o.topRows(from));
        QVERIFY(first.o.bottomRows(n - from) != again.o.bottomRows(n - from));
        const int started = (from + block - 1) / block; // blocks whose first token comes before `from`
        QVERIFY(first.extras.matrices.at(extra_keys::kSinkhorn).topRows(started)
            == again.extras.matrices.at(extra_keys::kSinkhorn).topRows(started));
        const std::vector<int>& before = first.extras.labels.at(extra_keys::kMatching);
        const std::vector<int>& after = again.extras.labels.at(extra_keys::kMatching);
        QVERIFY(std::equal(before.begin(), before.begin() + started, after.begin()));
    }

    void cancelStopsTheRun()
    {
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Cancelled, attnlab::reference::runCancelledFromTheStart(sinkhorn()));
    }
};

QTEST_GUILESS_MAIN(TestSinkhorn)
#include "test_sinkhorn.moc"
