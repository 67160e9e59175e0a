// chunked against the dense reference: pi_i = { j : floor(j/chunk) = floor(i/chunk) } (../shared/spec/variants.md),
// restated here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::checkParameterRange;
using reference::compareWithReference;
using reference::makeParams;

class TestChunked : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("chunked", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 2, { { "chunk", 8LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // Default, one position per chunk (identity), a chunk that does not divide N, a chunk longer than N.
        reference::addReferenceRows({ { "chunk", "chunk" } }, { { 8 }, { 1 }, { 5 }, { 300 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, chunk);
        const core::Params params = makeParams(m_variant, { { "chunk", static_cast<long long>(chunk) } });
        const auto sameChunk = [chunk](int i, int j) { return j / chunk == i / chunk; };
        const std::string failure = compareWithReference(m_variant, params, n, causal, sameChunk);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void rejectsOutOfRangeParameters()
    {
        const std::string failure = checkParameterRange(m_variant, { { "chunk", 0LL }, { "chunk", 4097LL } }, {});
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearly_data() { reference::addCausalRows(); }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        const core::Params params = makeParams(m_variant, { { "chunk", 32LL } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestChunked)
#include "test_chunked.moc"
