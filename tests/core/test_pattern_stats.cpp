// Pattern statistics and per-row metrics on hand-worked cases: row counts and density of a local band (its rows
// clipped at both ends), receptive fields over 1..4 stacked layers of a causal sliding window, a local band, a
// dilated band and a strided pattern (L(w-1)+1 and L(a+b)+1, clipped), patterns whose rows do not hold their own
// query, the widest field over all queries checked against the per-query one, and the per-row errors, cosines and
// KL of a tiny made-up result.
#include "core/analysis/metrics.h"
#include "core/analysis/pattern_stats.h"
#include "core/analysis/row_metrics.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "hand_worked_results.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <string>

using namespace attnlab::core;

namespace {

using TextParams = std::map<std::string, std::string>;

// The pattern a variant evaluates on a random input of n tokens.
Pattern patternOf(const std::string& variantId, int n, bool causal, const TextParams& given)
{
    const Variant& variant = builtinVariants().get(variantId, "variant");
    Params params;
    for (const auto& [name, value] : given)
        params.setFromText(variant.info().params, name, value);
    return variant.run(attnlab::reference::randomProblem(n, 4, 3, causal), params, RunOptions()).pattern;
}

Pattern patternFromRows(const std::vector<std::vector<int>>& rows)
{
    PatternBuilder builder(static_cast<int>(rows.size()));
    for (std::vector<int> row : rows)
        builder.addRow(row);
    return builder.finish();
}

std::vector<int> widths(const std::vector<ReachedKeys>& layers)
{
    std::vector<int> result;
    for (const ReachedKeys& layer : layers)
        result.push_back(layer.width());
    return result;
}

std::vector<int> reachedList(const ReachedKeys& keys)
{
    std::vector<int> list;
    for (std::size_t j = 0; j < keys.reached.size(); ++j)
        if (keys.reached[j])
            list.push_back(static_cast<int>(j));
    return list;
}

// Every field must agree with itself: count is the number of ones, first and last the outermost ones.
bool consistent(const ReachedKeys& keys)
{
    const std::vector<int> list = reachedList(keys);
    if (static_cast<int>(list.size()) != keys.count)
        return false;
    if (list.empty())
        return keys.first == -1 && keys.last == -1 && keys.width() == 0;
    return keys.first == list.front() && keys.last == list.back();
}

// A deterministic scatter of keys per row, with or without the row's own query.
Pattern scatteredPattern(int n, int keysPerRow, bool withSelf, std::uint32_t seed)
{
    std::uint32_t state = seed;
    const auto next = [&state] {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    };
    PatternBuilder builder(n);
    for (int i = 0; i < n; ++i) {
        std::vector<int> keys;
        for (int t = 0; t < keysPerRow; ++t)
            keys.push_back(static_cast<int>(next() % static_cast<std::uint32_t>(n)));
        if (withSelf)
            keys.push_back(i);
        else
            keys.erase(std::remove(keys.begin(), keys.end(), i), keys.end());
        builder.addRow(keys);
    }
    return builder.finish();
}

} // namespace

class TestPatternStats : public QObject {
    Q_OBJECT

private slots:
    void localRowCountsAndDensity()
    {
        // before 2, after 1 over 10 tokens: rows 0, 1 and 9 are clipped at the ends, rows 2..8 hold 4 keys.
        const Pattern band = patternOf("local", 10, false, { { "before", "2" }, { "after", "1" } });
        QCOMPARE(patternRowCounts(band), (std::vector<int> { 2, 3, 4, 4, 4, 4, 4, 4, 4, 3 }));
        QCOMPARE(band.pairCount(), std::int64_t(36));
        QCOMPARE(band.density(), 0.36);
        // Causal drops the key after each query: rows 0 and 1 clipped, the others 3 keys.
        const Pattern causal = patternOf("local", 10, true, { { "before", "2" }, { "after", "1" } });
        QCOMPARE(patternRowCounts(causal), (std::vector<int> { 1, 2, 3, 3, 3, 3, 3, 3, 3, 3 }));
        QCOMPARE(causal.density(), 0.27);
        // Implicit patterns count without listing their rows.
        QCOMPARE(patternRowCounts(Pattern::allPairs(4, true)), (std::vector<int> { 1, 2, 3, 4 }));
        QCOMPARE(patternRowCounts(Pattern::allPairs(3, false)), (std::vector<int> { 3, 3, 3 }));
    }

    void coverageSharesPerBlock()
    {
        // local 1/1 over 6 tokens in blocks of 2: full diagonal blocks, a quarter (one pair of four) beside them.
        const Pattern band = patternOf("local", 6, false, { { "before", "1" }, { "after", "1" } });
        const PatternCoverage pooled = patternCoverage(band, 3);
        QCOMPARE(pooled.blockSize, 2);
        Matrix expected(3, 3);
        expected << 1, 0.25f, 0, 0.25f, 1, 0.25f, 0, 0.25f, 1;
        QCOMPARE(pooled.share, expected);
        // Causal pairs over 5 tokens in blocks of 3 and 2 (the last block shorter): 6 of 9, 0, 6 of 6, 3 of 4.
        const PatternCoverage causal = patternCoverage(Pattern::allPairs(5, true), 2);
        QCOMPARE(causal.blockSize, 3);
        Matrix uneven(2, 2);
        uneven << 6.0f / 9.0f, 0, 1, 0.75f;
        QCOMPARE(causal.share, uneven);
        // Enough cells: the 0/1 matrix itself.
        const PatternCoverage exact = patternCoverage(band, 6);
        QCOMPARE(exact.blockSize, 1);
        QCOMPARE(exact.share, band.toDense());
        QCOMPARE(patternCoverage(Pattern::allPairs(7, false), 3).share, Matrix(Matrix::Ones(3, 3)));
        QVERIFY_THROWS_EXCEPTION(Error, patternCoverage(band, 0));
    }

    void causalSlidingWindowGrowsByWindowMinusOne()
    {
        // window 4, stride 1, causal: query i reads i-3..i, so L layers reach i-3L..i, L(w-1)+1 = 3L+1 keys.
        const Pattern window = patternOf("sliding_window", 32, true, { { "window", "4" }, { "stride", "1" } });
        const std::vector<ReachedKeys> field = receptiveField(window, 20, 4);
        QCOMPARE(field.size(), std::size_t(4));
        QCOMPARE(widths(field), (std::vector<int> { 4, 7, 10, 13 }));
        for (int layer = 1; layer <= 4; ++layer) {
            const ReachedKeys& keys = field[static_cast<std::size_t>(layer - 1)];
            QVERIFY(consistent(keys));
            QCOMPARE(keys.first, 20 - 3 * layer);
            QCOMPARE(keys.last, 20);
            QCOMPARE(keys.count, 3 * layer + 1);
        }
        // Query 5 runs into the start of the sequence at layer 2: 2..5, then 0..5 for ever.
        QCOMPARE(widths(receptiveField(window, 5, 4)), (std::vector<int> { 4, 6, 6, 6 }));
    }

    void localBandGrowsByBeforePlusAfter()
    {
        // before 2, after 1: L layers reach i-2L..i+L, L(a+b)+1 = 3L+1 keys.
        const Pattern band = patternOf("local", 32, false, { { "before", "2" }, { "after", "1" } });
        const std::vector<ReachedKeys> middle = receptiveField(band, 16, 4);
        QCOMPARE(widths(middle), (std::vector<int> { 4, 7, 10, 13 }));
        QCOMPARE(middle[3].first, 8);
        QCOMPARE(middle[3].last, 20);
        QVERIFY(consistent(middle[3]));
        // Query 30 is clipped at key 31 from the first layer: 28..31, 26..31, 24..31, 22..31.
        const std::vector<ReachedKeys> end = receptiveField(band, 30, 4);
        QCOMPARE(widths(end), (std::vector<int> { 4, 6, 8, 10 }));
        QCOMPARE(end[3].first, 22);
        QCOMPARE(end[3].last, 31);
    }

    void dilatedBandReachesEveryOtherKey()
    {
        // radius 1, gap 1: row i = {i-2, i, i+2}; L layers reach i + 2m for |m| <= L: 2L+1 keys over 4L+1.
        const Pattern dilated = patternOf("dilated", 32, false, { { "radius", "1" }, { "gap", "1" } });
        const std::vector<ReachedKeys> field = receptiveField(dilated, 15, 4);
        QCOMPARE(widths(field), (std::vector<int> { 5, 9, 13, 17 }));
        for (int layer = 1; layer <= 4; ++layer)
            QCOMPARE(field[static_cast<std::size_t>(layer - 1)].count, 2 * layer + 1);
        QCOMPARE(reachedList(field[1]), (std::vector<int> { 11, 13, 15, 17, 19 }));
        QVERIFY(consistent(field[3]));
    }

    void stridedReachesItsResidueClassAtOnce()
    {
        // stride 4, causal: row 13 = {1, 5, 9, 13}, and every row of those keys lies inside it: a fixed point.
        const Pattern strided = patternOf("strided", 16, true, { { "stride", "4" } });
        const std::vector<ReachedKeys> field = receptiveField(strided, 13, 4);
        for (const ReachedKeys& layer : field) {
            QCOMPARE(reachedList(layer), (std::vector<int> { 1, 5, 9, 13 }));
            QCOMPARE(layer.width(), 13);
        }
        // Without causal, row 2 = {2, 6, 10, 14}.
        const Pattern both = patternOf("strided", 16, false, { { "stride", "4" } });
        QCOMPARE(reachedList(receptiveField(both, 2, 1)[0]), (std::vector<int> { 2, 6, 10, 14 }));
        QCOMPARE(receptiveField(both, 2, 3)[2].width(), 13);
    }

    void implicitPatternsReachEverythingAtOnce()
    {
        const std::vector<ReachedKeys> all = receptiveField(Pattern::allPairs(9, false), 4, 3);
        QCOMPARE(widths(all), (std::vector<int> { 9, 9, 9 }));
        const std::vector<ReachedKeys> causal = receptiveField(Pattern::allPairs(9, true), 4, 2);
        QCOMPARE(reachedList(causal[1]), (std::vector<int> { 0, 1, 2, 3, 4 }));
        QVERIFY(consistent(causal[0]));
    }

    void rowsWithoutTheirQueryMoveTheField()
    {
        // A cycle 0 -> 1 -> 2 -> 3 -> 0 with no row holding its own query: the field moves one key per layer.
        const Pattern cycle = patternFromRows({ { 1 }, { 2 }, { 3 }, { 0 } });
        const std::vector<ReachedKeys> field = receptiveField(cycle, 0, 5);
        QCOMPARE(reachedList(field[0]), (std::vector<int> { 1 }));
        QCOMPARE(reachedList(field[1]), (std::vector<int> { 2 }));
        QCOMPARE(reachedList(field[2]), (std::vector<int> { 3 }));
        QCOMPARE(reachedList(field[3]), (std::vector<int> { 0 }));
        QCOMPARE(reachedList(field[4]), (std::vector<int> { 1 }));
        QCOMPARE(widths(field), (std::vector<int> { 1, 1, 1, 1, 1 }));
        // It can shrink and settle: 0 reads {1, 3}, 1 reads {2}, 3 reads {2}, 2 reads {2}.
        const Pattern narrowing = patternFromRows({ { 1, 3 }, { 2 }, { 2 }, { 2 } });
        const std::vector<ReachedKeys> settled = receptiveField(narrowing, 0, 4);
        QCOMPARE(widths(settled), (std::vector<int> { 3, 1, 1, 1 }));
        QCOMPARE(reachedList(settled[3]), (std::vector<int> { 2 }));
        const std::vector<WidestReach> widest = widestReceptiveFields(narrowing, 3);
        QCOMPARE(widest[0].width, 3);
        QCOMPARE(widest[0].query, 0);
        QCOMPARE(widest[1].width, 1);
        QCOMPARE(widest[1].query, 0);
    }

    void widestFieldOverAllQueries()
    {
        // Local before 2, after 1: the first query whose 3L+1 keys all fit is query 2L.
        const Pattern band = patternOf("local", 32, false, { { "before", "2" }, { "after", "1" } });
        const std::vector<WidestReach> widest = widestReceptiveFields(band, 4);
        for (int layer = 1; layer <= 4; ++layer) {
            QCOMPARE(widest[static_cast<std::size_t>(layer - 1)].width, 3 * layer + 1);
            QCOMPARE(widest[static_cast<std::size_t>(layer - 1)].query, 2 * layer);
        }
        const std::vector<WidestReach> causal = widestReceptiveFields(Pattern::allPairs(12, true), 2);
        QCOMPARE(causal[1].width, 12);
        QCOMPARE(causal[1].query, 11);
        QVERIFY_THROWS_EXCEPTION(Error, widestReceptiveFields(Pattern::allPairs(kLargestWidestReachN + 1, false), 2));
    }

    void widestAgreesWithEveryQuery_data()
    {
        QTest::addColumn<bool>("withSelf");
        QTest::newRow("rows hold their query") << true;
        QTest::newRow("rows without their query") << false;
    }

    void widestAgreesWithEveryQuery()
    {
        QFETCH(bool, withSelf);
        const int n = 150;
        const int layers = 5;
        const Pattern pattern = scatteredPattern(n, 2, withSelf, 11);
        std::vector<int> expected(layers, 0);
        for (int query = 0; query < n; ++query) {
            const std::vector<ReachedKeys> field = receptiveField(pattern, query, layers);
            for (int layer = 0; layer < layers; ++layer) {
                QVERIFY(consistent(field[static_cast<std::size_t>(layer)]));
                expected[static_cast<std::size_t>(layer)] = std::max(
                    expected[static_cast<std::size_t>(layer)], field[static_cast<std::size_t>(layer)].width());
            }
        }
        const std::vector<WidestReach> widest = widestReceptiveFields(pattern, layers);
        for (int layer = 0; layer < layers; ++layer) {
            QCOMPARE(widest[static_cast<std::size_t>(layer)].width, expected[static_cast<std::size_t>(layer)]);
            const int query = widest[static_cast<std::size_t>(layer)].query;
            QCOMPARE(receptiveField(pattern, query, layers)[static_cast<std::size_t>(layer)].width(),
                expected[static_cast<std::size_t>(layer)]);
        }
        // Expanding only new keys must give the same sets as expanding them all: a layer holds the one before.
        if (withSelf) {
            const std::vector<ReachedKeys> field = receptiveField(pattern, 7, layers);
            for (int layer = 1; layer < layers; ++layer)
                for (std::size_t j = 0; j < field[0].reached.size(); ++j)
                    QVERIFY(field[static_cast<std::size_t>(layer)].reached[j]
                        >= field[static_cast<std::size_t>(layer - 1)].reached[j]);
        }
    }

    void badArgumentsAreRefused()
    {
        const Pattern band = Pattern::allPairs(5, false);
        QVERIFY_THROWS_EXCEPTION(Error, receptiveField(band, 5, 2));
        QVERIFY_THROWS_EXCEPTION(Error, receptiveField(band, -1, 2));
        QVERIFY_THROWS_EXCEPTION(Error, receptiveField(band, 0, 0));
        const CancelFlag cancel;
        cancel.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, receptiveField(scatteredPattern(50, 3, true, 3), 0, 4, cancel));
    }

    void cheapForLongSequences()
    {
        // N = 4096, 16 layers, 64 scattered keys per row (262k pairs): expanding only new keys keeps it to the
        // pattern's pair count; the whole-union path stops at its fixed point.
        const Pattern wide = scatteredPattern(4096, 64, true, 5);
        const Pattern noSelf = scatteredPattern(4096, 64, false, 6);
        const std::vector<ReachedKeys> field = receptiveField(wide, 100, 16);
        const std::vector<ReachedKeys> moved = receptiveField(noSelf, 100, 16);
        QCOMPARE(field.size(), std::size_t(16));
        QCOMPARE(field[15].count, 4096);
        QVERIFY(moved[15].count > 4000);
        const std::vector<ReachedKeys> band
            = receptiveField(patternOf("local", 4096, false, { { "before", "3" }, { "after", "3" } }), 2000, 16);
        QCOMPARE(band[15].width(), 16 * 6 + 1);
    }

    void rowMetricsOnHandWorkedCase()
    {
        Matrix exactO(3, 2);
        exactO << 1, 0, 0, 1, 3, 4;
        Matrix variantO(3, 2);
        variantO << 2, 0, 0, 2, 0, 0;
        const OutputRowMetrics rows = compareOutputRows(exactO, variantO);
        // Row 0: (2,0) against (1,0): error 1/1, same direction. Row 1 likewise. Row 2: all lost, error 5/5,
        // a zero row shares no direction.
        QCOMPARE(rows.relErr, (std::vector<double> { 1.0, 1.0, 1.0 }));
        QCOMPARE(rows.cosine, (std::vector<double> { 1.0, 1.0, 0.0 }));
        Matrix closer(3, 2);
        closer << 1, 0, 0, 1, 3, 3;
        const OutputRowMetrics near = compareOutputRows(exactO, closer);
        QCOMPARE(near.relErr[0], 0.0);
        QCOMPARE(near.relErr[2], 0.2); // |(0, -1)| / |(3, 4)|
        QVERIFY(std::abs(near.cosine[2] - 21.0 / (5.0 * std::sqrt(18.0))) < 1e-12);
        // The exact row zero: 0 when the variant's is zero too, infinite otherwise.
        Matrix zero = Matrix::Zero(1, 2);
        Matrix one(1, 2);
        one << 1, 0;
        QCOMPARE(rowRelativeError(zero.row(0), zero.row(0)), 0.0);
        QVERIFY(std::isinf(rowRelativeError(one.row(0), zero.row(0))));
        QCOMPARE(rowCosine(zero.row(0), zero.row(0)), 1.0);
        // O as wide as X (fnet, mixer, gmlp): nothing to compare.
        const OutputRowMetrics mixed = compareOutputRows(exactO, Matrix::Ones(3, 5));
        QCOMPARE(mixed.relErr.size(), std::size_t(3));
        QVERIFY(std::isnan(mixed.relErr[1]));
        QVERIFY(std::isnan(mixed.cosine[2]));
        QVERIFY_THROWS_EXCEPTION(Error, compareOutputRows(exactO, Matrix::Ones(2, 2)));
    }

    void mapRowMetricsMatchTheMeans()
    {
        const auto [exact, approx] = attnlab::test::handWorkedResults();

        const MapRowMetrics rows = compareMapRows(exact, approx, true);
        // Row 0: KL(0.5, 0.5 || 1, floor) = 0.5 log 0.5 + 0.5 log(0.5 / 1e-9); row 1 is exact.
        const double row0 = 0.5 * std::log(0.5) + 0.5 * std::log(0.5 / kKlFloor);
        QVERIFY(std::abs(rows.kl[0] - row0) < 1e-6 * row0);
        QCOMPARE(rows.kl[1], 0.0);
        // Row 0: |(0.5, -0.5)| / |(0.5, 0.5)| = 1.
        QVERIFY(std::abs(rows.relErr[0] - 1.0) < 1e-12);
        QCOMPARE(rows.relErr[1], 0.0);
        // The metrics' means are the means of these rows.
        const Metrics means = compareWithExact(exact, approx, true);
        QCOMPARE(means.meanKl, (rows.kl[0] + rows.kl[1]) / 2.0);
        const OutputRowMetrics outputs = compareOutputRows(exact.o, approx.o);
        QCOMPARE(means.meanCosO, (outputs.cosine[0] + outputs.cosine[1]) / 2.0);

        // A mixing map (rows need not sum to 1): no KL, the error still.
        const MapRowMetrics mixing = compareMapRows(exact, approx, false);
        QVERIFY(std::isnan(mixing.kl[0]));
        QCOMPARE(mixing.relErr[1], 0.0);
        // No map: nothing per row.
        Result mapless = approx;
        mapless.map.reset();
        const MapRowMetrics none = compareMapRows(exact, mapless, true);
        QCOMPARE(none.kl.size(), std::size_t(2));
        QVERIFY(std::isnan(none.kl[0]));
        QVERIFY(std::isnan(none.relErr[1]));
    }
};

QTEST_MAIN(TestPatternStats)
#include "test_pattern_stats.moc"
