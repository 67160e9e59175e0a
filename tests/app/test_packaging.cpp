// The desktop entry and the AppStream metadata pass their validators (desktop-file-utils, appstream).
#include <QProcess>
#include <QtTest>

class TestPackaging : public QObject {
    Q_OBJECT

private slots:
    void desktopEntryIsValid()
    {
        QProcess process;
        process.start(QStringLiteral("desktop-file-validate"),
                      {QStringLiteral(ATTNLAB_SOURCE_DIR "/packaging/attnlab.desktop")});
        QVERIFY2(process.waitForFinished(30000), "desktop-file-validate did not run (packaging/install-deps.sh)");
        const QByteArray output = process.readAllStandardOutput() + process.readAllStandardError();
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(output.trimmed().isEmpty(), output.constData());
    }

    void metainfoIsValid()
    {
        QProcess process;
        process.start(QStringLiteral("appstreamcli"),
                      {QStringLiteral("validate"), QStringLiteral("--no-net"),
                       QStringLiteral(ATTNLAB_SOURCE_DIR "/packaging/org.attnlab.AttentionLab.metainfo.xml")});
        QVERIFY2(process.waitForFinished(30000), "appstreamcli did not run (packaging/install-deps.sh)");
        QVERIFY2(process.exitCode() == 0, process.readAllStandardOutput().constData());
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "test_packaging.moc"
