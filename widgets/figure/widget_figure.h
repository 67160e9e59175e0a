#pragma once

#include <QRectF>
#include <QSize>
#include <QString>

class QCPPainter;
class QCustomPlot;
class QFont;
class QImage;
class QPainter;
class QWidget;

namespace attnlab::widgets {

// The size `view` has on screen, or its size hint while it has never been laid out.
QSize onScreenSize(const QWidget* view);

// Draws a view made of child widgets as a figure of `size`: its layout is set to `size` for the time of the
// drawing (and back afterwards), then every child shown is drawn at its place: a FigureSource by its own
// paintFigure, a plot by QCustomPlot::toPainter, text and other painted widgets as they paint themselves. Controls
// (buttons, boxes, sliders, progress bars) and widgets marked with excludeFromFigures() are left out: a figure
// shows results, not the knobs that chose them.
void paintWidgetFigure(QCPPainter& painter, QWidget* view, const QSize& size);

// Leaves `widget` (and what it holds) out of its view's figures.
void excludeFromFigures(QWidget* widget);

// A plot drawn at `size`, then laid out again at its own size so hover and clicks map as before.
void paintPlotFigure(QCPPainter& painter, QCustomPlot* plot, const QSize& size);

// The grey hint a view shows while it has nothing to draw, written on white across `size`.
void paintHintFigure(QPainter& painter, const QSize& size, const QString& hint, const QFont& font);

// Draws `image` (or its `source` part) into `target` with crisp cells. PDF and SVG viewers smooth an image they
// scale up, so for those devices the image is enlarged first, each cell a block of pixels.
void drawCrispImage(QPainter& painter, const QRectF& target, const QImage& image, const QRect& source = QRect());

} // namespace attnlab::widgets
