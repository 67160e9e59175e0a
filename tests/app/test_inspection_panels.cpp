// The three "Seeing why" docks on real outcomes: the Pattern panel (binary map, density, keys per query, receptive
// field with its layer slider), the Output panel (per-row error and cosine of O) and the Query inspector (one
// query's exact and variant weights, shaded tokens, KL and errors). Each is built from variants run beside the exact
// result through app::compareWithExact as the controller runs them: a pattern (local), a cluster (lsh), a kernel
// (performer) and a memory (block_memory) variant, plus a mixing map (fnet) and an input without maps.
// Set ATTNLAB_SCREENSHOT_DIR to keep renderings of the panels for a look by eye.

#include "app/compute/comparison.h"
#include "app/compute/controller.h"
#include "app/panels/output_panel.h"
#include "app/panels/pattern_panel.h"
#include "app/panels/query_inspector_panel.h"
#include "core/builtin_catalogues.h"
#include "panel_display.h"
#include "reference/dense_reference.h"
#include "scenario_outcome.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/pattern_view.h"
#include "widgets/plots/query_weights_view.h"
#include "widgets/plots/receptive_field_image.h"
#include "widgets/plots/row_error_plot.h"
#include "widgets/plots/row_index_plot.h"
#include "widgets/heatmap/token_strip.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QToolTip>
#include <QtTest>
#include <qcustomplot.h>

#include <cmath>
#include <map>
#include <string>

using namespace attnlab;

namespace {

using attnlab::test::saveScreenshot;
using attnlab::test::showAndWait;

using TextParams = std::map<std::string, std::string>;

// One outcome as the controller builds it: the clustered scenario (N tokens labelled by cluster) and the variant
// run beside the exact result, with the maps asked for.
std::shared_ptr<const app::ComputeOutcome> runOutcome(const QString& variantId, const TextParams& variantParams = {},
    int n = 64, const std::string& scenarioId = "clustered")
{
    return test::runScenarioOutcome(scenarioId, variantId, variantParams, n, false, n <= app::kLargestMapN);
}

// The same outcome without its maps (as above kLargestMapN).
std::shared_ptr<const app::ComputeOutcome> withoutMaps(const std::shared_ptr<const app::ComputeOutcome>& outcome)
{
    auto copy = std::make_shared<app::ComputeOutcome>(*outcome);
    auto exact = std::make_shared<core::Result>(*outcome->comparison.exact);
    exact->map.reset();
    copy->comparison.exact = exact;
    copy->comparison.variant.map.reset();
    return copy;
}

struct ImageCensus {
    int colours = 0;
    double inked = 0; // share of pixels that are not the background (white or the window colour)
};

ImageCensus census(const QImage& image, const QColor& window)
{
    QSet<QRgb> colours;
    int inked = 0;
    int total = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb pixel = image.pixel(x, y);
            colours.insert(pixel);
            ++total;
            if (pixel != qRgb(255, 255, 255) && pixel != window.rgb())
                ++inked;
        }
    return { static_cast<int>(colours.size()), total > 0 ? static_cast<double>(inked) / total : 0.0 };
}

QString fieldText(const app::PatternPanel& panel)
{
    return panel.view()->reachText();
}

double independentKl(const core::Matrix& exact, const core::Matrix& approx, int row)
{
    double total = 0.0;
    for (Eigen::Index j = 0; j < exact.cols(); ++j) {
        const double p = std::max(0.0f, exact(row, j));
        const double q = approx(row, j);
        if (p > 0.0)
            total += p * std::log(std::max(p, core::kKlFloor) / std::max(q, core::kKlFloor));
    }
    return total;
}

QCPBars* countBars(const app::PatternPanel& panel)
{
    return qobject_cast<QCPBars*>(panel.view()->countChart()->plottable(0));
}

} // namespace

class TestInspectionPanels : public QObject {
    Q_OBJECT

private slots:
    void emptyStates()
    {
        app::PatternPanel pattern;
        QVERIFY(!pattern.view()->hasPattern());
        QVERIFY(!pattern.isBusy());
        app::OutputPanel output;
        QVERIFY(!output.plot()->hasRows());
        app::QueryInspectorPanel inspector;
        QVERIFY(!inspector.weightsView()->hasWeights());
        // setQuery before any outcome is remembered, not an error.
        pattern.setQuery(3);
        output.setQuery(3);
        inspector.setQuery(3);
        inspector.showOutcome(runOutcome(QStringLiteral("local")));
        QCOMPARE(inspector.query(), 3);
    }

    void patternPanelShowsLocalBandAndItsReach()
    {
        // local, before 4 and after 4, over 64 tokens: rows 0..3 and 60..63 are clipped, the others hold 9 keys;
        // 64 * 9 - 2 * (4 + 3 + 2 + 1) = 556 pairs.
        const auto outcome = runOutcome(QStringLiteral("local"));
        app::PatternPanel panel;
        panel.showOutcome(outcome);
        QTRY_VERIFY(!panel.isBusy());
        widgets::PatternView* view = panel.view();
        QVERIFY(view->hasPattern());
        QCOMPARE(view->mapView()->matrix(), outcome->comparison.variant.pattern.toDense());
        QVERIFY(view->densityText().contains(QStringLiteral("556")));
        QVERIFY(view->densityText().contains(QStringLiteral("0.136")));
        QCPBars* bars = countBars(panel);
        QVERIFY(bars);
        QCOMPARE(bars->dataCount(), 64);
        QCOMPARE(bars->data()->at(0)->value, 5.0);
        QCOMPARE(bars->data()->at(2)->value, 7.0);
        QCOMPARE(bars->data()->at(30)->value, 9.0);
        QCOMPARE(bars->data()->at(63)->value, 5.0);

        // The middle query until one is picked; the slider opens on 2 layers: 32 - 8 .. 32 + 8.
        QCOMPARE(panel.query(), 32);
        QCOMPARE(view->layerCount(), app::PatternPanel::kLayers);
        QCOMPARE(view->layerSlider()->maximum(), app::PatternPanel::kLayers);
        QCOMPARE(view->shownLayers(), 2);
        QVERIFY2(fieldText(panel).contains(QStringLiteral("keys 24..40 (width 17)")), qPrintable(fieldText(panel)));
        // The widest field of any query after 2 layers: 17 keys, first reached by query 8.
        QVERIFY2(fieldText(panel).contains(QStringLiteral("17 keys (query 8)")), qPrintable(fieldText(panel)));
        // L(a+b)+1 = 25 keys after 3 layers.
        QSignalSpy layers(view, &widgets::PatternView::shownLayersChanged);
        view->layerSlider()->setValue(3);
        QCOMPARE(layers.count(), 1);
        QCOMPARE(view->fieldImage()->shownLayers(), 3);
        QVERIFY2(fieldText(panel).contains(QStringLiteral("keys 20..44 (width 25)")), qPrintable(fieldText(panel)));

        // Another query: its field is computed again, clipped at key 0.
        panel.setQuery(2);
        QTRY_VERIFY(!panel.isBusy());
        QCOMPARE(view->fieldImage()->query(), 2);
        QCOMPARE(view->countChart()->chosenRow(), 2);
        QVERIFY(view->mapView()->hasCrosshair());
        QVERIFY2(fieldText(panel).contains(QStringLiteral("keys 0..14 (width 15)")), qPrintable(fieldText(panel)));
        // The slider keeps its value for the next outcome.
        panel.showOutcome(runOutcome(QStringLiteral("local"), { { "before", "2" }, { "after", "0" } }));
        QTRY_VERIFY(!panel.isBusy());
        QCOMPARE(view->shownLayers(), 3);
        QVERIFY2(fieldText(panel).contains(QStringLiteral("keys 0..2 (width 3)")), qPrintable(fieldText(panel)));
        panel.setQuery(40);
        QTRY_VERIFY(!panel.isBusy());
        // before 2, causal-like band: 40 - 3 * 2 .. 40.
        QVERIFY2(fieldText(panel).contains(QStringLiteral("keys 34..40 (width 7)")), qPrintable(fieldText(panel)));
    }

    void patternPanelPicksRowsFromItsCharts()
    {
        app::PatternPanel panel;
        panel.showOutcome(runOutcome(QStringLiteral("local")));
        QTRY_VERIFY(!panel.isBusy());
        showAndWait(panel, QSize(420, 1000));
        QSignalSpy picked(&panel, &app::PatternPanel::queryPicked);
        widgets::RowIndexPlot* chart = panel.view()->countChart();
        chart->replot();
        const QPoint at(chart->rowPixel(20), chart->axisRect()->rect().center().y());
        QTest::mouseClick(chart, Qt::LeftButton, {}, at);
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), 20);
        emit panel.view()->mapView()->cellClicked(11, 5);
        QCOMPARE(picked.count(), 2);
        QCOMPARE(picked.at(1).at(0).toInt(), 11);
        // Hovering names the pair: local 4/4 scores key 4 for query 3, not key 9.
        emit panel.view()->mapView()->cellHovered(3, 4);
        QCOMPARE(QToolTip::text(), QStringLiteral("query 3 scored key 4"));
        emit panel.view()->mapView()->cellHovered(3, 9);
        QCOMPARE(QToolTip::text(), QStringLiteral("query 3 skipped key 9"));
    }

    void patternPanelExplainsPooledScores()
    {
        // block_memory pools earlier chunks: fewer scores than pattern positions.
        app::PatternPanel panel;
        panel.showOutcome(runOutcome(QStringLiteral("block_memory"), { { "chunk", "8" }, { "slots", "2" } }));
        QTRY_VERIFY(!panel.isBusy());
        QVERIFY(panel.view()->densityText().contains(QStringLiteral("Scores computed")));
        // performer mixes every key: all pairs, and the note says the method skips none.
        panel.showOutcome(runOutcome(QStringLiteral("performer")));
        QTRY_VERIFY(!panel.isBusy());
        QVERIFY(panel.noteText().contains(QStringLiteral("skips no pair")));
        QVERIFY(panel.view()->densityText().contains(QStringLiteral("= 1</b>")));
        QVERIFY(fieldText(panel).contains(QStringLiteral("whole sequence")));
        // topk picks its keys from the exact scores: not "a rule on positions".
        panel.showOutcome(runOutcome(QStringLiteral("topk")));
        QTRY_VERIFY(!panel.isBusy());
        QVERIFY(panel.noteText().contains(QStringLiteral("exact scores")));
        QVERIFY(!panel.noteText().contains(QStringLiteral("rule on positions")));
        panel.showOutcome(runOutcome(QStringLiteral("local")));
        QTRY_VERIFY(!panel.isBusy());
        QVERIFY(panel.noteText().contains(QStringLiteral("rule on positions")));
    }

    void panelsRenderEveryFamily_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("pattern: local") << QStringLiteral("local");
        QTest::newRow("cluster: lsh") << QStringLiteral("lsh");
        QTest::newRow("kernel: performer") << QStringLiteral("performer");
        QTest::newRow("memory: block_memory") << QStringLiteral("block_memory");
    }

    void panelsRenderEveryFamily()
    {
        QFETCH(QString, variant);
        const auto outcome = runOutcome(variant);

        app::PatternPanel pattern;
        pattern.showOutcome(outcome);
        QTRY_VERIFY(!pattern.isBusy());
        QVERIFY(pattern.view()->hasPattern());
        QVERIFY(pattern.view()->fieldImage()->hasField());
        showAndWait(pattern, QSize(420, 1000));
        const QColor window = pattern.palette().color(QPalette::Window);
        const ImageCensus patternImage = census(pattern.grab().toImage(), window);
        QVERIFY2(patternImage.colours > 40, qPrintable(QString::number(patternImage.colours)));
        QVERIFY2(patternImage.inked > 0.05, qPrintable(QString::number(patternImage.inked)));
        // The receptive-field image alone draws reached keys in blue.
        const QImage field = pattern.view()->fieldImage()->grab().toImage();
        QVERIFY(census(field, window).colours > 3);
        saveScreenshot(pattern, QStringLiteral("pattern_%1").arg(variant));

        app::OutputPanel output;
        output.showOutcome(outcome);
        QVERIFY(output.plot()->hasRows());
        showAndWait(output, QSize(420, 400));
        const ImageCensus outputImage = census(output.grab().toImage(), window);
        QVERIFY2(outputImage.colours > 20, qPrintable(QString::number(outputImage.colours)));
        QVERIFY2(outputImage.inked > 0.03, qPrintable(QString::number(outputImage.inked)));
        saveScreenshot(output, QStringLiteral("output_%1").arg(variant));

        app::QueryInspectorPanel inspector;
        inspector.showOutcome(outcome);
        QVERIFY(inspector.weightsView()->hasWeights());
        showAndWait(inspector, QSize(420, 640));
        const ImageCensus inspectorImage = census(inspector.grab().toImage(), window);
        QVERIFY2(inspectorImage.colours > 20, qPrintable(QString::number(inspectorImage.colours)));
        QVERIFY2(inspectorImage.inked > 0.03, qPrintable(QString::number(inspectorImage.inked)));
        saveScreenshot(inspector, QStringLiteral("inspector_%1").arg(variant));
    }

    void outputPanelShowsEachRow()
    {
        const auto outcome = runOutcome(QStringLiteral("lsh"), { { "buckets", "4" } });
        app::OutputPanel panel;
        panel.showOutcome(outcome);
        const core::Matrix& exact = outcome->comparison.exact->o;
        const core::Matrix& variant = outcome->comparison.variant.o;
        QCOMPARE(panel.rows().relErr.size(), std::size_t(64));
        for (const int row : { 0, 5, 63 }) {
            const Eigen::RowVectorXd e = exact.row(row).cast<double>();
            const Eigen::RowVectorXd v = variant.row(row).cast<double>();
            const double error = (v - e).norm() / e.norm();
            const double cosine = e.dot(v) / (e.norm() * v.norm());
            QVERIFY(std::abs(panel.rows().relErr[static_cast<std::size_t>(row)] - error) < 1e-9);
            QVERIFY(std::abs(panel.rows().cosine[static_cast<std::size_t>(row)] - cosine) < 1e-9);
            QCOMPARE(
                panel.plot()->errorGraph()->data()->at(row)->value, panel.rows().relErr[static_cast<std::size_t>(row)]);
            QCOMPARE(panel.plot()->cosineGraph()->data()->at(row)->value,
                panel.rows().cosine[static_cast<std::size_t>(row)]);
        }
        panel.setQuery(7);
        QCOMPARE(panel.plot()->chosenRow(), 7);
        QVERIFY(panel.plot()->title().contains(QStringLiteral("row 7")));

        showAndWait(panel, QSize(420, 400));
        QSignalSpy picked(&panel, &app::OutputPanel::queryPicked);
        widgets::RowIndexPlot* plot = panel.plot()->plot();
        plot->replot();
        QTest::mouseClick(plot, Qt::LeftButton, {}, QPoint(plot->rowPixel(41), plot->axisRect()->rect().center().y()));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), 41);
        // A click outside the axis rect (on the title) picks nothing.
        QTest::mouseClick(plot, Qt::LeftButton, {}, QPoint(plot->rowPixel(41), 2));
        QCOMPARE(picked.count(), 1);
    }

    void outputPanelSaysWhenOutputsDoNotCompare()
    {
        // gmlp mixes X (here V) and keeps half its channels: its O is half as wide as V.
        const auto outcome = runOutcome(QStringLiteral("gmlp"));
        QCOMPARE(outcome->comparison.variant.o.cols() * 2, outcome->comparison.exact->o.cols());
        app::OutputPanel panel;
        panel.showOutcome(outcome);
        QVERIFY(!panel.plot()->hasRows());
        QVERIFY(panel.plot()->hintText().contains(QStringLiteral("as wide as X")));
        QVERIFY(std::isnan(panel.rows().relErr[0]));
        // The next comparable outcome brings the plot back.
        panel.showOutcome(runOutcome(QStringLiteral("local")));
        QVERIFY(panel.plot()->hasRows());
    }

    void queryInspectorFollowsSetQuery()
    {
        const auto outcome = runOutcome(QStringLiteral("local"), { { "before", "3" }, { "after", "3" } });
        const core::Matrix& exact = *outcome->comparison.exact->map;
        const core::Matrix& variant = *outcome->comparison.variant.map;
        app::QueryInspectorPanel panel;
        panel.showOutcome(outcome);
        widgets::QueryWeightsView* view = panel.weightsView();

        panel.setQuery(10);
        QCOMPARE(panel.query(), 10);
        QCOMPARE(panel.querySpin()->value(), 10);
        QCOMPARE(view->exactBars()->dataCount(), 64);
        for (const int key : { 0, 7, 10, 13, 14, 63 }) {
            QCOMPARE(view->exactBars()->data()->at(key)->value, static_cast<double>(exact(10, key)));
            QCOMPARE(view->variantBars()->data()->at(key)->value, static_cast<double>(variant(10, key)));
        }
        // local 3/3 reads keys 7..13 only.
        QCOMPARE(view->variantBars()->data()->at(14)->value, 0.0);
        QVERIFY(view->variantBars()->data()->at(7)->value > 0.0);
        QVERIFY(view->summaryText().contains(QStringLiteral("query 10")));
        const double kl = independentKl(exact, variant, 10);
        QVERIFY2(view->summaryText().contains(QString::number(kl, 'g', 3)), qPrintable(view->summaryText()));
        // Both rows of chips on one scale: the largest of the two rows is a full shade.
        const float largest = std::max(exact.row(10).maxCoeff(), variant.row(10).maxCoeff());
        QCOMPARE(view->exactStrip()->weights().size(), std::size_t(64));
        QVERIFY(std::abs(view->exactStrip()->weights()[10] - exact(10, 10) / largest) < 1e-6f);
        QVERIFY(std::abs(view->variantStrip()->weights()[9] - variant(10, 9) / largest) < 1e-6f);
        QCOMPARE(view->exactStrip()->selected(), 10);

        // Another query: other bars, other numbers.
        const QString before = view->summaryText();
        panel.setQuery(40);
        QCOMPARE(view->exactBars()->data()->at(40)->value, static_cast<double>(exact(40, 40)));
        QCOMPARE(view->variantBars()->data()->at(10)->value, 0.0);
        QVERIFY(view->variantBars()->data()->at(40)->value > 0.0);
        QVERIFY(view->summaryText().contains(QStringLiteral("query 40")));
        QVERIFY(view->summaryText() != before);
        QCOMPARE(view->exactStrip()->selected(), 40);
        QVERIFY(view->topKeysText().contains(QStringLiteral("Heaviest keys")));
        // Out of range is clamped.
        panel.setQuery(500);
        QCOMPARE(panel.query(), 63);
    }

    void queryInspectorPicksTokensAndSpinValues()
    {
        app::QueryInspectorPanel panel;
        panel.showOutcome(runOutcome(QStringLiteral("lsh")));
        showAndWait(panel, QSize(420, 640));
        QSignalSpy picked(&panel, &app::QueryInspectorPanel::queryPicked);
        widgets::TokenStrip* strip = panel.weightsView()->variantStrip();
        const auto [first, last] = strip->visibleRange();
        QVERIFY(last >= first);
        const int token = first == panel.query() ? last : first;
        QTest::mouseClick(strip->viewport(), Qt::LeftButton, {}, strip->chipRect(token).center());
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), token);
        QCOMPARE(panel.query(), token);
        QVERIFY(panel.weightsView()->summaryText().contains(QStringLiteral("query %1").arg(token)));
        panel.querySpin()->setValue(5);
        QCOMPARE(picked.count(), 2);
        QCOMPARE(picked.at(1).at(0).toInt(), 5);
        // setQuery is the window's choice, not the user's here: no signal.
        panel.setQuery(9);
        QCOMPARE(picked.count(), 2);
        QCOMPARE(panel.querySpin()->value(), 9);
    }

    void queryInspectorNamesMixingMaps()
    {
        const auto outcome = runOutcome(QStringLiteral("fnet"));
        app::QueryInspectorPanel panel;
        panel.showOutcome(outcome);
        widgets::QueryWeightsView* view = panel.weightsView();
        QVERIFY(view->hasWeights());
        QVERIFY(view->summaryText().contains(QStringLiteral("mixing map")));
        QVERIFY(!view->summaryText().contains(QStringLiteral("KL(")));
        QVERIFY(view->plot()->yAxis2->visible());
        // Shaded by |entry| over the row's largest magnitude: every shade in [0, 1], the largest 1.
        const std::vector<float>& shades = view->variantStrip()->weights();
        QCOMPARE(*std::max_element(shades.begin(), shades.end()), 1.0f);
    }

    void queryInspectorBarsStandOnZeroAfterAMixingMap_data()
    {
        QTest::addColumn<QString>("next");
        QTest::newRow("performer") << QStringLiteral("performer");
        QTest::newRow("synthesizer") << QStringLiteral("synthesizer");
        QTest::newRow("local") << QStringLiteral("local");
    }

    // fnet's signed mixing weights put the variant's bars on a second axis with a negative bottom; the next
    // (softmax) variant's bars share the first axis again, from 0 up to the tallest bar.
    void queryInspectorBarsStandOnZeroAfterAMixingMap()
    {
        QFETCH(QString, next);
        app::QueryInspectorPanel panel;
        showAndWait(panel, { 520, 640 });
        panel.showOutcome(runOutcome(QStringLiteral("fnet")));
        widgets::QueryWeightsView* view = panel.weightsView();
        QVERIFY(view->plot()->yAxis2->visible());
        QVERIFY(view->variantBars()->valueAxis()->range().lower < 0.0);

        panel.showOutcome(runOutcome(next));
        QVERIFY(view->hasWeights());
        QVERIFY(!view->plot()->yAxis2->visible());
        const QCPRange exactRange = view->exactBars()->valueAxis()->range();
        const QCPRange variantRange = view->variantBars()->valueAxis()->range();
        QCOMPARE(exactRange.lower, 0.0);
        QCOMPARE(variantRange.lower, 0.0);
        QCOMPARE(variantRange.upper, exactRange.upper);
        // The tallest bar of either series reaches near the top: 1 / 1.08 of the axis, the headroom kept above it.
        double tallest = 0.0;
        for (const QCPBars* bars : { view->exactBars(), view->variantBars() })
            for (auto point = bars->data()->constBegin(); point != bars->data()->constEnd(); ++point)
                tallest = std::max(tallest, point->value);
        QVERIFY(tallest > 0.0);
        QVERIFY(std::abs(tallest / variantRange.upper - 1.0 / 1.08) < 1e-6);
        // On screen: the variant's bars stand on the bottom of the plot.
        view->plot()->replot();
        const double base = view->variantBars()->valueAxis()->coordToPixel(0.0);
        QVERIFY(std::abs(base - view->plot()->axisRect()->bottom()) <= 1.0);
        saveScreenshot(panel, QStringLiteral("query_inspector_after_fnet_") + next);
    }

    void queryInspectorWithoutMapsSaysSo()
    {
        app::QueryInspectorPanel panel;
        panel.showOutcome(withoutMaps(runOutcome(QStringLiteral("local"))));
        QVERIFY(!panel.weightsView()->hasWeights());
        // The row's output numbers are still there.
        QVERIFY(panel.weightsView()->summaryText().contains(QStringLiteral("output error")));
        panel.clear(QStringLiteral("the run failed"));
        QVERIFY(!panel.weightsView()->hasWeights());
    }

    void longSequencesStayResponsive()
    {
        // N = 4096, the largest N with maps: the GUI-thread parts (rows of two maps, per-row O errors, the
        // delivery of the pattern's statistics) stay short; the statistics run in the background. Weights that
        // fall with distance, so the query's weight sits around it.
        const int n = 4096;
        const auto outcome
            = runOutcome(QStringLiteral("local"), { { "before", "8" }, { "after", "8" } }, n, "local_decay");
        app::PatternPanel pattern;
        app::OutputPanel output;
        app::QueryInspectorPanel inspector;
        QElapsedTimer timer;
        timer.start();
        pattern.showOutcome(outcome);
        const qint64 patternStart = timer.restart();
        output.showOutcome(outcome);
        const qint64 outputShow = timer.restart();
        inspector.showOutcome(outcome);
        const qint64 inspectorShow = timer.restart();
        inspector.setQuery(1000);
        const qint64 inspectorQuery = timer.restart();
        // Everything queued (the pattern's deliveries, the second row of chips), one event at a time.
        qint64 longestEvent = 0;
        while (pattern.isBusy() && timer.elapsed() < 4000) {
            QElapsedTimer step;
            step.start();
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            longestEvent = std::max(longestEvent, step.elapsed());
        }
        QVERIFY(!pattern.isBusy());
        qInfo("GUI thread at N = %d: pattern start %lld ms, output %lld ms, inspector %lld ms, query %lld ms, "
              "longest delivery %lld ms",
            n, patternStart, outputShow, inspectorShow, inspectorQuery, longestEvent);
        // Times are printed for a look, not asserted: speed is measured by benchmarks, not by unit tests.

        // The key axis opens on the keys that carry weight, not on all 4096.
        const auto [from, to] = inspector.weightsView()->visibleKeyRange();
        QVERIFY2(from >= 1000 - 40 && to <= 1000 + 40, qPrintable(QStringLiteral("%1..%2").arg(from).arg(to)));
        QVERIFY(from <= 1000 - 8 && to >= 1000 + 8);
        // The second row of chips arrives on a later turn of the event loop, shaded.
        QTRY_COMPARE(inspector.weightsView()->variantStrip()->count(), n);
        QTRY_COMPARE(inspector.weightsView()->variantStrip()->weights().size(), std::size_t(n));
        QCOMPARE(inspector.weightsView()->variantStrip()->selected(), 1000);

        // The map in blocks of 4 x 4 positions; a click on a block picks its middle query.
        widgets::HeatmapView* map = pattern.view()->mapView();
        QCOMPARE(map->rows(), 1024);
        QVERIFY(map->title().contains(QStringLiteral("blocks of 4")));
        QCOMPARE(map->value(250, 250), 1.0f);
        QCOMPARE(map->value(250, 260), 0.0f);
        QSignalSpy picked(&pattern, &app::PatternPanel::queryPicked);
        emit map->cellClicked(250, 3);
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), 1001);
        // Two layers of a band 8 + 8 around query 2048: 2 * 16 + 1 keys.
        QVERIFY2(pattern.view()->reachText().contains(QStringLiteral("keys 2032..2064 (width 33)")),
            qPrintable(pattern.view()->reachText()));
    }
};

QTEST_MAIN(TestInspectionPanels)
#include "test_inspection_panels.moc"
