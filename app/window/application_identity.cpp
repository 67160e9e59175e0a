#include "app/window/application_identity.h"

#include <QApplication>
#include <QIcon>

namespace attnlab::app {

void applyApplicationIdentity()
{
    QApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QApplication::setApplicationName(QStringLiteral("attnlab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    const QString id = QString::fromLatin1(kDesktopId);
    QGuiApplication::setDesktopFileName(id);
    // The theme's icon where the package installed it; the copy compiled in (app/CMakeLists.txt) when the program
    // runs from a build folder.
    QApplication::setWindowIcon(QIcon::fromTheme(id, QIcon(QStringLiteral(":/icons/%1.svg").arg(id))));
}

} // namespace attnlab::app
