// SpectrumPlot: two series on a logarithmic value axis, zero values left as gaps, the rank marker, the empty
// state, and a rendering that is not blank.

#include "image_pixels.h"
#include "widgets/plots/spectrum_plot.h"

#include <QtTest>
#include <qcustomplot.h>

#include <cmath>

using attnlab::widgets::SpectrumPlot;

namespace {

using attnlab::test::pixelsNear;

// A spectrum that decays like a low-rank map's: sigma_t = 0.7^t, made up for display.
std::vector<double> decaying(int count)
{
    std::vector<double> values;
    for (int t = 0; t < count; ++t)
        values.push_back(std::pow(0.7, t));
    return values;
}

// The first `rank` values, then zeros: the spectrum of a rank-r truncation.
std::vector<double> truncated(int count, int rank)
{
    std::vector<double> values = decaying(count);
    for (int t = rank; t < count; ++t)
        values[static_cast<std::size_t>(t)] = 0.0;
    return values;
}

QCPItemStraightLine* markerOf(const SpectrumPlot& plot)
{
    for (int k = 0; k < plot.plot()->itemCount(); ++k)
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot.plot()->item(k)))
            return line;
    return nullptr;
}

} // namespace

class TestSpectrumPlot : public QObject {
    Q_OBJECT

private slots:
    void startsEmptyWithAHint()
    {
        SpectrumPlot plot;
        QVERIFY(!plot.hasSpectra());
        const QImage image = plot.renderImage(QSize(300, 200));
        QVERIFY(pixelsNear(image, Qt::white, 10) < 300 * 200); // the hint is drawn
    }

    void twoSeriesOnALogScale()
    {
        SpectrumPlot plot;
        plot.setSpectra(decaying(20), truncated(20, 20), QStringLiteral("variant M"));
        QVERIFY(plot.hasSpectra());
        QCOMPARE(plot.plot()->graphCount(), 2);
        QCOMPARE(plot.plot()->graph(0)->dataCount(), 20);
        QCOMPARE(plot.plot()->graph(1)->dataCount(), 20);
        QCOMPARE(plot.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot.plot()->xAxis->label(), QStringLiteral("index"));
        QCOMPARE(plot.plot()->yAxis->label(), QStringLiteral("singular value"));
        // Index 1 holds the largest value; the value axis spans every value drawn.
        QCOMPARE(plot.plot()->graph(0)->data()->at(0)->key, 1.0);
        QVERIFY(plot.plot()->yAxis->range().contains(1.0));
        QVERIFY(plot.plot()->yAxis->range().contains(std::pow(0.7, 19)));
        QCOMPARE(plot.plot()->legend->itemCount(), 2);
    }

    void indexTicksAreWholeNumbers()
    {
        // 14 singular values: the stock ticker chose 2.5, 7.5, 12.5, positions between two indices.
        SpectrumPlot plot;
        plot.resize(420, 260);
        plot.setSpectra(decaying(14), truncated(14, 14), QStringLiteral("variant M"));
        plot.plot()->replot();
        const QVector<double> ticks = plot.plot()->xAxis->tickVector();
        QVERIFY(!ticks.isEmpty());
        for (const double tick : ticks)
            QCOMPARE(tick, std::round(tick));
    }

    void narrowRangeTicksReadApart()
    {
        // Singular values between 1 and 3 (a near-uniform map): the log ticker's ticks between powers of ten were
        // all written 2*10^0. Every tick label is now a different plain number, and there are at least three.
        SpectrumPlot plot;
        plot.resize(420, 260);
        plot.setSpectra({ 3.0, 2.0, 1.5, 1.0 }, { 2.9, 2.1, 1.4, 1.1 }, QStringLiteral("variant M"));
        plot.plot()->replot();
        const QVector<QString> labels = plot.plot()->yAxis->tickVectorLabels();
        QVERIFY(labels.size() >= 3);
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
        QVERIFY(labels.contains(QStringLiteral("1")));
        QVERIFY(labels.contains(QStringLiteral("2")));

        // Over many decades: powers of ten again.
        plot.setSpectra(decaying(40), truncated(40, 40), QStringLiteral("variant M"));
        plot.plot()->replot();
        QVERIFY(qSharedPointerDynamicCast<QCPAxisTickerLog>(plot.plot()->yAxis->ticker()));
    }

    void zerosAreGapsNamedInTheLegend()
    {
        SpectrumPlot plot;
        plot.setSpectra(decaying(20), truncated(20, 5), QStringLiteral("rank 5"));
        QCOMPARE(plot.plot()->graph(1)->dataCount(), 20);
        QVERIFY(std::isnan(plot.plot()->graph(1)->data()->at(5)->value));
        QVERIFY(!std::isnan(plot.plot()->graph(1)->data()->at(4)->value));
        QVERIFY(plot.plot()->graph(1)->name().contains(QStringLiteral("15 zero values not drawn")));
        QVERIFY(plot.plot()->yAxis->range().lower > 0);
    }

    void rankMarkerSitsBetweenKeptAndDropped()
    {
        SpectrumPlot plot;
        plot.setSpectra(decaying(20), truncated(20, 5), QStringLiteral("rank 5"));
        plot.setRankMarker(5, QStringLiteral("r = 5"));
        QCOMPARE(plot.rankMarker(), std::optional<int>(5));
        QCPItemStraightLine* marker = markerOf(plot);
        QVERIFY(marker);
        QVERIFY(marker->visible());
        QCOMPARE(marker->point1->coords().x(), 5.5);
        QCOMPARE(marker->point2->coords().x(), 5.5);
        // A rank that drops nothing is not marked.
        plot.setRankMarker(20, QStringLiteral("r = 20"));
        QVERIFY(!marker->visible());
        plot.setRankMarker(3, QStringLiteral("r = 3"));
        QVERIFY(marker->visible());
        plot.clearRankMarker();
        QVERIFY(!marker->visible());
    }

    void rendersBothCurves()
    {
        SpectrumPlot plot;
        plot.setSpectra(decaying(30), truncated(30, 8), QStringLiteral("variant M"));
        plot.setRankMarker(8, QStringLiteral("k = 8"));
        const QImage image = plot.renderImage(QSize(420, 260));
        QCOMPARE(image.size(), QSize(420, 260));
        QVERIFY(pixelsNear(image, QColor(0, 0, 0), 40) > 200); // the exact curve, axes and text
        QVERIFY(pixelsNear(image, QColor(213, 94, 0), 40) > 80); // the variant's vermillion curve
        if (const QByteArray dir = qgetenv("ATTNLAB_SCREENSHOT_DIR"); !dir.isEmpty())
            image.save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("spectrum_plot.png")));
    }

    void clearShowsTheHintAgain()
    {
        SpectrumPlot plot;
        plot.setSpectra(decaying(10), decaying(10), QStringLiteral("same"));
        plot.clear(QStringLiteral("nothing here"));
        QVERIFY(!plot.hasSpectra());
        QCOMPARE(plot.plot()->graph(0)->dataCount(), 0);
    }
};

QTEST_MAIN(TestSpectrumPlot)
#include "test_spectrum_plot.moc"
