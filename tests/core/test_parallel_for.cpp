// parallelFor and parallelForPerWorker: every index is run exactly once, each worker index names one thread and
// lies in [0, parallelWorkers), an exception in a chunk reaches the caller, and a cancelled flag stops the run. The
// same on a WorkerPool: its threads serve run after run, and a loop that finds the pool busy (a loop inside a loop,
// or another thread's) runs on threads of its own instead of waiting for it.
#include "core/error.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/worker_pool.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace attnlab;

class TestParallelFor : public QObject {
    Q_OBJECT

private slots:
    void workersAreCappedByChunks_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("grain");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("workers");
        QTest::newRow("more threads than chunks") << 10 << 4 << 8 << 3;
        QTest::newRow("fewer threads") << 100 << 1 << 2 << 2;
        QTest::newRow("nothing to do") << 0 << 1 << 4 << 1;
        QTest::newRow("grain below one") << 5 << 0 << 8 << 5;
    }
    void workersAreCappedByChunks()
    {
        QFETCH(int, count);
        QFETCH(int, grain);
        QFETCH(int, threads);
        QFETCH(int, workers);
        QCOMPARE(core::parallelWorkers(count, grain, threads), workers);
    }

    void everyIndexOnceAndWorkersNameThreads()
    {
        constexpr int kCount = 1000;
        constexpr int kThreads = 4;
        const int workers = core::parallelWorkers(kCount, 3, kThreads);
        QCOMPARE(workers, kThreads);
        std::vector<std::atomic<int>> runs(kCount);
        std::mutex mutex;
        std::vector<std::set<std::thread::id>> threadsOfWorker(static_cast<std::size_t>(workers));
        bool inRange = true;
        core::parallelForPerWorker(kCount, 3, kThreads, core::CancelFlag(), [&](int worker, int begin, int end) {
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (worker < 0 || worker >= workers) {
                    inRange = false;
                    return;
                }
                threadsOfWorker[static_cast<std::size_t>(worker)].insert(std::this_thread::get_id());
            }
            for (int i = begin; i < end; ++i)
                ++runs[static_cast<std::size_t>(i)];
        });
        QVERIFY(inRange);
        for (int i = 0; i < kCount; ++i)
            QCOMPARE(runs[static_cast<std::size_t>(i)].load(), 1);
        std::set<std::thread::id> all;
        std::size_t used = 0;
        for (const std::set<std::thread::id>& ids : threadsOfWorker) {
            QVERIFY(ids.size() <= 1); // one worker index, one thread: its scratch is never shared
            used += ids.size();
            all.insert(ids.begin(), ids.end());
        }
        QCOMPARE(all.size(), used); // and no two indices share a thread
        // Worker 0 is the caller's own thread.
        QVERIFY(threadsOfWorker[0].empty() || threadsOfWorker[0].count(std::this_thread::get_id()) == 1);
    }

    void exceptionReachesCaller()
    {
        bool thrown = false;
        try {
            core::parallelFor(100, 1, 2, core::CancelFlag(), [](int begin, int) {
                if (begin == 37)
                    throw std::runtime_error("chunk 37");
            });
        } catch (const std::runtime_error& error) {
            thrown = QString::fromLatin1(error.what()) == QLatin1String("chunk 37");
        }
        QVERIFY(thrown);
    }

    void cancelledFlagStopsTheRun()
    {
        core::CancelFlag cancel;
        cancel.cancel();
        std::atomic<int> chunks { 0 };
        bool cancelled = false;
        try {
            core::parallelFor(100, 1, 2, cancel, [&](int, int) { ++chunks; });
        } catch (const core::Cancelled&) {
            cancelled = true;
        }
        QVERIFY(cancelled);
        QCOMPARE(chunks.load(), 0);
    }

    void poolThreadsServeEveryRun()
    {
        core::RunOptions options;
        options.threads = 3;
        options.pool = std::make_shared<core::WorkerPool>(3);
        QCOMPARE(options.pool->threads(), 3);
        std::set<std::thread::id> seen[2];
        for (int run = 0; run < 2; ++run) {
            std::mutex mutex;
            std::vector<std::atomic<int>> runs(300);
            core::parallelForPerWorker(options, 300, 1, [&](int worker, int begin, int end) {
                {
                    std::lock_guard<std::mutex> lock(mutex);
                    if (worker > 0)
                        seen[run].insert(std::this_thread::get_id());
                }
                std::this_thread::sleep_for(std::chrono::microseconds(50)); // let every thread take chunks
                for (int i = begin; i < end; ++i)
                    ++runs[static_cast<std::size_t>(i)];
            });
            for (const std::atomic<int>& count : runs)
                QCOMPARE(count.load(), 1);
        }
        QVERIFY(!seen[0].empty());
        QVERIFY(seen[0].count(std::this_thread::get_id()) == 0); // worker 0 is the caller
        for (const std::thread::id& id : seen[1])
            QVERIFY(seen[0].count(id) == 1); // the second run's threads are the first run's
    }

    void busyPoolFallsBackToThreadsOfItsOwn()
    {
        core::RunOptions options;
        options.threads = 2;
        options.pool = std::make_shared<core::WorkerPool>(2);
        std::atomic<int> inner { 0 };
        // A loop inside a loop on the same pool: waiting for the pool would never end.
        core::parallelFor(options, 4, 1,
            [&](int, int) { core::parallelFor(options, 10, 1, [&](int begin, int end) { inner += end - begin; }); });
        QCOMPARE(inner.load(), 40);
        // Two callers at once.
        std::atomic<int> total { 0 };
        std::thread other([&] {
            for (int r = 0; r < 50; ++r)
                core::parallelFor(options, 20, 1, [&](int begin, int end) { total += end - begin; });
        });
        for (int r = 0; r < 50; ++r)
            core::parallelFor(options, 20, 1, [&](int begin, int end) { total += end - begin; });
        other.join();
        QCOMPARE(total.load(), 2 * 50 * 20);
    }

    void exceptionReachesCallerThroughThePool()
    {
        core::RunOptions options;
        options.threads = 2;
        options.pool = std::make_shared<core::WorkerPool>(2);
        for (int attempt = 0; attempt < 3; ++attempt) { // the pool stays usable after a failed loop
            bool thrown = false;
            try {
                core::parallelFor(options, 64, 1, [](int begin, int) {
                    if (begin == 41)
                        throw std::runtime_error("chunk 41");
                });
            } catch (const std::runtime_error&) {
                thrown = true;
            }
            QVERIFY(thrown);
        }
        std::atomic<int> after { 0 };
        core::parallelFor(options, 64, 1, [&](int begin, int end) { after += end - begin; });
        QCOMPARE(after.load(), 64);
    }

    void moreWorkersThanThePoolHasStartTheirOwn()
    {
        core::RunOptions options;
        options.threads = 4;
        options.pool = std::make_shared<core::WorkerPool>(2);
        std::mutex mutex;
        std::set<int> workers;
        core::parallelForPerWorker(options, 400, 1, [&](int worker, int, int) {
            std::lock_guard<std::mutex> lock(mutex);
            workers.insert(worker);
        });
        QVERIFY(!workers.empty());
        QVERIFY(*workers.begin() >= 0 && *workers.rbegin() < 4);
    }
};

QTEST_APPLESS_MAIN(TestParallelFor)
#include "test_parallel_for.moc"
