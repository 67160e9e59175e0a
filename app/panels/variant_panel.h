#pragma once

#include "app/state/lab_state.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace attnlab::widgets {
class FormulaView;
class ParameterPanel;
}

namespace attnlab::app {

class LabModel;

// The variant dock: a picker grouped by family (tooltips carry the description and the formula in readable text)
// and the chosen variant's parameters, generated from its ParamSpecs. It shows the lab's state (the highlighted
// variant is always the one computed) and asks the model for every change; the model keeps each variant's own
// parameter values while the user looks at others.
class VariantPanel : public QWidget {
    Q_OBJECT

public:
    explicit VariantPanel(LabModel* model, QWidget* parent = nullptr);

    // The N of the current input, so the parameters' sliders span what fits it.
    void setSequenceLength(int n);
    // The chosen variant's formula, typeset (its readable text when no typeset form exists).
    const widgets::FormulaView* formulaView() const { return m_formula; }
    // The id of the highlighted entry of the picker.
    QString highlightedVariant() const;

private:
    void showState(LabChanges what);
    void showVariant();

    LabModel* m_model = nullptr;
    QTreeWidget* m_picker = nullptr;
    QLabel* m_description = nullptr;
    widgets::FormulaView* m_formula = nullptr; // the chosen variant's formula, typeset
    widgets::ParameterPanel* m_parameters = nullptr;
    std::string m_shownVariant; // the variant whose parameter controls are built
};

} // namespace attnlab::app
