#pragma once

#include "core/params.h"
#include "widgets/controls/slider_scale.h"

#include <QMetaType>
#include <QString>
#include <QWidget>

#include <vector>

class QFormLayout;
class QLabel;
class QSlider;

Q_DECLARE_METATYPE(attnlab::core::Params)

namespace attnlab::widgets {

// The controls for one variant's (or scenario's) parameters, built from their ParamSpecs: a slider with a spin
// box for numbers, a check box for booleans, a combo box for choices, a line edit for text. Labels carry the
// parameter's name; tooltips its help, range and default. Spin boxes, sliders and combo boxes take the mouse wheel
// only while they have focus, so the wheel scrolls a panel instead of editing whatever passes under the pointer.
class ParameterPanel : public QWidget {
    Q_OBJECT

public:
    explicit ParameterPanel(QWidget* parent = nullptr);
    ~ParameterPanel() override;

    // Rebuilds the controls, every parameter at its default. Emits nothing.
    void setSpecs(const std::vector<core::ParamSpec>& specs);
    const std::vector<core::ParamSpec>& specs() const { return m_specs; }
    // Shows these values (names without a spec, and values the spec rejects, are ignored). Emits nothing.
    void setParams(const core::Params& params);
    const core::Params& params() const { return m_params; }

    // The editing control of a parameter (QSpinBox, QDoubleSpinBox, QCheckBox, QComboBox or QLineEdit), or null.
    QWidget* controlFor(const QString& name) const;
    // The slider beside a numeric parameter's spin box, or null.
    QSlider* sliderFor(const QString& name) const;
    // For a text parameter whose spec checks its text (ParamSpec::textCheck): what is wrong with the text being
    // typed, as shown under the field (empty while it is valid). Checked at each keystroke; only a valid text is
    // committed, when editing finishes.
    QString textProblemFor(const QString& name) const;
    // Shown instead of controls when there are no specs.
    void setEmptyText(const QString& text);
    // The sequence length N the parameters act on (0, the default: unknown). An integer parameter declared up to
    // far beyond N (a window of 1..4096 at N = 64) then gets a slider that ends at N, or at its value when that is
    // larger, so small values move the handle visibly; past 512 values the slider is logarithmic. Its spin box still takes the whole declared range, and a
    // value typed beyond the slider's end is kept (the handle waits at the end). Kept across setSpecs().
    void setSequenceLength(int n);
    int sequenceLength() const { return m_sequenceLength; }

signals:
    // Once per change the user makes, with all values.
    void paramsChanged(const attnlab::core::Params& params);

private:
    struct Control {
        core::ParamSpec spec;
        QWidget* editor = nullptr;
        QSlider* slider = nullptr;
        SliderScale scale;
        QLabel* problem = nullptr; // checked text parameters only
    };

    void rebuild();
    // Cuts the controls' handlers off, before the controls they index go away.
    void disconnectControls();
    QWidget* buildIntegerEditor(Control& control);
    QWidget* buildRealEditor(Control& control);
    QWidget* buildBooleanEditor(Control& control);
    QWidget* buildChoiceEditor(Control& control);
    QWidget* buildTextEditor(Control& control);
    QWidget* withSlider(Control& control, QWidget* spinBox);
    void alignSpinBoxes();
    // Marks a checked text field valid or not (red border, the problem under it and in its tooltip).
    void showTextProblem(const Control& control, const QString& text) const;
    // The scale for a numeric control's slider, fitted to the sequence length and to the value it shows.
    SliderScale sliderScaleFor(const Control& control, double value) const;
    // Gives the slider the scale that fits `value`, without emitting anything.
    void fitSlider(Control& control, double value) const;
    // Puts a value into a control without emitting anything.
    void display(Control& control, const core::ParamValue& value);
    // Moves a numeric control's slider to `value` unless it already stands at a position meaning that value.
    static void followWithSlider(const Control& control, double value);
    // Stores a value the user chose and announces it.
    void commit(const core::ParamSpec& spec, const core::ParamValue& value);
    const Control* find(const QString& name) const;

    std::vector<core::ParamSpec> m_specs;
    core::Params m_params;
    std::vector<Control> m_controls;
    QWidget* m_form = nullptr;
    QLabel* m_emptyLabel = nullptr;
    int m_sequenceLength = 0;
};

} // namespace attnlab::widgets
