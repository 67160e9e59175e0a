#include "app/window/colour_map_menu.h"

#include "app/state/lab_model.h"
#include "widgets/heatmap/colormap.h"

#include <QActionGroup>
#include <QMenu>

namespace attnlab::app {

QMenu* makeColourMapMenu(LabModel* model, QWidget* parent)
{
    auto* menu = new QMenu(QObject::tr("&Colour map"), parent);
    auto* group = new QActionGroup(menu);
    for (const QString& name : widgets::colormapNames()) {
        if (name == QLatin1String("diverging"))
            continue; // the difference map's own, for signed values
        QAction* action = menu->addAction(name, model, [model, name] { model->setColormap(name); });
        action->setCheckable(true);
        action->setData(name);
        group->addAction(action);
    }
    const auto showChecked = [group, model] {
        for (QAction* action : group->actions())
            action->setChecked(action->data().toString() == model->state().colormap);
    };
    QObject::connect(model, &LabModel::changed, menu, showChecked);
    showChecked();
    return menu;
}

} // namespace attnlab::app
