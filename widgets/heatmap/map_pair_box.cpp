#include "widgets/heatmap/map_pair_box.h"

#include "widgets/heatmap/aspect_box.h"

#include <QEvent>

#include <algorithm>

namespace attnlab::widgets {

MapPairBox::MapPairBox(AspectHeatmapBox* first, AspectHeatmapBox* second, QWidget* parent)
    : QWidget(parent), m_first(first), m_second(second)
{
    m_first->setParent(this);
    m_second->setParent(this);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

bool MapPairBox::sideBySideAt(int width)
{
    return (width - kSpacing) / 2 >= kSideBySideWidth;
}

int MapPairBox::columnWidth(int width) const
{
    return sideBySideAt(width) ? (width - kSpacing) / 2 : width;
}

int MapPairBox::heightForWidth(int width) const
{
    const int column = columnWidth(width);
    const bool firstShown = m_first->isVisibleTo(this);
    const bool secondShown = m_second->isVisibleTo(this);
    const int first = firstShown ? m_first->heightForWidth(column) : 0;
    const int second = secondShown ? m_second->heightForWidth(column) : 0;
    if (sideBySideAt(width))
        return std::max(first, second);
    return first + second + (firstShown && secondShown ? kSpacing : 0);
}

QSize MapPairBox::sizeHint() const
{
    const int width = std::max(m_first->sizeHint().width(), m_second->sizeHint().width());
    return { width, heightForWidth(width) };
}

QSize MapPairBox::minimumSizeHint() const
{
    const QSize first = m_first->minimumSizeHint();
    const QSize second = m_second->minimumSizeHint();
    return { std::max(first.width(), second.width()), first.height() + kSpacing + second.height() };
}

bool MapPairBox::event(QEvent* event)
{
    // A box asks for another height (its matrix's shape or its labels changed): without a layout here, Qt posts
    // the request to this widget, which passes it on and places the boxes again.
    if (event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        place();
    }
    return QWidget::event(event);
}

void MapPairBox::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    place();
}

void MapPairBox::place()
{
    const int w = width();
    const int column = columnWidth(w);
    const int first = !m_first->isVisibleTo(this) ? 0 : m_first->heightForWidth(column);
    const int second = !m_second->isVisibleTo(this) ? 0 : m_second->heightForWidth(column);
    if (sideBySideAt(w)) {
        // One height for both, so their titles and axes line up (each centres its square cells in the room).
        const int height = std::max(first, second);
        m_first->setGeometry(0, 0, column, height);
        m_second->setGeometry(column + kSpacing, 0, w - column - kSpacing, height);
    } else {
        m_first->setGeometry(0, 0, w, first);
        m_second->setGeometry(0, first > 0 ? first + kSpacing : 0, w, second);
    }
}

} // namespace attnlab::widgets
