// global against the dense reference: i < tokens: all j; otherwise j < tokens, plus i (variants.md), restated here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::compareWithReference;
using reference::countedMadds;
using reference::makeParams;
using reference::runError;

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
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("tokens");
        // Default, none (identity), one, more global positions than N (full attention).
        for (int n : { 1, 7, 64, 257 })
            for (bool causal : { false, true })
                for (int tokens : { 2, 0, 1, 300 })
                    QTest::addRow("n%d %s tokens%d", n, causal ? "causal" : "open", tokens) << n << causal << tokens;
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, tokens);
        const core::Params params = makeParams(m_variant, { { "tokens", static_cast<long long>(tokens) } });
        const auto globalField = [tokens](int i, int j) { return i < tokens || j < tokens || j == i; };
        const std::string failure = compareWithReference(m_variant, params, n, causal, globalField);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        QVERIFY(runError(m_variant, { { "tokens", -1LL } }).find("tokens") != std::string::npos);
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
        const core::Params params = makeParams(m_variant, { { "tokens", 4LL } });
        const double ratio
            = countedMadds(m_variant, params, 4096, causal) / countedMadds(m_variant, params, 1024, causal);
        QVERIFY2(std::abs(ratio - 4.0) <= 0.4, std::to_string(ratio).c_str());
    }
};

QTEST_GUILESS_MAIN(TestGlobal)
#include "test_global.moc"
