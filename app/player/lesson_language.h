#pragma once

#include "app/lessons/lesson.h"

#include <QFont>
#include <QString>

namespace attnlab::app {

// A lesson's words in `language` ("en", "zh_TW", "zh_CN"), English when that language has none.
QString inLanguage(const Translations& words, const QString& language);

// The CJK family that draws `language`'s Han characters in their regional shapes (Noto Sans CJK TC for zh_TW, SC
// for zh_CN); empty for English.
QString hanFamily(const QString& language);

// `font` with the language's Han family put before its other families (so the regional glyph shapes win), its
// size and style kept.
QFont fontForLanguage(QFont font, const QString& language);

} // namespace attnlab::app
