#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

namespace attnlab::app {

// A language the interface is translated into. The codes are the lessons' (lessonLanguages()): "en", "zh_TW",
// "zh_CN"; the native name is how View > Language lists it, the same in every interface language.
struct UiLanguage {
    QString code;
    QString nativeName;
};

// English, Traditional Chinese (Taiwan), Simplified Chinese, in that order.
const std::vector<UiLanguage>& uiLanguages();
bool isUiLanguage(const QString& code);
// "en, zh_TW, zh_CN": for error messages and --help.
QString uiLanguageCodes();

// The interface language for a system locale: Chinese written in Traditional characters (Taiwan, Hong Kong,
// Macau, or a Hant script) reads zh_TW, any other Chinese zh_CN, everything else English.
QString uiLanguageForLocale(const QLocale& locale);

// The language to start in: the command line's (--lang) wins, then the one last chosen in View > Language, then the
// system locale's. `saved` is ignored when it is not a known code (a settings file from another version).
QString startupUiLanguage(const QString& commandLine, const QString& saved, const QLocale& system);

// The families of the application font in a language: the Chinese interfaces put their Noto Sans CJK family first
// (Traditional or Simplified glyph shapes, never the Japanese ones fontconfig picks under the C locale); English
// keeps the system family first with the Simplified family as the Han fallback. The colour emoji face comes last
// in every language, so an emoji token draws as itself rather than a box.
QStringList interfaceFontFamilies(const QString& code, const QString& systemFamily);

} // namespace attnlab::app
