#include "app/entry_point.h"

#include "app/cli/bench_window.h"
#include "app/cli/subcommands.h"
#include "app/cli/usage_error.h"
#include "app/process/freed_memory.h"
#include "app/window/desktop_app.h"
#include "app/window/desktop_arguments.h"
#include "core/error.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTextStream>

#include <cstdio>
#include <memory>

#include <unistd.h>

namespace attnlab::app {

namespace {

const char* const kUsage = R"(Attention Lab: exact and efficient self-attention, side by side.

Usage:
  attnlab [--lang en|zh_TW|zh_CN] [--lesson ID [--step N]] [SESSION.attnlab]
                                            open the desktop app; --lang chooses the interface
                                            language for this run (otherwise the one last chosen in
                                            View > Language, or the system's); --lesson and --step
                                            name a lesson and its step (1-based); a session file
                                            opens as File > Open would
  attnlab variants [--json]                 list every variant: id, family, parameters, causal support
  attnlab compute --variant ID [--set NAME=VALUE]... [--causal] [--scale S]
                  (--q Q.npy --k K.npy --v V.npy [--x X.npy]
                   | --scenario NAME [--n N] [--d D] [--dv DV] [--seed S] [--scenario-set NAME=VALUE]...)
                  [--out-o O.npy] [--out-map M.npy] [--out-pattern P.npy] [--json]
                                            run a variant and compare it with exact attention
  attnlab bench [--variants ID,ID,...] [--set NAME=VALUE]... [--n 256,512,...] [--d 64] [--repeats R]
                [--max-seconds S] [--json]
                                            time one forward pass against N, each variant at its
                                            defaults (or --set, for each listed variant that declares
                                            NAME) on gaussian Q, K, V (dv = d), median of R runs
                                            after a warm-up, with the log-log slope, GFLOP/s against
                                            the FMA peak it measures first, and peak RSS per point; a
                                            run over S seconds ends its point, and the variant stops
                                            there. One progress line per point on stderr. Defaults:
                                            --variants full,local,lsh,linformer,performer
                                            --n 256,512,1024,2048 --d 64 --repeats 3
  attnlab bench --window [--variants ID,...] [--n 512,4096] [--changes C] [--dock NAME] [--input]
                [--details]
                                            drive the main window offscreen: ms from a variant's
                                            parameter change (--input: also the input's seed) to the
                                            last paint of every visible panel, p50 and p95 of C
                                            changes, with the worker's, the kernels' and the paints'
                                            share. Defaults: --variants full,local,bigbird,performer,
                                            lsh --n 512,4096 --changes 10
  attnlab render (<the input and variant options of compute> | --session FILE.attnlab)
                 --panel map|diff|pattern|spectrum|cost|heads|sheet --out FIG.png|FIG.svg|FIG.pdf
                 [--width PX] [--height PX] [--dpi DPI] [--font-size PT] [--colormap NAME] [--log]
                 [--no-title] [--no-caption] [--lang L]
                                            draw one of the window's views into a figure file,
                                            headless (attnlab render --help)
  attnlab lessons list [--lang en|zh_TW|zh_CN] [--folder DIR] [--json]
                                            every lesson: id, steps and title, by chapter
  attnlab lessons export DIR [--lang L] [--lesson ID] [--folder DIR2]
                                            each lesson (or one) as a printable handout: DIR/ID.html
                                            and DIR/ID.pdf with every step's text, formula, maps and
                                            question, the answers at the end (attnlab lessons --help)
  attnlab --version | --help

Exit status: 0 success, 2 a wrong command line, 1 any other error (message on stderr).
)";

int runHeadless(const QString& command, const QStringList& arguments, int argc, char** argv)
{
    std::unique_ptr<QCoreApplication> application;
    // No command shows a window: one that draws (the handouts' maps are the window's views) uses Qt's offscreen
    // platform unless told otherwise, and needs no display.
    const ApplicationStarter start = [&](bool drawsWidgets) {
        if (application)
            return;
        if (drawsWidgets && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // A shell without a login session (root over ssh, CI) has no runtime folder; Qt then makes one in /tmp and
        // says so on stderr, where a successful command must print nothing. The same folder, made quietly.
        if (drawsWidgets && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QString runtime = QDir::tempPath() + QStringLiteral("/runtime-") + QString::number(getuid());
            if (QDir().mkpath(runtime)
                && QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                                      | QFileDevice::ExeOwner))
                qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
        }
        application = drawsWidgets ? std::make_unique<QApplication>(argc, argv)
                                   : std::make_unique<QCoreApplication>(argc, argv);
    };
    // `bench --window` drives the main window, so it starts widgets itself.
    const bool benchWindow = command == QLatin1String("bench") && arguments.contains(QLatin1String("--window"));
    if (benchWindow)
        keepEveryFreedBlockForReuse();
    if (command != QLatin1String("lessons") && command != QLatin1String("render") && !benchWindow)
        start(false);
    QTextStream out(stdout);
    try {
        if (command == QLatin1String("variants"))
            return runVariantsCommand(arguments, out);
        if (command == QLatin1String("compute"))
            return runComputeCommand(arguments, out);
        if (command == QLatin1String("bench"))
            return benchWindow ? runBenchWindowCommand(arguments, out, start) : runBenchCommand(arguments, out);
        if (command == QLatin1String("lessons"))
            return runLessonsCommand(arguments, out, start);
        if (command == QLatin1String("render"))
            return runRenderCommand(arguments, out, start);
    } catch (const UsageError& error) {
        out.flush();
        std::fprintf(stderr, "attnlab %s: %s\n", qPrintable(command), error.what());
        return 2;
    } catch (const core::Error& error) {
        out.flush();
        std::fprintf(stderr, "attnlab %s: %s\n", qPrintable(command), error.what());
        return 1;
    } catch (const std::exception& error) {
        out.flush();
        std::fprintf(stderr, "attnlab %s: internal error: %s\n", qPrintable(command), error.what());
        return 1;
    }
    std::fprintf(stderr, "attnlab: unknown command '%s' (see attnlab --help)\n", qPrintable(command));
    return 2;
}

} // namespace

int run(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    if (!arguments.isEmpty()) {
        const QString first = arguments.first();
        if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
            std::printf("attnlab %s\n", ATTNLAB_VERSION);
            return 0;
        }
        if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (!first.startsWith(QLatin1Char('-')) && !namesSessionFile(first))
            return runHeadless(first, arguments.mid(1), argc, argv);
    }
    keepEveryFreedBlockForReuse();
    return runDesktopApp(argc, argv, arguments);
}

} // namespace attnlab::app
