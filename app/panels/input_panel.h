#pragma once

#include "core/params.h"
#include "core/scenario.h"

#include <QWidget>

#include <memory>
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
    // The user's own input when "Imported files" is the chosen source, else null.
    std::shared_ptr<const core::Sequence> imported() const;

    // Makes imported Q/K/V the input (an entry "Imported: <label>" in the source list, selected) and emits
    // changed(). A later import replaces it; choosing a generator again keeps it one click away.
    void setImported(std::shared_ptr<const core::Sequence> sequence, const QString& label);

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
    std::shared_ptr<const core::Sequence> m_imported;
    QString m_importedLabel;
};

} // namespace attnlab::app
