#pragma once

#include <QPen>
#include <QRectF>

class QCPItemRect;
class QCPLayer;
class QCustomPlot;

namespace attnlab::widgets {

// An unfilled, unselectable rectangle on a map's layer, in plot coordinates (cell (i, j) spans j - 0.5 .. j + 0.5):
// what the decisions overlay and a lesson's highlights outline cells with.
QCPItemRect* makeCellOutline(QCustomPlot* plot, QCPLayer* layer, const QPen& pen, const QRectF& plotRect);

} // namespace attnlab::widgets
