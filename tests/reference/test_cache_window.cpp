// cache_window against the dense reference: pi_i = { j : i-window+1 <= j <= i } (variants.md, `memory`), restated.
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
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("window");
        // The default, a cache of the query alone, an odd size, and a cache longer than every N tested.
        for (int n : { 1, 7, 64, 257 })
            for (bool causal : { false, true })
                for (int window : { 8, 1, 5, 300 })
                    QTest::addRow("n%d %s window%d", n, causal ? "causal" : "open", window) << n << causal << window;
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

    void ignoresTheCausalFlag_data()
    {
        QTest::addColumn<int>("n");
        for (int n : { 1, 7, 64, 257 })
            QTest::addRow("n%d", n) << n;
    }

    void ignoresTheCausalFlag()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareCausalFlag(m_variant, paramsWith(5), n);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void wideWindowIsCausalFull_data()
    {
        QTest::addColumn<int>("n");
        for (int n : { 1, 7, 64, 257 })
            QTest::addRow("n%d", n) << n;
    }

    void wideWindowIsCausalFull()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareWithOtherVariant(m_variant, paramsWith(n), n, "full");
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        QVERIFY(reference::runError(m_variant, { { "window", 0LL } }).find("window") != std::string::npos);
        QVERIFY(reference::runError(m_variant, { { "window", 70000LL } }).find("window") != std::string::npos);
        QVERIFY(reference::runError(m_variant, { { "window", 1LL } }).empty());
    }

    void costGrowsLinearly()
    {
        const double ratio = reference::costRatio4096To1024(m_variant, paramsWith(16));
        QVERIFY2(std::abs(ratio - 4.0) <= 0.4, std::to_string(ratio).c_str());
    }
};

QTEST_GUILESS_MAIN(TestCacheWindow)
#include "test_cache_window.moc"
