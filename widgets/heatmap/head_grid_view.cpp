#include "widgets/heatmap/head_grid_view.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/replot_queue.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

// More heads side by side make each too small beside the three main maps.
constexpr int kMostColumns = 4;
constexpr int kSpacing = 4;

// How many heads of `heads` stand side by side in a row `width` pixels wide (at least one, at most four).
int columnsThatFit(int width, int heads)
{
    const int fitting = (width + kSpacing) / (HeadGridView::headMinimumSize().width() + kSpacing);
    return std::clamp(fitting, 1, std::max(1, std::min(kMostColumns, heads)));
}

} // namespace

HeadGridView::HeadGridView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_heading = new QLabel(tr("Heads"), this);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    layout->addWidget(m_heading);

    m_scroll = new QScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the heads wrap instead
    m_content = new QWidget(m_scroll);
    m_grid = new QGridLayout(m_content);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(kSpacing);
    m_scroll->setWidget(m_content);
    m_replots = new ReplotQueue(this);
    m_scroll->viewport()->installEventFilter(this);
    layout->addWidget(m_scroll, 1);
    FigureMenu::attach(this, [] {
        return QStringLiteral("heads");
    })->setTexts(tr("Copy all heads"), tr("Save all heads as…"), true);
}

QSize HeadGridView::headMinimumSize()
{
    // Room for a title, axis labels with two or three numbers each and a labelled colour bar around a map of
    // about 120 x 120 pixels.
    return { 230, 200 };
}

QSize HeadGridView::minimumSizeHint() const
{
    // One head fully visible; more scroll.
    const QSize head = headMinimumSize();
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    return { head.width() + scrollBar + 8, head.height() + m_heading->sizeHint().height() + 14 };
}

void HeadGridView::clearHeads()
{
    if (!m_views.empty() && !m_views.front()->plotArea().isEmpty())
        m_lastPlotArea = m_views.front()->plotArea();
    while (!m_views.empty())
        putLastViewAway();
    m_columns = 0;
}

HeatmapView* HeadGridView::takeView()
{
    if (!m_spare.empty()) {
        HeatmapView* view = m_spare.back();
        m_spare.pop_back();
        view->setColormap(m_colormap);
        view->setLogScale(m_logScale);
        view->show();
        return view;
    }
    auto* view = new HeatmapView(m_content);
    view->setMinimumSize(headMinimumSize());
    view->setValueLabel(tr("weight"));
    view->setReplotQueue(m_replots);
    view->setColormap(m_colormap);
    view->setLogScale(m_logScale);
    connect(view, &HeatmapView::cellHovered, this, &HeadGridView::cellHovered);
    connect(view, &HeatmapView::hoverCleared, this, &HeadGridView::hoverCleared);
    connect(view, &HeatmapView::cellClicked, this, &HeadGridView::cellClicked);
    return view;
}

void HeadGridView::putLastViewAway()
{
    HeatmapView* view = m_views.back();
    m_views.pop_back();
    m_grid->removeWidget(view);
    view->hide();
    view->clearCrosshair();
    view->clear(); // drops the head's map (64 MiB at N = 4096)
    m_spare.push_back(view);
}

QSize HeadGridView::headPlotArea() const
{
    if (!m_views.empty() && !m_views.front()->plotArea().isEmpty())
        return m_views.front()->plotArea();
    if (!m_lastPlotArea.isEmpty())
        return m_lastPlotArea;
    // About what a head at headMinimumSize() keeps for its cells; a head laid out otherwise pools anew (in the
    // background for a large map).
    return { 120, 120 };
}

QSize HeadGridGeometry::plotArea(int heads) const
{
    if (heads <= 0 || viewport.isEmpty() || chrome.isEmpty())
        return fallback;
    const QSize minimum = HeadGridView::headMinimumSize();
    int width = viewport.width();
    int columns = columnsThatFit(width, heads);
    int rows = (heads + columns - 1) / columns;
    // Rows of heads at their minimum height that do not fit scroll, and the scroll bar takes its width.
    const bool scrolls = rows * minimum.height() + (rows - 1) * kSpacing > viewport.height();
    if (scrolls) {
        width -= scrollBarWidth;
        columns = columnsThatFit(width, heads);
        rows = (heads + columns - 1) / columns;
    }
    const int cellWidth = std::max(minimum.width(), (width - (columns - 1) * kSpacing) / columns);
    const int cellHeight
        = scrolls ? minimum.height() : std::max(minimum.height(), (viewport.height() - (rows - 1) * kSpacing) / rows);
    const int side = std::max(1, std::min(cellWidth - chrome.width(), cellHeight - chrome.height()));
    return { side, side };
}

HeadGridGeometry HeadGridView::geometry() const
{
    HeadGridGeometry geometry;
    const QScrollBar* bar = m_scroll->verticalScrollBar();
    const int barWidth = bar->isVisible() ? bar->width() : bar->sizeHint().width();
    geometry.viewport = m_scroll->viewport()->size() + QSize(bar->isVisible() ? barWidth : 0, 0);
    geometry.scrollBarWidth = barWidth;
    geometry.fallback = headPlotArea();
    if (!m_views.empty() && m_views.front()->testAttribute(Qt::WA_Resized) && !m_views.front()->plotArea().isEmpty())
        geometry.chrome = m_views.front()->chrome();
    return geometry;
}

void HeadGridView::setHeads(const std::vector<Head>& heads)
{
    if (heads.empty())
        clearHeads();
    if (heads.size() != m_views.size()) {
        while (m_views.size() > heads.size())
            putLastViewAway();
        while (m_views.size() < heads.size())
            m_views.push_back(takeView());
        m_columns = 0; // lays every head out again
        arrange();
    }
    // The shared colour range reaches the largest weight of any head: from the prepared ranges when they answer.
    float largest = 0.0f;
    for (const Head& head : heads) {
        if (!head.map || head.map->size() == 0)
            continue;
        const float maximum = head.display.answers(*head.map) ? head.display.maximum : finiteRange(*head.map).second;
        largest = std::max(largest, maximum);
    }
    for (std::size_t t = 0; t < heads.size(); ++t) {
        // One replot for the range and the map together (a view that showed a head replotted for each).
        const HeatmapView::ReplotHold hold(*m_views[t]);
        m_views[t]->setColorRange(0.0, largest > 0.0f ? largest : 1.0);
        m_views[t]->setMatrix(heads[t].map, heads[t].title, heads[t].display);
    }
    m_heading->setText(tr("%n head(s), shared colour range", nullptr, static_cast<int>(heads.size())));
}

void HeadGridView::setColormap(const QString& name)
{
    m_colormap = name;
    for (HeatmapView* view : m_views)
        view->setColormap(name);
}

void HeadGridView::setLogScale(bool logarithmic)
{
    m_logScale = logarithmic;
    for (HeatmapView* view : m_views)
        view->setLogScale(logarithmic);
}

void HeadGridView::arrange()
{
    if (m_views.empty())
        return;
    const int columns = columnsThatFit(m_scroll->viewport()->width(), static_cast<int>(m_views.size()));
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (HeatmapView* view : m_views)
        m_grid->removeWidget(view);
    for (int column = 0; column < kMostColumns; ++column)
        m_grid->setColumnStretch(column, column < columns ? 1 : 0);
    for (std::size_t t = 0; t < m_views.size(); ++t)
        m_grid->addWidget(m_views[t], static_cast<int>(t) / columns, static_cast<int>(t) % columns);
}

QSize HeadGridView::figureCellSize() const
{
    // Every head at the size one has on screen (the scroll area may hide some), at least the readable minimum.
    const QSize minimum = headMinimumSize();
    if (m_views.empty() || !m_views.front()->testAttribute(Qt::WA_Resized))
        return minimum;
    return m_views.front()->size().expandedTo(minimum);
}

QSize HeadGridView::figureSizeHint() const
{
    const QSize shown = onScreenSize(this);
    if (m_views.empty())
        return shown;
    const int columns = m_columns > 0 ? m_columns : std::min(kMostColumns, static_cast<int>(m_views.size()));
    const int rows = (static_cast<int>(m_views.size()) + columns - 1) / columns;
    const QMargins margins = layout()->contentsMargins();
    const int heading = m_heading->sizeHint().height() + layout()->spacing();
    const QSize cell = figureCellSize();
    return { std::max(
                 shown.width(), margins.left() + margins.right() + columns * cell.width() + (columns - 1) * kSpacing),
        margins.top() + heading + rows * cell.height() + (rows - 1) * kSpacing + margins.bottom() };
}

void HeadGridView::paintFigure(QCPPainter& painter, const QSize& size)
{
    if (m_views.empty()) {
        paintHintFigure(painter, size, tr("No heads to show yet."), font());
        return;
    }
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    // The heading, then every head (not only those scrolled into view) in the columns the screen shows.
    const QRect inside = QRect(QPoint(0, 0), size).marginsRemoved(layout()->contentsMargins());
    const QFont headingFont = plotFont(m_heading->font(), plotPointSize(m_heading->font()), m_heading->text(), true);
    const int headingHeight = QFontMetrics(headingFont).height();
    painter.setFont(headingFont);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(inside.left(), inside.top(), inside.width(), headingHeight),
        Qt::AlignLeft | Qt::AlignVCenter, m_heading->text());

    const int count = static_cast<int>(m_views.size());
    const int columns = m_columns > 0 ? m_columns : std::min(kMostColumns, count);
    const int rows = (count + columns - 1) / columns;
    const int top = inside.top() + headingHeight + layout()->spacing();
    const int cellWidth = std::max(1, (inside.width() - (columns - 1) * kSpacing) / columns);
    const int cellHeight = std::max(1, (inside.bottom() + 1 - top - (rows - 1) * kSpacing) / rows);
    for (int t = 0; t < count; ++t) {
        painter.save();
        painter.translate(
            inside.left() + (t % columns) * (cellWidth + kSpacing), top + (t / columns) * (cellHeight + kSpacing));
        painter.setClipRect(QRect(0, 0, cellWidth, cellHeight), Qt::IntersectClip);
        m_views[static_cast<std::size_t>(t)]->paintFigure(painter, QSize(cellWidth, cellHeight));
        painter.restore();
    }
    painter.restore();
}

bool HeadGridView::eventFilter(QObject* watched, QEvent* event)
{
    // The viewport's width, not this widget's, says how many heads fit: a scroll bar coming or going changes it.
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

void HeadGridView::setCrosshair(int i, int j)
{
    for (HeatmapView* view : m_views)
        if (view->hasMatrix() && i < view->rows() && j < view->columns())
            view->setCrosshair(i, j);
}

void HeadGridView::clearCrosshair()
{
    for (HeatmapView* view : m_views)
        view->clearCrosshair();
}

} // namespace attnlab::widgets
