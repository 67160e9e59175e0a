#include "widgets/heatmap/aspect_box.h"

#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/view.h"

#include <QFontMetrics>
#include <QResizeEvent>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr int kEmptyHeight = 120; // the view's hint text needs a few lines
constexpr int kShortestHeight = 100;
// Layouts differ by a few pixels as tick labels change, and the space the labels take depends on the height they are
// given: a box that followed every change over 3 pixels was resized twice per change of lsh's buckets at N = 512
// (878, then 885 pixels high), and its map drawn twice, 10-14 ms each. Changes up to this many pixels keep its size.
constexpr int kChromeTolerance = 10;

} // namespace

AspectHeatmapBox::AspectHeatmapBox(QWidget* parent) : QWidget(parent)
{
    m_view = new HeatmapView(this);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    // Before the first layout: a title line, tick labels and an axis label below; tick labels and a label on the
    // left, the colour bar with its labels on the right.
    const QFontMetrics metrics(font());
    m_verticalChrome = 4 * metrics.height() + 16;
    m_horizontalChrome = 2 * metrics.horizontalAdvance(QStringLiteral("0.000")) + 3 * metrics.height() + 30;
    // Connected after the view's own layout handler, so the margins it sets for square cells are known.
    connect(m_view->plot(), &QCustomPlot::afterLayout, this, &AspectHeatmapBox::measureChrome);
}

void AspectHeatmapBox::setTallestRatio(double ratio)
{
    m_tallestRatio = ratio;
    updateGeometry();
}

int AspectHeatmapBox::heightForWidth(int width) const
{
    if (!m_view->hasMatrix())
        return kEmptyHeight;
    const double shape = static_cast<double>(m_view->rows()) / std::max(1, m_view->columns());
    const int cells = std::max(0, width - m_horizontalChrome);
    return std::max(
        kShortestHeight, m_verticalChrome + static_cast<int>(std::lround(cells * std::min(m_tallestRatio, shape))));
}

QSize AspectHeatmapBox::sizeHint() const
{
    const int width = m_view->sizeHint().width();
    return { width, heightForWidth(width) };
}

QSize AspectHeatmapBox::minimumSizeHint() const
{
    return { m_view->minimumSizeHint().width(), kShortestHeight };
}

void AspectHeatmapBox::paintFigure(QCPPainter& painter, const QSize& size)
{
    m_view->paintFigure(painter, size); // the view fills the box
}

QSize AspectHeatmapBox::figureSizeHint() const
{
    return onScreenSize(this);
}

void AspectHeatmapBox::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_view->setGeometry(rect());
}

void AspectHeatmapBox::measureChrome()
{
    if (!m_view->hasMatrix())
        return;
    // The space the plot gives to everything but the cells, without the margins that only centre square cells.
    QCustomPlot* plot = m_view->plot();
    const QMargins centring = plot->plotLayout()->margins();
    const QRect cells = plot->axisRect()->rect();
    const int horizontal = plot->viewport().width() - cells.width() - centring.left() - centring.right();
    const int vertical = plot->viewport().height() - cells.height() - centring.top() - centring.bottom();
    // A new shape changes the height wanted at every width, even with the same chrome.
    const QSize shape(m_view->columns(), m_view->rows());
    if (shape == m_measuredShape && std::abs(horizontal - m_horizontalChrome) <= kChromeTolerance
        && std::abs(vertical - m_verticalChrome) <= kChromeTolerance)
        return;
    m_measuredShape = shape;
    m_horizontalChrome = horizontal;
    m_verticalChrome = vertical;
    updateGeometry();
}

} // namespace attnlab::widgets
