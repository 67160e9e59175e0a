#pragma once

#include "core/matrix.h"

#include <QString>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;

namespace attnlab::widgets {

class HeatmapView;

// Small heatmaps side by side, one per attention head, each titled with the pattern that head used; shown next
// to the combined map of a multi-head variant. All heads share one colour range so their weights compare.
class HeadGridView : public QWidget {
    Q_OBJECT

public:
    struct Head {
        QString title;
        core::Matrix map;
    };

    explicit HeadGridView(QWidget* parent = nullptr);

    void setHeads(const std::vector<Head>& heads);
    void clearHeads();
    int headCount() const { return static_cast<int>(m_views.size()); }
    HeatmapView* headView(int index) const { return m_views.at(static_cast<std::size_t>(index)); }

signals:
    // Forwarded from any head so the window can keep one crosshair across every map.
    void cellHovered(int i, int j);
    void hoverCleared();
    // A cell of any head was clicked: query i is the one to explain.
    void cellClicked(int i, int j);

public slots:
    void setCrosshair(int i, int j);
    void clearCrosshair();

private:
    QGridLayout* m_grid = nullptr;
    QLabel* m_heading = nullptr;
    std::vector<HeatmapView*> m_views;
};

} // namespace attnlab::widgets
