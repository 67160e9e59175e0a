#pragma once

#include <QFont>
#include <QString>
#include <Qt>

class QLabel;
class QWidget;

namespace attnlab::widgets {

// `font` made `factor` times larger, whether its size is given in points or in pixels (presentation mode sets
// pixel sizes, for which QFont::pointSizeF() is -1).
QFont scaledFont(const QFont& font, double factor);

// The bold line, a little larger than the text around it, that names what a dock panel shows.
QLabel* makePanelTitle(QWidget* parent);

// A bold, word-wrapped line that names the part under it.
QLabel* makeSectionHeading(const QString& text, QWidget* parent);

// Word-wrapped rich text the reader can select: numbers and token lists worth copying.
QLabel* makeSelectableNote(QWidget* parent);

// Word-wrapped text in dark grey: what a panel shows and how to read it.
QLabel* makeGreyNote(QWidget* parent, Qt::TextFormat format = Qt::AutoText);

} // namespace attnlab::widgets
