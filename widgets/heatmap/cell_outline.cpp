#include "widgets/heatmap/cell_outline.h"

#include <qcustomplot.h>

namespace attnlab::widgets {

QCPItemRect* makeCellOutline(QCustomPlot* plot, QCPLayer* layer, const QPen& pen, const QRectF& plotRect)
{
    auto* rect = new QCPItemRect(plot);
    rect->setLayer(layer);
    rect->setPen(pen);
    rect->setBrush(Qt::NoBrush);
    rect->setSelectable(false);
    rect->setAntialiased(false);
    rect->topLeft->setCoords(plotRect.left(), plotRect.top());
    rect->bottomRight->setCoords(plotRect.right(), plotRect.bottom());
    return rect;
}

} // namespace attnlab::widgets
