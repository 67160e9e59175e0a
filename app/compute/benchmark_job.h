#pragma once

#include "app/compute/superseding_worker.h"
#include "core/analysis/benchmark.h"

#include <QObject>
#include <QString>

#include <vector>

namespace attnlab::app {

// One core::runBenchmark at a time on a worker thread, with progress and Cancel. Progress and the outcome arrive on
// the owner's thread by queued call; a run that was stopped, or superseded by a later one, delivers nothing more.
class BenchmarkJob : public QObject {
    Q_OBJECT

public:
    explicit BenchmarkJob(QObject* parent = nullptr);
    // Cancels a running benchmark and waits for the worker to leave.
    ~BenchmarkJob() override;

    // Starts timing the entries; does nothing while a run is going.
    void start(std::vector<core::BenchmarkEntry> entries, core::BenchmarkSettings settings);
    // Asks the running benchmark to stop at its next check; it then reports cancelled().
    void cancel();
    // Stops the running benchmark and drops whatever it still delivers. False when nothing was running.
    bool stop();
    bool isRunning() const { return m_running; }

signals:
    void progress(int done, int total);
    // `seconds`: the wall time of the whole run.
    void finished(const std::vector<core::BenchmarkSeries>& series, double seconds);
    void cancelled();
    void failed(const QString& message);

private:
    void deliver(const std::vector<core::BenchmarkSeries>& series, const QString& error, bool wasCancelled,
        double seconds);

    bool m_running = false;
    SupersedingWorker m_worker { this }; // a child, so whoever waits for the window to settle finds it
};

// Wires a panel's measurement: the chart's Measure and Cancel to the panel's measure() and cancelMeasure(), the
// job's progress and its cancelled or failed end to the chart's controls (setProgress, setMeasuring, setStatus)
// and on to the panel's measureProgress, measureCancelled and measureFailed. A finished run is the panel's own.
template <typename Panel, typename Chart> void connectMeasurement(const BenchmarkJob& job, Panel* panel, Chart* chart)
{
    QObject::connect(chart, &Chart::measureRequested, panel, &Panel::measure);
    QObject::connect(chart, &Chart::cancelRequested, panel, &Panel::cancelMeasure);
    QObject::connect(&job, &BenchmarkJob::progress, panel, [panel, chart](int done, int total) {
        chart->setProgress(done, total);
        emit panel->measureProgress(done, total);
    });
    QObject::connect(&job, &BenchmarkJob::cancelled, panel, [panel, chart] {
        chart->setMeasuring(false);
        chart->setStatus(BenchmarkJob::tr("Measurement cancelled."));
        emit panel->measureCancelled();
    });
    QObject::connect(&job, &BenchmarkJob::failed, panel, [panel, chart](const QString& message) {
        chart->setMeasuring(false);
        chart->setStatus(BenchmarkJob::tr("Measurement failed: %1").arg(message));
        emit panel->measureFailed(message);
    });
}

} // namespace attnlab::app
