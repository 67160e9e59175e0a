#include "app/window/side_dock_folding.h"

#include <QDockWidget>
#include <QMainWindow>

namespace attnlab::app {

SideDockFolding::SideDockFolding(QMainWindow* window, std::vector<QDockWidget*> sideDocks, QDockWidget* bottomTab)
    : QObject(window), m_window(window), m_sideDocks(std::move(sideDocks)), m_bottomTab(bottomTab)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &SideDockFolding::fit);
}

void SideDockFolding::layoutReset()
{
    m_folded = false;
    fit();
}

void SideDockFolding::fit()
{
    const bool narrow = m_window->width() < kWidthForSideDocks;
    // Docks the user moved elsewhere stay where the user put them.
    if (narrow && !m_folded && m_window->dockWidgetArea(m_sideDocks.front()) == Qt::RightDockWidgetArea) {
        for (QDockWidget* dock : m_sideDocks)
            m_window->tabifyDockWidget(m_bottomTab, dock);
        m_folded = true;
        emit moved();
    } else if (!narrow && m_folded) {
        for (QDockWidget* dock : m_sideDocks)
            m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
        for (std::size_t d = 1; d < m_sideDocks.size(); ++d)
            m_window->tabifyDockWidget(m_sideDocks.front(), m_sideDocks[d]);
        m_window->resizeDocks({m_sideDocks.front()}, {360}, Qt::Horizontal);
        m_folded = false;
        emit moved();
    }
}

} // namespace attnlab::app
