// bigbird against a dense double-precision reference written from ../shared/spec/variants.md: the mask is rebuilt from
// the definition (window, global columns and rows, causal) plus the random blocks the variant reports in its extras,
// which are themselves checked against the definition (distinct, outside window and global, reproducible).
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "reference/cost_growth_check.h"
#include "reference/grouping_reference.h"
#include "reference/uniformity_check.h"

#include <QtTest>

#include <algorithm>

using attnlab::core::Params;
using attnlab::core::Problem;
using attnlab::core::Result;
using attnlab::core::RunOptions;
using attnlab::core::Variant;
namespace extra_keys = attnlab::core::extra_keys;

namespace {

struct BigBirdSetup {
    int block = 4;
    int windowBlocks = 3;
    int globalBlocks = 1;
    int randomBlocks = 1;
    long long seed = 0;
};

const Variant& bigbird()
{
    return attnlab::core::builtinVariants().get("bigbird", "variant");
}

Params makeParams(const BigBirdSetup& setup)
{
    const auto& specs = bigbird().info().params;
    Params params;
    params.set(specs, "block", static_cast<long long>(setup.block));
    params.set(specs, "window_blocks", static_cast<long long>(setup.windowBlocks));
    params.set(specs, "global_blocks", static_cast<long long>(setup.globalBlocks));
    params.set(specs, "random_blocks", static_cast<long long>(setup.randomBlocks));
    params.set(specs, "seed", setup.seed);
    return params;
}

int blockCount(int n, int block)
{
    return (n + block - 1) / block;
}

// Window of block row b as ../shared/spec/variants.md + the header define it: w blocks starting (w-1)/2 before b,
// clipped.
int windowFirst(int b, int windowBlocks)
{
    return b - (windowBlocks - 1) / 2;
}

int windowLast(int b, int windowBlocks)
{
    return windowFirst(b, windowBlocks) + windowBlocks - 1;
}

bool inWindow(int b, int key, int windowBlocks)
{
    return key >= windowFirst(b, windowBlocks) && key <= windowLast(b, windowBlocks);
}

// The random blocks of block row b, as the variant reported them (-1 entries dropped).
std::vector<int> randomBlocksOf(const std::vector<int>& flat, int b, int perRow)
{
    std::vector<int> blocks;
    for (int t = 0; t < perRow; ++t)
        if (flat[static_cast<std::size_t>(b) * perRow + t] >= 0)
            blocks.push_back(flat[static_cast<std::size_t>(b) * perRow + t]);
    return blocks;
}

std::function<bool(int, int)> referencePattern(
    const BigBirdSetup& setup, int n, bool causal, const std::vector<int>& randomBlocks)
{
    const int blocks = blockCount(n, setup.block);
    std::vector<std::vector<bool>> randomKey(blocks, std::vector<bool>(blocks, false));
    for (int b = 0; b < blocks; ++b)
        for (int key : randomBlocksOf(randomBlocks, b, setup.randomBlocks))
            randomKey[b][key] = true;
    return [=](int i, int j) {
        if (causal && j > i)
            return false;
        const int queryBlock = i / setup.block;
        const int keyBlock = j / setup.block;
        return i == j || queryBlock < setup.globalBlocks || keyBlock < setup.globalBlocks
            || inWindow(queryBlock, keyBlock, setup.windowBlocks) || randomKey[queryBlock][keyBlock];
    };
}

void addReferenceRows()
{
    attnlab::reference::addGroupingColumns();
    QTest::addColumn<int>("block");
    QTest::addColumn<int>("windowBlocks");
    QTest::addColumn<int>("globalBlocks");
    QTest::addColumn<int>("randomBlocks");
    const std::vector<BigBirdSetup> setups = {
        { 4, 3, 1, 1, 0 }, // the defaults
        { 3, 2, 0, 2, 0 }, // even window: one more block after, no global blocks
        { 5, 1, 2, 3, 0 }, // window of the own block only, two global blocks
        { 1, 3, 1, 2, 0 }, // token-sized blocks
        { 16, 5, 0, 0, 0 }, // no random blocks
        { 100, 3, 1, 1, 0 }, // a block wider than the short sequences
        { 2, 4, 3, 50, 0 }, // more random blocks than are free for small N
    };
    attnlab::reference::addGroupingRows(
        setups,
        [](const BigBirdSetup& setup) {
            return QStringLiteral("B%1 w%2 g%3 r%4")
                .arg(setup.block)
                .arg(setup.windowBlocks)
                .arg(setup.globalBlocks)
                .arg(setup.randomBlocks);
        },
        [](QTestData& row, const BigBirdSetup& setup) {
            row << setup.block << setup.windowBlocks << setup.globalBlocks << setup.randomBlocks;
        },
        { attnlab::reference::RowShape { 12, 8 }, attnlab::reference::RowShape { 10, 5 } });
}

BigBirdSetup setupFromRow()
{
    QFETCH(int, block);
    QFETCH(int, windowBlocks);
    QFETCH(int, globalBlocks);
    QFETCH(int, randomBlocks);
    return BigBirdSetup { block, windowBlocks, globalBlocks, randomBlocks, 3 };
}

} // namespace

class TestBigBird : public QObject {
    Q_OBJECT

private slots:
    void declaresTheCatalogueEntry()
    {
        const auto& info = bigbird().info();
        QCOMPARE(info.listOrder, 10);
        QVERIFY(!info.oracle);
        const Params defaults = Params::defaults(info.params);
        QCOMPARE(defaults.integer("block"), 4LL);
        QCOMPARE(defaults.integer("window_blocks"), 3LL);
        QCOMPARE(defaults.integer("global_blocks"), 1LL);
        QCOMPARE(defaults.integer("random_blocks"), 1LL);
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesDenseReference_data() { addReferenceRows(); }
    void matchesDenseReference()
    {
        const attnlab::reference::GroupingRow row = attnlab::reference::fetchGroupingRow();
        const BigBirdSetup setup = setupFromRow();
        for (const std::optional<double> scale : attnlab::reference::kReferenceScales) {
            Problem problem = row.problem();
            problem.scale = scale;
            const Result result = bigbird().run(problem, makeParams(setup), RunOptions {});
            const auto pattern
                = referencePattern(setup, row.n, row.causal, result.extras.labels.at(extra_keys::kRandomBlocks));
            const std::string failure
                = attnlab::reference::compareWithPatternReference(result, problem, problem.k, pattern);
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    void randomBlocksFollowTheDefinition_data() { addReferenceRows(); }
    void randomBlocksFollowTheDefinition()
    {
        const auto [n, d, dv, causal] = attnlab::reference::fetchGroupingRow();
        const BigBirdSetup setup = setupFromRow();
        const Result result
            = bigbird().run(attnlab::reference::randomProblem(n, d, dv, causal), makeParams(setup), RunOptions {});
        const int blocks = blockCount(n, setup.block);
        const std::vector<int>& flat = result.extras.labels.at(extra_keys::kRandomBlocks);
        QCOMPARE(flat.size(), static_cast<std::size_t>(blocks) * setup.randomBlocks);
        QCOMPARE(result.extras.scalars.at(extra_keys::kBlockCount), static_cast<double>(blocks));
        const int globalCount = std::min(setup.globalBlocks, blocks);
        for (int b = 0; b < blocks; ++b) {
            const std::vector<int> drawn = randomBlocksOf(flat, b, setup.randomBlocks);
            // -1 only pads the end of a row.
            for (std::size_t t = drawn.size(); t < static_cast<std::size_t>(setup.randomBlocks); ++t)
                QCOMPARE(flat[static_cast<std::size_t>(b) * setup.randomBlocks + t], -1);
            if (b < globalCount) {
                QVERIFY(drawn.empty()); // global rows see everything already
                continue;
            }
            int taken = globalCount;
            for (int key = std::max(0, windowFirst(b, setup.windowBlocks));
                 key <= std::min(blocks - 1, windowLast(b, setup.windowBlocks)); ++key)
                taken += key >= globalCount ? 1 : 0;
            QCOMPARE(static_cast<int>(drawn.size()), std::min(setup.randomBlocks, blocks - taken));
            for (std::size_t t = 0; t < drawn.size(); ++t) {
                QVERIFY(drawn[t] >= globalCount && drawn[t] < blocks);
                QVERIFY(!inWindow(b, drawn[t], setup.windowBlocks));
                if (t > 0)
                    QVERIFY(drawn[t] > drawn[t - 1]); // ascending, hence distinct
            }
        }
    }

    // Across seeds, each block row's random blocks are a uniform subset of the blocks outside its window and the
    // global ones, with and without causal (causal masks the same draws). 16 blocks of 4 at N = 64, window 3, one
    // global block; 2 random blocks take the rejection branch of the sampler, 8 the partial shuffle. 2000 seeds: every
    // free block expected at least 2000 * 2 / 13 = 307 times. Each block row is a chi-square test at false-failure
    // rate 1e-9 (uniformity_check.h); 60 of them in all, under 1e-7 together.
    void randomBlocksAreUniformAcrossSeeds_data()
    {
        QTest::addColumn<int>("randomBlocks");
        QTest::addColumn<bool>("causal");
        for (const int randomBlocks : { 2, 8 })
            for (const bool causal : { false, true })
                QTest::addRow("r%d %s", randomBlocks, causal ? "causal" : "open") << randomBlocks << causal;
    }
    void randomBlocksAreUniformAcrossSeeds()
    {
        QFETCH(int, randomBlocks);
        QFETCH(bool, causal);
        const int n = 64;
        const int seeds = 2000;
        BigBirdSetup setup { 4, 3, 1, randomBlocks, 0 };
        const int blocks = blockCount(n, setup.block);
        // The free blocks of each block row, as the definition gives them.
        std::vector<std::vector<int>> freeBlocks(blocks);
        for (int b = setup.globalBlocks; b < blocks; ++b)
            for (int key = setup.globalBlocks; key < blocks; ++key)
                if (!inWindow(b, key, setup.windowBlocks))
                    freeBlocks[b].push_back(key);
        std::vector<std::vector<int>> counts(blocks);
        for (int b = 0; b < blocks; ++b)
            counts[b].assign(freeBlocks[b].size(), 0);
        RunOptions options;
        options.wantMap = false;
        const Problem problem = attnlab::reference::randomProblem(n, 12, 8, causal);
        for (int seed = 0; seed < seeds; ++seed) {
            setup.seed = seed;
            const Result result = bigbird().run(problem, makeParams(setup), options);
            const std::vector<int>& flat = result.extras.labels.at(extra_keys::kRandomBlocks);
            for (int b = 0; b < blocks; ++b)
                for (const int key : randomBlocksOf(flat, b, setup.randomBlocks)) {
                    const auto at = std::find(freeBlocks[b].begin(), freeBlocks[b].end(), key);
                    QVERIFY(at != freeBlocks[b].end()); // randomBlocksFollowTheDefinition says why
                    ++counts[b][static_cast<std::size_t>(at - freeBlocks[b].begin())];
                }
        }
        int tested = 0;
        for (int b = 0; b < blocks; ++b) {
            if (static_cast<int>(freeBlocks[b].size()) <= setup.randomBlocks)
                continue; // all free blocks taken (or a global row): nothing random to test
            const std::string failure = attnlab::reference::subsetUniformity(counts[b], setup.randomBlocks, seeds);
            QVERIFY2(failure.empty(), qPrintable(QStringLiteral("block row %1: %2").arg(b).arg(failure.c_str())));
            ++tested;
        }
        QCOMPARE(tested, blocks - setup.globalBlocks);
    }

    void seedsReproduce()
    {
        const Problem problem = attnlab::reference::randomProblem(257, 12, 8, false);
        BigBirdSetup setup { 4, 3, 1, 2, 11 };
        const Result first = bigbird().run(problem, makeParams(setup), RunOptions {});
        const Result again = bigbird().run(problem, makeParams(setup), RunOptions {});
        QVERIFY(first.extras.labels.at(extra_keys::kRandomBlocks) == again.extras.labels.at(extra_keys::kRandomBlocks));
        QVERIFY(first.o == again.o);
        setup.seed = 12;
        const Result other = bigbird().run(problem, makeParams(setup), RunOptions {});
        QVERIFY(first.extras.labels.at(extra_keys::kRandomBlocks) != other.extras.labels.at(extra_keys::kRandomBlocks));
    }

    void causalOnlyMasksTheSameDraws()
    {
        const BigBirdSetup setup { 4, 3, 1, 2, 5 };
        const Result bidirectional
            = bigbird().run(attnlab::reference::randomProblem(64, 12, 8, false), makeParams(setup), RunOptions {});
        const Result causal
            = bigbird().run(attnlab::reference::randomProblem(64, 12, 8, true), makeParams(setup), RunOptions {});
        QVERIFY(bidirectional.extras.labels.at(extra_keys::kRandomBlocks)
            == causal.extras.labels.at(extra_keys::kRandomBlocks));
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("randomBlocks");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<bool>("wantMap");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const bool causal : { false, true })
                for (const bool wantMap : { false, true })
                    QTest::addRow("n%d %s %s", n, causal ? "causal" : "bidirectional", wantMap ? "map" : "no map")
                        << n << 4 << 2 << causal << wantMap;
        QTest::newRow("block 300 > key chunk") << 1000 << 300 << 1 << true << false;
        QTest::newRow("block 1") << 300 << 1 << 3 << false << false;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, block);
        QFETCH(int, randomBlocks);
        QFETCH(bool, causal);
        QFETCH(bool, wantMap);
        const int d = 12;
        const int dv = 8;
        const Params params = makeParams(BigBirdSetup { block, 3, 1, randomBlocks, 9 });
        RunOptions options;
        options.wantMap = wantMap;
        const Result result = bigbird().run(attnlab::reference::randomProblem(n, d, dv, causal), params, options);
        QCOMPARE(result.map.has_value(), wantMap);
        QCOMPARE(result.cost.madds, bigbird().analyticCost(n, d, dv, causal, params).madds);
        // Every evaluated pair costs d + dv; without causal nothing else is computed, with causal at most the
        // masked half of the diagonal blocks.
        const double pairMadds = static_cast<double>(result.pattern.pairCount()) * (d + dv);
        if (!causal)
            QCOMPARE(result.cost.madds, pairMadds);
        QVERIFY(result.cost.madds >= pairMadds);
        QVERIFY(result.cost.madds <= pairMadds + static_cast<double>(n) * block * (d + dv));
    }

    void costGrowsLinearly()
    {
        const Params params = makeParams(BigBirdSetup {});
        RunOptions options;
        options.wantMap = false;
        const std::string failure = attnlab::reference::checkAffineGrowth([&](int n) {
            return bigbird().run(attnlab::reference::randomProblem(n, 16, 16, false), params, options).cost.madds;
        });
        QVERIFY2(failure.empty(), failure.c_str());
        QCOMPARE(bigbird().run(attnlab::reference::randomProblem(4096, 16, 16, false), params, options).cost.madds,
            bigbird().analyticCost(4096, 16, 16, false, params).madds);
    }

    void cancelStopsTheRun()
    {
        RunOptions options;
        options.cancel.cancel();
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Cancelled,
            bigbird().run(attnlab::reference::randomProblem(257, 12, 8, false), Params {}, options));
    }
};

QTEST_GUILESS_MAIN(TestBigBird)
#include "test_bigbird.moc"
