// MemoryTimeline: each kind of read drawn in its own colour where its positions are, the query marked, chunks and
// arcs given room, token labels when they fit, tooltips that name the read. Runs offscreen.

#include "widgets/plots/memory_timeline.h"

#include <QSet>
#include <QtTest>

#include <vector>

using attnlab::core::MemoryRead;
using attnlab::core::MemoryReadKind;
using attnlab::widgets::MemoryTimeline;

namespace {

QStringList tokens(int n)
{
    QStringList labels;
    for (int p = 0; p < n; ++p)
        labels << QStringLiteral("t%1").arg(p);
    return labels;
}

// One read of every kind (no single variant reads all four; the view does not care), query 37 of 40.
std::vector<MemoryRead> everyKind()
{
    return {
        { MemoryReadKind::Pooled, 0, 7 },
        { MemoryReadKind::Kept, 10, 10 },
        { MemoryReadKind::Chunk, 16, 23 },
        { MemoryReadKind::Cache, 30, 37 },
    };
}

QImage render(MemoryTimeline& view, int width)
{
    view.resize(width, view.heightForWidth(width));
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return QImage();
    return view.grab().toImage();
}

// Pixels of `colour` in the image column through x.
int pixelsInColumn(const QImage& image, int x, const QColor& colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        count += image.pixelColor(x, y).rgb() == colour.rgb();
    return count;
}

} // namespace

class TestMemoryTimeline : public QObject {
    Q_OBJECT

private slots:
    void startsEmpty();
    void eachKindIsDrawnInItsOwnColour();
    void queryIsMarked();
    void unreadAndFuturePositionsAreSetApart();
    void chunksAndArcsTakeRoom();
    void tokenLabelsOnlyWhenTheyFit();
    void weightsAreDrawnUnderTheirPositions();
    void exactWeightsReachTheirHeightWhenCellsAreNarrowerThanAPixel();
    void tokenLabelsAreMeasuredOnlyWhenTheyCouldFit();
    void headlineCountsScores();
    void tooltipsNameTheRead();
    void badInputShowsAHint();
};

void TestMemoryTimeline::startsEmpty()
{
    MemoryTimeline view;
    QVERIFY(!view.hasReads());
    QCOMPARE(view.positionAt(QPointF(10, 10)), -1);
    const QImage image = render(view, 300);
    QVERIFY(!image.isNull());
}

void TestMemoryTimeline::eachKindIsDrawnInItsOwnColour()
{
    MemoryTimeline view;
    view.setReads(40, 37, everyKind(), tokens(40), 8);
    const QImage image = render(view, 600);
    QVERIFY(!image.isNull());

    QSet<QRgb> kindColours;
    for (const MemoryRead& read : everyKind()) {
        const QColor expected = MemoryTimeline::kindColor(read.kind);
        kindColours.insert(expected.rgb());
        for (const int position : { read.first, read.last }) {
            const QPoint pixel = view.cellCenter(position).toPoint();
            QVERIFY2(view.spanRect(read).contains(pixel), "the position's cell lies in its read's span");
            QCOMPARE(image.pixelColor(pixel).rgb(), expected.rgb());
        }
    }
    QCOMPARE(kindColours.size(), 4); // four kinds, four colours
}

void TestMemoryTimeline::queryIsMarked()
{
    MemoryTimeline view;
    view.setReads(40, 37, everyKind(), tokens(40), 8);
    const QImage image = render(view, 600);
    const QPointF centre = view.cellCenter(37);
    const QRectF track = view.trackRect();
    // The triangle above the query's cell and the outline around it.
    QCOMPARE(image.pixelColor(QPoint(qRound(centre.x()), qRound(track.top() - 8))).rgb(),
        MemoryTimeline::queryColor().rgb());
    const int cellLeft = qRound(track.left() + 37 * track.width() / 40);
    bool outlined = false;
    for (int x = cellLeft - 1; x <= cellLeft + 2; ++x)
        outlined
            = outlined || image.pixelColor(QPoint(x, qRound(centre.y()))).rgb() == MemoryTimeline::queryColor().rgb();
    QVERIFY2(outlined, "the query's cell has an outline in the query colour");
    QCOMPARE(view.positionAt(centre), 37);
}

void TestMemoryTimeline::unreadAndFuturePositionsAreSetApart()
{
    MemoryTimeline view;
    view.setReads(40, 37, everyKind(), tokens(40), 8);
    const QImage image = render(view, 600);
    const QColor unread = image.pixelColor(view.cellCenter(12).toPoint());
    const QColor future = image.pixelColor(view.cellCenter(39).toPoint());
    QVERIFY(unread != future);
    for (const MemoryRead& read : everyKind()) {
        QVERIFY(unread.rgb() != MemoryTimeline::kindColor(read.kind).rgb());
        QVERIFY(future.rgb() != MemoryTimeline::kindColor(read.kind).rgb());
    }
    QVERIFY(future.lightness() > unread.lightness());
}

void TestMemoryTimeline::chunksAndArcsTakeRoom()
{
    MemoryTimeline plain;
    plain.setReads(40, 37, { { MemoryReadKind::Cache, 30, 37 } });
    MemoryTimeline chunked;
    chunked.setReads(40, 37, { { MemoryReadKind::Chunk, 32, 37 } }, QStringList(), 8);
    MemoryTimeline reaching; // reads an earlier chunk: arcs above the chunk band
    reaching.setReads(
        40, 37, { { MemoryReadKind::Chunk, 24, 31 }, { MemoryReadKind::Chunk, 32, 37 } }, QStringList(), 8);
    QVERIFY(chunked.heightForWidth(500) > plain.heightForWidth(500));
    QVERIFY(reaching.heightForWidth(500) > chunked.heightForWidth(500));
    QCOMPARE(reaching.chunkSize(), 8);
    // The track moves down to make the room, and the reads still land on their positions.
    reaching.resize(500, reaching.heightForWidth(500));
    chunked.resize(500, chunked.heightForWidth(500));
    QVERIFY(reaching.trackRect().top() > chunked.trackRect().top());
    QCOMPARE(reaching.positionAt(reaching.cellCenter(24)), 24);
}

void TestMemoryTimeline::tokenLabelsOnlyWhenTheyFit()
{
    MemoryTimeline few;
    few.setReads(10, 9, { { MemoryReadKind::Cache, 6, 9 } }, tokens(10));
    few.resize(500, few.heightForWidth(500));
    QVERIFY(few.showsTokenLabels());
    MemoryTimeline many;
    many.setReads(400, 399, { { MemoryReadKind::Cache, 392, 399 } }, tokens(400));
    many.resize(500, many.heightForWidth(500));
    QVERIFY(!many.showsTokenLabels());
    QVERIFY(few.heightForWidth(500) > many.heightForWidth(500));
}

void TestMemoryTimeline::weightsAreDrawnUnderTheirPositions()
{
    MemoryTimeline view;
    const std::vector<MemoryRead> reads { { MemoryReadKind::Cache, 5, 9 } };
    view.setReads(10, 9, reads);
    const int withoutWeights = view.heightForWidth(500);
    std::vector<double> weights(10, 0.0);
    weights[7] = 1.0;
    view.setWeights(weights, std::vector<double>(10, 0.1));
    QVERIFY(view.hasWeights());
    QVERIFY(view.heightForWidth(500) > withoutWeights);

    const QImage image = render(view, 500);
    const QColor cache = MemoryTimeline::kindColor(MemoryReadKind::Cache);
    const int trackHeight = qRound(view.trackRect().height());
    // Position 7 holds all the weight: its column has the track's cell plus a tall bar in the cache colour;
    // position 6 (weight 0) has only the track's cell.
    const int tall = pixelsInColumn(image, qRound(view.cellCenter(7).x()), cache);
    const int flat = pixelsInColumn(image, qRound(view.cellCenter(6).x()), cache);
    QVERIFY2(tall > flat + 40, qPrintable(QStringLiteral("%1 vs %2").arg(tall).arg(flat)));
    QVERIFY(flat >= trackHeight - 4);

    // Weights of the wrong length are refused; new reads drop the old weights.
    view.setWeights(std::vector<double>(9, 0.1), std::vector<double>(10, 0.1));
    QVERIFY(!view.hasWeights());
    view.setWeights(weights, std::vector<double>(10, 0.1));
    view.setReads(10, 8, { { MemoryReadKind::Cache, 4, 8 } });
    QVERIFY(!view.hasWeights());
}

void TestMemoryTimeline::exactWeightsReachTheirHeightWhenCellsAreNarrowerThanAPixel()
{
    // 4096 positions on 500 pixels: the exact line is drawn a pixel column at a time, and one position's weight
    // must still rise to the top of the weights area.
    const int n = 4096;
    MemoryTimeline view;
    view.setReads(n, n - 1, { { MemoryReadKind::Cache, n - 64, n - 1 } });
    std::vector<double> exact(n, 0.0);
    exact[1000] = 1.0;
    view.setWeights(std::vector<double>(n, 0.0), exact);
    const QImage image = render(view, 500);
    const auto darkPixels = [&image](int x) {
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            const QColor c = image.pixelColor(x, y);
            count += c.red() < 90 && c.green() < 90 && c.blue() < 90;
        }
        return count;
    };
    const int spike = darkPixels(qRound(view.cellCenter(1000).x()));
    const int flat = darkPixels(qRound(view.cellCenter(2500).x()));
    // The weights area is at least 70 pixels tall; the flat column holds the line along the bottom and the text.
    QVERIFY2(spike > flat + 50, qPrintable(QStringLiteral("%1 vs %2").arg(spike).arg(flat)));
}

void TestMemoryTimeline::tokenLabelsAreMeasuredOnlyWhenTheyCouldFit()
{
    // Layouts ask for the height again and again: 4096 labels on a few hundred pixels can never fit, and are not
    // measured at all.
    MemoryTimeline many;
    many.setReads(4096, 4095, { { MemoryReadKind::Cache, 4000, 4095 } }, tokens(4096));
    for (int width = 300; width < 1300; width += 100)
        many.heightForWidth(width);
    QVERIFY(!many.showsTokenLabels());
    QCOMPARE(many.tokenMeasurements(), 0);

    // Labels that could fit are measured once, and not again for another query or width over the same labels.
    MemoryTimeline few;
    few.setReads(10, 9, { { MemoryReadKind::Cache, 6, 9 } }, tokens(10));
    few.resize(500, few.heightForWidth(500));
    QVERIFY(few.showsTokenLabels());
    few.setReads(10, 7, { { MemoryReadKind::Cache, 4, 7 } }, tokens(10));
    few.heightForWidth(600);
    QVERIFY(few.showsTokenLabels());
    QCOMPARE(few.tokenMeasurements(), 1);
    // Other labels, or another font, are measured again.
    QStringList longer = tokens(10);
    longer[3] = QStringLiteral("a much longer token");
    few.setReads(10, 9, { { MemoryReadKind::Cache, 6, 9 } }, longer);
    few.heightForWidth(500);
    QCOMPARE(few.tokenMeasurements(), 2);
    QFont larger = few.font();
    larger.setPointSizeF(larger.pointSizeF() + 3);
    few.setFont(larger);
    few.heightForWidth(500);
    QCOMPARE(few.tokenMeasurements(), 3);
}

void TestMemoryTimeline::headlineCountsScores()
{
    MemoryTimeline view;
    view.setReads(40, 37, everyKind(), tokens(40), 8);
    // 1 kept + 8 chunk + 8 cache keys, 1 pooled slot; exact causal attention scores 38 positions.
    QCOMPARE(view.headline(), QStringLiteral("18 scores: 17 keys + 1 pooled slot (exact attention: 38)"));
}

void TestMemoryTimeline::tooltipsNameTheRead()
{
    MemoryTimeline view;
    view.setReads(40, 37, everyKind(), tokens(40), 8);
    QVERIFY(view.describePosition(3).contains(QStringLiteral("pooled slot: positions 0–7")));
    QVERIFY(view.describePosition(10).contains(QStringLiteral("kept key")));
    QVERIFY(view.describePosition(20).contains(QStringLiteral("chunk: positions 16–23")));
    QVERIFY(view.describePosition(37).contains(QStringLiteral("the query")));
    QVERIFY(view.describePosition(12).contains(QStringLiteral("not read")));
    QVERIFY(view.describePosition(39).contains(QStringLiteral("never reads ahead")));
    QVERIFY(view.describePosition(5).contains(QStringLiteral("(t5)")));
}

void TestMemoryTimeline::badInputShowsAHint()
{
    MemoryTimeline view;
    view.setReads(10, 12, { { MemoryReadKind::Cache, 6, 9 } });
    QVERIFY(!view.hasReads());
    view.setReads(10, 9, { { MemoryReadKind::Cache, 6, 10 } });
    QVERIFY(!view.hasReads());
    view.setReads(10, 9, { { MemoryReadKind::Cache, 6, 9 } });
    QVERIFY(view.hasReads());
    view.clear();
    QVERIFY(!view.hasReads());
}

QTEST_MAIN(TestMemoryTimeline)
#include "test_memory_timeline.moc"
