// longformer against the dense reference: dilated(radius, gap) union global(tokens) (../shared/spec/variants.md), each
// part restated here from its own row of the table.
#include "reference/pattern_reference_check.h"

#include <QTest>

#include <cstdlib>
#include <tuple>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::makeParams;

class TestLongformer : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("longformer", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure
            = checkCatalogueEntry(m_variant, 9, { { "radius", 4LL }, { "gap", 0LL }, { "tokens", 2LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // Defaults, dilated with globals (bands reaching into the global positions), no globals, radius 0
        // (globals only), a band and a global set beyond N.
        reference::addReferenceRows({ { "radius", "radius" }, { "gap", "gap" }, { "tokens", "tokens" } },
            { { 4, 0, 2 }, { 3, 2, 5 }, { 2, 1, 0 }, { 0, 0, 3 }, { 100, 3, 300 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, radius);
        QFETCH(int, gap);
        QFETCH(int, tokens);
        const core::Params params = makeParams(m_variant,
            { { "radius", static_cast<long long>(radius) }, { "gap", static_cast<long long>(gap) },
                { "tokens", static_cast<long long>(tokens) } });
        const auto dilated = [radius, gap](int i, int j) {
            const int step = gap + 1;
            return (j - i) % step == 0 && std::abs(j - i) / step <= radius;
        };
        const auto global = [tokens](int i, int j) { return i < tokens || j < tokens || j == i; };
        const auto pattern = [&](int i, int j) { return dilated(i, j) || global(i, j); };
        const std::string failure = compareWithReference(m_variant, params, n, causal, pattern);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure
            = checkParameterRange(m_variant, { { "radius", -1LL }, { "gap", 5000LL }, { "tokens", -1LL } }, {});
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly_data() { reference::addCausalRows(); }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "radius", 8LL }, { "gap", 1LL }, { "tokens", 2LL } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLongformer)
#include "test_longformer.moc"
