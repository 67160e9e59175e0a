// mean_memory against the dense reference (../shared/spec/variants.md, `memory`), restated: the cache i-window+1 <= j
// <= i as real keys, plus one slot whose key and value are the means of k_j and v_j over all j < i-window+1 (when any).
// The reference forms that mean explicitly; M spreads the slot's weight evenly over the pooled positions.
#include "core/extra_keys.h"
#include "reference/memory_reference.h"

#include <QTest>

using namespace attnlab;
using reference::Entry;

namespace {

std::vector<Entry> pooledSlotOf(int i, int window)
{
    if (i - window < 0)
        return {};
    return { reference::positionsFromTo(0, i - window) };
}

} // namespace

class TestMeanMemory : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("mean_memory", "variant");

    core::Params paramsWith(int window) const
    {
        return reference::makeParams(m_variant, { { "window", static_cast<long long>(window) } });
    }

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = reference::checkMemoryCatalogueEntry(m_variant, 2, { { "window", 8LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // The default, a cache of the query alone (everything older pooled), an odd size, a cache longer than N.
        reference::addReferenceRows({ { "window", "window" } }, { { 8 }, { 1 }, { 5 }, { 300 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, window);
        const auto entriesOf = [window](int i) {
            std::vector<Entry> entries = pooledSlotOf(i, window);
            reference::addRealKeys(i - window + 1, i, entries);
            return entries;
        };
        const std::string failure = reference::compareWithMemoryReference(
            m_variant, paramsWith(window), reference::gaussianProblem(n, causal), entriesOf);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void ignoresTheCausalFlag_data() { reference::addSizeRows(); }

    void ignoresTheCausalFlag()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareCausalFlag(m_variant, paramsWith(3), n);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void spreadsThePooledWeightEvenly_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("window");
        for (int n : { 7, 64, 257 })
            for (int window : { 1, 8 })
                QTest::addRow("n%d window%d", n, window) << n << window;
    }

    void spreadsThePooledWeightEvenly()
    {
        QFETCH(int, n);
        QFETCH(int, window);
        const std::string failure = reference::checkEvenSpread(
            m_variant, paramsWith(window), n, [window](int i) { return pooledSlotOf(i, window); });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void wideWindowIsCausalFull()
    {
        const std::string failure = reference::compareWithOtherVariant(m_variant, paramsWith(257), 257, "full");
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void readsWindowPlusOneScores()
    {
        // The scores computed: min(i+1, window) keys, plus the slot for every i >= window.
        const int n = 64;
        const int window = 8;
        const core::Result result
            = m_variant.run(reference::gaussianProblem(n, false), paramsWith(window), core::RunOptions {});
        double expected = 0;
        for (int i = 0; i < n; ++i)
            expected += std::min(i + 1, window) + (i >= window ? 1 : 0);
        QCOMPARE(result.extras.scalars.at(core::extra_keys::kEvaluatedScores), expected);
        QCOMPARE(result.extras.scalars.at(core::extra_keys::kPooledSlotReads), double(n - window));
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = reference::checkParameterRange(
            m_variant, { { "window", 0LL }, { "window", 70000LL } }, { { "window", 1LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly()
    {
        const std::string failure = reference::checkLinearCost(m_variant, paramsWith(16));
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestMeanMemory)
#include "test_mean_memory.moc"
