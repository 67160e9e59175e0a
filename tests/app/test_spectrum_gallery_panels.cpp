// SpectrumPanel and GalleryPanel on real outcomes, built as the controller builds them (the clustered scenario,
// the variant run beside the exact result with the map asked for). Spectra: computed off the GUI thread, the 90%
// ranks against an independent double-precision SVD of A, the variant's rank parameter, the messages for a missing
// map and a too large N, stale results dropped, A's spectrum reused. Gallery: every tile filled for a small N, tiles
// render non-blank, click and Enter choose a variant, a newer input cancels the older run, a hidden gallery waits.
// Set ATTNLAB_SCREENSHOT_DIR to keep renderings of both panels for a look by eye.

#include "app/compute/comparison.h"
#include "app/compute/controller.h"
#include "app/compute/exact_singular_values.h"
#include "app/language/interface_language.h"
#include "app/panels/gallery_panel.h"
#include "app/panels/spectrum_panel.h"
#include "core/analysis/exact_map_double.h"
#include "core/analysis/spectrum.h"
#include "core/builtin_catalogues.h"
#include "image_pixels.h"
#include "scenario_outcome.h"
#include "widgets/plots/cumulative_energy_plot.h"
#include "widgets/plots/gallery_view.h"
#include "widgets/plots/spectrum_plot.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QtTest>
#include <qcustomplot.h>

#include <cmath>

using namespace attnlab;

namespace {

using attnlab::test::distinctColours;
using attnlab::test::pixelsNear;

// One outcome as the controller builds it: the clustered scenario with N tokens and the variant at its defaults.
std::shared_ptr<const app::ComputeOutcome> runOutcome(const QString& variantId, int n, bool causal = false)
{
    return test::runScenarioOutcome("clustered", variantId, {}, n, causal, true);
}

// The same input (the very same sequence object, as the controller reuses it) with another variant.
std::shared_ptr<const app::ComputeOutcome> sameInputOutcome(
    const std::shared_ptr<const app::ComputeOutcome>& previous, const QString& variantId)
{
    const core::Variant& variant = core::builtinVariants().get(variantId.toStdString(), "variant");
    auto outcome = std::make_shared<app::ComputeOutcome>(*previous);
    outcome->request.variantId = variantId;
    outcome->request.variantParams = core::Params();
    core::RunOptions options;
    outcome->comparison = app::compareWithExact(
        outcome->sequence->problem, variant, core::Params(), options, previous->comparison.exact);
    test::describeOutcome(*outcome);
    return outcome;
}

void saveScreenshot(QWidget& widget, const QString& name)
{
    const QByteArray dir = qgetenv("ATTNLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(name));
}

// The variant's tile as drawn, cut from a grab of the gallery.
QImage tileImage(app::GalleryPanel& panel, const QString& id)
{
    widgets::GalleryView* view = panel.galleryView();
    return view->grab().toImage().copy(view->tileRect(id));
}

// Shown and exposed: both panels compute only while visible.
bool showPanel(QWidget& panel, const QSize& size = QSize(420, 700))
{
    panel.resize(size);
    panel.show();
    return QTest::qWaitForWindowExposed(&panel);
}

QString relativeErrorText(double value)
{
    return QString::number(value, 'g', 3);
}

} // namespace

class TestSpectrumGalleryPanels : public QObject {
    Q_OBJECT

private slots:
    // The language test below writes the interface language to the settings: keep them out of the user's.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // ---- Views, on hand-made data ----

    void energyPlotMarksBothThresholdRanks()
    {
        // A keeps 50%, 80%, 95%, 100% with 1..4 values: 90% at rank 3. M: 92%, 100%: 90% at rank 1.
        widgets::CumulativeEnergyPlot plot;
        plot.setCurves({ { 0.5, 0.8, 0.95, 1.0 }, 3 }, { { 0.92, 1.0, 1.0, 1.0 }, 1 }, QStringLiteral("M"), 0.9);
        QVERIFY(plot.hasCurves());
        QCOMPARE(plot.exactThresholdRank(), 3);
        QCOMPARE(plot.variantThresholdRank(), 1);
        QCOMPARE(plot.exactRankLabel(), QStringLiteral("A: 3"));
        QCOMPARE(plot.variantRankLabel(), QStringLiteral("M: 1"));
        // Each curve starts at the origin: rank 0 keeps nothing.
        QCOMPARE(plot.plot()->graph(0)->dataCount(), 5);
        QCOMPARE(plot.plot()->graph(0)->data()->at(0)->value, 0.0);
        QCOMPARE(plot.plot()->graph(0)->data()->at(3)->value, 0.95);
        // The threshold line at 90%, and a dot on each curve at its threshold rank.
        bool thresholdDrawn = false;
        QList<QPointF> dots;
        for (int k = 0; k < plot.plot()->itemCount(); ++k) {
            QCPAbstractItem* item = plot.plot()->item(k);
            if (auto* line = qobject_cast<QCPItemStraightLine*>(item); line && line->visible())
                thresholdDrawn = thresholdDrawn || line->point1->coords().y() == 0.9;
            if (auto* tracer = qobject_cast<QCPItemTracer*>(item); tracer && tracer->visible())
                dots.push_back(tracer->position->coords());
        }
        QVERIFY(thresholdDrawn);
        QCOMPARE(dots.size(), 2);
        QVERIFY(dots.contains(QPointF(3, 0.95)));
        QVERIFY(dots.contains(QPointF(1, 0.92)));

        plot.setRankMarker(2, QStringLiteral("k = 2"));
        QCOMPARE(plot.rankMarker(), std::optional<int>(2));
        const QImage image = plot.renderImage(QSize(400, 240));
        QVERIFY(pixelsNear(image, QColor(213, 94, 0), 40) > 60);
        plot.clear(QStringLiteral("nothing"));
        QVERIFY(!plot.hasCurves());
        QCOMPARE(plot.plot()->graph(0)->dataCount(), 0);
    }

    void energyPlotCutsTheRankAxisWhereNothingHappens()
    {
        // 200 values, the first 3 keep everything: the axis ends soon after rank 3 (at least 8 ranks shown).
        std::vector<double> fractions(200, 1.0);
        fractions[0] = 0.6;
        fractions[1] = 0.9;
        widgets::CumulativeEnergyPlot plot;
        plot.setCurves({ fractions, 2 }, { fractions, 2 }, QStringLiteral("M"), 0.9);
        QVERIFY(plot.plot()->xAxis->range().upper < 20);
        QVERIFY(plot.plot()->xAxis->label().contains(QStringLiteral("of 200")));
        // A marker further right widens it.
        plot.setRankMarker(50, QStringLiteral("k = 50"));
        QVERIFY(plot.plot()->xAxis->range().upper >= 50);
    }

    void spectrumPlotMarksTheEnergyRanks()
    {
        widgets::SpectrumPlot plot;
        plot.setSpectra({ 4, 2, 1, 0.5, 0.25 }, { 4, 2, 0, 0, 0 }, QStringLiteral("M"));
        plot.setEnergyRankMarkers(2, QStringLiteral("A"), 5, QStringLiteral("M"));
        QCOMPARE(plot.exactEnergyRank(), 2);
        QCOMPARE(plot.variantEnergyRank(), 5);
        // Dotted lines stand between the kept and the dropped values; a rank at the end drops nothing: no line.
        int dotted = 0;
        for (int k = 0; k < plot.plot()->itemCount(); ++k)
            if (auto* line = qobject_cast<QCPItemStraightLine*>(plot.plot()->item(k));
                line && line->visible() && line->pen().style() == Qt::DotLine) {
                ++dotted;
                QCOMPARE(line->point1->coords().x(), 2.5);
            }
        QCOMPARE(dotted, 1);
        plot.clearEnergyRankMarkers();
        QCOMPARE(plot.exactEnergyRank(), 0);
    }

    void galleryViewTilesByHand()
    {
        widgets::GalleryView view;
        view.setEntries({ { QStringLiteral("a"), QStringLiteral("Variant A"), QStringLiteral("family") },
            { QStringLiteral("b"), QStringLiteral("Variant B"), QStringLiteral("family") },
            { QStringLiteral("c"), QStringLiteral("Variant C"), QStringLiteral("family") } });
        QCOMPARE(view.tileCount(), 3);
        QCOMPARE(view.finishedTileCount(), 0);
        QCOMPARE(view.tileTitle(QStringLiteral("a")), QStringLiteral("a · waiting"));
        core::Matrix map(4, 4);
        map << 1, 0, 0, 0, 0.5, 0.5, 0, 0, 0.2, 0.3, 0.5, 0, 0.1, 0.2, 0.3, 0.4;
        QVERIFY(view.setTileMap(QStringLiteral("a"), map, 0.12345));
        QVERIFY(view.setTileMessage(QStringLiteral("b"), QStringLiteral("refuses causal"), QStringLiteral("why")));
        QVERIFY(view.setTileMap(QStringLiteral("c"), map, std::nan("")));
        QVERIFY(!view.setTileMap(QStringLiteral("unknown"), map, 0.0));
        QCOMPARE(view.tileTitle(QStringLiteral("a")), QStringLiteral("a · rel. err 0.123"));
        QCOMPARE(view.tileTitle(QStringLiteral("b")), QStringLiteral("b · refuses causal"));
        QCOMPARE(view.tileTitle(QStringLiteral("c")), QStringLiteral("c · rel. err n/a"));
        QCOMPARE(view.finishedTileCount(), 3);
        QVERIFY(view.tileToolTip(QStringLiteral("b")).contains(QStringLiteral("Variant B")));
        QVERIFY(view.tileToolTip(QStringLiteral("b")).contains(QStringLiteral("why")));

        view.setCurrentVariant(QStringLiteral("b"));
        QCOMPARE(view.currentVariant(), QStringLiteral("b"));
        view.resize(500, 400);
        // The map tile shows the colour map's colours; the message tile is grey.
        const QImage image = view.grab().toImage();
        const QRect aRect = view.tileRect(QStringLiteral("a"));
        QVERIFY(distinctColours(image.copy(aRect)) > 6);
        QVERIFY(!view.tileRect(QStringLiteral("b")).intersects(aRect));
        // Narrower: more rows, so more height.
        QVERIFY(view.heightForWidth(140) > view.heightForWidth(500));
        view.resetTiles();
        QCOMPARE(view.finishedTileCount(), 0);
        QCOMPARE(view.currentVariant(), QStringLiteral("b"));
    }

    // ---- Spectrum panel ----

    void spectrumStartsEmpty()
    {
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        QVERIFY(!panel.hasSpectra());
        QVERIFY(!panel.isBusy());
        QVERIFY(!panel.messageText().isEmpty());
    }

    void spectrumRendersForEachFamily_data()
    {
        QTest::addColumn<QString>("variantId");
        QTest::newRow("pattern") << QStringLiteral("local");
        QTest::newRow("cluster") << QStringLiteral("lsh");
        QTest::newRow("kernel") << QStringLiteral("performer");
        QTest::newRow("memory") << QStringLiteral("block_memory");
    }

    void spectrumRendersForEachFamily()
    {
        QFETCH(QString, variantId);
        const int n = 64;
        const auto outcome = runOutcome(variantId, n);
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel, QSize(420, 700)));
        QSignalSpy shown(&panel, &app::SpectrumPanel::spectraShown);
        panel.showOutcome(outcome);
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        QCOMPARE(shown.count(), 1);
        QVERIFY(!panel.isBusy());

        // The 90% rank of A, against an SVD of A computed here: memory variants are compared with the causal A.
        core::Problem problem = outcome->sequence->problem;
        problem.causal = variantId == QLatin1String("block_memory");
        const core::Spectrum exact = core::spectrumOf(core::exactMapInDouble(problem));
        QCOMPARE(panel.exactEnergyRank(), exact.energyRank);
        QVERIFY(exact.energyRank >= 1 && exact.energyRank <= n);
        const core::Spectrum variant = core::spectrumOf(core::MatrixD(outcome->comparison.variant.map->cast<double>()));
        QCOMPARE(panel.variantEnergyRank(), variant.energyRank);
        QCOMPARE(panel.energyPlot()->exactThresholdRank(), exact.energyRank);
        QCOMPARE(panel.spectrumPlot()->exactEnergyRank(), exact.energyRank);
        QVERIFY(panel.summaryText().contains(QStringLiteral("of %1 singular values").arg(n)));
        QVERIFY(panel.noteText().contains(QStringLiteral("cast to double")));
        QVERIFY(panel.noteText().contains(problem.causal ? QStringLiteral("masked") : QStringLiteral("no mask")));

        const QImage spectrum = panel.spectrumPlot()->renderImage(QSize(420, 260));
        const QImage energy = panel.energyPlot()->renderImage(QSize(420, 240));
        QVERIFY(distinctColours(spectrum) > 20);
        QVERIFY(distinctColours(energy) > 20);
        QVERIFY(pixelsNear(spectrum, QColor(213, 94, 0), 40) > 60); // the variant's curve
        QVERIFY(pixelsNear(energy, QColor(213, 94, 0), 40) > 60);
        QVERIFY(pixelsNear(energy, QColor(0, 0, 0), 40) > 100); // the exact curve, axes and text
        QVERIFY(distinctColours(panel.grab().toImage()) > 20);
        saveScreenshot(panel, QStringLiteral("spectrum_%1.png").arg(variantId));
    }

    void spectrumMarksTheRankParameter_data()
    {
        QTest::addColumn<QString>("variantId");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("label");
        // Defaults (../shared/spec/variants.md): linformer k = 16; pool_kv stride 4 pools N = 64 into 16 slots; svd
        // rank 8.
        QTest::newRow("linformer") << QStringLiteral("linformer") << 16 << QStringLiteral("k = 16");
        QTest::newRow("pool_kv") << QStringLiteral("pool_kv") << 16 << QStringLiteral("slots = 16");
        QTest::newRow("svd") << QStringLiteral("svd") << 8 << QStringLiteral("r = 8");
    }

    void spectrumMarksTheRankParameter()
    {
        QFETCH(QString, variantId);
        QFETCH(int, rank);
        QFETCH(QString, label);
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        const auto outcome = runOutcome(variantId, 64);
        panel.showOutcome(outcome);
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        // linformer's and pool_kv's M = W E are decomposed from their factors: the same 90% rank as an SVD of M.
        QCOMPARE(panel.variantEnergyRank(),
            core::spectrumOf(core::MatrixD(outcome->comparison.variant.map->cast<double>())).energyRank);
        QCOMPARE(panel.spectrumPlot()->rankMarker(), std::optional<int>(rank));
        QCOMPARE(panel.energyPlot()->rankMarker(), std::optional<int>(rank));
        QVERIFY(panel.summaryText().contains(label.section(QLatin1Char(' '), 2)));
        // A map of rank at most r keeps 90% of its energy within its first r values.
        QVERIFY(panel.variantEnergyRank() >= 1);
        QVERIFY(panel.variantEnergyRank() <= rank);
    }

    // The bound's sentence comes from core/ as a template, so the interface language translates it before the number
    // goes in: the Chinese summary carries no English sentence.
    void spectrumExplainsTheBoundInTheInterfaceLanguage()
    {
        app::InterfaceLanguage language;
        language.apply(QStringLiteral("zh_TW"));
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        panel.showOutcome(runOutcome(QStringLiteral("linformer"), 64));
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        const QString summary = panel.summaryText();
        language.apply(QStringLiteral("en"));
        QSettings().clear();
        QVERIFY2(summary.contains(QStringLiteral("k = 16")) && summary.contains(QStringLiteral("秩最多是 k")),
                 qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("rank at most")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("。 ")), qPrintable(summary)); // no English space between sentences
    }

    void spectrumWithoutARankParameterHasNoMarker()
    {
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        panel.showOutcome(runOutcome(QStringLiteral("local"), 32));
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        QVERIFY(!panel.spectrumPlot()->rankMarker());
        QVERIFY(!panel.energyPlot()->rankMarker());
    }

    void spectrumSaysWhenThereIsNoMap()
    {
        auto outcome = std::make_shared<app::ComputeOutcome>(*runOutcome(QStringLiteral("linear"), 16));
        outcome->comparison.variant.map.reset();
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        panel.showOutcome(outcome);
        QVERIFY(!panel.isBusy());
        QVERIFY(!panel.hasSpectra());
        QVERIFY(panel.messageText().contains(QStringLiteral("no N × N mixing map")));
    }

    void spectrumRefusesAboveTheLimit()
    {
        // Only the shape matters for the guard: a sequence longer than the limit and some map.
        const int n = core::kLargestSpectrumN + 1;
        auto outcome = std::make_shared<app::ComputeOutcome>();
        outcome->request.variantId = QStringLiteral("local");
        core::Sequence sequence;
        sequence.problem.q = core::Matrix::Zero(n, 2);
        sequence.problem.k = core::Matrix::Zero(n, 2);
        sequence.problem.v = core::Matrix::Zero(n, 2);
        outcome->sequence = std::make_shared<const core::Sequence>(std::move(sequence));
        outcome->comparison.variant.map = core::Matrix::Zero(1, 1);
        test::describeOutcome(*outcome);
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        panel.showOutcome(outcome);
        QVERIFY(!panel.isBusy());
        QVERIFY(panel.messageText().contains(QString::number(core::kLargestSpectrumN)));
        QVERIFY(panel.messageText().contains(QString::number(n)));
    }

    void spectrumDropsStaleResults()
    {
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel));
        QSignalSpy shown(&panel, &app::SpectrumPanel::spectraShown);
        panel.showOutcome(runOutcome(QStringLiteral("local"), 256));
        panel.showOutcome(runOutcome(QStringLiteral("linformer"), 48));
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        QTest::qWait(300); // room for the older job to finish, had it not been cancelled
        QCOMPARE(shown.count(), 1);
        QVERIFY(panel.summaryText().contains(QStringLiteral("of 48 singular values")));
        QCOMPARE(panel.spectrumPlot()->rankMarker(), std::optional<int>(16));
        panel.clear(QStringLiteral("an error"));
        QVERIFY(!panel.hasSpectra());
        QCOMPARE(panel.messageText(), QStringLiteral("an error"));
    }

    void spectrumReusesTheExactSpectrumAndStaysResponsive()
    {
        // N = 512 (the size the issue asks to be quick): showOutcome returns at once, the SVDs run on the worker.
        const auto first = runOutcome(QStringLiteral("local"), 512);
        const auto second = sameInputOutcome(first, QStringLiteral("linformer"));
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel, QSize(420, 760)));
        QElapsedTimer timer;
        timer.start();
        panel.showOutcome(first);
        QVERIFY(panel.isBusy()); // the SVDs run on the worker, not in showOutcome
        QVERIFY(panel.statusText().contains(QStringLiteral("of A and M")));
        // Generous timeouts here and below: they end as soon as the condition holds, and SVDs and whole gallery
        // runs take many times longer in a debug build with sanitizers.
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 120000);
        qInfo("N = 512: both spectra shown after %lld ms", static_cast<long long>(timer.elapsed()));
        const int exactRank = panel.exactEnergyRank();

        panel.showOutcome(second);
        QVERIFY(panel.isBusy());
        QVERIFY(panel.statusText().contains(QStringLiteral("singular values of M")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 120000);
        QCOMPARE(panel.exactEnergyRank(), exactRank);
        QCOMPARE(panel.spectrumPlot()->rankMarker(), std::optional<int>(16));
        QTest::qWait(50); // queued replots
        saveScreenshot(panel, QStringLiteral("spectrum_linformer_512.png"));
    }

    // A's values already in the input's memo (svd's, or the Decisions dock's) are the ones drawn: no SVD of A again.
    void spectrumDrawsTheExactValuesKeptInTheInputsMemo()
    {
        const int n = 64;
        const auto outcome = runOutcome(QStringLiteral("local"), n);
        Eigen::VectorXd planted(n);
        for (int t = 0; t < n; ++t)
            planted[t] = 1.0 / (t + 1.0); // not A's: only the memo can have put them there
        outcome->inputMemo->keep<Eigen::VectorXd>(
            core::exactSingularValuesKey(false), std::make_shared<const Eigen::VectorXd>(planted));
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel, QSize(420, 700)));
        panel.showOutcome(outcome);
        QVERIFY(panel.statusText().contains(QStringLiteral("singular values of M")));
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        QCOMPARE(panel.exactEnergyRank(), core::energyRank(planted));
    }

    // svd keeps A's values in the memo as it decomposes A: the panel computes only M's.
    void spectrumOfSvdReusesTheVariantsDecomposition()
    {
        const auto outcome = runOutcome(QStringLiteral("svd"), 64);
        QVERIFY(app::hasExactSingularValues(*outcome, false));
        app::SpectrumPanel panel;
        QVERIFY(showPanel(panel, QSize(420, 700)));
        panel.showOutcome(outcome);
        QVERIFY(panel.statusText().contains(QStringLiteral("singular values of M")));
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        QCOMPARE(
            panel.exactEnergyRank(), core::spectrumOf(core::exactMapInDouble(outcome->sequence->problem)).energyRank);
    }

    void hiddenSpectrumPanelWaitsUntilShown()
    {
        app::SpectrumPanel panel;
        QSignalSpy shown(&panel, &app::SpectrumPanel::spectraShown);
        panel.showOutcome(runOutcome(QStringLiteral("linformer"), 48));
        QVERIFY(!panel.isBusy());
        QVERIFY(panel.hasPendingOutcome());
        QTest::qWait(200);
        QCOMPARE(shown.count(), 0);
        QVERIFY(showPanel(panel));
        QVERIFY(!panel.hasPendingOutcome());
        QTRY_VERIFY_WITH_TIMEOUT(panel.hasSpectra(), 60000);
        QCOMPARE(shown.count(), 1);
        QCOMPARE(panel.spectrumPlot()->rankMarker(), std::optional<int>(16));
    }

    // ---- Gallery ----

    void galleryFillsEveryTileForASmallN()
    {
        const auto outcome = runOutcome(QStringLiteral("local"), 64);
        app::GalleryPanel panel;
        panel.resize(480, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy progress(&panel, &app::GalleryPanel::progressChanged);
        panel.showOutcome(outcome);
        QVERIFY(panel.isRunning());
        const int total = static_cast<int>(core::builtinVariants().size());
        QCOMPARE(panel.totalTiles(), total);
        QTRY_COMPARE_WITH_TIMEOUT(panel.finishedTiles(), total, 120000);
        QTRY_VERIFY(!panel.isRunning());
        QCOMPARE(progress.count(), total);
        QCOMPARE(panel.progressText(), QStringLiteral("%1 / %1").arg(total));

        // Tiles in the catalogue's order, each titled with its id.
        widgets::GalleryView* view = panel.galleryView();
        QStringList ids;
        for (const core::Variant* variant : core::builtinVariants().all())
            ids.push_back(QString::fromStdString(variant->id()));
        QCOMPARE(view->tileIds(), ids);
        QCOMPARE(view->finishedTileCount(), total);
        for (const QString& id : ids)
            QVERIFY2(view->tileTitle(id).startsWith(id + QStringLiteral(" · ")), qPrintable(view->tileTitle(id)));
        QCOMPARE(view->currentVariant(), QStringLiteral("local"));

        // Titles carry the relative error of M, as compareWithExact gives it.
        QCOMPARE(view->tileTitle(QStringLiteral("full")), QStringLiteral("full · rel. err 0"));
        QCOMPARE(view->tileTitle(QStringLiteral("local")),
            QStringLiteral("local · rel. err ") + relativeErrorText(outcome->comparison.metrics.relErrMap));
        const auto lsh = runOutcome(QStringLiteral("lsh"), 64);
        QCOMPARE(view->tileTitle(QStringLiteral("lsh")),
            QStringLiteral("lsh · rel. err ") + relativeErrorText(lsh->comparison.metrics.relErrMap));
        // Memory variants are compared with the causal exact result.
        const auto memory = runOutcome(QStringLiteral("block_memory"), 64);
        QCOMPARE(view->tileTitle(QStringLiteral("block_memory")),
            QStringLiteral("block_memory · rel. err ") + relativeErrorText(memory->comparison.metrics.relErrMap));

        // Four families' tiles draw a map, not a blank box.
        for (const QString& id : { QStringLiteral("local"), QStringLiteral("lsh"), QStringLiteral("performer"),
                 QStringLiteral("block_memory") }) {
            QVERIFY2(view->tileHasMap(id), qPrintable(id));
            QVERIFY2(distinctColours(tileImage(panel, id)) > 12, qPrintable(id));
            QVERIFY(view->tileToolTip(id).contains(
                QString::fromStdString(core::builtinVariants().get(id.toStdString(), "variant").info().displayName)
                    .toHtmlEscaped()));
        }
        saveScreenshot(panel, QStringLiteral("gallery.png"));
    }

    void galleryClickAndEnterChooseAVariant()
    {
        app::GalleryPanel panel;
        panel.resize(480, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showOutcome(runOutcome(QStringLiteral("local"), 32));
        QTRY_COMPARE_WITH_TIMEOUT(panel.finishedTiles(), panel.totalTiles(), 120000);

        widgets::GalleryView* view = panel.galleryView();
        QSignalSpy chosen(&panel, &app::GalleryPanel::variantChosen);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->tileRect(QStringLiteral("lsh")).center());
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("lsh"));
        // A click between tiles chooses nothing.
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
        QCOMPARE(chosen.count(), 1);

        // The keyboard: Home goes to the first tile, Right to the second, Enter chooses it.
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Home);
        QTest::keyClick(view, Qt::Key_Right);
        const QString second = view->tileIds().at(1);
        QCOMPARE(view->focusedTile(), second);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(chosen.at(1).at(0).toString(), second);
    }

    void galleryNewerInputCancelsTheOlderRun()
    {
        const auto older = runOutcome(QStringLiteral("local"), 512);
        const auto newer = runOutcome(QStringLiteral("lsh"), 40);
        app::GalleryPanel panel;
        panel.resize(480, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy stopped(&panel, &app::GalleryPanel::runStopped);
        panel.showOutcome(older);
        QVERIFY(panel.isRunning());
        panel.showOutcome(newer);
        QTRY_COMPARE_WITH_TIMEOUT(panel.finishedTiles(), panel.totalTiles(), 120000);
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 2, 120000);
        // The older run stopped early, cancelled; the newer one ran to the end.
        QCOMPARE(stopped.at(0).at(1).toBool(), true);
        QVERIFY(stopped.at(0).at(0).toInt() < panel.totalTiles());
        QCOMPARE(stopped.at(1).at(1).toBool(), false);
        QCOMPARE(stopped.at(1).at(0).toInt(), panel.totalTiles());
        // Every tile answers the newer input.
        QCOMPARE(panel.galleryView()->tileTitle(QStringLiteral("lsh")),
            QStringLiteral("lsh · rel. err ") + relativeErrorText(newer->comparison.metrics.relErrMap));
        QCOMPARE(panel.galleryView()->currentVariant(), QStringLiteral("lsh"));
    }

    void gallerySameInputOnlyMovesTheFrame()
    {
        const auto first = runOutcome(QStringLiteral("local"), 32);
        app::GalleryPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showOutcome(first);
        QTRY_COMPARE_WITH_TIMEOUT(panel.finishedTiles(), panel.totalTiles(), 120000);
        QTRY_VERIFY(!panel.isRunning());
        panel.showOutcome(sameInputOutcome(first, QStringLiteral("kmeans")));
        QVERIFY(!panel.isRunning());
        QCOMPARE(panel.finishedTiles(), panel.totalTiles());
        QCOMPARE(panel.galleryView()->currentVariant(), QStringLiteral("kmeans"));
    }

    void hiddenGalleryWaitsUntilShown()
    {
        app::GalleryPanel panel;
        QSignalSpy progress(&panel, &app::GalleryPanel::progressChanged);
        panel.showOutcome(runOutcome(QStringLiteral("local"), 24));
        QVERIFY(!panel.isRunning());
        QTest::qWait(200);
        QCOMPARE(progress.count(), 0);
        QCOMPARE(panel.progressText(), QStringLiteral("0 / %1").arg(panel.totalTiles()));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(panel.finishedTiles(), panel.totalTiles(), 120000);
    }

    void galleryNamesWhyATileHasNoMap()
    {
        // Under causal, variants that cannot honour it say so instead of drawing a map.
        app::GalleryPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showOutcome(runOutcome(QStringLiteral("local"), 32, true));
        QTRY_COMPARE_WITH_TIMEOUT(panel.finishedTiles(), panel.totalTiles(), 120000);
        widgets::GalleryView* view = panel.galleryView();
        QCOMPARE(view->tileTitle(QStringLiteral("linformer")), QStringLiteral("linformer · refuses causal"));
        QVERIFY(!view->tileHasMap(QStringLiteral("linformer")));
        QVERIFY(view->tileHasMap(QStringLiteral("local")));
        QVERIFY(view->tileToolTip(QStringLiteral("linformer")).contains(QStringLiteral("cannot honour causal")));
        panel.clear();
        QCOMPARE(view->finishedTileCount(), 0);
        QVERIFY(view->currentVariant().isEmpty());
    }
};

QTEST_MAIN(TestSpectrumGalleryPanels)
#include "test_spectrum_gallery_panels.moc"
