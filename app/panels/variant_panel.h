#pragma once

#include "core/params.h"

#include <QMap>
#include <QWidget>

class QLabel;
class QTreeWidget;

namespace attnlab::widgets {
class ParameterPanel;
}

namespace attnlab::app {

// The variant dock: a picker grouped by family (tooltips carry the description and formula) and the chosen
// variant's parameters, generated from its ParamSpecs. Each variant keeps its own parameter values while the
// user looks at others.
class VariantPanel : public QWidget {
    Q_OBJECT

public:
    explicit VariantPanel(QWidget* parent = nullptr);

    QString variantId() const;
    core::Params variantParams() const;
    // Selects a variant with the given parameters (an unknown id selects `full`; bad values fall back).
    void setState(const QString& variantId, const core::Params& params);
    // Picks a variant as a click in the picker would: with the values it had last (defaults the first time), and
    // `changed` is emitted. Unknown ids are ignored.
    void selectVariant(const QString& variantId);

signals:
    void changed();

private:
    void showVariant(const QString& id);

    QTreeWidget* m_picker = nullptr;
    QLabel* m_description = nullptr;
    widgets::ParameterPanel* m_parameters = nullptr;
    QString m_current;
    QMap<QString, core::Params> m_paramsByVariant;
};

} // namespace attnlab::app
