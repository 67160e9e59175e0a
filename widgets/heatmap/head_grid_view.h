#pragma once

#include "core/matrix.h"
#include "widgets/figure/figure_source.h"
#include "widgets/heatmap/map_display.h"

#include <QSize>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

class QGridLayout;
class QLabel;
class QScrollArea;

class QCPPainter;

namespace attnlab::widgets {

class HeatmapView;
class ReplotQueue;

// Where a grid of heads will stand, from the grid as it is now: the window's worker pools the next heads' maps for it,
// and how many heads there are is known only once they are computed. A value, safe to use on any thread.
struct HeadGridGeometry {
    QSize viewport; // the scroll area's viewport, the width of a vertical scroll bar included
    int scrollBarWidth = 0;
    // A head's size beyond the room for its plot area (HeatmapView::chrome()), from a head laid out; empty before.
    QSize chrome;
    QSize fallback; // the plot area answered while nothing is laid out

    // The plot area of each of `heads` heads, square as their N x N maps' cells are (to a pixel: the grid's columns
    // share its width unevenly).
    QSize plotArea(int heads) const;
};

// Small heatmaps, one per attention head, each titled with the pattern that head used; shown next to the combined
// map of a multi-head variant. All heads share one colour range so their weights compare. Each head keeps a
// readable size (headMinimumSize()): the heads wrap into as many columns as the width holds, and the rows scroll
// when there is not height enough for all of them.
class HeadGridView : public QWidget, public FigureSource {
    Q_OBJECT

public:
    struct Head {
        QString title;
        std::shared_ptr<const core::Matrix> map; // shared: an N x N map is 64 MiB at N = 4096
        // Its range and cells worked out elsewhere (HeatmapView::setMatrix); worked out here when it does not
        // answer the map.
        MapDisplay display;
    };

    explicit HeadGridView(QWidget* parent = nullptr);

    // Views are kept across calls (and added or put away at the end, hidden and empty, to be shown again for more
    // heads) so that they keep their size: what headPlotArea() says the next heads are pooled for.
    void setHeads(const std::vector<Head>& heads);
    void clearHeads();
    // The plot area of the heads' maps (HeatmapView::plotArea()) now: the first head's, the last one's shown when
    // there is none now, a head at its minimum size before any was shown.
    QSize headPlotArea() const;
    // Where heads will stand, for any count (as arrange() and the layout will put them).
    HeadGridGeometry geometry() const;
    // Every head's colour map and scale (HeatmapView::setColormap, setLogScale), kept for heads added later.
    void setColormap(const QString& name);
    void setLogScale(bool logarithmic);
    HeatmapView* headView(int index) const { return m_views.at(static_cast<std::size_t>(index)); }
    int headCount() const { return static_cast<int>(m_views.size()); }
    // The smallest size a head's map is given: its cells, axis numbers and colour bar stay readable.
    static QSize headMinimumSize();
    // How many heads stand side by side in one row at the current width.
    int columnCount() const { return m_columns; }
    QScrollArea* scrollArea() const { return m_scroll; }

    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    // Forwarded from any head so the window can keep one crosshair across every map.
    void cellHovered(int i, int j);
    void hoverCleared();
    // A cell of any head was clicked: query i is the one to explain.
    void cellClicked(int i, int j);

public slots:
    void setCrosshair(int i, int j);
    void clearCrosshair();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A view for one more head: a spare one, or a new one.
    HeatmapView* takeView();
    // Hides the last shown view and keeps it as a spare.
    void putLastViewAway();
    // Puts the heads into as many columns as the scroll area's width holds (at most four).
    void arrange();
    // The size of one head in figures.
    QSize figureCellSize() const;

    QLabel* m_heading = nullptr;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QGridLayout* m_grid = nullptr;
    std::vector<HeatmapView*> m_views;
    // Views of heads no longer shown, hidden and empty, taken again before new ones are made: a change of the head
    // count back and forth (4 to 8 and back) made and destroyed four plots each time.
    std::vector<HeatmapView*> m_spare;
    // The heads replot through it, once each however often an outcome and the layout that follows ask (a change of
    // the head count replotted every head twice: for its new map, then at its new size).
    ReplotQueue* m_replots = nullptr;
    int m_columns = 0;
    QSize m_lastPlotArea; // of the first head, when the heads were last cleared
    QString m_colormap = QStringLiteral("viridis");
    bool m_logScale = false;
};

} // namespace attnlab::widgets
