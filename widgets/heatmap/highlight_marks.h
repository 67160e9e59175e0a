#pragma once

#include <QColor>
#include <QRectF>

#include <utility>
#include <vector>

class QCustomPlot;
class QCPItemRect;
class QCPLayer;

namespace attnlab::widgets {

// What a lesson step points at on a map: query rows, cells (i, j) and key columns, in the matrix's indices.
struct HeatmapHighlights {
    std::vector<int> rows;
    std::vector<std::pair<int, int>> cells; // (row i, column j)
    std::vector<int> columns;

    bool isEmpty() const { return rows.empty() && cells.empty() && columns.empty(); }
    bool operator==(const HeatmapHighlights& other) const
    {
        return rows == other.rows && cells == other.cells && columns == other.columns;
    }
    bool operator!=(const HeatmapHighlights& other) const { return !(*this == other); }
};

// Draws HeatmapHighlights as outlines in one highlight colour over a dark halo (so they read on viridis' dark and
// yellow ends, magma, cividis, grey and the diverging map's white middle) on a layer of their own, below the crosshair.
// Neighbouring rows, columns and cells of one row are outlined together, so "keys 5 6 7" is one band; a position
// outside the matrix is left out.
class HighlightMarks {
public:
    // The colour every highlight is drawn in (orange: not a colour of any of the lab's maps at full saturation).
    static QColor colour();

    explicit HighlightMarks(QCustomPlot* plot);

    // Replaces the outlines for a rows x columns matrix; returns how many outlines were drawn.
    int show(const HeatmapHighlights& highlights, int rows, int columns);
    void hide();
    int outlineCount() const { return static_cast<int>(m_lines.size()); }

private:
    QCustomPlot* m_plot;
    QCPLayer* m_layer;
    std::vector<QCPItemRect*> m_halos;
    std::vector<QCPItemRect*> m_lines;
};

} // namespace attnlab::widgets
