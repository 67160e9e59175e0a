// The window's command line (--lang, --lesson, --step) and how the interface language is chosen at start.
#include "app/cli/usage_error.h"
#include "app/language/ui_language.h"
#include "app/lessons/lesson.h"
#include "app/window/desktop_arguments.h"
#include "cli_process.h"
#include "source_tree.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using attnlab::test::attnlabBinary;
using namespace attnlab;

Q_DECLARE_METATYPE(app::DesktopArguments)

class TestDesktopArguments : public QObject {
    Q_OBJECT

private slots:
    void validLinesAreParsed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<app::DesktopArguments>("expected");
        QTest::newRow("nothing") << QStringList {} << app::DesktopArguments {};
        QTest::newRow("lang") << QStringList { "--lang", "zh_TW" } << app::DesktopArguments { "zh_TW", {}, {}, {} };
        QTest::newRow("lang=") << QStringList { "--lang=zh_CN" } << app::DesktopArguments { "zh_CN", {}, {}, {} };
        QTest::newRow("lesson") << QStringList { "--lesson", "local-window_1" }
                                << app::DesktopArguments { {}, "local-window_1", {}, {} };
        QTest::newRow("lesson and step") << QStringList { "--step", "3", "--lesson", "intro" }
                                         << app::DesktopArguments { {}, "intro", 3, {} };
        QTest::newRow("all three") << QStringList { "--lesson=intro", "--step=1", "--lang", "en" }
                                   << app::DesktopArguments { "en", "intro", 1, {} };
        QTest::newRow("session file") << QStringList { "class.attnlab" }
                                      << app::DesktopArguments { {}, {}, {}, "class.attnlab" };
        QTest::newRow("session file and language") << QStringList { "--lang", "zh_CN", "/tmp/My Lab.ATTNLAB" }
                                                   << app::DesktopArguments { "zh_CN", {}, {}, "/tmp/My Lab.ATTNLAB" };
    }

    void validLinesAreParsed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(app::DesktopArguments, expected);
        const app::DesktopArguments parsed = app::parseDesktopArguments(arguments);
        QCOMPARE(parsed.language, expected.language);
        QCOMPARE(parsed.lessonId, expected.lessonId);
        QCOMPARE(parsed.step, expected.step);
        QCOMPARE(parsed.session, expected.session);
    }

    void wrongLinesNameTheFault_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown language")
            << QStringList { "--lang", "fr" } << "--lang takes one of en, zh_TW, zh_CN, got 'fr'";
        QTest::newRow("language spelled zh-TW") << QStringList { "--lang", "zh-TW" } << "got 'zh-TW'";
        QTest::newRow("lang without value") << QStringList { "--lang" } << "--lang needs a value";
        QTest::newRow("lesson id with a dot") << QStringList { "--lesson", "a.b" } << "--lesson takes a lesson id";
        QTest::newRow("step 0") << QStringList { "--lesson", "intro", "--step", "0" }
                                << "--step takes a step number, 1 or more, got '0'";
        QTest::newRow("step not a number") << QStringList { "--lesson", "intro", "--step", "two" } << "got 'two'";
        QTest::newRow("step without lesson") << QStringList { "--step", "2" } << "--step needs --lesson";
        QTest::newRow("unknown option") << QStringList { "--frobnicate" } << "unknown option --frobnicate";
        QTest::newRow("stray word") << QStringList { "--lang", "en", "extra" } << "unexpected argument 'extra'";
        QTest::newRow("two session files") << QStringList { "a.attnlab", "b.attnlab" } << "one session file at a time";
        QTest::newRow("session and lesson")
            << QStringList { "a.attnlab", "--lesson", "intro" } << "a session file and --lesson do not go together";
        QTest::newRow("not a session file") << QStringList { "lab.json" } << "unexpected argument 'lab.json'";
    }

    void wrongLinesNameTheFault()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        try {
            app::parseDesktopArguments(arguments);
            QFAIL("accepted a wrong command line");
        } catch (const app::UsageError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(message), error.what());
        }
    }

    // The real binary: a one-line error and exit status 2 before any window (or display) is needed.
    void theBinaryRefusesAnUnknownLanguage()
    {
        const test::CliRun run = test::runAttnlab({ "--lang", "klingon" });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--lang takes one of en, zh_TW, zh_CN, got 'klingon'"), qPrintable(run.err));
        QCOMPARE(run.err.count('\n'), 1);
    }

    // --lesson with an id or a step the course does not have: the reason on stderr and exit status 2, no window left
    // waiting (offscreen, in a home of its own so no one's settings are touched).
    void theBinaryRefusesALessonItDoesNotHave()
    {
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), home.path());
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home.path() + QStringLiteral("/data"));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const auto run = [&](const QStringList& arguments) {
            QProcess process;
            process.setProcessEnvironment(environment);
            process.start(attnlabBinary(), arguments);
            const bool finished = process.waitForFinished(60000);
            return std::make_pair(finished ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardError()));
        };
        const auto [unknownCode, unknown] = run({ QStringLiteral("--lesson"), QStringLiteral("nonesuch") });
        QCOMPARE(unknownCode, 2);
        QVERIFY2(unknown.contains(QStringLiteral("--lesson nonesuch: ")), qPrintable(unknown));
        QVERIFY2(unknown.contains(QStringLiteral("self-attention")), qPrintable(unknown)); // the known lessons named
        const auto [stepCode, step] = run({ QStringLiteral("--lesson"), QStringLiteral("welcome"), QStringLiteral("--step"),
            QStringLiteral("99") });
        QCOMPARE(stepCode, 2);
        QVERIFY2(step.contains(QStringLiteral("--lesson welcome: ")), qPrintable(step));
    }

    // A file manager passes the full path of a file it took for a session by its content, whatever its name; a
    // path that names no file, or a word without a '/', is still no session.
    void aPathToAnyFileNamesASession()
    {
        QTemporaryDir folder;
        const QString unnamed = folder.filePath(QStringLiteral("lecture"));
        QVERIFY(QFile(unnamed).open(QIODevice::WriteOnly)); // made, empty, closed again
        QCOMPARE(app::parseDesktopArguments({ unnamed }).session, std::optional<QString>(unnamed));
        QVERIFY(app::namesSessionFile(unnamed));
        QVERIFY(!app::namesSessionFile(folder.path())); // a folder is not a session
        QVERIFY(!app::namesSessionFile(folder.filePath(QStringLiteral("gone"))));
        QVERIFY(!app::namesSessionFile(QStringLiteral("render")));
        QVERIFY(app::namesSessionFile(QStringLiteral("not-yet-saved.attnlab")));
    }

    // A session file that does not open: its name and the field at fault on one line, exit status 1 (the command
    // line was right, the file is not), no window left waiting. The same for a session without the suffix, given
    // by its path as a file manager gives it.
    void theBinaryRefusesABadSessionFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("named .attnlab") << "bad.attnlab";
        QTest::newRow("no suffix") << "lecture";
    }

    void theBinaryRefusesABadSessionFile()
    {
        QFETCH(QString, name);
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), home.path());
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home.path() + QStringLiteral("/data"));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path()); // else Qt warns on stderr
        const QString path = home.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "attention-lab-state", "version": 2, "input": {"source": "text"},
                       "variant": {"id": "nonesuch"}})");
        file.close();
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(attnlabBinary(), { path });
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("attnlab: %1: variant.id: unknown variant 'nonesuch'").arg(name)),
            qPrintable(err));
        QCOMPARE(err.count('\n'), 1);
    }

    void helpDescribesTheWindowsOptions()
    {
        const test::CliRun run = test::runAttnlab({ "--help" });
        QCOMPARE(run.exitCode, 0);
        for (const char* option : { "--lang en|zh_TW|zh_CN", "--lesson ID", "--step N", "SESSION.attnlab" })
            QVERIFY2(run.out.contains(option), option);
    }

    // The interface's codes are the lessons' codes, so a lesson and the interface can speak the same language.
    void theInterfaceLanguagesAreTheLessonLanguages()
    {
        QStringList codes;
        for (const app::UiLanguage& language : app::uiLanguages()) {
            codes << language.code;
            QVERIFY(!language.nativeName.isEmpty());
        }
        QCOMPARE(codes, app::lessonLanguages());
    }

    void aSystemLocaleChoosesItsLanguage_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("Taiwan") << "zh_TW"
                                << "zh_TW";
        QTest::newRow("Hong Kong") << "zh_HK"
                                   << "zh_TW";
        QTest::newRow("Macau") << "zh_MO"
                               << "zh_TW";
        QTest::newRow("Hant script") << "zh_Hant_SG"
                                     << "zh_TW";
        QTest::newRow("China") << "zh_CN"
                               << "zh_CN";
        QTest::newRow("Singapore") << "zh_SG"
                                   << "zh_CN";
        QTest::newRow("Chinese alone") << "zh"
                                       << "zh_CN";
        QTest::newRow("English") << "en_GB"
                                 << "en";
        QTest::newRow("German") << "de_DE"
                                << "en";
        QTest::newRow("Japanese") << "ja_JP"
                                  << "en";
        QTest::newRow("C") << "C"
                           << "en";
    }

    void aSystemLocaleChoosesItsLanguage()
    {
        QFETCH(QString, locale);
        QFETCH(QString, language);
        QCOMPARE(app::uiLanguageForLocale(QLocale(locale)), language);
    }

    void theCommandLineWinsThenTheSavedChoiceThenTheSystem()
    {
        const QLocale taiwan(QStringLiteral("zh_TW"));
        QCOMPARE(app::startupUiLanguage("zh_CN", "en", taiwan), QStringLiteral("zh_CN"));
        QCOMPARE(app::startupUiLanguage(QString(), "en", taiwan), QStringLiteral("en"));
        QCOMPARE(app::startupUiLanguage(QString(), QString(), taiwan), QStringLiteral("zh_TW"));
        // A saved value this version does not know is no choice at all.
        QCOMPARE(app::startupUiLanguage(QString(), "fr", taiwan), QStringLiteral("zh_TW"));
    }

    void eachLanguageNamesItsOwnChineseFamilyFirst()
    {
        QCOMPARE(app::interfaceFontFamilies("zh_TW", "DejaVu Sans").first(), QStringLiteral("Noto Sans CJK TC"));
        QCOMPARE(app::interfaceFontFamilies("zh_CN", "DejaVu Sans").first(), QStringLiteral("Noto Sans CJK SC"));
        // English keeps the system's face for Latin text, with the Simplified family for Han tokens.
        const QStringList english = app::interfaceFontFamilies("en", "DejaVu Sans");
        QCOMPARE(english.first(), QStringLiteral("DejaVu Sans"));
        QCOMPARE(english.at(1), QStringLiteral("Noto Sans CJK SC"));
        for (const app::UiLanguage& language : app::uiLanguages())
            QCOMPARE(
                app::interfaceFontFamilies(language.code, "DejaVu Sans").last(), QStringLiteral("Noto Color Emoji"));
    }
};

QTEST_GUILESS_MAIN(TestDesktopArguments)
#include "test_desktop_arguments.moc"
