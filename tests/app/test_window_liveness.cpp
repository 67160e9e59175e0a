// What keeps the window live after a change (issue 16, goal 6), tested for what the user sees: a change of the
// variant's parameters reuses the exact map (the same matrix in the view, not a copy, not recomputed), `full` at
// its defaults runs the exact computation once, and a burst of changes ends showing the last state's result.
#include "app/compute/comparison.h"
#include "app/compute/outcome.h"
#include "app/lessons/lesson_library.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/view.h"

#include <QSettings>
#include <QtTest>

using namespace attnlab;

namespace {

core::Params gaussianInput(int n)
{
    const core::Scenario& gaussian = core::builtinScenarios().get("gaussian", "scenario");
    core::Params params = core::Params::defaults(gaussian.info().params);
    params.set(gaussian.info().params, "n", static_cast<long long>(n));
    return params;
}

core::Params localWindow(long long before)
{
    const core::Variant& local = core::builtinVariants().get("local", "variant");
    core::Params params = core::Params::defaults(local.info().params);
    params.set(local.info().params, "before", before);
    return params;
}

// The window shows the outcome of what its state asks for, and nothing is computing.
bool showsCurrentState(const app::MainWindow& window)
{
    return window.outcome() && window.outcome()->request == window.currentRequest() && !window.controller()->isBusy();
}

} // namespace

class TestWindowLiveness : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-liveness-test"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void aVariantParameterChangeKeepsTheExactMap()
    {
        app::MainWindow window { app::LessonLibrary {} };
        window.show();
        window.model()->setSource(QStringLiteral("gaussian"));
        window.model()->setScenarioParams(gaussianInput(96));
        window.model()->setVariant(QStringLiteral("local"));
        window.model()->setVariantParams(localWindow(2));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto first = window.outcome();
        const core::Matrix* shownExact = window.comparisonView()->exactView()->sharedMatrix().get();
        QCOMPARE(shownExact, &*first->comparison.exact->map);

        window.model()->setVariantParams(localWindow(7));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto second = window.outcome();
        QVERIFY(second != first);
        QCOMPARE(second->params.integer("before"), 7LL);
        // The same exact result, and the view keeps the very matrix it showed.
        QCOMPARE(second->comparison.exact.get(), first->comparison.exact.get());
        QCOMPARE(window.comparisonView()->exactView()->sharedMatrix().get(), shownExact);
        // The variant's map is the new one: key 0 is in reach of query 7 only with before >= 7.
        QVERIFY(window.comparisonView()->variantView()->value(7, 0) > 0);
        QCOMPARE(first->comparison.variant.map->coeff(7, 0), 0.0F);

        // A new input is a new exact map in the view.
        window.model()->setScenarioParams(gaussianInput(80));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        QVERIFY(window.outcome()->comparison.exact.get() != first->comparison.exact.get());
        QCOMPARE(window.comparisonView()->exactView()->rows(), 80);
    }

    void aBurstOfTenChangesEndsInTheLastState()
    {
        app::MainWindow window { app::LessonLibrary {} };
        window.show();
        window.model()->setSource(QStringLiteral("gaussian"));
        window.model()->setScenarioParams(gaussianInput(512));
        window.model()->setVariant(QStringLiteral("local"));
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        // Ten edits, each given a turn of the event loop (as a slider drag is): each may start a computation that
        // the next one supersedes.
        for (long long before = 1; before <= 10; ++before) {
            window.model()->setVariantParams(localWindow(before));
            QCoreApplication::processEvents();
        }
        QTRY_VERIFY_WITH_TIMEOUT(showsCurrentState(window), 20000);
        const auto shown = window.outcome();
        QCOMPARE(shown->params.integer("before"), 10LL);
        // What is drawn is the last state's result, computed afresh here.
        app::ComputeOutcome reference = *app::computeOutcome(window.currentRequest(), core::CancelFlag());
        QCOMPARE(*shown->comparison.variant.map, *reference.comparison.variant.map);
        const widgets::HeatmapView* variantView = window.comparisonView()->variantView();
        QCOMPARE(variantView->sharedMatrix().get(), &*shown->comparison.variant.map);
        QCOMPARE(variantView->value(100, 90), reference.comparison.variant.map->coeff(100, 90));
        QCOMPARE(variantView->value(100, 89), 0.0F); // 11 keys back: out of reach
        QCOMPARE(shown->comparison.metrics.relErrMap, reference.comparison.metrics.relErrMap);
    }

    void fullAtItsDefaultsRunsTheExactComputationOnce()
    {
        const core::Problem problem
            = core::builtinScenarios().get("gaussian", "scenario").make(gaussianInput(40)).problem;
        const core::Variant& full = core::builtinVariants().get("full", "variant");
        core::RunOptions options;
        options.wantMap = true;
        const auto exact = app::computeExact(problem, options);
        // With the exact result given, nothing runs: a raised cancel flag would stop any run.
        core::RunOptions cancelled = options;
        cancelled.cancel = core::CancelFlag(); // copies share their flag: raise a flag of its own
        cancelled.cancel.cancel();
        const app::Comparison reused = app::compareWithExact(problem, full, core::Params(), cancelled, exact);
        QCOMPARE(reused.exact.get(), exact.get());
        QCOMPARE(reused.variant.o, exact->o);
        QCOMPARE(*reused.variant.map, *exact->map);
        QCOMPARE(reused.metrics.relErrO, 0.0);
        // Another variant does run (and so stops at the flag).
        const core::Variant& local = core::builtinVariants().get("local", "variant");
        QVERIFY_THROWS_EXCEPTION(
            core::Cancelled, app::compareWithExact(problem, local, core::Params(), cancelled, exact));
        // Without an exact result, full computes it once and shows it as its own.
        const app::Comparison fresh = app::compareWithExact(problem, full, core::Params(), options);
        QCOMPARE(fresh.variant.o, fresh.exact->o);
        QCOMPARE(fresh.variant.o, exact->o);
    }
};

QTEST_MAIN(TestWindowLiveness)
#include "test_window_liveness.moc"
