// Every figure-bearing view draws itself as a figure (FigureSource): not blank, at a size other than its widget's,
// and its own layout on screen is the same afterwards. Runs offscreen.

#include "image_pixels.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/figure/figure_file.h"
#include "widgets/view_fixtures.h"

#include <QtTest>

using attnlab::test::everyView;
using attnlab::test::FilledView;
using attnlab::widgets::figureImage;
using attnlab::widgets::FigureSize;
using attnlab::widgets::HeatmapView;

namespace {

const QSize kShown(560, 400);
const QSize kFigure(760, 470);

// The widget as it stands once it has settled: two grabs 50 ms apart alike (the head grid replots its heads one per
// turn of the event loop, and under the sanitizers a turn can take longer than a fixed wait).
QImage settledGrab(QWidget* widget)
{
    QImage before = widget->grab().toImage();
    for (int attempt = 0; attempt < 40; ++attempt) {
        QTest::qWait(50);
        QImage now = widget->grab().toImage();
        if (now == before)
            return now;
        before = std::move(now);
    }
    return before;
}

int nonWhitePixels(const QImage& image)
{
    return static_cast<int>(image.width() * image.height()) - attnlab::test::pixelsNear(image, Qt::white, 3);
}

FilledView shownView(const QString& name)
{
    for (FilledView& view : everyView())
        if (view.name == name) {
            view.widget->resize(kShown);
            view.widget->show();
            if (!QTest::qWaitForWindowExposed(view.widget.get()))
                return {};
            return view;
        }
    return {};
}

QImage figureOf(attnlab::widgets::FigureSource* figure, const QSize& size)
{
    return figureImage(FigureSize { size }, [&](QCPPainter& painter) { figure->paintFigure(painter, size); });
}

} // namespace

class TestViewFigures : public QObject {
    Q_OBJECT

private slots:
    void paintsNotBlankAndKeepsItsLayout_data();
    void paintsNotBlankAndKeepsItsLayout();
    void emptyViewsPaintTheirHint_data();
    void emptyViewsPaintTheirHint();
    void heatmapHoverMapsToTheSameCellAfterAFigure();
    void sizeHintIsTheSizeOnScreen();
    void galleryTileIsOneTile();
    void controlsAreLeftOut();
};

void TestViewFigures::paintsNotBlankAndKeepsItsLayout_data()
{
    QTest::addColumn<QString>("name");
    for (const FilledView& view : everyView())
        QTest::newRow(qPrintable(view.name)) << view.name;
}

void TestViewFigures::paintsNotBlankAndKeepsItsLayout()
{
    QFETCH(QString, name);
    const FilledView view = shownView(name);
    QVERIFY(view.widget);
    const QImage before = settledGrab(view.widget.get());
    const QSize shown = view.widget->size();

    const QImage figure = figureOf(view.figure, kFigure);
    QCOMPARE(figure.size(), kFigure);
    QVERIFY2(attnlab::test::distinctColours(figure, 2) >= 4, qPrintable(name));
    QVERIFY2(nonWhitePixels(figure) > kFigure.width() * kFigure.height() / 200, qPrintable(name));

    const QImage after = settledGrab(view.widget.get());
    QCOMPARE(view.widget->size(), shown);
    if (after != before) {
        before.save(QDir::temp().filePath(name + QStringLiteral("-before.png")));
        after.save(QDir::temp().filePath(name + QStringLiteral("-after.png")));
    }
    QVERIFY2(after == before, qPrintable(name + QStringLiteral(": the screen layout changed")));
}

void TestViewFigures::emptyViewsPaintTheirHint_data()
{
    QTest::addColumn<QString>("name");
    for (const FilledView& view : everyView())
        QTest::newRow(qPrintable(view.name)) << view.name;
}

void TestViewFigures::emptyViewsPaintTheirHint()
{
    // A view with nothing to show writes its hint: some dark text on white.
    QFETCH(QString, name);
    for (const FilledView& view : everyView(false))
        if (view.name == name) {
            const QImage image = figureOf(view.figure, QSize(400, 300));
            QVERIFY2(nonWhitePixels(image) > 50, qPrintable(name));
            return;
        }
    QFAIL("no such view");
}

void TestViewFigures::heatmapHoverMapsToTheSameCellAfterAFigure()
{
    const FilledView view = shownView(QStringLiteral("HeatmapView"));
    auto* map = qobject_cast<HeatmapView*>(view.widget.get());
    QVERIFY(map != nullptr);
    QCoreApplication::processEvents();
    const QPoint center = map->cellCenter(3, 7);
    const QSize cells = map->displayedCells();
    figureOf(map, QSize(1200, 300)); // far wider: another layout, another pooling
    figureOf(map, QSize(90, 700));
    QCOMPARE(map->cellCenter(3, 7), center);
    QCOMPARE(map->displayedCells(), cells);
    QSignalSpy hovered(map, &HeatmapView::cellHovered);
    QTest::mouseMove(map->plot(), map->plot()->mapFrom(map, center));
    QTRY_VERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).toInt(), 3);
    QCOMPARE(hovered.last().at(1).toInt(), 7);
}

void TestViewFigures::sizeHintIsTheSizeOnScreen()
{
    for (const FilledView& filled : everyView()) {
        const FilledView view = shownView(filled.name);
        const QSize hint = view.figure->figureSizeHint();
        const QSize shown = view.widget->size();
        QCOMPARE(hint.width(), shown.width());
        // The heads and the gallery draw all they hold, the timeline the height its width needs; the rest are
        // as tall as on screen.
        auto* timeline = qobject_cast<attnlab::widgets::MemoryTimeline*>(view.widget.get());
        if (timeline != nullptr)
            QCOMPARE(hint.height(), timeline->heightForWidth(shown.width()));
        else if (auto* gallery = qobject_cast<attnlab::widgets::GalleryView*>(view.widget.get()))
            QCOMPARE(hint.height(), gallery->heightForWidth(shown.width())); // every tile, not only those in view
        else if (auto* heads = qobject_cast<attnlab::widgets::HeadGridView*>(view.widget.get()))
            QVERIFY(hint.height() >= (3 + heads->columnCount() - 1) / heads->columnCount()
                    * attnlab::widgets::HeadGridView::headMinimumSize().height());
        else
            QCOMPARE(hint.height(), shown.height());
    }
}

void TestViewFigures::galleryTileIsOneTile()
{
    const FilledView view = shownView(QStringLiteral("GalleryView"));
    auto* gallery = qobject_cast<attnlab::widgets::GalleryView*>(view.widget.get());
    QVERIFY(gallery != nullptr);
    const QSize size = gallery->tileFigureSizeHint() * 2;
    const QImage tile
        = figureImage(FigureSize { size }, [&](QCPPainter& painter) { gallery->paintTileFigure(1, painter, size); });
    QCOMPARE(tile.size(), size);
    QVERIFY(attnlab::test::distinctColours(tile, 2) >= 8);
    // The tile is drawn twice as large: the tile under the mouse on screen maps to its index.
    const QRect second = gallery->tileRect(QStringLiteral("local"));
    QCOMPARE(gallery->tileIndexAt(second.center()), 1);
    QCOMPARE(gallery->tileId(1), QStringLiteral("local"));
    QCOMPARE(gallery->tileIndexAt(QPoint(-5, -5)), -1);
}

void TestViewFigures::controlsAreLeftOut()
{
    // The cost chart's Measure button is a control: its label is not in the figure. Compared by pixels: the
    // figure's bottom strip, where the controls sit on screen, holds no button frame.
    const FilledView view = shownView(QStringLiteral("CostChart"));
    auto* chart = qobject_cast<attnlab::widgets::CostChart*>(view.widget.get());
    QVERIFY(chart != nullptr);
    const QImage figure = figureOf(chart, kShown);
    const QRect button = QRect(chart->measureButton()->mapTo(chart, QPoint(0, 0)), chart->measureButton()->size());
    QVERIFY(!button.isEmpty());
    QCOMPARE(attnlab::test::pixelsNear(figure.copy(button), Qt::white, 3), button.width() * button.height());
}

QTEST_MAIN(TestViewFigures)
#include "test_view_figures.moc"
