// ParameterPanel: one control per ParamSpec with the spec's range, one paramsChanged per user change, silent
// setParams, slider and spin box kept together, sliders fitted to the sequence length, the wheel left to the
// scroll area unless a control has focus, and the empty state.

#include "core/builtin_catalogues.h"
#include "widgets/controls/parameter_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtTest>

using attnlab::core::Params;
using attnlab::core::ParamSpec;
using attnlab::widgets::ParameterPanel;

namespace {

std::vector<ParamSpec> oneOfEachType()
{
    return {
        ParamSpec::integer("window", 64, 1, 4096, "Keys on each side of the query."),
        ParamSpec::integer("seed", 7, 0, 2147483647, "Random seed."),
        ParamSpec::real("temperature", 1.0, 0.05, 20.0, "Divides the scores before the softmax."),
        ParamSpec::real("epsilon", 1e-6, 1e-9, 1e-2, "Added to the normaliser."),
        ParamSpec::boolean("causal", false, "Only look back."),
        ParamSpec::choice("pool", "mean", { "mean", "max", "first" }, "How a block is summarised."),
        ParamSpec::text("pattern", "local", "A named pattern."),
    };
}

Params lastEmitted(const QSignalSpy& spy)
{
    return spy.last().at(0).value<Params>();
}

// Where the handle stands, from 0 at the left end to 1 at the right.
double handleFraction(const QSlider* slider)
{
    return static_cast<double>(slider->value() - slider->minimum()) / (slider->maximum() - slider->minimum());
}

// One notch of the wheel turned away from the user (the content moves up) over the middle of `target`.
void turnWheelDown(QWidget* target)
{
    const QPointF centre = QRectF(target->rect()).center();
    QWheelEvent event(centre, target->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
}

} // namespace

class TestParameterPanel : public QObject {
    Q_OBJECT

private slots:
    void buildsOneControlPerSpec();
    void rangesComeFromTheSpecs();
    void startsAtTheDefaults();
    void spinBoxChangeEmitsOnce();
    void typedValueEmitsOnceWhenFinished();
    void sliderAndSpinBoxStayTogether();
    void hugeRangeSliderCoversItLogarithmically();
    void otherControlsEmitOnce();
    void setParamsEmitsNothing();
    void setParamsKeepsExactValues();
    void typedScientificNotation();
    void wheelScrollsThePanelUnlessAControlHasFocus();
    void slidersFitTheSequenceLength();
    void spinBoxKeepsTheDeclaredRangeBeyondTheSlider();
    void sequenceLengthKeepsTheValue();
    void emptySpecsShowTheEmptyText();
    void newSpecsReplaceTheControls();
    void checkedTextIsValidatedAsTyped();
    void customPatternCallsAreValidatedAsTyped();
};

void TestParameterPanel::buildsOneControlPerSpec()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    QVERIFY(qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window"))));
    QVERIFY(qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("seed"))));
    QVERIFY(qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("temperature"))));
    QVERIFY(qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("epsilon"))));
    QVERIFY(qobject_cast<QCheckBox*>(panel.controlFor(QStringLiteral("causal"))));
    QVERIFY(qobject_cast<QComboBox*>(panel.controlFor(QStringLiteral("pool"))));
    QVERIFY(qobject_cast<QLineEdit*>(panel.controlFor(QStringLiteral("pattern"))));
    QVERIFY(!panel.controlFor(QStringLiteral("unknown")));

    // Exactly one editor per spec, and a slider for each number.
    QCOMPARE(panel.findChildren<QSpinBox*>().size(), 2);
    QCOMPARE(panel.findChildren<QDoubleSpinBox*>().size(), 2);
    QCOMPARE(panel.findChildren<QCheckBox*>().size(), 1);
    QCOMPARE(panel.findChildren<QComboBox*>().size(), 1);
    QCOMPARE(panel.findChildren<QSlider*>().size(), 4);
    QVERIFY(panel.sliderFor(QStringLiteral("window")));
    QVERIFY(!panel.sliderFor(QStringLiteral("causal")));

    // Labels carry the names; tooltips the help and the range.
    QStringList labels;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        if (label->isVisibleTo(&panel))
            labels << label->text();
    QVERIFY(labels.contains(QStringLiteral("window")));
    QVERIFY(labels.contains(QStringLiteral("epsilon")));
    const QString tip = panel.controlFor(QStringLiteral("window"))->toolTip();
    QVERIFY(tip.contains(QStringLiteral("Keys on each side")));
    QVERIFY(tip.contains(QStringLiteral("1..4096")));
}

void TestParameterPanel::rangesComeFromTheSpecs()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    auto* window = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")));
    QCOMPARE(window->minimum(), 1);
    QCOMPARE(window->maximum(), 4096);
    auto* seed = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("seed")));
    QCOMPARE(seed->maximum(), 2147483647);
    auto* temperature = qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("temperature")));
    QCOMPARE(temperature->minimum(), 0.05);
    QCOMPARE(temperature->maximum(), 20.0);
    auto* epsilon = qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("epsilon")));
    QCOMPARE(epsilon->minimum(), 1e-9);
    QCOMPARE(epsilon->maximum(), 1e-2);
    // The smallest values are written out, not rounded to "0.00".
    QCOMPARE(epsilon->value(), 1e-6);
    QCOMPARE(epsilon->textFromValue(1e-9), QStringLiteral("1e-09"));
    QCOMPARE(temperature->textFromValue(0.25), QStringLiteral("0.25"));
    auto* pool = qobject_cast<QComboBox*>(panel.controlFor(QStringLiteral("pool")));
    QCOMPARE(pool->count(), 3);
    QCOMPARE(pool->itemText(2), QStringLiteral("first"));
}

void TestParameterPanel::startsAtTheDefaults()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    QCOMPARE(panel.params(), Params::defaults(oneOfEachType()));
    QCOMPARE(qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")))->value(), 64);
    QCOMPARE(qobject_cast<QComboBox*>(panel.controlFor(QStringLiteral("pool")))->currentText(), QStringLiteral("mean"));
    QCOMPARE(qobject_cast<QLineEdit*>(panel.controlFor(QStringLiteral("pattern")))->text(), QStringLiteral("local"));
}

void TestParameterPanel::spinBoxChangeEmitsOnce()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    QVERIFY(changed.isValid());
    qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")))->setValue(128);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).integer("window"), 128LL);
    QCOMPARE(panel.params().integer("window"), 128LL);
    QCOMPARE(panel.params().integer("seed"), 7LL); // the others keep their values

    qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("temperature")))->setValue(2.5);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(lastEmitted(changed).real("temperature"), 2.5);
}

void TestParameterPanel::typedValueEmitsOnceWhenFinished()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* window = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")));
    window->setFocus();
    window->selectAll();
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    QTest::keyClicks(window, QStringLiteral("256"));
    QCOMPARE(changed.count(), 0); // not one change per digit
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).integer("window"), 256LL);
}

void TestParameterPanel::sliderAndSpinBoxStayTogether()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    auto* spin = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")));
    QSlider* slider = panel.sliderFor(QStringLiteral("window"));
    QCOMPARE(slider->minimum(), 0);
    QCOMPARE(slider->maximum(), 4095); // one position per value: 1..4096
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);

    slider->setValue(99);
    QCOMPARE(spin->value(), 100);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).integer("window"), 100LL);

    spin->setValue(300);
    QCOMPARE(slider->value(), 299);
    QCOMPARE(changed.count(), 2);

    auto* temperature = qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("temperature")));
    QSlider* temperatureSlider = panel.sliderFor(QStringLiteral("temperature"));
    temperatureSlider->setValue(temperatureSlider->maximum());
    QCOMPARE(temperature->value(), 20.0);
    QCOMPARE(changed.count(), 3);
}

void TestParameterPanel::hugeRangeSliderCoversItLogarithmically()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    auto* seed = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("seed")));
    QSlider* slider = panel.sliderFor(QStringLiteral("seed"));
    QVERIFY(slider->maximum() <= 10000);
    slider->setValue(slider->maximum());
    QCOMPARE(seed->value(), 2147483647);
    slider->setValue(slider->maximum() / 4); // the low end gets most of the travel
    QVERIFY(seed->value() < 1000);
    slider->setValue(0);
    QCOMPARE(seed->value(), 0);
}

void TestParameterPanel::otherControlsEmitOnce()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);

    QTest::mouseClick(panel.controlFor(QStringLiteral("causal")), Qt::LeftButton);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).boolean("causal"), true);

    qobject_cast<QComboBox*>(panel.controlFor(QStringLiteral("pool")))->setCurrentIndex(1);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(lastEmitted(changed).text("pool"), std::string("max"));

    auto* pattern = qobject_cast<QLineEdit*>(panel.controlFor(QStringLiteral("pattern")));
    pattern->setFocus();
    pattern->selectAll();
    QTest::keyClicks(pattern, QStringLiteral("strided"));
    QCOMPARE(changed.count(), 2);
    QTest::keyClick(pattern, Qt::Key_Return);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(lastEmitted(changed).text("pattern"), std::string("strided"));
    QTest::keyClick(pattern, Qt::Key_Return); // nothing changed: nothing to say
    QCOMPARE(changed.count(), 3);
}

void TestParameterPanel::setParamsEmitsNothing()
{
    ParameterPanel panel;
    const auto specs = oneOfEachType();
    panel.setSpecs(specs);
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    Params params = Params::defaults(specs);
    params.set(specs, "window", 512LL);
    params.set(specs, "temperature", 0.5);
    params.set(specs, "causal", true);
    params.set(specs, "pool", std::string("first"));
    params.set(specs, "pattern", std::string("dilated"));
    panel.setParams(params);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(panel.params(), params);
    QCOMPARE(qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")))->value(), 512);
    QCOMPARE(panel.sliderFor(QStringLiteral("window"))->value(), 511);
    QCOMPARE(qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("temperature")))->value(), 0.5);
    QVERIFY(qobject_cast<QCheckBox*>(panel.controlFor(QStringLiteral("causal")))->isChecked());
    QCOMPARE(
        qobject_cast<QComboBox*>(panel.controlFor(QStringLiteral("pool")))->currentText(), QStringLiteral("first"));
    QCOMPARE(qobject_cast<QLineEdit*>(panel.controlFor(QStringLiteral("pattern")))->text(), QStringLiteral("dilated"));
}

void TestParameterPanel::setParamsKeepsExactValues()
{
    ParameterPanel panel;
    const auto specs = oneOfEachType();
    panel.setSpecs(specs);
    Params params = Params::defaults(specs);
    params.set(specs, "epsilon", 1.23456789e-7); // more digits than the spin box shows
    panel.setParams(params);
    QCOMPARE(panel.params().real("epsilon"), 1.23456789e-7);
}

void TestParameterPanel::typedScientificNotation()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* epsilon = qobject_cast<QDoubleSpinBox*>(panel.controlFor(QStringLiteral("epsilon")));
    epsilon->setFocus();
    epsilon->selectAll();
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    QTest::keyClicks(epsilon, QStringLiteral("2.5e-8"));
    QTest::keyClick(epsilon, Qt::Key_Return);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).real("epsilon"), 2.5e-8);
    // Arrows on a range of many decades step by a factor.
    epsilon->stepBy(10);
    QCOMPARE(changed.count(), 2);
    QVERIFY(std::abs(lastEmitted(changed).real("epsilon") - 2.5e-7) < 1e-12);
}

void TestParameterPanel::wheelScrollsThePanelUnlessAControlHasFocus()
{
    // The panel in a scroll area too short for it, as in the Input and Variant docks.
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* elsewhere = new QLineEdit(&window); // holds the focus while the user scrolls
    layout->addWidget(elsewhere);
    auto* scroll = new QScrollArea(&window);
    scroll->setWidgetResizable(true);
    auto* panel = new ParameterPanel;
    std::vector<ParamSpec> specs = oneOfEachType();
    for (int k = 0; k < 8; ++k)
        specs.push_back(ParamSpec::integer("extra" + std::to_string(k), 3, 0, 10, "Makes the panel tall."));
    panel->setSpecs(specs);
    scroll->setWidget(panel);
    layout->addWidget(scroll);
    window.resize(360, 220);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    elsewhere->setFocus();
    QTRY_VERIFY(elsewhere->hasFocus());
    QScrollBar* bar = scroll->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);

    auto* spin = qobject_cast<QSpinBox*>(panel->controlFor(QStringLiteral("window")));
    QSlider* slider = panel->sliderFor(QStringLiteral("temperature"));
    auto* combo = qobject_cast<QComboBox*>(panel->controlFor(QStringLiteral("pool")));
    QSignalSpy changed(panel, &ParameterPanel::paramsChanged);
    for (QWidget* control : std::initializer_list<QWidget*> { spin, slider, combo }) {
        bar->setValue(0);
        const int spinBefore = spin->value();
        const int sliderBefore = slider->value();
        const int comboBefore = combo->currentIndex();
        turnWheelDown(control);
        QCOMPARE(spin->value(), spinBefore);
        QCOMPARE(slider->value(), sliderBefore);
        QCOMPARE(combo->currentIndex(), comboBefore);
        QVERIFY2(bar->value() > 0, qPrintable(control->metaObject()->className())); // the panel scrolled
        QVERIFY(!control->hasFocus()); // and the wheel did not hand the control focus
    }
    QCOMPARE(changed.count(), 0);

    // A control with focus takes the wheel, and the panel stays where it is.
    for (QWidget* control : std::initializer_list<QWidget*> { spin, slider, combo }) {
        control->setFocus();
        QTRY_VERIFY(control->hasFocus());
        bar->setValue(0);
        const int spinBefore = spin->value();
        const int sliderBefore = slider->value();
        const int comboBefore = combo->currentIndex();
        turnWheelDown(control);
        QVERIFY2(spin->value() != spinBefore || slider->value() != sliderBefore || combo->currentIndex() != comboBefore,
            qPrintable(control->metaObject()->className()));
        QCOMPARE(bar->value(), 0);
    }
    QCOMPARE(changed.count(), 3);
}

void TestParameterPanel::slidersFitTheSequenceLength()
{
    ParameterPanel panel;
    panel.setSpecs({ ParamSpec::integer("window", 8, 1, 4096, "Keys in each window."),
        ParamSpec::integer("heads", 4, 1, 64, "Heads."), ParamSpec::real("temperature", 1.0, 0.05, 20.0, "T.") });
    auto* spin = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")));
    QSlider* slider = panel.sliderFor(QStringLiteral("window"));
    spin->setValue(32);
    QVERIFY(handleFraction(slider) < 0.01); // over the declared 1..4096 a window of 32 barely moves the handle

    panel.setSequenceLength(64);
    QCOMPARE(panel.sequenceLength(), 64);
    QVERIFY2(handleFraction(slider) > 0.4, qPrintable(QString::number(handleFraction(slider))));
    QCOMPARE(spin->value(), 32);
    QCOMPARE(panel.params().integer("window"), 32LL);
    // Small values are positions of their own, and the right end means N.
    spin->setValue(2);
    const int two = slider->value();
    spin->setValue(4);
    QVERIFY(slider->value() > two);
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    slider->setValue(slider->maximum());
    QCOMPARE(spin->value(), 64);
    QCOMPARE(lastEmitted(changed).integer("window"), 64LL);
    // A long sequence: too many values for one position each, so small ones still get travel.
    panel.setSequenceLength(4096);
    spin->setValue(32);
    QVERIFY2(handleFraction(slider) > 0.3, qPrintable(QString::number(handleFraction(slider))));
    slider->setValue(slider->maximum());
    QCOMPARE(spin->value(), 4096);
    slider->setValue(0);
    QCOMPARE(spin->value(), 1);
    panel.setSequenceLength(64);
    // Ranges within N keep their slider, and new specs keep the length.
    QCOMPARE(panel.sliderFor(QStringLiteral("heads"))->maximum(), 63);
    panel.setSpecs({ ParamSpec::integer("block", 16, 1, 4096, "Block size.") });
    QCOMPARE(panel.sequenceLength(), 64);
    QVERIFY(handleFraction(panel.sliderFor(QStringLiteral("block"))) > 0.2);

    // A look by eye: ATTNLAB_SCREENSHOT_DIR keeps parameters_n64.png.
    const QString dir = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        panel.setSpecs(oneOfEachType());
        panel.resize(320, panel.sizeHint().height());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.grab().save(QDir(dir).filePath(QStringLiteral("parameters_n64.png"))));
    }
}

void TestParameterPanel::spinBoxKeepsTheDeclaredRangeBeyondTheSlider()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    panel.setSequenceLength(64);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* spin = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")));
    QSlider* slider = panel.sliderFor(QStringLiteral("window"));
    QCOMPARE(spin->maximum(), 4096);
    spin->setFocus();
    spin->selectAll();
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    QTest::keyClicks(spin, QStringLiteral("4096"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(changed.count(), 1); // once: the slider, stopped at its end, says nothing back
    QCOMPARE(lastEmitted(changed).integer("window"), 4096LL);
    QCOMPARE(spin->value(), 4096);
    QCOMPARE(slider->value(), slider->maximum());
    QCOMPARE(panel.params().integer("window"), 4096LL);
}

void TestParameterPanel::sequenceLengthKeepsTheValue()
{
    ParameterPanel panel;
    const std::vector<ParamSpec> specs = oneOfEachType();
    panel.setSpecs(specs);
    Params params = Params::defaults(specs);
    params.set(specs, "window", 100LL);
    panel.setParams(params);
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    auto* spin = qobject_cast<QSpinBox*>(panel.controlFor(QStringLiteral("window")));
    QSlider* slider = panel.sliderFor(QStringLiteral("window"));

    panel.setSequenceLength(64); // shorter than the value: the slider still reaches it
    QCOMPARE(changed.count(), 0);
    QCOMPARE(panel.params(), params);
    QCOMPARE(spin->value(), 100);
    QCOMPARE(slider->value(), slider->maximum());
    slider->setValue(slider->maximum() - 1);
    slider->setValue(slider->maximum());
    QCOMPARE(spin->value(), 100);

    panel.setSequenceLength(256);
    QCOMPARE(spin->value(), 100);
    QVERIFY(slider->value() < slider->maximum());
    QVERIFY(std::abs(handleFraction(slider) - 99.0 / 255) < 0.01);

    // setParams beyond N widens the slider to the value; back to unknown N, the declared range.
    params.set(specs, "window", 300LL);
    panel.setParams(params);
    QCOMPARE(slider->value(), slider->maximum());
    panel.setSequenceLength(0);
    QCOMPARE(slider->maximum(), 4095);
    QCOMPARE(slider->value(), 299);
    QCOMPARE(panel.params().integer("window"), 300LL);
}

void TestParameterPanel::emptySpecsShowTheEmptyText()
{
    ParameterPanel panel;
    panel.setEmptyText(QStringLiteral("This variant has no parameters."));
    panel.setSpecs({});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    bool shown = false;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        shown = shown || (label->isVisible() && label->text() == QStringLiteral("This variant has no parameters."));
    QVERIFY(shown);
    QVERIFY(panel.params().values().empty());
}

void TestParameterPanel::newSpecsReplaceTheControls()
{
    ParameterPanel panel;
    panel.setSpecs(oneOfEachType());
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    panel.setSpecs({ ParamSpec::integer("block", 16, 1, 256, "Block size.") });
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(changed.count(), 0);
    QVERIFY(!panel.controlFor(QStringLiteral("window")));
    QCOMPARE(panel.findChildren<QSpinBox*>().size(), 1);
    QCOMPARE(panel.params().integer("block"), 16LL);
}

// A text parameter with a grammar (ParamSpec::textCheck): each keystroke re-checks it, the problem appears under the
// field with a red border, and only a valid text is committed when editing finishes.
void TestParameterPanel::checkedTextIsValidatedAsTyped()
{
    ParamSpec expression = ParamSpec::text("expr", "i < 3", "A condition.");
    // Stands in for the engine's parser: a balanced-parentheses check naming the column of the first fault.
    expression.textCheck = [](const std::string& text) -> std::string {
        int open = 0;
        for (std::size_t at = 0; at < text.size(); ++at) {
            open += text[at] == '(' ? 1 : text[at] == ')' ? -1 : 0;
            if (open < 0)
                return "column " + std::to_string(at + 1) + ": unexpected ')'";
        }
        return open > 0 ? "column " + std::to_string(text.size() + 1) + ": expected ')'" : std::string();
    };
    ParameterPanel panel;
    panel.setSpecs({ expression });
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    auto* edit = qobject_cast<QLineEdit*>(panel.controlFor(QStringLiteral("expr")));
    QVERIFY(edit);
    QVERIFY(panel.textProblemFor(QStringLiteral("expr")).isEmpty());
    QVERIFY(!edit->property("invalid").toBool());

    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("abs(i - j"));
    QCOMPARE(panel.textProblemFor(QStringLiteral("expr")), QStringLiteral("Not applied: column 10: expected ')'"));
    QVERIFY(edit->property("invalid").toBool());
    QVERIFY(edit->toolTip().contains(QStringLiteral("column 10")));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(changed.count(), 0); // not applied
    QCOMPARE(panel.params().text("expr"), std::string("i < 3"));

    QTest::keyClicks(edit, QStringLiteral(") <= 2"));
    QVERIFY(panel.textProblemFor(QStringLiteral("expr")).isEmpty());
    QVERIFY(!edit->property("invalid").toBool());
    QVERIFY(!edit->toolTip().contains(QStringLiteral("column")));
    QCOMPARE(changed.count(), 0); // typing alone applies nothing
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).text("expr"), std::string("abs(i - j) <= 2"));

    // A valid value shown from outside clears a problem still on display.
    QTest::keyClicks(edit, QStringLiteral(")"));
    QVERIFY(!panel.textProblemFor(QStringLiteral("expr")).isEmpty());
    Params params = panel.params();
    params.set({ expression }, "expr", std::string("j == 0"));
    panel.setParams(params);
    QVERIFY(panel.textProblemFor(QStringLiteral("expr")).isEmpty());
    QVERIFY(!edit->property("invalid").toBool());
    QCOMPARE(changed.count(), 1);
}

// The custom variant's own expression: its help names the pattern calls, a bad call shows the engine's message
// with its column as it is typed, and a union of catalogue patterns is applied.
void TestParameterPanel::customPatternCallsAreValidatedAsTyped()
{
    ParameterPanel panel;
    panel.setSpecs(attnlab::core::builtinVariants().get("custom", "variant").info().params);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
    auto* edit = qobject_cast<QLineEdit*>(panel.controlFor(QStringLiteral("expr")));
    QVERIFY(edit);
    QVERIFY(edit->toolTip().contains(QStringLiteral("local(3, 3) or global(2)")));

    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("local(2, 2) or globl(1)"));
    QCOMPARE(panel.textProblemFor(QStringLiteral("expr")),
        QStringLiteral("Not applied: column 16: unknown name 'globl' (did you mean global?)"));
    QVERIFY(edit->property("invalid").toBool());
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("local(2, 9999)"));
    QCOMPARE(panel.textProblemFor(QStringLiteral("expr")),
        QStringLiteral("Not applied: column 10: local(): parameter 'after' must be in 0..4096, got 9999"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(changed.count(), 0);

    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("local(2, 2) or global(1)"));
    QVERIFY(panel.textProblemFor(QStringLiteral("expr")).isEmpty());
    QVERIFY(!edit->property("invalid").toBool());
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lastEmitted(changed).text("expr"), std::string("local(2, 2) or global(1)"));
}

QTEST_MAIN(TestParameterPanel)
#include "test_parameter_panel.moc"
