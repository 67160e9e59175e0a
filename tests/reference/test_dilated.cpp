// dilated against the dense reference: pi_i = { i + m (gap+1) : m = -radius .. radius } (../shared/spec/variants.md),
// restated here as a membership test on j.
#include "reference/pattern_reference_check.h"

#include <QTest>

#include <cstdlib>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::makeParams;

class TestDilated : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("dilated", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 4, { { "radius", 4LL }, { "gap", 1LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // Defaults, gap 0 (a plain band), a wide gap, radius 0 (identity), a reach beyond N.
        reference::addReferenceRows(
            { { "radius", "radius" }, { "gap", "gap" } }, { { 4, 1 }, { 3, 0 }, { 2, 9 }, { 0, 3 }, { 100, 4 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, radius);
        QFETCH(int, gap);
        const core::Params params = makeParams(
            m_variant, { { "radius", static_cast<long long>(radius) }, { "gap", static_cast<long long>(gap) } });
        const auto onDilatedBand = [radius, gap](int i, int j) {
            const int step = gap + 1;
            return (j - i) % step == 0 && std::abs(j - i) / step <= radius;
        };
        const std::string failure = compareWithReference(m_variant, params, n, causal, onDilatedBand);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void gapZeroIsLocal()
    {
        const core::Variant& local = core::builtinVariants().get("local", "variant");
        const core::Problem problem = reference::gaussianProblem(40, true);
        const core::Result band
            = m_variant.run(problem, makeParams(m_variant, { { "radius", 3LL }, { "gap", 0LL } }), {});
        const core::Result neighbours
            = local.run(problem, makeParams(local, { { "before", 3LL }, { "after", 3LL } }), {});
        QVERIFY(band.pattern == neighbours.pattern);
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = checkParameterRange(m_variant, { { "radius", -1LL }, { "gap", -1LL } }, {});
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly_data() { reference::addCausalRows(); }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "radius", 8LL }, { "gap", 3LL } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDilated)
#include "test_dilated.moc"
