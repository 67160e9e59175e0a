#pragma once

#include <QImage>
#include <QMargins>
#include <QSize>
#include <QString>

class QCPAxis;
class QCustomPlot;
class QFont;
class QLabel;
class QStackedLayout;
class QWidget;

namespace attnlab::widgets {

// The point size plots write their text in: the widget font's, or 9 pt when the font is sized in pixels.
qreal plotPointSize(const QFont& font);

// The grey message on white that a plot widget shows while it has nothing to plot.
QLabel* makePlotHintLabel(const QString& text, QWidget* parent);

// A grey, wrapped note to stand under or beside a plot.
QLabel* makePlotNoteLabel(QWidget* parent);

// The owner's layout: the hint above the plot in one stack, the hint shown until there is data.
QStackedLayout* stackHintOverPlot(QWidget* owner, QLabel* hint, QWidget* plot);

// The plot drawn into an image of `size`, or, while there is nothing to plot, the hint written on white.
QImage renderPlotOrHint(QCustomPlot* plot, const QSize& size, bool hasData, const QString& hint);

// Light solid grid lines and short outward ticks: the quiet axis every line and bar plot shares.
void styleQuietAxis(QCPAxis* axis);

// Moves the legend out of the axis rect into a row of its own at `row` of the plot layout, shown without frame or
// fill, so it cannot cover what is plotted. The row takes no more height than the legend needs.
void moveLegendToRow(QCustomPlot* plot, int row, const QMargins& margins);

} // namespace attnlab::widgets
