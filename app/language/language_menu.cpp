#include "app/language/language_menu.h"

#include "app/language/interface_language.h"
#include "app/language/ui_language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace attnlab::app {

QMenu* makeLanguageMenu(InterfaceLanguage* language, QWidget* parent)
{
    auto* menu = new QMenu(QCoreApplication::translate("attnlab::app::LanguageMenu", "&Language"), parent);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    for (const UiLanguage& entry : uiLanguages()) {
        QAction* action = menu->addAction(entry.nativeName);
        action->setCheckable(true);
        action->setChecked(entry.code == language->code());
        action->setData(entry.code);
        group->addAction(action);
        // The window is built anew in the new language (MainWindowHost), menu and all: nothing here follows it.
        // Queued, so the menu that was clicked has finished with its event before its window goes.
        QObject::connect(
            action, &QAction::triggered, language, [language, code = entry.code] { language->choose(code); },
            Qt::QueuedConnection);
    }
    return menu;
}

} // namespace attnlab::app
