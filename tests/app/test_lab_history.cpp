// Undo and redo of the lab's setup (app/state/lab_history): every recorded change undoes back to the first state
// and redoes forward through the same states, a slider drag or typing is one step, steps are named after the
// change, the query and colour map are left alone, a lesson step is one step, and the window's Edit menu follows.
#include "app/panels/input_panel.h"
#include "app/panels/variant_panel.h"
#include "app/player/course_library.h"
#include "app/player/lesson_dock.h"
#include "app/player/step_page.h"
#include "app/state/lab_history.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "source_tree.h"
#include "widgets/controls/core_text.h"
#include "widgets/heatmap/comparison_view.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

#include <random>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

// A clock the test moves by hand.
struct FakeClock {
    qint64 now = 0;
    app::LabHistory::Clock clock()
    {
        return [this] { return now; };
    }
};

core::Params withValue(const std::vector<core::ParamSpec>& specs, core::Params params, const std::string& name,
    const core::ParamValue& value)
{
    params.set(specs, name, value);
    return params;
}

// Another valid value of `spec`, picked by `draw`.
core::ParamValue otherValue(const core::ParamSpec& spec, const core::ParamValue& current, std::mt19937& draw)
{
    switch (spec.type) {
    case core::ParamType::Integer: {
        const auto low = static_cast<long long>(spec.minimum);
        const long long high = std::min(static_cast<long long>(spec.maximum), low + 40);
        const long long value = std::uniform_int_distribution<long long>(low, high)(draw);
        return value == std::get<long long>(current) ? (value == low ? low + 1 : low) : value;
    }
    case core::ParamType::Real: {
        const double value
            = spec.minimum + (spec.maximum - spec.minimum) * std::uniform_real_distribution<>(0.0, 1.0)(draw);
        return value == std::get<double>(current) ? spec.minimum : value;
    }
    case core::ParamType::Boolean:
        return !std::get<bool>(current);
    case core::ParamType::Choice: {
        std::string next = spec.choices[draw() % spec.choices.size()];
        return next == std::get<std::string>(current)
            ? spec.choices.front() == next ? spec.choices.back() : spec.choices.front()
            : next;
    }
    case core::ParamType::Text:
        return std::get<std::string>(current) + " and word " + std::to_string(draw() % 100);
    }
    return current;
}

// One random edit through the model's setters (some not undo steps at all: the query and the colour map). Edits
// that would leave an invalid setup (a stride wider than its window) are skipped, as the panels would refuse them.
void randomEdit(app::LabModel& model, std::mt19937& draw)
{
    const core::LabSetup& setup = model.state().setup;
    const auto valid = [](const core::LabSetup& candidate) {
        try {
            core::validateLabSetup(candidate);
            return true;
        } catch (const core::Error&) {
            return false;
        }
    };
    switch (draw() % 9) {
    case 0: {
        const auto& all = core::builtinScenarios().all();
        model.setSource(QString::fromStdString(all[draw() % all.size()]->id()));
        return;
    }
    case 1: {
        const core::Scenario* scenario = core::builtinScenarios().find(setup.source);
        if (!scenario || scenario->info().params.empty())
            return;
        const auto& specs = scenario->info().params;
        const core::ParamSpec& spec = specs[draw() % specs.size()];
        const core::Params current = core::resolvedOrDefaults(*scenario, setup.currentScenarioParams());
        core::LabSetup next = setup;
        next.scenarioParams[setup.source]
            = withValue(specs, current, spec.name, otherValue(spec, current.value(spec.name), draw));
        if (valid(next))
            model.setScenarioParams(next.scenarioParams[setup.source]);
        return;
    }
    case 2:
        model.setCausal(!setup.causal);
        return;
    case 3: {
        const std::optional<double> scales[] = { std::nullopt, 0.25, 0.5, 2.0 };
        model.setScale(scales[draw() % 4]);
        return;
    }
    case 4: {
        const char* ids[] = { "local", "sliding_window", "bigbird", "full", "performer", "linformer" };
        model.setVariant(QString::fromLatin1(ids[draw() % 6]));
        return;
    }
    case 5: {
        const core::Variant* variant = core::builtinVariants().find(setup.variantId);
        if (!variant || variant->info().params.empty())
            return;
        const auto& specs = variant->info().params;
        const core::ParamSpec& spec = specs[draw() % specs.size()];
        const core::Params current = core::resolvedOrDefaults(*variant, setup.currentVariantParams());
        core::LabSetup next = setup;
        next.variantParams[setup.variantId]
            = withValue(specs, current, spec.name, otherValue(spec, current.value(spec.name), draw));
        if (valid(next))
            model.setVariantParams(next.variantParams[setup.variantId]);
        return;
    }
    case 6:
        model.nextSeed();
        return;
    case 7:
        model.setQuery(static_cast<int>(draw() % 8));
        return;
    case 8: {
        const char* maps[] = { "viridis", "magma", "cividis", "grey" };
        model.setColormap(QString::fromLatin1(maps[draw() % 4]));
        return;
    }
    }
}

core::Params variantParams(const std::string& id, std::initializer_list<std::pair<const char*, long long>> values)
{
    const core::Variant* variant = core::builtinVariants().find(id);
    core::Params params = core::Params::defaults(variant->info().params);
    for (const auto& [name, value] : values)
        params.set(variant->info().params, name, core::ParamValue(value));
    return params;
}

core::Params textParams(const std::string& text)
{
    const core::Scenario* scenario = core::builtinScenarios().find("text");
    core::Params params = core::Params::defaults(scenario->info().params);
    params.set(scenario->info().params, "text", core::ParamValue(text));
    return params;
}

// The text box of the typed-text input (the line edits inside spin boxes are not it).
QLineEdit* textBox(const app::MainWindow& window)
{
    for (QLineEdit* edit : window.inputPanel()->findChildren<QLineEdit*>())
        if (!qobject_cast<QAbstractSpinBox*>(edit->parent()))
            return edit;
    return nullptr;
}

QString plain(QString menuText)
{
    return menuText.remove(QLatin1Char('&'));
}

} // namespace

class TestLabHistory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-history-test"));
        QSettings().clear();
    }

    void init() { QSettings().clear(); }

    void randomEditsUndoToTheFirstStateAndRedoThroughTheSameStates()
    {
        for (unsigned seed : { 1u, 2u, 3u, 7u }) {
            app::LabModel model;
            app::LabHistory history(&model);
            FakeClock time;
            history.setClock(time.clock());
            std::mt19937 draw(seed);
            std::vector<core::LabSetup> setups { model.state().setup }; // after each undo step
            for (int edit = 0; edit < 120; ++edit) {
                time.now += 5000; // never within the merge interval: every change is its own step
                const int before = history.stack()->count();
                randomEdit(model, draw);
                if (history.stack()->count() != before)
                    setups.push_back(model.state().setup);
                // Every change of the setup is a step; nothing else is.
                QCOMPARE(setups.back(), model.state().setup);
            }
            const int steps = static_cast<int>(setups.size()) - 1;
            QVERIFY2(steps > 40, qPrintable(QString::number(steps)));
            QCOMPARE(history.stack()->count(), steps);

            const app::LabState last = model.state();
            for (int k = steps - 1; k >= 0; --k) {
                QVERIFY(history.stack()->canUndo());
                history.stack()->undo();
                QCOMPARE(model.state().setup, setups[static_cast<std::size_t>(k)]);
                QCOMPARE(model.state().query, last.query); // not undo steps: left as they were
                QCOMPARE(model.state().colormap, last.colormap);
            }
            QVERIFY(!history.stack()->canUndo());
            QCOMPARE(model.state().setup, core::LabSetup {});
            for (int k = 1; k <= steps; ++k) {
                history.stack()->redo();
                QCOMPARE(model.state().setup, setups[static_cast<std::size_t>(k)]);
            }
            QVERIFY(!history.stack()->canRedo());
            QCOMPARE(model.state(), last);
            QCOMPARE(history.stack()->count(), steps); // undo and redo themselves record nothing
        }
    }

    void aSliderDragIsOneStep()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        FakeClock time;
        history.setClock(time.clock());
        model.setVariant(QStringLiteral("sliding_window"));
        QCOMPARE(history.stack()->count(), 1);
        const core::LabSetup chosen = model.state().setup;

        // A drag: window 8 -> 30, one value every 40 ms.
        for (long long window = 9; window <= 30; ++window) {
            time.now += 40;
            model.setVariantParams(variantParams("sliding_window", { { "window", window } }));
        }
        QCOMPARE(history.stack()->count(), 2);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Set window = 30"));
        const core::LabSetup dragged = model.state().setup;

        // Another parameter right after: a step of its own.
        time.now += 40;
        model.setVariantParams(variantParams("sliding_window", { { "window", 30 }, { "stride", 2 } }));
        QCOMPARE(history.stack()->count(), 3);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Set stride = 2"));

        // The same parameter again within the interval: merged; after a pause longer than it: a new step.
        time.now += 40;
        model.setVariantParams(variantParams("sliding_window", { { "window", 30 }, { "stride", 3 } }));
        QCOMPARE(history.stack()->count(), 3);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Set stride = 3"));
        const core::LabSetup strided = model.state().setup;
        time.now += app::LabHistory::kMergeIntervalMs + 1;
        model.setVariantParams(variantParams("sliding_window", { { "window", 30 }, { "stride", 4 } }));
        QCOMPARE(history.stack()->count(), 4);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Set stride = 4"));

        history.stack()->undo();
        QCOMPARE(model.state().setup, strided);
        history.stack()->undo();
        QCOMPARE(model.state().setup, dragged);
        history.stack()->undo();
        QCOMPARE(model.state().setup, chosen); // the whole drag at once
        QCOMPARE(history.stack()->undoText(),
            QStringLiteral("Choose variant %1")
                .arg(widgets::coreText(core::builtinVariants().find("sliding_window")->info().displayName)));
    }

    void aDragBackToWhereItBeganLeavesNoStep()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        FakeClock time;
        history.setClock(time.clock());
        model.setVariantParams(variantParams("local", { { "before", 4 } }));
        history.clear();
        for (long long before : { 5, 6, 7, 6, 5, 4 }) {
            time.now += 30;
            model.setVariantParams(variantParams("local", { { "before", before } }));
        }
        QCOMPARE(history.stack()->count(), 0);
        QVERIFY(!history.stack()->canUndo());
        // Within the interval still, a new value starts a new step rather than reviving the dropped one.
        time.now += 30;
        model.setVariantParams(variantParams("local", { { "before", 9 } }));
        QCOMPARE(history.stack()->count(), 1);
        history.stack()->undo();
        QCOMPARE(model.state().setup.currentVariantParams().integer("before"), 4LL);
    }

    void typingIsOneStepAndTheInputsScenariosAreApart()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        FakeClock time;
        history.setClock(time.clock());
        const core::LabSetup first = model.state().setup;
        for (const char* text : { "A", "A c", "A ca", "A cat" }) {
            time.now += 300;
            model.setScenarioParams(textParams(text));
        }
        QCOMPARE(history.stack()->count(), 1);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Set text"));
        // Choosing another input right after is a step of its own.
        model.setSource(QStringLiteral("gaussian"));
        QCOMPARE(history.stack()->count(), 2);
        history.stack()->undo();
        history.stack()->undo();
        QCOMPARE(model.state().setup, first);
        history.stack()->redo();
        QCOMPARE(model.state().setup.currentScenarioParams().text("text"), std::string("A cat"));
    }

    void stepsAreNamedAfterTheChange()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        FakeClock time;
        history.setClock(time.clock());
        const auto lastName = [&] { return history.stack()->text(history.stack()->count() - 1); };
        const auto next = [&] { time.now += 5000; };

        next();
        model.setVariant(QStringLiteral("bigbird"));
        QCOMPARE(lastName(),
            QStringLiteral("Choose variant %1")
                .arg(widgets::coreText(core::builtinVariants().find("bigbird")->info().displayName)));
        QVERIFY(lastName().startsWith(QStringLiteral("Choose variant BigBird")));
        next();
        model.setVariantParams(variantParams("bigbird", { { "block", 8 } }));
        QCOMPARE(lastName(), QStringLiteral("Set block = 8"));
        next();
        model.nextSeed();
        QCOMPARE(lastName(), QStringLiteral("Set seed = 1"));
        next();
        model.setVariantParams(variantParams("bigbird", { { "block", 2 }, { "global_blocks", 2 } }));
        QCOMPARE(lastName(),
            QStringLiteral("Set the parameters of %1")
                .arg(widgets::coreText(core::builtinVariants().find("bigbird")->info().displayName)));
        next();
        model.setCausal(true);
        QCOMPARE(lastName(), QStringLiteral("Set causal on"));
        next();
        model.setCausal(false);
        QCOMPARE(lastName(), QStringLiteral("Set causal off"));
        next();
        model.setScale(0.25);
        QCOMPARE(lastName(), QStringLiteral("Set scale = 0.25"));
        next();
        model.setScale(std::nullopt);
        QCOMPARE(lastName(), QStringLiteral("Set scale to the default 1/√d"));
        next();
        model.setSource(QStringLiteral("gaussian"));
        QCOMPARE(lastName(),
            QStringLiteral("Choose input %1")
                .arg(widgets::coreText(core::builtinScenarios().find("gaussian")->info().displayName)));
        next();
        const core::Scenario* gaussian = core::builtinScenarios().find("gaussian");
        model.setScenarioParams(
            withValue(gaussian->info().params, core::Params::defaults(gaussian->info().params), "n", 32LL));
        QCOMPARE(lastName(), QStringLiteral("Set n = 32"));
        next();
        core::ImportedFiles files;
        files.paths = { "/data/q.npy", "/data/k.npy", "/data/v.npy", "" };
        model.setImported(files);
        QCOMPARE(lastName(), QStringLiteral("Import Q, K, V"));
        next();
        model.setSource(QStringLiteral("text"));
        model.setSource(QString::fromLatin1(core::LabSetup::kImportedSource));
        QCOMPARE(lastName(), QStringLiteral("Choose input imported Q, K, V"));
        QCOMPARE(history.stack()->count(), 13);
    }

    void undoLeavesTheQueryColourMapAndDockAlone()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        model.setVariantParams(variantParams("local", { { "after", 1 } }));
        model.setQuery(3);
        model.setColormap(QStringLiteral("magma"));
        model.setFrontDock(QStringLiteral("costDock"));
        QCOMPARE(history.stack()->count(), 1);
        history.stack()->undo();
        QCOMPARE(model.state().setup, core::LabSetup {});
        QCOMPARE(model.state().query, std::optional<int>(3));
        QCOMPARE(model.state().colormap, QStringLiteral("magma"));
        QCOMPARE(model.state().frontDock, QStringLiteral("costDock"));
        model.setColormap(QStringLiteral("grey"));
        history.stack()->redo();
        QCOMPARE(model.state().setup.currentVariantParams().integer("after"), 1LL);
        QCOMPARE(model.state().colormap, QStringLiteral("grey"));
        QVERIFY(!history.stack()->canRedo()); // the colour map changed in between did not cut the redo off
    }

    void aLessonStepIsOneStep()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        history.setLessonStepTitle([](const app::LessonPosition& at) {
            return at.lessonId == QLatin1String("course") ? QStringLiteral("Step title %1").arg(at.step) : QString();
        });
        model.setVariant(QStringLiteral("bigbird"));
        const app::LabState explored = model.state();

        app::LabState step;
        step.setup.variantId = "local";
        step.setup.causal = true;
        step.query = 5;
        step.lesson = app::LessonPosition { QStringLiteral("course"), 2 };
        model.setState(step);
        QCOMPARE(history.stack()->count(), 2);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Lesson step 3: Step title 2"));

        model.setQuery(1); // exploring the step's maps
        history.stack()->undo();
        QCOMPARE(model.state().setup, explored.setup);
        QVERIFY(!model.state().lesson); // where the lesson stood comes back too
        QCOMPARE(model.state().query, std::optional<int>(1));
        history.stack()->redo();
        QCOMPARE(model.state().setup, step.setup);
        QCOMPARE(model.state().lesson, step.lesson);

        // A lesson the title function does not know is named by its step alone; leaving a lesson is no step.
        app::LabState other = step;
        other.lesson = app::LessonPosition { QStringLiteral("elsewhere"), 0 };
        model.setState(other);
        QCOMPARE(history.stack()->undoText(), QStringLiteral("Lesson step 1"));
        model.setLesson(std::nullopt);
        QCOMPARE(history.stack()->count(), 3);
    }

    void clearForgetsAndStartsFromTheCurrentState()
    {
        app::LabModel model;
        app::LabHistory history(&model);
        QSignalSpy clean(history.stack(), &QUndoStack::cleanChanged);
        model.setCausal(true);
        QCOMPARE(clean.count(), 1); // the modified mark can follow the clean state
        QVERIFY(!history.stack()->isClean());
        app::LabState opened;
        opened.setup.variantId = "full";
        model.setState(opened); // as a session being opened
        history.clear();
        QCOMPARE(history.stack()->count(), 0);
        QVERIFY(history.stack()->isClean());
        model.setScale(0.5);
        history.stack()->undo();
        QCOMPARE(model.state().setup, opened.setup);
    }

    void theEditMenuNamesTheNextStep()
    {
        app::MainWindow window { app::LessonLibrary {} };
        FakeClock time;
        window.history()->setClock(time.clock());
        const QList<QAction*> menus = window.menuBar()->actions();
        QVERIFY(menus.size() >= 3);
        QCOMPARE(plain(menus[0]->text()), QStringLiteral("File"));
        QCOMPARE(plain(menus[1]->text()), QStringLiteral("Edit"));
        QCOMPARE(plain(menus[2]->text()), QStringLiteral("View"));
        auto* undo = window.findChild<QAction*>(QStringLiteral("undoAction"));
        auto* redo = window.findChild<QAction*>(QStringLiteral("redoAction"));
        QVERIFY(undo && redo);
        QVERIFY(menus[1]->menu()->actions().contains(undo));
        QVERIFY(menus[1]->menu()->actions().contains(redo));
        QVERIFY(undo->shortcuts().contains(QKeySequence(QKeySequence::Undo)));
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        for (const QKeySequence& platformRedo : QKeySequence::keyBindings(QKeySequence::Redo))
            QVERIFY(redo->shortcuts().contains(platformRedo));

        // A new window restored its setup: nothing to undo yet.
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        QCOMPARE(plain(undo->text()), QStringLiteral("Undo"));
        QCOMPARE(undo->toolTip(), QStringLiteral("Nothing to undo"));

        window.model()->setVariantParams(variantParams("local", { { "before", 8 } }));
        QVERIFY(undo->isEnabled());
        QCOMPARE(plain(undo->text()), QStringLiteral("Undo Set before = 8"));
        QVERIFY(undo->toolTip().contains(QStringLiteral("Set before = 8")));
        QVERIFY(!redo->isEnabled());
        undo->trigger();
        QCOMPARE(window.model()->state().setup.currentVariantParams().has("before")
                ? window.model()->state().setup.currentVariantParams().integer("before")
                : 4LL,
            4LL);
        QVERIFY(!undo->isEnabled());
        QVERIFY(redo->isEnabled());
        QCOMPARE(plain(redo->text()), QStringLiteral("Redo Set before = 8"));
        redo->trigger();
        QCOMPARE(window.model()->state().setup.currentVariantParams().integer("before"), 8LL);

        // A drag that ends where it began: the menu names the step before it again.
        time.now += 5000;
        window.model()->setVariantParams(variantParams("local", { { "before", 9 } }));
        QCOMPARE(plain(undo->text()), QStringLiteral("Undo Set before = 9"));
        time.now += 30;
        window.model()->setVariantParams(variantParams("local", { { "before", 8 } }));
        QCOMPARE(window.history()->stack()->count(), 1);
        QCOMPARE(plain(undo->text()), QStringLiteral("Undo Set before = 8"));
        QVERIFY(undo->isEnabled());
    }

    void aDragOfARealSliderIsOneStep()
    {
        app::MainWindow window { app::LessonLibrary {} };
        window.model()->setVariant(QStringLiteral("local"));
        window.history()->clear();
        const core::LabSetup first = window.model()->state().setup;
        auto* slider = window.variantPanel()->findChild<QSlider*>();
        QVERIFY(slider);
        slider->setSliderDown(true);
        for (int step = 1; step <= 12; ++step)
            slider->setValue(slider->value() + 1);
        slider->setSliderDown(false);
        QVERIFY(window.model()->state().setup != first);
        QCOMPARE(window.history()->stack()->count(), 1);
        const core::Params params = window.model()->state().setup.currentVariantParams();
        const QString name = QString::fromStdString(core::builtinVariants().find("local")->info().params.front().name);
        QCOMPARE(window.history()->stack()->undoText(),
            QStringLiteral("Set %1 = %2").arg(name).arg(params.integer(name.toStdString())));
        window.history()->stack()->undo();
        QCOMPARE(window.model()->state().setup, first);
    }

    void ctrlZInTheTextBoxUndoesTypingFirst()
    {
        app::MainWindow window { app::LessonLibrary {} };
        window.resize(1400, 900);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(window.model()->state().setup.source, std::string("text"));
        app::LabHistory* history = window.history();
        const bool causal = window.model()->state().setup.causal;
        window.model()->setCausal(!causal); // a step of the lab's to undo
        QCOMPARE(history->stack()->index(), 1);

        QLineEdit* box = textBox(window);
        QVERIFY(box);
        box->setFocus();
        QTRY_VERIFY(box->hasFocus());
        const QString before = box->text();
        box->end(false);
        QTest::keyClicks(box, QStringLiteral("xyz"));
        QCOMPARE(box->text(), before + QStringLiteral("xyz"));
        QTest::keyClick(box, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(box->text(), before); // the box's own typing
        QCOMPARE(history->stack()->index(), 1); // the lab's step is still there
        QCOMPARE(window.model()->state().setup.causal, !causal);

        // Elsewhere in the window Ctrl+Z takes back the lab's step.
        window.comparisonView()->setFocus();
        QTRY_VERIFY(!box->hasFocus());
        QCOMPARE(history->stack()->index(), 1); // leaving the box unchanged committed nothing
        QTest::keyClick(window.comparisonView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(history->stack()->index(), 0);
        QCOMPARE(window.model()->state().setup.causal, causal);
        QTest::keyClick(window.comparisonView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(history->stack()->index(), 1);
        QCOMPARE(window.model()->state().setup.causal, !causal);

        // Typing committed (Enter) is a "Set text" step of the lab's.
        box->setFocus();
        QTRY_VERIFY(box->hasFocus());
        box->end(false);
        QTest::keyClicks(box, QStringLiteral(" typed"));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(history->stack()->undoText(), QStringLiteral("Set text"));
        QCOMPARE(window.model()->state().setup.currentScenarioParams().text("text"),
            (before + QStringLiteral(" typed")).toStdString());
    }

    void openingALessonStepInTheWindowIsOneUndoStep()
    {
        app::MainWindow window { app::loadLessonFiles(
            { sourcePath(QStringLiteral("tests/app/lessons/local_window.lesson")) }) };
        app::LabHistory* history = window.history();
        const app::LabState before = window.model()->state();
        QVERIFY(window.openLesson(QStringLiteral("local-window"), 1));
        QCOMPARE(history->stack()->count(), 1);
        QCOMPARE(history->stack()->undoText(), QStringLiteral("Lesson step 1: Every query reads every key"));
        window.lessonDock()->nextStep();
        const QString secondTitle = window.lessonDock()->stepPage()->titleText();
        QCOMPARE(history->stack()->undoText(), QStringLiteral("Lesson step 2: %1").arg(secondTitle));
        const core::LabSetup second = window.model()->state().setup;

        // Exploring, then "Back to this step": a step named after the lesson step it puts back.
        window.model()->setVariant(QStringLiteral("bigbird"));
        window.model()->setCausal(!second.causal);
        window.lessonDock()->backToStep();
        QCOMPARE(window.model()->state().setup, second);
        QCOMPARE(history->stack()->count(), 5);
        QCOMPARE(history->stack()->undoText(), QStringLiteral("Lesson step 2: %1").arg(secondTitle));
        history->stack()->undo();
        QCOMPARE(window.model()->state().setup.variantId, std::string("bigbird"));
        history->stack()->undo();
        history->stack()->undo();
        QCOMPARE(window.model()->state().setup, second);

        history->stack()->undo();
        QCOMPARE(window.lessonDock()->currentStep(), 0); // the player follows the position undone
        QCOMPARE(window.model()->state().setup.variantId, std::string("full"));
        history->stack()->undo();
        QCOMPARE(window.model()->state().setup, before.setup);
        QVERIFY(window.lessonDock()->showsCourse());
    }
};

QTEST_MAIN(TestLabHistory)
#include "test_lab_history.moc"
