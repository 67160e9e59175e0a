#include "widgets/controls/parameter_panel.h"

#include "core/error.h"
#include "widgets/controls/real_spin_box.h"
#include "widgets/controls/wheel_when_focused.h"
#include "widgets/controls/core_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace attnlab::widgets {

namespace {

// Spin boxes cannot hold every double; a range this wide is "unbounded" for a person typing anyway.
constexpr double kLargestSpinValue = 1e12;
// A slider fitted to a sequence longer than this many values spreads them logarithmically: its few hundred
// pixels cannot show each, and small windows and blocks would get no travel.
constexpr double kLinearSliderSpan = 512;

int clampToInt(double value)
{
    return static_cast<int>(std::clamp(value, static_cast<double>(INT_MIN), static_cast<double>(INT_MAX)));
}

// A step of 1, 2 or 5 times a power of ten near a hundredth of the range: a few arrow presses cross it.
double realStep(double minimum, double maximum)
{
    const double span = maximum - minimum;
    if (!std::isfinite(span) || span <= 0)
        return 0.1;
    const double raw = span / 100;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : { 1.0, 2.0, 5.0 })
        if (factor * magnitude >= raw)
            return factor * magnitude;
    return 10 * magnitude;
}

QString tooltipFor(const core::ParamSpec& spec)
{
    QString tip = coreText(spec.help);
    if (!tip.isEmpty())
        tip += QStringLiteral("\n");
    tip += ParameterPanel::tr("Range: %1 (default %2)")
               .arg(QString::fromStdString(spec.rangeText()),
                   QString::fromStdString(core::formatValue(spec.defaultValue)));
    return tip;
}

} // namespace

ParameterPanel::ParameterPanel(QWidget* parent) : QWidget(parent)
{
    qRegisterMetaType<core::Params>();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);
    m_emptyLabel = new QLabel(tr("This variant has no parameters."), this);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setEnabled(false); // drawn in the palette's disabled (grey) text colour
    layout->addWidget(m_emptyLabel);
    layout->addStretch(1);
    rebuild();
}

void ParameterPanel::setEmptyText(const QString& text)
{
    m_emptyLabel->setText(text);
}

void ParameterPanel::setSpecs(const std::vector<core::ParamSpec>& specs)
{
    m_specs = specs;
    m_params = core::Params::defaults(specs);
    rebuild();
}

ParameterPanel::~ParameterPanel()
{
    // The controls outlive this object's members (QWidget's destructor deletes them), and a focused line edit says
    // editingFinished when the window closes.
    disconnectControls();
}

void ParameterPanel::disconnectControls()
{
    for (const Control& control : m_controls) {
        control.editor->disconnect();
        if (control.slider)
            control.slider->disconnect();
    }
}

void ParameterPanel::rebuild()
{
    // The handlers index m_controls, which is about to describe other controls: cut them off before hiding (a
    // focused line edit says editingFinished when it hides).
    disconnectControls();
    if (m_form) {
        // Deleted later: the old controls may be in the middle of emitting the signal that led here.
        m_form->hide();
        m_form->deleteLater();
        m_form = nullptr;
    }
    m_controls.clear();
    m_controls.reserve(m_specs.size()); // the editors' lambdas keep indices into this, never pointers
    m_emptyLabel->setVisible(m_specs.empty());
    if (m_specs.empty())
        return;

    m_form = new QWidget(this);
    auto* form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    form->setHorizontalSpacing(12);
    form->setVerticalSpacing(8);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a long name moves its control below it, never clips

    for (const core::ParamSpec& spec : m_specs) {
        m_controls.push_back(Control { spec, nullptr, nullptr, SliderScale(), nullptr });
        Control& control = m_controls.back();
        QWidget* field = nullptr;
        switch (spec.type) {
        case core::ParamType::Integer:
            field = buildIntegerEditor(control);
            break;
        case core::ParamType::Real:
            field = buildRealEditor(control);
            break;
        case core::ParamType::Boolean:
            field = buildBooleanEditor(control);
            break;
        case core::ParamType::Choice:
            field = buildChoiceEditor(control);
            break;
        case core::ParamType::Text:
            field = buildTextEditor(control);
            break;
        }
        const QString tip = tooltipFor(spec);
        auto* label = new QLabel(QString::fromStdString(spec.name), m_form);
        label->setBuddy(control.editor);
        label->setToolTip(tip);
        control.editor->setToolTip(tip);
        if (control.slider)
            control.slider->setToolTip(tip);
        form->addRow(label, field);
        display(control, spec.defaultValue);
    }
    alignSpinBoxes();
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, m_form);
}

void ParameterPanel::alignSpinBoxes()
{
    // One width for every spin box, so the sliders beside them start and end in one column.
    int widest = 0;
    for (const Control& control : m_controls)
        if (control.slider)
            widest = std::max(widest, control.editor->sizeHint().width());
    for (const Control& control : m_controls)
        if (control.slider)
            control.editor->setFixedWidth(widest);
}

QWidget* ParameterPanel::withSlider(Control& control, QWidget* spinBox)
{
    control.slider = new QSlider(Qt::Horizontal, m_form);
    control.slider->setMinimumWidth(80);
    takeWheelOnlyWhenFocused(control.slider);
    takeWheelOnlyWhenFocused(spinBox);
    auto* row = new QWidget(m_form);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(control.slider, 1);
    layout->addWidget(spinBox);
    return row;
}

QWidget* ParameterPanel::buildIntegerEditor(Control& control)
{
    const core::ParamSpec& spec = control.spec;
    auto* spin = new QSpinBox(m_form);
    spin->setRange(clampToInt(spec.minimum), clampToInt(spec.maximum));
    spin->setKeyboardTracking(false); // one change when the user finishes typing, not one per digit
    spin->setAccelerated(true);
    control.editor = spin;
    QWidget* row = withSlider(control, spin);

    const std::size_t index = m_controls.size() - 1;
    connect(control.slider, &QSlider::valueChanged, spin, [this, index, spin](int position) {
        spin->setValue(static_cast<int>(m_controls[index].scale.valueAt(position))); // the spin box announces it
    });
    connect(spin, &QSpinBox::valueChanged, this, [this, index](int value) {
        const Control& changed = m_controls[index];
        followWithSlider(changed, value);
        commit(changed.spec, static_cast<long long>(value));
    });
    return row;
}

QWidget* ParameterPanel::buildRealEditor(Control& control)
{
    const core::ParamSpec& spec = control.spec;
    auto* spin = new RealSpinBox(m_form);
    const double minimum = std::max(spec.minimum, -kLargestSpinValue);
    const double maximum = std::min(spec.maximum, kLargestSpinValue);
    spin->setRange(minimum, maximum);
    spin->setSingleStep(realStep(minimum, maximum));
    spin->setKeyboardTracking(false);
    control.editor = spin;
    spin->setLogarithmicSteps(SliderScale(minimum, maximum, false).isLogarithmic());
    QWidget* row = withSlider(control, spin);

    const std::size_t index = m_controls.size() - 1;
    connect(control.slider, &QSlider::valueChanged, spin,
        [this, index, spin](int position) { spin->setValue(m_controls[index].scale.valueAt(position)); });
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, index](double value) {
        const Control& changed = m_controls[index];
        followWithSlider(changed, value);
        commit(changed.spec, value);
    });
    return row;
}

QWidget* ParameterPanel::buildBooleanEditor(Control& control)
{
    auto* check = new QCheckBox(m_form);
    check->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // a stretched box would ignore clicks beside it
    control.editor = check;
    const std::size_t index = m_controls.size() - 1;
    connect(check, &QCheckBox::toggled, this, [this, index](bool on) { commit(m_controls[index].spec, on); });
    return check;
}

QWidget* ParameterPanel::buildChoiceEditor(Control& control)
{
    auto* combo = new QComboBox(m_form);
    for (const std::string& choice : control.spec.choices)
        combo->addItem(QString::fromStdString(choice));
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    takeWheelOnlyWhenFocused(combo);
    control.editor = combo;
    const std::size_t index = m_controls.size() - 1;
    connect(combo, &QComboBox::currentIndexChanged, this, [this, index, combo](int position) {
        if (position >= 0)
            commit(m_controls[index].spec, combo->itemText(position).toStdString());
    });
    return combo;
}

QWidget* ParameterPanel::buildTextEditor(Control& control)
{
    auto* edit = new QLineEdit(m_form);
    edit->setClearButtonEnabled(true);
    control.editor = edit;
    const std::size_t index = m_controls.size() - 1;
    connect(edit, &QLineEdit::editingFinished, this, [this, index, edit] {
        const std::string text = edit->text().toStdString();
        const core::ParamSpec& spec = m_controls[index].spec;
        if (spec.textCheck && !spec.textCheck(text).empty())
            return; // shown under the field already; the last valid text stays applied
        if (!m_params.has(spec.name) || m_params.value(spec.name) != core::ParamValue(text))
            commit(spec, text);
    });
    if (!control.spec.textCheck)
        return edit;
    // A text with a grammar (custom's expression): checked as it is typed, the problem shown under the field.
    edit->setStyleSheet(QStringLiteral("QLineEdit[invalid=\"true\"] { border: 2px solid #c62828; }"));
    control.problem = new QLabel(m_form);
    control.problem->setWordWrap(true);
    control.problem->setStyleSheet(QStringLiteral("color: #c62828;"));
    control.problem->hide();
    connect(edit, &QLineEdit::textEdited, this,
        [this, index](const QString& text) { showTextProblem(m_controls[index], text); });
    auto* column = new QWidget(m_form);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(edit);
    layout->addWidget(control.problem);
    return column;
}

void ParameterPanel::showTextProblem(const Control& control, const QString& text) const
{
    const std::string problem = control.spec.textCheck(text.toStdString());
    const bool invalid = !problem.empty();
    auto* edit = static_cast<QLineEdit*>(control.editor);
    if (edit->property("invalid").toBool() != invalid) {
        edit->setProperty("invalid", invalid);
        edit->style()->unpolish(edit); // a dynamic property changes the style sheet's match only when re-polished
        edit->style()->polish(edit);
    }
    // The engine's message names the column and stays English, as its other run-time messages do.
    const QString shown = invalid ? tr("Not applied: %1").arg(QString::fromStdString(problem)) : QString();
    control.problem->setText(shown);
    control.problem->setVisible(invalid);
    const QString tip = tooltipFor(control.spec);
    edit->setToolTip(invalid ? shown + QStringLiteral("\n\n") + tip : tip);
}

void ParameterPanel::display(Control& control, const core::ParamValue& value)
{
    const QSignalBlocker editorBlocker(control.editor);
    const QSignalBlocker sliderBlocker(control.slider);
    switch (control.spec.type) {
    case core::ParamType::Integer: {
        const auto* integer = std::get_if<long long>(&value);
        if (!integer)
            return;
        static_cast<QSpinBox*>(control.editor)->setValue(clampToInt(static_cast<double>(*integer)));
        fitSlider(control, static_cast<double>(*integer));
        return;
    }
    case core::ParamType::Real: {
        const auto* real = std::get_if<double>(&value);
        if (!real)
            return;
        static_cast<QDoubleSpinBox*>(control.editor)->setValue(*real);
        fitSlider(control, *real);
        return;
    }
    case core::ParamType::Boolean:
        if (const auto* on = std::get_if<bool>(&value))
            static_cast<QCheckBox*>(control.editor)->setChecked(*on);
        return;
    case core::ParamType::Choice:
        if (const auto* text = std::get_if<std::string>(&value)) {
            auto* combo = static_cast<QComboBox*>(control.editor);
            combo->setCurrentIndex(combo->findText(QString::fromStdString(*text)));
        }
        return;
    case core::ParamType::Text:
        if (const auto* text = std::get_if<std::string>(&value)) {
            static_cast<QLineEdit*>(control.editor)->setText(QString::fromStdString(*text));
            if (control.problem)
                showTextProblem(control, QString::fromStdString(*text));
        }
        return;
    }
}

SliderScale ParameterPanel::sliderScaleFor(const Control& control, double value) const
{
    if (control.spec.type == core::ParamType::Real) {
        const auto* spin = static_cast<const QDoubleSpinBox*>(control.editor);
        return SliderScale(spin->minimum(), spin->maximum(), false);
    }
    const auto* spin = static_cast<const QSpinBox*>(control.editor);
    const double minimum = spin->minimum();
    double maximum = spin->maximum();
    if (m_sequenceLength > 0) {
        if (maximum > m_sequenceLength) {
            // Values past N mostly mean "all of it"; the slider's travel goes to the values that differ.
            const double end = std::max({ static_cast<double>(m_sequenceLength), value, minimum + 1 });
            maximum = std::min(maximum, end);
        }
        if (maximum - minimum > kLinearSliderSpan)
            return SliderScale::logarithmic(minimum, maximum, true);
    }
    return SliderScale(minimum, maximum, true);
}

void ParameterPanel::fitSlider(Control& control, double value) const
{
    if (!control.slider)
        return;
    const QSignalBlocker blocker(control.slider);
    control.scale = sliderScaleFor(control, value);
    control.slider->setRange(0, control.scale.positionCount());
    control.slider->setPageStep(std::max(1, control.scale.positionCount() / 10));
    control.slider->setVisible(control.scale.isUsable());
    control.slider->setValue(control.scale.positionOf(value));
}

void ParameterPanel::setSequenceLength(int n)
{
    m_sequenceLength = std::max(0, n);
    for (Control& control : m_controls)
        if (control.slider && m_params.has(control.spec.name)) {
            const core::ParamValue& value = m_params.value(control.spec.name);
            if (const auto* integer = std::get_if<long long>(&value))
                fitSlider(control, static_cast<double>(*integer));
        }
}

void ParameterPanel::followWithSlider(const Control& control, double value)
{
    // While the user drags, the slider already means this value; moving it to positionOf(value) could nudge it
    // by a step on a logarithmic scale and fight the drag.
    if (control.scale.valueAt(control.slider->value()) == value)
        return;
    const QSignalBlocker blocker(control.slider);
    control.slider->setValue(control.scale.positionOf(value));
}

void ParameterPanel::setParams(const core::Params& params)
{
    for (Control& control : m_controls) {
        if (!params.has(control.spec.name))
            continue;
        const core::ParamValue& value = params.value(control.spec.name);
        std::string error;
        if (!control.spec.accepts(value, &error)) {
            qWarning("ParameterPanel::setParams: %s", error.c_str());
            continue;
        }
        // Kept exactly, even where the spin box shows fewer decimals than the value has.
        m_params.set(m_specs, control.spec.name, value);
        display(control, value);
    }
}

void ParameterPanel::commit(const core::ParamSpec& spec, const core::ParamValue& value)
{
    try {
        m_params.set(m_specs, spec.name, value);
    } catch (const core::Error& error) {
        qWarning("ParameterPanel: %s", error.what()); // the controls' ranges come from the spec: a bug if here
        return;
    }
    emit paramsChanged(m_params);
}

const ParameterPanel::Control* ParameterPanel::find(const QString& name) const
{
    const std::string wanted = name.toStdString();
    const auto it = std::find_if(
        m_controls.begin(), m_controls.end(), [&](const Control& control) { return control.spec.name == wanted; });
    return it == m_controls.end() ? nullptr : &*it;
}

QWidget* ParameterPanel::controlFor(const QString& name) const
{
    const Control* control = find(name);
    return control ? control->editor : nullptr;
}

QSlider* ParameterPanel::sliderFor(const QString& name) const
{
    const Control* control = find(name);
    return control ? control->slider : nullptr;
}

QString ParameterPanel::textProblemFor(const QString& name) const
{
    const Control* control = find(name);
    return control && control->problem && !control->problem->isHidden() ? control->problem->text() : QString();
}

} // namespace attnlab::widgets
