// block_memory against the dense reference (../shared/spec/variants.md, `memory`), restated: the positions of i's chunk
// up to i as real keys, plus one slot per earlier chunk, the last `slots` of them, whose key and value are the means of
// k_j and v_j over that chunk. The reference forms those means explicitly; M spreads each slot's weight evenly over its
// chunk.
#include "core/error.h"
#include "core/kernels/slot_attention.h"
#include "reference/memory_reference.h"

#include <QTest>

using namespace attnlab;
using reference::Entry;

namespace {

std::vector<Entry> pooledChunksOf(int i, int chunk, int slotCount)
{
    std::vector<Entry> pooled;
    const int own = i / chunk;
    for (int b = 0; b < own; ++b)
        if (b >= own - slotCount)
            pooled.push_back(reference::positionsFromTo(b * chunk, b * chunk + chunk - 1));
    return pooled;
}

} // namespace

class TestBlockMemory : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("block_memory", "variant");

    core::Params paramsWith(int chunk, int slotCount) const
    {
        return reference::makeParams(
            m_variant, { { "chunk", static_cast<long long>(chunk) }, { "slots", static_cast<long long>(slotCount) } });
    }

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure
            = reference::checkMemoryCatalogueEntry(m_variant, 3, { { "chunk", 8LL }, { "slots", 4LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // The defaults, no slots (causal chunked), chunks of one (slots are plain keys), odd sizes, a pool reaching
        // back to position 0 for every N tested (the whole past summarised), a chunk longer than N.
        reference::addReferenceRows({ { "chunk", "chunk" }, { "slotCount", "slots" } },
            { { 8, 4 }, { 8, 0 }, { 1, 3 }, { 5, 2 }, { 3, 100 }, { 300, 4 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, chunk);
        QFETCH(int, slotCount);
        const auto entriesOf = [chunk, slotCount](int i) {
            std::vector<Entry> entries = pooledChunksOf(i, chunk, slotCount);
            reference::addRealKeys((i / chunk) * chunk, i, entries);
            return entries;
        };
        const std::string failure = reference::compareWithMemoryReference(
            m_variant, paramsWith(chunk, slotCount), reference::gaussianProblem(n, causal), entriesOf);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void ignoresTheCausalFlag_data() { reference::addSizeRows(); }

    void ignoresTheCausalFlag()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareCausalFlag(m_variant, paramsWith(4, 3), n);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void spreadsThePooledWeightEvenly_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("chunk");
        QTest::addColumn<int>("slotCount");
        for (int n : { 7, 64, 257 })
            for (const auto& [chunk, slotCount] : std::vector<std::pair<int, int>> { { 8, 4 }, { 3, 100 } })
                QTest::addRow("n%d chunk%d slots%d", n, chunk, slotCount) << n << chunk << slotCount;
    }

    void spreadsThePooledWeightEvenly()
    {
        QFETCH(int, n);
        QFETCH(int, chunk);
        QFETCH(int, slotCount);
        const std::string failure = reference::checkEvenSpread(m_variant, paramsWith(chunk, slotCount), n,
            [chunk, slotCount](int i) { return pooledChunksOf(i, chunk, slotCount); });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void chunkOfOneWithAllSlotsIsCausalFull()
    {
        // A chunk of one position pools that position alone: its slot is the key itself.
        const std::string failure = reference::compareWithOtherVariant(m_variant, paramsWith(1, 300), 257, "full");
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = reference::checkParameterRange(
            m_variant, { { "chunk", 0LL }, { "slots", -1LL } }, { { "chunk", 1LL }, { "slots", 0LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // block_memory's prefix sums are kept at its chunk boundaries only (core/kernels/slot_attention.h): a slot that
    // does not start and end on one is refused rather than read from the wrong rows.
    void refusesASlotOffTheAlignment()
    {
        const core::Problem problem = reference::gaussianProblem(16, true);
        const auto readsOneSlot = [](int first, int last) {
            return [first, last](int i, std::vector<int>& keys, std::vector<core::PooledSlot>& pooled) {
                keys.push_back(i);
                if (i > last)
                    pooled.push_back(core::PooledSlot { first, last });
            };
        };
        const auto rowsOf = [](int first, int last) {
            core::PatternBuilder builder(16);
            for (int i = 0; i < 16; ++i) {
                std::vector<int> row { i };
                for (int j = first; i > last && j <= last; ++j)
                    row.push_back(j);
                builder.addRow(row);
            }
            return builder.finish();
        };
        const core::RunOptions options;
        QVERIFY_THROWS_EXCEPTION(core::Error,
            core::attendOverKeysAndSlots(problem, rowsOf(0, 4), readsOneSlot(0, 4), 4, options));
        QVERIFY_THROWS_EXCEPTION(core::Error,
            core::attendOverKeysAndSlots(problem, rowsOf(0, 3), readsOneSlot(0, 3), 0, options));
        const core::Result aligned
            = core::attendOverKeysAndSlots(problem, rowsOf(4, 7), readsOneSlot(4, 7), 4, options);
        const core::Result anywhere
            = core::attendOverKeysAndSlots(problem, rowsOf(4, 7), readsOneSlot(4, 7), 1, options);
        QVERIFY(aligned.o.isApprox(anywhere.o, 1e-6f));
    }

    void costGrowsLinearly()
    {
        const std::string failure = reference::checkLinearCost(m_variant, paramsWith(16, 4));
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestBlockMemory)
#include "test_block_memory.moc"
