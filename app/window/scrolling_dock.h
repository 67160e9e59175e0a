#pragma once

#include <QString>

class QDockWidget;
class QWidget;

namespace attnlab::app {

// A movable, floatable, closable dock whose content scrolls vertically and is never clipped sideways (the
// panels wrap their text instead).
QDockWidget* makeScrollingDock(const QString& title, const QString& objectName, QWidget* content, QWidget* parent);

} // namespace attnlab::app
