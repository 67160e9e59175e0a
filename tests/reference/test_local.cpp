// local against the dense reference: pi_i = { j : i - before <= j <= i + after } (../shared/spec/variants.md), restated
// here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::makeParams;

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
        // Defaults, a lopsided band, the identity (0, 0), and a band wider than every N tested.
        reference::addReferenceRows(
            { { "before", "before" }, { "after", "after" } }, { { 4, 4 }, { 3, 0 }, { 0, 5 }, { 0, 0 }, { 300, 300 } });
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
        const std::string failure = checkParameterRange(
            m_variant, { { "before", -1LL }, { "after", 5000LL } }, { { "before", 0LL }, { "after", 0LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly_data() { reference::addCausalRows(); }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "before", 16LL }, { "after", 16LL } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLocal)
#include "test_local.moc"
