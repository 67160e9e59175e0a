// The lab's one state: the model that alone changes it, the JSON codec behind saved setups, and the panels and
// windows that show it.
#include "app/compute/controller.h"
#include "app/compute/outcome.h"
#include "app/panels/input_panel.h"
#include "app/panels/variant_panel.h"
#include "app/state/lab_model.h"
#include "app/state/lab_state_json.h"
#include "app/window/main_window.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/model/head_measures.h"
#include "widgets/controls/parameter_panel.h"
#include "widgets/formula/formula_view.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/plots/gallery_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFontMetrics>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QtTest>

#include <cmath>
#include <functional>

using namespace attnlab;

namespace {

core::Params paramsOf(const std::vector<core::ParamSpec>& specs,
                      std::initializer_list<std::pair<const char*, core::ParamValue>> values)
{
    core::Params params;
    for (const auto& [name, value] : values)
        params.set(specs, name, value);
    return params;
}

// A state where every field differs from its default.
app::LabState everyFieldSet()
{
    const auto& scenarios = core::builtinScenarios();
    const auto& variants = core::builtinVariants();
    app::LabState state;
    core::LabSetup& setup = state.setup;
    setup.source = "gaussian";
    setup.scenarioParams["gaussian"] = paramsOf(scenarios.get("gaussian", "").info().params,
                                                {{"n", 40LL}, {"d", 12LL}, {"seed", 7LL}});
    setup.scenarioParams["text"] = paramsOf(scenarios.get("text", "").info().params,
                                            {{"text", std::string("注意力 is all, 你需要 🙂")}, {"sharpness", 3.5}});
    setup.imported = core::ImportedFiles { { "/data/q.npy", "/data/k.npy", "/data/v.npy", "/data/x.npy" },
        { std::string(64, '1'), std::string(64, '2'), std::string(64, '3'), "" }, nullptr };
    setup.causal = true;
    setup.scale = 0.3125;
    setup.variantId = "performer";
    setup.variantParams["performer"] = paramsOf(variants.get("performer", "").info().params, {{"seed", 11LL}});
    setup.variantParams["local"] = paramsOf(variants.get("local", "").info().params, {{"before", 2LL}, {"after", 0LL}});
    setup.variantParams["custom"] = paramsOf(variants.get("custom", "").info().params,
                                             {{"expr", std::string("abs(i - j) <= 3 or (i - j) % 8 == 0")}});
    state.query = 5;
    state.colormap = QStringLiteral("magma");
    state.logScale = true;
    state.frontDock = QStringLiteral("spectrumDock");
    state.lesson = app::LessonPosition{QStringLiteral("self-attention"), 3};
    return state;
}

QString refusal(const QJsonObject& json)
{
    try {
        app::labStateFromJson(json);
    } catch (const core::Error& error) {
        return QString::fromUtf8(error.what());
    }
    return QString();
}

// Sets a value at a dotted path of a JSON object ("variant.params.local.before").
void setAt(QJsonObject& object, const QStringList& path, const QJsonValue& value)
{
    if (path.size() == 1) {
        object.insert(path.first(), value);
        return;
    }
    QJsonObject inner = object.value(path.first()).toObject();
    setAt(inner, path.mid(1), value);
    object.insert(path.first(), inner);
}

std::shared_ptr<const app::ComputeOutcome> waitForOutcome(app::MainWindow& window)
{
    QSignalSpy finished(window.controller(), &app::ComputeController::finished);
    if (!finished.wait(30000))
        return nullptr;
    // Let any request queued behind this one arrive too.
    while (finished.wait(300)) {
    }
    return finished.last().at(0).value<std::shared_ptr<const app::ComputeOutcome>>();
}

} // namespace

class TestLabState : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-lab-state-test"));
        QSettings().clear();
    }

    void everyFieldSurvivesTheJsonRoundTrip()
    {
        const app::LabState state = everyFieldSet();
        QVERIFY(state != app::LabState());
        const app::LabState back = app::labStateFromJsonText(app::labStateToJsonText(state));
        QVERIFY(back == state);
        // Field by field, so a failure says which one.
        QCOMPARE(back.setup.source, state.setup.source);
        QVERIFY(back.setup.scenarioParams == state.setup.scenarioParams);
        QCOMPARE(back.setup.scenarioParams.at("text").text("text"), std::string("注意力 is all, 你需要 🙂"));
        QCOMPARE(back.setup.variantParams.at("custom").text("expr"),
                 std::string("abs(i - j) <= 3 or (i - j) % 8 == 0"));
        QVERIFY(back.setup.imported == state.setup.imported);
        QCOMPARE(back.setup.causal, true);
        QCOMPARE(*back.setup.scale, 0.3125);
        QCOMPARE(back.setup.variantId, std::string("performer"));
        QVERIFY(back.setup.variantParams == state.setup.variantParams);
        QCOMPARE(*back.query, 5);
        QCOMPARE(back.colormap, QStringLiteral("magma"));
        QVERIFY(back.logScale);
        QCOMPARE(back.frontDock, QStringLiteral("spectrumDock"));
        QCOMPARE(back.lesson->lessonId, QStringLiteral("self-attention"));
        QCOMPARE(back.lesson->step, 3);
        // The default state too (no imported files, no query, no lesson).
        QVERIFY(app::labStateFromJsonText(app::labStateToJsonText(app::LabState())) == app::LabState());
    }

    void aBadFieldIsRefusedWithItsName_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("named");
        QTest::newRow("format") << "format" << QJsonValue("spreadsheet") << "format:";
        QTest::newRow("newer version") << "version" << QJsonValue(99) << "version:";
        QTest::newRow("unknown top field") << "colour" << QJsonValue(1) << "colour: unknown field";
        QTest::newRow("unknown source") << "input.source" << QJsonValue("nonesuch") << "input.source:";
        QTest::newRow("causal not a boolean") << "input.causal" << QJsonValue("yes") << "input.causal:";
        QTest::newRow("negative scale") << "input.scale" << QJsonValue(-1) << "input.scale:";
        QTest::newRow("unknown scenario kept")
            << "input.scenarios.nonesuch" << QJsonValue(QJsonObject()) << "input.scenarios.nonesuch:";
        QTest::newRow("scenario parameter out of range")
            << "input.scenarios.gaussian.n" << QJsonValue(0) << "input.scenarios.gaussian.n:";
        QTest::newRow("unknown variant") << "variant.id" << QJsonValue("nonesuch") << "variant.id:";
        QTest::newRow("variant parameter out of range")
            << "variant.params.local.before" << QJsonValue(-3) << "variant.params.local.before:";
        QTest::newRow("variant parameter of the wrong type")
            << "variant.params.local.before" << QJsonValue(true) << "variant.params.local.before:";
        QTest::newRow("variant parameter not a whole number")
            << "variant.params.local.before" << QJsonValue(2.5) << "variant.params.local.before:";
        QTest::newRow("no such parameter")
            << "variant.params.local.window" << QJsonValue(3) << "variant.params.local.window: no such parameter";
        QTest::newRow("custom expression that does not parse")
            << "variant.params.custom.expr" << QJsonValue("abs(i - j")
            << "variant.params.custom.expr: parameter 'expr' is not valid: column 10: expected ')'";
        QTest::newRow("typo in view") << "view.colr" << QJsonValue("magma") << "view.colr: unknown field";
        QTest::newRow("unknown colour map") << "view.colormap" << QJsonValue("rainbow") << "view.colormap:";
        QTest::newRow("negative query") << "view.query" << QJsonValue(-1) << "view.query:";
        QTest::newRow("imported without q") << "input.imported.q.path" << QJsonValue("") << "input.imported.q.path:";
        QTest::newRow("imported q not an object") << "input.imported.q" << QJsonValue("q.npy") << "input.imported.q:";
        QTest::newRow("log scale not a boolean") << "view.log_scale" << QJsonValue(1) << "view.log_scale:";
        QTest::newRow("lesson step") << "lesson.step" << QJsonValue(-2) << "lesson.step:";
        // Found by tests/fuzz/session_reader: 2^31 wrapped to a negative step, refused once the session was saved.
        QTest::newRow("lesson step past int") << "lesson.step" << QJsonValue(2147483648.0) << "lesson.step: must be";
    }

    void aBadFieldIsRefusedWithItsName()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, named);
        QJsonObject json = app::labStateToJson(everyFieldSet());
        QVERIFY(refusal(json).isEmpty());
        setAt(json, path.split(QLatin1Char('.')), value);
        const QString message = refusal(json);
        QVERIFY2(message.startsWith(named), qPrintable(message));
    }

    void notJsonIsRefused()
    {
        QVERIFY_THROWS_EXCEPTION(core::Error, app::labStateFromJsonText("{ \"format\": "));
        QVERIFY_THROWS_EXCEPTION(core::Error, app::labStateFromJsonText("[1, 2]"));
    }

    void theModelAnnouncesWhatChangedAndOnlyThat()
    {
        app::LabModel model;
        QSignalSpy changed(&model, &app::LabModel::changed);
        model.setCausal(false); // already so
        model.setVariant(QStringLiteral("nonesuch"));
        QCOMPARE(changed.count(), 0);
        model.setVariant(QStringLiteral("bigbird"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).value<app::LabChanges>(), app::LabChanges(app::LabChange::Variant));
        model.setQuery(3);
        QCOMPARE(changed.last().at(0).value<app::LabChanges>(), app::LabChanges(app::LabChange::Query));
        model.setCausal(true);
        QCOMPARE(changed.last().at(0).value<app::LabChanges>(), app::LabChanges(app::LabChange::Input));
        // A whole state announces each part it changes, once.
        changed.clear();
        model.setState(everyFieldSet());
        QCOMPARE(changed.count(), 1);
        const auto what = changed.last().at(0).value<app::LabChanges>();
        for (app::LabChange part : {app::LabChange::Input, app::LabChange::Variant, app::LabChange::Query,
                                    app::LabChange::Maps, app::LabChange::Dock, app::LabChange::Lesson})
            QVERIFY(what.testFlag(part));
        // Applied, then read back: the same state.
        QVERIFY(model.state() == everyFieldSet());
    }

    void redrawingMovesTheSeedOnAndNothingElse()
    {
        app::LabModel model;
        QSignalSpy changed(&model, &app::LabModel::changed);
        model.nextSeed(); // local has no seed
        QCOMPARE(changed.count(), 0);
        model.setVariant(QStringLiteral("performer"));
        const core::Variant& performer = core::builtinVariants().get("performer", "");
        const long long before = performer.resolve(model.state().setup.currentVariantParams()).integer("seed");
        const long long features = performer.resolve(model.state().setup.currentVariantParams()).integer("features");
        model.nextSeed();
        const core::Params after = performer.resolve(model.state().setup.currentVariantParams());
        QCOMPARE(after.integer("seed"), before + 1);
        QCOMPARE(after.integer("features"), features);
        QCOMPARE(changed.last().at(0).value<app::LabChanges>(), app::LabChanges(app::LabChange::Variant));
    }

    void aBadStateLeavesTheModelUntouched()
    {
        app::LabModel model;
        model.setVariant(QStringLiteral("strided"));
        const app::LabState before = model.state();
        QSignalSpy changed(&model, &app::LabModel::changed);
        app::LabState bad = everyFieldSet();
        bad.setup.variantParams["local"] = core::Params(); // fine
        bad.setup.variantId = "nonesuch";
        QVERIFY_THROWS_EXCEPTION(core::Error, model.setState(bad));
        bad = everyFieldSet();
        bad.setup.source = "nonesuch";
        QVERIFY_THROWS_EXCEPTION(core::Error, model.setState(bad));
        QVERIFY(model.state() == before);
        QCOMPARE(changed.count(), 0);
    }

    void eachScenarioKeepsItsParametersAcrossSwitches()
    {
        // Through the Input panel's own controls, as a user types and switches (English and Chinese alike).
        app::LabModel model;
        app::InputPanel panel(&model);
        auto* source = panel.findChild<QComboBox*>();
        auto* parameters = panel.findChild<widgets::ParameterPanel*>();
        QVERIFY(source && parameters);
        for (const QString& typed : {QStringLiteral("A brand new sentence."), QStringLiteral("我們今天學注意力。")}) {
            source->setCurrentIndex(source->findData(QStringLiteral("text")));
            auto* text = qobject_cast<QLineEdit*>(parameters->controlFor(QStringLiteral("text")));
            QVERIFY(text);
            text->setText(typed);
            QVERIFY(QMetaObject::invokeMethod(text, "editingFinished"));
            QCOMPARE(QString::fromStdString(model.state().setup.currentScenarioParams().text("text")), typed);
            source->setCurrentIndex(source->findData(QStringLiteral("gaussian")));
            auto* n = qobject_cast<QSpinBox*>(parameters->controlFor(QStringLiteral("n")));
            QVERIFY(n);
            n->setValue(77);
            QCOMPARE(model.state().setup.source, std::string("gaussian"));
            source->setCurrentIndex(source->findData(QStringLiteral("text")));
            text = qobject_cast<QLineEdit*>(parameters->controlFor(QStringLiteral("text")));
            QCOMPARE(text->text(), typed);
            QCOMPARE(QString::fromStdString(model.state().setup.currentScenarioParams().text("text")), typed);
            source->setCurrentIndex(source->findData(QStringLiteral("gaussian")));
            QCOMPARE(qobject_cast<QSpinBox*>(parameters->controlFor(QStringLiteral("n")))->value(), 77);
        }
    }

    void theTrainedModelsHeadsPickTheInput()
    {
        app::LabModel model;
        app::InputPanel panel(&model);
        panel.resize(320, 900);
        panel.show();
        auto* source = panel.findChild<QComboBox*>();
        auto* heads = panel.findChild<widgets::GalleryView*>(QStringLiteral("modelHeads"));
        auto* scale = panel.findChild<QDoubleSpinBox*>(QStringLiteral("scale"));
        QVERIFY(source && heads && scale);
        QVERIFY(!model.state().setup.causal);
        // Choosing the model turns causal on (its heads were trained causal) and the scale in use is 1/sqrt(16).
        source->setCurrentIndex(source->findData(QStringLiteral("model")));
        QCOMPARE(model.state().setup.source, std::string("model"));
        QVERIFY(model.state().setup.causal);
        QCOMPARE(scale->value(), 0.25);

        // The grid shows every head of the outcome, captioned with its previous-character score, and frames the
        // one the state names.
        auto outcome = app::computeOutcome(app::computeRequestFor(model.state().setup), core::CancelFlag());
        panel.showOutcome(outcome);
        QVERIFY(heads->isVisible());
        QCOMPARE(heads->tileCount(), 8);
        QCOMPARE(heads->currentVariant(), QStringLiteral("L0H0"));
        const core::SourceHead& l1h2 = outcome->sequence->sourceHeads[6];
        QCOMPARE(l1h2.layer, 1);
        QCOMPARE(l1h2.head, 2);
        QVERIFY(heads->tileTitle(QStringLiteral("L1H2"))
                    .endsWith(QString::number(core::previousTokenScore(l1h2.attention), 'f', 2)));
        QVERIFY(heads->tileToolTip(QStringLiteral("L1H2")).contains(QStringLiteral("data:image/png;base64,")));

        // A click on a tile makes that head the input: the state and the parameter controls follow.
        const QRect tile = heads->tileRect(QStringLiteral("L1H2"));
        QTest::mouseClick(heads, Qt::LeftButton, {}, tile.center());
        const core::Params chosen = model.state().setup.currentScenarioParams();
        QCOMPARE(chosen.integer("layer"), 1LL);
        QCOMPARE(chosen.integer("head"), 2LL);
        QCOMPARE(heads->currentVariant(), QStringLiteral("L1H2"));
        auto* parameters = panel.findChild<widgets::ParameterPanel*>();
        QCOMPARE(qobject_cast<QSpinBox*>(parameters->controlFor(QStringLiteral("head")))->value(), 2);

        // Another source hides the grid.
        source->setCurrentIndex(source->findData(QStringLiteral("gaussian")));
        panel.showOutcome(app::computeOutcome(app::computeRequestFor(model.state().setup), core::CancelFlag()));
        QVERIFY(!heads->isVisible());
    }

    void theDisabledScaleShowsTheScaleInUse()
    {
        app::LabModel model;
        app::InputPanel panel(&model);
        auto* scale = panel.findChild<QDoubleSpinBox*>(QStringLiteral("scale"));
        QVERIFY(scale);
        QVERIFY(!scale->isEnabled());
        // The typed text has d = 32 by default: the engine uses 1/sqrt(32).
        QCOMPARE(scale->value(), std::round(10000.0 / std::sqrt(32.0)) / 10000.0);
        app::LabState state = model.state();
        state.setup.scenarioParams["text"].set(core::builtinScenarios().get("text", "").info().params, "d",
                                               core::ParamValue(16LL));
        model.setState(state);
        QCOMPARE(scale->value(), 0.25);
        model.setScale(0.5);
        QVERIFY(scale->isEnabled());
        QCOMPARE(scale->value(), 0.5);
    }

    void thePickerAlwaysHighlightsTheComputedVariant()
    {
        app::LabModel model;
        app::VariantPanel panel(&model);
        panel.resize(320, 700);
        panel.show();
        auto* picker = panel.findChild<QTreeWidget*>();
        QVERIFY(picker);
        QCOMPARE(panel.highlightedVariant(), QStringLiteral("local"));
        // Tooltips read as text (no raw TeX), and no family's name is cut short.
        for (QTreeWidgetItemIterator it(picker); *it; ++it) {
            QVERIFY2(!(*it)->toolTip(0).contains(QLatin1Char('\\')), qPrintable((*it)->toolTip(0)));
            if (!(*it)->parent()) {
                const int needed = QFontMetrics((*it)->font(0)).horizontalAdvance((*it)->text(0));
                QVERIFY2(picker->visualItemRect(*it).width() >= needed, qPrintable((*it)->text(0)));
            }
        }
        for (const char* id : {"fnet", "performer", "multihead", "full", "lsh"}) {
            model.setVariant(QLatin1String(id)); // as the gallery or a lesson would
            QCOMPARE(panel.highlightedVariant(), QLatin1String(id));
            // Its formula is shown typeset, not as TeX.
            QVERIFY(panel.formulaView()->isTypeset());
            QCOMPARE(panel.formulaView()->formula().tex(),
                     QString::fromStdString(core::builtinVariants().get(id, "").info().formula));
        }
        // A click in the picker is a request to the model; the rows do not move when the parameters below change.
        const QRect before = picker->geometry();
        QTreeWidgetItem* fnetItem = nullptr;
        for (QTreeWidgetItemIterator it(picker); *it; ++it)
            if ((*it)->data(0, Qt::UserRole).toString() == QLatin1String("fnet"))
                fnetItem = *it;
        QVERIFY(fnetItem);
        picker->setCurrentItem(fnetItem);
        QCOMPARE(model.state().setup.variantId, std::string("fnet"));
        QCOMPARE(picker->geometry(), before);
        model.setVariant(QStringLiteral("bigbird")); // many parameters
        QCOMPARE(picker->geometry(), before);
    }

    void twoWindowsGivenOneStateDrawTheSameMaps()
    {
        QSettings().clear();
        app::LabState state;
        state.setup.source = "clustered";
        state.setup.variantId = "bigbird";
        state.setup.causal = true;
        state.query = 4;
        state.colormap = QStringLiteral("magma");
        QImage images[2];
        for (QImage& image : images) {
            app::MainWindow window;
            window.resize(1600, 900);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(waitForOutcome(window)); // the first launch
            window.model()->setState(state);
            const auto outcome = waitForOutcome(window);
            QVERIFY(outcome);
            QCOMPARE(outcome->request.variantId, QStringLiteral("bigbird"));
            QVERIFY(outcome->sequence->problem.causal);
            QVERIFY(window.model()->state() == state);
            image = window.comparisonView()->grab().toImage();
            window.close();
            QSettings().clear();
        }
        QVERIFY(!images[0].isNull());
        QCOMPARE(images[0].size(), images[1].size());
        QVERIFY(images[0] == images[1]);
    }

    void theDockInFrontIsPartOfTheState()
    {
        QSettings().clear();
        app::MainWindow window;
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(waitForOutcome(window));
        auto* spectrum = window.findChild<QDockWidget*>(QStringLiteral("spectrumDock"));
        auto* cost = window.findChild<QDockWidget*>(QStringLiteral("costDock"));
        auto* query = window.findChild<QDockWidget*>(QStringLiteral("queryInspectorDock"));
        QVERIFY(spectrum && cost && query);
        // A state (a lesson step, a session) brings its dock forward...
        window.model()->setFrontDock(QStringLiteral("spectrumDock"));
        QTRY_VERIFY(!spectrum->visibleRegion().isEmpty());
        QVERIFY(query->visibleRegion().isEmpty());
        // ...and the tab the user brings forward is what the state says.
        cost->raise();
        QTRY_COMPARE(window.model()->state().frontDock, QStringLiteral("costDock"));
        window.close();
        QSettings().clear();
    }

    void theSavedSetupIsTheCodecsJson()
    {
        QSettings().clear();
        app::LabState kept;
        {
            app::MainWindow window;
            window.show();
            QVERIFY(waitForOutcome(window));
            window.model()->setVariant(QStringLiteral("strided"));
            window.model()->setCausal(true);
            window.model()->setQuery(2);
            kept = window.model()->state();
            window.close();
        }
        const QByteArray saved = QSettings().value(QStringLiteral("lab/state")).toByteArray();
        QVERIFY(app::labStateFromJsonText(saved) == kept);
        app::MainWindow restored;
        QVERIFY(restored.model()->state() == kept);
        // A saved state edited into nonsense is not applied: the window opens on its first-launch setup.
        QSettings().setValue(QStringLiteral("lab/state"), QByteArray("{\"format\": \"attention-lab-state\"}"));
        app::MainWindow fresh;
        QVERIFY(fresh.model()->state().setup == core::LabSetup());
        QSettings().clear();
    }

    void theFirstLaunchIsInstructive_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1600x900") << QSize(1600, 900);
        QTest::newRow("1280x800") << QSize(1280, 800);
    }

    void theFirstLaunchIsInstructive()
    {
        QFETCH(QSize, size);
        QSettings().clear();
        app::MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto outcome = waitForOutcome(window);
        QVERIFY(outcome);
        // A local band on the sample sentence: the difference map has something to show.
        QCOMPARE(outcome->request.scenarioId, QStringLiteral("text"));
        QCOMPARE(outcome->request.variantId, QStringLiteral("local"));
        QVERIFY(outcome->comparison.metrics.relErrMap > 0.01);
        // The text box is in view without scrolling.
        auto* text = window.inputPanel()->findChild<widgets::ParameterPanel*>()->controlFor(QStringLiteral("text"));
        QVERIFY(text && text->isVisible());
        auto* scroll = qobject_cast<QScrollArea*>(window.inputPanel()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const QRect inView = scroll->viewport()->rect();
        const QRect box(text->mapTo(scroll->viewport(), QPoint(0, 0)), text->size());
        QVERIFY2(inView.contains(box), qPrintable(QStringLiteral("text box at %1,%2 in a %3x%4 view")
                                                      .arg(box.x()).arg(box.y()).arg(inView.width()).arg(inView.height())));
        // The maps keep a usable size: the side docks step aside rather than squeeze them.
        QTest::qWait(400);
        QVERIFY2(window.comparisonView()->width() >= 600, qPrintable(QString::number(window.comparisonView()->width())));
        window.close();
        QSettings().clear();
    }
};

QTEST_MAIN(TestLabState)
#include "test_lab_state.moc"
