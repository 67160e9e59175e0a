#include "app/window/main_window_host.h"

#include "app/language/interface_language.h"
#include "app/session/session_commands.h"
#include "app/session/session_document.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "core/error.h"

namespace attnlab::app {

MainWindowHost::MainWindowHost(InterfaceLanguage* language, QObject* parent)
    : QObject(parent), m_language(language), m_window(new MainWindow(language))
{
    connect(m_language, &InterfaceLanguage::changed, this, &MainWindowHost::rebuild);
}

MainWindowHost::~MainWindowHost()
{
    delete m_window;
}

void MainWindowHost::rebuild()
{
    MainWindow* old = m_window;
    const QByteArray geometry = old->saveGeometry();
    const QByteArray layout = old->saveState();
    const bool visible = old->isVisible();
    auto* fresh = new MainWindow(m_language);
    // The state the old window held, not the copy saved in QSettings (an imported sequence is not read again).
    try {
        fresh->model()->setState(old->model()->state());
    } catch (const core::Error&) {
        // It was valid in the old window; should it not be, the new one keeps what it restored from the settings.
    }
    fresh->session()->document()->continueFrom(*old->session()->document());
    fresh->restoreGeometry(geometry);
    fresh->restoreState(layout);
    m_window = fresh;
    // The new window first: closing the only window would end the application.
    if (visible)
        fresh->show();
    old->hide();
    old->deleteLater();
}

} // namespace attnlab::app
