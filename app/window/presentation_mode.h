#pragma once

#include <QByteArray>
#include <QFont>
#include <QObject>
#include <QPalette>
#include <QRect>
#include <QStringList>

#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QShortcut;
class QWidget;

namespace attnlab::app {

// The window in front of a class: full screen with only the main view and the docks a teacher presents (the
// lesson), a light projector palette, the presented docks' text large enough to read from the back of a room,
// and keys that lead (Esc leaves; the lesson's own Space / PageDown / PageUp keep working). Leaving puts back every
// dock, bar, palette, font and the window's geometry as they were.
class PresentationMode : public QObject {
    Q_OBJECT

public:
    // `presented`: object names of the docks that stay (in this order of preference for the keyboard focus).
    PresentationMode(QMainWindow* window, QStringList presented);

    // View ▸ Presentation, F5: checkable, follows the mode.
    QAction* action() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);

    // The body text size in presentation: at least 24 px, more on screens taller than 1080 px.
    static int bodyPixelSize(int screenHeight);
    // The colour map the maps use while presenting: light for low weights, so a projector's washed-out dark end
    // does not hide a sparse map.
    static QString colormap();
    static QPalette projectorPalette();

signals:
    void activeChanged(bool active);

private:
    void enter();
    void leave();

    QMainWindow* m_window;
    QStringList m_presented;
    QAction* m_action;
    QShortcut* m_leave;
    bool m_active = false;
    // What entering changed, to put back.
    QByteArray m_layout;
    QRect m_geometry;
    Qt::WindowStates m_windowState;
    bool m_menuBarShown = true;
    bool m_statusBarShown = true;
    QPalette m_palette;
    bool m_hadOwnPalette = false;
    struct PresentedFont {
        QWidget* widget;
        QFont font;
        bool own;
    };
    std::vector<PresentedFont> m_fonts;
};

} // namespace attnlab::app
