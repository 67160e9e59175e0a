#include "widgets/plots/row_index_plot.h"

#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

// Okabe & Ito's vermillion: apart from the blue and orange series drawn under it.
const QColor kMarkerColour(213, 94, 0);

} // namespace

RowIndexPlot::RowIndexPlot(QWidget* parent) : QCustomPlot(parent)
{
    setBackground(Qt::white);
    for (QCPAxis* axis : { xAxis, yAxis, yAxis2 }) {
        styleQuietAxis(axis);
    }
    xAxis->setTicker(QSharedPointer<IndexTicker>::create());
    xAxis->grid()->setVisible(false);
    xAxis->setLabel(tr("query i"));

    // The marker on a layer of its own above the plottables, so bars cannot hide it.
    addLayer(QStringLiteral("marker"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_marker = new QCPItemStraightLine(this);
    m_marker->setLayer(QStringLiteral("marker"));
    m_marker->setPen(QPen(kMarkerColour, 1.5, Qt::DashLine));
    m_marker->setSelectable(false);
    m_marker->setVisible(false);
    m_marker->setClipToAxisRect(true);

    applyFonts();
    setRowCount(0);
    connect(this, &QCustomPlot::mousePress, this, &RowIndexPlot::pickAt);
}

void RowIndexPlot::applyFonts()
{
    const QFont base = font();
    const qreal size = plotPointSize(base);
    for (QCPAxis* axis : { xAxis, yAxis, yAxis2 }) {
        axis->setLabelFont(plotFont(base, size, axis->label()));
        axis->setTickLabelFont(plotFont(base, size - 1, QString()));
    }
    legend->setFont(plotFont(base, size - 1, QString()));
}

void RowIndexPlot::setRowCount(int count)
{
    m_rowCount = std::max(0, count);
    xAxis->setRange(-0.5, std::max(1, m_rowCount) - 0.5);
    if (m_chosen >= m_rowCount)
        setChosenRow(-1);
    replot(QCustomPlot::rpQueuedReplot);
}

void RowIndexPlot::setChosenRow(int row)
{
    m_chosen = row >= 0 && row < m_rowCount ? row : -1;
    m_marker->setVisible(m_chosen >= 0);
    if (m_chosen >= 0) {
        m_marker->point1->setCoords(m_chosen, 0.0);
        m_marker->point2->setCoords(m_chosen, 1.0);
    }
    replot(QCustomPlot::rpQueuedReplot);
}

int RowIndexPlot::rowPixel(int row) const
{
    return static_cast<int>(std::lround(xAxis->coordToPixel(row)));
}

void RowIndexPlot::pickAt(QMouseEvent* event)
{
    if (m_rowCount == 0 || event->button() != Qt::LeftButton)
        return;
    const QPointF position = event->position();
    if (!axisRect()->rect().contains(position.toPoint()))
        return;
    const long row = std::lround(xAxis->pixelToCoord(position.x()));
    emit rowClicked(static_cast<int>(std::clamp<long>(row, 0, m_rowCount - 1)));
}

void RowIndexPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) { // plot text is sized from the widget's font
        applyFonts();
        replot(QCustomPlot::rpQueuedReplot);
    }
    QCustomPlot::changeEvent(event);
}

QSize RowIndexPlot::sizeHint() const
{
    return { 420, 170 };
}

QSize RowIndexPlot::minimumSizeHint() const
{
    return { 220, 130 };
}

void RowIndexPlot::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintPlotFigure(painter, this, size);
}

QSize RowIndexPlot::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
