#pragma once

#include "widgets/heatmap/bucket_order.h"

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QSharedPointer>
#include <QString>

#include <vector>

class QCPAbstractItem;
class QCPAxis;
class QCPItemPixmap;
class QCPAxisTicker;
class QCustomPlot;
class QCPLayer;

namespace attnlab::widgets {

class HeatmapView;

// Marks drawn over a HeatmapView's cells to show what a method decided: lines between the blocks of a reordered
// map (with each block's label as the axis tick at its middle), and outlined groups of cells (a matching, kept
// keys). The marks live on their own layer below the view's crosshair; the view itself stays unaware of them.
class HeatmapOverlay : public QObject {
    Q_OBJECT

public:
    explicit HeatmapOverlay(HeatmapView* view);
    ~HeatmapOverlay() override;

    // Lines between consecutive blocks of rows (columns), and the blocks' labels as the query (key) axis ticks.
    // The labels replace the view's own ticks until clearBlocks(); labels that would overlap are left out.
    void setRowBlocks(const std::vector<LabelBlock>& blocks);
    void setColumnBlocks(const std::vector<LabelBlock>& blocks);
    void clearBlocks();
    // Rectangles of cells, in cell units: x = first column, y = first row, width columns, height rows. White (as
    // the crosshair) unless another colour tells them apart from it.
    void setOutlinedCells(const std::vector<QRect>& cells, const QColor& colour = Qt::white);
    void clearOutlines();
    // A colour per row (column) position, drawn as a band between the cells and the query (key) axis: tokens that
    // share a bucket share a colour, whether the map is sorted by bucket or in sequence order.
    void setRowColours(const std::vector<QColor>& colours);
    void setColumnColours(const std::vector<QColor>& colours);
    void clearColours();
    void clear();

    int blockLineCount() const { return static_cast<int>(m_blockLines.size()); }
    int outlineCount() const { return static_cast<int>(m_outlines.size()) / 2; }
    // The tick labels the overlay put on the query (rows) or key (columns) axis at the last layout.
    QStringList rowTickLabels() const { return m_rowTickLabels; }
    QStringList columnTickLabels() const { return m_columnTickLabels; }
    // The colours of the row (column) band; empty without one.
    const std::vector<QColor>& rowColours() const { return m_rowBand.colours; }
    const std::vector<QColor>& columnColours() const { return m_columnBand.colours; }
    // Where the bands were drawn at the last layout, in the plot's pixels (empty without a band).
    QRect rowBandRect() const { return m_rowBand.drawn; }
    QRect columnBandRect() const { return m_columnBand.drawn; }

private:
    struct AxisBlocks {
        std::vector<LabelBlock> blocks;
        QSharedPointer<QCPAxisTicker> ticker; // ours, while blocks are shown
        QSharedPointer<QCPAxisTicker> replaced; // the view's, given back by clearBlocks()
    };

    struct ColourBand {
        std::vector<QColor> colours;
        QCPItemPixmap* item = nullptr;
        int replacedOffset = 0; // the axis' offset before the band pushed it out
        QRect drawn;
    };

    void setBand(QCPAxis* axis, ColourBand& band, const std::vector<QColor>& colours);
    void removeBand(QCPAxis* axis, ColourBand& band);
    void placeColourBands();
    void drawBlockLines();
    void removeItems(std::vector<QCPAbstractItem*>& items);
    void applyBlockTicks();
    QStringList fitTicks(QCPAxis* axis, AxisBlocks& axisBlocks);
    void replot();

    QPointer<QCustomPlot> m_plot; // null once the view is gone (it owns the items)
    QCPLayer* m_layer = nullptr;
    AxisBlocks m_rows;
    AxisBlocks m_columns;
    std::vector<QCPAbstractItem*> m_blockLines;
    std::vector<QCPAbstractItem*> m_outlines;
    ColourBand m_rowBand;
    ColourBand m_columnBand;
    QStringList m_rowTickLabels;
    QStringList m_columnTickLabels;
    bool m_applying = false;
};

} // namespace attnlab::widgets
