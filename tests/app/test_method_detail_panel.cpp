// MethodDetailPanel on real outcomes (the variants run through compareWithExact on the gaussian scenario): the
// performer plot holds phi(q).phi(k_j) from the extras for every key, memory timelines hold exactly what
// core::memoryReads says, the query follows setQuery and the spin box, and the redraw button asks for new features.
// With ATTNLAB_SCREENSHOT_DIR set, it also writes the panel for a few variants as PNGs to look at.

#include "app/compute/comparison.h"
#include "app/compute/controller.h"
#include "app/panels/method_detail_panel.h"
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/variants/memory/memory_reads.h"
#include "scenario_outcome.h"
#include "widgets/plots/kernel_estimate_plot.h"
#include "widgets/plots/memory_timeline.h"

#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>
#include <qcustomplot.h>

#include <cmath>
#include <map>
#include <string>

using namespace attnlab;

namespace {

using Settings = std::map<std::string, core::ParamValue>;

std::shared_ptr<const app::ComputeOutcome> runOutcome(
    const std::string& variantId, const Settings& settings, int n, bool causal = false)
{
    const core::Scenario& scenario = core::builtinScenarios().get("gaussian", "scenario");
    const core::Variant& variant = core::builtinVariants().get(variantId, "variant");
    auto outcome = std::make_shared<app::ComputeOutcome>();
    outcome->request.scenarioId = QStringLiteral("gaussian");
    outcome->request.scenarioParams.set(scenario.info().params, "n", core::ParamValue(static_cast<long long>(n)));
    outcome->request.causal = causal;
    outcome->request.variantId = QString::fromStdString(variantId);
    for (const auto& [name, value] : settings)
        outcome->request.variantParams.set(variant.info().params, name, value);
    core::Sequence sequence = scenario.make(outcome->request.scenarioParams);
    sequence.problem.causal = causal;
    outcome->sequence = std::make_shared<const core::Sequence>(std::move(sequence));
    outcome->comparison = app::compareWithExact(
        outcome->sequence->problem, variant, outcome->request.variantParams, core::RunOptions());
    test::describeOutcome(*outcome);
    return outcome;
}

core::ParamValue integer(long long value)
{
    return core::ParamValue(value);
}

// phi(q_i).phi(k_j) from performer's extras, the way its header defines the stored features: features_q_i .
// features_k_j exp(query_log_scale_i + key_log_scale_j).
double featureEstimate(const core::Extras& extras, int i, int j)
{
    const core::Matrix& fq = extras.matrices.at(core::extra_keys::kQueryFeatures);
    const core::Matrix& fk = extras.matrices.at(core::extra_keys::kKeyFeatures);
    double dot = 0.0;
    for (Eigen::Index r = 0; r < fq.cols(); ++r)
        dot += static_cast<double>(fq(i, r)) * static_cast<double>(fk(j, r));
    return dot
        * std::exp(static_cast<double>(extras.matrices.at(core::extra_keys::kQueryLogScale)(i, 0))
            + static_cast<double>(extras.matrices.at(core::extra_keys::kKeyLogScale)(j, 0)));
}

double softmaxKernel(const core::Problem& problem, int i, int j)
{
    double dot = 0.0;
    for (int c = 0; c < problem.d(); ++c)
        dot += static_cast<double>(problem.q(i, c)) * static_cast<double>(problem.k(j, c));
    return std::exp(problem.effectiveScale() * dot);
}

bool closeRelative(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)) + 1e-300;
}

} // namespace

class TestMethodDetailPanel : public QObject {
    Q_OBJECT

private slots:
    void emptyBeforeAnyOutcome();
    void nothingExtraForAPatternVariant();
    void performerPlotsTheFeatureEstimateForEveryKey();
    void theShownQueryNamedAgainIsNotDrawnAgain();
    void redrawButtonAsksForNewFeatures();
    void performerWithoutFeatureExtrasSaysWhy();
    void blockMemoryTimelineShowsExactlyTheReads();
    void transformerXlShowsChunks();
    void priorityMemoryReadsKeptKeys();
    void spinBoxPicksTheQuery();
    void pickedQueryIsKeptAndClamped();
    void linearComparesWeightsWithExact();
    void synthVariantsGetAMixingNote();
    void mixingNotesSayWhatTheMapIs();
    void screenshots();
};

void TestMethodDetailPanel::emptyBeforeAnyOutcome()
{
    app::MethodDetailPanel panel;
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::Empty);
    panel.setQuery(3); // no outcome yet: remembered, nothing to draw
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::Empty);
}

void TestMethodDetailPanel::nothingExtraForAPatternVariant()
{
    app::MethodDetailPanel panel;
    panel.showOutcome(runOutcome("sliding_window", {}, 24));
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::Empty);
    bool said = false;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        said = said || (label->isVisibleTo(&panel) && label->text().contains(QStringLiteral("Nothing extra to show")));
    QVERIFY(said);
}

void TestMethodDetailPanel::performerPlotsTheFeatureEstimateForEveryKey()
{
    const int n = 48;
    const auto outcome = runOutcome("performer", { { "features", integer(32) } }, n);
    const core::Problem& problem = outcome->sequence->problem;
    const core::Extras& extras = outcome->comparison.variant.extras;
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::KernelEstimate);
    QCOMPARE(panel.query(), n - 1); // the last query until one is picked

    for (const int i : { n - 1, 5 }) {
        if (i != n - 1)
            panel.setQuery(i);
        QCOMPARE(panel.query(), i);
        const widgets::KernelEstimatePlot* plot = panel.kernelEstimatePlot();
        QCOMPARE(plot->pointCount(), n);
        for (int j = 0; j < n; ++j) {
            const double exact = plot->exactValues()[static_cast<std::size_t>(j)];
            const double estimate = plot->estimateValues()[static_cast<std::size_t>(j)];
            QVERIFY2(closeRelative(exact, softmaxKernel(problem, i, j)), qPrintable(QStringLiteral("exact %1").arg(j)));
            QVERIFY2(closeRelative(estimate, featureEstimate(extras, i, j)),
                qPrintable(QStringLiteral("estimate %1").arg(j)));
        }
        QVERIFY(plot->title().contains(QStringLiteral("query %1").arg(i)));
        // Positive features estimate a positive kernel without bias: near the diagonal, not on it.
        QVERIFY(plot->relativeSpread() > 0.0 && plot->relativeSpread() < 2.0);
    }
}

void TestMethodDetailPanel::theShownQueryNamedAgainIsNotDrawnAgain()
{
    // The window names the query again right after every outcome it hands over; the plot already shows it.
    const int n = 64;
    app::MethodDetailPanel panel;
    panel.resize(420, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.showOutcome(runOutcome("performer", {}, n));
    QSignalSpy replots(panel.kernelEstimatePlot()->plot(), &QCustomPlot::afterReplot);
    QTRY_COMPARE(replots.count(), 1);
    panel.setQuery(n - 1);
    panel.setQuery(n + 10); // clamped to the same last query
    QTest::qWait(50);
    QCOMPARE(replots.count(), 1);
    // Another query is drawn.
    panel.setQuery(3);
    QTRY_COMPARE(replots.count(), 2);
    QVERIFY(panel.kernelEstimatePlot()->title().contains(QStringLiteral("query 3")));
}

void TestMethodDetailPanel::redrawButtonAsksForNewFeatures()
{
    app::MethodDetailPanel panel;
    panel.showOutcome(runOutcome("performer", {}, 16));
    QSignalSpy redraw(&panel, &app::MethodDetailPanel::redrawRequested);
    auto* button = panel.findChild<QPushButton*>(QStringLiteral("redrawFeaturesButton"));
    QVERIFY(button);
    QVERIFY(button->isVisibleTo(&panel));
    QVERIFY(!button->toolTip().isEmpty());
    button->click();
    QCOMPARE(redraw.count(), 1);
}

void TestMethodDetailPanel::performerWithoutFeatureExtrasSaysWhy()
{
    auto outcome = std::const_pointer_cast<app::ComputeOutcome>(runOutcome("performer", {}, 16));
    // As for N beyond the largest map: the variant ran without the map, so without its feature extras.
    outcome->comparison.variant.extras.matrices.clear();
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::KernelEstimate);
    QVERIFY(!panel.kernelEstimatePlot()->hasPoints());
}

void TestMethodDetailPanel::blockMemoryTimelineShowsExactlyTheReads()
{
    const int n = 64;
    const auto outcome = runOutcome("block_memory", { { "chunk", integer(8) }, { "slots", integer(3) } }, n);
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::MemoryReads);
    const widgets::MemoryTimeline* timeline = panel.memoryTimeline();
    for (const int i : { n - 1, 20, 3 }) {
        if (i != n - 1)
            panel.setQuery(i);
        const auto expected
            = core::memoryReads("block_memory", outcome->request.variantParams, n, i, outcome->sequence->problem.k);
        QCOMPARE(timeline->query(), i);
        QCOMPARE(timeline->positionCount(), n);
        QCOMPARE(timeline->chunkSize(), 8);
        QVERIFY(timeline->reads() == expected);
    }
    // The query's weights come along (maps are computed at this size): the variant's row and the exact row.
    QVERIFY(timeline->hasWeights());
    // Query 20 is in chunk 2: its own chunk up to 20 and the pooled chunks 0 and 1 (fewer than 3 exist).
    panel.setQuery(20);
    QCOMPARE(timeline->reads().size(), std::size_t(3));
    QCOMPARE(timeline->reads().back(), (core::MemoryRead { core::MemoryReadKind::Chunk, 16, 20 }));
}

void TestMethodDetailPanel::transformerXlShowsChunks()
{
    const int n = 40;
    const auto outcome = runOutcome("transformer_xl", { { "chunk", integer(8) }, { "memory_chunks", integer(2) } }, n);
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    const widgets::MemoryTimeline* timeline = panel.memoryTimeline();
    QCOMPARE(timeline->chunkSize(), 8);
    QVERIFY(timeline->reads()
        == core::memoryReads("transformer_xl", outcome->request.variantParams, n, n - 1, core::Matrix()));
    QCOMPARE(timeline->reads().size(), std::size_t(3)); // chunks 2, 3 and its own chunk 4
}

void TestMethodDetailPanel::priorityMemoryReadsKeptKeys()
{
    const int n = 50;
    const auto outcome = runOutcome("priority_memory", { { "window", integer(6) }, { "slots", integer(4) } }, n);
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    const widgets::MemoryTimeline* timeline = panel.memoryTimeline();
    QCOMPARE(timeline->chunkSize(), 0);
    const auto expected
        = core::memoryReads("priority_memory", outcome->request.variantParams, n, n - 1, outcome->sequence->problem.k);
    QVERIFY(timeline->reads() == expected);
    int kept = 0;
    for (const core::MemoryRead& read : timeline->reads())
        kept += read.kind == core::MemoryReadKind::Kept;
    QCOMPARE(kept, 4);
}

void TestMethodDetailPanel::spinBoxPicksTheQuery()
{
    const int n = 32;
    const auto outcome = runOutcome("cache_window", { { "window", integer(5) } }, n);
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    auto* spin = panel.findChild<QSpinBox*>();
    QVERIFY(spin);
    QCOMPARE(spin->maximum(), n - 1);
    QCOMPARE(spin->value(), n - 1);
    QVERIFY(!spin->toolTip().isEmpty());

    QSignalSpy picked(&panel, &app::MethodDetailPanel::queryPicked);
    spin->setValue(10);
    QCOMPARE(picked.count(), 1);
    QCOMPARE(picked.at(0).at(0).toInt(), 10);
    QCOMPARE(panel.query(), 10);
    QVERIFY(panel.memoryTimeline()->reads()
        == core::memoryReads("cache_window", outcome->request.variantParams, n, 10, core::Matrix()));
    // setQuery moves the spin box without echoing queryPicked back.
    panel.setQuery(4);
    QCOMPARE(spin->value(), 4);
    QCOMPARE(picked.count(), 1);
    QCOMPARE(panel.memoryTimeline()->query(), 4);
}

void TestMethodDetailPanel::pickedQueryIsKeptAndClamped()
{
    app::MethodDetailPanel panel;
    panel.showOutcome(runOutcome("cache_window", {}, 32));
    panel.setQuery(20);
    panel.showOutcome(runOutcome("mean_memory", {}, 40));
    QCOMPARE(panel.query(), 20); // a new outcome keeps the picked row
    panel.showOutcome(runOutcome("mean_memory", {}, 12));
    QCOMPARE(panel.query(), 11); // clamped into the shorter sequence
    panel.setQuery(-5);
    QCOMPARE(panel.query(), 0);
}

void TestMethodDetailPanel::linearComparesWeightsWithExact()
{
    const int n = 24;
    const auto outcome = runOutcome("linear", {}, n);
    app::MethodDetailPanel panel;
    panel.showOutcome(outcome);
    QCOMPARE(panel.content(), app::MethodDetailPanel::Content::LinearWeights);
    const widgets::KernelEstimatePlot* plot = panel.linearWeightsPlot();
    QCOMPARE(plot->pointCount(), n);
    for (int j = 0; j < n; ++j) {
        QCOMPARE(plot->exactValues()[static_cast<std::size_t>(j)],
            static_cast<double>((*outcome->comparison.exact->map)(n - 1, j)));
        QCOMPARE(plot->estimateValues()[static_cast<std::size_t>(j)],
            static_cast<double>((*outcome->comparison.variant.map)(n - 1, j)));
    }
    // Under causal only the keys up to the query are compared.
    panel.showOutcome(runOutcome("linear", {}, n, true));
    panel.setQuery(9);
    QCOMPARE(panel.linearWeightsPlot()->pointCount(), 10);
}

void TestMethodDetailPanel::synthVariantsGetAMixingNote()
{
    app::MethodDetailPanel panel;
    for (const char* id : { "fnet", "mixer", "gmlp", "synthesizer" }) {
        panel.showOutcome(runOutcome(id, {}, 16));
        QCOMPARE(panel.content(), app::MethodDetailPanel::Content::MixingNote);
        bool noted = false;
        for (const QLabel* label : panel.findChildren<QLabel*>())
            noted = noted || (label->isVisibleTo(&panel) && label->text().contains(QStringLiteral("sum to 1")));
        QVERIFY2(noted, id);
    }
}

// gMLP's displayed M = W + I is no map with O = M V (O = U + U ⊙ (W Z)): the note says what M is and never
// calls it the matrix the output is made with, nor does the note of any other mixing operator.
void TestMethodDetailPanel::mixingNotesSayWhatTheMapIs()
{
    app::MethodDetailPanel panel;
    const auto noteText = [&panel] {
        QString text;
        for (const QLabel* label : panel.findChildren<QLabel*>())
            if (label->isVisibleTo(&panel))
                text += label->text();
        return text;
    };
    panel.showOutcome(runOutcome("gmlp", {}, 16));
    const QString gmlpNote = noteText();
    QVERIFY2(gmlpNote.contains(QStringLiteral("U + U ⊙ (W Z)")), qPrintable(gmlpNote));
    QVERIFY2(gmlpNote.contains(QStringLiteral("M = W + I only displays")), qPrintable(gmlpNote));
    QVERIFY2(gmlpNote.contains(QStringLiteral("No matrix gives O = M V")), qPrintable(gmlpNote));
    for (const char* id : { "fnet", "mixer", "gmlp" }) {
        panel.showOutcome(runOutcome(id, {}, 16));
        QVERIFY2(!noteText().contains(QStringLiteral("M with O = M V")), id);
    }
}

void TestMethodDetailPanel::screenshots()
{
    const QString directory = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR");
    if (directory.isEmpty())
        QSKIP("set ATTNLAB_SCREENSHOT_DIR to write the panel's pictures");
    QDir().mkpath(directory);
    const struct {
        const char* file;
        const char* variant;
        Settings settings;
        int n;
        int query;
    } shots[] = {
        { "detail_performer.png", "performer", {}, 64, 63 },
        { "detail_block_memory.png", "block_memory", { { "chunk", integer(8) }, { "slots", integer(3) } }, 64, 45 },
        { "detail_transformer_xl.png", "transformer_xl", { { "chunk", integer(6) }, { "memory_chunks", integer(2) } },
            30, 27 },
        { "detail_priority_memory.png", "priority_memory", {}, 48, 40 },
        { "detail_linear.png", "linear", {}, 64, 63 },
        { "detail_fnet.png", "fnet", {}, 16, 15 },
        { "detail_gmlp.png", "gmlp", {}, 16, 5 },
        { "detail_block_memory_long.png", "block_memory", { { "chunk", integer(32) }, { "slots", integer(4) } }, 1500,
            1000 },
        { "detail_cache_window_short.png", "cache_window", { { "window", integer(5) } }, 16, 12 },
    };
    for (const auto& shot : shots) {
        app::MethodDetailPanel panel;
        panel.resize(420, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showOutcome(runOutcome(shot.variant, shot.settings, shot.n));
        panel.setQuery(shot.query);
        QCoreApplication::processEvents();
        QVERIFY(panel.grab().save(QDir(directory).filePath(QString::fromLatin1(shot.file))));
    }
}

QTEST_MAIN(TestMethodDetailPanel)
#include "test_method_detail_panel.moc"
