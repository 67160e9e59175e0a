// The window's display data is worked out on the compute worker, in the job that made the outcome (issue 16, goal 6):
// after a change the maps, the difference and the Decisions dock's sorted bucket maps the views draw are the ones the
// outcome brought (shared, not worked out again on the GUI thread), they equal what the views computed themselves
// before, and a superseded job's preparation never arrives.
#include "app/compute/controller.h"
#include "app/compute/outcome.h"
#include "app/decisions/bucket_maps.h"
#include "app/decisions/buckets.h"
#include "app/decisions/kept_keys.h"
#include "app/decisions/panel.h"
#include "app/decisions/projection.h"
#include "app/lessons/lesson_library.h"
#include "app/state/lab_model.h"
#include "app/window/display_preparation.h"
#include "app/window/head_maps.h"
#include "app/window/main_window.h"
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "widgets/heatmap/bucket_order.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/view.h"

#include <QCheckBox>
#include <QSettings>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>
#include <qcustomplot.h>

#include <algorithm>
#include <atomic>

using namespace attnlab;

namespace {

core::Params gaussianInput(int n)
{
    const core::Scenario& gaussian = core::builtinScenarios().get("gaussian", "scenario");
    core::Params params = core::Params::defaults(gaussian.info().params);
    params.set(gaussian.info().params, "n", static_cast<long long>(n));
    return params;
}

core::Params variantParams(const char* id, const char* name, long long value)
{
    const core::Variant& variant = core::builtinVariants().get(id, "variant");
    core::Params params = core::Params::defaults(variant.info().params);
    params.set(variant.info().params, name, value);
    return params;
}

bool showsCurrentState(const app::MainWindow& window)
{
    return window.outcome() && window.outcome()->request == window.currentRequest() && !window.controller()->isBusy();
}

// The window at the benchmark's size on gaussian input of length n, with `variant` chosen.
void showOnGaussian(app::MainWindow& window, int n, const char* variant)
{
    window.resize(1600, 900);
    window.show();
    window.model()->setSource(QStringLiteral("gaussian"));
    window.model()->setScenarioParams(gaussianInput(n));
    window.model()->setVariant(QString::fromLatin1(variant));
}

bool sameEntries(const core::Matrix& a, const core::Matrix& b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.array() == b.array()).all();
}

} // namespace

class TestWindowDisplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-window-display-test"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void theMapsComePreparedWithTheOutcome()
    {
        app::MainWindow window { app::LessonLibrary {} };
        showOnGaussian(window, 300, "local");
        window.model()->setVariantParams(variantParams("local", "before", 4));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QTest::qWait(300); // the window's first layout settles (it fits itself to the screen once shown)
        // A change of the variant's parameters, prepared for the panels as they are laid out now.
        const int exactPoolings = window.comparisonView()->exactView()->poolingsHere();
        window.model()->setVariantParams(variantParams("local", "before", 9));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto outcome = window.outcome();
        QVERIFY(outcome->display && outcome->display->maps);
        const widgets::ComparisonDisplay& prepared = *outcome->display->maps;
        const widgets::ComparisonView* view = window.comparisonView();
        // The difference the view holds is the one the worker made: not computed again here. And it is what the
        // view computed before: variant - exact.
        QCOMPARE(view->difference().data(), prepared.difference->data());
        const core::Matrix& exact = *outcome->comparison.exact->map;
        const core::Matrix& variant = *outcome->comparison.variant.map;
        QVERIFY(sameEntries(view->difference(), variant - exact));
        QCOMPARE(view->differenceView()->sharedMatrix().get(), prepared.drawnDifference.get());
        QCOMPARE(view->variantView()->dataMaximum(), variant.maxCoeff());
        QCOMPARE(view->variantView()->dataMinimum(), variant.minCoeff());
        // Every cell drawn came pooled from the worker, and the exact map (the same matrix) kept its cells.
        QVERIFY(view->variantView()->displayedCells().width() < 300);
        QCOMPARE(view->variantView()->poolingsHere(), 0);
        QCOMPARE(view->differenceView()->poolingsHere(), 0);
        QCOMPARE(view->exactView()->poolingsHere(), exactPoolings);
        QCOMPARE(
            view->cellDescription(20, 12).contains(QString::number(variant(20, 12) - exact(20, 12), 'g', 4)), true);
    }

    void lshBucketMapsComeSortedWithTheOutcome()
    {
        app::MainWindow window { app::LessonLibrary {} };
        showOnGaussian(window, 200, "lsh");
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        window.model()->setVariantParams(variantParams("lsh", "buckets", 4));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto outcome = window.outcome();
        QVERIFY(outcome->display && outcome->display->buckets);
        const app::BucketMaps& prepared = *outcome->display->buckets;
        app::BucketDecisions* buckets = window.findChild<app::DecisionsPanel*>()->bucketDecisions();
        QVERIFY(buckets->isReordered());
        QVERIFY(prepared.reordered);
        // The dock draws the sorted copies the worker made...
        QCOMPARE(buckets->variantMapView()->sharedMatrix().get(), prepared.variantMap.get());
        QCOMPARE(buckets->exactMapView()->sharedMatrix().get(), prepared.exactMap.get());
        // ...which are what the dock sorted itself before: rows by query bucket, columns by key bucket.
        const core::Result& result = outcome->comparison.variant;
        const auto& queryLabels = result.extras.labels.at(core::extra_keys::kQueryBuckets);
        const auto& keyLabels = result.extras.labels.at(core::extra_keys::kKeyBuckets);
        const auto rows = widgets::bucketOrder(queryLabels);
        const auto columns = widgets::bucketOrder(keyLabels);
        QCOMPARE(buckets->rowOrder(), rows.order);
        QCOMPARE(buckets->columnOrder(), columns.order);
        QVERIFY(sameEntries(
            buckets->variantMapView()->matrix(), widgets::permuted(*result.map, rows.order, columns.order)));
        QVERIFY(sameEntries(buckets->exactMapView()->matrix(),
            widgets::permuted(*outcome->comparison.exact->map, rows.order, columns.order)));
        // Their shared colour range: the largest entry of either map (taken from the prepared displays).
        QCOMPARE(prepared.largest, std::max(result.map->maxCoeff(), outcome->comparison.exact->map->maxCoeff()));
        // In sequence order (the user's choice, worked out on the spot) the dock shows the outcome's own maps.
        buckets->setReordered(false);
        QCOMPARE(buckets->variantMapView()->sharedMatrix().get(), &*result.map);
        buckets->setReordered(true);
        QVERIFY(sameEntries(
            buckets->variantMapView()->matrix(), widgets::permuted(*result.map, rows.order, columns.order)));
    }

    void multiheadHeadsComeSharedAndPreparedWithTheOutcome()
    {
        app::MainWindow window { app::LessonLibrary {} };
        // Maps this large are pooled again in the background when the layout moves by a pixel after the change
        // (a colour bar's labels widen), so a pooling on the GUI thread can only mean no cells came prepared.
        showOnGaussian(window, 1024, "multihead");
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QTest::qWait(300); // the window's first layout settles
        auto* grid = window.findChild<widgets::HeadGridView*>();
        QVERIFY(grid && grid->isVisible());
        const widgets::HeatmapView* firstHead = grid->headView(0);
        // Another input, the same four heads: prepared for the heads as they are laid out now.
        core::Params input = gaussianInput(1024);
        input.set(core::builtinScenarios().get("gaussian", "scenario").info().params, "seed", 5LL);
        window.model()->setScenarioParams(input);
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto outcome = window.outcome();
        QVERIFY(outcome->display);
        const std::vector<widgets::MapDisplay>& prepared = outcome->display->heads;
        QCOMPARE(static_cast<int>(prepared.size()), 4);
        QCOMPARE(grid->headView(0), firstHead); // the views stay, with their size
        float largest = 0;
        for (int t = 0; t < 4; ++t) {
            const core::Matrix* map = app::headMap(outcome->comparison.variant, t);
            QVERIFY(map);
            const widgets::HeatmapView* view = grid->headView(t);
            // The very map of the outcome (no copy), its cells pooled on the worker (none here).
            QCOMPARE(view->sharedMatrix().get(), map);
            QVERIFY(prepared[t].answers(*map) && prepared[t].pooled);
            QVERIFY(view->displayedCells().width() < 1024);
            QCOMPARE(view->poolingsHere(), 0);
            QCOMPARE(view->dataMaximum(), map->maxCoeff());
            largest = std::max(largest, map->maxCoeff());
        }
        // One colour range for every head, up to the largest weight of any.
        for (int t = 0; t < 4; ++t)
            QCOMPARE(grid->headView(t)->colorRange().upper, static_cast<double>(largest));
        // Fewer heads keep the first views; a single-head variant hides the grid.
        window.model()->setVariantParams(variantParams("multihead", "heads", 2));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QCOMPARE(grid->headView(0), firstHead);
        QCOMPARE(grid->headView(1)->sharedMatrix().get(), app::headMap(window.outcome()->comparison.variant, 1));
        window.model()->setVariant(QStringLiteral("local"));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QVERIFY(!grid->isVisible());
    }

    void projectionMapsComePreparedWithTheOutcome()
    {
        app::MainWindow window { app::LessonLibrary {} };
        showOnGaussian(window, 1024, "pool_kv");
        // One slot per key: both maps are 1024 x 1024, so a layout moving after the change pools in the background
        // and a pooling on the GUI thread can only mean no cells came prepared.
        const std::vector<core::ParamSpec>& specs = core::builtinVariants().get("pool_kv", "variant").info().params;
        core::Params params = variantParams("pool_kv", "kernel", 1);
        params.set(specs, "stride", 1LL);
        window.model()->setVariantParams(params);
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QTest::qWait(300); // the window's first layout settles
        params.set(specs, "weights", std::string("random"));
        window.model()->setVariantParams(params);
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto outcome = window.outcome();
        QVERIFY(outcome->display && outcome->display->projection);
        const app::ProjectionMaps& prepared = *outcome->display->projection;
        app::ProjectionDecisions* section = window.findChild<app::DecisionsPanel*>()->projectionDecisions();
        const auto& extras = outcome->comparison.variant.extras.matrices;
        // The projection drawn is the outcome's own; the attention over the slots is the transposed copy the
        // worker made, equal to what the dock made itself before.
        QCOMPARE(section->projectionView()->sharedMatrix().get(), &extras.at(core::extra_keys::kProjection));
        QCOMPARE(section->compressedView()->sharedMatrix().get(), prepared.compressedTransposed.get());
        QVERIFY(sameEntries(
            section->compressedView()->matrix(), extras.at(core::extra_keys::kCompressedAttention).transpose()));
        for (const widgets::HeatmapView* view : { section->projectionView(), section->compressedView() }) {
            QVERIFY(view->displayedCells().width() < 1024);
            QCOMPARE(view->poolingsHere(), 0);
        }
    }

    void selectKvKeptKeysMapComesPreparedWithTheOutcome()
    {
        app::MainWindow window { app::LessonLibrary {} };
        // 2^20 entries: a layout moving after the change pools in the background, never here.
        showOnGaussian(window, 1024, "select_kv");
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QTest::qWait(300); // the window's first layout settles
        window.model()->setVariantParams(variantParams("select_kv", "keep", 32));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto outcome = window.outcome();
        QVERIFY(outcome->display && outcome->display->keptKeys);
        const widgets::HeatmapView* view = window.findChild<app::DecisionsPanel*>()->keptKeysDecisions()->mapView();
        // The variant's own map (no copy), with the range and cells the worker made.
        QCOMPARE(view->sharedMatrix().get(), &*outcome->comparison.variant.map);
        QVERIFY(outcome->display->keptKeys->answers(*outcome->comparison.variant.map));
        QCOMPARE(view->dataMaximum(), outcome->display->keptKeys->maximum);
        QVERIFY(view->displayedCells().width() < 1024);
        QCOMPARE(view->poolingsHere(), 0);
    }

    void theOutcomeShownBeforeIsFreedOffTheGuiThread()
    {
        app::MainWindow window { app::LessonLibrary {} };
        window.show();
        app::ComputeRequest request;
        request.scenarioId = QStringLiteral("gaussian");
        request.scenarioParams = gaussianInput(48);
        request.variantId = QStringLiteral("local");
        // The first outcome's exact result says on which thread it is freed.
        std::atomic<bool> freed { false };
        std::atomic<bool> freedOnGuiThread { false };
        QThread* const gui = QThread::currentThread();
        auto first = app::computeOutcome(request, core::CancelFlag());
        first->comparison.exact = std::shared_ptr<const core::Result>(
            new core::Result(*first->comparison.exact), [&freed, &freedOnGuiThread, gui](const core::Result* result) {
                freedOnGuiThread = QThread::currentThread() == gui;
                delete result;
                freed = true;
            });
        emit window.controller()->finished(std::shared_ptr<const app::ComputeOutcome>(std::move(first)));
        QCOMPARE(window.comparisonView()->exactView()->rows(), 48);
        request.scenarioParams = gaussianInput(40); // another input: nothing of the first is shown any more
        emit window.controller()->finished(app::computeOutcome(request, core::CancelFlag()));
        QCOMPARE(window.comparisonView()->exactView()->rows(), 40);
        QTRY_VERIFY_WITH_TIMEOUT(freed.load(), 20000);
        QVERIFY(!freedOnGuiThread.load());
    }

    void aSupersededJobsPreparationNeverArrives()
    {
        app::ComputeController controller;
        QSignalSpy finished(&controller, &app::ComputeController::finished);
        QSignalSpy idle(&controller, &app::ComputeController::idle);
        app::ComputeRequest request;
        request.scenarioId = QStringLiteral("gaussian");
        request.scenarioParams = gaussianInput(64);
        request.variantId = QStringLiteral("local");
        std::atomic<int> prepared { 0 };
        const auto prepare = [&prepared](int tag) {
            return [&prepared, tag](const app::ComputeOutcome& outcome, const core::CancelFlag& cancel) {
                ++prepared;
                app::DisplayPlan plan;
                auto display
                    = std::const_pointer_cast<app::PreparedDisplay>(app::prepareDisplay(outcome, plan, cancel));
                display->seconds = tag; // which request it answers
                return std::shared_ptr<const app::PreparedDisplay>(display);
            };
        };
        controller.request(request, prepare(1));
        app::ComputeRequest newer = request;
        newer.variantParams = variantParams("local", "before", 3);
        controller.request(newer, prepare(2));
        QTRY_VERIFY_WITH_TIMEOUT(idle.count() > 0, 20000);
        QCOMPARE(finished.count(), 1);
        const auto outcome = finished.first().first().value<std::shared_ptr<const app::ComputeOutcome>>();
        QCOMPARE(outcome->request, newer);
        QVERIFY(outcome->display);
        QCOMPARE(outcome->display->seconds, 2.0);
        QVERIFY(outcome->display->maps->answers(*outcome->comparison.exact->map, *outcome->comparison.variant.map));
        QVERIFY(prepared.load() >= 1);
    }
};

QTEST_MAIN(TestWindowDisplay)
#include "test_window_display.moc"
