// The desktop entry and the AppStream metadata pass their validators (desktop-file-utils, appstream), and the
// fonts the installer brings are there.
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

    // The typed-text scenario takes emoji as tokens: the dependency installer brings a font that draws them (the
    // app names the family after the CJK ones), or they would draw as boxes.
    void aFontDrawsEmoji()
    {
        QProcess process;
        process.start(QStringLiteral("fc-list"), {QStringLiteral(":charset=1f642"), QStringLiteral("family")});
        QVERIFY2(process.waitForFinished(30000), "fc-list did not run");
        const QString families = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(families.contains(QStringLiteral("Noto Color Emoji")), qPrintable(families));
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "test_packaging.moc"
