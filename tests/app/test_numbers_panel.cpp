// The Numbers dock (app/panels/numbers_panel) on real outcomes, built as the controller builds them: the weights
// and the output it shows are the engine's own (exact and variant side), the masked scores are −∞ exactly where
// the causal mask or the variant's pattern drops a pair, a click on a weight shows the sum that makes it and that
// sum comes to the engine's weight, the highlighted term is the same in the formula and in the tables, and an
// input too large for numbers says so, with a button that makes it small through the LabModel.
// Set ATTNLAB_SCREENSHOT_DIR to keep renderings of the panel for a look by eye.

#include "app/compute/comparison.h"
#include "app/compute/outcome.h"
#include "app/panels/numbers_panel.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "core/builtin_catalogues.h"
#include "core/variants/kernel/linear_features.h"
#include "image_pixels.h"
#include "panel_display.h"
#include "scenario_outcome.h"
#include "widgets/formula/formula_view.h"
#include "widgets/numbers/matrix_table.h"

#include <QDockWidget>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace attnlab;
using app::NumbersPanel;
using widgets::MatrixTable;

namespace {

const QString kMinusInfinity = QString(QChar(0x2212)) + QChar(0x221e);

// A gaussian input (or another scenario's) of n tokens with d = dv = `width`, the variant at `variantParams`, computed
// by the controller's own function.
std::shared_ptr<const app::ComputeOutcome> outcomeOf(const QString& variantId, const test::TextParams& variantParams,
    int n, int width, bool causal, const std::string& scenarioId = "gaussian")
{
    const auto& specs = core::builtinScenarios().get(scenarioId, "scenario").info().params;
    const core::Variant& variant = core::builtinVariants().get(variantId.toStdString(), "variant");
    app::ComputeRequest request;
    request.scenarioId = QString::fromStdString(scenarioId);
    if (scenarioId != "text") // typed text has as many tokens as its text
        request.scenarioParams.set(specs, "n", core::ParamValue(static_cast<long long>(n)));
    request.scenarioParams.set(specs, "d", core::ParamValue(static_cast<long long>(width)));
    request.scenarioParams.set(specs, "dv", core::ParamValue(static_cast<long long>(width)));
    request.causal = causal;
    request.variantId = variantId;
    for (const auto& [name, value] : variantParams)
        request.variantParams.setFromText(variant.info().params, name, value);
    return app::computeOutcome(request, core::CancelFlag());
}

bool sameNumbers(const Eigen::MatrixXd& shown, const core::Matrix& engine)
{
    return shown.rows() == engine.rows() && shown.cols() == engine.cols() && shown == engine.cast<double>();
}

QPoint cellCentre(const MatrixTable* table, int row, int column)
{
    return table->cellRect(row, column).center();
}

} // namespace

class TestNumbersPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-numbers-test"));
        QSettings().clear();
    }

    // The window has the dock, named for lessons (dock: numbersDock); fed like the other analysis docks, it says
    // when the input is too large, and its button makes the window compute a small one, whose numbers it shows.
    void theWindowHasTheNumbersDock()
    {
        app::MainWindow window;
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("numbersDock"));
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Numbers"));
        auto* panel = dock->findChild<NumbersPanel*>();
        QVERIFY(panel);
        QSignalSpy finished(window.controller(), &app::ComputeController::finished);
        window.model()->setSource(QStringLiteral("gaussian")); // 64 tokens, d = 16 by default
        dock->raise();
        QTRY_VERIFY_WITH_TIMEOUT(panel->notice().contains(QStringLiteral("N = 64, d = 16")), 20000);
        QVERIFY(panel->smallExampleButton()->isVisible());
        finished.clear();
        QTest::mouseClick(panel->smallExampleButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->shownTerms().isEmpty(), 20000);
        QVERIFY(!finished.isEmpty());
        const auto outcome = finished.last().at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
        QCOMPARE(outcome->sequence->problem.n(), NumbersPanel::kSmallN);
        QCOMPARE(window.model()->state().frontDock, QStringLiteral("numbersDock"));
        panel->setSide(NumbersPanel::Side::Exact);
        QVERIFY(sameNumbers(panel->table(QStringLiteral("weights"))->values(), *outcome->comparison.exact->map));
        QTest::qWait(50);
        test::saveScreenshot(window, QStringLiteral("numbers_window"));
    }

    // A and O are the outcome's map and output, on both sides; Q, K, V are the input.
    void weightsAndOutputAreTheEnginesOwn()
    {
        const auto outcome = outcomeOf(QStringLiteral("local"), { { "before", "1" }, { "after", "1" } }, 7, 3, false);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(NumbersPanel::Side::Exact);
        const core::Result& exact = *outcome->comparison.exact;
        QVERIFY(panel.table(QStringLiteral("weights")));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("weights"))->values(), *exact.map));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("output"))->values(), exact.o));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("Q"))->values(), outcome->sequence->problem.q));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("V"))->values(), outcome->sequence->problem.v));
        QCOMPARE(panel.shownTerms(),
            QStringList({ "Q", "K", "scores", "scaled", "masked", "weights", "V", "output" }));

        panel.setSide(NumbersPanel::Side::Variant);
        const core::Result& variant = outcome->comparison.variant;
        QCOMPARE(panel.shownTerms(),
            QStringList({ "Q", "K", "scores", "scaled", "mask", "masked", "renormalised", "V", "output" }));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("renormalised"))->values(), *variant.map));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("output"))->values(), variant.o));
        QVERIFY(!sameNumbers(panel.table(QStringLiteral("output"))->values(), exact.o));
        // Token labels on the rows.
        QCOMPARE(panel.table(QStringLiteral("scores"))->values().rows(), 7);
    }

    // −∞ exactly where the causal mask drops a pair (exact side) or the pattern does (variant side).
    void maskedScoresAreMinusInfinityWhereDropped()
    {
        const auto outcome = outcomeOf(QStringLiteral("local"), { { "before", "1" }, { "after", "0" } }, 8, 4, true);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(NumbersPanel::Side::Exact);
        const MatrixTable* masked = panel.table(QStringLiteral("masked"));
        QVERIFY(masked);
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                QCOMPARE(masked->cellText(i, j) == kMinusInfinity, j > i);

        panel.setSide(NumbersPanel::Side::Variant);
        const core::Pattern& pattern = outcome->comparison.variant.pattern;
        QVERIFY(pattern.pairCount() < 36); // the band drops pairs the causal mask keeps
        masked = panel.table(QStringLiteral("masked"));
        const MatrixTable* mask = panel.table(QStringLiteral("mask"));
        QVERIFY(masked && mask);
        int dropped = 0;
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j) {
                QCOMPARE(masked->cellText(i, j) == kMinusInfinity, !pattern.contains(i, j));
                QCOMPARE(mask->values()(i, j), pattern.contains(i, j) ? 1.0 : 0.0);
                if (pattern.contains(i, j))
                    QCOMPARE(masked->values()(i, j), panel.table(QStringLiteral("scaled"))->values()(i, j));
                dropped += !pattern.contains(i, j);
            }
        QCOMPARE(dropped, 64 - static_cast<int>(pattern.pairCount()));
    }

    // A click on a weight shows the sum with the numbers in, and it comes to the engine's weight.
    void clickingAWeightShowsItsSum_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("exactSide");
        QTest::addColumn<QString>("term");
        QTest::addColumn<bool>("causal");
        QTest::newRow("exact") << QStringLiteral("local") << true << QStringLiteral("weights") << false;
        QTest::newRow("exact causal") << QStringLiteral("local") << true << QStringLiteral("weights") << true;
        QTest::newRow("local pattern") << QStringLiteral("local") << false << QStringLiteral("renormalised") << false;
        QTest::newRow("strided pattern") << QStringLiteral("strided") << false << QStringLiteral("renormalised") << false;
        QTest::newRow("linear") << QStringLiteral("linear") << false << QStringLiteral("weights") << false;
        QTest::newRow("linear causal") << QStringLiteral("linear") << false << QStringLiteral("weights") << true;
    }

    void clickingAWeightShowsItsSum()
    {
        QFETCH(QString, variant);
        QFETCH(bool, exactSide);
        QFETCH(QString, term);
        QFETCH(bool, causal);
        const auto outcome = outcomeOf(variant, {}, 6, 4, causal);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(exactSide ? NumbersPanel::Side::Exact : NumbersPanel::Side::Variant);
        test::showAndWait(panel, QSize(1400, 900));
        const core::Matrix& map = exactSide ? *outcome->comparison.exact->map : *outcome->comparison.variant.map;
        MatrixTable* weights = panel.table(term);
        QVERIFY(weights);
        QSignalSpy picked(&panel, &NumbersPanel::termPicked);
        int checked = 0;
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j) {
                QTest::mouseClick(weights, Qt::LeftButton, {}, cellCentre(weights, i, j));
                const app::numbers::CellSum& sum = panel.cellSum();
                QVERIFY(sum.isValid());
                QCOMPARE(sum.term, term);
                QCOMPARE(sum.row, i);
                QCOMPARE(sum.column, j);
                QVERIFY2(std::abs(sum.value - map(i, j)) < 1e-6,
                    qPrintable(QStringLiteral("%1 against %2").arg(sum.value).arg(map(i, j))));
                QCOMPARE(sum.shown, static_cast<double>(map(i, j)));
                QCOMPARE(weights->chosenRow(), i);
                QCOMPARE(weights->chosenColumn(), j);
                const QString text = sum.plainText();
                QVERIFY2(text.contains(QStringLiteral("%1,%2 =").arg(i).arg(j)), qPrintable(text));
                if (map(i, j) > 0.001) { // a weight that is a quotient: its numbers are written out
                    QVERIFY2(text.contains(QStringLiteral("= %1").arg(QString::number(map(i, j), 'f', 3))),
                        qPrintable(text));
                    QVERIFY2(text.contains(QStringLiteral(" / ")), qPrintable(text));
                    ++checked;
                }
            }
        QVERIFY(checked >= 6);
        QCOMPARE(picked.count(), 1); // the table became the current term once
        QCOMPARE(picked.at(0).at(0).toString(), term);
        QVERIFY(weights->isHighlighted());
        if (!exactSide && variant != QLatin1String("linear")) // the sum runs over the kept keys only
            QVERIFY(panel.cellSum().plainText().contains(QString(QChar(0x2208)) + QStringLiteral(" P(5)")));
        if (exactSide && causal)
            QVERIFY(panel.cellSum().plainText().contains(QString(QChar(0x2264)) + QStringLiteral(" 5")));
        QTest::qWait(20); // the sum's label laid out
        test::saveScreenshot(panel, QStringLiteral("numbers_%1").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))));
    }

    // Linear attention: φ(Q), φ(K) are the variant's own features, the quotient is the engine's output, and a
    // number of the quotient shows its numerator over its denominator.
    void linearShowsFeaturesAndQuotient()
    {
        const auto outcome = outcomeOf(QStringLiteral("linear"), { { "feature", "relu" } }, 5, 3, false);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(NumbersPanel::Side::Variant);
        QCOMPARE(panel.shownTerms(),
            QStringList({ "Q", "K", "phiQ", "phiK", "V", "S", "Z", "weights", "quotient" }));
        const core::Problem& problem = outcome->sequence->problem;
        QVERIFY(sameNumbers(panel.table(QStringLiteral("phiQ"))->values(), core::linearAttentionFeatures(problem.q, "relu")));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("phiK"))->values(), core::linearAttentionFeatures(problem.k, "relu")));
        QVERIFY(sameNumbers(panel.table(QStringLiteral("quotient"))->values(), outcome->comparison.variant.o));
        QCOMPARE(panel.tables(QStringLiteral("Z")).size(), std::size_t(2)); // Z and each query's φ(q_i)ᵀZ
        for (int i = 0; i < 5; ++i)
            for (int c = 0; c < 3; ++c) {
                panel.chooseCell(QStringLiteral("quotient"), i, c);
                QVERIFY(panel.cellSum().isValid());
                QVERIFY(std::abs(panel.cellSum().value - outcome->comparison.variant.o(i, c)) < 1e-5);
            }
        QVERIFY(panel.formulaView()->isTypeset());
    }

    // Every number the dock works out (a score, a scaled score, a feature, S, Z, a denominator, an output) comes to
    // the number its table shows; a click on the second table of Z (the denominators) explains that one.
    void everyWorkedNumberComesToItsTable_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("exactSide");
        QTest::addColumn<bool>("causal");
        QTest::newRow("exact causal") << QStringLiteral("local") << true << true;
        QTest::newRow("pattern") << QStringLiteral("bigbird") << false << false;
        QTest::newRow("linear") << QStringLiteral("linear") << false << false;
        QTest::newRow("linear causal") << QStringLiteral("linear") << false << true;
    }

    void everyWorkedNumberComesToItsTable()
    {
        QFETCH(QString, variant);
        QFETCH(bool, exactSide);
        QFETCH(bool, causal);
        const auto outcome = outcomeOf(variant, {}, 6, 3, causal);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(exactSide ? NumbersPanel::Side::Exact : NumbersPanel::Side::Variant);
        test::showAndWait(panel, QSize(1400, 900));
        QSet<QString> worked;
        for (const QString& term : panel.shownTerms())
            for (MatrixTable* table : panel.tables(term))
                for (int i = 0; i < table->values().rows(); ++i)
                    for (int j = 0; j < table->values().cols(); ++j) {
                        QTest::mouseClick(table, Qt::LeftButton, {}, cellCentre(table, i, j));
                        const app::numbers::CellSum& sum = panel.cellSum();
                        if (!sum.isValid())
                            continue;
                        QCOMPARE(sum.term, term);
                        QCOMPARE(sum.shown, table->values()(i, j));
                        if (std::isinf(sum.shown))
                            QCOMPARE(sum.value, sum.shown);
                        else
                            QVERIFY2(std::abs(sum.value - sum.shown) <= 1e-5 * std::max(1.0, std::abs(sum.shown)),
                                qPrintable(QStringLiteral("%1 (%2, %3): %4 against %5")
                                               .arg(term).arg(i).arg(j).arg(sum.value).arg(sum.shown)));
                        worked.insert(term + QLatin1Char('/') + table->title());
                    }
        const QStringList expected = variant == QLatin1String("linear")
            ? QStringList { "phiQ", "phiK", "S", "Z", "weights", "quotient" }
            : QStringList { "scores", "scaled", "masked", "output" };
        for (const QString& term : expected) {
            bool found = false;
            for (const QString& entry : worked)
                found = found || entry.startsWith(term + QLatin1Char('/'));
            QVERIFY2(found, qPrintable(term));
        }
        if (variant == QLatin1String("linear"))
            QCOMPARE(std::count_if(worked.begin(), worked.end(),
                         [](const QString& entry) { return entry.startsWith(QLatin1String("Z/")); }),
                2);
    }

    // The highlighted term is the same in the formula and in the tables; a term only the other side has brings
    // that side forward.
    void highlightIsInFormulaAndTable()
    {
        const auto outcome = outcomeOf(QStringLiteral("linear"), {}, 6, 4, false);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(NumbersPanel::Side::Exact);
        test::showAndWait(panel, QSize(1400, 900));
        widgets::FormulaView* formula = panel.formulaView();
        QVERIFY(formula->isTypeset());
        const QColor highlight = widgets::FormulaColours {}.highlight;
        const int before = test::pixelsNear(formula->grab().toImage(), highlight, 40);
        QCOMPARE(before, 0);

        QSignalSpy picked(&panel, &NumbersPanel::termPicked);
        panel.setHighlightedTerm(QStringLiteral("scaled"));
        QCOMPARE(picked.count(), 0); // not the user's pick
        QCOMPARE(panel.highlightedTerm(), QStringLiteral("scaled"));
        QCOMPARE(formula->highlightedTerm(), QStringLiteral("scaled"));
        QVERIFY(formula->formula().terms().contains(QStringLiteral("scaled")));
        QVERIFY(test::pixelsNear(formula->grab().toImage(), highlight, 40) > 20);
        for (const QString& term : panel.shownTerms())
            QCOMPARE(panel.table(term)->isHighlighted(), term == QLatin1String("scaled"));

        panel.setHighlightedTerm(QStringLiteral("phiQ")); // linear's: the variant side comes forward
        QCOMPARE(panel.side(), NumbersPanel::Side::Variant);
        QVERIFY(panel.formulaView()->formula().terms().contains(QStringLiteral("phiQ")));
        QCOMPARE(panel.formulaView()->highlightedTerm(), QStringLiteral("phiQ"));
        QVERIFY(panel.table(QStringLiteral("phiQ"))->isHighlighted());
        QVERIFY(!panel.table(QStringLiteral("phiK"))->isHighlighted());

        // A click on a table's title makes it current, in the formula too, and says so.
        MatrixTable* s = panel.table(QStringLiteral("S"));
        QTest::mouseClick(s, Qt::LeftButton, {}, s->titleRect().center());
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toString(), QStringLiteral("S"));
        QVERIFY(s->isHighlighted());
        QVERIFY(!panel.table(QStringLiteral("phiQ"))->isHighlighted());
        QCOMPARE(panel.formulaView()->highlightedTerm(), QStringLiteral("S"));

        // Kept across outcomes.
        panel.showOutcome(outcomeOf(QStringLiteral("linear"), {}, 5, 2, false));
        QVERIFY(panel.table(QStringLiteral("S"))->isHighlighted());
        QCOMPARE(panel.formulaView()->highlightedTerm(), QStringLiteral("S"));
    }

    // The query chosen elsewhere is marked in every table whose rows are queries, across outcomes and sides.
    void chosenQueryIsMarked()
    {
        NumbersPanel panel;
        panel.setQuery(2);
        panel.showOutcome(outcomeOf(QStringLiteral("local"), {}, 6, 4, false));
        panel.setSide(NumbersPanel::Side::Exact);
        for (const char* term : { "Q", "scores", "scaled", "masked", "weights", "output" })
            QCOMPARE(panel.table(QLatin1String(term))->markedRow(), 2);
        for (const char* term : { "K", "V" })
            QCOMPARE(panel.table(QLatin1String(term))->markedRow(), -1);
        panel.setQuery(4);
        QCOMPARE(panel.table(QStringLiteral("weights"))->markedRow(), 4);
        panel.showOutcome(outcomeOf(QStringLiteral("linear"), {}, 6, 4, false));
        panel.setSide(NumbersPanel::Side::Variant);
        QCOMPARE(panel.table(QStringLiteral("phiQ"))->markedRow(), 4);
        QCOMPARE(panel.table(QStringLiteral("quotient"))->markedRow(), 4);
        QCOMPARE(panel.table(QStringLiteral("phiK"))->markedRow(), -1);
        QCOMPARE(panel.table(QStringLiteral("S"))->markedRow(), -1);
    }

    // Every chain's formula is typeset (its SVG is in resources/formulas) and marks the terms its tables show.
    void everyChainIsTypesetWithItsTerms_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("exactSide");
        QTest::newRow("exact") << QStringLiteral("local") << true;
        QTest::newRow("full") << QStringLiteral("full") << false;
        QTest::newRow("pattern") << QStringLiteral("bigbird") << false;
        QTest::newRow("global") << QStringLiteral("global") << false;
        QTest::newRow("linear") << QStringLiteral("linear") << false;
        QTest::newRow("mixing") << QStringLiteral("performer") << false;
        QTest::newRow("mixing tokens") << QStringLiteral("fnet") << false;
    }

    void everyChainIsTypesetWithItsTerms()
    {
        QFETCH(QString, variant);
        QFETCH(bool, exactSide);
        const auto outcome = outcomeOf(variant, {}, 8, 4, false);
        NumbersPanel panel;
        panel.showOutcome(outcome);
        panel.setSide(exactSide ? NumbersPanel::Side::Exact : NumbersPanel::Side::Variant);
        QVERIFY2(panel.formulaView()->isTypeset(), "run node tools/formulas/render.mjs");
        const QStringList marked = panel.formulaView()->formula().terms();
        for (const QString& term : panel.shownTerms())
            if (term != QLatin1String("Q") && term != QLatin1String("K")) // the mixing chains' inputs
                QVERIFY2(marked.contains(term), qPrintable(term + QStringLiteral(" not in ") + marked.join(',')));
        QVERIFY(panel.table(QStringLiteral("output")) || panel.table(QStringLiteral("quotient")));
        QVERIFY(panel.notice().isEmpty());
        if (variant == QLatin1String("performer") || variant == QLatin1String("fnet")) {
            QVERIFY(sameNumbers(panel.table(QStringLiteral("weights"))->values(), *outcome->comparison.variant.map));
            QVERIFY(sameNumbers(panel.table(QStringLiteral("output"))->values(), outcome->comparison.variant.o));
        }
    }

    // Every variant of the catalogue on a small input: its side shows the engine's own output and map, whatever
    // chain describes it, and the chain is the one its weights are.
    void everyVariantShowsItsOwnNumbers()
    {
        QStringList patterns;
        QStringList others;
        for (const core::Variant* variant : core::builtinVariants().all()) {
            const QString id = QString::fromStdString(variant->id());
            std::shared_ptr<const app::ComputeOutcome> outcome;
            try {
                outcome = outcomeOf(id, {}, 8, 4, false);
            } catch (const core::Error&) { // a method that needs causal on this input
                outcome = outcomeOf(id, {}, 8, 4, true);
            }
            NumbersPanel panel;
            panel.showOutcome(outcome);
            panel.setSide(NumbersPanel::Side::Variant);
            const core::Result& result = outcome->comparison.variant;
            const MatrixTable* output = panel.table(id == QLatin1String("linear") ? QStringLiteral("quotient")
                                                                                   : QStringLiteral("output"));
            QVERIFY2(output, qPrintable(id));
            QVERIFY2(sameNumbers(output->values(), result.o), qPrintable(id));
            const MatrixTable* weights = panel.table(QStringLiteral("weights"));
            if (!weights)
                weights = panel.table(QStringLiteral("renormalised"));
            QVERIFY2(weights && sameNumbers(weights->values(), *result.map), qPrintable(id));
            QVERIFY2(panel.formulaView()->isTypeset(), qPrintable(id));
            (panel.table(QStringLiteral("renormalised")) ? patterns : others) << id;
        }
        // The pattern family is a softmax over kept keys (multihead averages its heads' maps: not one softmax).
        for (const char* id : { "local", "strided", "global", "bigbird", "longformer", "sliding_window", "random" })
            QVERIFY2(patterns.contains(QLatin1String(id)), qPrintable(patterns.join(QLatin1Char(' '))));
        for (const char* id : { "performer", "linformer", "fnet", "multihead" })
            QVERIFY2(others.contains(QLatin1String(id)), qPrintable(others.join(QLatin1Char(' '))));
    }

    // Too many tokens or dimensions: a clear message, not an empty panel; the button makes the input small.
    void tooLargeSaysSoAndOffersASmallExample()
    {
        app::LabModel model;
        model.setSource(QStringLiteral("gaussian"));
        const core::Scenario& gaussian = core::builtinScenarios().get("gaussian", "scenario");
        core::Params params;
        params.set(gaussian.info().params, "n", core::ParamValue(24LL));
        model.setScenarioParams(params);
        NumbersPanel panel(&model);
        panel.showOutcome(outcomeOf(QStringLiteral("local"), {}, 24, 16, false));
        QVERIFY2(panel.notice().contains(QStringLiteral(
                     "The Numbers panel shows inputs of at most 8 tokens and 4 dimensions: this one has N = 24, d = 16")),
            qPrintable(panel.notice()));
        QVERIFY(panel.shownTerms().isEmpty());
        test::showAndWait(panel, QSize(900, 500));
        QVERIFY(panel.smallExampleButton()->isVisible());
        QTest::mouseClick(panel.smallExampleButton(), Qt::LeftButton);
        const core::Params small = model.state().setup.currentScenarioParams();
        QCOMPARE(small.integer("n"), static_cast<long long>(NumbersPanel::kSmallN));
        QCOMPARE(small.integer("d"), 4LL);
        QCOMPARE(small.integer("dv"), 4LL);

        // d alone too large.
        panel.showOutcome(outcomeOf(QStringLiteral("local"), {}, 6, 5, false));
        QVERIFY(panel.notice().contains(QStringLiteral("this one has N = 6, d = 5")));
        // Then a small one shows its tables, and the notice is gone.
        panel.showOutcome(outcomeOf(QStringLiteral("local"), {}, 6, 4, false));
        QVERIFY(panel.notice().isEmpty());
        QVERIFY(!panel.shownTerms().isEmpty());

        // Without a model there is nothing to click.
        NumbersPanel alone;
        alone.showOutcome(outcomeOf(QStringLiteral("local"), {}, 9, 4, false));
        test::showAndWait(alone, QSize(900, 500));
        QVERIFY(alone.notice().contains(QStringLiteral("N = 9, d = 4")));
        QVERIFY(!alone.smallExampleButton()->isVisible());
    }

    // Typed text too long for numbers: the button puts a short sentence in its place, d and dv at 4.
    void longTextBecomesAShortSentence()
    {
        app::LabModel model;
        model.setSource(QStringLiteral("text"));
        NumbersPanel panel(&model);
        const auto outcome = outcomeOf(QStringLiteral("local"), {}, 1, 32, false, "text"); // n is ignored by text
        QVERIFY(outcome->sequence->problem.n() > 8);
        panel.showOutcome(outcome);
        test::showAndWait(panel, QSize(900, 500));
        QVERIFY(panel.smallExampleButton()->isVisible());
        QTest::mouseClick(panel.smallExampleButton(), Qt::LeftButton);
        const core::Params params = model.state().setup.currentScenarioParams();
        const core::Scenario& text = core::builtinScenarios().get("text", "scenario");
        const core::Sequence small = text.make(text.resolve(params));
        QVERIFY(small.problem.n() <= NumbersPanel::kLargestN);
        QCOMPARE(small.problem.d(), NumbersPanel::kLargestD);
    }

    void clearShowsTheMessage()
    {
        NumbersPanel panel;
        panel.showOutcome(outcomeOf(QStringLiteral("local"), {}, 6, 4, false));
        QVERIFY(!panel.shownTerms().isEmpty());
        panel.clear(QStringLiteral("local: before must be at most 4096"));
        QCOMPARE(panel.notice(), QStringLiteral("local: before must be at most 4096"));
        QVERIFY(panel.shownTerms().isEmpty());
        panel.showOutcome(nullptr);
        QVERIFY(!panel.notice().isEmpty());
    }
};

QTEST_MAIN(TestNumbersPanel)
#include "test_numbers_panel.moc"
