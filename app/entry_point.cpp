#include "app/entry_point.h"

#include "app/cli/subcommands.h"
#include "app/cli/usage_error.h"
#include "app/window/desktop_app.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace attnlab::app {

namespace {

const char* const kUsage = R"(Attention Lab: exact and efficient self-attention, side by side.

Usage:
  attnlab [--lang en|zh_TW|zh_CN] [--lesson ID [--step N]]
                                            open the desktop app; --lang chooses the interface
                                            language for this run (otherwise the one last chosen in
                                            View > Language, or the system's); --lesson and --step
                                            name a lesson and its step (1-based)
  attnlab variants [--json]                 list every variant: id, family, parameters, causal support
  attnlab compute --variant ID [--set NAME=VALUE]... [--causal] [--scale S]
                  (--q Q.npy --k K.npy --v V.npy [--x X.npy]
                   | --scenario NAME [--n N] [--d D] [--dv DV] [--seed S] [--scenario-set NAME=VALUE]...)
                  [--out-o O.npy] [--out-map M.npy] [--out-pattern P.npy] [--json]
                                            run a variant and compare it with exact attention
  attnlab bench [--variants ID,ID,...] [--n 256,512,...] [--d 64] [--repeats R] [--max-seconds S] [--json]
                                            time one forward pass against N, each variant at its
                                            defaults on gaussian Q, K, V (dv = d), median of R runs
                                            after a warm-up, with the log-log slope; a variant whose
                                            point takes over S seconds stops there. One progress
                                            line per point on stderr as it finishes. Defaults:
                                            --variants full,local,lsh,linformer,performer
                                            --n 256,512,1024,2048 --d 64 --repeats 3
  attnlab --version | --help

Exit status: 0 success, 2 a wrong command line, 1 any other error (message on stderr).
)";

int runHeadless(const QString& command, const QStringList& arguments, int argc, char** argv)
{
    QCoreApplication application(argc, argv);
    QTextStream out(stdout);
    try {
        if (command == QLatin1String("variants"))
            return runVariantsCommand(arguments, out);
        if (command == QLatin1String("compute"))
            return runComputeCommand(arguments, out);
        if (command == QLatin1String("bench"))
            return runBenchCommand(arguments, out);
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
        if (!first.startsWith(QLatin1Char('-')) && !first.endsWith(QLatin1String(".attnlab")))
            return runHeadless(first, arguments.mid(1), argc, argv);
    }
    return runDesktopApp(argc, argv, arguments);
}

} // namespace attnlab::app
