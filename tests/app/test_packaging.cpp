// The packaging files (packaging/README.md): the desktop entry and the AppStream metadata pass their validators
// (desktop-file-utils, appstream), a release entry and a changelog entry name this version, every subcommand has a
// manual page that documents its options and formats without a warning, a session the program writes is of the
// session file type by its name and by its content, and the fonts the installer brings are there. The package
// itself is built and installed by tests/package/install_in_fresh_root.sh (label `package`).
#include "app/session/session_file.h"
#include "cli_process.h"
#include "source_tree.h"

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

const QString kPackaging = sourcePath(QStringLiteral("packaging/"));

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Each command of `attnlab --help` with the options its usage lines name: the window ("attnlab" itself) and
// every subcommand.
QMap<QString, QStringList> commandsInHelp()
{
    const QString help = QString::fromUtf8(test::runAttnlab({ QStringLiteral("--help") }).out);
    static const QRegularExpression commandLine(QStringLiteral("^  attnlab(?: ([a-z]+))?"));
    static const QRegularExpression option(QStringLiteral("--[a-z][a-z-]*"));
    QMap<QString, QStringList> commands;
    QString current;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch command = commandLine.match(line);
        if (command.hasMatch())
            current = QStringLiteral("attnlab") + (command.captured(1).isEmpty() ? QString() : QStringLiteral("-") + command.captured(1));
        if (current.isEmpty())
            continue;
        QStringList& options = commands[current];
        for (const QRegularExpressionMatch& match : option.globalMatch(line))
            if (match.captured() != QLatin1String("--help") && !options.contains(match.captured()))
                options << match.captured();
    }
    return commands;
}

} // namespace

class TestPackaging : public QObject {
    Q_OBJECT

private slots:
    void desktopEntryIsValid()
    {
        QProcess process;
        process.start(
            QStringLiteral("desktop-file-validate"), { sourcePath(QStringLiteral("packaging/attnlab.desktop")) });
        QVERIFY2(process.waitForFinished(30000), "desktop-file-validate did not run (packaging/install-deps.sh)");
        const QByteArray output = process.readAllStandardOutput() + process.readAllStandardError();
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(output.trimmed().isEmpty(), output.constData());
    }

    void metainfoIsValid()
    {
        QProcess process;
        process.start(QStringLiteral("appstreamcli"),
            { QStringLiteral("validate"), QStringLiteral("--no-net"),
                sourcePath(QStringLiteral("packaging/org.attnlab.AttentionLab.metainfo.xml")) });
        QVERIFY2(process.waitForFinished(30000), "appstreamcli did not run (packaging/install-deps.sh)");
        QVERIFY2(process.exitCode() == 0, process.readAllStandardOutput().constData());
    }

    void thisVersionHasAReleaseAndAChangelogEntry()
    {
        const QString version = QStringLiteral(ATTNLAB_VERSION);
        const QString metainfo = readText(kPackaging + QStringLiteral("org.attnlab.AttentionLab.metainfo.xml"));
        const qsizetype firstRelease = metainfo.indexOf(QStringLiteral("<release "));
        QVERIFY(firstRelease > 0);
        QVERIFY2(metainfo.mid(firstRelease).startsWith(QStringLiteral("<release version=\"%1\"").arg(version)),
            "the metainfo's newest release is not this version");
        const QString changelog = readText(kPackaging + QStringLiteral("debian/changelog"));
        QVERIFY2(changelog.startsWith(QStringLiteral("attention-lab (%1) ").arg(version)),
            "packaging/debian/changelog's first entry is not this version");
    }

    // A page per command of `attnlab --help`, naming each option the help gives it (a new subcommand or option
    // without its page fails here), and formatting without a warning as lintian checks it.
    void everyCommandHasAManualPage()
    {
        const QMap<QString, QStringList> commands = commandsInHelp();
        QVERIFY2(commands.size() >= 6, qPrintable(commands.keys().join(QLatin1Char(' '))));
        for (auto command = commands.cbegin(); command != commands.cend(); ++command) {
            const QString path = kPackaging + QStringLiteral("man/%1.1").arg(command.key());
            const QString page = readText(path);
            QVERIFY2(!page.isEmpty(), qPrintable(QStringLiteral("no manual page %1").arg(path)));
            for (const QString& option : command.value()) {
                // roff writes a hyphen that must stay one as \-.
                const QString written = QString(option).replace(QLatin1Char('-'), QStringLiteral("\\-"));
                QVERIFY2(page.contains(written),
                    qPrintable(QStringLiteral("%1 does not document %2").arg(command.key(), option)));
            }
            QProcess man;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
            environment.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
            man.setProcessEnvironment(environment);
            man.start(QStringLiteral("man"),
                { QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"), QStringLiteral("-l"),
                    QStringLiteral("-Tutf8"), QStringLiteral("-Z"), path });
            QVERIFY2(man.waitForFinished(30000), "man did not run (packaging/install-deps.sh)");
            const QByteArray warnings = man.readAllStandardError();
            QCOMPARE(man.exitCode(), 0);
            QVERIFY2(warnings.isEmpty(), warnings.constData());
        }
    }

    // The session type of packaging/mime, read by Qt's MIME database as a desktop reads it: a session the program
    // writes is of the type by its name, and by its content when it has another name; other JSON is not.
    void sessionsAreOfTheSessionType()
    {
        QTemporaryDir data;
        QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("mime/packages"))));
        QVERIFY(QFile::copy(kPackaging + QStringLiteral("mime/org.attnlab.AttentionLab.xml"),
            data.filePath(QStringLiteral("mime/packages/org.attnlab.AttentionLab.xml"))));
        // Read when the database is first used, which is here.
        qputenv("XDG_DATA_HOME", QFile::encodeName(data.path()));

        QTemporaryDir folder;
        const QString named = folder.filePath(QStringLiteral("class.attnlab"));
        const QString renamed = folder.filePath(QStringLiteral("class-copy"));
        app::writeSessionFile(named, app::Session {});
        QVERIFY(QFile::copy(named, renamed));
        const QString other = folder.filePath(QStringLiteral("other"));
        QFile json(other);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write("{\n    \"format\": \"something else\",\n    \"version\": 1\n}\n");
        json.close();

        const QMimeDatabase database;
        const QString type = QStringLiteral("application/x-attnlab-session");
        QCOMPARE(database.mimeTypeForFile(named).name(), type);
        QCOMPARE(database.mimeTypeForFile(renamed).name(), type);
        QVERIFY(database.mimeTypeForFile(other).name() != type);
        QCOMPARE(database.mimeTypeForName(type).comment().isEmpty(), false);
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
