// transformer_xl against the dense reference: j <= i and floor(i/chunk)-memory_chunks <= floor(j/chunk) <=
// floor(i/chunk) (../shared/spec/variants.md, `memory`), restated.
#include "reference/memory_reference.h"

#include <QTest>

using namespace attnlab;
using reference::Entry;

class TestTransformerXl : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("transformer_xl", "variant");

    core::Params paramsWith(int chunk, int memoryChunks) const
    {
        return reference::makeParams(m_variant,
            { { "chunk", static_cast<long long>(chunk) }, { "memory_chunks", static_cast<long long>(memoryChunks) } });
    }

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure
            = reference::checkMemoryCatalogueEntry(m_variant, 1, { { "chunk", 8LL }, { "memory_chunks", 1LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // The defaults, no memory (causal chunked), several memory chunks, chunks of one, a chunk longer than N.
        reference::addReferenceRows({ { "chunk", "chunk" }, { "memoryChunks", "memory" } },
            { { 8, 1 }, { 8, 0 }, { 5, 3 }, { 1, 4 }, { 300, 1 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, chunk);
        QFETCH(int, memoryChunks);
        const auto entriesOf = [chunk, memoryChunks](int i) {
            std::vector<Entry> entries;
            for (int j = 0; j <= i; ++j)
                if (i / chunk - memoryChunks <= j / chunk && j / chunk <= i / chunk)
                    entries.push_back({ j });
            return entries;
        };
        const std::string failure = reference::compareWithMemoryReference(
            m_variant, paramsWith(chunk, memoryChunks), reference::gaussianProblem(n, causal), entriesOf);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void ignoresTheCausalFlag_data() { reference::addSizeRows(); }

    void ignoresTheCausalFlag()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareCausalFlag(m_variant, paramsWith(4, 2), n);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void longMemoryIsCausalFull_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("chunk");
        for (int n : { 1, 7, 64, 257 })
            for (int chunk : { 1, 8 })
                QTest::addRow("n%d chunk%d", n, chunk) << n << chunk;
    }

    void longMemoryIsCausalFull()
    {
        QFETCH(int, n);
        QFETCH(int, chunk);
        const std::string failure = reference::compareWithOtherVariant(m_variant, paramsWith(chunk, n), n, "full");
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = reference::checkParameterRange(
            m_variant, { { "chunk", 0LL }, { "memory_chunks", -1LL } }, { { "chunk", 1LL }, { "memory_chunks", 0LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly()
    {
        const std::string failure = reference::checkLinearCost(m_variant, paramsWith(16, 2));
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestTransformerXl)
#include "test_transformer_xl.moc"
