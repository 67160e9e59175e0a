#include "widgets/controls/panel_text.h"

#include <QLabel>
#include <QPalette>

namespace attnlab::widgets {

QLabel* makePanelTitle(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont titleFont = label->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
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
