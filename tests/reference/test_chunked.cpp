// chunked against the dense reference: pi_i = { j : floor(j/chunk) = floor(i/chunk) } (variants.md), restated here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::compareWithReference;
using reference::countedMadds;
using reference::makeParams;
using reference::runError;

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
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("chunk");
        // Default, one position per chunk (identity), a chunk that does not divide N, a chunk longer than N.
        for (int n : { 1, 7, 64, 257 })
            for (bool causal : { false, true })
                for (int chunk : { 8, 1, 5, 300 })
                    QTest::addRow("n%d %s chunk%d", n, causal ? "causal" : "open", chunk) << n << causal << chunk;
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
        QVERIFY(runError(m_variant, { { "chunk", 0LL } }).find("chunk") != std::string::npos);
        QVERIFY(runError(m_variant, { { "chunk", 4097LL } }).find("chunk") != std::string::npos);
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
        const core::Params params = makeParams(m_variant, { { "chunk", 32LL } });
        const double ratio
            = countedMadds(m_variant, params, 4096, causal) / countedMadds(m_variant, params, 1024, causal);
        QVERIFY2(std::abs(ratio - 4.0) <= 0.4, std::to_string(ratio).c_str());
    }
};

QTEST_GUILESS_MAIN(TestChunked)
#include "test_chunked.moc"
