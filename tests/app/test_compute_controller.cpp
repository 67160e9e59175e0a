// app::ComputeController on its SupersedingWorker: started once and idle once around a burst of requests, only the
// newest outcome delivered (with the variant, its resolved parameters and the token labels worked out), errors
// reported, dropped outcomes' maps kept for the next request, and a controller destroyed mid-request cancels it and
// waits.

#include "app/compute/controller.h"
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "reference/dense_reference.h"
#include "scenario_outcome.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include <set>

using namespace attnlab;

namespace {

app::ComputeRequest clusteredRequest(int n, const QString& variant)
{
    return test::scenarioRequest("clustered", n, variant);
}

} // namespace

class TestComputeController : public QObject {
    Q_OBJECT

private slots:
    void aBurstOfRequestsStartsOnceAndDeliversTheNewest()
    {
        app::ComputeController controller;
        QSignalSpy started(&controller, &app::ComputeController::started);
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        QSignalSpy failed(&controller, &app::ComputeController::failed);
        QSignalSpy idle(&controller, &app::ComputeController::idle);
        QVERIFY(!controller.isBusy());
        controller.request(clusteredRequest(2048, QStringLiteral("full")));
        controller.request(clusteredRequest(1024, QStringLiteral("local")));
        controller.request(clusteredRequest(32, QStringLiteral("performer")));
        QVERIFY(controller.isBusy());
        QCOMPARE(started.count(), 1);
        QVERIFY(idle.wait(60000));
        QVERIFY(!controller.isBusy());
        QCOMPARE(idle.count(), 1);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(finished.count(), 1);
        const auto outcome = finished.at(0).at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        QCOMPARE(outcome->request.variantId, QStringLiteral("performer"));
        QCOMPARE(outcome->sequence->problem.n(), 32);
        // Worked out once on the worker for every view.
        QVERIFY(outcome->variant != nullptr);
        QCOMPARE(QString::fromStdString(outcome->variant->id()), QStringLiteral("performer"));
        QVERIFY(outcome->params.has("features"));
        QCOMPARE(outcome->tokens.size(), 32);
        QCOMPARE(outcome->tokens.at(5), QString::fromStdString(outcome->sequence->tokens.at(5)));
    }

    void anErrorIsReportedAndEndsTheWork()
    {
        app::ComputeController controller;
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        QSignalSpy failed(&controller, &app::ComputeController::failed);
        QSignalSpy idle(&controller, &app::ComputeController::idle);
        controller.request(clusteredRequest(16, QStringLiteral("nonesuch")));
        QVERIFY(idle.wait(20000));
        QCOMPARE(finished.count(), 0);
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("nonesuch")));
    }

    void theExactResultIsReusedWhileTheInputStays()
    {
        app::ComputeController controller;
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        controller.request(clusteredRequest(50, QStringLiteral("full")));
        QVERIFY(finished.wait(10000));
        controller.request(clusteredRequest(50, QStringLiteral("local")));
        QVERIFY(finished.wait(10000));
        const auto first = finished.at(0).at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        const auto second = finished.at(1).at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        // full's rel_err_o of 0 compares a computation with itself: both sides against the independent reference.
        const core::Problem& problem = first->sequence->problem;
        const auto independent
            = reference::exactAttention(problem.q, problem.k, problem.v, reference::specScale(problem), problem.causal);
        QVERIFY(reference::maxRelativeDifference(first->comparison.variant.o.cast<double>(), independent.o) < 1e-5);
        QVERIFY(reference::maxRelativeDifference(first->comparison.exact->o.cast<double>(), independent.o) < 1e-5);
        QCOMPARE(first->sequence.get(), second->sequence.get());
        QCOMPARE(first->comparison.exact.get(), second->comparison.exact.get());
    }

    // svd's decomposition stays in the input's memo while the input stays: a rank change finds it; a new input
    // starts an empty memo.
    void theInputMemoStaysWithTheInput()
    {
        app::ComputeController controller;
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        app::ComputeRequest request = clusteredRequest(64, QStringLiteral("svd"));
        controller.request(request);
        QVERIFY(finished.wait(10000));
        const core::Variant& svd = core::builtinVariants().get("svd", "variant");
        request.variantParams = core::Params::defaults(svd.info().params);
        request.variantParams.set(svd.info().params, "rank", 20LL);
        controller.request(request);
        QVERIFY(finished.wait(10000));
        controller.request(clusteredRequest(65, QStringLiteral("full")));
        QVERIFY(finished.wait(10000));
        const auto outcome
            = [&](int t) { return finished.at(t).at(0).value<std::shared_ptr<const app::ComputeOutcome>>(); };
        QVERIFY(outcome(0)->inputMemo);
        QVERIFY(outcome(0)->inputMemo->holds("svd.exact_map_svd"));
        QCOMPARE(outcome(0)->inputMemo.get(), outcome(1)->inputMemo.get());
        QVERIFY(outcome(2)->inputMemo.get() != outcome(0)->inputMemo.get());
        QVERIFY(!outcome(2)->inputMemo->holds("svd.exact_map_svd"));
        // The rank change from the memo: the same as computing it afresh.
        const core::Result afresh = svd.run(outcome(1)->sequence->problem, request.variantParams, core::RunOptions {});
        QCOMPARE(outcome(1)->comparison.variant.o, afresh.o);
    }

    void theCausalExactResultIsKeptBesideTheInputs()
    {
        // Memory variants compare with the causal exact result on an input without the mask: it is kept apart, so
        // changing a memory variant's parameter, or going back to a variant that is not causal, computes neither.
        app::ComputeController controller;
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        const auto outcomeAt = [&finished](int index) {
            return finished.at(index).at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        };
        app::ComputeRequest memory = clusteredRequest(40, QStringLiteral("transformer_xl"));
        QVERIFY(!memory.causal);
        for (const auto& request : { clusteredRequest(40, QStringLiteral("local")), memory }) {
            controller.request(request);
            QVERIFY(finished.wait(10000));
        }
        memory.variantParams.set(core::builtinVariants().get("transformer_xl", "variant").info().params, "chunk", 5LL);
        controller.request(memory);
        QVERIFY(finished.wait(10000));
        controller.request(clusteredRequest(40, QStringLiteral("bigbird")));
        QVERIFY(finished.wait(10000));
        QCOMPARE(outcomeAt(1)->comparison.exact->pattern.kind(), core::Pattern::Kind::CausalPairs);
        QCOMPARE(outcomeAt(2)->comparison.exact.get(), outcomeAt(1)->comparison.exact.get());
        QCOMPARE(outcomeAt(0)->comparison.exact->pattern.kind(), core::Pattern::Kind::AllPairs);
        QCOMPARE(outcomeAt(3)->comparison.exact.get(), outcomeAt(0)->comparison.exact.get());
        // The kept causal result answers the changed parameter's comparison exactly as a fresh one would.
        const auto fresh = app::computeOutcome(memory, core::CancelFlag());
        QCOMPARE(outcomeAt(2)->comparison.metrics.relErrMap, fresh->comparison.metrics.relErrMap);
        QCOMPARE(outcomeAt(2)->comparison.metrics.meanKl, fresh->comparison.metrics.meanKl);
    }

    // A dropped outcome's maps (the variant's, each head's) come back to the controller for the next request, the
    // exact map when its input is left; the next request's maps are made in them.
    void droppedOutcomesGiveTheirMapsBack()
    {
        app::ComputeController controller;
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        const auto outcomeAt = [&finished](int index) {
            return finished.at(index).at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        };
        controller.request(clusteredRequest(48, QStringLiteral("multihead"))); // four heads and their mean
        QVERIFY(finished.wait(10000));
        QCOMPARE(controller.recycledMaps().spareCount(), std::size_t(0));
        std::set<const float*> firstMaps { outcomeAt(0)->comparison.variant.map->data() };
        for (int t = 0; t < 4; ++t)
            firstMaps.insert(outcomeAt(0)->comparison.variant.extras.matrices.at(core::extra_keys::head(t)).data());
        QCOMPARE(firstMaps.size(), std::size_t(5));
        finished.clear();
        QCOMPARE(controller.recycledMaps().spareCount(), std::size_t(5));
        controller.request(clusteredRequest(48, QStringLiteral("local")));
        QVERIFY(finished.wait(10000));
        QCOMPARE(firstMaps.count(outcomeAt(0)->comparison.variant.map->data()), std::size_t(1));
        QCOMPARE(controller.recycledMaps().spareCount(), std::size_t(4));
        // Another input: the previous exact map comes back with the outcome that held it last.
        const float* exactMap = outcomeAt(0)->comparison.exact->map->data();
        controller.request(clusteredRequest(49, QStringLiteral("local")));
        QVERIFY(finished.wait(10000));
        finished.removeFirst();
        QCOMPARE(controller.recycledMaps().spareCount(), std::size_t(2)); // 48 x 48: the local map and the exact one
        QVERIFY(outcomeAt(0)->comparison.exact->map->data() != exactMap);
    }

    // The spares are freed once the controller has been idle a while (30 s in the window), not before.
    void idleSparesAreFreed()
    {
        app::ComputeController controller;
        controller.setSparesKeptIdleMs(2000);
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        QSignalSpy idle(&controller, &app::ComputeController::idle);
        controller.request(clusteredRequest(40, QStringLiteral("local")));
        QVERIFY(idle.wait(10000));
        finished.clear(); // the outcome is dropped: its map comes back
        QCOMPARE(controller.recycledMaps().spareCount(), std::size_t(1));
        QTest::qWait(50);
        QCOMPARE(controller.recycledMaps().spareCount(), std::size_t(1));
        QTRY_COMPARE_WITH_TIMEOUT(controller.recycledMaps().spareCount(), std::size_t(0), 20000);
    }

    void destroyedMidRequestItCancelsAndWaits()
    {
        auto controller = std::make_unique<app::ComputeController>();
        controller->request(clusteredRequest(3000, QStringLiteral("full")));
        QTest::qWait(20); // the request is under way on the worker
        QElapsedTimer timer;
        timer.start();
        controller.reset();
        // Cancelled between tiles: far sooner than the request would take to finish.
        QVERIFY(timer.elapsed() < 20000);
    }
};

QTEST_GUILESS_MAIN(TestComputeController)
#include "test_compute_controller.moc"
