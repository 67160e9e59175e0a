// The outlines a lesson step draws on the maps: a row, cells and key columns in the highlight colour, on every
// colour map, kept across new matrices and left out where a position is past the matrix's end.
#include "image_pixels.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/highlight_marks.h"
#include "widgets/heatmap/view.h"

#include <QtTest>
#include <qcustomplot.h>

using namespace attnlab;
using widgets::HeatmapHighlights;
using widgets::HeatmapView;
using widgets::HighlightMarks;

namespace {

core::Matrix rampMatrix(int n)
{
    core::Matrix m(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            m(i, j) = static_cast<float>(i * n + j) / static_cast<float>(n * n);
    return m;
}

QPoint pixelOfCell(const HeatmapView& view, int i, int j)
{
    return QPointF(view.plot()->xAxis->coordToPixel(j), view.plot()->yAxis->coordToPixel(i)).toPoint();
}

void showAt(HeatmapView& view, const QSize& size)
{
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
}

int highlightPixels(const QImage& image, const QRect& area)
{
    return test::pixelsNear(image.copy(area), HighlightMarks::colour(), 40);
}

} // namespace

class TestHeatmapHighlights : public QObject {
    Q_OBJECT

private slots:
    void rowIsOutlinedOnEveryColourMap()
    {
        for (const QString& colormap : { QStringLiteral("viridis"), QStringLiteral("magma"), QStringLiteral("cividis"),
                 QStringLiteral("grey"), QStringLiteral("diverging") }) {
            HeatmapView view;
            view.setColormap(colormap);
            showAt(view, QSize(480, 420));
            view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
            view.plot()->replot();
            const QRect cells = view.plot()->axisRect()->rect().adjusted(2, 2, -2, -2);
            QCOMPARE(highlightPixels(view.renderImage(view.plot()->size()), cells), 0);

            view.setHighlights({ { 7 }, {}, {} });
            QCOMPARE(view.drawnHighlightCount(), 1);
            const QImage marked = view.renderImage(view.plot()->size());
            // The outline's top edge runs just above row 7's centre, across the whole map.
            const QPoint centre = pixelOfCell(view, 7, 0);
            const int halfCell = static_cast<int>(cells.height() / 32.0);
            QVERIFY2(highlightPixels(marked, QRect(cells.left(), centre.y() - halfCell - 3, cells.width(), 6))
                    > cells.width() / 2,
                qPrintable(colormap));
            // Nothing of it far from the row.
            QCOMPARE(highlightPixels(marked,
                         QRect(cells.left(), cells.top(), cells.width(), centre.y() - 4 * halfCell - cells.top())),
                0);
            view.clearHighlights();
            QCOMPARE(highlightPixels(view.renderImage(view.plot()->size()), cells), 0);
        }
    }

    void neighboursShareAnOutlineAndPositionsPastTheEndAreLeftOut()
    {
        HeatmapView view;
        showAt(view, QSize(480, 420));
        HeatmapHighlights highlights;
        highlights.columns = { 5, 6, 7, 12, 40 };
        highlights.cells = { { 7, 5 }, { 7, 6 }, { 7, 7 }, { 2, 3 }, { 20, 1 } };
        highlights.rows = { 30 };
        // Set before any matrix: drawn once one arrives.
        view.setHighlights(highlights);
        QCOMPARE(view.drawnHighlightCount(), 0);
        view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
        // Columns 5-7 and 12; cells (7, 5-7) and (2, 3); column 40, cell (20, 1) and row 30 are past the end.
        QCOMPARE(view.drawnHighlightCount(), 4);
        view.setMatrix(rampMatrix(48), QStringLiteral("larger"));
        QCOMPARE(view.drawnHighlightCount(), 7);
        QCOMPARE(view.highlights(), highlights);
        view.clear();
        QCOMPARE(view.drawnHighlightCount(), 0);
    }

    void columnsAreOutlinedDownTheMap()
    {
        HeatmapView view;
        showAt(view, QSize(480, 420));
        view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
        view.setHighlights({ {}, {}, { 3 } });
        view.plot()->replot();
        const QRect cells = view.plot()->axisRect()->rect().adjusted(2, 2, -2, -2);
        const QImage marked = view.renderImage(view.plot()->size());
        const QPoint centre = pixelOfCell(view, 0, 3);
        const int halfCell = static_cast<int>(cells.width() / 32.0);
        QVERIFY(highlightPixels(marked, QRect(centre.x() - halfCell - 3, cells.top(), 6, cells.height()))
            > cells.height() / 2);
    }

    void comparisonHighlightsEveryPanel()
    {
        widgets::ComparisonView comparison;
        comparison.resize(1200, 420);
        comparison.show();
        QVERIFY(QTest::qWaitForWindowExposed(&comparison));
        const core::Matrix exact = rampMatrix(12);
        comparison.setMaps(exact, exact * 0.5f, QStringLiteral("half"));
        comparison.setHighlights({ { 4 }, { { 4, 2 } }, {} });
        for (HeatmapView* panel : { comparison.exactView(), comparison.variantView(), comparison.differenceView() })
            QCOMPARE(panel->drawnHighlightCount(), 2);
        comparison.clearHighlights();
        for (HeatmapView* panel : { comparison.exactView(), comparison.variantView(), comparison.differenceView() })
            QCOMPARE(panel->drawnHighlightCount(), 0);
    }
};

QTEST_MAIN(TestHeatmapHighlights)
#include "test_heatmap_highlights.moc"
