// strided against the dense reference: pi_i = { j : (i - j) mod stride = 0 } (../shared/spec/variants.md), restated
// here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkMaskedShare;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::countedCost;
using reference::makeParams;

class TestStrided : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("strided", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 5, { { "stride", 4LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // Default, stride 1 (full attention), an odd stride, a stride beyond N (identity).
        reference::addReferenceRows({ { "stride", "stride" } }, { { 4 }, { 1 }, { 7 }, { 300 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, stride);
        const core::Params params = makeParams(m_variant, { { "stride", static_cast<long long>(stride) } });
        const auto sameResidue = [stride](int i, int j) { return (i - j) % stride == 0; };
        const std::string failure = compareWithReference(m_variant, params, n, causal, sameResidue);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = checkParameterRange(m_variant, { { "stride", 0LL } }, {});
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // With a fixed stride the pattern has N^2/stride pairs (quadratic, only thinner); the method's promise is
    // O(N sqrt N) with stride ~ sqrt(N): 1024 -> 4096 with stride 32 -> 64 is 8x, not 16x. Exactly 8 without causal;
    // causal halves the rows with a term of order N, 7.88 here, so the ratio is held to 8 within 0.25 rather than
    // exactly (the exact counts are checked against the analytic cost at every N).
    void costGrowsAsNSqrtN_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("open") << false;
        QTest::newRow("causal") << true;
    }

    void costGrowsAsNSqrtN()
    {
        QFETCH(bool, causal);
        // The field's pairs; the counted multiply-adds add the masked halves of diagonal tiles under causal, at most
        // twice the field.
        const core::Cost small = countedCost(m_variant, makeParams(m_variant, { { "stride", 32LL } }), 1024, causal);
        const core::Cost large = countedCost(m_variant, makeParams(m_variant, { { "stride", 64LL } }), 4096, causal);
        const double ratio = large.fieldPairs / small.fieldPairs;
        QVERIFY2(std::abs(ratio - 8.0) <= 0.25, std::to_string(ratio).c_str());
        for (const core::Cost& each : { small, large })
            QVERIFY2(checkMaskedShare(each, 2.0).empty(), checkMaskedShare(each, 2.0).c_str());
    }
};

QTEST_GUILESS_MAIN(TestStrided)
#include "test_strided.moc"
