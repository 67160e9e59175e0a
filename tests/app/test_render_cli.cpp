// `attnlab render` (../shared/spec/cli.md, issue #13): run as a real process, each panel in each format; a PNG of the
// asked size and dpi, an SVG whose text stays text, a one-page PDF with embedded TrueType/CID fonts and no Type 3;
// every panel draws something; Chinese tokens in the interface's CJK family; wrong command lines and unwritable
// paths with their exit status, one line on stderr and no file left behind; and a loop of in-process renders that
// stays flat in memory.
#include "app/cli/subcommands.h"
#include "app/session/session_file.h"
#include "cli_process.h"
#include "core/builtin_catalogues.h"
#include "source_tree.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <set>

using namespace attnlab;
using namespace attnlab::test;

namespace {

const QStringList kTextInput
    = { QStringLiteral("--scenario"), QStringLiteral("text"), QStringLiteral("--variant"), QStringLiteral("local") };

CliRun render(const QStringList& options, const QStringList& input = kTextInput)
{
    return runAttnlab(QStringList { QStringLiteral("render") } + input + options);
}

// Share of pixels that are not white, and how many colours the image holds.
struct Ink {
    double share = 0;
    int colours = 0;
};

Ink inkOf(const QImage& image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    std::set<QRgb> colours;
    qint64 inked = 0;
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb pixel = rgb.pixel(x, y);
            if (qRed(pixel) < 245 || qGreen(pixel) < 245 || qBlue(pixel) < 245)
                ++inked;
            if (colours.size() < 10000)
                colours.insert(pixel);
        }
    return { double(inked) / (double(rgb.width()) * rgb.height()), int(colours.size()) };
}

// What each <text> element of an SVG says, and the font family it names.
struct SvgText {
    QString text;
    QString family;
};

std::vector<SvgText> svgTexts(const QByteArray& svg, QString* error)
{
    std::vector<SvgText> texts;
    QXmlStreamReader reader(svg);
    QStringList families { QString() };
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto family = reader.attributes().value(QStringLiteral("font-family"));
            families << (family.isEmpty() ? families.last() : family.toString());
            if (reader.name() == QLatin1String("text")) {
                const QString family = families.last();
                texts.push_back({ reader.readElementText(QXmlStreamReader::IncludeChildElements), family });
                families.removeLast();
            }
        } else if (reader.isEndElement()) {
            families.removeLast();
        }
    }
    if (reader.hasError())
        *error = reader.errorString();
    return texts;
}

qint64 residentKilobytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(status.readAll());
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("VmRSS:\\s+(\\d+)")).match(text);
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

} // namespace

class TestRenderCli : public QObject {
    Q_OBJECT

private slots:
    void pngHasTheAskedSizeAndDpi()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.png"));
        const CliRun run = render({ "--panel", "sheet", "--out", path, "--width", "900", "--height", "420" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err)); // success says nothing on stderr
        QImage image(path);
        QCOMPARE(image.size(), QSize(900, 420));

        // At 300 dpi the same pixels hold a layout a third as large (text as large in print), recorded in the file.
        const QString printed = dir.filePath(QStringLiteral("printed.png"));
        QCOMPARE(render({ "--panel", "map", "--out", printed, "--width", "1500", "--height", "1200", "--dpi", "300" })
                     .exitCode,
            0);
        image = QImage(printed);
        QCOMPARE(image.size(), QSize(1500, 1200));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);

        // One side given: the other keeps the panel's proportions.
        const QString wide = dir.filePath(QStringLiteral("wide.png"));
        QCOMPARE(render({ "--panel", "sheet", "--out", wide, "--width", "600" }).exitCode, 0);
        image = QImage(wide);
        QCOMPARE(image.width(), 600);
        QVERIFY(image.height() > 150 && image.height() < 600);
    }

    void successIsSilentWithoutARuntimeFolder()
    {
        // A root shell or CI has no XDG_RUNTIME_DIR; Qt's offscreen platform would warn about it on stderr.
        QTemporaryDir dir;
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        environment.remove(QStringLiteral("QT_QPA_PLATFORM")); // render chooses offscreen itself
        process.setProcessEnvironment(environment);
        process.start(attnlabBinary(),
            QStringList { QStringLiteral("render") } + kTextInput
                + QStringList { QStringLiteral("--panel"), QStringLiteral("map"), QStringLiteral("--out"),
                    dir.filePath(QStringLiteral("map.png")) });
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), QString());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("map.png"))));
    }

    void svgKeepsItsTextAsText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.svg"));
        QCOMPARE(render({ "--panel", "sheet", "--out", path }).exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const auto texts = svgTexts(file.readAll(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QString all;
        for (const SvgText& text : texts)
            all += text.text + QLatin1Char(' ');
        QVERIFY2(texts.size() > 20, qPrintable(all));
        // The views' titles, the tokens on the axes and the caption's metrics are all text.
        QVERIFY(all.contains(QStringLiteral("Exact softmax")));
        QVERIFY(all.contains(QStringLiteral("cat")));
        QVERIFY(all.contains(QStringLiteral("density")));
    }

    void pdfHasOnePageAndEmbeddedFontsNoType3()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        QCOMPARE(render({ "--panel", "sheet", "--out", path }).exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page/")
                + pdf.count("/Type /Page "),
            1);
        QVERIFY(pdf.contains("/Type /Pages"));
        QVERIFY(pdf.contains("/FontFile2"));
        QVERIFY(pdf.contains("/CIDFontType2"));
        QVERIFY(!pdf.contains("/Type3"));
    }

    void everyPanelDrawsSomething_data()
    {
        QTest::addColumn<QString>("panel");
        QTest::addColumn<QString>("variant");
        for (const char* panel : { "map", "diff", "pattern", "spectrum", "cost", "sheet" })
            QTest::newRow(panel) << panel << "local";
        QTest::newRow("heads") << "heads"
                               << "multihead";
    }

    void everyPanelDrawsSomething()
    {
        QFETCH(QString, panel);
        QFETCH(QString, variant);
        QTemporaryDir dir;
        for (const char* format : { "png", "svg", "pdf" }) {
            const QString path = dir.filePath(panel + QLatin1Char('.') + QLatin1String(format));
            // Without heading and caption: the view itself must draw.
            const CliRun run = render({ "--panel", panel, "--out", path, "--no-title", "--no-caption" },
                { "--scenario", "text", "--variant", variant });
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QVERIFY(QFileInfo(path).size() > 1000);
        }
        const Ink ink = inkOf(QImage(dir.filePath(panel + QStringLiteral(".png"))));
        QVERIFY2(ink.share > 0.03, qPrintable(QString::number(ink.share)));
        QVERIFY2(ink.colours > 20, qPrintable(QString::number(ink.colours)));
    }

    void titleAndCaptionCanBeLeftOut()
    {
        QTemporaryDir dir;
        const QString with = dir.filePath(QStringLiteral("with.svg"));
        const QString without = dir.filePath(QStringLiteral("without.svg"));
        QCOMPARE(render({ "--panel", "map", "--out", with }).exitCode, 0);
        QCOMPARE(render({ "--panel", "map", "--out", without, "--no-title", "--no-caption" }).exitCode, 0);
        auto textOf = [](const QString& path) {
            QFile file(path);
            file.open(QIODevice::ReadOnly);
            QString error;
            QString all;
            for (const SvgText& text : svgTexts(file.readAll(), &error))
                all += text.text + QLatin1Char(' ');
            return all;
        };
        QVERIFY(textOf(with).contains(QStringLiteral("Attention map of")));
        QVERIFY(textOf(with).contains(QStringLiteral("Relative error of the map")));
        QVERIFY(!textOf(without).contains(QStringLiteral("Attention map of")));
        // The map's own title (the variant's id) goes too; its axes stay.
        QVERIFY(textOf(with).split(QLatin1Char(' ')).contains(QStringLiteral("local")));
        QVERIFY(!textOf(without).split(QLatin1Char(' ')).contains(QStringLiteral("local")));
        QVERIFY(textOf(without).contains(QStringLiteral("query i")));
        QVERIFY(!textOf(without).contains(QStringLiteral("Relative error of the map")));
    }

    void logScaleAndColourMapReachTheMaps()
    {
        QTemporaryDir dir;
        auto draw = [&](const QString& name, const QStringList& options) {
            const QString path = dir.filePath(name);
            const CliRun run = render(QStringList { "--panel", "map", "--out", path, "--no-caption" } + options);
            return run.exitCode == 0 ? QImage(path) : QImage();
        };
        const QImage linear = draw(QStringLiteral("linear.png"), {});
        const QImage logarithmic = draw(QStringLiteral("log.png"), { "--log" });
        const QImage cividis = draw(QStringLiteral("cividis.png"), { "--colormap", "cividis" });
        QVERIFY(!linear.isNull() && !logarithmic.isNull() && !cividis.isNull());
        QVERIFY(linear != logarithmic);
        QVERIFY(linear != cividis);
        const QString svg = dir.filePath(QStringLiteral("log.svg"));
        QCOMPARE(render({ "--panel", "map", "--out", svg, "--log" }).exitCode, 0);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        QString all;
        for (const SvgText& text : svgTexts(file.readAll(), &error))
            all += text.text + QLatin1Char(' ');
        QVERIFY2(all.contains(QStringLiteral("log scale")), qPrintable(all));
    }

    void chineseTokensTakeTheInterfacesCjkFamily_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("family");
        QTest::newRow("zh_TW") << "zh_TW"
                               << "Noto Sans CJK TC";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "Noto Sans CJK SC";
    }

    void chineseTokensTakeTheInterfacesCjkFamily()
    {
        QFETCH(QString, language);
        QFETCH(QString, family);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zh.svg"));
        const CliRun run = render({ "--panel", "sheet", "--out", path, "--lang", language },
            { "--text", QStringLiteral("注意力機制很有趣"), "--variant", "local" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        int tokens = 0;
        QString all;
        for (const SvgText& text : svgTexts(file.readAll(), &error)) {
            all += text.text;
            if (text.text.trimmed() != QStringLiteral("機"))
                continue;
            ++tokens;
            QCOMPARE(text.family, family);
        }
        QVERIFY(error.isEmpty());
        QVERIFY(tokens >= 6); // both axes of the three maps
        // The caption's sentences in Chinese: each ends in a full stop, and the next follows without a space.
        QVERIFY2(all.count(QStringLiteral("。")) >= 3, qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("。 ")), qPrintable(all));
    }

    // A saved session's view: its input, variant, parameters, colour map and scale, as the same options give them.
    void aSessionRendersItsView()
    {
        QTemporaryDir dir;
        app::Session session;
        core::LabSetup& setup = session.state.setup;
        setup.source = "text";
        setup.scenarioParams["text"].setFromText(
            core::builtinScenarios().get("text", "scenario").info().params, "text", "a session keeps its own words");
        setup.variantId = "local";
        setup.variantParams["local"].setFromText(
            core::builtinVariants().get("local", "variant").info().params, "before", "2");
        setup.causal = true;
        session.state.colormap = QStringLiteral("magma");
        session.state.logScale = true;
        const QString file = dir.filePath(QStringLiteral("class.attnlab"));
        app::writeSessionFile(file, session);

        const QString fromSession = dir.filePath(QStringLiteral("session.png"));
        CliRun run = runAttnlab({ "render", "--session", file, "--panel", "sheet", "--out", fromSession });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString fromOptions = dir.filePath(QStringLiteral("options.png"));
        run = render({ "--panel", "sheet", "--out", fromOptions, "--colormap", "magma", "--log" },
            { "--scenario", "text", "--text", "a session keeps its own words", "--variant", "local", "--set",
                "before=2", "--causal" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(QImage(fromSession), QImage(fromOptions));
        // And not merely any sheet: the default state draws another one.
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        QCOMPARE(render({ "--panel", "sheet", "--out", plain }).exitCode, 0);
        QVERIFY(QImage(plain) != QImage(fromSession));

        // A damaged session: exit 1, one line naming the file, nothing written.
        QFile damaged(dir.filePath(QStringLiteral("damaged.attnlab")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": \"attention-lab-state\", ");
        damaged.close();
        const QString never = dir.filePath(QStringLiteral("never.png"));
        run = runAttnlab({ "render", "--session", damaged.fileName(), "--panel", "map", "--out", never });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("damaged.attnlab")), qPrintable(run.err));
        QCOMPARE(run.err.split(QLatin1Char('\n')).filter(QStringLiteral("attnlab render: ")).size(), 1);
        QVERIFY(!QFileInfo::exists(never));
    }

    void wrongCommandLinesExitTwoWithOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::addColumn<int>("status");
        const QStringList text = kTextInput;
        QTest::newRow("unknown panel") << (text + QStringList { "--panel", "bars", "--out", "OUT.png" }) << "--panel"
                                       << 2;
        QTest::newRow("no panel") << (text + QStringList { "--out", "OUT.png" }) << "--panel" << 2;
        QTest::newRow("no out") << (text + QStringList { "--panel", "map" }) << "--out" << 2;
        QTest::newRow("unknown format") << (text + QStringList { "--panel", "map", "--out", "OUT.gif" }) << "--out"
                                        << 2;
        QTest::newRow("zero width") << (text + QStringList { "--panel", "map", "--out", "OUT.png", "--width", "0" })
                                    << "--width" << 2;
        QTest::newRow("width not a number")
            << (text + QStringList { "--panel", "map", "--out", "OUT.png", "--width", "wide" }) << "--width" << 2;
        QTest::newRow("bad dpi") << (text + QStringList { "--panel", "map", "--out", "OUT.png", "--dpi", "0" })
                                 << "--dpi" << 2;
        QTest::newRow("unknown colour map")
            << (text + QStringList { "--panel", "map", "--out", "OUT.png", "--colormap", "jet" }) << "--colormap" << 2;
        QTest::newRow("heads of a single-head variant")
            << (text + QStringList { "--panel", "heads", "--out", "OUT.png" }) << "heads" << 2;
        QTest::newRow("unknown option") << (text + QStringList { "--panel", "map", "--out", "OUT.png", "--dark" })
                                        << "--dark" << 2;
        QTest::newRow("parameter out of range") << QStringList { "--scenario", "text", "--variant", "local", "--set",
            "window=-3", "--panel", "map", "--out", "OUT.png" }
                                                << "window" << 2;
        QTest::newRow("session and input")
            << (text + QStringList { "--session", "x.attnlab", "--panel", "map", "--out", "OUT.png" }) << "--session"
            << 2;
        QTest::newRow("unwritable folder")
            << (text + QStringList { "--panel", "map", "--out", "MISSING/figure.png" }) << "missing" << 1;
    }

    void wrongCommandLinesExitTwoWithOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        QFETCH(int, status);
        QTemporaryDir dir;
        for (QString& argument : arguments)
            argument.replace(QStringLiteral("OUT"), dir.filePath(QStringLiteral("figure")))
                .replace(QStringLiteral("MISSING"), dir.filePath(QStringLiteral("missing")));
        const CliRun run = runAttnlab(QStringList { QStringLiteral("render") } + arguments);
        QCOMPARE(run.exitCode, status);
        const QStringList lines = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                      .filter(QRegularExpression(QStringLiteral("^attnlab render: ")));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(named), qPrintable(lines.first()));
        // Nothing written: no figure, no temporary.
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    void aFailedWriteLeavesTheOldFileAndNoTemporary()
    {
        QTemporaryDir dir;
        // A folder where the figure should go: it cannot be replaced, and no temporary stays beside it.
        const QString path = dir.filePath(QStringLiteral("taken.png"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.png")));
        const CliRun run = render({ "--panel", "map", "--out", path });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("taken.png")));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList { "taken.png" });
        QVERIFY(QFileInfo(path).isDir());
    }

    void helpDescribesTheOptions()
    {
        const CliRun run = runAttnlab({ "render", "--help" });
        QCOMPARE(run.exitCode, 0);
        for (const char* option : { "--panel", "--out", "--width", "--height", "--colormap", "--log", "--session",
                 "heads", "sheet", "--dpi", "--no-caption" })
            QVERIFY2(run.out.contains(option), option);
        QVERIFY(runAttnlab({ "--help" }).out.contains("attnlab render"));
    }

    // Batch use: a hundred renders in one process stay flat in memory (a memory test, not a timed one).
    void aLoopOfRendersStaysFlatInMemory()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer keeps freed memory in quarantine (256 MB), so the resident set grows whatever the "
              "code frees; LeakSanitizer checks for leaks instead");
#endif
        QTemporaryDir dir;
        QTextStream out(stdout);
        const app::ApplicationStarter started = [](bool) {}; // the test's QApplication draws
        const QStringList arguments { "--scenario", "text", "--variant", "local", "--panel", "sheet", "--out",
            dir.filePath(QStringLiteral("loop.png")), "--width", "600", "--height", "260" };
        for (int i = 0; i < 10; ++i) // caches, fonts and glyphs settle
            QCOMPARE(app::runRenderCommand(arguments, out, started), 0);
        const qint64 before = residentKilobytes();
        QVERIFY(before > 0);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(app::runRenderCommand(arguments, out, started), 0);
        const qint64 growth = residentKilobytes() - before;
        // A leaked scene (views, maps, a 600 x 260 image) would be about 1 MB a render.
        qInfo("RSS grew by %lld kB over 100 renders", growth);
        QVERIFY2(growth < 16 * 1024, qPrintable(QStringLiteral("RSS grew by %1 kB over 100 renders").arg(growth)));
    }
};

QTEST_MAIN(TestRenderCli)
#include "test_render_cli.moc"
