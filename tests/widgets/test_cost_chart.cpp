// CostChart: the labels at the ends of the highlighted lines never cover each other, even where the lines end
// at one point, and every line, the muted grey ones too, is named by a tooltip when the mouse is over it.
// Set ATTNLAB_SCREENSHOT_DIR to keep cost_labels.png for a look by eye.

#include "widgets/plots/cost_chart.h"

#include <QtTest>
#include <qcustomplot.h>

#include <cmath>

using attnlab::widgets::CostChart;
using attnlab::widgets::CostLine;

namespace {

// A line through (N, scale * N^power) at N = 64 .. 16384: made-up costs with the shapes of real ones.
CostLine powerLine(const QString& id, const QString& settings, double scale, double power)
{
    CostLine line;
    line.id = id;
    line.settings = settings;
    for (double n = 64; n <= 16384; n *= 2) {
        line.sizes.push_back(n);
        line.madds.push_back(scale * std::pow(n, power));
        line.peakBytes.push_back(4 * scale * std::pow(n, power));
        line.gaps.push_back(QString());
    }
    return line;
}

// Where a label is drawn, from its item's corners.
QRectF labelRect(const QCPItemText* label)
{
    return QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
}

void showChart(CostChart& chart)
{
    chart.resize(460, 600);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.analyticPlot()->replot();
}

} // namespace

class TestCostChart : public QObject {
    Q_OBJECT

private slots:
    void endLabelsNeverOverlap();
    void everyLineIsNamedUnderTheMouse();
};

void TestCostChart::endLabelsNeverOverlap()
{
    // "strided" ends where "full" ends (at N = 16384 both cost the same), so their labels would fall on one spot.
    std::vector<CostLine> lines = { powerLine(QStringLiteral("local"), QStringLiteral("before=4"), 64, 1),
        powerLine(QStringLiteral("full"), QString(), 128, 2), powerLine(QStringLiteral("strided"), QString(), 128, 2) };
    for (std::size_t t = 0; t + 1 < lines[2].madds.size(); ++t)
        lines[2].madds[t] *= 0.5;
    CostChart chart;
    chart.setAnalytic(lines, QStringLiteral("strided"), QStringLiteral("full"), QStringLiteral("d = 64"));
    showChart(chart);

    const auto& labels = chart.endLabels();
    QCOMPARE(static_cast<int>(labels.size()), 2);
    QCOMPARE(labels[0]->text(), QStringLiteral("full"));
    QCOMPARE(labels[1]->text(), QStringLiteral("strided"));
    const QRectF area = chart.analyticPlot()->axisRect()->rect();
    const QRectF full = labelRect(labels[0]);
    const QRectF strided = labelRect(labels[1]);
    QVERIFY2(!full.intersects(strided),
        qPrintable(QStringLiteral("full %1,%2 %3x%4; strided %5,%6 %7x%8")
                       .arg(full.x())
                       .arg(full.y())
                       .arg(full.width())
                       .arg(full.height())
                       .arg(strided.x())
                       .arg(strided.y())
                       .arg(strided.width())
                       .arg(strided.height())));
    // Both stay in the plot and beside the end of their line.
    const double endY = chart.analyticPlot()->yAxis->coordToPixel(lines[1].madds.back());
    const double endX = chart.analyticPlot()->xAxis->coordToPixel(lines[1].sizes.back());
    for (const QRectF& rect : { full, strided }) {
        QVERIFY(area.adjusted(-1, -1, 1, 1).contains(rect));
        QVERIFY(std::abs(rect.center().y() - endY) < 3 * rect.height());
        QVERIFY(rect.right() <= endX + 1);
    }

    const QString dir = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(chart.grab().save(QDir(dir).filePath(QStringLiteral("cost_labels.png"))));

    // Apart at other sizes too, and after a change of measure.
    chart.resize(300, 380);
    QTest::qWait(20);
    chart.analyticPlot()->replot();
    QVERIFY(!labelRect(chart.endLabels()[0]).intersects(labelRect(chart.endLabels()[1])));
    // In a plot this small the legend takes much of the room: no label hides under it.
    const QRectF legend = chart.analyticPlot()->legend->outerRect();
    for (const QCPItemText* label : chart.endLabels())
        QVERIFY(!labelRect(label).intersects(legend));
    chart.setMeasure(attnlab::widgets::CostMeasure::PeakBytes);
    chart.analyticPlot()->replot();
    QVERIFY(!labelRect(chart.endLabels()[0]).intersects(labelRect(chart.endLabels()[1])));
    if (!dir.isEmpty())
        QVERIFY(chart.grab().save(QDir(dir).filePath(QStringLiteral("cost_labels_small.png"))));
}

void TestCostChart::everyLineIsNamedUnderTheMouse()
{
    const std::vector<CostLine> lines
        = { powerLine(QStringLiteral("local"), QStringLiteral("before=4, after=4"), 64, 1),
              powerLine(QStringLiteral("linformer"), QStringLiteral("k=16"), 2, 1.5),
              powerLine(QStringLiteral("full"), QString(), 128, 2),
              powerLine(QStringLiteral("strided"), QString(), 40, 1.5) };
    CostChart chart;
    chart.setAnalytic(lines, QStringLiteral("strided"), QStringLiteral("full"), QString());
    showChart(chart);
    QCustomPlot* plot = chart.analyticPlot();

    // Halfway between two of a grey line's points, and how far apart those points are drawn.
    const auto between = [&](const CostLine& line, std::size_t t) {
        const QPointF a(plot->xAxis->coordToPixel(line.sizes[t]), plot->yAxis->coordToPixel(line.madds[t]));
        const QPointF b(plot->xAxis->coordToPixel(line.sizes[t + 1]), plot->yAxis->coordToPixel(line.madds[t + 1]));
        return std::pair { ((a + b) / 2).toPoint(), std::hypot(b.x() - a.x(), b.y() - a.y()) };
    };
    const auto [onLocal, localGap] = between(lines[0], 3);
    QVERIFY2(localGap > 24, "points far enough apart to hover between them, away from both");
    QCPGraph* local = plot->graph(0);
    const QColor grey = local->pen().color();
    QTest::mouseMove(plot, onLocal);
    QTRY_COMPARE(chart.hoverText(), QStringLiteral("local (before=4, after=4)"));
    QVERIFY(local->pen().color() != grey); // the line under the mouse stands out
    QVERIFY(local->pen().color().lightness() < grey.lightness());

    const auto [onLinformer, linformerGap] = between(lines[1], 2);
    QVERIFY(linformerGap > 24);
    QTest::mouseMove(plot, onLinformer);
    QTRY_COMPARE(chart.hoverText(), QStringLiteral("linformer (k=16)"));
    QCOMPARE(local->pen().color(), grey);

    // On a point: the name and the value, as before, and no field pairs where the line has none.
    const QPoint onPoint(static_cast<int>(std::lround(plot->xAxis->coordToPixel(lines[0].sizes[2]))),
        static_cast<int>(std::lround(plot->yAxis->coordToPixel(lines[0].madds[2]))));
    QTest::mouseMove(plot, onPoint);
    QTRY_VERIFY(chart.hoverText().startsWith(QStringLiteral("local (before=4, after=4)\nN = 256")));
    QVERIFY(!chart.hoverText().contains(QStringLiteral("pairs of the field")));

    // With the field's pairs known, they stand beside the counted multiply-adds (which may include masked pairs).
    std::vector<CostLine> withPairs = lines;
    for (std::size_t t = 0; t < withPairs[0].sizes.size(); ++t)
        withPairs[0].fieldPairs.push_back(withPairs[0].madds[t] / 200.0);
    chart.setAnalytic(withPairs, QStringLiteral("strided"), QStringLiteral("full"), QString());
    chart.analyticPlot()->replot();
    QTest::mouseMove(plot, onPoint + QPoint(1, 0));
    QTest::mouseMove(plot, onPoint);
    QTRY_VERIFY(chart.hoverText().contains(
        QString::number(withPairs[0].fieldPairs[2], 'g', 3) + QStringLiteral(" pairs of the field")));
    // Not under the peak-memory measure, whose values are bytes.
    chart.setMeasure(attnlab::widgets::CostMeasure::PeakBytes);
    chart.analyticPlot()->replot();
    const QPoint onBytes(static_cast<int>(std::lround(plot->xAxis->coordToPixel(withPairs[0].sizes[2]))),
        static_cast<int>(std::lround(plot->yAxis->coordToPixel(withPairs[0].peakBytes[2]))));
    QTest::mouseMove(plot, onBytes + QPoint(1, 0));
    QTest::mouseMove(plot, onBytes);
    QTRY_VERIFY(chart.hoverText().startsWith(QStringLiteral("local (before=4, after=4)\nN = 256")));
    QVERIFY(!chart.hoverText().contains(QStringLiteral("pairs of the field")));
    chart.setMeasure(attnlab::widgets::CostMeasure::MultiplyAdds);

    // Away from every line: nothing, and no line stands out.
    QTest::mouseMove(plot, QPoint(plot->axisRect()->left() + 3, plot->axisRect()->top() + 3));
    QTRY_VERIFY(chart.hoverText().isEmpty());
    QCOMPARE(plot->graph(1)->pen().color(), grey);
}

QTEST_MAIN(TestCostChart)
#include "test_cost_chart.moc"
