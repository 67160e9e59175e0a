#include "app/window/colour_map_menu.h"

#include "app/state/lab_model.h"
#include "widgets/heatmap/colormap.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace attnlab::app {

namespace {

class ColourMapMenu {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::ColourMapMenu)

public:
    static QString label(const QString& name)
    {
        if (name == QLatin1String("viridis"))
            return tr("&Viridis");
        if (name == QLatin1String("magma"))
            return tr("&Magma");
        if (name == QLatin1String("cividis"))
            return tr("&Cividis (colour-vision safe)");
        if (name == QLatin1String("grey"))
            return tr("&Grey (for print)");
        return name;
    }
    static QString tip(const QString& name)
    {
        if (name == QLatin1String("cividis"))
            return tr("Blue to yellow, read alike by people with a red-green colour-vision deficiency");
        if (name == QLatin1String("grey"))
            return tr("White to black: the weights stay readable on a black-and-white printer");
        return tr("A perceptually uniform map: equal steps in weight look like equal steps in colour");
    }
    static QString logScaleLabel() { return tr("&Log scale"); }
    static QString logScaleTip()
    {
        return tr("Weights on a logarithmic scale, four decades below the largest: the small weights of a sparse or "
                  "peaked map get colours of their own (the difference map stays linear)");
    }
};

} // namespace

QMenu* makeColourMapMenu(LabModel* model, QWidget* parent)
{
    auto* menu = new QMenu(QObject::tr("&Colour map"), parent);
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(menu);
    for (const QString& name : widgets::weightColormapNames()) {
        QAction* action
            = menu->addAction(ColourMapMenu::label(name), model, [model, name] { model->setColormap(name); });
        action->setToolTip(ColourMapMenu::tip(name));
        action->setCheckable(true);
        action->setData(name);
        group->addAction(action);
    }
    menu->addSeparator();
    QAction* logScale = menu->addAction(ColourMapMenu::logScaleLabel());
    logScale->setObjectName(QStringLiteral("logScaleAction"));
    logScale->setCheckable(true);
    logScale->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    logScale->setToolTip(ColourMapMenu::logScaleTip());
    QObject::connect(logScale, &QAction::toggled, model, &LabModel::setLogScale);
    const auto showChecked = [group, model, logScale] {
        for (QAction* action : group->actions())
            action->setChecked(action->data().toString() == model->state().colormap);
        logScale->setChecked(model->state().logScale);
    };
    QObject::connect(model, &LabModel::changed, menu, showChecked);
    showChecked();
    return menu;
}

} // namespace attnlab::app
