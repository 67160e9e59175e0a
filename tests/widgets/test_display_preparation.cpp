// Display data prepared away from the views (issue 16, goal 6): what prepareMapDisplay() and
// prepareComparisonDisplay() work out equals what the views worked out on the GUI thread before (the range scans,
// core::downsample, the difference and its rounding check, re-implemented here as the old code had them), a view
// given prepared data draws exactly what it drew without it, data prepared for other matrices or another grid is
// not used, a background pooling that no longer answers the view's matrix is dropped, and the recycled buffers come
// back.

#include "core/error.h"
#include "widgets/heatmap/bucket_order.h"
#include "widgets/heatmap/comparison_display.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/map_display.h"
#include "core/recycled_matrices.h"
#include "widgets/heatmap/view.h"

#include <QSignalSpy>
#include <QtTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <numeric>
#include <random>

using attnlab::core::Matrix;
using attnlab::core::PoolMode;
using namespace attnlab::widgets;

namespace {

// Rows that sum to one, from a seeded generator; `holes` puts NaN (and one infinity) in, as undefined entries.
Matrix randomMap(int rows, int cols, unsigned seed, bool holes = false)
{
    std::mt19937 generator(seed);
    std::uniform_real_distribution<float> uniform(0.0F, 1.0F);
    Matrix map(rows, cols);
    for (int i = 0; i < rows; ++i) {
        for (int j = 0; j < cols; ++j)
            map(i, j) = uniform(generator);
        map.row(i) /= map.row(i).sum();
    }
    if (holes) {
        map(1, 2) = std::numeric_limits<float>::quiet_NaN();
        map(rows - 1, 0) = std::numeric_limits<float>::quiet_NaN();
        map(2, cols - 1) = std::numeric_limits<float>::infinity();
    }
    return map;
}

// The old GUI-thread range: every finite entry, by hand.
std::pair<float, float> finiteRangeByHand(const Matrix& m)
{
    float lower = std::numeric_limits<float>::infinity();
    float upper = -std::numeric_limits<float>::infinity();
    for (Eigen::Index k = 0; k < m.size(); ++k)
        if (std::isfinite(m.data()[k])) {
            lower = std::min(lower, m.data()[k]);
            upper = std::max(upper, m.data()[k]);
        }
    return lower > upper ? std::make_pair(0.0F, 0.0F) : std::make_pair(lower, upper);
}

bool sameEntries(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Eigen::Index k = 0; k < a.size(); ++k) {
        const float x = a.data()[k];
        const float y = b.data()[k];
        if (!(x == y || (std::isnan(x) && std::isnan(y))))
            return false;
    }
    return true;
}

double largestFiniteMagnitude(const Matrix& m)
{
    const auto [lower, upper] = finiteRangeByHand(m);
    return std::max(std::abs(static_cast<double>(lower)), std::abs(static_cast<double>(upper)));
}

void showAt(QWidget& view, const QSize& size)
{
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
}

} // namespace

class TestDisplayPreparation : public QObject {
    Q_OBJECT

private slots:
    void aMapDisplayHasTheRangeAndTheCellsTheViewWouldWorkOut_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QSize>("area");
        QTest::addColumn<bool>("holes");
        QTest::addColumn<int>("mode");
        QTest::newRow("pooled mean") << 97 << 131 << QSize(40, 30) << false << int(PoolMode::Mean);
        QTest::newRow("pooled max |x|") << 97 << 131 << QSize(40, 30) << false << int(PoolMode::MaxAbs);
        QTest::newRow("with NaN and an infinity, mean") << 64 << 64 << QSize(17, 23) << true << int(PoolMode::Mean);
        QTest::newRow("with NaN and an infinity, max") << 64 << 64 << QSize(17, 23) << true << int(PoolMode::MaxAbs);
        QTest::newRow("pooled one way only") << 50 << 20 << QSize(60, 10) << false << int(PoolMode::Mean);
        QTest::newRow("fits its area") << 20 << 20 << QSize(200, 200) << false << int(PoolMode::Mean);
        QTest::newRow("no area known") << 20 << 20 << QSize() << true << int(PoolMode::Mean);
    }
    void aMapDisplayHasTheRangeAndTheCellsTheViewWouldWorkOut()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QSize, area);
        QFETCH(bool, holes);
        QFETCH(int, mode);
        const Matrix map = randomMap(rows, cols, 7, holes);
        const MapDisplay display = prepareMapDisplay(map, area, static_cast<PoolMode>(mode));
        QVERIFY(display.answers(map));
        QVERIFY(!display.answers(Matrix(map))); // an equal copy is another matrix
        const auto [lower, upper] = finiteRangeByHand(map);
        QCOMPARE(display.minimum, lower);
        QCOMPARE(display.maximum, upper);
        const bool pooled = area.isValid() && (area.width() < cols || area.height() < rows);
        QCOMPARE(display.pooled.has_value(), pooled);
        if (!pooled)
            return;
        const QSize cells(std::min(cols, area.width()), std::min(rows, area.height()));
        QCOMPARE(display.pooled->cells, cells);
        QVERIFY(sameEntries(*display.pooled->values,
            attnlab::core::downsample(map, cells.height(), cells.width(), static_cast<PoolMode>(mode))));
    }

    void aComparisonDisplayHoldsTheDifferenceTheViewComputedBefore()
    {
        const Matrix exact = randomMap(60, 60, 1);
        const Matrix variant = randomMap(60, 60, 2, true);
        const ComparisonAreas areas { QSize(30, 30), QSize(25, 25), QSize(20, 20) };
        auto buffers = attnlab::core::RecycledMatrices::create();
        const ComparisonDisplay display = prepareComparisonDisplay(exact, variant, areas, true, {}, buffers.get());
        QVERIFY(display.answers(exact, variant));
        QVERIFY(display.difference);
        // The old code: variant - exact, its largest finite |entry| against the floor of the larger map.
        const Matrix difference = variant - exact;
        QVERIFY(sameEntries(*display.difference, difference));
        const double floor
            = ComparisonView::roundingFloor(std::max(largestFiniteMagnitude(exact), largestFiniteMagnitude(variant)));
        QCOMPARE(display.identicalUpToRounding, largestFiniteMagnitude(difference) <= floor);
        QVERIFY(!display.identicalUpToRounding);
        QCOMPARE(display.drawnDifference.get(), display.difference.get());
        QVERIFY(sameEntries(*display.drawnDifferenceDisplay.pooled->values,
            attnlab::core::downsample(difference, 20, 20, PoolMode::MaxAbs)));
        QVERIFY(sameEntries(*display.exact.pooled->values, attnlab::core::downsample(exact, 30, 30, PoolMode::Mean)));
        QVERIFY(
            sameEntries(*display.variant.pooled->values, attnlab::core::downsample(variant, 25, 25, PoolMode::Mean)));
        // The exact map the view already draws is not pooled again; its range is still known, or scanned.
        const ComparisonDisplay again = prepareComparisonDisplay(exact, variant, areas, false);
        QVERIFY(!again.exact.pooled);
        QVERIFY(again.exact.answers(exact));
        QCOMPARE(again.exact.maximum, exact.maxCoeff());
        const ComparisonDisplay known
            = prepareComparisonDisplay(exact, variant, areas, false, {}, nullptr, std::make_pair(-1.0F, 2.0F));
        QVERIFY(known.exact.answers(exact));
        QCOMPARE(known.exact.minimum, -1.0F); // taken as given, not scanned
        QCOMPARE(known.exact.maximum, 2.0F);
        // An exact map to pool is scanned whatever range is given.
        const ComparisonDisplay pooledAgain
            = prepareComparisonDisplay(exact, variant, areas, true, {}, nullptr, std::make_pair(-1.0F, 2.0F));
        QCOMPARE(pooledAgain.exact.maximum, exact.maxCoeff());
    }

    void roundingNoiseIsDrawnAsZerosAsBefore()
    {
        const Matrix exact = randomMap(40, 40, 3, true);
        Matrix variant = exact;
        variant(0, 0) += 1e-9F; // far below the floor
        variant(5, 7) -= 2e-9F;
        const ComparisonDisplay noise = prepareComparisonDisplay(exact, variant, {}, true);
        QVERIFY(noise.identicalUpToRounding);
        QVERIFY(sameEntries(*noise.difference, variant - exact)); // the tooltip's true difference
        Matrix zeros = variant - exact;
        for (Eigen::Index k = 0; k < zeros.size(); ++k)
            if (std::isfinite(zeros.data()[k]))
                zeros.data()[k] = 0;
        QVERIFY(noise.drawnDifference != noise.difference);
        QVERIFY(sameEntries(*noise.drawnDifference, zeros));
        const double floor = ComparisonView::roundingFloor(largestFiniteMagnitude(exact));
        QCOMPARE(noise.neutralLimit, floor);
        // The same map twice: nothing but zeros (and NaN) to draw, which the difference already is.
        const ComparisonDisplay same = prepareComparisonDisplay(exact, exact, {}, true);
        QVERIFY(same.identicalUpToRounding);
        QCOMPARE(same.drawnDifference.get(), same.difference.get());
        QVERIFY(sameEntries(*same.drawnDifference, zeros));
    }

    void mapsOfAnotherShapeGetNoDifference()
    {
        const Matrix exact = randomMap(12, 12, 1);
        const Matrix variant = randomMap(12, 8, 2);
        const ComparisonDisplay display = prepareComparisonDisplay(exact, variant, {}, true);
        QVERIFY(!display.difference);
        QVERIFY(display.answers(exact, variant));
        ComparisonView view;
        view.setMaps(std::make_shared<const Matrix>(exact), std::make_shared<const Matrix>(variant),
            QStringLiteral("v"), display);
        QVERIFY(!view.hasVariant());
        QVERIFY(view.variantView()->hasMatrix() == false);
    }

    void theComparisonDrawsTheSameWithPreparedDataAsWithout()
    {
        const auto exact = std::make_shared<const Matrix>(randomMap(300, 300, 11));
        const auto variant = std::make_shared<const Matrix>(randomMap(300, 300, 12, true));
        ComparisonView worked;
        ComparisonView prepared;
        showAt(worked, QSize(900, 360));
        showAt(prepared, QSize(900, 360));
        worked.setMaps(exact, variant, QStringLiteral("variant"));
        // Prepared for the panels as they are laid out with these maps (as the window's worker does after the first
        // change of an input).
        const ComparisonDisplay display = prepareComparisonDisplay(*exact, *variant, worked.plotAreas(), true);
        prepared.setMaps(exact, variant, QStringLiteral("variant"), display);
        QCoreApplication::processEvents();
        for (HeatmapView* panel : { prepared.exactView(), prepared.variantView(), prepared.differenceView() })
            QCOMPARE(panel->poolingsHere(), 0); // every cell came prepared
        QCOMPARE(prepared.difference().data(), display.difference->data()); // shared, not copied
        QVERIFY(sameEntries(prepared.difference(), worked.difference()));
        QCOMPARE(prepared.cellDescription(3, 4), worked.cellDescription(3, 4));
        QCOMPARE(prepared.identicalUpToRounding(), worked.identicalUpToRounding());
        for (int p = 0; p < 3; ++p) {
            HeatmapView* a = p == 0 ? worked.exactView() : p == 1 ? worked.variantView() : worked.differenceView();
            HeatmapView* b = p == 0 ? prepared.exactView()
                : p == 1            ? prepared.variantView()
                                    : prepared.differenceView();
            QCOMPARE(b->dataMinimum(), a->dataMinimum());
            QCOMPARE(b->dataMaximum(), a->dataMaximum());
            QCOMPARE(b->colorRange().lower, a->colorRange().lower);
            QCOMPARE(b->colorRange().upper, a->colorRange().upper);
            QCOMPARE(b->displayedCells(), a->displayedCells());
        }
        // What an export draws.
        QCOMPARE(prepared.renderImage(QSize(900, 360)), worked.renderImage(QSize(900, 360)));
    }

    void aDisplayPreparedForOtherMapsIsNotUsed()
    {
        const auto exact = std::make_shared<const Matrix>(randomMap(50, 50, 21));
        const auto variant = std::make_shared<const Matrix>(randomMap(50, 50, 22));
        const Matrix older = randomMap(50, 50, 23); // the maps of a change the view no longer shows
        const ComparisonDisplay stale = prepareComparisonDisplay(*exact, older, {}, true);
        QVERIFY(!stale.answers(*exact, *variant));
        ComparisonView view;
        view.setMaps(exact, variant, QStringLiteral("variant"), stale);
        QVERIFY(sameEntries(view.difference(), *variant - *exact));
        QCOMPARE(view.variantView()->dataMaximum(), variant->maxCoeff());
        // A map display for another matrix is ignored by a single view too.
        HeatmapView single;
        single.setMatrix(exact, QStringLiteral("exact"), prepareMapDisplay(older, QSize(10, 10), PoolMode::Mean));
        QCOMPARE(single.dataMaximum(), exact->maxCoeff());
    }

    void theSameTokensAgainAreNotLaidOutAnew()
    {
        HeatmapView view;
        showAt(view, QSize(300, 280));
        view.setTokenLabels({ "a", "b", "c" });
        view.setMatrix(randomMap(3, 3, 71), QStringLiteral("map"));
        view.plot()->replot();
        QSignalSpy replots(view.plot(), &QCustomPlot::afterReplot);
        view.setTokenLabels({ "a", "b", "c" }); // every outcome of an input brings its tokens again
        QCOMPARE(replots.count(), 0);
        QVERIFY(view.showsTokenLabelsOnKeys());
        view.setTokenLabels({ "a", "b", "d" });
        QVERIFY(replots.count() > 0);
    }

    void cellsPreparedForAnotherGridArePooledAnew()
    {
        // A small map is pooled at once, here, for the grid the layout asks for.
        HeatmapView view;
        showAt(view, QSize(300, 280));
        const auto map = std::make_shared<const Matrix>(randomMap(400, 400, 31));
        view.setMatrix(map, QStringLiteral("map"), prepareMapDisplay(*map, QSize(37, 37), PoolMode::Mean));
        view.plot()->replot();
        const QSize cells = view.displayedCells();
        QVERIFY(cells != QSize(37, 37));
        QCOMPARE(view.poolingsHere(), 1);
    }

    void aLargeMapIsPooledInTheBackgroundAndAStaleResultIsDropped()
    {
        HeatmapView view;
        showAt(view, QSize(300, 280));
        const int n = 1024; // HeatmapView::kBackgroundPoolingEntries
        const auto first = std::make_shared<const Matrix>(randomMap(n, n, 41));
        const auto second = std::make_shared<const Matrix>(randomMap(n, n, 42));
        // Cells prepared for a grid the layout does not ask for: drawn as they are while the grid is pooled.
        view.setMatrix(first, QStringLiteral("map"), prepareMapDisplay(*first, QSize(50, 50), PoolMode::Mean));
        view.plot()->replot();
        QVERIFY(view.isPooling());
        QCOMPARE(view.displayedCells(), QSize(50, 50));
        // Another matrix before the pooling of the first is back: the first's cells must never be drawn for it.
        view.setMatrix(second, QStringLiteral("map"), prepareMapDisplay(*second, QSize(60, 60), PoolMode::Mean));
        view.plot()->replot();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isPooling(), 20000);
        QCoreApplication::processEvents();
        view.plot()->replot();
        const QSize cells = view.displayedCells();
        QVERIFY(cells != QSize(60, 60));
        QCOMPARE(view.poolingsHere(), 0); // none of it on this thread
        const Matrix expected = attnlab::core::downsample(*second, cells.height(), cells.width(), PoolMode::Mean);
        QCPColorMapData* data = qobject_cast<QCPColorMap*>(view.plot()->plottable(0))->data();
        for (const auto& [x, y] : { std::pair { 0, 0 }, std::pair { cells.width() - 1, cells.height() / 2 } })
            QCOMPARE(data->cell(x, y), static_cast<double>(expected(y, x)));
    }

    void aFigureIsPooledForItsOwnSizeAtOnce()
    {
        HeatmapView view;
        showAt(view, QSize(300, 280));
        const auto map = std::make_shared<const Matrix>(randomMap(1024, 1024, 51));
        view.setMatrix(map, QStringLiteral("map"));
        view.plot()->replot();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isPooling(), 20000);
        const QImage screen = view.renderImage(view.size());
        // A figure at another size draws its own grid before it is painted, not the screen's cells stretched.
        const int before = view.poolingsHere();
        view.renderImage(QSize(700, 640));
        QCOMPARE(view.poolingsHere(), before + 1);
        QVERIFY(!view.isPooling());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isPooling(), 20000);
        QCOMPARE(view.renderImage(view.size()), screen);
    }

    void sortingIntoABufferEqualsSorting()
    {
        const Matrix map = randomMap(9, 7, 61);
        const std::vector<int> rows { 3, 1, 4, 0, 8, 5, 2, 7, 6 };
        const std::vector<int> columns { 6, 0, 5, 1, 4, 2, 3 };
        Matrix into(9, 7);
        permuteInto(map, rows, columns, into);
        QVERIFY(sameEntries(into, permuted(map, rows, columns)));
        Matrix wrong(7, 9);
        bool refused = false;
        try {
            permuteInto(map, rows, columns, wrong);
        } catch (const attnlab::core::Error&) {
            refused = true;
        }
        QVERIFY(refused);
    }

    // Sorting and pooling in one pass gives the sorted copy and the display of sorting first and pooling after:
    // pooled (both modes, with undefined entries) and drawn cell for cell.
    void sortingWithTheDisplayEqualsSortingThenPreparing()
    {
        const Matrix map = randomMap(90, 70, 67, true);
        std::vector<int> rows(90);
        std::vector<int> columns(70);
        std::iota(rows.begin(), rows.end(), 0);
        std::iota(columns.begin(), columns.end(), 0);
        std::mt19937 generator(5);
        std::shuffle(rows.begin(), rows.end(), generator);
        std::shuffle(columns.begin(), columns.end(), generator);
        const Matrix sorted = permuted(map, rows, columns);
        for (const auto mode : { attnlab::core::PoolMode::Mean, attnlab::core::PoolMode::MaxAbs })
            for (const QSize area : { QSize(30, 20), QSize(70, 40), QSize(200, 200) }) {
                Matrix into = Matrix::Constant(90, 70, -5.0f);
                const MapDisplay display = permuteIntoWithDisplay(map, rows, columns, into, area, mode);
                QVERIFY(sameEntries(into, sorted));
                const MapDisplay expected = prepareMapDisplay(sorted, area, mode);
                QVERIFY(display.answers(into));
                QCOMPARE(display.minimum, expected.minimum);
                QCOMPARE(display.maximum, expected.maximum);
                QCOMPARE(display.pooled.has_value(), expected.pooled.has_value());
                if (display.pooled) {
                    QCOMPARE(display.pooled->cells, expected.pooled->cells);
                    QVERIFY(sameEntries(*display.pooled->values, *expected.pooled->values));
                }
            }
    }
};

QTEST_MAIN(TestDisplayPreparation)
#include "test_display_preparation.moc"
