// random (../shared/spec/variants.md): pi_i = i plus per_row distinct keys drawn uniformly among the allowed ones (all
// j, or j <= i under causal), all of them when fewer are allowed. The pattern is random, so it is checked for those
// properties (size, allowed keys, seed reproducibility, a rough uniformity), and the attention over the pattern it
// returned is checked against the dense reference.
#include "reference/pattern_reference_check.h"

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
    return a.rowStart() == b.rowStart() && a.columns() == b.columns();
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

    // Each key is a candidate of N-1 rows and drawn by each with probability per_row/(N-1): about per_row times
    // in all. With 1023 keys expected 64 times each (Poisson sd 8), +-60% lies beyond 4.8 sd.
    void drawsKeysUniformly()
    {
        const int n = 1024;
        const int perRow = 64;
        const core::Pattern pattern = patternOf(m_variant, n, false, perRow, 3);
        std::vector<int> timesDrawn(n, 0);
        for (int i = 0; i < n; ++i)
            for (int j : pattern.row(i))
                if (j != i)
                    ++timesDrawn[j];
        const auto [fewest, most] = std::minmax_element(timesDrawn.begin(), timesDrawn.end());
        QVERIFY2(*fewest >= 0.4 * perRow && *most <= 1.6 * perRow,
            qPrintable(QString("keys drawn between %1 and %2 times").arg(*fewest).arg(*most)));
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
