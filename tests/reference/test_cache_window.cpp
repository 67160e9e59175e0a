// cache_window against the dense reference: pi_i = { j : i-window+1 <= j <= i } (../shared/spec/variants.md, `memory`),
// restated.
#include "reference/memory_reference.h"

#include <QTest>

using namespace attnlab;
using reference::Entry;

class TestCacheWindow : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("cache_window", "variant");

    core::Params paramsWith(int window) const
    {
        return reference::makeParams(m_variant, { { "window", static_cast<long long>(window) } });
    }

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = reference::checkMemoryCatalogueEntry(m_variant, 0, { { "window", 8LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // The default, a cache of the query alone, an odd size, and a cache longer than every N tested.
        reference::addReferenceRows({ { "window", "window" } }, { { 8 }, { 1 }, { 5 }, { 300 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, window);
        const auto entriesOf = [window](int i) {
            std::vector<Entry> entries;
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
        const std::string failure = reference::compareCausalFlag(m_variant, paramsWith(5), n);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void wideWindowIsCausalFull_data() { reference::addSizeRows(); }

    void wideWindowIsCausalFull()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareWithOtherVariant(m_variant, paramsWith(n), n, "full");
        QVERIFY2(failure.empty(), failure.c_str());
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

QTEST_GUILESS_MAIN(TestCacheWindow)
#include "test_cache_window.moc"
