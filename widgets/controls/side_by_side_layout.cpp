#include "widgets/controls/side_by_side_layout.h"

namespace attnlab::widgets {

SideBySideLayout::SideBySideLayout(int sideBySideWidth, QWidget* parent)
    : QBoxLayout(QBoxLayout::TopToBottom, parent), m_sideBySideWidth(sideBySideWidth)
{
}

void SideBySideLayout::setGeometry(const QRect& rect)
{
    const Direction wanted = rect.width() >= m_sideBySideWidth ? LeftToRight : TopToBottom;
    // Changing direction invalidates the layout; the geometry below is then computed for the new direction.
    if (direction() != wanted)
        setDirection(wanted);
    QBoxLayout::setGeometry(rect);
}

} // namespace attnlab::widgets
