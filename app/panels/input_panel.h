#pragma once

#include "app/state/lab_state.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace attnlab::widgets {
class GalleryView;
class ParameterPanel;
} // namespace attnlab::widgets

namespace attnlab::app {

class LabModel;
struct ComputeOutcome;

// The input dock: which sequence (a scenario and its parameters, or the imported files) and the options every
// variant honours (causal, scale). It shows the lab's state and asks the model for every change the user makes.
class InputPanel : public QWidget {
    Q_OBJECT

public:
    explicit InputPanel(LabModel* model, QWidget* parent = nullptr);

    // The scale the engine uses when no custom one is set: 1/sqrt(d) of the current input.
    double effectiveDefaultScale() const;
    // The grid of the trained model's heads on this outcome's text (hidden for other sources).
    void showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome);

private:
    void showState(LabChanges what);
    void showSourceList();
    void showSource();
    void showScale();
    void showCurrentHead();
    void chooseHead(const QString& id);

    LabModel* m_model = nullptr;
    QComboBox* m_scenario = nullptr;
    QLabel* m_description = nullptr;
    widgets::ParameterPanel* m_parameters = nullptr;
    QLabel* m_headsTitle = nullptr;
    widgets::GalleryView* m_heads = nullptr;
    QCheckBox* m_causal = nullptr;
    QCheckBox* m_customScale = nullptr;
    QDoubleSpinBox* m_scale = nullptr;
    std::string m_shownSource; // the source whose parameter controls are built
};

} // namespace attnlab::app
