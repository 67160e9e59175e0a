// Every build of the exact-attention tile kernel this machine can run (baseline x86-64, AVX2, AVX-512: the run-time
// dispatch of a portable build) computes the same attention: each against the double-precision reference and
// against the baseline build, on ragged shapes (N, d, dv not multiples of any vector width) with and without
// causal masking. Also the dispatch itself: baseline first, the CPU's wider units when it has them, the widest
// chosen, and each build's FMA loop doing real work. The range kernel of the pattern engines (rows attending to
// key intervals with holes, in blocks core/kernels/range_blocks plans, over several calls) likewise on every build.
#include "core/kernels/exact_attention.h"
#include "core/kernels/exact_tile_dispatch.h"
#include "core/kernels/range_blocks.h"
#include "core/kernels/tile_operands.h"
#include "core/random.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <cstdlib>
#include <cstring>
#include <set>
#include <vector>

using namespace attnlab;
using core::Matrix;

namespace {

QStringList isaNames(const std::vector<core::ExactTileKernel>& kernels)
{
    QStringList names;
    for (const core::ExactTileKernel& kernel : kernels)
        names << QString::fromLatin1(kernel.isa);
    return names;
}

// Per query row, the key intervals of two calls of the range kernel (the second disjoint from the first), a hole in
// the first, and the same keys as sets for the reference.
struct RangeCase {
    std::vector<int> first[2];
    std::vector<int> last[2];
    std::vector<int> hole;
    std::vector<std::set<int>> keys;
};

RangeCase randomRanges(int rows, int n, std::uint64_t seed)
{
    core::Random random(seed);
    const auto below = [&](int bound) { return static_cast<int>(random.below(static_cast<std::uint64_t>(bound))); };
    RangeCase ranges;
    ranges.keys.resize(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r) {
        // Some rows narrow and near each other (blocks of six), some far apart (rows one by one).
        const int centre = random.below(4) == 0 ? below(n) : std::min(n - 1, r * n / (rows + 1));
        const int width = random.below(3) == 0 ? below(n) : below(40);
        const int first = std::max(0, centre - below(width + 1));
        const int last = std::min(n - 1, first + width);
        const int hole = last > first && random.below(2) == 0 ? first + below(last - first + 1) : -1;
        ranges.first[0].push_back(first);
        ranges.last[0].push_back(last);
        ranges.hole.push_back(hole);
        for (int j = first; j <= last; ++j)
            if (j != hole)
                ranges.keys[static_cast<std::size_t>(r)].insert(j);
        if (ranges.keys[static_cast<std::size_t>(r)].empty()) { // the hole was the only key: keep the interval's end
            ranges.hole.back() = -1;
            ranges.keys[static_cast<std::size_t>(r)].insert(first);
        }
        // The second call: keys after the first interval, or none.
        const int secondFirst = last + 1 + below(20);
        const int secondLast = std::min(n - 1, secondFirst + below(80));
        ranges.first[1].push_back(secondFirst);
        ranges.last[1].push_back(random.below(3) == 0 ? secondFirst - 1 : secondLast);
        for (int j = secondFirst; j <= ranges.last[1].back(); ++j)
            ranges.keys[static_cast<std::size_t>(r)].insert(j);
    }
    return ranges;
}

// Runs the two calls on `kernel` for rows row0 .. row0 + rows - 1 of the problem's queries and returns O for them.
Matrix attendRanges(
    const core::ExactTileKernel& kernel, const core::Problem& problem, int row0, const RangeCase& ranges)
{
    constexpr int kKeyTile = 512;
    const int rows = static_cast<int>(ranges.hole.size());
    const int keys = static_cast<int>(problem.k.rows()); // problem.n() counts the queries
    const core::TileOperands operands
        = core::packTileOperands(problem.k, problem.v, 0, 1, keys, kernel.layout, core::RunOptions {});
    const core::ExactTileInput input = core::tileInputOver(problem, operands, keys, kKeyTile);
    std::vector<float> scores(static_cast<std::size_t>(rows) * kKeyTile);
    std::vector<float> accumulator(static_cast<std::size_t>(rows) * operands.dvPadded, 0.0f);
    std::vector<float> rowMax(static_cast<std::size_t>(rows), -std::numeric_limits<float>::infinity());
    std::vector<float> rowSum(static_cast<std::size_t>(rows), 0.0f);
    std::vector<float> correction(static_cast<std::size_t>(rows));
    std::vector<float> largest(static_cast<std::size_t>(rows) * core::kExactTileWidestLanes);
    core::ExactTileWork work { scores.data(), kKeyTile, accumulator.data(), largest.data(), rowMax.data(),
        rowSum.data(), correction.data() };
    for (int call = 0; call < 2; ++call) {
        std::vector<core::ExactTileBlock> blocks;
        core::planRangeBlocks(ranges.first[call].data(), ranges.last[call].data(), rows, blocks);
        core::ExactTileRanges given {};
        given.first = ranges.first[call].data();
        given.last = ranges.last[call].data();
        given.hole = call == 0 ? ranges.hole.data() : nullptr;
        given.blocks = blocks.data();
        given.blockCount = static_cast<int>(blocks.size());
        kernel.attendRanges(input, work, row0, rows, given);
    }
    Matrix o(rows, problem.dv());
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < problem.dv(); ++c)
            o(r, c) = accumulator[static_cast<std::size_t>(r) * operands.dvPadded + c]
                / rowSum[static_cast<std::size_t>(r)];
    return o;
}

// softmax over each row's keys, in double, for queries row0 .. row0 + rows - 1.
Eigen::MatrixXd maskedReference(const core::Problem& problem, int row0, const RangeCase& ranges)
{
    const int rows = static_cast<int>(ranges.keys.size());
    const double scale = reference::specScale(problem);
    Eigen::MatrixXd o = Eigen::MatrixXd::Zero(rows, problem.dv());
    for (int r = 0; r < rows; ++r) {
        const std::set<int>& keys = ranges.keys[static_cast<std::size_t>(r)];
        std::vector<double> scores;
        for (int j : keys)
            scores.push_back(scale * problem.q.row(row0 + r).cast<double>().dot(problem.k.row(j).cast<double>()));
        const double best = *std::max_element(scores.begin(), scores.end());
        double sum = 0;
        std::size_t t = 0;
        for (int j : keys) {
            const double w = std::exp(scores[t++] - best);
            sum += w;
            o.row(r) += w * problem.v.row(j).cast<double>();
        }
        o.row(r) /= sum;
    }
    return o;
}

} // namespace

class TestExactTileDispatch : public QObject {
    Q_OBJECT

private slots:
    void supportedBuildsFollowTheCpu()
    {
        const QStringList names = isaNames(core::supportedExactTileKernels());
        QVERIFY(!names.isEmpty());
        QCOMPARE(names.front(), QStringLiteral("baseline"));
#if defined(__x86_64__)
        QCOMPARE(
            names.contains(QStringLiteral("avx2")), __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"));
        QCOMPARE(names.contains(QStringLiteral("avx512")), bool(__builtin_cpu_supports("avx512f")));
#endif
        qInfo("tile kernels on this machine: %s", qPrintable(names.join(QStringLiteral(", "))));
        // The widest is chosen unless ATTNLAB_EXACT_KERNEL names another supported one.
        const char* wanted = std::getenv("ATTNLAB_EXACT_KERNEL");
        if (!wanted || !names.contains(QString::fromLatin1(wanted)))
            QCOMPARE(QString::fromLatin1(core::chosenExactTileKernel().isa), names.back());
    }

    void layoutsAreVectorMultiples()
    {
        for (const core::ExactTileKernel& kernel : core::supportedExactTileKernels()) {
            QVERIFY(kernel.layout.panelKeys >= 4 && kernel.layout.panelKeys % 4 == 0);
            QVERIFY(kernel.layout.valueColumns >= 4 && kernel.layout.valueColumns % 4 == 0);
            QVERIFY(kernel.attend && kernel.fmaLoop);
            QVERIFY(kernel.fmaFlopsPerIteration >= 8);
        }
    }

    void everyBuildMatchesTheReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 97, 600, 1100 })
            for (const auto& [d, dv] :
                { std::pair { 3, 5 }, std::pair { 16, 64 }, std::pair { 64, 64 }, std::pair { 33, 17 },
                    std::pair { 8, 40 }, std::pair { 8, 72 } })
                for (const bool causal : { false, true })
                    QTest::addRow("n%d d%d dv%d %s", n, d, dv, causal ? "causal" : "full") << n << d << dv << causal;
    }

    void everyBuildMatchesTheReference()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(bool, causal);
        const core::Problem problem = reference::randomProblem(n, d, dv, causal, 7u * n + d);
        const auto expected
            = reference::exactAttention(problem.q, problem.k, problem.v, reference::specScale(problem), causal);
        core::RunOptions options;
        options.wantMap = false;
        const std::vector<core::ExactTileKernel> kernels = core::supportedExactTileKernels();
        const Matrix baseline = core::tiledExactAttention(problem, options, kernels.front()).o;
        for (const core::ExactTileKernel& kernel : kernels) {
            const core::Result result = core::tiledExactAttention(problem, options, kernel);
            QVERIFY2(result.o.allFinite(), kernel.isa);
            const double error = reference::maxRelativeDifference(result.o.cast<double>(), expected.o);
            QVERIFY2(error < 2e-5, qPrintable(QStringLiteral("%1: %2").arg(kernel.isa).arg(error)));
            const float apart = (result.o - baseline).cwiseAbs().maxCoeff();
            QVERIFY2(apart < 1e-5f, qPrintable(QStringLiteral("%1 vs baseline: %2").arg(kernel.isa).arg(apart)));
            // The counted work does not depend on the vector build.
            QCOMPARE(result.cost.madds, core::exactAttentionCost(n, d, dv, causal, core::ExactPath::Tiled, 1).madds);
        }
    }

    void largeScoresStayFiniteOnEveryBuild()
    {
        // Scores of magnitude ~1e4 (the online softmax subtracts the running max) and a negative scale (the max is
        // taken of the scaled scores).
        for (const double scale : { 1.0, -0.5 })
            for (const bool causal : { false, true }) {
                core::Problem problem = reference::randomProblem(300, 8, 4, causal, 5);
                problem.q *= 40.0f;
                problem.k *= 40.0f;
                problem.scale = scale;
                const auto expected = reference::exactAttention(problem.q, problem.k, problem.v, scale, causal);
                core::RunOptions options;
                options.wantMap = false;
                for (const core::ExactTileKernel& kernel : core::supportedExactTileKernels()) {
                    const Matrix o = core::tiledExactAttention(problem, options, kernel).o;
                    QVERIFY2(o.allFinite(), kernel.isa);
                    QVERIFY2(reference::maxRelativeDifference(o.cast<double>(), expected.o) < 1e-4, kernel.isa);
                }
            }
    }

    void rangeBlocksCoverEveryInterval()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const RangeCase ranges = randomRanges(64, 700, seed);
            std::vector<core::ExactTileBlock> blocks;
            const double evaluated = core::planRangeBlocks(ranges.first[0].data(), ranges.last[0].data(), 64, blocks);
            std::vector<int> coveredBy(64, 0);
            double pairs = 0;
            for (const core::ExactTileBlock& block : blocks) {
                QVERIFY(block.rows >= 1 && block.rows <= core::kExactTileBlockRows);
                QVERIFY(block.keyBegin % core::kExactTileSpanKeys == 0 && block.keyEnd % core::kExactTileSpanKeys == 0);
                QVERIFY(block.keyBegin < block.keyEnd);
                // A group of six starts at a multiple of six; a single row anywhere.
                QVERIFY(block.rows == 1 || block.row % core::kExactTileBlockRows == 0);
                for (int r = block.row; r < block.row + block.rows; ++r) {
                    ++coveredBy[static_cast<std::size_t>(r)];
                    QVERIFY(block.keyBegin <= ranges.first[0][static_cast<std::size_t>(r)]);
                    QVERIFY(block.keyEnd > ranges.last[0][static_cast<std::size_t>(r)]);
                }
                pairs += static_cast<double>(block.rows) * (block.keyEnd - block.keyBegin);
            }
            for (int r = 0; r < 64; ++r)
                QCOMPARE(coveredBy[static_cast<std::size_t>(r)], 1); // every interval is non-empty here
            QCOMPARE(evaluated, pairs);
        }
        // Far-apart intervals go row by row, a band in groups of six.
        std::vector<int> first { 0, 600, 10, 500, 300, 200 };
        std::vector<int> last { 5, 610, 15, 505, 305, 205 };
        std::vector<core::ExactTileBlock> blocks;
        core::planRangeBlocks(first.data(), last.data(), 6, blocks);
        QCOMPARE(blocks.size(), std::size_t(6));
        for (int r = 0; r < 6; ++r) {
            first[static_cast<std::size_t>(r)] = 100 + r;
            last[static_cast<std::size_t>(r)] = 200 + r;
        }
        blocks.clear();
        QCOMPARE(core::planRangeBlocks(first.data(), last.data(), 6, blocks), 6.0 * (208 - 96));
        QCOMPARE(blocks.size(), std::size_t(1));
    }

    void everyBuildMatchesTheReferenceOverRanges_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<int>("rows");
        for (const int n : { 1, 23, 130, 700 })
            for (const auto& [d, dv] :
                { std::pair { 3, 5 }, std::pair { 64, 64 }, std::pair { 33, 17 }, std::pair { 8, 40 } })
                for (const int rows : { 1, 7, 64 })
                    QTest::addRow("n%d d%d dv%d rows%d", n, d, dv, rows) << n << d << dv << rows;
    }

    void everyBuildMatchesTheReferenceOverRanges()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(int, rows);
        // Keys and values of n tokens; queries from a second problem, the tile's rows starting at query 3 (so
        // row0 is honoured).
        core::Problem keysOfN = reference::randomProblem(n, d, dv, false, 13u * n + dv);
        keysOfN.q = reference::randomProblem(rows + 3, d, dv, false, 11u * n + d).q;
        const RangeCase ranges = randomRanges(rows, n, static_cast<std::uint64_t>(n + rows));
        const Eigen::MatrixXd expected = maskedReference(keysOfN, 3, ranges);
        const std::vector<core::ExactTileKernel> kernels = core::supportedExactTileKernels();
        const Matrix baseline = attendRanges(kernels.front(), keysOfN, 3, ranges);
        for (const core::ExactTileKernel& kernel : kernels) {
            const Matrix o = attendRanges(kernel, keysOfN, 3, ranges);
            QVERIFY2(o.allFinite(), kernel.isa);
            const double error = reference::maxRelativeDifference(o.cast<double>(), expected);
            QVERIFY2(error < 2e-5, qPrintable(QStringLiteral("%1: %2").arg(kernel.isa).arg(error)));
            QVERIFY2((o - baseline).cwiseAbs().maxCoeff() < 1e-5f, kernel.isa);
        }
    }

    void fmaLoopsDoTheirWork()
    {
        // acc -> 0.999 acc + b converges to 1000 b: after many iterations every lane is near it, so the sum over
        // the chains and lanes is near chains x lanes x 1000 b, with b = seed / 1000.
        for (const core::ExactTileKernel& kernel : core::supportedExactTileKernels()) {
            const float sum = kernel.fmaLoop(100000, 2.0f);
            const double lanesTimesChains = kernel.fmaFlopsPerIteration / 2.0;
            QVERIFY2(std::abs(sum / lanesTimesChains - 2.0) < 1e-2, qPrintable(QString::number(sum)));
        }
    }
};

QTEST_GUILESS_MAIN(TestExactTileDispatch)
#include "test_exact_tile_dispatch.moc"
