// Every variant states the cost it promises (core/cost_promise.h), and its own analytic cost at the defaults grows no
// faster than that promise over N = 1K .. 64K: the counted formula, not a timing (the timed check is
// tools/performance/promise_slopes.py). The cluster family's scaling parameters (lsh chunk, kmeans members, sinkhorn
// block) are what keep their formulas inside the promise.
#include "core/analysis/slope_fit.h"
#include "core/builtin_catalogues.h"
#include "core/cost_promise.h"

#include <QtTest>

#include <string>
#include <vector>

using attnlab::core::CostGrowth;
using attnlab::core::CostPromise;
using attnlab::core::Params;
using attnlab::core::Variant;

namespace {

constexpr int kD = 64;

// The analytic multiply-adds at the defaults for N = 1K, 2K, ..., 64K, causal where the variant must be.
std::vector<double> analyticMadds(const Variant& variant, const Params& params, std::vector<double>& sizes)
{
    const bool causal = variant.info().causal == attnlab::core::CausalSupport::Always;
    std::vector<double> madds;
    for (int n = 1024; n <= 65536; n *= 2) {
        sizes.push_back(n);
        madds.push_back(variant.analyticCost(n, kD, kD, causal, params).madds);
    }
    return madds;
}

// The settings a method's promise is made for where its defaults serve short inputs: sinkhorn's default blocks of 8
// (the spec's) sort quadratically at long N; its promise, and the slope check, take blocks of 128.
Params longSequenceSettings(const Variant& variant)
{
    Params params;
    if (variant.id() == "sinkhorn")
        params.set(variant.info().params, "block", 128LL);
    return params;
}

double analyticSlope(const Variant& variant, const Params& params = {})
{
    std::vector<double> sizes;
    const std::vector<double> madds = analyticMadds(variant, params, sizes);
    return attnlab::core::logLogSlope(sizes, madds);
}

CostPromise promiseOf(CostGrowth growth)
{
    return CostPromise { growth, "x" };
}

const Variant& variantNamed(const char* id)
{
    return attnlab::core::builtinVariants().get(id, "variant");
}

} // namespace

class TestCostPromises : public QObject {
    Q_OBJECT

private slots:
    void promiseTexts()
    {
        QCOMPARE(QString::fromStdString(promiseOf(CostGrowth::Linear).bigO()), QStringLiteral("O(N)"));
        QCOMPARE(QString::fromStdString(promiseOf(CostGrowth::LinearLog).bigO()), QStringLiteral("O(N log N)"));
        QCOMPARE(QString::fromStdString(promiseOf(CostGrowth::ThreeHalves).growthId()), QStringLiteral("n^1.5"));
        // The limits of issue 16: linear 1.1, N log N 1.2, N^1.5 1.6.
        QCOMPARE(promiseOf(CostGrowth::Linear).slopeLimit(), 1.1);
        QCOMPARE(promiseOf(CostGrowth::LinearLog).slopeLimit(), 1.2);
        QCOMPARE(promiseOf(CostGrowth::ThreeHalves).slopeLimit(), 1.6);
        QVERIFY(promiseOf(CostGrowth::Quadratic).slopeLimit() < promiseOf(CostGrowth::Cubic).slopeLimit());
    }

    void everyVariantStatesItsPromise()
    {
        const auto variants = attnlab::core::builtinVariants().all();
        QVERIFY(variants.size() > 30);
        for (const Variant* variant : variants)
            QVERIFY2(!variant->info().promise.reason.empty(), variant->id().c_str());
    }

    // The promise is an upper bound on the analytic cost's growth at the defaults.
    void analyticCostKeepsThePromise_data()
    {
        QTest::addColumn<QString>("id");
        for (const Variant* variant : attnlab::core::builtinVariants().all())
            QTest::newRow(variant->id().c_str()) << QString::fromStdString(variant->id());
    }
    void analyticCostKeepsThePromise()
    {
        QFETCH(QString, id);
        const Variant& variant = variantNamed(id.toStdString().c_str());
        const double slope = analyticSlope(variant, longSequenceSettings(variant));
        const double limit = variant.info().promise.slopeLimit();
        QVERIFY2(slope <= limit,
            qPrintable(QStringLiteral("%1: analytic slope %2 above the %3 limit %4")
                           .arg(id)
                           .arg(slope)
                           .arg(QString::fromStdString(variant.info().promise.bigO()))
                           .arg(limit)));
    }

    // The linear-cost methods must be: their formulas are within 0.1 of slope 1 (a quadratic term would show).
    void linearPromisesAreNearSlopeOne()
    {
        for (const Variant* variant : attnlab::core::builtinVariants().all())
            if (variant->info().promise.growth == CostGrowth::Linear)
                QVERIFY2(analyticSlope(*variant, longSequenceSettings(*variant)) > 0.9, variant->id().c_str());
    }

    // The old whole-group fields stay reachable and are what the scaling parameters fix: with chunk = 0, members = 0
    // or blocks of 8 the cluster family's formulas are quadratic again.
    void clusterFamilyScalesOnlyWithItsParameters()
    {
        const auto& lsh = variantNamed("lsh");
        Params wholeBuckets;
        wholeBuckets.set(lsh.info().params, "chunk", 0LL);
        QVERIFY(analyticSlope(lsh, wholeBuckets) > 1.8);
        QVERIFY(analyticSlope(lsh) < 1.2);

        const auto& kmeans = variantNamed("kmeans");
        Params wholeClusters;
        wholeClusters.set(kmeans.info().params, "members", 0LL);
        QVERIFY(analyticSlope(kmeans, wholeClusters) > 1.8);
        QVERIFY(analyticSlope(kmeans) < 1.1);

        const auto& sinkhorn = variantNamed("sinkhorn");
        QVERIFY(analyticSlope(sinkhorn) > 1.3); // the default blocks of 8
        QVERIFY(analyticSlope(sinkhorn, longSequenceSettings(sinkhorn)) < 1.1);
    }
};

QTEST_GUILESS_MAIN(TestCostPromises)
#include "test_cost_promises.moc"
