// MapPairBox: two maps side by side where each gets kSideBySideWidth pixels, stacked below that; its height at a
// width is what its boxes need there, and a box that asks for another height (a new shape) is placed again.

#include "widgets/heatmap/aspect_box.h"
#include "widgets/heatmap/map_pair_box.h"
#include "widgets/heatmap/view.h"

#include <QVBoxLayout>
#include <QtTest>

using attnlab::core::Matrix;
using attnlab::widgets::AspectHeatmapBox;
using attnlab::widgets::MapPairBox;

namespace {

Matrix ramp(int rows, int columns)
{
    Matrix m(rows, columns);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < columns; ++j)
            m(i, j) = static_cast<float>(i * columns + j) / static_cast<float>(rows * columns);
    return m;
}

// A pair of boxes showing square maps, in a scrolling-dock-like column of the given width.
struct Pair {
    QWidget column;
    AspectHeatmapBox* first = new AspectHeatmapBox;
    AspectHeatmapBox* second = new AspectHeatmapBox;
    MapPairBox* pair = nullptr;

    explicit Pair(int width)
    {
        first->view()->setMatrix(ramp(32, 32), QStringLiteral("first"));
        second->view()->setMatrix(ramp(32, 32), QStringLiteral("second"));
        pair = new MapPairBox(first, second);
        auto* layout = new QVBoxLayout(&column);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(pair);
        layout->addStretch(1);
        column.resize(width, 3000);
        column.show();
        settle();
    }

    void settle()
    {
        for (int turn = 0; turn < 5; ++turn)
            QCoreApplication::processEvents();
    }
};

} // namespace

class TestMapPairBox : public QObject {
    Q_OBJECT

private slots:
    void theWidthDecides()
    {
        QVERIFY(!MapPairBox::sideBySideAt(2 * MapPairBox::kSideBySideWidth + MapPairBox::kSpacing - 1));
        QVERIFY(MapPairBox::sideBySideAt(2 * MapPairBox::kSideBySideWidth + MapPairBox::kSpacing));
    }

    void wideSideBySide()
    {
        Pair wide(1000);
        const QRect first = wide.first->geometry();
        const QRect second = wide.second->geometry();
        QCOMPARE(first.top(), second.top());
        QVERIFY(second.left() >= first.right() + MapPairBox::kSpacing);
        QCOMPARE(first.width() + second.width() + MapPairBox::kSpacing, wide.pair->width());
        QCOMPARE(first.height(), second.height());
        // Half the width each, so about half the height a stacked map would take: the pair fits where one did.
        QCOMPARE(wide.pair->height(), wide.pair->heightForWidth(1000));
        QVERIFY(wide.pair->height() < wide.first->heightForWidth(1000));
        QCOMPARE(wide.pair->height(), wide.first->heightForWidth(first.width()));
    }

    void narrowStacked()
    {
        Pair narrow(400);
        const QRect first = narrow.first->geometry();
        const QRect second = narrow.second->geometry();
        QCOMPARE(first.left(), second.left());
        QCOMPARE(first.width(), 400);
        QCOMPARE(second.width(), 400);
        QCOMPARE(second.top(), first.bottom() + 1 + MapPairBox::kSpacing);
        QCOMPARE(narrow.pair->height(), narrow.pair->heightForWidth(400));
        QCOMPARE(narrow.pair->height(),
            narrow.first->heightForWidth(400) + MapPairBox::kSpacing + narrow.second->heightForWidth(400));
    }

    void aResizeAcrossTheLineRearranges()
    {
        Pair pair(1000);
        QCOMPARE(pair.first->y(), pair.second->y());
        pair.column.resize(400, 3000);
        pair.settle();
        QVERIFY(pair.second->y() > pair.first->y());
        QCOMPARE(pair.second->x(), pair.first->x());
    }

    void aNewShapeIsPlacedAgain()
    {
        Pair pair(400);
        const int before = pair.first->height();
        pair.first->view()->setMatrix(ramp(8, 32), QStringLiteral("a strip"));
        pair.settle();
        QVERIFY(pair.first->height() < before);
        QCOMPARE(pair.first->height(), pair.first->heightForWidth(400));
        QCOMPARE(pair.second->y(), pair.first->height() + MapPairBox::kSpacing);
        QCOMPARE(pair.pair->height(), pair.pair->heightForWidth(400));
    }

    void beforeItIsShown()
    {
        // A layout asks for the height before the first show: the boxes count although not visible yet.
        auto* first = new AspectHeatmapBox;
        auto* second = new AspectHeatmapBox;
        first->view()->setMatrix(ramp(32, 32), QStringLiteral("first"));
        second->view()->setMatrix(ramp(32, 32), QStringLiteral("second"));
        const MapPairBox pair(first, second);
        QVERIFY(!pair.isVisible());
        QCOMPARE(pair.heightForWidth(400),
            first->heightForWidth(400) + MapPairBox::kSpacing + second->heightForWidth(400));
        QVERIFY(pair.heightForWidth(400) > 0);
    }

    void aHiddenBoxTakesNoRoom()
    {
        Pair pair(400);
        pair.second->hide();
        pair.pair->updateGeometry();
        pair.settle();
        QCOMPARE(pair.pair->heightForWidth(400), pair.first->heightForWidth(400));
    }
};

QTEST_MAIN(TestMapPairBox)
#include "test_map_pair_box.moc"
