// The interval engine (core/kernels/interval_attention) against the gather kernel (attendOverPattern, one key at a
// time) and the dense double reference, on random fields: odd N so the last tile is partial, bands narrow enough
// that a tile's rows run one by one and wide enough for blocks of six, residue-class lattices for queries and keys,
// holes, several stages feeding one softmax, causal and not. The pattern the result carries is the test's own.
#include "core/error.h"
#include "core/kernels/interval_attention.h"
#include "core/kernels/pattern_attention.h"
#include "core/random.h"
#include "reference/dense_reference.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace attnlab;
using core::FieldPart;
using core::IntervalField;
using core::TokenLattice;

namespace {

constexpr int kD = 12;
constexpr int kDv = 7;
constexpr double kTolerance = 1e-5;

int randomIn(core::Random& random, int low, int high)
{
    return low + static_cast<int>(random.below(static_cast<std::uint64_t>(high - low + 1)));
}

struct RandomField {
    IntervalField field;
    std::vector<std::set<int>> rows; // the same pairs, written out by the test
};

// Stage 1: a lopsided band around every query with an occasional hole (never the query itself); stage 2: for the
// queries of each residue class modulo queryStep, keys of a residue class modulo keyStep that lie before the band,
// so no pair is in both stages. Under causal every key is at or before its query.
RandomField randomField(int n, bool causal, std::uint64_t seed)
{
    core::Random random(seed);
    RandomField out;
    out.field.n = n;
    out.rows.assign(static_cast<std::size_t>(n), {});
    const int before = randomIn(random, 0, 70);
    const int after = causal ? 0 : randomIn(random, 0, 70);
    std::vector<int> bandStart(static_cast<std::size_t>(n));
    FieldPart& band = out.field.newStage();
    band.queries = TokenLattice::all(n);
    band.keys = TokenLattice::all(n);
    for (int i = 0; i < n; ++i) {
        const int first = std::max(0, i - before);
        const int last = std::min(n - 1, i + after);
        int hole = -1;
        if (last > first && random.below(3) == 0) {
            hole = randomIn(random, first, last);
            if (hole == i)
                hole = -1;
        }
        band.addQuery(first, last, hole);
        bandStart[static_cast<std::size_t>(i)] = first;
        for (int j = first; j <= last; ++j)
            if (j != hole)
                out.rows[static_cast<std::size_t>(i)].insert(j);
    }
    const int queryStep = randomIn(random, 1, 5);
    const int keyStep = randomIn(random, 1, 4);
    const int keyStart = randomIn(random, 0, std::min(n, keyStep) - 1);
    const TokenLattice keys = TokenLattice::residueClass(n, keyStart, keyStep);
    out.field.stages.emplace_back();
    for (int r = 0; r < std::min(n, queryStep); ++r) {
        FieldPart& part = out.field.stages.back().emplace_back();
        part.queries = TokenLattice::residueClass(n, r, queryStep);
        part.keys = keys;
        part.firstQuery = randomIn(random, 0, part.queries.count - 1);
        for (int a = part.firstQuery; a < part.queries.count; ++a) {
            const int i = part.queries.token(a);
            // Local keys whose tokens lie before the band: keyStart + m keyStep < bandStart.
            const int below = bandStart[static_cast<std::size_t>(i)] - keyStart;
            const int lastLocal = below <= 0 ? -1 : (below - 1) / keyStep;
            const int firstLocal = lastLocal < 0 ? 0 : randomIn(random, 0, lastLocal);
            part.addQuery(firstLocal, lastLocal);
            for (int m = firstLocal; m <= lastLocal; ++m)
                out.rows[static_cast<std::size_t>(i)].insert(keys.token(m));
        }
    }
    return out;
}

core::Pattern patternOf(const std::vector<std::set<int>>& rows)
{
    core::PatternBuilder builder(static_cast<int>(rows.size()));
    for (const std::set<int>& row : rows) {
        std::vector<int> keys(row.begin(), row.end());
        builder.addRow(keys);
    }
    return builder.finish();
}

} // namespace

class TestIntervalAttention : public QObject {
    Q_OBJECT

private slots:
    void matchesTheGatherKernelAndTheDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("seed");
        for (const int n : { 1, 2, 7, 37, 101, 203 })
            for (const bool causal : { false, true })
                for (int seed = 1; seed <= 4; ++seed)
                    QTest::addRow("n%d %s seed %d", n, causal ? "causal" : "open", seed) << n << causal << seed;
    }

    void matchesTheGatherKernelAndTheDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, seed);
        const RandomField random = randomField(n, causal, static_cast<std::uint64_t>(seed));
        const core::Problem problem = reference::randomProblem(n, kD, kDv, causal, 100 + seed);
        core::RunOptions options;
        options.threads = 2;
        const core::Result tiled = core::attendOverIntervals(problem, random.field, options);
        const core::Result gathered = core::attendOverPattern(problem, patternOf(random.rows), options);
        const reference::DenseResult dense
            = reference::maskedSoftmaxAttention(problem.q, problem.k, problem.v, reference::specScale(problem),
                [&](int i, int j) { return random.rows[static_cast<std::size_t>(i)].count(j) != 0; });

        const core::Pattern expected = patternOf(random.rows);
        QVERIFY(tiled.pattern == expected);
        QVERIFY(reference::maxRelativeDifference(tiled.o.cast<double>(), gathered.o.cast<double>()) <= kTolerance);
        QVERIFY(reference::maxRelativeDifference(tiled.o.cast<double>(), dense.o) <= kTolerance);
        QVERIFY(tiled.map.has_value());
        QVERIFY(reference::maxRelativeDifference(tiled.map->cast<double>(), dense.map) <= kTolerance);

        // What ran covers the field (masked pairs of evaluated tiles on top), and the analytic cost says the same.
        std::int64_t pairs = 0;
        for (const std::set<int>& row : random.rows)
            pairs += static_cast<std::int64_t>(row.size());
        QCOMPARE(random.field.pairCount(), pairs);
        QCOMPARE(tiled.cost.fieldPairs, static_cast<double>(pairs));
        QVERIFY(tiled.cost.madds >= static_cast<double>(pairs) * (kD + kDv));
        // Each stage evaluates every query at most once, over at most all keys rounded up to the blocks' 16.
        const double rounded = (n + 15) / 16 * 16 + 16;
        QVERIFY(tiled.cost.madds <= static_cast<double>(random.field.stages.size()) * n * rounded * (kD + kDv));
        const core::Cost analytic = core::intervalAttentionCost(random.field, kD, kDv, 2);
        QCOMPARE(analytic.madds, tiled.cost.madds);
        QCOMPARE(analytic.peakBytes, tiled.cost.peakBytes);
        QCOMPARE(analytic.fieldPairs, tiled.cost.fieldPairs);
    }

    void theSameOnOneThreadAndMany()
    {
        const RandomField random = randomField(203, false, 9);
        const core::Problem problem = reference::randomProblem(203, kD, kDv, false, 5);
        core::RunOptions one;
        one.threads = 1;
        one.wantMap = false;
        core::RunOptions four = one;
        four.threads = 4;
        const core::Result a = core::attendOverIntervals(problem, random.field, one);
        const core::Result b = core::attendOverIntervals(problem, random.field, four);
        QVERIFY(!a.map);
        QCOMPARE(a.o, b.o); // every query's keys are visited in the same order whatever the threads
    }

    void refusesAFieldOutsideItsLattice()
    {
        const core::Problem problem = reference::randomProblem(37, kD, kDv, false);
        RandomField outside = randomField(37, false, 4);
        outside.field.stages.front().front().last[0] = 37;
        QVERIFY_THROWS_EXCEPTION(core::Error, core::attendOverIntervals(problem, outside.field, {}));
    }

    void refusesAQueryWithoutKeys()
    {
        const core::Problem problem = reference::randomProblem(5, kD, kDv, false);
        IntervalField field;
        field.n = 5;
        FieldPart& part = field.newStage();
        part.queries = TokenLattice::all(5);
        part.keys = TokenLattice::all(5);
        for (int i = 0; i < 5; ++i)
            part.addQuery(i == 3 ? 1 : i, i == 3 ? 0 : i); // query 3: first > last, no key
        QVERIFY_THROWS_EXCEPTION(core::Error, core::attendOverIntervals(problem, field, {}));
    }
};

QTEST_GUILESS_MAIN(TestIntervalAttention)
#include "test_interval_attention.moc"
