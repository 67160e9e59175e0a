// ReplotQueue: the plots added in one turn of the event loop are replotted one per later turn (so the GUI thread
// serves other events between them), each once however often it was added; a HeatmapView given a queue replots
// through it, for a new matrix and for a resize, instead of at once.

#include "widgets/heatmap/replot_queue.h"
#include "widgets/heatmap/view.h"

#include <QSignalSpy>
#include <QtTest>
#include <qcustomplot.h>

#include <memory>

using attnlab::core::Matrix;
using attnlab::widgets::HeatmapView;
using attnlab::widgets::ReplotQueue;

class TestReplotQueue : public QObject {
    Q_OBJECT

private slots:
    void onePlotPerTurn()
    {
        ReplotQueue queue;
        QCustomPlot first;
        QCustomPlot second;
        QCoreApplication::processEvents(); // what the plots posted for themselves
        QSignalSpy firstReplots(&first, &QCustomPlot::afterReplot);
        QSignalSpy secondReplots(&second, &QCustomPlot::afterReplot);
        queue.add(&first);
        queue.add(&second);
        queue.add(&first); // waits already
        QVERIFY(queue.isWaiting(&first) && queue.isWaiting(&second));
        QCOMPARE(firstReplots.count() + secondReplots.count(), 0); // nothing at once
        QCoreApplication::processEvents(); // one turn of the event loop
        QCOMPARE(firstReplots.count(), 1);
        QCOMPARE(secondReplots.count(), 0);
        QVERIFY(!queue.isWaiting(&first) && queue.isWaiting(&second));
        QCoreApplication::processEvents(); // the next
        QCOMPARE(firstReplots.count(), 1);
        QCOMPARE(secondReplots.count(), 1);
        QVERIFY(!queue.isWaiting(&second));
    }

    void aPlotGoneMeanwhileIsSkipped()
    {
        ReplotQueue queue;
        auto gone = std::make_unique<QCustomPlot>();
        QCustomPlot kept;
        QCoreApplication::processEvents();
        QSignalSpy keptReplots(&kept, &QCustomPlot::afterReplot);
        queue.add(gone.get());
        queue.add(&kept);
        gone.reset();
        QCoreApplication::processEvents();
        QCOMPARE(keptReplots.count(), 1);
    }

    void aViewReplotsThroughItsQueue()
    {
        ReplotQueue queue;
        HeatmapView view;
        view.resize(300, 300);
        view.setReplotQueue(&queue);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        QSignalSpy replots(view.plot(), &QCustomPlot::afterReplot);
        view.setMatrix(std::make_shared<const Matrix>(Matrix::Constant(64, 64, 0.5f)), QStringLiteral("map"));
        view.setCrosshair(3, 4); // waits with the replot the matrix asked for
        view.resize(320, 320);
        QCOMPARE(replots.count(), 0);
        QVERIFY(queue.isWaiting(view.plot()));
        QTRY_VERIFY(replots.count() >= 1);
        QVERIFY(!queue.isWaiting(view.plot()));
        QCOMPARE(view.displayedCells(), QSize(64, 64));
    }
};

QTEST_MAIN(TestReplotQueue)
#include "test_replot_queue.moc"
