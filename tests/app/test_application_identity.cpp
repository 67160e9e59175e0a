// The application names itself to the desktop under the id its packaging files are installed under, and its window
// icon is the project's icon (compiled in, so a build folder has it too).
#include "app/window/application_identity.h"
#include "source_tree.h"

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QtTest>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

QString packagingFile(const QString& name)
{
    QFile file(sourcePath(QStringLiteral("packaging/")) + name);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestApplicationIdentity : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { app::applyApplicationIdentity(); }

    void theDesktopEntryIsNamedByTheId()
    {
        const QString id = QString::fromLatin1(app::kDesktopId);
        QCOMPARE(QGuiApplication::desktopFileName(), id);
        QCOMPARE(QApplication::applicationVersion(), QStringLiteral(ATTNLAB_VERSION));
        // QSettings keeps the lab under these names: changing them would lose every user's saved state.
        QCOMPARE(QApplication::organizationName(), QStringLiteral("AttentionLab"));
        QCOMPARE(QApplication::applicationName(), QStringLiteral("attnlab"));
        // The files the package installs under the id refer to each other by it.
        const QString metainfo = packagingFile(id + QStringLiteral(".metainfo.xml"));
        QVERIFY2(metainfo.contains(QStringLiteral("<id>%1</id>").arg(id)), "the metainfo's id");
        QVERIFY2(metainfo.contains(QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(id)),
            "the metainfo's launchable");
        QVERIFY2(packagingFile(QStringLiteral("attnlab.desktop")).contains(QStringLiteral("\nIcon=%1\n").arg(id)),
            "the desktop entry's Icon");
        QVERIFY2(packagingFile(QStringLiteral("mime/%1.xml").arg(id))
                     .contains(QStringLiteral("<generic-icon name=\"%1\"/>").arg(id)),
            "the session type's icon");
        QVERIFY(QFile::exists(sourcePath(QStringLiteral("packaging/icons/%1.svg")).arg(id)));
    }

    // The icon drawn: its top-left cell is the diagonal's yellow (#fde725), its corner the transparent margin.
    void theWindowIconIsTheProjectsIcon()
    {
        const QIcon icon = QApplication::windowIcon();
        QVERIFY(!icon.isNull());
        const QImage image = icon.pixmap(QSize(128, 128)).toImage().convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(image.size(), QSize(128, 128));
        const QColor firstCell = image.pixelColor(21, 21);
        QVERIFY2(firstCell.red() > 230 && firstCell.green() > 200 && firstCell.blue() < 80,
            qPrintable(firstCell.name()));
        QCOMPARE(image.pixelColor(1, 1).alpha(), 0);
    }
};

QTEST_MAIN(TestApplicationIdentity)
#include "test_application_identity.moc"
