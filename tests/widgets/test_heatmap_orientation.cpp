// Orientation of the drawn maps: row i (query i) counted from the top, column j (key j) from the left, in
// HeatmapView and in each panel of ComparisonView, on screen (the widget's own pixels), in renderImage and in an
// exported PNG. A map drawn transposed, flipped or with its panels swapped fails here.
//
// The cells are found in the picture itself, never through the view's axes (which a transposed drawing would
// transpose alike): the grid is the bounding box of the largest connected region of the zero entries' colour, and
// cell (i, j)'s centre is that box's left + (j + 1/2) * width / columns, top + (i + 1/2) * height / rows. The
// matrices have zeros on all four edges, so that box is the whole grid.

#include "widgets/heatmap/colormap.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/view.h"

#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>
#include <queue>

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>
#include <utility>
#include <vector>

using attnlab::core::Matrix;
using attnlab::widgets::colorGradient;
using attnlab::widgets::ComparisonView;
using attnlab::widgets::HeatmapView;

namespace {

// Rendering rounds a colour map's colours by a unit or two at most; the colours compared here differ by far more.
constexpr int kColourTolerance = 6;
// The diverging map's zero (247, 247, 247) lies 8 units from the white background: a tighter tolerance for finding
// regions keeps the two apart.
constexpr int kRegionTolerance = 3;

bool near(const QColor& a, const QColor& b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

// The bounding boxes of the 4-connected regions of pixels near `colour` that hold at least `minimumPixels` pixels,
// largest first.
std::vector<QRect> regionsOf(const QImage& image, const QColor& colour, int minimumPixels)
{
    const int width = image.width();
    const int height = image.height();
    std::vector<char> seen(static_cast<std::size_t>(width) * height, 0);
    std::vector<std::pair<int, QRect>> regions;
    for (int y0 = 0; y0 < height; ++y0)
        for (int x0 = 0; x0 < width; ++x0) {
            if (seen[y0 * width + x0] || !near(image.pixelColor(x0, y0), colour, kRegionTolerance))
                continue;
            int count = 0;
            QRect box(x0, y0, 1, 1);
            std::queue<QPoint> open;
            open.push(QPoint(x0, y0));
            seen[y0 * width + x0] = 1;
            while (!open.empty()) {
                const QPoint p = open.front();
                open.pop();
                ++count;
                box = box.united(QRect(p, QSize(1, 1)));
                for (const QPoint step : { QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1) }) {
                    const QPoint q = p + step;
                    if (q.x() < 0 || q.y() < 0 || q.x() >= width || q.y() >= height || seen[q.y() * width + q.x()])
                        continue;
                    if (!near(image.pixelColor(q), colour, kRegionTolerance))
                        continue;
                    seen[q.y() * width + q.x()] = 1;
                    open.push(q);
                }
            }
            if (count >= minimumPixels)
                regions.emplace_back(count, box);
        }
    std::sort(regions.begin(), regions.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<QRect> boxes;
    for (const auto& region : regions)
        boxes.push_back(region.second);
    return boxes;
}

QPoint cellCentre(const QRect& grid, const Matrix& m, int i, int j)
{
    return QPoint(static_cast<int>(grid.left() + (j + 0.5) * grid.width() / m.cols()),
        static_cast<int>(grid.top() + (i + 0.5) * grid.height() / m.rows()));
}

// Empty when every cell of `grid` shows the colour `gradient` gives its entry of `expected` on `range`; otherwise
// the first cell that does not. The cells must be square (a transposed drawing of a non-square matrix is not).
QString mismatches(const QImage& image, const QRect& grid, const Matrix& expected, const QString& colormap,
    const QCPRange& range, bool logarithmic = false)
{
    const double cellWidth = static_cast<double>(grid.width()) / expected.cols();
    const double cellHeight = static_cast<double>(grid.height()) / expected.rows();
    if (cellWidth < 4 || std::abs(cellWidth - cellHeight) > 1.5)
        return QStringLiteral("the grid %1 x %2 px does not hold %3 x %4 square cells")
            .arg(grid.width())
            .arg(grid.height())
            .arg(expected.rows())
            .arg(expected.cols());
    QCPColorGradient gradient = colorGradient(colormap);
    for (int i = 0; i < expected.rows(); ++i)
        for (int j = 0; j < expected.cols(); ++j) {
            double value = expected(i, j);
            if (logarithmic)
                value = std::max(value, range.lower); // zeros take the floor's colour
            const QColor wanted = QColor::fromRgb(gradient.color(value, range, logarithmic));
            const QColor drawn = image.pixelColor(cellCentre(grid, expected, i, j));
            if (!near(drawn, wanted, kColourTolerance))
                return QStringLiteral("cell (%1, %2) holding %3 is drawn %4, its colour is %5")
                    .arg(i)
                    .arg(j)
                    .arg(value)
                    .arg(drawn.name(), wanted.name());
        }
    return {};
}

QColor colourOf(const QString& colormap, double value, const QCPRange& range)
{
    return QColor::fromRgb(colorGradient(colormap).color(value, range));
}

// 4 x 4, a single one at (1, 3): transposed it is at (3, 1), flipped upside down at (2, 3), left to right at (1, 0).
Matrix oneHot()
{
    Matrix m = Matrix::Zero(4, 4);
    m(1, 3) = 1.0f;
    return m;
}

// 3 x 5 (wider than tall) with three different values, none on a symmetric position.
Matrix asymmetric()
{
    Matrix m = Matrix::Zero(3, 5);
    m(0, 1) = 1.0f;
    m(2, 0) = 0.5f;
    m(1, 4) = 0.25f;
    return m;
}

// The variant map of the comparison: another 3 x 5 with its values elsewhere.
Matrix otherAsymmetric()
{
    Matrix m = Matrix::Zero(3, 5);
    m(2, 3) = 1.0f;
    m(0, 0) = 0.5f;
    return m;
}

void showAt(QWidget& widget, const QSize& size)
{
    widget.resize(size);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

QImage exportedPng(const std::function<bool(const QString&, QString*)>& exportTo)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.png"));
    QString error;
    if (!exportTo(path, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    return QImage(path).convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestHeatmapOrientation : public QObject {
    Q_OBJECT

private slots:
    void heatmapRowsFromTopColumnsFromLeft_data();
    void heatmapRowsFromTopColumnsFromLeft();
    void comparisonPanelsInOrderAndUpright();
};

void TestHeatmapOrientation::heatmapRowsFromTopColumnsFromLeft_data()
{
    QTest::addColumn<bool>("oneHotMatrix"); // otherwise asymmetric()
    QTest::addColumn<bool>("logarithmic");
    QTest::newRow("one-hot") << true << false;
    QTest::newRow("one-hot log scale") << true << true;
    QTest::newRow("asymmetric 3x5") << false << false;
}

void TestHeatmapOrientation::heatmapRowsFromTopColumnsFromLeft()
{
    QFETCH(bool, oneHotMatrix);
    QFETCH(bool, logarithmic);
    const Matrix matrix = oneHotMatrix ? oneHot() : asymmetric();
    const QString colormap = QStringLiteral("viridis");
    HeatmapView view;
    view.setColormap(colormap);
    view.setLogScale(logarithmic);
    view.setMatrix(matrix, QStringLiteral("orientation"));
    showAt(view, QSize(520, 420));
    view.plot()->replot();
    const QCPRange range = view.colorRange();
    QCOMPARE(range.upper, 1.0);
    const QColor zero = colourOf(colormap, range.lower, range);
    const int minimum = 400;

    const QImage screen = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QImage rendered = view.renderImage(QSize(640, 480)).convertToFormat(QImage::Format_RGB32);
    const QImage exported
        = exportedPng([&](const QString& path, QString* error) { return view.exportFigure(path, 700, 500, error); });
    QVERIFY(!exported.isNull());
    for (const auto& [name, image] : { std::pair { "screen", screen }, std::pair { "renderImage", rendered },
             std::pair { "exported PNG", exported } }) {
        const std::vector<QRect> grids = regionsOf(image, zero, minimum);
        QVERIFY2(!grids.empty(), name);
        const QString failure = mismatches(image, grids.front(), matrix, colormap, range, logarithmic);
        QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), failure)));
    }
}

void TestHeatmapOrientation::comparisonPanelsInOrderAndUpright()
{
    const QString colormap = QStringLiteral("viridis");
    const QString diverging = QStringLiteral("diverging");
    const Matrix exact = asymmetric();
    const Matrix variant = otherAsymmetric();
    const Matrix difference = variant - exact;
    ComparisonView view;
    view.setColormap(colormap);
    view.setMaps(exact, variant, QStringLiteral("variant"));
    QVERIFY(!view.identicalUpToRounding());
    showAt(view, QSize(1200, 420));
    for (HeatmapView* panel : { view.exactView(), view.variantView(), view.differenceView() })
        panel->plot()->replot();
    const QCPRange shared(0.0, 1.0);
    QCOMPARE(view.exactView()->colorRange(), shared);
    QCOMPARE(view.variantView()->colorRange(), shared);
    const QCPRange symmetric(-1.0, 1.0);
    QCOMPARE(view.differenceView()->colorRange(), symmetric);
    const QColor weightZero = colourOf(colormap, 0.0, shared);
    const QColor differenceZero = colourOf(diverging, 0.0, symmetric);
    const int minimum = 400;

    // On screen, each panel's own pixels.
    const struct {
        HeatmapView* panel;
        const Matrix& expected;
        QString colormap;
        QCPRange range;
        QColor zero;
    } panels[] = { { view.exactView(), exact, colormap, shared, weightZero },
        { view.variantView(), variant, colormap, shared, weightZero },
        { view.differenceView(), difference, diverging, symmetric, differenceZero } };
    for (const auto& panel : panels) {
        const QImage screen = panel.panel->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const std::vector<QRect> grids = regionsOf(screen, panel.zero, minimum);
        QVERIFY(!grids.empty());
        const QString failure = mismatches(screen, grids.front(), panel.expected, panel.colormap, panel.range);
        QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("screen, %1: %2").arg(panel.panel->title(), failure)));
    }

    // The composite figure: exact, variant, difference from left to right, each upright.
    const QImage rendered = view.renderImage(QSize(1500, 500)).convertToFormat(QImage::Format_RGB32);
    const QImage exported
        = exportedPng([&](const QString& path, QString* error) { return view.exportFigure(path, 1400, 460, error); });
    QVERIFY(!exported.isNull());
    for (const auto& [name, image] :
        { std::pair { "renderImage", rendered }, std::pair { "exported PNG", exported } }) {
        std::vector<QRect> weightGrids = regionsOf(image, weightZero, minimum);
        QVERIFY2(weightGrids.size() >= 2, name);
        weightGrids.resize(2);
        std::sort(weightGrids.begin(), weightGrids.end(), [](const QRect& a, const QRect& b) { return a.x() < b.x(); });
        const std::vector<QRect> differenceGrids = regionsOf(image, differenceZero, minimum);
        QVERIFY2(!differenceGrids.empty(), name);
        const QRect& differenceGrid = differenceGrids.front();
        QVERIFY2(
            weightGrids[0].right() < weightGrids[1].left() && weightGrids[1].right() < differenceGrid.left(), name);
        for (const auto& [grid, expected, map, range] : { std::tuple { weightGrids[0], exact, colormap, shared },
                 std::tuple { weightGrids[1], variant, colormap, shared },
                 std::tuple { differenceGrid, difference, diverging, symmetric } }) {
            const QString failure = mismatches(image, grid, expected, map, range);
            QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), failure)));
        }
    }
}

QTEST_MAIN(TestHeatmapOrientation)
#include "test_heatmap_orientation.moc"
