#pragma once

#include "app/compute/benchmark_job.h"
#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "core/analysis/benchmark.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace attnlab::widgets {
class CostChart;
}

namespace attnlab::app {

// The "Cost" dock: why a variant is faster. The analytic multiply-adds and memory of every variant against N at
// the outcome's d, dv and causal (the current variant at its parameters, the others at their defaults, `full` as the
// reference), and, on request, the time measured on this machine for the current variant and `full` over a list
// of N, with the fitted log-log slope. The measurement runs on a worker thread (progress, Cancel) and its results
// stay until d, dv, causal, the variant or its parameters change.
class CostPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit CostPanel(QWidget* parent = nullptr);
    ~CostPanel() override;

    // What Measure times. Defaults: N = 256 .. 4096, 3 timed runs after a warm-up, and points predicted above
    // 1e10 multiply-adds a run skipped (an O(N^3) oracle would hold the measurement for minutes).
    void setMeasureSizes(std::vector<int> sizes);
    void setRepeats(int repeats);

    // As if Measure (Cancel) were pressed.
    void measure();
    void cancelMeasure();
    bool isMeasuring() const { return m_measurement.isRunning(); }

    // The sizes of the analytic curves.
    const std::vector<int>& analyticSizes() const { return m_analyticSizes; }
    widgets::CostChart* chart() const { return m_chart; }

    QSize sizeHint() const override;

signals:
    void measureStarted();
    void measureProgress(int done, int total);
    void measureFinished(); // the measured lines are shown
    void measureCancelled();
    void measureFailed(const QString& message);

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // A running measurement is cancelled; `message` (e.g. an error) is the hint.
    void showEmpty(const QString& message) override;

private:
    // What the curves and the measurement depend on; a change drops the measurement.
    struct Subject {
        const core::Variant* variant = nullptr;
        QString variantId;
        core::Params params;
        int d = 0;
        int dv = 0;
        int dm = 0;
        bool causal = false;

        bool operator==(const Subject& other) const
        {
            return variantId == other.variantId && params == other.params && d == other.d && dv == other.dv
                && dm == other.dm && causal == other.causal;
        }
        bool operator!=(const Subject& other) const { return !(*this == other); }
    };

    void drawAnalytic();
    void showMeasured(const std::vector<core::BenchmarkSeries>& series, double seconds);
    void stopRunning();

    widgets::CostChart* m_chart = nullptr;
    std::optional<Subject> m_subject;
    std::vector<int> m_analyticSizes;
    std::vector<int> m_measureSizes;
    int m_repeats = 3;
    BenchmarkJob m_measurement;
};

} // namespace attnlab::app
