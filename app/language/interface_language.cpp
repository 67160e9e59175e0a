#include "app/language/interface_language.h"

#include "app/language/ui_language.h"

#include <QApplication>
#include <QFont>
#include <QLibraryInfo>
#include <QSettings>

namespace attnlab::app {

namespace {

constexpr char kSettingsKey[] = "interface/language";

} // namespace

InterfaceLanguage::InterfaceLanguage(QObject* parent) : QObject(parent), m_systemFamily(QApplication::font().family())
{
    // A font already set up by an earlier language (a test builds several) names a Noto Sans CJK family first;
    // the system's own family follows it there.
    const QStringList families = QApplication::font().families();
    if (families.size() > 1 && families.first().startsWith(QLatin1String("Noto Sans CJK")))
        m_systemFamily = families.at(1);
}

void InterfaceLanguage::apply(const QString& code)
{
    if (!isUiLanguage(code) || code == m_code)
        return;
    QCoreApplication::removeTranslator(&m_ours);
    QCoreApplication::removeTranslator(&m_qt);
    // English is the language of the sources: no translator at all.
    if (code != QLatin1String("en")) {
        // Compiled in by qt_add_translations (app/CMakeLists.txt) under :/i18n.
        if (m_ours.load(QStringLiteral(":/i18n/attnlab_%1.qm").arg(code)))
            QCoreApplication::installTranslator(&m_ours);
        // Qt's own strings, when Debian's qt6-translations-l10n is installed.
        if (m_qt.load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }
    QFont font = QApplication::font();
    font.setFamilies(interfaceFontFamilies(code, m_systemFamily));
    QApplication::setFont(font);
    m_code = code;
    emit changed(m_code);
}

void InterfaceLanguage::choose(const QString& code)
{
    if (!isUiLanguage(code))
        return;
    QSettings().setValue(QLatin1String(kSettingsKey), code);
    apply(code);
}

QString InterfaceLanguage::savedChoice()
{
    return QSettings().value(QLatin1String(kSettingsKey)).toString();
}

} // namespace attnlab::app
