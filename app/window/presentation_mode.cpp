#include "app/window/presentation_mode.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QShortcut>
#include <QStatusBar>

#include <algorithm>
#include <cmath>

namespace attnlab::app {

PresentationMode::PresentationMode(QMainWindow* window, QStringList presented)
    : QObject(window), m_window(window), m_presented(std::move(presented))
{
    m_action = new QAction(tr("&Presentation"), this);
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_F5));
    m_action->setToolTip(tr("Full screen with only the lesson and the maps, large text and projector colours "
                            "(Esc leaves)"));
    // The window keeps the shortcut while the menu bar is hidden.
    m_window->addAction(m_action);
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
    m_leave = new QShortcut(QKeySequence(Qt::Key_Escape), m_window);
    m_leave->setEnabled(false);
    connect(m_leave, &QShortcut::activated, this, [this] { setActive(false); });
}

int PresentationMode::bodyPixelSize(int screenHeight)
{
    // 26 px on a 1080-line projector: the floor is 24, and a projected image loses sharpness.
    return std::max(24, static_cast<int>(std::lround(26.0 * screenHeight / 1080.0)));
}

QString PresentationMode::colormap()
{
    return QStringLiteral("projector");
}

QPalette PresentationMode::projectorPalette()
{
    // Light background, near-black text, a saturated highlight: what survives a projector in a lit room.
    QPalette palette;
    const QColor paper(0xfb, 0xfb, 0xf8);
    const QColor ink(0x14, 0x14, 0x14);
    for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive }) {
        palette.setColor(group, QPalette::Window, paper);
        palette.setColor(group, QPalette::Base, Qt::white);
        palette.setColor(group, QPalette::AlternateBase, QColor(0xee, 0xee, 0xe8));
        palette.setColor(group, QPalette::WindowText, ink);
        palette.setColor(group, QPalette::Text, ink);
        palette.setColor(group, QPalette::ButtonText, ink);
        palette.setColor(group, QPalette::Button, QColor(0xe8, 0xe8, 0xe2));
        palette.setColor(group, QPalette::Highlight, QColor(0x0b, 0x4f, 0x9c));
        palette.setColor(group, QPalette::HighlightedText, Qt::white);
        palette.setColor(group, QPalette::Link, QColor(0x0b, 0x4f, 0x9c));
        palette.setColor(group, QPalette::ToolTipBase, Qt::white);
        palette.setColor(group, QPalette::ToolTipText, ink);
    }
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x70, 0x70, 0x70));
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x70, 0x70, 0x70));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x70, 0x70, 0x70));
    return palette;
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    if (active)
        enter();
    else
        leave();
    m_active = active;
    m_leave->setEnabled(active);
    {
        const QSignalBlocker blocker(m_action);
        m_action->setChecked(active);
    }
    emit activeChanged(active);
}

void PresentationMode::enter()
{
    m_layout = m_window->saveState();
    m_geometry = m_window->geometry();
    m_windowState = m_window->windowState();
    m_menuBarShown = m_window->menuBar()->isVisible() || !m_window->isVisible();
    m_statusBarShown = m_window->statusBar()->isVisible() || !m_window->isVisible();
    m_hadOwnPalette = m_window->testAttribute(Qt::WA_SetPalette);
    m_palette = m_window->palette();

    const QScreen* screen = m_window->screen();
    const int pixelSize = bodyPixelSize(screen ? screen->geometry().height() : 1080);
    m_fonts.clear();
    QWidget* focus = nullptr;
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
        if (!m_presented.contains(dock->objectName())) {
            dock->hide();
            continue;
        }
        dock->show();
        dock->raise();
        m_fonts.push_back({ dock, dock->font(), dock->testAttribute(Qt::WA_SetFont) });
        QFont large = dock->font();
        large.setPixelSize(pixelSize);
        dock->setFont(large);
        if (!focus || m_presented.indexOf(dock->objectName()) < m_presented.indexOf(focus->objectName()))
            focus = dock;
    }
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    m_window->setPalette(projectorPalette());
    // Without a window manager (a bare X server behind a projector) full screen is only a request: cover the
    // screen ourselves first (afterwards, a new geometry would take the full-screen state away).
    if (screen)
        m_window->setGeometry(screen->geometry());
    m_window->showFullScreen();
    // The presented text is large: give its docks a third of the width, the maps the rest.
    std::vector<QDockWidget*> presentedDocks;
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        if (m_presented.contains(dock->objectName()))
            presentedDocks.push_back(dock);
    if (!presentedDocks.empty()) {
        const int width = (screen ? screen->geometry().width() : m_window->width()) * 36 / 100;
        m_window->resizeDocks({ presentedDocks.front() }, { width }, Qt::Horizontal);
    }
    if (focus)
        focus->setFocus();
}

void PresentationMode::leave()
{
    for (const PresentedFont& presented : m_fonts)
        presented.widget->setFont(presented.own ? presented.font : QFont());
    m_fonts.clear();
    if (m_hadOwnPalette)
        m_window->setPalette(m_palette);
    else
        m_window->setPalette(QPalette());
    m_window->menuBar()->setVisible(m_menuBarShown);
    m_window->statusBar()->setVisible(m_statusBarShown);
    m_window->setWindowState(m_windowState);
    if (!(m_windowState & (Qt::WindowFullScreen | Qt::WindowMaximized)))
        m_window->setGeometry(m_geometry);
    m_window->restoreState(m_layout);
}

} // namespace attnlab::app
