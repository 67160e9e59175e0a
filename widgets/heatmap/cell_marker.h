#pragma once

#include <QRectF>

#include <array>

class QCustomPlot;
class QCPItemRect;
class QCPLayer;

namespace attnlab::widgets {

// Outlines one row band, one column band and their shared cell of a heatmap, in plot coordinates. Each outline
// is a white line over a wider dark one, so it stays visible on viridis' dark end, on its yellow end and on the
// white middle of the diverging map. The items live on their own buffered layer: moving the marker redraws
// that layer only, not the colour map.
class CellMarker {
public:
    explicit CellMarker(QCustomPlot* plot);

    // Rows and columns are cell indices of a rows x cols matrix whose cell (i, j) is centred on (x=j, y=i).
    void show(int row, int column, int rows, int columns);
    void hide();
    bool isVisible() const { return m_visible; }
    void redraw();

private:
    enum Band { RowBand, ColumnBand, Cell, BandCount };
    void place(Band band, const QRectF& plotRect);

    QCustomPlot* m_plot;
    QCPLayer* m_layer;
    std::array<QCPItemRect*, BandCount> m_halos {};
    std::array<QCPItemRect*, BandCount> m_lines {};
    bool m_visible = false;
};

} // namespace attnlab::widgets
