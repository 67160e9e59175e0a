// HeatmapView: rendering (small and pooled large maps), hover and click mapping, crosshair, token labels, colour
// ranges and figure export. Runs offscreen (QT_QPA_PLATFORM=offscreen, set by CTest).

#include "widgets/heatmap/token_key_axis.h"
#include "widgets/heatmap/view.h"
#include "widgets/heatmap/colormap.h"

#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

using attnlab::core::Matrix;
using attnlab::widgets::colorGradient;
using attnlab::widgets::HeatmapView;
using attnlab::widgets::tokenLabelStandsUpright;

namespace {

// Every entry different, so a faithful drawing has many colours.
Matrix rampMatrix(int n)
{
    Matrix m(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            m(i, j) = static_cast<float>(i * n + j) / static_cast<float>(n * n);
    return m;
}

int distinctColours(const QImage& image, const QRect& area)
{
    QSet<QRgb> colours;
    const QRect clipped = area.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y)
        for (int x = clipped.left(); x <= clipped.right(); ++x)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

int nearWhitePixels(const QImage& image, const QRect& area)
{
    int count = 0;
    const QRect clipped = area.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y)
        for (int x = clipped.left(); x <= clipped.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += c.red() > 240 && c.green() > 240 && c.blue() > 240;
        }
    return count;
}

QCPColorScale* colorScaleOf(const HeatmapView& view)
{
    for (QCPLayoutElement* element : view.plot()->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            return scale;
    return nullptr;
}

QCPColorMap* colorMapOf(const HeatmapView& view)
{
    return qobject_cast<QCPColorMap*>(view.plot()->plottable(0));
}

QPoint pixelOfCell(const HeatmapView& view, int i, int j)
{
    return QPointF(view.plot()->xAxis->coordToPixel(j), view.plot()->yAxis->coordToPixel(i)).toPoint();
}

// Shows the view at a fixed size and waits until its plot is laid out for that size.
void showAt(HeatmapView& view, const QSize& size)
{
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
}

// The bounding box of the dark (text) pixels inside `area`; empty when there are none.
QRect inkBox(const QImage& image, const QRect& area)
{
    QRect box;
    const QRect clipped = area.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y)
        for (int x = clipped.left(); x <= clipped.right(); ++x)
            if (qGray(image.pixel(x, y)) < 140)
                box |= QRect(x, y, 1, 1);
    return box;
}

// Where the numeric tick labels of an axis are drawn, in the order of the ticks: centred on the tick, as wide
// (across) or as tall (down) as the text.
std::vector<std::pair<double, double>> tickLabelSpans(const QCPAxis* axis)
{
    const QFontMetricsF metrics(axis->tickLabelFont());
    std::vector<std::pair<double, double>> spans;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (int k = 0; k < ticks.size(); ++k) {
        if (!axis->range().contains(ticks[k]))
            continue;
        const double centre = axis->coordToPixel(ticks[k]);
        const double half
            = 0.5 * (axis->orientation() == Qt::Horizontal ? metrics.horizontalAdvance(labels[k]) : metrics.height());
        spans.push_back({ std::min(centre - half, centre + half), std::max(centre - half, centre + half) });
    }
    std::sort(spans.begin(), spans.end());
    return spans;
}

} // namespace

class TestHeatmapView : public QObject {
    Q_OBJECT

private slots:
    void emptyStateShowsHint();
    void rendersSmallMatrixWithColourBar();
    void poolsLargeMatrixToPixels();
    void poolingKeepsLargestMagnitudeForSignedData();
    void hoverEmitsOriginalIndices();
    void hoverOnPooledMatrixMapsToOriginalIndices();
    void leavingTheCellsClearsHover();
    void clickEmitsCell();
    void crosshairIsDrawn();
    void tokenLabelsForSmallMatrices();
    void numericTicksWhenTokensDoNotFit();
    void singleCharacterKeyLabelsStandUpright();
    void numericTickLabelsNeverRunTogether();
    void colourRanges();
    void valueLabelOnColourBar();
    void logScaleShowsSmallWeights();
    void logScaleLeavesSignedDataLinear();
    void colourMapNames();
    void exportsPngSvgAndPdf();
    void exportFailuresExplainThemselves();
};

void TestHeatmapView::emptyStateShowsHint()
{
    HeatmapView view;
    view.setEmptyText(QStringLiteral("Pick a variant"));
    QVERIFY(!view.hasMatrix());
    auto* hint = view.findChild<QLabel*>();
    QVERIFY(hint);
    QCOMPARE(hint->text(), QStringLiteral("Pick a variant"));
    // The picture of an empty view is the hint, not a blank.
    const QImage image = view.renderImage(QSize(300, 200));
    QVERIFY(distinctColours(image, image.rect()) > 2);
    QString error;
    QVERIFY(!view.exportFigure(QDir::temp().filePath(QStringLiteral("attnlab_empty.png")), 300, 200, &error));
    QVERIFY(!error.isEmpty());
}

void TestHeatmapView::rendersSmallMatrixWithColourBar()
{
    HeatmapView view;
    showAt(view, QSize(480, 420));
    view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
    view.plot()->replot();
    QCOMPARE(view.displayedCells(), QSize(16, 16));

    const QImage image = view.renderImage(view.plot()->size());
    const QRect cells = view.plot()->axisRect()->rect();
    // 256 different entries on a 256-level colour map: far more than a handful of colours.
    QVERIFY2(distinctColours(image, cells) >= 100, qPrintable(QString::number(distinctColours(image, cells))));

    QCPColorScale* scale = colorScaleOf(view);
    QVERIFY(scale);
    const QRect bar = scale->axis()->axisRect()->rect(); // the bar itself, without its ticks and label
    QVERIFY(bar.height() > 100);
    const QRect barColumn(bar.center().x(), bar.top() + 2, 1, bar.height() - 4);
    QVERIFY2(distinctColours(image, barColumn) > 50, "the colour bar shows a gradient");
    QCOMPARE(view.value(3, 5), rampMatrix(16)(3, 5));
}

void TestHeatmapView::poolsLargeMatrixToPixels()
{
    HeatmapView view;
    showAt(view, QSize(520, 440));
    view.setMatrix(rampMatrix(2000), QStringLiteral("large"));
    view.plot()->replot();
    const QRect cells = view.plot()->axisRect()->rect();
    const QSize shown = view.displayedCells();
    QVERIFY2(shown.width() <= cells.width() && shown.height() <= cells.height(),
        qPrintable(QStringLiteral("%1x%2 cells in %3x%4 px")
                       .arg(shown.width())
                       .arg(shown.height())
                       .arg(cells.width())
                       .arg(cells.height())));
    QVERIFY(shown.width() > 100 && shown.height() > 100);
    QCOMPARE(static_cast<int>(colorMapOf(view)->data()->keySize()), shown.width());

    const QImage image = view.renderImage(QSize(800, 700));
    QVERIFY(distinctColours(image, image.rect()) > 100);
    // Drawing at another size must not leave the widget pooled for that size.
    QTRY_COMPARE(view.displayedCells(), shown);
    // Values come from the original matrix, not from the pooled one.
    QCOMPARE(view.value(1999, 1), rampMatrix(2000)(1999, 1));
}

void TestHeatmapView::poolingKeepsLargestMagnitudeForSignedData()
{
    Matrix spike = Matrix::Zero(1500, 1500);
    spike(700, 811) = -1.0f;
    HeatmapView view;
    showAt(view, QSize(400, 360));

    view.setMatrix(spike, QStringLiteral("mean"));
    view.plot()->replot();
    colorMapOf(view)->data()->recalculateDataBounds();
    QVERIFY(colorMapOf(view)->data()->dataBounds().lower > -0.5); // a block mean dilutes the spike

    view.setSymmetricRange(true);
    view.plot()->replot();
    colorMapOf(view)->data()->recalculateDataBounds();
    QCOMPARE(colorMapOf(view)->data()->dataBounds().lower, -1.0); // largest magnitude keeps it, sign included
    QCOMPARE(view.colorRange().lower, -1.0);
    QCOMPARE(view.colorRange().upper, 1.0);
}

void TestHeatmapView::hoverEmitsOriginalIndices()
{
    HeatmapView view;
    showAt(view, QSize(480, 420));
    view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
    view.plot()->replot();
    QSignalSpy hovered(&view, &HeatmapView::cellHovered);

    QTest::mouseMove(view.plot(), pixelOfCell(view, 3, 11));
    QTRY_COMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), 3);
    QCOMPARE(hovered.at(0).at(1).toInt(), 11);

    // Moving within the same cell says nothing new; the next cell does.
    QTest::mouseMove(view.plot(), pixelOfCell(view, 3, 11) + QPoint(1, 1));
    QTest::mouseMove(view.plot(), pixelOfCell(view, 0, 15));
    QTRY_COMPARE(hovered.count(), 2);
    QCOMPARE(hovered.at(1).at(0).toInt(), 0);
    QCOMPARE(hovered.at(1).at(1).toInt(), 15);
}

void TestHeatmapView::hoverOnPooledMatrixMapsToOriginalIndices()
{
    HeatmapView view;
    showAt(view, QSize(480, 420));
    view.setMatrix(rampMatrix(2000), QStringLiteral("large"));
    view.plot()->replot();
    QSignalSpy hovered(&view, &HeatmapView::cellHovered);
    QTest::mouseMove(view.plot(), pixelOfCell(view, 1234, 567));
    QTRY_COMPARE(hovered.count(), 1);
    // One pixel covers several indices here: the answer is within a pixel's worth of the target.
    const double indicesPerPixel
        = 2000.0 / std::min(view.plot()->axisRect()->width(), view.plot()->axisRect()->height());
    QVERIFY(std::abs(hovered.at(0).at(0).toInt() - 1234) <= indicesPerPixel + 1);
    QVERIFY(std::abs(hovered.at(0).at(1).toInt() - 567) <= indicesPerPixel + 1);
}

void TestHeatmapView::leavingTheCellsClearsHover()
{
    HeatmapView view;
    showAt(view, QSize(480, 420));
    view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
    view.plot()->replot();
    QSignalSpy cleared(&view, &HeatmapView::hoverCleared);
    QTest::mouseMove(view.plot(), pixelOfCell(view, 5, 5));
    QTest::mouseMove(view.plot(), QPoint(2, 2)); // the top-left corner, outside the cells
    QTRY_COMPARE(cleared.count(), 1);
}

void TestHeatmapView::clickEmitsCell()
{
    HeatmapView view;
    showAt(view, QSize(480, 420));
    view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
    view.plot()->replot();
    QSignalSpy clicked(&view, &HeatmapView::cellClicked);
    QTest::mouseClick(view.plot(), Qt::LeftButton, Qt::NoModifier, pixelOfCell(view, 7, 2));
    QTRY_COMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 7);
    QCOMPARE(clicked.at(0).at(1).toInt(), 2);
}

void TestHeatmapView::crosshairIsDrawn()
{
    HeatmapView view;
    showAt(view, QSize(480, 420));
    view.setMatrix(rampMatrix(16), QStringLiteral("ramp"));
    view.plot()->replot();
    const QRect cells = view.plot()->axisRect()->rect().adjusted(2, 2, -2, -2);

    // Viridis has no white: white pixels inside the cells are the marker's lines.
    QCOMPARE(nearWhitePixels(view.renderImage(view.plot()->size()), cells), 0);
    view.setCrosshair(4, 9);
    QVERIFY(view.hasCrosshair());
    const QImage marked = view.renderImage(view.plot()->size());
    QVERIFY(nearWhitePixels(marked, cells) > 50);
    // The marker outlines the row band: its top edge passes just above the cell's centre row.
    const QPoint centre = pixelOfCell(view, 4, 0);
    const int halfCell = static_cast<int>(cells.height() / 32.0);
    QVERIFY(nearWhitePixels(marked, QRect(cells.left(), centre.y() - halfCell - 2, cells.width(), 5)) > 20);

    view.clearCrosshair();
    QVERIFY(!view.hasCrosshair());
    QCOMPARE(nearWhitePixels(view.renderImage(view.plot()->size()), cells), 0);
}

void TestHeatmapView::tokenLabelsForSmallMatrices()
{
    HeatmapView view;
    showAt(view, QSize(640, 600));
    QStringList tokens;
    for (int k = 0; k < 16; ++k)
        tokens << QStringLiteral("tok%1").arg(k);
    tokens[3] = QStringLiteral("注意力"); // Han characters take the CJK font
    view.setTokenLabels(tokens);
    view.setMatrix(rampMatrix(16), QStringLiteral("tokens"));
    view.plot()->replot();
    QVERIFY(view.showsTokenLabelsOnKeys());
    QVERIFY(view.showsTokenLabelsOnQueries());
    auto ticker = view.plot()->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    QCOMPARE(ticker->ticks().value(0), QStringLiteral("tok0"));
    QCOMPARE(ticker->ticks().value(3), QStringLiteral("注意力"));
    QVERIFY(view.plot()->yAxis->tickLabelFont().families().contains(QStringLiteral("Noto Sans CJK SC")));
    QVERIFY(view.plot()->xAxis->tickLabels());
}

void TestHeatmapView::numericTicksWhenTokensDoNotFit()
{
    HeatmapView view;
    showAt(view, QSize(260, 230));
    QStringList tokens;
    for (int k = 0; k < 48; ++k)
        tokens << QStringLiteral("w%1").arg(k);
    view.setTokenLabels(tokens);
    view.setMatrix(rampMatrix(48), QStringLiteral("crowded"));
    view.plot()->replot();
    QVERIFY(!view.showsTokenLabelsOnKeys());
    QVERIFY(!view.showsTokenLabelsOnQueries());
    QVERIFY(!view.plot()->xAxis->ticker().dynamicCast<QCPAxisTickerText>());

    // Too many tokens for labels at any size.
    HeatmapView large;
    showAt(large, QSize(900, 900));
    QStringList many;
    for (int k = 0; k < 100; ++k)
        many << QStringLiteral("w%1").arg(k);
    large.setTokenLabels(many);
    large.setMatrix(rampMatrix(100), QStringLiteral("many"));
    large.plot()->replot();
    QVERIFY(!large.showsTokenLabelsOnKeys());
}

void TestHeatmapView::singleCharacterKeyLabelsStandUpright()
{
    QVERIFY(tokenLabelStandsUpright(QStringLiteral("一")));
    QVERIFY(tokenLabelStandsUpright(QStringLiteral("a")));
    QVERIFY(tokenLabelStandsUpright(QStringLiteral("，")));
    QVERIFY(tokenLabelStandsUpright(QStringLiteral("e\u0301"))); // one letter written as two code points
    QVERIFY(!tokenLabelStandsUpright(QStringLiteral("注意力")));
    QVERIFY(!tokenLabelStandsUpright(QStringLiteral("cat")));
    QVERIFY(!tokenLabelStandsUpright(QString()));

    // "一" is one horizontal stroke: upright its ink is wide and flat, turned it would be tall and thin.
    const QStringList tokens
        = { QStringLiteral("一"), QStringLiteral("我"), QStringLiteral("爱"), QStringLiteral("注意力"),
              QStringLiteral("a"), QStringLiteral("，"), QStringLiteral("机"), QStringLiteral("longword") };
    HeatmapView view;
    showAt(view, QSize(640, 600));
    view.setTokenLabels(tokens);
    view.setMatrix(rampMatrix(8), QStringLiteral("Han tokens"));
    view.plot()->replot();
    QVERIFY(view.showsTokenLabelsOnKeys());
    QCOMPARE(view.keyLabelRotation(0), 0.0);
    QCOMPARE(view.keyLabelRotation(1), 0.0);
    QCOMPARE(view.keyLabelRotation(3), -90.0);
    QCOMPARE(view.keyLabelRotation(4), 0.0);
    QCOMPARE(view.keyLabelRotation(5), 0.0);
    QCOMPARE(view.keyLabelRotation(7), -90.0);

    const QImage image = view.plot()->grab().toImage();
    if (const QString dir = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR"); !dir.isEmpty())
        QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("heatmap_han_keys.png"))));
    const QRect area = view.plot()->axisRect()->rect();
    const auto labelInk = [&](int column) {
        const double centre = view.plot()->xAxis->coordToPixel(column);
        const double half = 0.5 * area.width() / 8 - 1;
        return inkBox(image,
            QRect(QPoint(static_cast<int>(centre - half), area.bottom() + 4),
                QPoint(static_cast<int>(centre + half), area.bottom() + 70)));
    };
    const QRect one = labelInk(0);
    QVERIFY2(!one.isEmpty() && one.width() >= 3 * one.height(),
        qPrintable(QStringLiteral("%1 x %2").arg(one.width()).arg(one.height())));
    const QRect longWord = labelInk(7); // the last column, clear of the axis title under the middle
    QVERIFY2(!longWord.isEmpty() && longWord.height() >= 2 * longWord.width(),
        qPrintable(QStringLiteral("%1 x %2").arg(longWord.width()).arg(longWord.height())));

    // Numbers instead of tokens: no turning at all.
    view.setTokenLabels({});
    view.plot()->replot();
    QVERIFY(!view.showsTokenLabelsOnKeys());
    QCOMPARE(view.keyLabelRotation(0), 0.0);
    QCOMPARE(view.plot()->xAxis->tickLabelRotation(), 0.0);
}

void TestHeatmapView::numericTickLabelsNeverRunTogether()
{
    // From a head of a multi-head grid squeezed to a sliver up to a roomy panel, and for short and long axes.
    for (const int n : { 64, 1000, 4096 })
        for (const int width : { 100, 130, 160, 200, 320 }) {
            QWidget holder; // no layout: the view gets exactly this size, below its own minimum size hint
            holder.resize(width, width);
            auto* view = new HeatmapView(&holder);
            view->setGeometry(0, 0, width, width);
            holder.show();
            QVERIFY(QTest::qWaitForWindowExposed(&holder));
            view->setMatrix(Matrix::Constant(n, n, 0.5f), QStringLiteral("head"));
            view->plot()->replot();
            for (const QCPAxis* axis : { view->plot()->xAxis, view->plot()->yAxis }) {
                const auto spans = tickLabelSpans(axis);
                QVERIFY(!spans.empty());
                if (qEnvironmentVariableIsSet("ATTNLAB_DEBUG_TICKS")) {
                    QStringList text;
                    for (const auto& [from, to] : spans)
                        text << QStringLiteral("%1..%2").arg(from).arg(to);
                    qDebug() << n << width << axis->axisRect()->rect() << axis->tickVectorLabels() << text;
                }
                for (std::size_t k = 1; k < spans.size(); ++k)
                    QVERIFY2(spans[k].first >= spans[k - 1].second + 2,
                        qPrintable(QStringLiteral("N = %1 at %2 px: labels %3 and %4 of the %5 axis touch")
                                       .arg(n)
                                       .arg(width)
                                       .arg(k - 1)
                                       .arg(k)
                                       .arg(axis == view->plot()->xAxis ? "key" : "query")));
            }
        }
}

void TestHeatmapView::colourRanges()
{
    HeatmapView view;
    Matrix m = rampMatrix(8);
    view.setMatrix(m, QStringLiteral("auto"));
    QCOMPARE(view.colorRange().lower, 0.0);
    QCOMPARE(view.colorRange().upper, static_cast<double>(m.maxCoeff()));
    view.setColorRange(0.0, 2.0);
    QCOMPARE(view.colorRange().upper, 2.0);
    view.setAutomaticColorRange();
    m(0, 0) = -3.0f;
    view.setMatrix(m, QStringLiteral("signed"));
    view.setSymmetricRange(true);
    QCOMPARE(view.colorRange().lower, -3.0);
    QCOMPARE(view.colorRange().upper, 3.0);
    view.setMatrix(Matrix::Zero(4, 4), QStringLiteral("zeros")); // no range of width zero
    QVERIFY(view.colorRange().upper > view.colorRange().lower);
}

void TestHeatmapView::valueLabelOnColourBar()
{
    HeatmapView view;
    view.setValueLabel(QStringLiteral("attention weight"));
    view.setMatrix(rampMatrix(8), QStringLiteral("label"));
    QVERIFY(colorScaleOf(view)->axis()->label().startsWith(QStringLiteral("attention weight")));
}

// A peaked map: one large weight per row, the others spread over four decades below it, many at zero (pairs a
// sparse variant never scored).
Matrix peakedMatrix(int n)
{
    Matrix m = Matrix::Zero(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            m(i, j) = i == j ? 1.0f : ((i + j) % 3 == 0 ? 0.0f : std::pow(10.0f, -4.0f * ((i * n + j) % 17) / 16.0f));
    return m;
}

void TestHeatmapView::logScaleShowsSmallWeights()
{
    HeatmapView view;
    view.setColormap(QStringLiteral("viridis"));
    view.setValueLabel(QStringLiteral("weight"));
    showAt(view, QSize(420, 400));
    view.setMatrix(peakedMatrix(24), QStringLiteral("peaked"));
    view.plot()->replot();
    QCPAxisRect* area = view.plot()->axisRect();
    const QRect cells = area->rect().adjusted(2, 2, -2, -2);
    const int linearColours = distinctColours(view.renderImage(view.plot()->size()), cells);

    view.setLogScale(true);
    QVERIFY(view.drawsLogScale());
    view.plot()->replot();
    QCOMPARE(colorMapOf(view)->dataScaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(colorScaleOf(view)->axis()->scaleType(), QCPAxis::stLogarithmic);
    // From the largest weight down four decades; zeros sit on the floor's colour instead of having none.
    QCOMPARE(view.colorRange().upper, 1.0);
    QVERIFY(std::abs(view.colorRange().lower - 1e-4) < 1e-9);
    QVERIFY(colorScaleOf(view)->axis()->label().contains(QStringLiteral("log scale")));
    const QImage logImage = view.renderImage(view.plot()->size());
    const int logColours = distinctColours(logImage, cells);
    // The off-diagonal weights of 1e-4 .. 1e-1 are nearly one colour on a linear scale and spread on a log one.
    QVERIFY2(logColours > linearColours + 5, qPrintable(QStringLiteral("%1 vs %2").arg(logColours).arg(linearColours)));
    const QColor zeroCell = logImage.pixelColor(pixelOfCell(view, 0, 3)); // (0 + 3) % 3 == 0: a zero
    const QColor floorColour = colorGradient(QStringLiteral("viridis")).color(0, QCPRange(0, 1));
    QVERIFY2(std::abs(zeroCell.red() - floorColour.red()) < 6 && std::abs(zeroCell.blue() - floorColour.blue()) < 6,
             qPrintable(zeroCell.name()));
    // A shared fixed range on a log scale keeps its upper end.
    view.setColorRange(0.0, 2.0);
    QCOMPARE(view.colorRange().upper, 2.0);
    QVERIFY(std::abs(view.colorRange().lower - 2e-4) < 1e-9);

    view.setLogScale(false);
    view.setAutomaticColorRange();
    view.plot()->replot();
    QCOMPARE(colorMapOf(view)->dataScaleType(), QCPAxis::stLinear);
    QCOMPARE(view.colorRange().lower, 0.0);
    QVERIFY(!colorScaleOf(view)->axis()->label().contains(QStringLiteral("log scale")));
}

void TestHeatmapView::logScaleLeavesSignedDataLinear()
{
    HeatmapView view;
    Matrix m = rampMatrix(8);
    m(0, 0) = -1.0f;
    view.setSymmetricRange(true);
    view.setLogScale(true);
    view.setMatrix(m, QStringLiteral("difference"));
    QVERIFY(!view.drawsLogScale());
    QCOMPARE(colorMapOf(view)->dataScaleType(), QCPAxis::stLinear);
    QCOMPARE(view.colorRange().lower, -1.0);
}

void TestHeatmapView::colourMapNames()
{
    using attnlab::widgets::knownColormapName;
    for (const QString& name : attnlab::widgets::weightColormapNames())
        QVERIFY(attnlab::widgets::colormapNames().contains(name));
    QVERIFY(attnlab::widgets::weightColormapNames().contains(QStringLiteral("cividis")));
    QCOMPARE(knownColormapName(QStringLiteral("gray")), std::optional<QString>(QStringLiteral("grey")));
    QCOMPARE(knownColormapName(QStringLiteral("Viridis")), std::optional<QString>(QStringLiteral("viridis")));
    QVERIFY(!knownColormapName(QStringLiteral("jet")));
    // Each map its own colours: the ends differ from viridis's.
    const QRgb viridisLow = colorGradient(QStringLiteral("viridis")).color(0, QCPRange(0, 1));
    for (const QString& name : {QStringLiteral("magma"), QStringLiteral("cividis"), QStringLiteral("grey")})
        QVERIFY2(colorGradient(name).color(0, QCPRange(0, 1)) != viridisLow, qPrintable(name));
}

void TestHeatmapView::exportsPngSvgAndPdf()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    HeatmapView view;
    showAt(view, QSize(400, 360));
    view.setMatrix(rampMatrix(32), QStringLiteral("export"));
    QString error;

    const QString png = dir.filePath(QStringLiteral("map.png"));
    QVERIFY2(view.exportFigure(png, 640, 480, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(640, 480));
    QVERIFY(distinctColours(image, image.rect()) > 100);

    const QString svg = dir.filePath(QStringLiteral("map.svg"));
    QVERIFY2(view.exportFigure(svg, 640, 480, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.startsWith("<?xml") || svgText.contains("<svg"));
    QVERIFY(svgText.contains("<image")); // the colour map travels as an embedded image
    QVERIFY(svgText.contains("export")); // the title stays text

    const QString pdf = dir.filePath(QStringLiteral("map.pdf"));
    QVERIFY2(view.exportFigure(pdf, 640, 480, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5).startsWith("%PDF"));
}

void TestHeatmapView::exportFailuresExplainThemselves()
{
    QTemporaryDir dir;
    HeatmapView view;
    view.setMatrix(rampMatrix(8), QStringLiteral("fail"));
    QString error;
    QVERIFY(!view.exportFigure(dir.filePath(QStringLiteral("map.bmp")), 100, 100, &error));
    QVERIFY(error.contains(QStringLiteral(".png")));
    error.clear();
    for (const char* name : { "missing/map.png", "missing/map.svg", "missing/map.pdf" }) {
        QVERIFY(!view.exportFigure(dir.filePath(QString::fromLatin1(name)), 100, 100, &error));
        QVERIFY(!error.isEmpty());
        error.clear();
    }
    QVERIFY(!view.exportFigure(dir.filePath(QStringLiteral("map.png")), 0, 100, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestHeatmapView)
#include "test_heatmap_view.moc"
