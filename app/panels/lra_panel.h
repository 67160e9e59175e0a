#pragma once

#include "app/compute/benchmark_job.h"
#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "app/panels/lra_results.h"
#include "core/analysis/benchmark.h"

#include <QWidget>

#include <map>
#include <memory>
#include <vector>

namespace attnlab::widgets {
class LraChart;
}

namespace attnlab::app {

// The "Long Range Arena" dock: the published accuracy, speed and memory of the efficient Transformers (Tay et al.,
// ICLR 2021) at a chosen length, beside the speed-ups this machine measures for the variants that follow those
// models at the same N (time of full over time of the variant), with the caveat that the paper timed training
// steps on TPUs and we time one forward pass on the CPU. The measurement runs on a worker thread (progress,
// Cancel); it is kept per length until d or dv change.
class LraPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit LraPanel(QWidget* parent = nullptr);
    ~LraPanel() override;

    // Timed runs per variant after one warm-up (default 3).
    void setRepeats(int repeats);

    // As if Measure (Cancel) were pressed: times full and the mapped variants at the chosen length.
    void measure();
    void cancelMeasure();
    bool isMeasuring() const { return m_measurement.isRunning(); }

    const LraTable& table() const { return m_table; }
    // The measured speed-up time(full) / time(variant) at the chosen length; NaN when not measured.
    double measuredSpeedup(const QString& variantId) const;
    widgets::LraChart* chart() const { return m_chart; }

    QSize sizeHint() const override;

signals:
    void measureStarted();
    void measureProgress(int done, int total);
    void measureFinished();
    void measureCancelled();
    void measureFailed(const QString& message);

protected:
    // Only d and dv are used: they set the widths the measurement runs at (64 and 64 before any outcome).
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // Drops the measurements (a running one is cancelled) and shows `message` as the status; the published chart
    // stays, it needs no input.
    void showEmpty(const QString& message) override;

private:
    struct Measured {
        std::map<QString, double> speedups; // variant id -> time(full) / time(variant)
        std::map<QString, QString> refusals; // variant id -> why it has no time
    };

    void redraw();
    void showMeasured(const std::vector<core::BenchmarkSeries>& series);
    void stopRunning();

    widgets::LraChart* m_chart = nullptr;
    LraTable m_table;
    int m_d = 64;
    int m_dv = 64;
    int m_repeats = 3;
    std::map<int, Measured> m_measured; // by N, at the current d and dv
    int m_measuringN = 0; // the N of the running (or last) measurement

    BenchmarkJob m_measurement;
};

} // namespace attnlab::app
