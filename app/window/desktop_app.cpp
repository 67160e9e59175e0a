#include "app/window/desktop_app.h"

#include "app/cli/usage_error.h"
#include "app/language/interface_language.h"
#include "app/language/ui_language.h"
#include "app/session/session_commands.h"
#include "app/session/session_document.h"
#include "app/state/lab_history.h"
#include "app/window/application_identity.h"
#include "app/window/desktop_arguments.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"
#include "core/error.h"

#include <QApplication>
#include <QLocale>

#include <cstdio>

namespace attnlab::app {

namespace {

bool hasDisplay()
{
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
        || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

} // namespace

int applyDesktopArguments(MainWindow* window, const DesktopArguments& arguments, QString* error)
{
    if (arguments.session) {
        try {
            window->session()->document()->open(*arguments.session);
        } catch (const core::Error& failure) {
            // The message starts with the file's name and names the field at fault. Not a usage error: the
            // command line was right, the file is not.
            *error = QStringLiteral("attnlab: %1").arg(QString::fromUtf8(failure.what()));
            return 1;
        }
    }
    if (arguments.lessonId) {
        QString problem;
        if (!window->openLesson(*arguments.lessonId, arguments.step, &problem)) {
            *error = QStringLiteral("attnlab: --lesson %1: %2").arg(*arguments.lessonId, problem);
            return 2;
        }
        // The lesson's step is where this Untitled session starts: not an edit to save or undo.
        window->session()->document()->markSaved();
        window->history()->clear();
    }
    return 0;
}

int runDesktopApp(int argc, char** argv, const QStringList& arguments)
{
    DesktopArguments parsed;
    try {
        parsed = parseDesktopArguments(arguments);
    } catch (const UsageError& error) {
        std::fprintf(stderr, "attnlab: %s (see attnlab --help)\n", error.what());
        return 2;
    }
    if (!hasDisplay()) {
        std::fputs("attnlab: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                   "  Run the window under a virtual display:  xvfb-run -a attnlab\n"
                   "  or use the command line:                 attnlab --help\n",
            stderr);
        return 1;
    }
    QApplication application(argc, argv);
    applyApplicationIdentity();

    // The translations and the application font (its CJK family named for the language) come before any widget.
    InterfaceLanguage language;
    language.apply(
        startupUiLanguage(parsed.language.value_or(QString()), InterfaceLanguage::savedChoice(), QLocale::system()));
    MainWindowHost host(&language);
    QString error;
    if (const int status = applyDesktopArguments(host.window(), parsed, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return status;
    }
    host.window()->show();
    return QApplication::exec();
}

} // namespace attnlab::app
