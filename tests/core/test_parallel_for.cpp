// parallelFor and parallelForPerWorker: every index is run exactly once, each worker index names one thread and
// lies in [0, parallelWorkers), an exception in a chunk reaches the caller, and a cancelled flag stops the run. The
// overloads on RunOptions take its threads and its cancel flag, and with a pool of kept threads (worker_pool.h) an
// exception and a cancel reach the caller as well.
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

namespace {

// Whether a loop on these options throws Cancelled.
bool cancelledBy(const core::RunOptions& options)
{
    try {
        core::parallelFor(options, 100, 1, [](int, int) {});
    } catch (const core::Cancelled&) {
        return true;
    }
    return false;
}

} // namespace

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
        core::RunOptions options;
        options.threads = kThreads;
        core::parallelForPerWorker(options, kCount, 3, [&](int worker, int begin, int end) {
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

    void runOptionsGiveThreadsAndCancel()
    {
        core::RunOptions options;
        options.threads = 1;
        QCOMPARE(core::parallelWorkers(options, 100, 1), 1);
        std::set<int> workers;
        core::parallelForPerWorker(options, 100, 1, [&](int worker, int, int) { workers.insert(worker); });
        QCOMPARE(workers, std::set<int>({ 0 }));
        options.threads = 3;
        QCOMPARE(core::parallelWorkers(options, 100, 1), 3);
        options.cancel.cancel();
        QVERIFY(cancelledBy(options));
    }

    void exceptionAndCancelOnKeptThreads_data()
    {
        QTest::addColumn<bool>("kept");
        QTest::newRow("threads started for the loop") << false;
        QTest::newRow("threads kept in a pool") << true;
    }
    void exceptionAndCancelOnKeptThreads()
    {
        QFETCH(bool, kept);
        core::RunOptions options;
        options.threads = 2;
        if (kept)
            options.workerPool = std::make_shared<core::WorkerPool>(1);
        bool thrown = false;
        try {
            core::parallelFor(options, 100, 1, [](int begin, int) {
                if (begin == 37)
                    throw std::runtime_error("chunk 37");
            });
        } catch (const std::runtime_error& error) {
            thrown = QString::fromLatin1(error.what()) == QLatin1String("chunk 37");
        }
        QVERIFY(thrown);
        // The next loop runs in full after one that threw.
        std::atomic<int> runs { 0 };
        core::parallelFor(options, 100, 1, [&](int begin, int end) { runs += end - begin; });
        QCOMPARE(runs.load(), 100);
        options.cancel.cancel();
        QVERIFY(cancelledBy(options));
    }
};

QTEST_APPLESS_MAIN(TestParallelFor)
#include "test_parallel_for.moc"
