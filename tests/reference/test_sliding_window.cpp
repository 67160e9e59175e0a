// sliding_window against the dense reference: b = floor(i/stride),
// pi_i = { j : b*stride + stride - window <= j <= b*stride + stride - 1 } (../shared/spec/variants.md), restated here.
#include "reference/pattern_reference_check.h"

#include <QTest>

using namespace attnlab;
using reference::checkCatalogueEntry;
using reference::checkLinearCost;
using reference::compareWithReference;
using reference::makeParams;
using reference::runError;

class TestSlidingWindow : public QObject {
    Q_OBJECT

private:
    const core::Variant& m_variant = core::builtinVariants().get("sliding_window", "variant");

private slots:
    void declaresTheCatalogueEntry()
    {
        const std::string failure = checkCatalogueEntry(m_variant, 3, { { "window", 8LL }, { "stride", 1LL } });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void matchesDenseReference_data()
    {
        // Defaults (stride 1), stride = window (chunked), a stride between, window 1 (identity), window > N.
        reference::addReferenceRows({ { "window", "window" }, { "stride", "stride" } },
            { { 8, 1 }, { 6, 6 }, { 7, 3 }, { 1, 1 }, { 300, 1 }, { 300, 100 } });
    }

    void matchesDenseReference()
    {
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, window);
        QFETCH(int, stride);
        const core::Params params = makeParams(
            m_variant, { { "window", static_cast<long long>(window) }, { "stride", static_cast<long long>(stride) } });
        const auto inWindow = [window, stride](int i, int j) {
            const int b = i / stride;
            return b * stride + stride - window <= j && j <= b * stride + stride - 1;
        };
        const std::string failure = compareWithReference(m_variant, params, n, causal, inWindow);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void strideEqualToWindowIsChunked()
    {
        const core::Variant& chunked = core::builtinVariants().get("chunked", "variant");
        const core::Problem problem = reference::gaussianProblem(50, false);
        const core::Result window
            = m_variant.run(problem, makeParams(m_variant, { { "window", 6LL }, { "stride", 6LL } }), {});
        const core::Result chunks = chunked.run(problem, makeParams(chunked, { { "chunk", 6LL } }), {});
        QVERIFY(window.pattern == chunks.pattern);
    }

    void rejectsStrideAboveWindow()
    {
        const std::string message = runError(m_variant, { { "window", 4LL }, { "stride", 5LL } });
        QVERIFY2(message.find("stride") != std::string::npos, message.c_str());
        QVERIFY_THROWS_EXCEPTION(core::Error,
            m_variant.analyticCost(64, 12, 5, false, makeParams(m_variant, { { "window", 4LL }, { "stride", 5LL } })));
        QVERIFY(runError(m_variant, { { "window", 0LL } }).find("window") != std::string::npos);
        QVERIFY(runError(m_variant, { { "stride", 0LL } }).find("stride") != std::string::npos);
        QVERIFY(runError(m_variant, { { "window", 5LL }, { "stride", 5LL } }).empty());
    }

    void costGrowsLinearly_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("stride");
        QTest::newRow("open stride1") << false << 1;
        QTest::newRow("causal stride1") << true << 1;
        QTest::newRow("open stride8") << false << 8;
    }

    void costGrowsLinearly()
    {
        QFETCH(bool, causal);
        QFETCH(int, stride);
        const core::Params params
            = makeParams(m_variant, { { "window", 32LL }, { "stride", static_cast<long long>(stride) } });
        const std::string failure = checkLinearCost(m_variant, params, causal);
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestSlidingWindow)
#include "test_sliding_window.moc"
