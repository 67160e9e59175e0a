#include "app/compute/benchmark_job.h"

#include "core/error.h"

#include <QElapsedTimer>

#include <exception>

namespace attnlab::app {

BenchmarkJob::BenchmarkJob(QObject* parent) : QObject(parent)
{
    // One measurement at a time, on one thread: the engine parallelises inside each run, and two timings running
    // side by side would slow each other down.
    m_pool.setMaxThreadCount(1);
}

BenchmarkJob::~BenchmarkJob()
{
    m_cancel.cancel();
    m_pool.waitForDone();
}

void BenchmarkJob::start(std::vector<core::BenchmarkEntry> entries, core::BenchmarkSettings settings)
{
    if (m_running)
        return;
    m_cancel = core::CancelFlag();
    const core::CancelFlag cancel = m_cancel;
    const quint64 generation = ++m_generation;
    m_running = true;

    m_pool.start([this, entries = std::move(entries), settings = std::move(settings), cancel, generation] {
        std::vector<core::BenchmarkSeries> series;
        QString error;
        bool wasCancelled = false;
        QElapsedTimer timer;
        timer.start();
        try {
            series = core::runBenchmark(entries, settings, cancel, [this, generation](int done, int total) {
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, done, total] {
                        if (generation == m_generation)
                            emit progress(done, total);
                    },
                    Qt::QueuedConnection);
            });
        } catch (const core::Cancelled&) {
            wasCancelled = true;
        } catch (const std::exception& exception) {
            error = QString::fromUtf8(exception.what());
        }
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        QMetaObject::invokeMethod(
            this,
            [this, generation, series, error, wasCancelled, seconds] {
                deliver(generation, series, error, wasCancelled, seconds);
            },
            Qt::QueuedConnection);
    });
}

void BenchmarkJob::cancel()
{
    if (m_running)
        m_cancel.cancel();
}

bool BenchmarkJob::stop()
{
    if (!m_running)
        return false;
    m_cancel.cancel();
    ++m_generation;
    m_running = false;
    return true;
}

void BenchmarkJob::deliver(quint64 generation, const std::vector<core::BenchmarkSeries>& series, const QString& error,
    bool wasCancelled, double seconds)
{
    if (generation != m_generation)
        return;
    m_running = false;
    if (wasCancelled)
        emit cancelled();
    else if (!error.isEmpty())
        emit failed(error);
    else
        emit finished(series, seconds);
}

} // namespace attnlab::app
