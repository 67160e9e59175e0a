// File > Export figure... (issue #13): Ctrl+E opens a dialog over the window's state; its preview is the figure it
// writes; sizes in pixels or millimetres; a failure in a message box with nothing written; exporting leaves the
// window's own views as they were; and the window's export of a view equals `attnlab render` of the same state
// with the same options, pixel for pixel (one drawing path).
#include "app/figures/export_dialog.h"
#include "app/figures/figure_scene.h"
#include "app/language/interface_language.h"
#include "app/lessons/lesson_library.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "cli_process.h"
#include "widgets/heatmap/comparison_view.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QImage>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace attnlab;
using namespace attnlab::test;

namespace {

// The window showing `variantId` on the default typed text, once its outcome is in.
std::unique_ptr<app::MainWindow> windowShowing(const QString& variantId)
{
    auto window = std::make_unique<app::MainWindow>(app::LessonLibrary {});
    window->resize(1400, 900);
    window->show();
    app::LabState state;
    state.setup.source = "text";
    state.setup.variantId = variantId.toStdString();
    QSignalSpy finished(window->controller(), &app::ComputeController::finished);
    window->model()->setState(state);
    while (!window->outcome() || window->outcome()->request != window->currentRequest())
        if (!finished.wait(20000))
            return nullptr;
    return window;
}

app::ExportDialog* openDialogOf(app::MainWindow& window)
{
    QAction* action = window.findChild<QAction*>(QStringLiteral("exportFigureAction"));
    if (!action)
        return nullptr;
    action->trigger();
    return window.findChild<app::ExportDialog*>();
}

// How many pixels differ by more than `tolerance` in any channel (sizes must agree).
qint64 differingPixels(const QImage& a, const QImage& b, int tolerance)
{
    const QImage left = a.convertToFormat(QImage::Format_RGB32);
    const QImage right = b.convertToFormat(QImage::Format_RGB32);
    qint64 count = 0;
    for (int y = 0; y < left.height(); ++y)
        for (int x = 0; x < left.width(); ++x) {
            const QRgb p = left.pixel(x, y);
            const QRgb q = right.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > tolerance || std::abs(qGreen(p) - qGreen(q)) > tolerance
                || std::abs(qBlue(p) - qBlue(q)) > tolerance)
                ++count;
        }
    return count;
}

} // namespace

class TestFigureExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-figure-test"));
        QSettings().clear();
        // The fonts the desktop app (and `attnlab render`) set for the interface language.
        m_language.apply(QStringLiteral("en"));
    }

    void cleanupTestCase() { QSettings().clear(); }

    void ctrlEOpensTheDialogOverTheWindowsState()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        QAction* action = window->findChild<QAction*>(QStringLiteral("exportFigureAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->options().panel, app::FigurePanel::Sheet);
        QCOMPARE(dialog->options().colormap, window->model()->state().colormap);
        dialog->updatePreviewNow();
        QVERIFY(!dialog->previewImage().isNull());
        dialog->close();
    }

    // The same state and options through the window's dialog and through `attnlab render`: the same pixels.
    void theWindowsExportEqualsRender_data()
    {
        QTest::addColumn<QString>("panel");
        QTest::addColumn<QString>("variant");
        QTest::newRow("sheet") << "sheet"
                               << "local";
        QTest::newRow("map") << "map"
                             << "local";
        QTest::newRow("pattern") << "pattern"
                                 << "local";
        QTest::newRow("spectrum") << "spectrum"
                                  << "local";
        QTest::newRow("heads") << "heads"
                               << "multihead";
    }

    void theWindowsExportEqualsRender()
    {
        QFETCH(QString, panel);
        QFETCH(QString, variant);
        const auto window = windowShowing(variant);
        QVERIFY(window);
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        app::FigureOptions options;
        options.panel = *app::figurePanelForName(panel);
        options.size = widgets::FigureSize::fromPixels(QSize(1000, 520), 120);
        options.fontPointSize = 10;
        options.colormap = QStringLiteral("magma");
        dialog->setOptions(options);
        QTemporaryDir dir;
        const QString exported = dir.filePath(QStringLiteral("window.png"));
        QString error;
        QVERIFY2(dialog->exportTo(exported, &error), qPrintable(error));
        dialog->close();

        const QString rendered = dir.filePath(QStringLiteral("render.png"));
        const CliRun run
            = runAttnlab({ "render", "--scenario", "text", "--variant", variant, "--panel", panel, "--out", rendered,
                "--width", "1000", "--height", "520", "--dpi", "120", "--font-size", "10", "--colormap", "magma" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QImage fromWindow(exported);
        const QImage fromRender(rendered);
        QCOMPARE(fromWindow.size(), QSize(1000, 520));
        QCOMPARE(fromRender.size(), fromWindow.size());
        QCOMPARE(fromRender.dotsPerMeterX(), fromWindow.dotsPerMeterX());
        QCOMPARE(differingPixels(fromWindow, fromRender, 2), 0);
    }

    void thePreviewIsTheFigureWritten()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        app::FigureOptions options;
        options.panel = app::FigurePanel::Difference;
        options.size = widgets::FigureSize::fromPixels(QSize(640, 560), 96);
        options.caption = false;
        dialog->setOptions(options);
        dialog->updatePreviewNow();
        const QImage preview = dialog->previewImage();
        QCOMPARE(preview.size(), QSize(640, 560));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        dialog->setFileChooser([&](QWidget*, const QString& suggested) {
            [&] { QVERIFY(suggested.contains(QStringLiteral("diff"))); }();
            return path;
        });
        QCOMPARE(dialog->exportChosen(), path);
        QCOMPARE(differingPixels(preview, QImage(path), 0), 0);
        dialog->close();
    }

    void exportingLeavesTheWindowsViewsAsTheyWere()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        const QImage before = window->comparisonView()->renderImage(QSize(900, 320));
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        app::FigureOptions options;
        options.panel = app::FigurePanel::Sheet;
        options.colormap = QStringLiteral("magma");
        options.fontPointSize = 16;
        options.size = widgets::FigureSize::fromPixels(QSize(500, 300), 200);
        dialog->setOptions(options);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(dialog->exportTo(dir.filePath(QStringLiteral("x.svg")), &error), qPrintable(error));
        dialog->close();
        QCOMPARE(window->model()->state().colormap, QStringLiteral("viridis"));
        QCOMPARE(differingPixels(before, window->comparisonView()->renderImage(QSize(900, 320)), 0), 0);
    }

    void sizesInPixelsOrMillimetresAreTheSameFigure()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        app::FigureOptions options;
        options.size = widgets::FigureSize::fromPixels(QSize(1800, 900), 300);
        dialog->setOptions(options);
        dialog->setUnit(app::ExportDialog::Unit::Millimetres);
        QCOMPARE(dialog->options().size, options.size);
        // 1800 pixels at 300 dpi are 6 inches: 152.4 mm.
        auto* width = dialog->findChildren<QDoubleSpinBox*>().value(0);
        QVERIFY(width);
        QCOMPARE(width->value(), 152.4);
        width->setValue(80);
        QCOMPARE(qRound(dialog->options().size.millimetres().width()), 80);
        // The layout is kept in whole 1/96 inch: 80 mm is 302 of them, 944 pixels at 300 dpi.
        const int pixels = widgets::FigureSize::fromMillimetres(QSizeF(80, 76.2), 300).pixels().width();
        QVERIFY(std::abs(pixels - 80 / 25.4 * 300) < 300.0 / 96);
        QCOMPARE(dialog->options().size.pixels().width(), pixels);
        dialog->setUnit(app::ExportDialog::Unit::Pixels);
        QCOMPARE(width->value(), double(pixels));
        dialog->close();
    }

    void aFailureIsAMessageBoxAndWritesNothing()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/figure.pdf"));
        dialog->setFileChooser([&](QWidget*, const QString&) { return path; });
        QString shown;
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = box->text();
            box->accept();
        });
        QCOMPARE(dialog->exportChosen(), QString());
        QVERIFY2(shown.contains(QStringLiteral("missing")), qPrintable(shown));
        QVERIFY(!QFileInfo::exists(path));
        dialog->close();
    }

    // The spectrum's SVDs run on the panel's worker while the preview waits in a nested event loop: closing the
    // dialog then waits for the drawing instead of deleting the dialog under it.
    void closingWhileDrawingWaitsForTheDrawing()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        QPointer<app::ExportDialog> dialog = openDialogOf(*window);
        QVERIFY(dialog);
        app::FigureOptions options;
        options.panel = app::FigurePanel::Spectrum;
        dialog->setOptions(options);
        bool closedAtOnce = true;
        QTimer::singleShot(0, dialog, [&] {
            dialog->reject();
            closedAtOnce = !dialog->isVisible();
        });
        dialog->updatePreviewNow();
        QVERIFY(!closedAtOnce);
        QVERIFY(dialog);
        QVERIFY(!dialog->previewImage().isNull());
        QVERIFY(!dialog->isVisible());
        QTRY_VERIFY(!dialog); // deleted on close, once back in the event loop
    }

    void headsOfASingleHeadVariantAreRefusedWithTheReason()
    {
        const auto window = windowShowing(QStringLiteral("local"));
        QVERIFY(window);
        app::ExportDialog* dialog = openDialogOf(*window);
        QVERIFY(dialog);
        app::FigureOptions options;
        options.panel = app::FigurePanel::Heads;
        dialog->setOptions(options);
        dialog->updatePreviewNow();
        QVERIFY(dialog->previewImage().isNull());
        QVERIFY2(dialog->previewMessage().contains(QStringLiteral("head")), qPrintable(dialog->previewMessage()));
        auto* exportButton = dialog->findChild<QPushButton*>();
        QVERIFY(exportButton);
        bool anyEnabled = false;
        for (QPushButton* button : dialog->findChildren<QPushButton*>())
            if (button->text().contains(QStringLiteral("Export")))
                anyEnabled = button->isEnabled();
        QVERIFY(!anyEnabled);
        QString error;
        QTemporaryDir dir;
        QVERIFY(!dialog->exportTo(dir.filePath(QStringLiteral("heads.png")), &error));
        QVERIFY(error.contains(QStringLiteral("head")));
        dialog->close();
    }

private:
    app::InterfaceLanguage m_language;
};

QTEST_MAIN(TestFigureExport)
#include "test_figure_export.moc"
