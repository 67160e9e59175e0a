// HeadGridView: every head keeps a readable size however many heads there are (they wrap into columns that fit
// the width and scroll when too many for the height), the numbers on a head's axes never run together, and the
// colour bar's title is written in full. Set ATTNLAB_SCREENSHOT_DIR to keep heads_8.png for a look by eye.

#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/view.h"

#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using attnlab::core::Matrix;
using attnlab::widgets::HeadGridView;
using attnlab::widgets::HeatmapView;

namespace {

// A banded map per head, each band at another offset: made up for display.
std::vector<HeadGridView::Head> heads(int count, int n)
{
    std::vector<HeadGridView::Head> result;
    for (int t = 0; t < count; ++t) {
        Matrix m = Matrix::Zero(n, n);
        for (int i = 0; i < n; ++i)
            for (int j = std::max(0, i - 2 - t); j <= i; ++j)
                m(i, j) = 1.0f / static_cast<float>(i - std::max(0, i - 2 - t) + 1);
        result.push_back({ QStringLiteral("head %1: local").arg(t), std::make_shared<const Matrix>(std::move(m)), {} });
    }
    return result;
}

QCPColorScale* colorScaleOf(const HeatmapView& view)
{
    for (QCPLayoutElement* element : view.plot()->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            return scale;
    return nullptr;
}

void replotAll(const HeadGridView& grid, int count)
{
    for (int t = 0; t < count; ++t)
        grid.headView(t)->plot()->replot();
}

} // namespace

class TestHeadGridView : public QObject {
    Q_OBJECT

private slots:
    void headsKeepAReadableSize();
    void headsWrapToTheWidth();
    void headsFollowTheColourMapAndScale();
    void fewerHeadsKeepTheirViewsForLater();
    void newHeadsReplotEachViewOnce();
    void aNewHeadCountReplotsEachViewOnce();
    void preparedDisplaysAreSwappedIn();
    void theGeometryForetellsWhereHeadsWillStand_data();
    void theGeometryForetellsWhereHeadsWillStand();
    void axisNumbersAndColourBarTitleFit_data();
    void axisNumbersAndColourBarTitleFit();
};

void TestHeadGridView::headsKeepAReadableSize()
{
    // Eight heads in the strip below the comparison: about as much room as the window gives them.
    HeadGridView grid;
    grid.resize(620, 300);
    grid.setHeads(heads(8, 64));
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTRY_VERIFY(grid.columnCount() > 0);
    replotAll(grid, 8);
    for (int t = 0; t < 8; ++t) {
        const HeatmapView* view = grid.headView(t);
        QVERIFY(view->width() >= HeadGridView::headMinimumSize().width());
        QVERIFY(view->height() >= HeadGridView::headMinimumSize().height());
        const QRect map = view->plot()->axisRect()->rect();
        QVERIFY2(map.width() >= 100 && map.height() >= 100,
            qPrintable(QStringLiteral("head %1: %2 x %3").arg(t).arg(map.width()).arg(map.height())));
    }
    // Not all of them fit the height: the rows scroll.
    QVERIFY(grid.scrollArea()->verticalScrollBar()->maximum() > 0);
    const QString dir = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(grid.grab().save(QDir(dir).filePath(QStringLiteral("heads_8.png"))));
}

void TestHeadGridView::headsWrapToTheWidth()
{
    HeadGridView grid;
    grid.resize(1100, 500);
    grid.setHeads(heads(8, 32));
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTRY_COMPARE(grid.columnCount(), 4); // at most four side by side
    grid.resize(520, 500);
    QTRY_COMPARE(grid.columnCount(), 2);
    grid.resize(300, 500);
    QTRY_COMPARE(grid.columnCount(), 1);
    // Two heads never spread into more columns than there are heads.
    grid.setHeads(heads(2, 32));
    grid.resize(1100, 500);
    QTRY_COMPARE(grid.columnCount(), 2);
    QCOMPARE(grid.headView(1)->title(), QStringLiteral("head 1: local"));
}

void TestHeadGridView::headsFollowTheColourMapAndScale()
{
    HeadGridView grid;
    grid.setHeads(heads(2, 16));
    grid.setColormap(QStringLiteral("cividis"));
    grid.setLogScale(true);
    for (int t = 0; t < 2; ++t) {
        QCOMPARE(grid.headView(t)->colormap(), QStringLiteral("cividis"));
        QVERIFY(grid.headView(t)->drawsLogScale());
    }
    // Heads that come later (another variant, more heads) are drawn alike.
    grid.setHeads(heads(4, 16));
    for (int t = 0; t < 4; ++t) {
        QCOMPARE(grid.headView(t)->colormap(), QStringLiteral("cividis"));
        QVERIFY(grid.headView(t)->drawsLogScale());
    }
    grid.setLogScale(false);
    QVERIFY(!grid.headView(3)->drawsLogScale());
}

void TestHeadGridView::fewerHeadsKeepTheirViewsForLater()
{
    HeadGridView grid;
    grid.resize(1100, 500);
    std::vector<HeadGridView::Head> eight = heads(8, 32);
    const std::weak_ptr<const Matrix> lastMap = eight.back().map;
    grid.setHeads(eight);
    eight.clear();
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    std::vector<QPointer<HeatmapView>> shown;
    for (int t = 0; t < 8; ++t)
        shown.emplace_back(grid.headView(t));
    // 8 -> 4: the last four are hidden and let go of their maps, not destroyed.
    grid.setHeads(heads(4, 32));
    QCOMPARE(grid.headCount(), 4);
    for (int t = 4; t < 8; ++t) {
        const QPointer<HeatmapView>& view = shown[static_cast<std::size_t>(t)];
        QVERIFY(!view.isNull());
        QVERIFY(!view->isVisible());
        QVERIFY(!view->hasMatrix());
    }
    QVERIFY(lastMap.expired());
    QTRY_COMPARE(grid.columnCount(), 4);
    // A colour map chosen meanwhile reaches them when they come back for 4 -> 8, in their places.
    grid.setColormap(QStringLiteral("cividis"));
    grid.setHeads(heads(8, 32));
    for (int t = 0; t < 8; ++t) {
        HeatmapView* view = grid.headView(t);
        QCOMPARE(view, shown[static_cast<std::size_t>(t)].data());
        QVERIFY(view->isVisible());
        QCOMPARE(view->title(), QStringLiteral("head %1: local").arg(t));
        QCOMPARE(view->colormap(), QStringLiteral("cividis"));
    }
    QCOMPARE(grid.findChildren<HeatmapView*>().size(), 8);
}

void TestHeadGridView::newHeadsReplotEachViewOnce()
{
    HeadGridView grid;
    grid.resize(1100, 500);
    grid.setHeads(heads(4, 32));
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTRY_COMPARE(grid.columnCount(), 4);
    QTest::qWait(50); // the first layout's replots are done
    std::vector<std::unique_ptr<QSignalSpy>> replots;
    for (int t = 0; t < 4; ++t)
        replots.push_back(std::make_unique<QSignalSpy>(grid.headView(t)->plot(), &QCustomPlot::afterReplot));
    // Other maps for the same views, with another shared range: each view lays out and draws once.
    std::vector<HeadGridView::Head> next = heads(4, 32);
    for (HeadGridView::Head& head : next)
        head.map = std::make_shared<const Matrix>(*head.map * 2.0f);
    grid.setHeads(next);
    // The heads replot through the grid's queue, one per turn of the event loop.
    QTRY_VERIFY(std::all_of(replots.begin(), replots.end(), [](const auto& spy) { return spy->count() > 0; }));
    QTest::qWait(50);
    for (int t = 0; t < 4; ++t)
        QCOMPARE(replots[static_cast<std::size_t>(t)]->count(), 1);
}

// A change of the head count lays every head out anew at another size: each view still draws once, at its new size,
// not once for its map and again when the layout resizes it.
void TestHeadGridView::aNewHeadCountReplotsEachViewOnce()
{
    HeadGridView grid;
    grid.resize(1100, 700);
    grid.setHeads(heads(8, 32));
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setHeads(heads(4, 32));
    QTRY_COMPARE(grid.columnCount(), 4);
    QTest::qWait(50);
    const QSize oneRow = grid.headView(0)->size();
    std::vector<std::unique_ptr<QSignalSpy>> replots;
    for (int t = 0; t < 4; ++t)
        replots.push_back(std::make_unique<QSignalSpy>(grid.headView(t)->plot(), &QCustomPlot::afterReplot));
    grid.setHeads(heads(8, 32));
    QTRY_VERIFY(std::all_of(replots.begin(), replots.end(), [](const auto& spy) { return spy->count() > 0; }));
    QTest::qWait(50);
    QVERIFY(grid.headView(0)->size() != oneRow);
    for (int t = 0; t < 4; ++t)
        QCOMPARE(replots[static_cast<std::size_t>(t)]->count(), 1);
}

void TestHeadGridView::preparedDisplaysAreSwappedIn()
{
    // Heads of 2^20 entries with their ranges and cells worked out elsewhere (as the window's worker does) for
    // another plot area than the one the heads get: drawn with those cells, pooled anew in the background, never
    // on this thread; the shared colour range comes from the prepared maxima.
    std::vector<HeadGridView::Head> prepared = heads(3, 1024);
    float largest = 0;
    for (HeadGridView::Head& head : prepared) {
        head.display = attnlab::widgets::prepareMapDisplay(*head.map, QSize(90, 90), attnlab::core::PoolMode::Mean);
        largest = std::max(largest, head.display.maximum);
    }
    HeadGridView grid;
    grid.resize(900, 300);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setHeads(prepared);
    const HeatmapView* first = grid.headView(0);
    for (int t = 0; t < 3; ++t) {
        const HeatmapView* view = grid.headView(t);
        QCOMPARE(view->sharedMatrix(), prepared[static_cast<std::size_t>(t)].map); // shared, not copied
        QCOMPARE(view->colorRange().upper, static_cast<double>(largest));
    }
    QTRY_VERIFY(!grid.headView(2)->isPooling() && grid.headView(2)->displayedCells().width() > 0);
    for (int t = 0; t < 3; ++t)
        QCOMPARE(grid.headView(t)->poolingsHere(), 0);
    QVERIFY(!grid.headPlotArea().isEmpty());
    QCOMPARE(grid.headPlotArea(), first->plotArea());
    // Fewer heads keep the first views, with their size.
    grid.setHeads(heads(2, 16));
    QCOMPARE(grid.headView(0), first);
}

void TestHeadGridView::theGeometryForetellsWhereHeadsWillStand_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("one row fits, two scroll") << QSize(1000, 300);
    QTest::newRow("two rows fit, three scroll") << QSize(1000, 700);
    QTest::newRow("two columns") << QSize(560, 480);
    QTest::newRow("wide and low") << QSize(1300, 260);
}

void TestHeadGridView::theGeometryForetellsWhereHeadsWillStand()
{
    // The window pools the next heads' maps for the plot area the geometry foretells before they are computed: each
    // head then stands within a pixel of it (the layout gives the odd pixels of the width to some columns), with
    // or without a scroll bar, in one row filling the height or in rows at their minimum height.
    QFETCH(QSize, size);
    HeadGridView grid;
    grid.resize(size);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    const auto laidOut = [&grid](int count, const QSize& predicted) {
        for (int attempt = 0; attempt < 40; ++attempt) {
            QCoreApplication::processEvents();
            replotAll(grid, count);
            bool within = true;
            for (int t = 0; t < count; ++t) {
                const QSize actual = grid.headView(t)->plotArea();
                within = within && std::abs(actual.width() - predicted.width()) <= 1
                    && std::abs(actual.height() - predicted.height()) <= 1;
            }
            if (within)
                return true;
            QTest::qWait(20);
        }
        for (int t = 0; t < count; ++t)
            qWarning() << "head" << t << grid.headView(t)->plotArea() << "foretold" << predicted;
        return false;
    };
    grid.setHeads(heads(4, 256));
    QTRY_VERIFY(!grid.headView(0)->plotArea().isEmpty());
    replotAll(grid, 4);
    for (const int count : { 8, 4, 3, 1, 6, 12, 2, 5 }) {
        const QSize predicted = grid.geometry().plotArea(count);
        grid.setHeads(heads(count, 256));
        QVERIFY2(laidOut(count, predicted), qPrintable(QStringLiteral("%1 heads").arg(count)));
    }
}

void TestHeadGridView::axisNumbersAndColourBarTitleFit_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("N = 64") << 64;
    QTest::newRow("N = 1024, pooled") << 1024;
}

void TestHeadGridView::axisNumbersAndColourBarTitleFit()
{
    QFETCH(int, n);
    HeadGridView grid;
    grid.resize(560, 260);
    grid.setHeads(heads(4, n));
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTRY_VERIFY(grid.columnCount() > 0);
    replotAll(grid, 4);
    const QString dir = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(grid.grab().save(QDir(dir).filePath(QStringLiteral("heads_4_%1.png").arg(n))));
    for (int t = 0; t < 4; ++t) {
        const HeatmapView* view = grid.headView(t);
        const QCPAxis* keys = view->plot()->xAxis;
        const QFontMetricsF metrics(keys->tickLabelFont());
        double previousRight = -1e9;
        for (int k = 0; k < keys->tickVector().size(); ++k) {
            if (!keys->range().contains(keys->tickVector()[k]))
                continue;
            const double centre = keys->coordToPixel(keys->tickVector()[k]);
            const double half = 0.5 * metrics.horizontalAdvance(keys->tickVectorLabels()[k]);
            QVERIFY2(centre - half > previousRight + 2, qPrintable(keys->tickVectorLabels().toList().join(u',')));
            previousRight = centre + half;
        }
        // The colour bar says what its colours mean, unshortened, within its own height.
        QCPColorScale* scale = colorScaleOf(*view);
        QVERIFY(scale);
        const QString title = scale->axis()->label();
        QVERIFY2(title.startsWith(QStringLiteral("weight")) && !title.contains(QChar(0x2026)), qPrintable(title));
        QVERIFY(QFontMetricsF(scale->axis()->labelFont()).horizontalAdvance(title) < scale->rect().height());
        QVERIFY(view->plot()->viewport().contains(scale->outerRect()));
    }
}

QTEST_MAIN(TestHeadGridView)
#include "test_head_grid_view.moc"
