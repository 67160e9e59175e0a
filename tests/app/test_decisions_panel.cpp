// DecisionsPanel on real outcomes: the variants run on the clustered scenario through compareWithExact, as the
// controller would run them. lsh and kmeans maps sorted by bucket, the sinkhorn slider stepping through the
// recorded rounds, linformer's projection and spectrum, select_kv's kept keys, product_key's per-slice keys, and
// the empty state of a variant that decides nothing from the data. Set ATTNLAB_SCREENSHOT_DIR to keep renderings
// of the panel (decisions_<variant>.png at the dock's size, decisions_<variant>_full.png whole) for a look by eye.

#include "app/compute/comparison.h"
#include "app/compute/controller.h"
#include "app/compute/exact_singular_values.h"
#include "app/decisions/buckets.h"
#include "app/decisions/kept_keys.h"
#include "app/decisions/panel.h"
#include "app/decisions/product_key.h"
#include "app/decisions/projection.h"
#include "app/decisions/sinkhorn.h"
#include "app/decisions/spectrum.h"
#include "core/analysis/spectrum.h"
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "image_pixels.h"
#include "scenario_outcome.h"
#include "widgets/heatmap/bucket_order.h"
#include "widgets/heatmap/category_colours.h"
#include "widgets/heatmap/overlay.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/bucket_size_chart.h"
#include "widgets/plots/spectrum_plot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QScrollArea>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QTableWidget>
#include <QtTest>
#include <qcustomplot.h>

#include <map>
#include <string>

using namespace attnlab;

namespace {

using attnlab::test::distinctColours;

using TextParams = std::map<std::string, std::string>;

// One outcome as the controller builds it: the clustered scenario (N tokens in 4 clusters) and the variant run
// beside the exact result, with the map asked for.
std::shared_ptr<const app::ComputeOutcome> runOutcome(
    const QString& variantId, const TextParams& variantParams, int n = 64)
{
    return test::runScenarioOutcome("clustered", variantId, variantParams, n, false, true);
}

bool sortedBy(const std::vector<int>& labels, const std::vector<int>& order)
{
    for (std::size_t k = 1; k < order.size(); ++k)
        if (labels[static_cast<std::size_t>(order[k - 1])] > labels[static_cast<std::size_t>(order[k])])
            return false;
    return true;
}

// Shows the panel at the dock's width and the height its sections ask for, laid out and painted.
void showWhole(app::DecisionsPanel& panel)
{
    panel.resize(420, std::max(200, panel.heightForWidth(420)));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTest::qWait(50); // queued replots of the plots
}

void saveScreenshots(const std::shared_ptr<const app::ComputeOutcome>& outcome, const QString& name)
{
    const QByteArray dir = qgetenv("ATTNLAB_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    const QDir folder(QString::fromLocal8Bit(dir));
    // As the dock shows it: a scroll area 420 px wide and 700 px tall around the panel.
    QScrollArea dock;
    dock.setWidgetResizable(true);
    dock.setFrameShape(QFrame::NoFrame);
    dock.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* panel = new app::DecisionsPanel;
    dock.setWidget(panel);
    panel->showOutcome(outcome);
    panel->setQuery(5);
    dock.resize(420, 700);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QTest::qWait(100);
    QVERIFY(dock.grab().save(folder.filePath(QStringLiteral("decisions_%1.png").arg(name))));
    panel->resize(420, panel->heightForWidth(420));
    QTest::qWait(100);
    QVERIFY(panel->grab().save(folder.filePath(QStringLiteral("decisions_%1_full.png").arg(name))));
}

} // namespace

class TestDecisionsPanel : public QObject {
    Q_OBJECT

private slots:
    void startsWithAnEmptyState()
    {
        app::DecisionsPanel panel;
        QVERIFY(!panel.showsDecisions());
        QVERIFY(!panel.emptyText().isEmpty());
        QVERIFY(!panel.bucketDecisions()->isVisibleTo(&panel));
        QVERIFY(!panel.sinkhornDecisions()->isVisibleTo(&panel));
    }

    void lshMapsAreSortedByBucket()
    {
        const auto outcome = runOutcome(QStringLiteral("lsh"), { { "buckets", "4" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        QVERIFY(panel.showsDecisions());
        app::BucketDecisions* buckets = panel.bucketDecisions();
        QVERIFY(buckets->isVisibleTo(&panel));
        QVERIFY(!panel.sinkhornDecisions()->isVisibleTo(&panel));
        QVERIFY(buckets->isReordered());

        const core::Result& variant = outcome->comparison.variant;
        const std::vector<int>& queryBuckets = variant.extras.labels.at(core::extra_keys::kQueryBuckets);
        const std::vector<int>& keyBuckets = variant.extras.labels.at(core::extra_keys::kKeyBuckets);
        QCOMPARE(buckets->queryLabels(), queryBuckets);
        QVERIFY(sortedBy(queryBuckets, buckets->rowOrder()));
        QVERIFY(sortedBy(keyBuckets, buckets->columnOrder()));
        // The shown map is M with its rows and columns in that order, and so is the exact one.
        QCOMPARE(buckets->variantMapView()->matrix(),
            widgets::permuted(*variant.map, buckets->rowOrder(), buckets->columnOrder()));
        QCOMPARE(buckets->exactMapView()->matrix(),
            widgets::permuted(*outcome->comparison.exact->map, buckets->rowOrder(), buckets->columnOrder()));
        // lsh reads only keys of the query's bucket (and its own key): outside the diagonal blocks, the only
        // non-zero entries of the sorted map are the queries' own keys.
        const core::Matrix& shown = buckets->variantMapView()->matrix();
        for (int r = 0; r < shown.rows(); ++r)
            for (int c = 0; c < shown.cols(); ++c) {
                const int query = buckets->rowOrder()[static_cast<std::size_t>(r)];
                const int key = buckets->columnOrder()[static_cast<std::size_t>(c)];
                if (queryBuckets[static_cast<std::size_t>(query)] != keyBuckets[static_cast<std::size_t>(key)]
                    && query != key)
                    QCOMPARE(shown(r, c), 0.0f);
            }
        // A line between each pair of neighbouring blocks, on rows and on columns (each drawn with a halo).
        const auto rowBlocks = widgets::bucketOrder(queryBuckets).blocks.size();
        const auto columnBlocks = widgets::bucketOrder(keyBuckets).blocks.size();
        QCOMPARE(buckets->variantOverlay()->blockLineCount(), 2 * static_cast<int>(rowBlocks - 1 + columnBlocks - 1));
        // Per-bucket sizes: every query and every key counted once.
        double queries = 0;
        double keys = 0;
        for (int b = 0; b < buckets->sizeChart()->queryBars()->dataCount(); ++b) {
            queries += buckets->sizeChart()->queryBars()->data()->at(b)->value;
            keys += buckets->sizeChart()->keyBars()->data()->at(b)->value;
        }
        QCOMPARE(queries, 64.0);
        QCOMPARE(keys, 64.0);

        showWhole(panel);
        // Bucket ids label the sorted axes.
        QVERIFY(!buckets->variantOverlay()->rowTickLabels().isEmpty());
        QVERIFY(!buckets->variantOverlay()->columnTickLabels().isEmpty());
        const QImage image = panel.grab().toImage();
        QVERIFY(image.width() >= 400);
        QVERIFY(distinctColours(image, 2) > 60);
    }

    void tokensAreColouredByBucketAlongBothAxes()
    {
        const auto outcome = runOutcome(QStringLiteral("lsh"), { { "buckets", "4" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::BucketDecisions* buckets = panel.bucketDecisions();
        const core::Result& variant = outcome->comparison.variant;
        const std::vector<int>& queryBuckets = variant.extras.labels.at(core::extra_keys::kQueryBuckets);
        const std::vector<int>& keyBuckets = variant.extras.labels.at(core::extra_keys::kKeyBuckets);
        for (const bool reordered : { true, false }) {
            buckets->setReordered(reordered);
            widgets::HeatmapOverlay* overlay = buckets->variantOverlay();
            // Position k of each axis carries the colour of the bucket of the token shown there.
            QCOMPARE(static_cast<int>(overlay->rowColours().size()), 64);
            QCOMPARE(static_cast<int>(overlay->columnColours().size()), 64);
            for (std::size_t k = 0; k < 64; ++k) {
                const auto query = static_cast<std::size_t>(buckets->rowOrder()[k]);
                const auto key = static_cast<std::size_t>(buckets->columnOrder()[k]);
                QCOMPARE(overlay->rowColours()[k], widgets::categoryColour(queryBuckets[query]));
                QCOMPARE(overlay->columnColours()[k], widgets::categoryColour(keyBuckets[key]));
            }
        }
        // Drawn: the band beside the first row has the first row's bucket colour, in the rendered map.
        buckets->setReordered(true);
        showWhole(panel);
        widgets::HeatmapView* view = buckets->variantMapView();
        const QImage image = view->plot()->grab().toImage();
        widgets::HeatmapOverlay* overlay = buckets->variantOverlay();
        const QRect rowBand = overlay->rowBandRect();
        const QRect columnBand = overlay->columnBandRect();
        QVERIFY(!rowBand.isEmpty());
        QVERIFY(!columnBand.isEmpty());
        const QColor firstRow = overlay->rowColours().front();
        const QColor lastRow = overlay->rowColours().back();
        QCOMPARE(image.pixelColor(rowBand.center().x(), rowBand.top() + 1).rgb(), firstRow.rgb());
        QCOMPARE(image.pixelColor(rowBand.center().x(), rowBand.bottom() - 1).rgb(), lastRow.rgb());
        QVERIFY(firstRow != lastRow); // sorted by bucket, the first and last rows lie in different buckets
        QCOMPARE(image.pixelColor(columnBand.left() + 1, columnBand.center().y()).rgb(),
            overlay->columnColours().front().rgb());
        // Clearing gives the axis its place back.
        const int offset = view->plot()->yAxis->offset();
        overlay->clearColours();
        QVERIFY(view->plot()->yAxis->offset() < offset);
        QVERIFY(overlay->rowColours().empty());
    }

    void reorderToggleRestoresTheSequenceOrder()
    {
        const auto outcome = runOutcome(QStringLiteral("lsh"), { { "buckets", "4" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::BucketDecisions* buckets = panel.bucketDecisions();
        buckets->reorderToggle()->setChecked(false);
        QCOMPARE(buckets->variantMapView()->matrix(), *outcome->comparison.variant.map);
        QCOMPARE(buckets->rowOrder().front(), 0);
        QCOMPARE(buckets->rowOrder().back(), 63);
        QCOMPARE(buckets->variantOverlay()->blockLineCount(), 0);
        buckets->reorderToggle()->setChecked(true);
        QVERIFY(buckets->variantOverlay()->blockLineCount() > 0);
    }

    void lshSortsByTheChosenHashingRound()
    {
        const auto outcome = runOutcome(QStringLiteral("lsh"), { { "buckets", "4" }, { "rounds", "2" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::BucketDecisions* buckets = panel.bucketDecisions();
        QComboBox* round = buckets->findChild<QComboBox*>();
        QVERIFY(round);
        QVERIFY(round->isVisibleTo(&panel));
        QCOMPARE(round->count(), 2);
        const core::Extras& extras = outcome->comparison.variant.extras;
        QCOMPARE(buckets->queryLabels(), extras.labels.at(core::extra_keys::kQueryBuckets));
        round->setCurrentIndex(1);
        QCOMPARE(buckets->queryLabels(), extras.labels.at("query_buckets_r1"));
        QCOMPARE(buckets->keyLabels(), extras.labels.at("key_buckets_r1"));
        QVERIFY(sortedBy(extras.labels.at("query_buckets_r1"), buckets->rowOrder()));
        QVERIFY(sortedBy(extras.labels.at("key_buckets_r1"), buckets->columnOrder()));
        // The dock is about 420 px wide: the panel must fit it without clipping a control.
        QVERIFY(panel.minimumSizeHint().width() <= 400);
    }

    void lshQueryIsMarkedWhereItWasSorted()
    {
        const auto outcome = runOutcome(QStringLiteral("lsh"), { { "buckets", "4" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        panel.setQuery(10);
        app::BucketDecisions* buckets = panel.bucketDecisions();
        QVERIFY(buckets->variantMapView()->hasCrosshair());
        // Clicking a row of the sorted map names the query in the original order.
        QSignalSpy picked(&panel, &app::DecisionsPanel::queryPicked);
        emit buckets->variantMapView()->cellClicked(0, 0);
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), buckets->rowOrder().front());
    }

    void kmeansMapsAreSortedByCluster()
    {
        const auto outcome = runOutcome(QStringLiteral("kmeans"), { { "clusters", "4" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::BucketDecisions* buckets = panel.bucketDecisions();
        QVERIFY(buckets->isVisibleTo(&panel));
        QVERIFY(buckets->reorderToggle()->text().contains(QStringLiteral("cluster")));
        QVERIFY(sortedBy(
            outcome->comparison.variant.extras.labels.at(core::extra_keys::kQueryClusters), buckets->rowOrder()));
        QVERIFY(sortedBy(
            outcome->comparison.variant.extras.labels.at(core::extra_keys::kKeyClusters), buckets->columnOrder()));
    }

    void sinkhornSliderStepsThroughTheRounds()
    {
        const auto outcome = runOutcome(QStringLiteral("sinkhorn"), { { "block", "8" }, { "iters", "5" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::SinkhornDecisions* sinkhorn = panel.sinkhornDecisions();
        QVERIFY(sinkhorn->isVisibleTo(&panel));
        QVERIFY(!panel.bucketDecisions()->isVisibleTo(&panel));
        const core::Extras& extras = outcome->comparison.variant.extras;
        QCOMPARE(sinkhorn->scoresView()->matrix(), extras.matrices.at(core::extra_keys::kBlockScores));
        QCOMPARE(sinkhorn->iterationSlider()->minimum(), 0);
        QCOMPARE(sinkhorn->iterationSlider()->maximum(), 5);
        QVERIFY(sinkhorn->iterationSlider()->isEnabled());
        // It opens on the final S.
        QCOMPARE(sinkhorn->balancedView()->matrix(), extras.matrices.at("sinkhorn_iter5"));
        for (int t = 0; t <= 5; ++t) {
            sinkhorn->iterationSlider()->setValue(t);
            QCOMPARE(sinkhorn->balancedView()->matrix(), extras.matrices.at(core::extra_keys::sinkhornIteration(t)));
            QCOMPARE(sinkhorn->iterationLabel()->text(), QStringLiteral("iteration %1 of 5").arg(t));
        }
        // Round 0 differs from round 5: the slider really changes what is shown.
        QVERIFY(extras.matrices.at("sinkhorn_iter0") != extras.matrices.at("sinkhorn_iter5"));
        // One outlined cell per query block, and one line of text per block.
        const int blocks = static_cast<int>(extras.scalars.at(core::extra_keys::kBlockCount));
        QCOMPARE(blocks, 8);
        QCOMPARE(sinkhorn->balancedOverlay()->outlineCount(), blocks);
        QCOMPARE(sinkhorn->matchingLabel()->text().count(QStringLiteral("query block")), blocks);
        const int matched = extras.labels.at(core::extra_keys::kMatching)[0];
        QVERIFY(sinkhorn->matchingLabel()->text().contains(matched == 0
                ? QStringLiteral("query block 0 (tokens 0–7) → its own block only")
                : QStringLiteral("query block 0 (tokens 0–7) → key block %1").arg(matched)));
        showWhole(panel);
        QVERIFY(distinctColours(panel.grab().toImage(), 2) > 60);
    }

    void sinkhornSaysItsCausalForm()
    {
        // Under causal the matching is to earlier blocks only and S is not doubly stochastic: the explanation says
        // so, and every outlined match lies left of the diagonal (block 0 on its own block).
        const auto labelsSay = [](const app::DecisionsPanel& panel, const QString& text) {
            for (const QLabel* label : panel.sinkhornDecisions()->findChildren<QLabel*>())
                if (label->text().contains(text))
                    return true;
            return false;
        };
        app::DecisionsPanel panel;
        panel.showOutcome(
            test::runScenarioOutcome("clustered", QStringLiteral("sinkhorn"), { { "block", "8" } }, 64, true, true));
        QVERIFY(labelsSay(panel, QStringLiteral("best earlier block")));
        QVERIFY(!labelsSay(panel, QStringLiteral("rows and columns each sum to 1")));
        QVERIFY(panel.sinkhornDecisions()->matchingLabel()->text().contains(
            QStringLiteral("query block 0 (tokens 0–7) → its own block only")));
        const QString causalTip = panel.sinkhornDecisions()->iterationSlider()->toolTip();
        QVERIFY2(causalTip.contains(QStringLiteral("columns are not balanced")), qPrintable(causalTip));
        QVERIFY(!causalTip.contains(QStringLiteral("doubly stochastic")));
        panel.showOutcome(runOutcome(QStringLiteral("sinkhorn"), {}));
        QVERIFY(!labelsSay(panel, QStringLiteral("best earlier block")));
        QVERIFY(labelsSay(panel, QStringLiteral("rows and columns each sum to 1")));
        QVERIFY(panel.sinkhornDecisions()->iterationSlider()->toolTip().contains(QStringLiteral("doubly stochastic")));
    }

    void linformerShowsProjectionAndSpectrum()
    {
        const auto outcome = runOutcome(QStringLiteral("linformer"), { { "k", "8" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::ProjectionDecisions* projection = panel.projectionDecisions();
        app::SpectrumDecisions* spectrum = panel.spectrumDecisions();
        QVERIFY(projection->isVisibleTo(&panel));
        QVERIFY(spectrum->isVisibleTo(&panel));
        QCOMPARE(projection->projectionView()->rows(), 8);
        QCOMPARE(projection->projectionView()->columns(), 64);
        // A (N x k) is drawn transposed, its slot rows under E's.
        QCOMPARE(projection->compressedView()->rows(), 8);
        QCOMPARE(projection->compressedView()->columns(), 64);
        QCOMPARE(projection->compressedView()->matrix(),
            core::Matrix(
                outcome->comparison.variant.extras.matrices.at(core::extra_keys::kCompressedAttention).transpose()));

        widgets::SpectrumPlot* plot = spectrum->spectrumPlot();
        QVERIFY(plot->hasSpectra());
        QCOMPARE(plot->plot()->graphCount(), 2);
        QCOMPARE(plot->plot()->graph(0)->dataCount(), 64);
        QCOMPARE(plot->plot()->graph(1)->dataCount(), 64);
        QCOMPARE(plot->rankMarker(), std::optional<int>(8));
        showWhole(panel);
        QVERIFY(distinctColours(panel.grab().toImage(), 2) > 60);
    }

    void linformerSpectraComputedOnTheWorkerWhenTheResultHasNone()
    {
        // The window runs variants without spectra (app/compute/outcome.cpp): the section computes them, A's once per
        // input. The outcome with spectra gives the values to compare with (the variant's own two SVDs).
        const auto withSpectra = runOutcome(QStringLiteral("linformer"), { { "k", "8" } });
        const auto withoutSpectra = [](const std::shared_ptr<const app::ComputeOutcome>& outcome) {
            auto copy = std::make_shared<app::ComputeOutcome>(*outcome);
            copy->comparison.variant.extras.matrices.erase(core::extra_keys::kSingularValuesExact);
            copy->comparison.variant.extras.matrices.erase(core::extra_keys::kSingularValuesVariant);
            return std::shared_ptr<const app::ComputeOutcome>(copy);
        };
        app::DecisionsPanel panel;
        app::SpectrumDecisions* spectrum = panel.spectrumDecisions();
        widgets::SpectrumPlot* plot = spectrum->spectrumPlot();
        panel.showOutcome(withoutSpectra(withSpectra));
        QVERIFY(spectrum->isVisibleTo(&panel));
        QVERIFY(!plot->hasSpectra()); // a new input: nothing to show until A's values come
        QTRY_VERIFY(plot->hasSpectra());
        // A's values stay in the input's memo, where the Spectrum panel finds them.
        QVERIFY(app::hasExactSingularValues(*withSpectra, false));
        QCOMPARE(plot->plot()->graph(0)->dataCount(), 64);
        QCOMPARE(plot->plot()->graph(1)->dataCount(), 64);
        QCOMPARE(plot->rankMarker(), std::optional<int>(8));
        const auto& extras = withSpectra->comparison.variant.extras.matrices;
        const core::Matrix& exact = extras.at(core::extra_keys::kSingularValuesExact);
        const core::Matrix& variant = extras.at(core::extra_keys::kSingularValuesVariant);
        // (The plot leaves out values too small to tell from a float map's rounding: NaN, a gap in its line.)
        for (int t = 0; t < 8; ++t) {
            QVERIFY(std::abs(plot->plot()->graph(0)->data()->at(t)->value - exact(0, t)) < 1e-5 * exact(0, 0));
            const double drawn = plot->plot()->graph(1)->data()->at(t)->value;
            QVERIFY(std::isnan(drawn) || std::abs(drawn - variant(0, t)) < 1e-5 * variant(0, 0));
        }

        // A change of k on the same input keeps the plot while M's values are computed (A's are kept).
        auto changedK = std::make_shared<app::ComputeOutcome>(*withoutSpectra(withSpectra));
        changedK->request.variantParams.setFromText(changedK->variant->info().params, "k", "4");
        changedK->params = changedK->variant->resolve(changedK->request.variantParams);
        core::RunOptions options;
        options.wantSpectra = false;
        changedK->comparison.variant
            = changedK->variant->run(changedK->sequence->problem, changedK->request.variantParams, options);
        panel.showOutcome(changedK);
        QVERIFY(plot->hasSpectra());
        QTRY_COMPARE(plot->rankMarker(), std::optional<int>(4));
        QTRY_VERIFY(!spectrum->findChild<app::SupersedingWorker*>()->isBusy());
        QVERIFY(plot->hasSpectra());
    }

    void linformerSpectraStopAtTheirSizeLimit()
    {
        const auto outcome = runOutcome(QStringLiteral("linformer"), { { "k", "8" } }, core::kLargestSpectrumN + 1);
        auto withoutSpectra = std::make_shared<app::ComputeOutcome>(*outcome);
        withoutSpectra->comparison.variant.extras.notes.erase(core::extra_keys::kSpectrumNote);
        app::DecisionsPanel panel;
        panel.showOutcome(withoutSpectra);
        widgets::SpectrumPlot* plot = panel.spectrumDecisions()->spectrumPlot();
        QVERIFY(panel.spectrumDecisions()->isVisibleTo(&panel));
        QVERIFY(!plot->hasSpectra());
        QVERIFY(!panel.spectrumDecisions()->findChild<app::SupersedingWorker*>()->isBusy());
    }

    void svdMarksItsRank()
    {
        const auto outcome = runOutcome(QStringLiteral("svd"), { { "rank", "6" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        QVERIFY(panel.spectrumDecisions()->isVisibleTo(&panel));
        QVERIFY(!panel.projectionDecisions()->isVisibleTo(&panel));
        QCOMPARE(panel.spectrumDecisions()->spectrumPlot()->rankMarker(), std::optional<int>(6));
        QCOMPARE(panel.spectrumDecisions()->spectrumPlot()->plot()->graph(0)->dataCount(), 64);
    }

    void poolKvShowsItsPoolingWindows()
    {
        const auto outcome = runOutcome(QStringLiteral("pool_kv"), { { "kernel", "8" }, { "stride", "8" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        QVERIFY(panel.projectionDecisions()->isVisibleTo(&panel));
        QVERIFY(!panel.spectrumDecisions()->isVisibleTo(&panel));
        QCOMPARE(panel.projectionDecisions()->projectionView()->rows(), 8);
    }

    void selectKvListsAndMarksItsKeptKeys()
    {
        const auto outcome = runOutcome(QStringLiteral("select_kv"), { { "keep", "5" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::KeptKeysDecisions* kept = panel.keptKeysDecisions();
        QVERIFY(kept->isVisibleTo(&panel));
        const std::vector<int>& keys = outcome->comparison.variant.extras.labels.at(core::extra_keys::kKeptKeys);
        QCOMPARE(keys.size(), std::size_t(5));
        for (const int key : keys)
            QVERIFY(kept->keptList()->text().contains(QString::number(key)));
        QVERIFY(kept->mapOverlay()->outlineCount() >= 1);
        QVERIFY(kept->mapOverlay()->outlineCount() <= 5);
    }

    void productKeyFollowsTheChosenQuery()
    {
        const auto outcome = runOutcome(QStringLiteral("product_key"), { { "subspaces", "2" }, { "p", "3" } });
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        app::ProductKeyDecisions* productKey = panel.productKeyDecisions();
        QVERIFY(productKey->isVisibleTo(&panel));
        panel.setQuery(17);
        QCOMPARE(productKey->query(), 17);
        const core::Matrix& topKeys
            = outcome->comparison.variant.extras.matrices.at(core::extra_keys::kSubspaceTopKeys);
        QCOMPARE(productKey->table()->rowCount(), 2);
        QCOMPARE(productKey->table()->columnCount(), 3);
        for (int s = 0; s < 2; ++s)
            for (int t = 0; t < 3; ++t) {
                const int key = static_cast<int>(topKeys(17, s * 3 + t));
                QVERIFY(productKey->table()->item(s, t)->text().startsWith(QString::number(key)));
            }
    }

    // keep > 0 keeps only the best composites before the softmax: the explanation says so, and only then.
    void productKeySaysWhichCompositesItKeeps()
    {
        const auto explanationOf = [](const TextParams& settings) {
            app::DecisionsPanel panel;
            panel.showOutcome(runOutcome(QStringLiteral("product_key"), settings));
            QString text;
            for (const QLabel* label : panel.productKeyDecisions()->findChildren<QLabel*>())
                text += label->text();
            return text;
        };
        const QString all = explanationOf({ { "subspaces", "2" }, { "p", "3" } });
        QVERIFY2(all.contains(QStringLiteral("up to 3<sup>2</sup> composites")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("highest score")), qPrintable(all));
        const QString kept = explanationOf({ { "subspaces", "2" }, { "p", "3" }, { "keep", "3" } });
        QVERIFY2(
            kept.contains(QStringLiteral("only the 3 of highest score take part in the softmax")), qPrintable(kept));
    }

    void variantThatDecidesNothingSaysSo()
    {
        const auto outcome = runOutcome(QStringLiteral("local"), {});
        app::DecisionsPanel panel;
        panel.showOutcome(outcome);
        QVERIFY(!panel.showsDecisions());
        QVERIFY(panel.emptyText().contains(QStringLiteral("decides nothing from the data")));
        showWhole(panel);
        QVERIFY(distinctColours(panel.grab().toImage(), 2) > 2); // the message is drawn, not a blank
        // The next outcome with decisions replaces the message.
        panel.showOutcome(runOutcome(QStringLiteral("kmeans"), {}));
        QVERIFY(panel.showsDecisions());
    }

    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("ATTNLAB_SCREENSHOT_DIR"))
            QSKIP("set ATTNLAB_SCREENSHOT_DIR to render the panel for a look by eye");
        saveScreenshots(runOutcome(QStringLiteral("lsh"), { { "buckets", "4" } }), QStringLiteral("lsh"));
        saveScreenshots(runOutcome(QStringLiteral("kmeans"), {}), QStringLiteral("kmeans"));
        saveScreenshots(
            runOutcome(QStringLiteral("sinkhorn"), { { "block", "8" }, { "iters", "5" } }), QStringLiteral("sinkhorn"));
        saveScreenshots(test::runScenarioOutcome("clustered", QStringLiteral("sinkhorn"), {}, 64, true, true),
            QStringLiteral("sinkhorn_causal"));
        saveScreenshots(runOutcome(QStringLiteral("linformer"), { { "k", "8" } }), QStringLiteral("linformer"));
        saveScreenshots(runOutcome(QStringLiteral("svd"), { { "rank", "6" } }), QStringLiteral("svd"));
        saveScreenshots(runOutcome(QStringLiteral("pool_kv"), {}), QStringLiteral("pool_kv"));
        saveScreenshots(runOutcome(QStringLiteral("select_kv"), { { "keep", "6" } }), QStringLiteral("select_kv"));
        saveScreenshots(runOutcome(QStringLiteral("product_key"), {}), QStringLiteral("product_key"));
        saveScreenshots(runOutcome(QStringLiteral("local"), {}), QStringLiteral("local"));
        saveScreenshots(runOutcome(QStringLiteral("lsh"), { { "buckets", "16" }, { "rounds", "2" } }, 256),
            QStringLiteral("lsh_256"));
    }
};

QTEST_MAIN(TestDecisionsPanel)
#include "test_decisions_panel.moc"
