#include "app/language/ui_language.h"

#include "widgets/plots/plot_fonts.h"

namespace attnlab::app {

const std::vector<UiLanguage>& uiLanguages()
{
    static const std::vector<UiLanguage> languages {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("zh_TW"), QStringLiteral("繁體中文") },
        { QStringLiteral("zh_CN"), QStringLiteral("简体中文") },
    };
    return languages;
}

bool isUiLanguage(const QString& code)
{
    for (const UiLanguage& language : uiLanguages())
        if (language.code == code)
            return true;
    return false;
}

QString uiLanguageCodes()
{
    QStringList codes;
    for (const UiLanguage& language : uiLanguages())
        codes << language.code;
    return codes.join(QStringLiteral(", "));
}

QString uiLanguageForLocale(const QLocale& locale)
{
    if (locale.language() != QLocale::Chinese)
        return QStringLiteral("en");
    if (locale.script() == QLocale::TraditionalChineseScript)
        return QStringLiteral("zh_TW");
    switch (locale.territory()) {
    case QLocale::Taiwan:
    case QLocale::HongKong:
    case QLocale::Macau:
        return QStringLiteral("zh_TW");
    default:
        return QStringLiteral("zh_CN");
    }
}

QString startupUiLanguage(const QString& commandLine, const QString& saved, const QLocale& system)
{
    if (isUiLanguage(commandLine))
        return commandLine;
    if (isUiLanguage(saved))
        return saved;
    return uiLanguageForLocale(system);
}

QStringList interfaceFontFamilies(const QString& code, const QString& systemFamily)
{
    const QString emoji = QStringLiteral("Noto Color Emoji");
    // A small CJK face with one glyph style, for a machine without Noto Sans CJK.
    const QString fallback = QStringLiteral("WenQuanYi Micro Hei");
    if (code == QLatin1String("zh_TW"))
        return { widgets::hanFontFamily(widgets::HanGlyphs::Traditional), systemFamily, fallback, emoji };
    if (code == QLatin1String("zh_CN"))
        return { widgets::hanFontFamily(widgets::HanGlyphs::Simplified), systemFamily, fallback, emoji };
    return { systemFamily, widgets::hanFontFamily(widgets::HanGlyphs::Simplified), fallback, emoji };
}

} // namespace attnlab::app
