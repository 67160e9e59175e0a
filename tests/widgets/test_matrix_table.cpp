// MatrixTable and FlowLayout (widgets/numbers): a matrix drawn with its numbers, −∞ as "−∞", a mask as marks,
// clicks on a cell and on the title, the current table framed in the highlight colour, the chosen cell outlined;
// tables wrap to the dock's width. Runs offscreen (QT_QPA_PLATFORM=offscreen, set by CTest).
#include "image_pixels.h"
#include "widgets/controls/flow_layout.h"
#include "widgets/numbers/matrix_table.h"

#include <QSignalSpy>
#include <QtTest>

#include <limits>

using attnlab::widgets::FlowLayout;
using attnlab::widgets::MatrixTable;

namespace {

Eigen::MatrixXd sample()
{
    Eigen::MatrixXd values(2, 3);
    values << 0.5, -1.23456, -std::numeric_limits<double>::infinity(), 2.0, -0.0001, 12.5;
    return values;
}

void show(QWidget& widget)
{
    widget.resize(widget.sizeHint());
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

} // namespace

class TestMatrixTable : public QObject {
    Q_OBJECT

private slots:
    void cellsShowTheirNumbers()
    {
        MatrixTable table;
        table.setMatrix(sample(), { QStringLiteral("0 The"), QStringLiteral("1 cat") }, {});
        table.setDecimals(2);
        QCOMPARE(table.cellText(0, 0), QStringLiteral("0.50"));
        QCOMPARE(table.cellText(0, 1), QString(QChar(0x2212)) + QStringLiteral("1.23"));
        QCOMPARE(table.cellText(0, 2), QString(QChar(0x2212)) + QChar(0x221e));
        QCOMPARE(table.cellText(1, 1), QStringLiteral("0.00")); // no sign on a number that rounds to 0
        table.setDecimals(3);
        QCOMPARE(table.cellText(1, 2), QStringLiteral("12.500"));
        table.setCellFormat(MatrixTable::CellFormat::Mark);
        Eigen::MatrixXd mask(1, 2);
        mask << 1.0, 0.0;
        table.setMatrix(mask, {}, {});
        QCOMPARE(table.cellText(0, 0), QStringLiteral("1"));
        QCOMPARE(table.cellText(0, 1), QStringLiteral("·"));
    }

    void growsWithItsMatrix()
    {
        MatrixTable small;
        small.setMatrix(Eigen::MatrixXd::Zero(2, 2), {}, {});
        MatrixTable large;
        large.setMatrix(Eigen::MatrixXd::Zero(8, 8), {}, {});
        QVERIFY(large.sizeHint().width() > 3 * small.sizeHint().width() / 2);
        QVERIFY(large.sizeHint().height() > 2 * small.sizeHint().height());
        // Cells do not overlap and lie inside the widget.
        large.resize(large.sizeHint());
        QVERIFY(large.cellRect(0, 1).left() >= large.cellRect(0, 0).right());
        QVERIFY(large.rect().contains(large.cellRect(7, 7)));
    }

    void clicksSayWhichCell()
    {
        MatrixTable table;
        table.setTitle(QStringLiteral("A"));
        table.setMatrix(sample(), {}, { QStringLiteral("0\nThe"), QStringLiteral("1"), QStringLiteral("2") });
        show(table);
        QSignalSpy activated(&table, &MatrixTable::activated);
        QSignalSpy cells(&table, &MatrixTable::cellClicked);
        QTest::mouseClick(&table, Qt::LeftButton, {}, table.cellRect(1, 2).center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(cells.count(), 1);
        QCOMPARE(cells.at(0).at(0).toInt(), 1);
        QCOMPARE(cells.at(0).at(1).toInt(), 2);
        QTest::mouseClick(&table, Qt::LeftButton, {}, table.titleRect().center());
        QCOMPARE(activated.count(), 2);
        QCOMPARE(cells.count(), 1);
    }

    void theCurrentTableIsFramedInTheHighlight()
    {
        MatrixTable table;
        table.setTitle(QStringLiteral("scores"));
        table.setMatrix(sample(), {}, {});
        const QColor highlight(0xd9, 0x48, 0x01);
        table.setHighlightColour(highlight);
        show(table);
        const int before = attnlab::test::pixelsNear(table.grab().toImage(), highlight, 30);
        table.setHighlighted(true);
        QVERIFY(table.isHighlighted());
        const int framed = attnlab::test::pixelsNear(table.grab().toImage(), highlight, 30);
        QVERIFY2(framed > before + 2 * (table.width() + table.height()),
            qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(framed)));
        table.setHighlighted(false);
        table.setChosenCell(0, 1);
        QCOMPARE(table.chosenRow(), 0);
        const int chosen = attnlab::test::pixelsNear(table.grab().toImage(), highlight, 30);
        QVERIFY(chosen > before + table.cellRect(0, 1).width());
        table.setChosenCell(5, 5); // outside: none
        QCOMPARE(table.chosenRow(), -1);
    }

    void markedRowStandsOut()
    {
        MatrixTable table;
        table.setMatrix(sample(), { QStringLiteral("0 The"), QStringLiteral("1 cat") }, {});
        show(table);
        const QImage before = table.grab().toImage();
        table.setMarkedRow(1);
        QCOMPARE(table.markedRow(), 1);
        const QImage marked = table.grab().toImage();
        QVERIFY(marked != before);
        // The band lies on row 1: row 0 is drawn as before.
        const QRect row0 = table.cellRect(0, 0).united(table.cellRect(0, 2)).adjusted(1, 1, -1, -1);
        QCOMPARE(marked.copy(row0), before.copy(row0));
        table.setMarkedRow(7); // outside: none
        QCOMPARE(table.markedRow(), -1);
    }

    void tablesWrapToTheWidth()
    {
        QWidget holder;
        auto* flow = new FlowLayout(&holder, 10);
        for (int t = 0; t < 4; ++t) {
            auto* table = new MatrixTable(&holder);
            table->setMatrix(Eigen::MatrixXd::Zero(4, 4), {}, {});
            flow->addWidget(table);
        }
        const int tableWidth = flow->itemAt(0)->sizeHint().width();
        const int tableHeight = flow->itemAt(0)->sizeHint().height();
        QCOMPARE(flow->heightForWidth(4 * tableWidth + 30), tableHeight);
        QCOMPARE(flow->heightForWidth(2 * tableWidth + 10), 2 * tableHeight + 10);
        QCOMPARE(flow->heightForWidth(tableWidth), 4 * tableHeight + 30);
        holder.resize(2 * tableWidth + 10, flow->heightForWidth(2 * tableWidth + 10));
        flow->setGeometry(holder.rect());
        QCOMPARE(flow->itemAt(2)->geometry().topLeft(), QPoint(0, tableHeight + 10));
    }
};

QTEST_MAIN(TestMatrixTable)
#include "test_matrix_table.moc"
