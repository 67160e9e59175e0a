// random (../shared/spec/variants.md): pi_i = i plus per_row distinct keys drawn uniformly among the allowed ones (all
// j, or j <= i under causal), all of them when fewer are allowed. The pattern is random, so it is checked for those
// properties (size, allowed keys, seed reproducibility, uniformity per row by chi-square tests), and the attention over
// the pattern it returned is checked against the dense reference.
#include "reference/pattern_reference_check.h"
#include "reference/uniformity_check.h"

#include <QTest>

#include <algorithm>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::makeParams;

namespace {

core::Pattern patternOf(const core::Variant& variant, int n, bool causal, long long perRow, long long seed)
{
    core::RunOptions options;
    options.wantMap = false;
    const core::Params params = makeParams(variant, { { "per_row", perRow }, { "seed", seed } });
    return variant.run(reference::gaussianProblem(n, causal), params, options).pattern;
}

bool samePattern(const core::Pattern& a, const core::Pattern& b)
{
    return a == b;
}

} // namespace

class TestRandom : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("random", "variant");

    static void addShapeColumns()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("perRow");
        QTest::addColumn<int>("seed");
    }

    static void addShapeRows()
    {
        // Default, none (identity), more than N-1 (every key), and another seed.
        const std::vector<std::pair<int, int>> draws { { 3, 0 }, { 0, 0 }, { 300, 0 }, { 5, 12345 } };
        for (int n : { 1, 7, 64, 257 })
            for (bool causal : { false, true })
                for (const auto& [perRow, seed] : draws)
                    QTest::addRow("n%d %s per_row%d seed%d", n, causal ? "causal" : "open", perRow, seed)
                        << n << causal << perRow << seed;
    }

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 8, { { "per_row", 3LL }, { "seed", 0LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void drawsPerRowAllowedKeysPlusItself_data()
    {
        addShapeColumns();
        addShapeRows();
    }

    void drawsPerRowAllowedKeysPlusItself()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, perRow);
        QFETCH(int, seed);
        const core::Pattern pattern = patternOf(m_variant, n, causal, perRow, seed);
        QCOMPARE(pattern.n(), n);
        for (int i = 0; i < n; ++i) {
            QVERIFY2(pattern.contains(i, i), qPrintable(QString("row %1 lacks its own query").arg(i)));
            const int allowedOthers = causal ? i : n - 1;
            QCOMPARE(pattern.rowCount(i), static_cast<std::int64_t>(1 + std::min(perRow, allowedOthers)));
            if (causal)
                for (int j : pattern.row(i))
                    QVERIFY2(j <= i, qPrintable(QString("row %1 holds the future key %2").arg(i).arg(j)));
        }
    }

    void matchesDenseReferenceOnItsPattern_data()
    {
        addShapeColumns();
        addShapeRows();
    }

    void matchesDenseReferenceOnItsPattern()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, perRow);
        QFETCH(int, seed);
        // The pattern is what the variant drew (checked above); a second run must reproduce it for this to pass.
        const core::Pattern pattern = patternOf(m_variant, n, causal, perRow, seed);
        const core::Params params = makeParams(
            m_variant, { { "per_row", static_cast<long long>(perRow) }, { "seed", static_cast<long long>(seed) } });
        const auto drawn = [&pattern](int i, int j) { return pattern.contains(i, j); };
        const std::string failure = compareWithReference(m_variant, params, n, causal, drawn);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void seedDecidesThePattern()
    {
        for (bool causal : { false, true }) {
            QVERIFY(samePattern(patternOf(m_variant, 64, causal, 3, 42), patternOf(m_variant, 64, causal, 3, 42)));
            QVERIFY(!samePattern(patternOf(m_variant, 64, causal, 3, 42), patternOf(m_variant, 64, causal, 3, 43)));
        }
    }

    // Across seeds, each row's draws are a uniform per_row-subset of its allowed keys (all j != i, or j < i under
    // causal). 2000 seeds at N = 32, per_row = 4: every allowed key expected 2000 * 4 / m >= 258 times. Each row is a
    // chi-square test at false-failure rate 1e-9 (uniformity_check.h); with 59 rows per run, under 1e-7 in all.
    void eachRowDrawsUniformlyAcrossSeeds_data() { reference::addCausalRows(); }

    void eachRowDrawsUniformlyAcrossSeeds()
    {
        QFETCH(bool, causal);
        const int n = 32;
        const int perRow = 4;
        const int seeds = 2000;
        std::vector<std::vector<int>> counts(n);
        for (int i = 0; i < n; ++i)
            counts[i].assign(causal ? i : n - 1, 0);
        for (int seed = 0; seed < seeds; ++seed) {
            const core::Pattern pattern = patternOf(m_variant, n, causal, perRow, seed);
            for (int i = 0; i < n; ++i)
                for (const int j : pattern.row(i))
                    if (j != i)
                        ++counts[i][j < i ? j : j - 1]; // the index of j among the allowed keys
        }
        for (int i = 0; i < n; ++i) {
            if (static_cast<int>(counts[i].size()) <= perRow)
                continue; // every allowed key is taken: checked by drawsPerRowAllowedKeysPlusItself
            const std::string failure = reference::subsetUniformity(counts[i], perRow, seeds);
            QVERIFY2(failure.empty(), qPrintable(QStringLiteral("row %1: %2").arg(i).arg(failure.c_str())));
        }
    }

    // Within one seed, where the draws fall among each row's allowed keys (their rank over the row's count, in 16
    // bins) is uniform too, so no row favours near or far keys: one chi-square test at 1e-9 over 1024 rows.
    void drawsOfOneSeedSpreadEvenly_data() { reference::addCausalRows(); }

    void drawsOfOneSeedSpreadEvenly()
    {
        QFETCH(bool, causal);
        const int n = 1024;
        const int perRow = 8;
        const int bins = 16;
        const core::Pattern pattern = patternOf(m_variant, n, causal, perRow, 3);
        std::vector<int> counts(bins, 0);
        std::vector<double> expected(bins, 0.0);
        for (int i = 0; i < n; ++i) {
            const int allowed = causal ? i : n - 1;
            if (allowed <= perRow)
                continue;
            for (int rank = 0; rank < allowed; ++rank)
                expected[static_cast<std::size_t>(bins * rank / allowed)] += static_cast<double>(perRow) / allowed;
            for (const int j : pattern.row(i))
                if (j != i)
                    ++counts[static_cast<std::size_t>(bins * (j < i ? j : j - 1) / allowed)];
        }
        const std::string failure = reference::binUniformity(counts, expected);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // The two checks above can fail: a sampler that never reaches the last allowed key (an off-by-one in the range)
    // or that favours the first keys is refused, a uniform one passes.
    void uniformityChecksRefuseBiasedDraws()
    {
        const int keys = 31;
        const int perRow = 4;
        const int trials = 2000;
        const auto drawCounts = [&](int reach, bool favourFirst) {
            core::Random random(99);
            std::vector<int> counts(keys, 0);
            for (int t = 0; t < trials; ++t) {
                std::vector<int> taken;
                while (static_cast<int>(taken.size()) < perRow) {
                    int key = static_cast<int>(random.below(static_cast<std::uint64_t>(reach)));
                    if (favourFirst && random.uniform() < 0.1)
                        key = static_cast<int>(random.below(4));
                    if (std::find(taken.begin(), taken.end(), key) == taken.end())
                        taken.push_back(key);
                }
                for (const int key : taken)
                    ++counts[key];
            }
            return counts;
        };
        QVERIFY(reference::subsetUniformity(drawCounts(keys, false), perRow, trials).empty());
        QVERIFY(!reference::subsetUniformity(drawCounts(keys - 1, false), perRow, trials).empty());
        QVERIFY(!reference::subsetUniformity(drawCounts(keys, true), perRow, trials).empty());
        const std::vector<double> even(4, 500.0);
        QVERIFY(reference::binUniformity({ 510, 480, 505, 505 }, even).empty());
        QVERIFY(!reference::binUniformity({ 650, 350, 500, 500 }, even).empty());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure
            = checkParameterRange(m_variant, { { "per_row", -1LL }, { "seed", -1LL } }, { { "seed", 2147483647LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly_data() { reference::addCausalRows(); }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "per_row", 8LL } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestRandom)
#include "test_random.moc"
