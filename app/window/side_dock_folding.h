#pragma once

#include <QObject>
#include <QTimer>

#include <vector>

class QDockWidget;
class QMainWindow;

namespace attnlab::app {

// Keeps the three maps readable on a small screen: while the window is narrower than it takes to show the maps
// beside a right-hand dock, the right-hand docks join the tabs below the maps; on a wide window they go back.
class SideDockFolding : public QObject {
    Q_OBJECT

public:
    // Below this width a right-hand dock would squeeze each map under about 250 pixels.
    static constexpr int kWidthForSideDocks = 1500;

    SideDockFolding(QMainWindow* window, std::vector<QDockWidget*> sideDocks, QDockWidget* bottomTab);

    // Whether the side docks are folded into the bottom tabs now.
    bool isFolded() const { return m_folded; }
    // Fits the docks to the window's width once the resize settles (called from the window's resizeEvent).
    void windowResized() { m_settle.start(); }
    // After the layout was reset: the docks are where the default put them.
    void layoutReset();
    void fit();

signals:
    // The docks moved (tabbing makes the last one added the tab in front: the window brings back its own choice).
    void moved();

private:
    QMainWindow* m_window = nullptr;
    std::vector<QDockWidget*> m_sideDocks;
    QDockWidget* m_bottomTab = nullptr;
    bool m_folded = false;
    QTimer m_settle;
};

} // namespace attnlab::app
