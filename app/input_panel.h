#pragma once

#include "core/params.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace attnlab::widgets {
class ParameterPanel;
}

namespace attnlab::app {

// The input dock: which sequence (a scenario and its parameters) and the options every variant honours
// (causal, scale). Emits changed() on every user edit.
class InputPanel : public QWidget {
    Q_OBJECT

public:
    explicit InputPanel(QWidget* parent = nullptr);

    QString scenarioId() const;
    core::Params scenarioParams() const;
    bool causal() const;
    std::optional<double> scale() const; // empty: the default 1/sqrt(d)

    // Restores a saved state; unknown ids or values that no longer fit fall back to defaults.
    void setState(const QString& scenarioId, const core::Params& params, bool causal, std::optional<double> scale);

signals:
    void changed();

private:
    void showScenario(const QString& id, const core::Params& params);

    QComboBox* m_scenario = nullptr;
    QLabel* m_description = nullptr;
    widgets::ParameterPanel* m_parameters = nullptr;
    QCheckBox* m_causal = nullptr;
    QCheckBox* m_customScale = nullptr;
    QDoubleSpinBox* m_scale = nullptr;
};

} // namespace attnlab::app
