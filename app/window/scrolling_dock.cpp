#include "app/window/scrolling_dock.h"

#include "widgets/controls/wheel_when_focused.h"

#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>

namespace attnlab::app {

QDockWidget* makeScrollingDock(const QString& title, const QString& objectName, QWidget* content, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(content);
    // The wheel scrolls the dock; it edits only a control the user clicked into (controls built later, such as a
    // parameter panel's, make the same call themselves).
    widgets::takeWheelOnlyWhenFocusedInside(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(content->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 8);
    auto* dock = new QDockWidget(title, parent);
    dock->setObjectName(objectName);
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | QDockWidget::DockWidgetClosable);
    return dock;
}

} // namespace attnlab::app
