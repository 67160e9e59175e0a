// WorkerPool: each helper index runs once a call on its own thread, never the caller's; a call made while the pool
// serves another (nested, or from another thread) is refused and parallelFor then starts its own threads; a helper
// that sleeps between calls enters each at most once; thousands of calls in a row, with helpers spinning or asleep
// between them, each run every chunk once (test_parallel_for: exceptions and cancel with a pool); helpers sleep
// after their spin time; their work is counted and their
// spinning is not, and so is the work of threads started for a loop the pool could not serve; a pool is destroyed
// with its helpers asleep.
#include "core/error.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/worker_pool.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <numeric>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace attnlab;
using namespace std::chrono_literals;

namespace {

// Waits, up to a generous limit, until `arrived` reaches `count`; false if it did not.
bool awaitArrivals(const std::atomic<int>& arrived, int count)
{
    const auto giveUp = std::chrono::steady_clock::now() + 10s;
    while (arrived.load() < count) {
        if (std::chrono::steady_clock::now() > giveUp)
            return false;
        std::this_thread::yield();
    }
    return true;
}

} // namespace

class TestWorkerPool : public QObject {
    Q_OBJECT

private slots:
    void eachHelperOnceOnItsOwnThread()
    {
        core::WorkerPool pool(3);
        QCOMPARE(pool.helpers(), 3);
        for (int call = 0; call < 20; ++call) {
            std::mutex mutex;
            std::vector<std::set<std::thread::id>> threadsOf(4);
            std::vector<int> runs(4, 0);
            std::atomic<int> arrived { 0 };
            bool allArrived = true;
            const bool ran = pool.tryRun(3, [&](int worker) {
                {
                    std::lock_guard<std::mutex> lock(mutex);
                    ++runs[static_cast<std::size_t>(worker)];
                    threadsOf[static_cast<std::size_t>(worker)].insert(std::this_thread::get_id());
                }
                ++arrived;
                // The caller stays until every helper came, so that each must run this call.
                if (worker == 0)
                    allArrived = awaitArrivals(arrived, 4);
            });
            QVERIFY(ran);
            QVERIFY(allArrived);
            QCOMPARE(runs, std::vector<int>({ 1, 1, 1, 1 }));
            QCOMPARE(threadsOf[0], std::set<std::thread::id>({ std::this_thread::get_id() }));
            std::set<std::thread::id> helpers;
            for (int w = 1; w <= 3; ++w)
                helpers.insert(*threadsOf[static_cast<std::size_t>(w)].begin());
            QCOMPARE(helpers.size(), std::size_t { 3 });
            QVERIFY(helpers.count(std::this_thread::get_id()) == 0);
        }
    }

    void aCallAsksAtMostItsHelpers()
    {
        core::WorkerPool pool(2);
        std::atomic<int> highest { 0 };
        std::atomic<int> calls { 0 };
        QVERIFY(pool.tryRun(9, [&](int worker) {
            ++calls;
            int seen = highest.load();
            while (worker > seen && !highest.compare_exchange_weak(seen, worker)) {
            }
        }));
        QVERIFY(highest.load() <= 2);
        QVERIFY(calls.load() >= 1);
        // None asked: the caller runs alone.
        std::set<int> workers;
        QVERIFY(pool.tryRun(0, [&](int worker) { workers.insert(worker); }));
        QCOMPARE(workers, std::set<int>({ 0 }));
        // A pool without helpers runs everything on the caller.
        core::WorkerPool alone(0);
        QCOMPARE(alone.helpers(), 0);
        workers.clear();
        QVERIFY(alone.tryRun(4, [&](int worker) { workers.insert(worker); }));
        QCOMPARE(workers, std::set<int>({ 0 }));
    }

    void aNestedCallIsRefusedAndParallelForStartsItsOwnThreads()
    {
        auto pool = std::make_shared<core::WorkerPool>(1);
        bool nestedRan = true;
        QVERIFY(pool->tryRun(1, [&](int worker) {
            if (worker == 0)
                nestedRan = pool->tryRun(1, [](int) {});
        }));
        QVERIFY(!nestedRan);

        core::RunOptions options;
        options.threads = 2;
        options.workerPool = pool;
        std::vector<std::atomic<int>> runs(64 * 64);
        core::parallelFor(options, 64, 1, [&](int begin, int end) {
            for (int i = begin; i < end; ++i)
                core::parallelFor(options, 64, 4, [&](int b, int e) {
                    for (int j = b; j < e; ++j)
                        ++runs[static_cast<std::size_t>(i * 64 + j)];
                });
        });
        for (const std::atomic<int>& count : runs)
            QCOMPARE(count.load(), 1);
    }

    void aHelperAsleepEntersACallAtMostOnce()
    {
        // A helper that never spins sleeps between calls; whether it wakes in time for a call or after it (the
        // caller did not wait for it), it runs a call at most once and never one that has returned.
        core::WorkerPool pool(1, 0us);
        for (int call = 0; call < 200; ++call) {
            std::atomic<int> runs { 0 };
            QVERIFY(pool.tryRun(1, [&](int) { ++runs; }));
            QVERIFY(runs.load() >= 1 && runs.load() <= 2);
        }
    }

    void everyChunkOnceOverManyCalls_data()
    {
        QTest::addColumn<int>("spinMicroseconds");
        QTest::newRow("helpers spin") << 1000;
        QTest::newRow("helpers sleep") << 0;
    }
    void everyChunkOnceOverManyCalls()
    {
        QFETCH(int, spinMicroseconds);
        core::RunOptions options;
        options.threads = 3;
        options.workerPool = std::make_shared<core::WorkerPool>(2, std::chrono::microseconds(spinMicroseconds));
        constexpr int kCount = 97;
        for (int call = 0; call < 2000; ++call) {
            std::vector<int> runs(kCount, 0);
            std::atomic<int> workerOutOfRange { 0 };
            const int workers = core::parallelWorkers(options, kCount, 7);
            core::parallelForPerWorker(options, kCount, 7, [&](int worker, int begin, int end) {
                if (worker < 0 || worker >= workers)
                    ++workerOutOfRange;
                for (int i = begin; i < end; ++i)
                    ++runs[static_cast<std::size_t>(i)];
            });
            QCOMPARE(workerOutOfRange.load(), 0);
            if (std::accumulate(runs.begin(), runs.end(), 0) != kCount
                || *std::min_element(runs.begin(), runs.end()) != 1)
                QFAIL(qPrintable(QStringLiteral("call %1 ran a chunk twice or not at all").arg(call)));
        }
    }

    void helpersSpinForTheirTimeThenSleep()
    {
        core::WorkerPool spinning(1, 10s);
        QVERIFY(spinning.tryRun(1, [](int) {}));
        std::this_thread::sleep_for(100ms);
        QCOMPARE(spinning.sleepingHelpers(), 0);
        core::WorkerPool brief(2, 20ms);
        QVERIFY(brief.tryRun(2, [](int) {}));
        const auto giveUp = std::chrono::steady_clock::now() + 10s;
        while (brief.sleepingHelpers() < 2 && std::chrono::steady_clock::now() < giveUp)
            std::this_thread::sleep_for(5ms);
        QCOMPARE(brief.sleepingHelpers(), 2);
    }

    void workIsCountedAndSpinningIsNot()
    {
        // A helper busy for about 30 ms of CPU, then spinning for 200 ms: its work is counted, not its spinning.
        core::WorkerPool pool(1, 200ms);
        std::atomic<int> arrived { 0 };
        bool allArrived = true;
        QVERIFY(pool.tryRun(1, [&](int worker) {
            ++arrived;
            if (worker == 0) {
                allArrived = awaitArrivals(arrived, 2);
                return;
            }
            const double start = core::threadCpuSeconds();
            volatile double sink = 0;
            while (core::threadCpuSeconds() - start < 0.03)
                sink = sink + 1.0;
        }));
        QVERIFY(allArrived);
        std::this_thread::sleep_for(250ms);
        const double work = pool.workSeconds();
        QVERIFY2(work >= 0.03 && work < 0.1, qPrintable(QString::number(work)));
        // Threads started for a loop the pool cannot serve (nested) are counted too.
        auto shared = std::make_shared<core::WorkerPool>(1);
        core::RunOptions options;
        options.threads = 2;
        options.workerPool = shared;
        QVERIFY(shared->tryRun(1, [&](int worker) {
            if (worker != 0)
                return;
            std::atomic<int> started { 0 };
            core::parallelFor(options, 2, 1, [&](int, int) {
                // Each of the two threads takes one chunk: neither starts before both are there.
                ++started;
                awaitArrivals(started, 2);
                const double start = core::threadCpuSeconds();
                volatile double sink = 0;
                while (core::threadCpuSeconds() - start < 0.02)
                    sink = sink + 1.0;
            });
        }));
        QVERIFY2(shared->workSeconds() >= 0.02, qPrintable(QString::number(shared->workSeconds())));
    }

    void destroyedWithHelpersAsleep()
    {
        auto pool = std::make_unique<core::WorkerPool>(3, 0us);
        QVERIFY(pool->tryRun(3, [](int) {}));
        std::this_thread::sleep_for(20ms);
        pool.reset(); // returns: the helpers were woken and joined
        QVERIFY(!pool);
    }
};

QTEST_APPLESS_MAIN(TestWorkerPool)
#include "test_worker_pool.moc"
