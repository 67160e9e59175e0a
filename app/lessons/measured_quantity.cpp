#include "app/lessons/measured_quantity.h"

#include "app/lessons/quantity_value.h"
#include "core/analysis/benchmark.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/kernels/worker_pool.h"

#include <QCoreApplication>

#include <chrono>
#include <cmath>
#include <memory>
#include <vector>

namespace attnlab::app {

// Under a context that lupdate and the program agree on (see QuantityWords in quantity_value.cpp).
class MeasuredQuantityWords {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::MeasuredQuantityWords)
};

namespace {

// The median wall time of `runs` runs after one warm-up that pays for first-touch page faults and lazily built
// tables, as core::runBenchmark times a point.
double medianSeconds(const core::Variant& variant, const core::Problem& problem, const core::Params& params,
    const core::RunOptions& options, int runs)
{
    std::vector<double> times;
    for (int run = 0; run <= runs; ++run) {
        options.cancel.throwIfCancelled();
        const auto start = std::chrono::steady_clock::now();
        variant.run(problem, params, options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (run > 0)
            times.push_back(seconds);
    }
    return core::median(times);
}

} // namespace

bool isMeasuredQuantity(const QString& name)
{
    const QuestionQuantity* quantity = findQuestionQuantity(name);
    return quantity && quantity->measured;
}

MeasuredTimes measureStepTimes(const ComputeOutcome& outcome, const core::CancelFlag& cancel, int runs)
{
    MeasuredTimes times;
    if (!outcome.sequence || !outcome.variant) {
        times.problem = MeasuredQuantityWords::tr("nothing was computed for this step");
        return times;
    }
    if (runs < 1) {
        times.problem = MeasuredQuantityWords::tr("a measurement needs at least one timed run");
        return times;
    }
    core::RunOptions options;
    options.wantMap = false; // the display map is no part of the method's time
    options.wantSpectra = false;
    options.cancel = cancel;
    // Threads kept from run to run, as the benchmark keeps them: a short run is not timed waiting for new threads.
    options.workerPool = std::make_shared<core::WorkerPool>(core::effectiveThreads(options) - 1);
    // Full attention on the input the comparison used: memory variants are compared with the causal exact result.
    core::Problem reference = outcome.sequence->problem;
    if (outcome.variant->info().causal == core::CausalSupport::Always)
        reference.causal = true;
    try {
        times.variantSeconds
            = medianSeconds(*outcome.variant, outcome.sequence->problem, outcome.params, options, runs);
        times.exactSeconds
            = medianSeconds(core::builtinVariants().get("full", "variant"), reference, core::Params(), options, runs);
        times.runs = runs;
    } catch (const core::Cancelled&) {
        throw;
    } catch (const std::exception& exception) {
        times = MeasuredTimes();
        times.problem = MeasuredQuantityWords::tr("the step's computation could not be timed: %1")
                            .arg(QString::fromUtf8(exception.what()));
    }
    return times;
}

QuantityValue measuredQuantity(const QuantityCall& call, const MeasuredTimes& times)
{
    if (!isMeasuredQuantity(call.quantity))
        return { std::nullopt, MeasuredQuantityWords::tr("'%1' is not a measured quantity").arg(call.quantity) };
    if (!times.measured())
        return { std::nullopt,
            times.problem.isEmpty() ? MeasuredQuantityWords::tr("the step has not been timed") : times.problem };
    double value = 0;
    if (call.quantity == QLatin1String("speedup")) {
        value = times.exactSeconds / times.variantSeconds;
    } else {
        const bool exact = call.arguments.has("of") && call.arguments.text("of") == "exact";
        value = exact ? times.exactSeconds : times.variantSeconds;
    }
    if (!std::isfinite(value) || value <= 0)
        return {
            std::nullopt,
            MeasuredQuantityWords::tr("the run was too quick for this machine's clock to time (%1)").arg(call.quantity)
        };
    return { value, QString() };
}

} // namespace attnlab::app
