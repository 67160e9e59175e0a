// dilated against the dense reference: pi_i = { i + m (gap+1) : m = -radius .. radius } (variants.md), restated
// here as a membership test on j.
#include "reference/pattern_reference_check.h"

#include <QTest>

#include <cstdlib>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::compareWithReference;
using reference::countedMadds;
using reference::makeParams;
using reference::runError;

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
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("radius");
        QTest::addColumn<int>("gap");
        // Defaults, gap 0 (a plain band), a wide gap, radius 0 (identity), a reach beyond N.
        const std::vector<std::pair<int, int>> shapes { { 4, 1 }, { 3, 0 }, { 2, 9 }, { 0, 3 }, { 100, 4 } };
        for (int n : { 1, 7, 64, 257 })
            for (bool causal : { false, true })
                for (const auto& [radius, gap] : shapes)
                    QTest::addRow("n%d %s radius%d gap%d", n, causal ? "causal" : "open", radius, gap)
                        << n << causal << radius << gap;
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
        QCOMPARE(band.pattern.columns(), neighbours.pattern.columns());
    }

    void rejectsOutOfRangeParameters()
    {
        QVERIFY(runError(m_variant, { { "radius", -1LL } }).find("radius") != std::string::npos);
        QVERIFY(runError(m_variant, { { "gap", -1LL } }).find("gap") != std::string::npos);
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
        const core::Params params = makeParams(m_variant, { { "radius", 8LL }, { "gap", 3LL } });
        const double ratio
            = countedMadds(m_variant, params, 4096, causal) / countedMadds(m_variant, params, 1024, causal);
        QVERIFY2(std::abs(ratio - 4.0) <= 0.4, std::to_string(ratio).c_str());
    }
};

QTEST_GUILESS_MAIN(TestDilated)
#include "test_dilated.moc"
