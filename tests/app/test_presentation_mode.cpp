// Presentation mode on the real window: F5 goes full screen with only the presented docks and the maps, light
// projector colours and large text; Esc puts back every dock, bar, palette and font as they were.
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "app/window/presentation_mode.h"
#include "widgets/heatmap/comparison_view.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

using namespace attnlab;

namespace {

QStringList visibleDocks(const QMainWindow& window)
{
    QStringList names;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->isVisible())
            names << dock->objectName();
    names.sort();
    return names;
}

} // namespace

class TestPresentationMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void bodyTextIsLargeEnoughForAProjector()
    {
        QCOMPARE(app::PresentationMode::bodyPixelSize(600), 24);
        QVERIFY(app::PresentationMode::bodyPixelSize(1080) >= 24);
        QVERIFY(app::PresentationMode::bodyPixelSize(2160) > app::PresentationMode::bodyPixelSize(1080));
    }

    void theProjectorPaletteIsLightWithDarkText()
    {
        const QPalette palette = app::PresentationMode::projectorPalette();
        QVERIFY(palette.color(QPalette::Window).lightness() > 230);
        QVERIFY(palette.color(QPalette::WindowText).lightness() < 40);
        QVERIFY(palette.color(QPalette::Base).lightness() > 230);
    }

    void f5PresentsAndEscapePutsEverythingBack()
    {
        app::MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A dock named as presented stands for the lesson dock.
        auto* lesson = window.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
        if (!lesson) {
            lesson = new QDockWidget(QStringLiteral("Lesson"), &window);
            lesson->setObjectName(QStringLiteral("lessonDock"));
            lesson->setWidget(new QLabel(QStringLiteral("Step 1 of 3")));
            window.addDockWidget(Qt::LeftDockWidgetArea, lesson);
        }
        lesson->show();
        QApplication::processEvents();
        const QStringList docksBefore = visibleDocks(window);
        QVERIFY(docksBefore.size() > 2);
        const QFont fontBefore = lesson->font();
        const QColor windowColourBefore = window.palette().color(QPalette::Window);

        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(window.presentation()->isActive());
        QVERIFY(window.presentation()->action()->isChecked());
        QVERIFY(window.windowState() & Qt::WindowFullScreen);
        QCOMPARE(visibleDocks(window), QStringList{QStringLiteral("lessonDock")});
        QVERIFY(!window.menuBar()->isVisible());
        QVERIFY(!window.statusBar()->isVisible());
        QVERIFY(window.comparisonView()->isVisible());
        QApplication::processEvents();
        const QRect screen = window.screen()->geometry();
        // Covers the screen even without a window manager (the offscreen screen is smaller than the window's least).
        QVERIFY(window.width() >= screen.width() && window.height() >= screen.height());
        QVERIFY2(lesson->width() >= screen.width() * 3 / 10, qPrintable(QString::number(lesson->width())));
        QVERIFY(lesson->font().pixelSize() >= 24);
        QVERIFY(lesson->widget()->font().pixelSize() >= 24); // children inherit the large text
        QCOMPARE(window.palette().color(QPalette::Window), app::PresentationMode::projectorPalette().color(QPalette::Window));

        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.presentation()->isActive());
        QVERIFY(!window.presentation()->action()->isChecked());
        QVERIFY(!(window.windowState() & Qt::WindowFullScreen));
        QCOMPARE(visibleDocks(window), docksBefore);
        QVERIFY(window.menuBar()->isVisible());
        QVERIFY(window.statusBar()->isVisible());
        QCOMPARE(lesson->font(), fontBefore);
        QCOMPARE(window.palette().color(QPalette::Window), windowColourBefore);
    }

    void escapeDoesNothingOutsidePresentation()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList docksBefore = visibleDocks(window);
        QTest::keyClick(&window, Qt::Key_Escape);
        QCOMPARE(visibleDocks(window), docksBefore);
        QVERIFY(!window.presentation()->isActive());
    }

    void menuShortcutsWorkWhileTheMenuBarIsHidden()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.presentation()->setActive(true);
        QVERIFY(!window.menuBar()->isVisible());
        const bool causalBefore = window.model()->state().setup.causal;
        window.model()->setCausal(!causalBefore);
        window.activateWindow();
        window.setFocus();
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.model()->state().setup.causal, causalBefore);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.model()->state().setup.causal, !causalBefore);
        const bool logBefore = window.model()->state().logScale;
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.model()->state().logScale, !logBefore);
        window.presentation()->setActive(false);
    }

    void theMenuEntryToggles()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.presentation()->action()->trigger();
        QVERIFY(window.presentation()->isActive());
        window.presentation()->action()->trigger();
        QVERIFY(!window.presentation()->isActive());
        QVERIFY(window.menuBar()->isVisible());
    }
};

QTEST_MAIN(TestPresentationMode)
#include "test_presentation_mode.moc"
