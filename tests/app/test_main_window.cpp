// The first window, offscreen: it computes off the GUI thread, shows exact | variant | difference, and remembers
// its inputs (the controller's own tests are in test_compute_controller).
#include "app/compute/controller.h"
#include "app/panels/dock_outcome_feed.h"
#include "app/panels/gallery_panel.h"
#include "app/panels/input_panel.h"
#include "app/window/main_window.h"
#include "app/panels/query_inspector_panel.h"
#include "app/panels/variant_panel.h"
#include "app/player/lesson_dock.h"
#include "app/state/lab_history.h"
#include "app/state/lab_model.h"
#include "core/builtin_catalogues.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/view.h"
#include "widgets/controls/parameter_panel.h"
#include "widgets/heatmap/token_strip.h"

#include "core/io/npy.h"
#include "core/random.h"

#include <QAction>
#include <QComboBox>
#include <QUndoStack>
#include <QDoubleSpinBox>
#include <QWheelEvent>
#include <QDockWidget>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUrl>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QScreen>
#include <QtTest>
#include <qcustomplot.h>

using namespace attnlab;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-test"));
        QSettings().clear();
    }

    void theDocksBelowTheMapsGetARealShareOfTheWindow()
    {
        // A first launch (the welcome lesson's dock on the left included): the analysis docks are readable, not a
        // strip under maps that take the whole height.
        app::MainWindow window;
        window.resize(1600, 870);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto* query = window.findChild<QDockWidget*>(QStringLiteral("queryInspectorDock"));
        QVERIFY(query && query->isVisible());
        QVERIFY2(query->height() >= 300, qPrintable(QString::number(query->height())));
        QVERIFY(window.centralWidget()->height() >= 320);
        QSettings().clear();
    }

    void aFirstLaunchFitsTheScreen()
    {
        // The offscreen screen is 800 x 600, narrower than the window can be: it takes no more than its layout needs
        // (building it once made it about 1300 px wide, cutting the difference map off a 1024 px projector).
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect room = window.screen()->availableGeometry();
        QTRY_VERIFY2(window.width() <= std::max(window.minimumSizeHint().width(), room.width()),
                     qPrintable(QStringLiteral("%1 wide, needs %2, screen %3")
                                    .arg(window.width())
                                    .arg(window.minimumSizeHint().width())
                                    .arg(room.width())));
        QVERIFY(window.height() <= std::max(window.minimumSizeHint().height(), room.height()));
        QSettings().clear();
    }

    void droppedFilesBecomeTheInput()
    {
        QTemporaryDir dir;
        core::Random random(3);
        for (const char* name : {"q.npy", "k.npy"})
            core::writeNpy(dir.filePath(name).toStdString(), random.normalMatrix(21, 6));
        core::writeNpy(dir.filePath("values.npy").toStdString(), random.normalMatrix(21, 4));
        app::MainWindow window;
        window.show();
        QSignalSpy finished(window.controller(), &app::ComputeController::finished);
        QVERIFY(finished.wait(20000));

        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(dir.filePath("values.npy")), QUrl::fromLocalFile(dir.filePath("q.npy")),
                      QUrl::fromLocalFile(dir.filePath("k.npy"))});
        // Qt delivers a drop only to the widget that accepted the drag's entry, as in a real drag.
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QVERIFY(finished.wait(20000));
        const auto outcome = finished.last().at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        QCOMPARE(outcome->sequence->problem.n(), 21);
        QCOMPARE(outcome->sequence->problem.dv(), 4);
        QVERIFY(window.currentRequest().imported);
        QVERIFY(window.inputPanel()->findChild<QComboBox*>()->currentText().contains("q.npy"));
        window.close();
        QSettings().clear();
    }

    void aStepOpenedBeforeTheWindowShowsKeepsItsDock()
    {
        // `attnlab --lesson performer --step 2` opens the step before the window is shown; showing it brings every
        // tab in front to view, which must not replace the side dock the step named (nor mark the step left).
        app::MainWindow window;
        window.resize(1600, 900);
        QVERIFY(window.openLesson(QStringLiteral("performer"), 2));
        QCOMPARE(window.model()->state().frontDock, QStringLiteral("methodDetailDock"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy finished(window.controller(), &app::ComputeController::finished);
        QVERIFY(finished.wait(20000));
        QTest::qWait(200);
        QCOMPARE(window.model()->state().frontDock, QStringLiteral("methodDetailDock"));
        auto* back = window.lessonDock()->findChild<QPushButton*>(QStringLiteral("backToStep"));
        QVERIFY(back && !back->isEnabled());
        // Once shown, a tab the user brings forward is the user's choice.
        auto* cost = window.findChild<QDockWidget*>(QStringLiteral("costDock"));
        cost->raise();
        QTRY_COMPARE(window.model()->state().frontDock, QStringLiteral("costDock"));
        QVERIFY(back->isEnabled());
        QSettings().clear();
    }

    void theColourMapMenuReachesEveryMap()
    {
        app::MainWindow window;
        window.resize(1600, 900);
        window.show();
        QSignalSpy finished(window.controller(), &app::ComputeController::finished);
        window.model()->setVariant(QStringLiteral("multihead"));
        QVERIFY(finished.wait(20000) || window.headGrid()->isVisible());
        QTRY_VERIFY(window.headGrid()->isVisible());
        auto* logScale = window.findChild<QAction*>(QStringLiteral("logScaleAction"));
        QVERIFY(logScale && logScale->isCheckable() && !logScale->isChecked());
        QCOMPARE(logScale->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
        QAction* cividis = nullptr;
        for (QAction* action : window.findChildren<QAction*>())
            if (action->data().toString() == QLatin1String("cividis"))
                cividis = action;
        QVERIFY(cividis);
        cividis->trigger();
        logScale->trigger();
        QCOMPARE(window.model()->state().colormap, QStringLiteral("cividis"));
        QVERIFY(window.model()->state().logScale);
        for (widgets::HeatmapView* map : { window.comparisonView()->exactView(), window.comparisonView()->variantView(),
                 window.headGrid()->headView(0) }) {
            QCOMPARE(map->colormap(), QStringLiteral("cividis"));
            QVERIFY(map->drawsLogScale());
        }
        QVERIFY(!window.comparisonView()->differenceView()->drawsLogScale()); // signed: stays linear and diverging
        QCOMPARE(window.comparisonView()->differenceView()->colormap(), QStringLiteral("diverging"));
        // Undoing the variant does not take the colour map or the scale back: they are not steps.
        window.history()->stack()->undo();
        QCOMPARE(window.model()->state().colormap, QStringLiteral("cividis"));
        QVERIFY(window.model()->state().logScale);
        logScale->trigger();
        QVERIFY(!window.comparisonView()->exactView()->drawsLogScale());
        QSettings().clear();
    }

    void windowShowsTheComparisonAndRemembersInputs()
    {
        {
            app::MainWindow window;
            window.resize(1280, 800);
            window.show();
            QSignalSpy finished(window.controller(), &app::ComputeController::finished);
            QVERIFY(finished.wait(20000));
            QVERIFY(!window.comparisonView()->grab().isNull());
            // The app opens on typed text; pick the gaussian generator as a user would.
            QCOMPARE(window.currentRequest().scenarioId, QStringLiteral("text"));
            auto* scenarios = window.inputPanel()->findChild<QComboBox*>();
            QVERIFY(scenarios);
            scenarios->setCurrentIndex(scenarios->findData(QStringLiteral("gaussian")));
            QVERIFY(finished.wait(20000));
            // Change a sequence parameter through its control.
            auto* nControl = qobject_cast<QSpinBox*>(
                window.inputPanel()->findChild<widgets::ParameterPanel*>()->controlFor(QStringLiteral("n")));
            QVERIFY(nControl);
            nControl->setValue(33);
            QVERIFY(finished.wait(20000));
            const auto outcome = finished.last().at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
            QCOMPARE(outcome->sequence->problem.n(), 33);
            QVERIFY(!window.tokenStrip()->isVisibleTo(&window)); // 33 tokens fit on the axes
            nControl->setValue(300);
            QVERIFY(finished.wait(20000));
            QVERIFY(window.tokenStrip()->isVisibleTo(&window));
            QCOMPARE(window.tokenStrip()->count(), 300);
            emit window.tokenStrip()->tokenClicked(250);
            QCOMPARE(window.tokenStrip()->selected(), 250);
            nControl->setValue(33);
            QVERIFY(finished.wait(20000));
            QCOMPARE(window.currentRequest().scenarioParams.integer("n"), 33LL);
            window.close(); // saves settings
        }
        app::MainWindow restored;
        QCOMPARE(restored.currentRequest().scenarioId, QStringLiteral("gaussian"));
        QCOMPARE(restored.currentRequest().scenarioParams.integer("n"), 33LL);
        QCOMPARE(restored.currentRequest().variantId, QStringLiteral("local"));
    }

    void theWheelOverTheDocksScrollsThemAndEditsNothing()
    {
        QSettings().clear();
        app::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy finished(window.controller(), &app::ComputeController::finished);
        QVERIFY(finished.wait(20000));
        const app::LabState before = window.model()->state();
        // The variant's sliders fit the sequence (12 tokens), so a small window moves the handle visibly.
        QCOMPARE(window.variantPanel()->findChild<widgets::ParameterPanel*>()->sequenceLength(), 12);
        const auto turnWheelOver = [](QWidget* target) {
            const QPointF centre(target->width() / 2.0, target->height() / 2.0);
            QWheelEvent event(centre, target->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &event);
        };
        auto* input = window.inputPanel();
        auto* d = input->findChild<widgets::ParameterPanel*>()->controlFor(QStringLiteral("d"));
        auto* dSlider = input->findChild<widgets::ParameterPanel*>()->sliderFor(QStringLiteral("d"));
        QVERIFY(d && dSlider);
        for (QWidget* control : std::initializer_list<QWidget*>{input->findChild<QComboBox*>(), d, dSlider,
                                                                input->findChild<QDoubleSpinBox*>(QStringLiteral("scale"))})
            for (int turn = 0; turn < 3; ++turn)
                turnWheelOver(control);
        auto* variantParameters = window.variantPanel()->findChild<widgets::ParameterPanel*>();
        for (int turn = 0; turn < 3; ++turn)
            turnWheelOver(variantParameters->controlFor(QStringLiteral("before")));
        QVERIFY(window.model()->state() == before);
        QVERIFY(!finished.wait(300)); // nothing was recomputed
    }

    void analysisDocksFollowTheClickedRowAndKeepTheirPlace()
    {
        QSettings().clear();
        {
            app::MainWindow window;
            window.resize(1400, 900);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QSignalSpy finished(window.controller(), &app::ComputeController::finished);
            QVERIFY(finished.wait(20000));
            auto* queryDock = window.findChild<QDockWidget*>(QStringLiteral("queryInspectorDock"));
            auto* spectrumDock = window.findChild<QDockWidget*>(QStringLiteral("spectrumDock"));
            auto* galleryDock = window.findChild<QDockWidget*>(QStringLiteral("galleryDock"));
            QVERIFY(queryDock && spectrumDock && galleryDock);
            for (const char* name : { "patternDock", "outputDock", "costDock", "lraDock" })
                QVERIFY2(window.findChild<QDockWidget*>(QLatin1String(name)), name);
            // The tabs out of view were not fed; the one in view was, and a tab brought forward is fed then.
            QTRY_VERIFY(window.analysisFeed()->isCurrent(queryDock));
            QVERIFY(!window.analysisFeed()->isCurrent(spectrumDock));
            QVERIFY(!window.analysisFeed()->isCurrent(galleryDock));
            spectrumDock->raise();
            QTRY_VERIFY(window.analysisFeed()->isCurrent(spectrumDock));
            queryDock->raise();

            // A click on row 3 of the exact map: the query inspector explains query 3.
            widgets::HeatmapView* exact = window.comparisonView()->exactView();
            QTRY_VERIFY(exact->hasMatrix());
            QVERIFY(exact->rows() > 5);
            const QPoint cell
                = QPointF(exact->plot()->xAxis->coordToPixel(1), exact->plot()->yAxis->coordToPixel(3)).toPoint();
            QTest::mouseClick(exact->plot(), Qt::LeftButton, {}, cell);
            QTRY_COMPARE(window.queryInspector()->query(), 3);
            // A token chosen elsewhere reaches it too.
            emit window.tokenStrip()->tokenClicked(2);
            QCOMPARE(window.queryInspector()->query(), 2);

            // A gallery tile chooses its variant.
            emit window.galleryPanel()->variantChosen(QStringLiteral("strided"));
            QCOMPARE(window.currentRequest().variantId, QStringLiteral("strided"));
            QVERIFY(finished.wait(20000));

            // A row clicked in one head's map is a chosen query too.
            window.model()->setVariant(QStringLiteral("multihead"));
            QVERIFY(finished.wait(20000));
            QTRY_VERIFY(window.headGrid()->isVisible());
            widgets::HeatmapView* head = window.headGrid()->headView(0);
            QTRY_VERIFY(head->hasMatrix() && head->plot()->axisRect()->rect().width() > 20);
            QTest::mouseClick(head->plot(), Qt::LeftButton, {},
                QPointF(head->plot()->xAxis->coordToPixel(0), head->plot()->yAxis->coordToPixel(4)).toPoint());
            QTRY_COMPARE(window.queryInspector()->query(), 4);
            window.model()->setVariant(QStringLiteral("local"));
            QVERIFY(finished.wait(20000));

            // The user moves the spectrum to the left: the arrangement is kept for the next session.
            window.addDockWidget(Qt::LeftDockWidgetArea, spectrumDock);
            QCOMPARE(window.dockWidgetArea(spectrumDock), Qt::LeftDockWidgetArea);
            window.close();
        }
        app::MainWindow restored;
        auto* spectrumDock = restored.findChild<QDockWidget*>(QStringLiteral("spectrumDock"));
        QVERIFY(spectrumDock);
        QCOMPARE(restored.dockWidgetArea(spectrumDock), Qt::LeftDockWidgetArea);
        QCOMPARE(restored.dockWidgetArea(restored.findChild<QDockWidget*>(QStringLiteral("costDock"))),
            Qt::BottomDockWidgetArea);
        QCOMPARE(restored.currentRequest().variantId, QStringLiteral("local"));
        QSettings().clear();
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
