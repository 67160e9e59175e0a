#include "widgets/heatmap/head_grid_view.h"

#include "widgets/heatmap/view.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

HeadGridView::HeadGridView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_heading = new QLabel(tr("Heads"), this);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    layout->addWidget(m_heading);
    m_grid = new QGridLayout;
    m_grid->setSpacing(4);
    layout->addLayout(m_grid, 1);
}

void HeadGridView::clearHeads()
{
    for (HeatmapView* view : m_views)
        delete view;
    m_views.clear();
}

void HeadGridView::setHeads(const std::vector<Head>& heads)
{
    if (heads.size() != m_views.size()) {
        clearHeads();
        // One row below the three main maps, up to four heads wide.
        const int columns = static_cast<int>(std::min<std::size_t>(heads.size(), 4));
        for (std::size_t t = 0; t < heads.size(); ++t) {
            auto* view = new HeatmapView(this);
            view->setMinimumSize(140, 120);
            view->setValueLabel(QString());
            m_grid->addWidget(view, static_cast<int>(t) / columns, static_cast<int>(t) % columns);
            connect(view, &HeatmapView::cellHovered, this, &HeadGridView::cellHovered);
            connect(view, &HeatmapView::hoverCleared, this, &HeadGridView::hoverCleared);
            connect(view, &HeatmapView::cellClicked, this, &HeadGridView::cellClicked);
            m_views.push_back(view);
        }
    }
    float largest = 0.0f;
    for (const Head& head : heads)
        if (head.map.size() > 0)
            largest = std::max(largest, head.map.maxCoeff());
    for (std::size_t t = 0; t < heads.size(); ++t) {
        m_views[t]->setColorRange(0.0, largest > 0.0f ? largest : 1.0);
        m_views[t]->setMatrix(heads[t].map, heads[t].title);
    }
    m_heading->setText(tr("%n head(s), shared colour range", nullptr, static_cast<int>(heads.size())));
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
