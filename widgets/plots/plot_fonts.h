#pragma once

#include <QFont>
#include <QString>

namespace attnlab::widgets {

// True when the text holds a Han (Chinese) character.
bool containsHan(const QString& text);

// The family used for text with Han characters: "Noto Sans CJK SC". Noto Sans CJK picks Japanese glyph shapes
// under the C locale unless a Chinese family is named.
QString hanFontFamily();

// `base` resized to pointSize, switched to the Han family when `sample` (the text it will draw) needs it.
QFont plotFont(const QFont& base, qreal pointSize, const QString& sample, bool bold = false);

// Escapes text for a rich-text tooltip and names the Han family for it when needed, so tooltips with Chinese
// tokens do not fall back to Japanese glyph shapes either.
QString richTextWithHanFont(const QString& plainText);

} // namespace attnlab::widgets
