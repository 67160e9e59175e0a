#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

namespace attnlab::app {

// The interface language of the running application: our translation and Qt's own (standard buttons, dialogs,
// shortcuts) installed in QCoreApplication, and the application font's families for that language
// (interfaceFontFamilies). One per application, made by the desktop app before its window.
class InterfaceLanguage : public QObject {
    Q_OBJECT

public:
    explicit InterfaceLanguage(QObject* parent = nullptr);

    // The code in use; empty until the first apply().
    QString code() const { return m_code; }

    // Installs the translations and the fonts for `code` (a uiLanguages() code; any other is ignored) and
    // announces changed() when the language is a new one.
    void apply(const QString& code);
    // What View > Language does: apply() and keep the choice for the next start.
    void choose(const QString& code);
    // The choice last made in View > Language, or an empty string.
    static QString savedChoice();

signals:
    void changed(const QString& code);

private:
    QString m_code;
    QString m_systemFamily; // the application font's family before any language touched it
    QTranslator m_ours;
    QTranslator m_qt;
};

} // namespace attnlab::app
