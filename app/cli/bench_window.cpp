#include "app/cli/bench_window.h"

#include "app/cli/argument_list.h"
#include "app/cli/redraw_watch.h"
#include "app/cli/usage_error.h"
#include "app/compute/comparison.h"
#include "app/compute/superseding_worker.h"
#include "app/state/lab_model.h"
#include "app/window/display_preparation.h"
#include "app/window/main_window.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "widgets/heatmap/view.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <optional>
#include <pthread.h>
#include <sched.h>
#include <vector>

namespace attnlab::app {

namespace {

const char* const kDefaultVariants = "full,local,bigbird,performer,lsh";
const char* const kDefaultSizes = "512,4096";
constexpr int kDefaultChanges = 10;
constexpr int kWidth = 64;
// Generous: svd at N = 4096 holds the worker for about 50 s a computation (Eigen's SVD cannot be cancelled
// midway), and a warm-up may run it more than once, besides the spectrum dock's own SVDs.
constexpr int kTimeoutMs = 600000;

enum class ChangeKind { VariantParameter, InputSeed };

// One change the benchmark makes, again and again: a variant parameter between two values, or the input's seed.
struct Change {
    ChangeKind kind = ChangeKind::InputSeed;
    std::string parameter;
    core::Params first; // the variant's parameters, for a VariantParameter change
    core::Params second;
};

struct Sample {
    double total = 0; // change to the last paint (or to the outcome shown, when nothing painted after it)
    double shown = 0; // change to the outcome handed to every view (the GUI thread's part included)
    double compute = 0; // the worker's computation
    double prepare = 0; // then, in the same job, the display data worked out for the views
    double paint = 0;
    double stall = 0;
    double guiCpu = 0;
    double processCpu = 0;
    std::map<QString, double> paintByClass;
};

double percentile(std::vector<double> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double at = fraction * static_cast<double>(values.size() - 1);
    const auto low = static_cast<std::size_t>(at);
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (at - static_cast<double>(low));
}

double median(std::vector<double> values)
{
    return percentile(std::move(values), 0.5);
}

core::Params gaussianInput(int n, long long seed)
{
    const core::Scenario& gaussian = core::builtinScenarios().get("gaussian", "scenario");
    core::Params params = core::Params::defaults(gaussian.info().params);
    params.set(gaussian.info().params, "n", static_cast<long long>(n));
    params.set(gaussian.info().params, "d", static_cast<long long>(kWidth));
    params.set(gaussian.info().params, "dv", static_cast<long long>(kWidth));
    params.set(gaussian.info().params, "seed", seed);
    return params;
}

core::Problem gaussianProblem(int n)
{
    return core::builtinScenarios().get("gaussian", "scenario").make(gaussianInput(n, 0)).problem;
}

// Values near a numeric parameter's default, the default first.
std::vector<core::ParamValue> nearbyValues(const core::ParamSpec& spec)
{
    std::vector<core::ParamValue> values;
    if (spec.type == core::ParamType::Integer) {
        const long long value = std::get<long long>(spec.defaultValue);
        for (const long long other : { value * 2, value / 2, value + 1, value - 1 })
            if (other != value && other >= spec.minimum && other <= spec.maximum)
                values.emplace_back(other);
    } else if (spec.type == core::ParamType::Real) {
        const double value = std::get<double>(spec.defaultValue);
        for (const double other : { value * 0.5, value * 2, (value + spec.maximum) / 2 })
            if (other != value && other >= spec.minimum && other <= spec.maximum)
                values.emplace_back(other);
    }
    return values;
}

// The variant's first numeric parameter that it accepts at two values on this input (the default and a
// neighbour); the input's seed when it has none.
Change changeFor(const core::Variant& variant, const core::Problem& problem)
{
    core::RunOptions options;
    options.wantMap = false;
    for (const core::ParamSpec& spec : variant.info().params) {
        if (spec.name == "seed")
            continue;
        for (const core::ParamValue& value : nearbyValues(spec)) {
            core::Params second = core::Params::defaults(variant.info().params);
            second.set(variant.info().params, spec.name, value);
            try {
                variant.run(problem, second, options);
            } catch (const core::Error&) {
                continue;
            }
            return Change { ChangeKind::VariantParameter, spec.name, core::Params::defaults(variant.info().params),
                second };
        }
    }
    return Change {};
}

// The kernels alone, as the worker runs them for this change: the variant, and the exact attention when the input
// changed (the exact result is reused while only the variant's parameters change). Median of three, in ms.
double kernelMs(const core::Variant& variant, const core::Problem& problem, const Change& change)
{
    core::RunOptions options;
    options.wantMap = true;
    options.wantSpectra = false; // as app/compute/outcome.cpp asks
    const core::Variant& full = core::builtinVariants().get("full", "variant");
    std::vector<double> times;
    for (int repeat = 0; repeat < 3; ++repeat) {
        QElapsedTimer timer;
        timer.start();
        variant.run(problem, change.kind == ChangeKind::VariantParameter ? change.second : core::Params(), options);
        if (change.kind == ChangeKind::InputSeed)
            full.run(problem, core::Params(), options);
        times.push_back(static_cast<double>(timer.nsecsElapsed()) * 1e-6);
    }
    return median(times);
}

// Under a real-time policy (the quiet measuring script runs the whole benchmark at SCHED_FIFO), threads of equal
// priority never share a core: while the worker's threads hold both cores the GUI thread waits for one of them to
// finish, which a desktop's time-sharing scheduler would not make it do, and the heartbeat would count that as the
// GUI thread's stall. One level above the threads it has started (they keep the level they started with), the GUI
// thread runs when it has work, as an interactive thread does. Nothing changes under the ordinary policy.
void raiseGuiThreadAboveItsWorkers()
{
    int policy = 0;
    sched_param parameters {};
    if (pthread_getschedparam(pthread_self(), &policy, &parameters) != 0
        || (policy != SCHED_FIFO && policy != SCHED_RR))
        return;
    if (parameters.sched_priority < sched_get_priority_max(policy)) {
        ++parameters.sched_priority;
        pthread_setschedparam(pthread_self(), policy, &parameters);
    }
}

class WindowDriver {
public:
    WindowDriver() : m_window(LessonLibrary {})
    {
        m_window.resize(1600, 900);
        m_window.show();
        QObject::connect(m_window.controller(), &ComputeController::finished, &m_watch,
            [this](const std::shared_ptr<const ComputeOutcome>& outcome) {
                // Connected after the window's own slot: the outcome has been handed to every view.
                m_shownAt = m_watch.elapsedMs();
                m_computeMs = outcome->seconds * 1e3;
                m_prepareMs = outcome->display ? outcome->display->seconds * 1e3 : 0;
            });
        QObject::connect(m_window.controller(), &ComputeController::failed, &m_watch,
            [this](const QString& message) { m_failure = message; });
    }

    MainWindow& window() { return m_window; }

    void bringForward(const QString& dockName) { m_window.model()->setFrontDock(dockName); }

    // Sets up the input and the variant and waits for the window to show them (not timed: the warm-up).
    void prepare(const QString& variantId, int n, const Change& change)
    {
        m_seed = 0;
        m_window.model()->setSource(QStringLiteral("gaussian"));
        m_window.model()->setScenarioParams(gaussianInput(n, m_seed));
        m_window.model()->setVariant(variantId);
        if (change.kind == ChangeKind::VariantParameter)
            m_window.model()->setVariantParams(change.first);
        m_flip = false;
        settle();
        // After the first warm-up, which started the compute workers' threads at the GUI thread's level.
        if (!m_raised) {
            raiseGuiThreadAboveItsWorkers();
            m_raised = true;
        }
    }

    Sample measure(const Change& change, int n)
    {
        m_watch.start();
        m_shownAt = 0;
        m_computeMs = 0;
        m_prepareMs = 0;
        if (change.kind == ChangeKind::VariantParameter) {
            m_flip = !m_flip;
            m_window.model()->setVariantParams(m_flip ? change.second : change.first);
        } else {
            m_window.model()->setScenarioParams(gaussianInput(n, ++m_seed));
        }
        settle();
        const RedrawWatch::Span& span = m_watch.span();
        Sample sample;
        sample.shown = m_shownAt;
        sample.total = std::max(span.lastPaint, m_shownAt);
        sample.compute = m_computeMs;
        sample.prepare = m_prepareMs;
        sample.paint = span.paint;
        sample.stall = span.longestStall;
        sample.paintByClass = span.paintByClass;
        sample.guiCpu = span.guiCpu;
        sample.processCpu = span.processCpu;
        return sample;
    }

private:
    bool settled()
    {
        const std::shared_ptr<const ComputeOutcome> outcome = m_window.outcome();
        if (!m_failure.isEmpty())
            throw core::Error("the window failed to compute: " + m_failure.toStdString());
        if (!outcome || outcome->request != m_window.currentRequest() || m_window.controller()->isBusy())
            return false;
        // Panels that compute on their own workers (the spectrum's SVDs, the pattern's receptive field, ...).
        for (const SupersedingWorker* worker : m_window.findChildren<SupersedingWorker*>())
            if (worker->isBusy())
                return false;
        // Maps whose cells are pooled in the background for a grid the layout moved to.
        for (const widgets::HeatmapView* view : m_window.findChildren<widgets::HeatmapView*>())
            if (view->isPooling())
                return false;
        return true;
    }

    void settle()
    {
        if (!m_watch.waitUntilSettled([this] { return settled(); }, kTimeoutMs))
            throw core::Error("the window did not settle within " + std::to_string(kTimeoutMs / 1000) + " s");
    }

    RedrawWatch m_watch;
    MainWindow m_window;
    double m_shownAt = 0;
    double m_computeMs = 0;
    double m_prepareMs = 0;
    QString m_failure;
    long long m_seed = 0;
    bool m_flip = false;
    bool m_raised = false;
};

QString changeText(const Change& change)
{
    return change.kind == ChangeKind::VariantParameter ? QString::fromStdString(change.parameter)
                                                       : QStringLiteral("input seed");
}

void writeHeader(QTextStream& out, int changes, const QString& dock, QSize window)
{
    out << "The main window offscreen at " << window.width() << " x " << window.height()
        << ", gaussian Q, K, V with d = dv = " << kWidth << ", "
        << (dock.isEmpty() ? QStringLiteral("the default docks in front") : QStringLiteral("%1 in front").arg(dock))
        << "; " << changes << " changes each after a warm-up. ms from the change to the last paint of every visible "
        << "panel (p50, p95), and of the p50: the worker's computation, of it the kernels alone (measured apart), "
        << "the display data the worker then prepares for the views, the outcome handed to the views, the paints; "
        << "the GUI thread's longest stall; the CPU time of the GUI "
           "thread and of the whole process "
        << "(wall times include waiting for a core on a loaded machine, these do not).\n\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12 %13\n")
               .arg(QStringLiteral("variant"), -10)
               .arg(QStringLiteral("N"), 5)
               .arg(QStringLiteral("change"), -12)
               .arg(QStringLiteral("p50"), 8)
               .arg(QStringLiteral("p95"), 8)
               .arg(QStringLiteral("compute"), 8)
               .arg(QStringLiteral("kernels"), 8)
               .arg(QStringLiteral("prepare"), 8)
               .arg(QStringLiteral("shown"), 8)
               .arg(QStringLiteral("paint"), 8)
               .arg(QStringLiteral("stall"), 8)
               .arg(QStringLiteral("gui cpu"), 8)
               .arg(QStringLiteral("all cpu"), 8);
}

void writeRow(QTextStream& out, const QString& variantId, int n, const Change& change,
    const std::vector<Sample>& samples, double kernels, bool details)
{
    std::vector<double> total, shown, compute, prepare, paint, stall, guiCpu, processCpu;
    std::map<QString, std::vector<double>> byClass;
    for (const Sample& sample : samples) {
        total.push_back(sample.total);
        shown.push_back(sample.shown);
        compute.push_back(sample.compute);
        prepare.push_back(sample.prepare);
        paint.push_back(sample.paint);
        stall.push_back(sample.stall);
        guiCpu.push_back(sample.guiCpu);
        processCpu.push_back(sample.processCpu);
        for (const auto& [name, ms] : sample.paintByClass)
            byClass[name].push_back(ms);
    }
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12 %13\n")
               .arg(variantId, -10)
               .arg(n, 5)
               .arg(changeText(change), -12)
               .arg(median(total), 8, 'f', 1)
               .arg(percentile(total, 0.95), 8, 'f', 1)
               .arg(median(compute), 8, 'f', 1)
               .arg(kernels, 8, 'f', 1)
               .arg(median(prepare), 8, 'f', 1)
               .arg(median(shown), 8, 'f', 1)
               .arg(median(paint), 8, 'f', 1)
               .arg(*std::max_element(stall.begin(), stall.end()), 8, 'f', 1)
               .arg(median(guiCpu), 8, 'f', 1)
               .arg(median(processCpu), 8, 'f', 1);
    if (!details)
        return;
    std::vector<std::pair<double, QString>> classes;
    for (auto& [name, ms] : byClass)
        classes.emplace_back(std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(samples.size()), name);
    std::sort(classes.rbegin(), classes.rend());
    out << "    paint by class (mean ms):";
    for (std::size_t i = 0; i < std::min<std::size_t>(classes.size(), 6); ++i)
        out << " " << classes[i].second << " " << QString::number(classes[i].first, 'f', 1);
    out << "\n";
}

std::vector<int> parseSizes(const QString& text)
{
    std::vector<int> sizes;
    for (const QString& item : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int n = item.trimmed().toInt(&ok);
        if (!ok || n < 1 || n > 4096)
            throw UsageError(QStringLiteral("option --n takes whole numbers in 1..4096 (the largest map the window "
                                            "draws), got '%1'")
                                 .arg(item)
                                 .toStdString());
        sizes.push_back(n);
    }
    return sizes;
}

} // namespace

int runBenchWindowCommand(const QStringList& arguments, QTextStream& out, const ApplicationStarter& start)
{
    ArgumentList list(arguments);
    list.takeFlag(QStringLiteral("window"));
    QStringList variantIds
        = list.takeValue(QStringLiteral("variants")).value_or(QString::fromLatin1(kDefaultVariants)).split(',');
    for (const QString& id : variantIds)
        if (!core::builtinVariants().find(id.trimmed().toStdString()))
            throw UsageError(("unknown variant '" + id + "' in --variants").toStdString());
    const std::vector<int> sizes = parseSizes(list.takeValue(QStringLiteral("n")).value_or(kDefaultSizes));
    const int changes = list.takeInt(QStringLiteral("changes"), 1, 1000).value_or(kDefaultChanges);
    const QString dock = list.takeValue(QStringLiteral("dock")).value_or(QString());
    const bool inputToo = list.takeFlag(QStringLiteral("input"));
    const bool details = list.takeFlag(QStringLiteral("details"));
    list.expectNothingLeft();

    start(true);
    // The benchmark's window keeps nothing of the user's: its settings live in a test folder and are wiped.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabBench"));
    QCoreApplication::setApplicationName(QStringLiteral("attnlab-bench-window"));
    QSettings().clear();

    WindowDriver driver;
    if (!dock.isEmpty()) {
        if (!driver.window().findChild<QDockWidget*>(dock))
            throw UsageError(("--dock: no dock named '" + dock + "' (e.g. spectrumDock, patternDock)").toStdString());
        driver.bringForward(dock);
    }
    // The window asks for 1600 x 900 and fits itself to the screen: the offscreen platform's is 800 x 600, so the
    // window takes its smallest size, with the right-hand docks folded into the bottom tabs (as on a laptop).
    QCoreApplication::processEvents();
    writeHeader(out, changes, dock, driver.window().size());
    out.flush();
    for (const int n : sizes) {
        const core::Problem problem = gaussianProblem(n);
        for (const QString& rawId : variantIds) {
            const QString id = rawId.trimmed();
            const core::Variant& variant = core::builtinVariants().get(id.toStdString(), "variant");
            std::vector<Change> kinds { changeFor(variant, problem) };
            if (inputToo && kinds.front().kind != ChangeKind::InputSeed)
                kinds.push_back(Change {});
            for (const Change& change : kinds) {
                driver.prepare(id, n, change);
                std::vector<Sample> samples;
                for (int i = 0; i < changes; ++i)
                    samples.push_back(driver.measure(change, n));
                writeRow(out, id, n, change, samples, kernelMs(variant, problem, change), details);
                out.flush();
                std::fflush(stdout);
            }
        }
    }
    QSettings().clear();
    return 0;
}

} // namespace attnlab::app
