// What every analysis dock shares through app::AnalysisPanel, driven through the base as the main window drives
// its list of panels: an error given to clear() is on screen, and the next good outcome takes it away, in every
// panel (the Long Range Arena dock once kept "multihead: d = 1 ..." after the input was fixed, because an outcome
// of the same shape changes nothing in its chart).

#include "app/compute/controller.h"
#include "app/decisions/panel.h"
#include "app/panels/analysis_panel.h"
#include "app/panels/cost_panel.h"
#include "app/panels/gallery_panel.h"
#include "app/panels/lra_panel.h"
#include "app/panels/method_detail_panel.h"
#include "app/panels/output_panel.h"
#include "app/panels/pattern_panel.h"
#include "app/panels/query_inspector_panel.h"
#include "app/panels/spectrum_panel.h"
#include "panel_display.h"
#include "scenario_outcome.h"
#include "widgets/plots/query_weights_view.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <memory>

using namespace attnlab;

namespace {

// The panels the main window keeps in its list, by the names of their docks.
std::unique_ptr<app::AnalysisPanel> makePanel(const QString& name)
{
    if (name == QLatin1String("query inspector"))
        return std::make_unique<app::QueryInspectorPanel>();
    if (name == QLatin1String("pattern"))
        return std::make_unique<app::PatternPanel>();
    if (name == QLatin1String("spectrum"))
        return std::make_unique<app::SpectrumPanel>();
    if (name == QLatin1String("output"))
        return std::make_unique<app::OutputPanel>();
    if (name == QLatin1String("cost"))
        return std::make_unique<app::CostPanel>();
    if (name == QLatin1String("gallery"))
        return std::make_unique<app::GalleryPanel>();
    if (name == QLatin1String("long range arena"))
        return std::make_unique<app::LraPanel>();
    if (name == QLatin1String("method details"))
        return std::make_unique<app::MethodDetailPanel>();
    if (name == QLatin1String("decisions"))
        return std::make_unique<app::DecisionsPanel>();
    return nullptr;
}

// The text of every label the panel shows (hidden labels keep old text that nobody sees).
QStringList shownTexts(const QWidget& panel)
{
    QStringList texts;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        if (label->isVisibleTo(&panel) && !label->text().isEmpty())
            texts << label->text();
    return texts;
}

bool shows(const QWidget& panel, const QString& text)
{
    for (const QString& shown : shownTexts(panel))
        if (shown.contains(text))
            return true;
    return false;
}

// The clustered scenario at N = 24 (every panel draws it in a moment, the gallery's 35 variants included).
std::shared_ptr<const app::ComputeOutcome> outcomeOf(const QString& variantId)
{
    return test::runScenarioOutcome("clustered", variantId, {}, 24, false, true);
}

// Waits until the panel's own worker has drawn (or dropped) what it computes for the outcome.
void settle(app::AnalysisPanel& panel)
{
    if (auto* pattern = qobject_cast<app::PatternPanel*>(&panel))
        QTRY_VERIFY_WITH_TIMEOUT(!pattern->isBusy(), 60000);
    if (auto* spectrum = qobject_cast<app::SpectrumPanel*>(&panel))
        QTRY_VERIFY_WITH_TIMEOUT(!spectrum->isBusy(), 60000);
    if (auto* gallery = qobject_cast<app::GalleryPanel*>(&panel))
        QTRY_VERIFY_WITH_TIMEOUT(!gallery->isRunning(), 120000);
}

} // namespace

class TestAnalysisPanels : public QObject {
    Q_OBJECT

private slots:
    void aGoodOutcomeTakesTheErrorAway_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("query inspector") << QStringLiteral("local");
        QTest::newRow("pattern") << QStringLiteral("local");
        QTest::newRow("spectrum") << QStringLiteral("linformer");
        QTest::newRow("output") << QStringLiteral("local");
        QTest::newRow("cost") << QStringLiteral("local");
        QTest::newRow("gallery") << QStringLiteral("local");
        QTest::newRow("long range arena") << QStringLiteral("local");
        QTest::newRow("method details") << QStringLiteral("performer");
        QTest::newRow("decisions") << QStringLiteral("lsh");
    }

    void aGoodOutcomeTakesTheErrorAway()
    {
        QFETCH(QString, variant);
        const QString error = QStringLiteral("multihead: d = 1 cannot be split into 2 heads");
        const std::unique_ptr<app::AnalysisPanel> panel = makePanel(QString::fromUtf8(QTest::currentDataTag()));
        QVERIFY(panel);
        test::showAndWait(*panel, { 520, 720 });

        // As in the window: an outcome, then a failed request, then the input fixed (the same shape as before).
        panel->showOutcome(outcomeOf(variant));
        settle(*panel);
        panel->clear(error);
        QVERIFY2(shows(*panel, error), qPrintable(shownTexts(*panel).join(QLatin1Char('\n'))));
        QCOMPARE(panel->message(), error);

        panel->showOutcome(outcomeOf(variant));
        settle(*panel);
        QVERIFY2(!shows(*panel, error), qPrintable(shownTexts(*panel).join(QLatin1Char('\n'))));
        QVERIFY(panel->message().isEmpty());
    }

    // The worker works out the variant, its parameters and the token labels once; the panels take them from the
    // outcome and look nothing up by the request's id. The outcome here says more than its request: a seed the
    // request left to its default, labels of its own, and an id that names no registered variant.
    void panelsTakeTheVariantParamsAndTokensFromTheOutcome()
    {
        auto outcome = std::make_shared<app::ComputeOutcome>(*outcomeOf(QStringLiteral("performer")));
        outcome->request.variantId = QStringLiteral("performer (renamed)");
        outcome->params.set(outcome->variant->info().params, "seed", core::ParamValue(4321LL));
        outcome->tokens.clear();
        for (int i = 0; i < outcome->sequence->problem.n(); ++i)
            outcome->tokens << QStringLiteral("w%1").arg(i);
        const QString name = QString::fromStdString(outcome->variant->info().displayName);
        const QString lastToken = QStringLiteral("w%1").arg(outcome->sequence->problem.n() - 1);

        app::MethodDetailPanel detail;
        test::showAndWait(detail, { 520, 720 });
        detail.showOutcome(outcome);
        QCOMPARE(detail.content(), app::MethodDetailPanel::Content::KernelEstimate);
        QVERIFY2(shows(detail, QStringLiteral("seed 4321")), qPrintable(shownTexts(detail).join(QLatin1Char('\n'))));
        QVERIFY(shows(detail, QStringLiteral("(%1)").arg(lastToken)));

        app::PatternPanel pattern;
        test::showAndWait(pattern, { 520, 720 });
        pattern.showOutcome(outcome);
        settle(pattern);
        QVERIFY(shows(pattern, name));

        app::DecisionsPanel decisions;
        test::showAndWait(decisions, { 520, 720 });
        decisions.showOutcome(outcome);
        QVERIFY(shows(decisions, name));

        app::QueryInspectorPanel inspector;
        test::showAndWait(inspector, { 520, 720 });
        inspector.showOutcome(outcome);
        inspector.setQuery(3);
        QVERIFY(inspector.weightsView()->summaryText().contains(QStringLiteral("query 3 (w3)")));
        // A softmax variant: the KL line is there (a mixing map has none).
        QVERIFY(inspector.weightsView()->summaryText().contains(QStringLiteral("KL(")));
    }

    void aPickInAPanelIsTheBasesSignal_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("query inspector") << QStringLiteral("local");
        QTest::newRow("method details") << QStringLiteral("performer");
    }

    // The window connects one signal of every panel in its list: a query picked in a panel's spin box is that.
    void aPickInAPanelIsTheBasesSignal()
    {
        QFETCH(QString, variant);
        const std::unique_ptr<app::AnalysisPanel> panel = makePanel(QString::fromUtf8(QTest::currentDataTag()));
        QVERIFY(panel);
        panel->showOutcome(outcomeOf(variant));
        QSignalSpy picked(panel.get(), &app::AnalysisPanel::queryPicked);
        auto* spin = panel->findChild<QSpinBox*>();
        QVERIFY(spin);
        spin->setValue(spin->value() == 3 ? 4 : 3);
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), spin->value());
        // Not echoed for a query chosen elsewhere.
        panel->setQuery(5);
        QCOMPARE(picked.count(), 1);
    }
};

QTEST_MAIN(TestAnalysisPanels)
#include "test_analysis_panels.moc"
