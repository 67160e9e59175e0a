// priority_memory against the dense reference (../shared/spec/variants.md, `memory`), restated: the cache i-window+1 <=
// j <= i plus the `slots` earlier keys (j < i-window+1) with the largest norm(k_j), ties towards the lower j. The
// reference ranks all earlier keys afresh for every query (a full sort), where the variant keeps a small queue.
#include "core/extra_keys.h"
#include "reference/memory_reference.h"

#include <QTest>

#include <numeric>

using namespace attnlab;
using reference::Entry;

namespace {

double squaredNorm(const core::Matrix& k, int j)
{
    double sum = 0.0;
    for (Eigen::Index c = 0; c < k.cols(); ++c)
        sum += static_cast<double>(k(j, c)) * static_cast<double>(k(j, c));
    return sum;
}

// The kept keys of query i, ascending.
std::vector<int> keptKeys(const core::Matrix& k, int i, int window, int slotCount)
{
    std::vector<int> earlier(static_cast<std::size_t>(std::max(0, i - window + 1)));
    std::iota(earlier.begin(), earlier.end(), 0);
    std::stable_sort(earlier.begin(), earlier.end(),
        [&k](int a, int b) { return squaredNorm(k, a) > squaredNorm(k, b); }); // stable: lower j first
    earlier.resize(std::min<std::size_t>(earlier.size(), static_cast<std::size_t>(slotCount)));
    std::sort(earlier.begin(), earlier.end());
    return earlier;
}

reference::EntriesOf entriesFor(const core::Matrix& k, int window, int slotCount)
{
    return [k, window, slotCount](int i) {
        std::vector<Entry> entries;
        for (const int j : keptKeys(k, i, window, slotCount))
            entries.push_back({ j });
        reference::addRealKeys(i - window + 1, i, entries);
        return entries;
    };
}

// Keys with many exactly equal norms: three base rows, each used with both signs.
core::Problem problemWithTiedNorms(int n)
{
    core::Problem problem = reference::gaussianProblem(n, false);
    const core::Matrix bases = core::Random(11).normalMatrix(3, reference::kPatternTestD);
    for (int j = 0; j < n; ++j)
        problem.k.row(j) = bases.row((j * 7) % 3) * (j % 2 == 0 ? 1.0f : -1.0f);
    return problem;
}

} // namespace

class TestPriorityMemory : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("priority_memory", "variant");

    core::Params paramsWith(int window, int slotCount) const
    {
        return reference::makeParams(m_variant,
            { { "window", static_cast<long long>(window) }, { "slots", static_cast<long long>(slotCount) } });
    }

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure
            = reference::checkMemoryCatalogueEntry(m_variant, 4, { { "window", 8LL }, { "slots", 4LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // The defaults, no queue (the cache window), a cache of the query alone, a queue that holds every earlier key
        // for the N tested, a cache longer than N.
        reference::addReferenceRows({ { "window", "window" }, { "slotCount", "slots" } },
            { { 8, 4 }, { 8, 0 }, { 1, 5 }, { 3, 300 }, { 300, 4 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, window);
        QFETCH(int, slotCount);
        const core::Problem problem = reference::gaussianProblem(n, causal);
        const std::string failure = reference::compareWithMemoryReference(
            m_variant, paramsWith(window, slotCount), problem, entriesFor(problem.k, window, slotCount));
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void breaksTiesTowardsTheLowerPosition_data()
    {
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("slotCount");
        for (const auto& [window, slotCount] : std::vector<std::pair<int, int>> { { 4, 5 }, { 1, 1 }, { 2, 2 } })
            QTest::addRow("window%d slots%d", window, slotCount) << window << slotCount;
    }

    void breaksTiesTowardsTheLowerPosition()
    {
        QFETCH(int, window);
        QFETCH(int, slotCount);
        const core::Problem problem = problemWithTiedNorms(64);
        const std::string failure = reference::compareWithMemoryReference(
            m_variant, paramsWith(window, slotCount), problem, entriesFor(problem.k, window, slotCount));
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void reportsTheFinalQueue()
    {
        const int n = 257;
        const core::Problem problem = reference::gaussianProblem(n, false);
        const core::Result result = m_variant.run(problem, paramsWith(8, 6), core::RunOptions {});
        QCOMPARE(result.extras.labels.at(core::extra_keys::kFinalKeptKeys), keptKeys(problem.k, n - 1, 8, 6));
    }

    void ignoresTheCausalFlag_data() { reference::addSizeRows(); }

    void ignoresTheCausalFlag()
    {
        QFETCH(int, n);
        const std::string failure = reference::compareCausalFlag(m_variant, paramsWith(5, 3), n);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void everyEarlierKeyKeptIsCausalFull()
    {
        const std::string failure = reference::compareWithOtherVariant(m_variant, paramsWith(4, 300), 257, "full");
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = reference::checkParameterRange(
            m_variant, { { "window", 0LL }, { "slots", -1LL } }, { { "window", 1LL }, { "slots", 0LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly()
    {
        const std::string failure = reference::checkLinearCost(m_variant, paramsWith(16, 8));
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPriorityMemory)
#include "test_priority_memory.moc"
