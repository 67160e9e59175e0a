#include "app/window/desktop_app.h"

#include "app/window/main_window.h"

#include <QApplication>
#include <QFont>

#include <cstdio>

namespace attnlab::app {

namespace {

bool hasDisplay()
{
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
        || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

} // namespace

int runDesktopApp(int argc, char** argv, const QStringList& arguments)
{
    if (!arguments.isEmpty()) {
        // Lessons, languages and session files arrive with their own issues; refuse rather than ignore them.
        std::fprintf(stderr, "attnlab: '%s' is not supported yet; run 'attnlab --help' for what is.\n",
                     qPrintable(arguments.first()));
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
    QApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QApplication::setApplicationName(QStringLiteral("attnlab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    // Chinese token labels need a CJK face; naming it explicitly avoids the Japanese glyph shapes fontconfig
    // picks for Han characters under the C locale.
    QFont font = QApplication::font();
    // The colour emoji face last, so an emoji token draws as itself rather than a box.
    font.setFamilies({font.family(), QStringLiteral("Noto Sans CJK SC"), QStringLiteral("WenQuanYi Micro Hei"),
                      QStringLiteral("Noto Color Emoji")});
    QApplication::setFont(font);

    MainWindow window;
    window.show();
    return QApplication::exec();
}

} // namespace attnlab::app
