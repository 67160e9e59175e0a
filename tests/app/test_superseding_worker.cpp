// app::SupersedingWorker, the worker thread behind the controller, the benchmark job and the panels' SVDs,
// receptive fields and gallery: a newer start cancels the older job and drops what it still delivers, deliveries
// arrive on the owner's thread in order, post() arrives even from a superseded job, two workers on one thread run
// one job at a time, and destroying a worker cancels its job and waits for it (a queued job never starts).

#include "app/compute/superseding_worker.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>
#include <vector>

using namespace attnlab;

namespace {

// Spins until the job is cancelled (the engine would check between tiles), or fails the wait after 20 s.
bool waitUntilCancelled(const core::CancelFlag& cancel)
{
    QElapsedTimer timer;
    timer.start();
    while (!cancel.isCancelled()) {
        if (timer.elapsed() > 20000)
            return false;
        QThread::msleep(1);
    }
    return true;
}

// Spins until `flag` is raised (by the test's thread), or gives up after 20 s.
bool waitFor(const std::atomic<bool>& flag)
{
    QElapsedTimer timer;
    timer.start();
    while (!flag.load()) {
        if (timer.elapsed() > 20000)
            return false;
        QThread::msleep(1);
    }
    return true;
}

} // namespace

class TestSupersedingWorker : public QObject {
    Q_OBJECT

private slots:
    void newerStartCancelsAndDropsTheOlder()
    {
        app::SupersedingWorker worker;
        std::vector<QString> delivered;
        std::vector<QString> posted;
        auto olderRunning = std::make_shared<std::atomic<bool>>(false);
        auto olderSawCancel = std::make_shared<std::atomic<bool>>(false);
        worker.start([&, olderRunning, olderSawCancel](const app::SupersedingWorker::Job& job) {
            olderRunning->store(true);
            olderSawCancel->store(waitUntilCancelled(job.cancel()));
            job.deliver([&] { delivered.push_back(QStringLiteral("older")); });
            job.post([&] { posted.push_back(QStringLiteral("older")); });
        });
        QTRY_VERIFY(olderRunning->load());
        auto newerSawCancel = std::make_shared<std::atomic<bool>>(true);
        worker.start([&, newerSawCancel](const app::SupersedingWorker::Job& job) {
            newerSawCancel->store(job.cancel().isCancelled());
            job.deliver([&] { delivered.push_back(QStringLiteral("newer")); });
            job.post([&] { posted.push_back(QStringLiteral("newer")); });
        });
        QSignalSpy idle(&worker, &app::SupersedingWorker::idle);
        QVERIFY(worker.isBusy());
        QVERIFY(idle.wait(20000));
        QVERIFY(!worker.isBusy());
        QVERIFY(olderSawCancel->load());
        QVERIFY(!newerSawCancel->load());
        // Only the newest result reached the owner; both jobs said they ended, in the order they ran.
        QCOMPARE(delivered, std::vector<QString>({ QStringLiteral("newer") }));
        QCOMPARE(posted, std::vector<QString>({ QStringLiteral("older"), QStringLiteral("newer") }));
        QCOMPARE(idle.count(), 1);
    }

    void deliveriesArriveOnTheOwnersThreadInOrder()
    {
        app::SupersedingWorker worker;
        QThread* workerThread = nullptr;
        std::vector<int> values;
        std::vector<QThread*> threads;
        worker.start([&](const app::SupersedingWorker::Job& job) {
            workerThread = QThread::currentThread();
            for (int value = 0; value < 5; ++value)
                job.deliver([&, value] {
                    values.push_back(value);
                    threads.push_back(QThread::currentThread());
                });
        });
        QSignalSpy idle(&worker, &app::SupersedingWorker::idle);
        QVERIFY(idle.wait(20000));
        QVERIFY(workerThread != nullptr);
        QVERIFY(workerThread != QCoreApplication::instance()->thread());
        QCOMPARE(values, std::vector<int>({ 0, 1, 2, 3, 4 }));
        for (QThread* thread : threads)
            QCOMPARE(thread, QCoreApplication::instance()->thread());
    }

    void stopDropsWhatTheJobStillDelivers()
    {
        app::SupersedingWorker worker;
        auto mayFinish = std::make_shared<std::atomic<bool>>(false);
        bool delivered = false;
        bool current = true;
        worker.start([&, mayFinish](const app::SupersedingWorker::Job& job) {
            waitFor(*mayFinish);
            job.deliver([&] { delivered = true; });
            job.post([&, job] { current = job.isCurrent(); });
        });
        worker.stop();
        mayFinish->store(true);
        QSignalSpy idle(&worker, &app::SupersedingWorker::idle);
        QVERIFY(idle.wait(20000));
        QVERIFY(!delivered);
        QVERIFY(!current);
    }

    void cancelKeepsTheDeliveries()
    {
        app::SupersedingWorker worker;
        QString delivered;
        worker.start([&](const app::SupersedingWorker::Job& job) {
            const bool sawCancel = waitUntilCancelled(job.cancel());
            job.deliver([&, sawCancel] { delivered = sawCancel ? QStringLiteral("cancelled") : QStringLiteral("?"); });
        });
        worker.cancel();
        QSignalSpy idle(&worker, &app::SupersedingWorker::idle);
        QVERIFY(idle.wait(20000));
        QCOMPARE(delivered, QStringLiteral("cancelled"));
    }

    void appendedJobsGoWithTheirStart()
    {
        app::SupersedingWorker worker;
        auto firstRunning = std::make_shared<std::atomic<bool>>(false);
        std::vector<QString> delivered;
        std::vector<bool> sawCancel;
        worker.start([&, firstRunning](const app::SupersedingWorker::Job& job) {
            firstRunning->store(true);
            sawCancel.push_back(waitUntilCancelled(job.cancel()));
            job.deliver([&] { delivered.push_back(QStringLiteral("first")); });
        });
        worker.append([&](const app::SupersedingWorker::Job& job) {
            // Queued behind the first: it starts after the newer start() cancelled both.
            sawCancel.push_back(job.cancel().isCancelled());
            job.deliver([&] { delivered.push_back(QStringLiteral("appended")); });
        });
        QTRY_VERIFY(firstRunning->load());
        worker.start([&](const app::SupersedingWorker::Job& job) {
            job.deliver([&] { delivered.push_back(QStringLiteral("newest")); });
        });
        QSignalSpy idle(&worker, &app::SupersedingWorker::idle);
        QVERIFY(idle.wait(20000));
        QCOMPARE(sawCancel, std::vector<bool>({ true, true }));
        QCOMPARE(delivered, std::vector<QString>({ QStringLiteral("newest") }));
    }

    void cancelledJobsEndQuietly()
    {
        app::SupersedingWorker worker;
        bool delivered = false;
        worker.start([&](const app::SupersedingWorker::Job& job) {
            job.cancel().throwIfCancelled(); // not cancelled yet
            waitUntilCancelled(job.cancel());
            job.cancel().throwIfCancelled(); // throws core::Cancelled, which the worker swallows
            job.deliver([&] { delivered = true; });
        });
        worker.cancel();
        QSignalSpy idle(&worker, &app::SupersedingWorker::idle);
        QVERIFY(idle.wait(20000));
        QVERIFY(!delivered);
        QVERIFY(!worker.isBusy());
    }

    void workersSharingAThreadRunOneJobAtATime()
    {
        app::SupersedingWorker first;
        app::SupersedingWorker second(first);
        auto running = std::make_shared<std::atomic<int>>(0);
        auto mostAtOnce = std::make_shared<std::atomic<int>>(0);
        std::vector<QString> order;
        const auto work = [&, running, mostAtOnce](const QString& name) {
            return [&, running, mostAtOnce, name](const app::SupersedingWorker::Job& job) {
                const int now = ++*running;
                *mostAtOnce = std::max(mostAtOnce->load(), now);
                QThread::msleep(20);
                --*running;
                job.deliver([&, name] { order.push_back(name); });
            };
        };
        first.start(work(QStringLiteral("first A")));
        second.start(work(QStringLiteral("second")));
        first.append(work(QStringLiteral("first B")));
        QSignalSpy firstIdle(&first, &app::SupersedingWorker::idle);
        QVERIFY(firstIdle.wait(20000));
        QTRY_VERIFY(!second.isBusy());
        QCOMPARE(mostAtOnce->load(), 1);
        // In the order they were queued, each worker's jobs answered by its own start().
        QCOMPARE(order,
            std::vector<QString>({ QStringLiteral("first A"), QStringLiteral("second"), QStringLiteral("first B") }));

        // Stopping one leaves the other's jobs alone.
        order.clear();
        auto mayFinish = std::make_shared<std::atomic<bool>>(false);
        first.start([&, mayFinish](const app::SupersedingWorker::Job& job) {
            waitFor(*mayFinish);
            job.deliver([&] { order.push_back(QStringLiteral("first")); });
        });
        second.start(work(QStringLiteral("second")));
        first.stop();
        mayFinish->store(true);
        QTRY_VERIFY(!first.isBusy() && !second.isBusy());
        QCOMPARE(order, std::vector<QString>({ QStringLiteral("second") }));
    }

    void destructionCancelsAndWaitsForTheJob()
    {
        auto worker = std::make_unique<app::SupersedingWorker>();
        auto running = std::make_shared<std::atomic<bool>>(false);
        auto left = std::make_shared<std::atomic<bool>>(false);
        auto sawCancel = std::make_shared<std::atomic<bool>>(false);
        bool delivered = false;
        worker->start([&, running, left, sawCancel](const app::SupersedingWorker::Job& job) {
            running->store(true);
            sawCancel->store(waitUntilCancelled(job.cancel()));
            job.deliver([&] { delivered = true; });
            job.post([&] { delivered = true; });
            QThread::msleep(50); // still busy after its last delivery: the destructor must wait for this too
            left->store(true);
        });
        QTRY_VERIFY(running->load());
        worker.reset();
        // The destructor returned only after the job did, and it had cancelled the job.
        QVERIFY(left->load());
        QVERIFY(sawCancel->load());
        // What the job posted went with the worker.
        QCoreApplication::processEvents();
        QTest::qWait(20);
        QVERIFY(!delivered);
    }

    void aQueuedJobNeverStartsOnceItsWorkerIsGone()
    {
        app::SupersedingWorker owner;
        auto sharing = std::make_unique<app::SupersedingWorker>(owner);
        auto ownerMayFinish = std::make_shared<std::atomic<bool>>(false);
        auto queuedRan = std::make_shared<std::atomic<bool>>(false);
        auto ownerLeft = std::make_shared<std::atomic<bool>>(false);
        owner.start([ownerMayFinish, ownerLeft](const app::SupersedingWorker::Job&) {
            waitFor(*ownerMayFinish);
            QThread::msleep(20);
            ownerLeft->store(true);
        });
        // Queued behind the owner's job on the one thread: not started when its worker goes.
        sharing->start([queuedRan](const app::SupersedingWorker::Job&) { queuedRan->store(true); });
        // The destructor blocks this thread, so the owner's job is released from another one.
        std::atomic<bool> released { false };
        std::unique_ptr<QThread> releaser(QThread::create([&] {
            QThread::msleep(50);
            ownerMayFinish->store(true);
            released.store(true);
        }));
        releaser->start();
        sharing.reset();
        // The destructor waited until the thread reached the queued job (behind the owner's), and it never ran.
        QVERIFY(ownerLeft->load());
        QTest::qWait(20);
        QVERIFY(!queuedRan->load());
        releaser->wait();
        QVERIFY(released.load());
        QTRY_VERIFY(!owner.isBusy());
    }
};

QTEST_GUILESS_MAIN(TestSupersedingWorker)
#include "test_superseding_worker.moc"
