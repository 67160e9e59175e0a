#pragma once

#include "app/state/lab_state.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace attnlab::widgets {
class ParameterPanel;
}

namespace attnlab::app {

class LabModel;

// The input dock: which sequence (a scenario and its parameters, or the imported files) and the options every
// variant honours (causal, scale). It shows the lab's state and asks the model for every change the user makes.
class InputPanel : public QWidget {
    Q_OBJECT

public:
    explicit InputPanel(LabModel* model, QWidget* parent = nullptr);

    // The scale the engine uses when no custom one is set: 1/sqrt(d) of the current input.
    double effectiveDefaultScale() const;

private:
    void showState(LabChanges what);
    void showSourceList();
    void showSource();
    void showScale();

    LabModel* m_model = nullptr;
    QComboBox* m_scenario = nullptr;
    QLabel* m_description = nullptr;
    widgets::ParameterPanel* m_parameters = nullptr;
    QCheckBox* m_causal = nullptr;
    QCheckBox* m_customScale = nullptr;
    QDoubleSpinBox* m_scale = nullptr;
    std::string m_shownSource; // the source whose parameter controls are built
};

} // namespace attnlab::app
