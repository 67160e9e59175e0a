// KernelEstimatePlot: one point per key over the diagonal, the scales the data asks for, the spread in the title,
// and an empty state. Runs offscreen (QT_QPA_PLATFORM=offscreen, set by CTest).

#include "widgets/plots/kernel_estimate_plot.h"

#include <QLabel>
#include <QSet>
#include <QToolTip>
#include <QtTest>
#include <qcustomplot.h>

#include <cmath>
#include <limits>
#include <vector>

using attnlab::widgets::KernelEstimatePlot;

namespace {

int distinctColours(const QImage& image, const QRect& area)
{
    QSet<QRgb> colours;
    const QRect clipped = area.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y)
        for (int x = clipped.left(); x <= clipped.right(); ++x)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

// Pixels clearly blue (the points' colour, translucent over white or grey).
int bluePixels(const QImage& image, const QRect& area)
{
    int count = 0;
    const QRect clipped = area.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y)
        for (int x = clipped.left(); x <= clipped.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += c.blue() > c.red() + 60 && c.blue() > 120;
        }
    return count;
}

// exp(x) for x spread over [-3, 3] and an estimate off by a known factor per key.
void kernelLikeData(int n, std::vector<double>* exact, std::vector<double>* estimate)
{
    for (int j = 0; j < n; ++j) {
        const double x = -3.0 + 6.0 * j / std::max(1, n - 1);
        exact->push_back(std::exp(x));
        estimate->push_back(std::exp(x) * (j % 2 == 0 ? 1.2 : 0.9));
    }
}

void showAt(KernelEstimatePlot& view, const QSize& size)
{
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
}

} // namespace

class TestKernelEstimatePlot : public QObject {
    Q_OBJECT

private slots:
    void startsEmptyWithHint();
    void plotsOnePointPerKeyAndRenders();
    void titleNamesQueryAndSpread();
    void logLogForPositiveValuesOverDecades();
    void linearWhenAnEstimateIsNegative();
    void linearWhenTheRangeIsNarrow();
    void diagonalSpansTheSharedRange();
    void dropsNonFinitePairsAndUsesTheShorterLength();
    void clearShowsTheHint();
    void drawsInALaterTurnOnceForSeveralCalls();
    void tooltipNamesTheKey();
};

void TestKernelEstimatePlot::startsEmptyWithHint()
{
    KernelEstimatePlot view;
    QVERIFY(!view.hasPoints());
    QCOMPARE(view.pointCount(), 0);
    auto* hint = view.findChild<QLabel*>();
    QVERIFY(hint);
    QVERIFY(!hint->text().isEmpty());
}

void TestKernelEstimatePlot::plotsOnePointPerKeyAndRenders()
{
    KernelEstimatePlot view;
    showAt(view, QSize(420, 380));
    std::vector<double> exact;
    std::vector<double> estimate;
    kernelLikeData(20, &exact, &estimate);
    QStringList labels;
    for (int j = 0; j < 20; ++j)
        labels << QStringLiteral("t%1").arg(j);
    view.setPoints(exact, estimate, labels, QStringLiteral("query 19 (t19)"));
    view.plot()->replot();

    QCOMPARE(view.pointCount(), 20);
    QCOMPARE(view.plot()->graph(1)->dataCount(), 20); // graph 0 is the diagonal
    QCOMPARE(view.plot()->graph(0)->dataCount(), 2);
    QCOMPARE(view.exactValues(), exact);
    QCOMPARE(view.estimateValues(), estimate);

    const QImage image = view.grab().toImage();
    const QRect area = view.plot()->axisRect()->rect();
    QVERIFY2(distinctColours(image, area) > 10, "the plot area is not blank");
    // 20 discs of 6 px: far more blue pixels than a stray line could give.
    QVERIFY2(bluePixels(image, area) > 20 * 10, qPrintable(QString::number(bluePixels(image, area))));
}

void TestKernelEstimatePlot::titleNamesQueryAndSpread()
{
    KernelEstimatePlot view;
    // |1.1-1|/1 = 0.1, |1.8-2|/2 = 0.1, |4-4|/4 = 0: mean 0.0667.
    view.setPoints({ 1.0, 2.0, 4.0 }, { 1.1, 1.8, 4.0 }, {}, QStringLiteral("query 2"));
    QVERIFY(std::abs(view.relativeSpread() - 0.2 / 3.0) < 1e-12);
    QVERIFY(view.title().contains(QStringLiteral("query 2")));
    QVERIFY2(view.title().contains(QStringLiteral("0.0667")), qPrintable(view.title()));
    // A zero exact value has no relative error: it is left out of the mean.
    view.setPoints({ 0.0, 2.0 }, { 0.5, 3.0 }, {}, QStringLiteral("query 1"));
    QCOMPARE(view.relativeSpread(), 0.5);
}

void TestKernelEstimatePlot::logLogForPositiveValuesOverDecades()
{
    KernelEstimatePlot view;
    std::vector<double> exact;
    std::vector<double> estimate;
    kernelLikeData(30, &exact, &estimate);
    view.setPoints(exact, estimate, {}, QStringLiteral("query 0"));
    QVERIFY(view.isLogLog());
    QCOMPARE(view.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(view.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(view.plot()->xAxis->range().lower > 0);
}

void TestKernelEstimatePlot::linearWhenAnEstimateIsNegative()
{
    KernelEstimatePlot view;
    // Trig features can give a negative estimate of a positive kernel.
    view.setPoints({ 0.05, 1.0, 20.0 }, { -0.3, 1.2, 18.0 }, {}, QStringLiteral("query 0"));
    QVERIFY(!view.isLogLog());
    QCOMPARE(view.plot()->xAxis->scaleType(), QCPAxis::stLinear);
    QVERIFY(view.plot()->yAxis->range().contains(-0.3));
}

void TestKernelEstimatePlot::linearWhenTheRangeIsNarrow()
{
    KernelEstimatePlot view;
    view.setPoints({ 0.9, 1.0, 1.1 }, { 0.95, 1.05, 1.0 }, {}, QStringLiteral("query 0"));
    QVERIFY(!view.isLogLog());
}

void TestKernelEstimatePlot::diagonalSpansTheSharedRange()
{
    KernelEstimatePlot view;
    view.setPoints({ 0.5, 1.0, 3.0 }, { 0.2, 1.5, 2.0 }, {}, QStringLiteral("query 0"));
    const QCPRange x = view.plot()->xAxis->range();
    const QCPRange y = view.plot()->yAxis->range();
    QCOMPARE(x.lower, y.lower);
    QCOMPARE(x.upper, y.upper);
    QVERIFY(x.contains(0.2) && x.contains(3.0));
    const auto diagonal = view.plot()->graph(0)->data();
    QCOMPARE(diagonal->size(), 2);
    QCOMPARE(diagonal->at(0)->key, x.lower);
    QCOMPARE(diagonal->at(0)->value, x.lower);
    QCOMPARE(diagonal->at(1)->key, x.upper);
    QCOMPARE(diagonal->at(1)->value, x.upper);
}

void TestKernelEstimatePlot::dropsNonFinitePairsAndUsesTheShorterLength()
{
    KernelEstimatePlot view;
    const double infinity = std::numeric_limits<double>::infinity();
    view.setPoints({ 1.0, infinity, 3.0, 4.0 }, { 1.0, 2.0, std::nan("") }, {}, QStringLiteral("query 0"));
    QCOMPARE(view.pointCount(), 1);
    QCOMPARE(view.exactValues().front(), 1.0);
}

void TestKernelEstimatePlot::clearShowsTheHint()
{
    KernelEstimatePlot view;
    view.setPoints({ 1.0, 2.0 }, { 1.0, 2.0 }, {}, QStringLiteral("query 1"));
    QVERIFY(view.hasPoints());
    view.clear(QStringLiteral("No features for N this large"));
    QVERIFY(!view.hasPoints());
    QCOMPARE(view.plot()->graph(1)->dataCount(), 0);
    auto* hint = view.findChild<QLabel*>();
    QVERIFY(hint);
    QCOMPARE(hint->text(), QStringLiteral("No features for N this large"));
}


void TestKernelEstimatePlot::drawsInALaterTurnOnceForSeveralCalls()
{
    // The window hands an outcome to every view in one go: thousands of points are drawn in a turn of the event
    // loop of their own, not inside setPoints, and points given twice in a row are drawn once.
    KernelEstimatePlot view;
    showAt(view, QSize(420, 380));
    std::vector<double> exact;
    std::vector<double> estimate;
    kernelLikeData(4096, &exact, &estimate);
    // The first points bring the plot forward from under the hint: it is drawn as it is shown.
    view.setPoints(exact, estimate, {}, QStringLiteral("query 4096"));
    QTest::qWait(20);
    QSignalSpy replots(view.plot(), &QCustomPlot::afterReplot);
    view.setPoints(exact, estimate, {}, QStringLiteral("query 4095"));
    view.setPoints(estimate, exact, {}, QStringLiteral("query 4094"));
    QCOMPARE(replots.count(), 0);
    QTRY_COMPARE(replots.count(), 1);
    QTest::qWait(50);
    QCOMPARE(replots.count(), 1);
    QCOMPARE(view.plot()->graph(1)->dataCount(), 4096);
}

void TestKernelEstimatePlot::tooltipNamesTheKey()
{
    KernelEstimatePlot view;
    showAt(view, QSize(420, 380));
    QStringList labels;
    for (int j = 0; j < 3; ++j)
        labels << QStringLiteral("tok%1").arg(j);
    // Key 1 is not finite and left out: the points are keys 0 and 2, and each tooltip names its own key.
    view.setPoints({ 1.0, std::numeric_limits<double>::quiet_NaN(), 4.0 }, { 1.5, 2.0, 3.0 }, labels,
        QStringLiteral("query 2"));
    view.plot()->replot();
    const QPoint point(qRound(view.plot()->xAxis->coordToPixel(4.0)), qRound(view.plot()->yAxis->coordToPixel(3.0)));
    QTest::mouseMove(view.plot(), point);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("key 2 (tok2)")), qPrintable(QToolTip::text()));
    QVERIFY(QToolTip::text().contains(QStringLiteral("exact: 4")));
    QVERIFY(QToolTip::text().contains(QStringLiteral("estimate: 3")));
}

QTEST_MAIN(TestKernelEstimatePlot)
#include "test_kernel_estimate_plot.moc"
