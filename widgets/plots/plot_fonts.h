#pragma once

#include <QFont>
#include <QString>

namespace attnlab::widgets {

// True when the text holds a Han (Chinese) character.
bool containsHan(const QString& text);

// Which glyph shapes Han characters take: Traditional (Taiwan) or Simplified (mainland) Chinese.
enum class HanGlyphs { Simplified, Traditional };

// The family for Han text in those shapes: "Noto Sans CJK SC" or "Noto Sans CJK TC". Noto Sans CJK picks Japanese
// glyph shapes under the C locale unless a Chinese family is named. The one place these names are written.
QString hanFontFamily(HanGlyphs glyphs);

// The Han family of the interface now: the Traditional one when the application font names it (the zh_TW
// interface, app/language), the Simplified one otherwise. Every font the widgets build for Han text names it.
QString hanFontFamily();

// `base` resized to pointSize, switched to the Han family when `sample` (the text it will draw) needs it. `base`
// (a widget's font) already carries the application font's families, the interface language's Han family among
// them.
QFont plotFont(const QFont& base, qreal pointSize, const QString& sample, bool bold = false);

// Escapes text for a rich-text tooltip and names the Han family for it when needed, so tooltips with Chinese
// tokens do not fall back to Japanese glyph shapes either.
QString richTextWithHanFont(const QString& plainText);

} // namespace attnlab::widgets
