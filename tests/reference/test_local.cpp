// local against the dense reference: pi_i = { j : i - before <= j <= i + after } (variants.md), restated here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::compareWithReference;
using reference::countedMadds;
using reference::makeParams;
using reference::runError;

class TestLocal : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("local", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 1, { { "before", 4LL }, { "after", 4LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("after");
        // Defaults, a lopsided band, the identity (0, 0), and a band wider than every N tested.
        const std::vector<std::pair<int, int>> bands { { 4, 4 }, { 3, 0 }, { 0, 5 }, { 0, 0 }, { 300, 300 } };
        for (int n : { 1, 7, 64, 257 })
            for (bool causal : { false, true })
                for (const auto& [before, after] : bands)
                    QTest::addRow("n%d %s before%d after%d", n, causal ? "causal" : "open", before, after)
                        << n << causal << before << after;
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, before);
        QFETCH(int, after);
        const core::Params params = makeParams(
            m_variant, { { "before", static_cast<long long>(before) }, { "after", static_cast<long long>(after) } });
        const auto inBand = [before, after](int i, int j) { return i - before <= j && j <= i + after; };
        const std::string failure = compareWithReference(m_variant, params, n, causal, inBand);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        QVERIFY(runError(m_variant, { { "before", -1LL } }).find("before") != std::string::npos);
        QVERIFY(runError(m_variant, { { "after", 5000LL } }).find("after") != std::string::npos);
        QVERIFY(runError(m_variant, { { "before", 0LL }, { "after", 0LL } }).empty());
    }

    void costGrowsLinearly_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("open") << false;
        QTest::newRow("causal") << true;
    }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "before", 16LL }, { "after", 16LL } });
        const double ratio
            = countedMadds(m_variant, params, 4096, causal) / countedMadds(m_variant, params, 1024, causal);
        QVERIFY2(std::abs(ratio - 4.0) <= 0.4, std::to_string(ratio).c_str());
    }
};

QTEST_GUILESS_MAIN(TestLocal)
#include "test_local.moc"
