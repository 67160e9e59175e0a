// The maps the window hands to its views are shared, not copied (64 MiB a map at N = 4096), and a map given again
// is not scanned or pooled again: what keeps a change of the variant's parameters cheap on the GUI thread. What the
// views show must be the same as with copies.
#include "core/matrix.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/view.h"

#include <QtTest>
#include <qcustomplot.h>

#include <cmath>
#include <limits>
#include <memory>

using namespace attnlab;
using attnlab::core::Matrix;
using attnlab::widgets::ComparisonView;
using attnlab::widgets::HeatmapView;

namespace {

std::shared_ptr<const Matrix> randomMap(int n, unsigned seed)
{
    std::srand(seed);
    Matrix map = Matrix::Random(n, n).cwiseAbs();
    for (int i = 0; i < n; ++i)
        map.row(i) /= map.row(i).sum();
    return std::make_shared<const Matrix>(std::move(map));
}

// The value drawn in the first cell (row 0, key 0).
double firstCell(const HeatmapView& view)
{
    return qobject_cast<QCPColorMap*>(view.plot()->plottable(0))->data()->cell(0, 0);
}

} // namespace

class TestSharedMaps : public QObject {
    Q_OBJECT

private slots:
    void theViewSharesTheMatrixItIsGiven()
    {
        HeatmapView view;
        const auto map = randomMap(40, 1);
        view.setMatrix(map, QStringLiteral("map"));
        QCOMPARE(view.sharedMatrix().get(), map.get());
        QCOMPARE(view.value(3, 7), (*map)(3, 7));
        // The copying overload still copies: the caller's matrix may change afterwards.
        Matrix mine = *map;
        view.setMatrix(mine, QStringLiteral("copy"));
        mine.setZero();
        QCOMPARE(view.value(3, 7), (*map)(3, 7));
    }

    void theSameMatrixAgainKeepsItsPooledCells()
    {
        HeatmapView view;
        view.resize(420, 380);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto map = randomMap(1500, 2);
        view.setMatrix(map, QStringLiteral("map"));
        view.plot()->replot();
        QVERIFY(view.displayedCells().width() < 1500); // pooled to the pixels
        QCOMPARE(view.poolingsHere(), 1);
        const double drawn = firstCell(view);
        view.setMatrix(map, QStringLiteral("map"));
        view.plot()->replot();
        QCOMPARE(view.poolingsHere(), 1); // not pooled again
        QCOMPARE(firstCell(view), drawn);
        // Another matrix of the same size, or the same under another title, is drawn anew.
        const auto other = randomMap(1500, 3);
        view.setMatrix(other, QStringLiteral("map"));
        view.plot()->replot();
        QCOMPARE(view.poolingsHere(), 1); // the new matrix's cells, pooled once
        const QSize cells = view.displayedCells();
        const Matrix expected
            = attnlab::core::downsample(*other, cells.height(), cells.width(), attnlab::core::PoolMode::Mean);
        QCOMPARE(firstCell(view), static_cast<double>(expected(0, 0)));
        QVERIFY(firstCell(view) != drawn);
    }

    void aNewRangeRedrawsTheLogFloorOfAMatrixKept()
    {
        HeatmapView view;
        view.resize(420, 380);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setLogScale(true);
        auto map = std::make_shared<Matrix>(Matrix::Constant(30, 30, 0.5F));
        map->topLeftCorner(10, 10).setZero(); // below any floor: drawn at the floor
        const std::shared_ptr<const Matrix> shared = map;
        view.setColorRange(0, 1);
        view.setMatrix(shared, QStringLiteral("map"));
        view.plot()->replot();
        QCOMPARE(firstCell(view), 1.0 * std::pow(10.0, -HeatmapView::kLogDecades));
        // The same matrix again under a shared range that moved (as the exact map while the variant changes).
        view.setMatrix(shared, QStringLiteral("map"));
        view.setColorRange(0, 2);
        view.plot()->replot();
        QCOMPARE(firstCell(view), 2.0 * std::pow(10.0, -HeatmapView::kLogDecades));
    }

    void theRangeSkipsEntriesThatAreNotFinite()
    {
        HeatmapView view;
        Matrix map = Matrix::Constant(5, 5, 0.25F);
        map(1, 1) = -0.5F;
        map(2, 3) = 0.75F;
        map(0, 0) = std::numeric_limits<float>::quiet_NaN();
        view.setMatrix(map, QStringLiteral("with NaN"));
        QCOMPARE(view.dataMinimum(), -0.5F);
        QCOMPARE(view.dataMaximum(), 0.75F);
        map(4, 4) = std::numeric_limits<float>::infinity();
        map(4, 3) = -std::numeric_limits<float>::infinity();
        view.setMatrix(map, QStringLiteral("with infinities"));
        QCOMPARE(view.dataMinimum(), -0.5F);
        QCOMPARE(view.dataMaximum(), 0.75F);
        view.setMatrix(Matrix::Constant(3, 3, std::numeric_limits<float>::quiet_NaN()), QStringLiteral("none"));
        QCOMPARE(view.dataMinimum(), 0.0F);
        QCOMPARE(view.dataMaximum(), 0.0F);
    }

    void sharedMapsShowWhatCopiedMapsShow()
    {
        const auto exact = randomMap(60, 4);
        ComparisonView shared;
        ComparisonView copied;
        for (const unsigned seed : { 5U, 6U }) {
            const auto variant = randomMap(60, seed);
            shared.setMaps(exact, variant, QStringLiteral("variant"));
            copied.setMaps(*exact, *variant, QStringLiteral("variant"));
            // The exact map stays the one given: kept, not copied, while only the variant changes.
            QCOMPARE(shared.exactView()->sharedMatrix().get(), exact.get());
            QCOMPARE(shared.variantView()->sharedMatrix().get(), variant.get());
            QVERIFY(shared.difference().isApprox(*variant - *exact));
            QCOMPARE(shared.difference(), copied.difference());
            QCOMPARE(shared.identicalUpToRounding(), copied.identicalUpToRounding());
            QCOMPARE(shared.exactView()->colorRange().lower, copied.exactView()->colorRange().lower);
            QCOMPARE(shared.exactView()->colorRange().upper, copied.exactView()->colorRange().upper);
            QCOMPARE(shared.variantView()->colorRange().upper, copied.variantView()->colorRange().upper);
            const double largest = std::max(exact->maxCoeff(), variant->maxCoeff());
            QCOMPARE(shared.variantView()->colorRange().upper, largest);
            QCOMPARE(shared.cellDescription(2, 9), copied.cellDescription(2, 9));
        }
        // The same map on both sides is identical, and its difference neutral.
        shared.setMaps(exact, exact, QStringLiteral("full"));
        QVERIFY(shared.identicalUpToRounding());
        QCOMPARE(shared.difference().cwiseAbs().maxCoeff(), 0.0F);
    }

    void aDifferenceWithAnInfinityKeepsTheLargestFiniteOne()
    {
        Matrix exact = Matrix::Constant(4, 4, 0.25F);
        Matrix variant = exact;
        variant(0, 1) = 0.5F; // a difference of 0.25
        variant(2, 2) = std::numeric_limits<float>::infinity();
        ComparisonView view;
        view.setMaps(exact, variant, QStringLiteral("variant"));
        QVERIFY(!view.identicalUpToRounding());
        QVERIFY(std::isinf(view.difference()(2, 2)));
        QCOMPARE(view.difference()(0, 1), 0.25F);
    }
};

QTEST_MAIN(TestSharedMaps)
#include "test_shared_maps.moc"
