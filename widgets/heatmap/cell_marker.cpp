#include "widgets/heatmap/cell_marker.h"

#include <qcustomplot.h>

namespace attnlab::widgets {

namespace {

const QString kLayerName = QStringLiteral("cellMarker");

QCPItemRect* makeOutline(QCustomPlot* plot, QCPLayer* layer, const QPen& pen)
{
    auto* rect = new QCPItemRect(plot);
    rect->setLayer(layer);
    rect->setPen(pen);
    rect->setBrush(Qt::NoBrush);
    rect->setSelectable(false);
    rect->setAntialiased(false); // crisp pixel lines: antialiasing would smear the white line into grey
    rect->setVisible(false);
    return rect;
}

} // namespace

CellMarker::CellMarker(QCustomPlot* plot) : m_plot(plot)
{
    m_plot->addLayer(kLayerName, m_plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_layer = m_plot->layer(kLayerName);
    m_layer->setMode(QCPLayer::lmBuffered);
    const QPen halo(QColor(0, 0, 0, 170), 3.0);
    const QPen line(QColor(255, 255, 255), 1.0);
    // Halos first so every white line is drawn above every dark one.
    for (auto& item : m_halos)
        item = makeOutline(m_plot, m_layer, halo);
    for (auto& item : m_lines)
        item = makeOutline(m_plot, m_layer, line);
}

void CellMarker::place(Band band, const QRectF& plotRect)
{
    for (QCPItemRect* item : { m_halos[band], m_lines[band] }) {
        item->topLeft->setCoords(plotRect.left(), plotRect.top());
        item->bottomRight->setCoords(plotRect.right(), plotRect.bottom());
        item->setVisible(true);
    }
}

void CellMarker::show(int row, int column, int rows, int columns)
{
    place(RowBand, QRectF(QPointF(-0.5, row - 0.5), QPointF(columns - 0.5, row + 0.5)));
    place(ColumnBand, QRectF(QPointF(column - 0.5, -0.5), QPointF(column + 0.5, rows - 0.5)));
    place(Cell, QRectF(QPointF(column - 0.5, row - 0.5), QPointF(column + 0.5, row + 0.5)));
    m_visible = true;
}

void CellMarker::hide()
{
    for (int band = 0; band < BandCount; ++band) {
        m_halos[band]->setVisible(false);
        m_lines[band]->setVisible(false);
    }
    m_visible = false;
}

void CellMarker::redraw()
{
    m_layer->replot();
}

} // namespace attnlab::widgets
