// global against the dense reference: i < tokens: all j; otherwise j < tokens, plus i (../shared/spec/variants.md),
// restated here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::makeParams;

class TestGlobal : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("global", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 7, { { "tokens", 2LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // Default, none (identity), one, more global positions than N (full attention).
        reference::addReferenceRows({ { "tokens", "tokens" } }, { { 2 }, { 0 }, { 1 }, { 300 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, tokens);
        const core::Params params = makeParams(m_variant, { { "tokens", static_cast<long long>(tokens) } });
        const auto globalPattern = [tokens](int i, int j) { return i < tokens || j < tokens || j == i; };
        const std::string failure = compareWithReference(m_variant, params, n, causal, globalPattern);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = checkParameterRange(m_variant, { { "tokens", -1LL } }, {});
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly_data() { reference::addCausalRows(); }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "tokens", 4LL } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestGlobal)
#include "test_global.moc"
