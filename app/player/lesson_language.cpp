#include "app/player/lesson_language.h"

namespace attnlab::app {

QString inLanguage(const Translations& words, const QString& language)
{
    const QString text = words.value(language);
    return text.isEmpty() ? words.value(QStringLiteral("en")) : text;
}

QString hanFamily(const QString& language)
{
    if (language == QLatin1String("zh_TW"))
        return QStringLiteral("Noto Sans CJK TC");
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("Noto Sans CJK SC");
    return {};
}

QFont fontForLanguage(QFont font, const QString& language)
{
    const QString han = hanFamily(language);
    if (han.isEmpty())
        return font;
    QStringList families = font.families();
    if (families.isEmpty())
        families << font.family();
    families.removeAll(han);
    // Latin letters keep the interface's face; Han characters fall through to the regional CJK face.
    families.insert(1, han);
    font.setFamilies(families);
    return font;
}

} // namespace attnlab::app
