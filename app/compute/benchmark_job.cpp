#include "app/compute/benchmark_job.h"

#include "core/error.h"

#include <QElapsedTimer>

#include <exception>

namespace attnlab::app {

// One measurement at a time, on the worker's one thread: the engine parallelises inside each run, and two timings
// running side by side would slow each other down.
BenchmarkJob::BenchmarkJob(QObject* parent) : QObject(parent) { }

BenchmarkJob::~BenchmarkJob() = default; // m_worker cancels the run and waits for it

void BenchmarkJob::start(std::vector<core::BenchmarkEntry> entries, core::BenchmarkSettings settings)
{
    if (m_running)
        return;
    m_running = true;
    m_worker.start([this, entries = std::move(entries), settings = std::move(settings)](
                       const SupersedingWorker::Job& job) {
        std::vector<core::BenchmarkSeries> series;
        QString error;
        bool wasCancelled = false;
        QElapsedTimer timer;
        timer.start();
        try {
            series = core::runBenchmark(entries, settings, job.cancel(), [this, &job](int done, int total) {
                job.deliver([this, done, total] { emit progress(done, total); });
            });
        } catch (const core::Cancelled&) {
            wasCancelled = true;
        } catch (const std::exception& exception) {
            error = QString::fromUtf8(exception.what());
        }
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        job.deliver([this, series, error, wasCancelled, seconds] { deliver(series, error, wasCancelled, seconds); });
    });
}

void BenchmarkJob::cancel()
{
    if (m_running)
        m_worker.cancel();
}

bool BenchmarkJob::stop()
{
    if (!m_running)
        return false;
    m_worker.stop();
    m_running = false;
    return true;
}

void BenchmarkJob::deliver(
    const std::vector<core::BenchmarkSeries>& series, const QString& error, bool wasCancelled, double seconds)
{
    m_running = false;
    if (wasCancelled)
        emit cancelled();
    else if (!error.isEmpty())
        emit failed(error);
    else
        emit finished(series, seconds);
}

} // namespace attnlab::app
