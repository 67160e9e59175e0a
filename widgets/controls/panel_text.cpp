#include "widgets/controls/panel_text.h"

#include <QLabel>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

QFont scaledFont(const QFont& font, double factor)
{
    QFont scaled = font;
    if (font.pixelSize() > 0)
        scaled.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * factor))));
    else if (font.pointSizeF() > 0)
        scaled.setPointSizeF(font.pointSizeF() * factor);
    return scaled;
}

QLabel* makePanelTitle(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont titleFont = scaledFont(label->font(), 1.15);
    titleFont.setBold(true);
    label->setFont(titleFont);
    label->setWordWrap(true);
    return label;
}

QLabel* makeSectionHeading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    return label;
}

QLabel* makeSelectableNote(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel* makeGreyNote(QWidget* parent, Qt::TextFormat format)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(format);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(70, 70, 70));
    label->setPalette(palette);
    return label;
}

} // namespace attnlab::widgets
