#include "app/cli/argument_list.h"
#include "app/cli/language_option.h"
#include "app/cli/command_input.h"
#include "app/cli/render_state.h"
#include "app/cli/subcommands.h"
#include "app/cli/usage_error.h"
#include "app/compute/outcome.h"
#include "app/figures/figure_scene.h"
#include "app/language/interface_language.h"
#include "app/lessons/lesson.h"
#include "core/error.h"
#include "widgets/heatmap/colormap.h"

#include <QFileInfo>

#include <cstdio>

namespace attnlab::app {

namespace {

constexpr int kLargestPixels = 20000; // a side; 20000 x 20000 ARGB is 1.6 GB
constexpr double kLargestDpi = 2400;

FigurePanel takePanel(ArgumentList& list)
{
    const auto name = list.takeValue(QStringLiteral("panel"));
    if (!name)
        throw UsageError(
            ("missing --panel " + figurePanelNames().join(QLatin1Char('|')) + " (see attnlab render --help)")
                .toStdString());
    const auto panel = figurePanelForName(*name);
    if (!panel)
        throw UsageError(QStringLiteral("--panel: unknown panel '%1' (known: %2)")
                             .arg(*name, figurePanelNames().join(QStringLiteral(", ")))
                             .toStdString());
    return *panel;
}

QString takeOut(ArgumentList& list)
{
    const auto out = list.takeValue(QStringLiteral("out"));
    if (!out || out->isEmpty())
        throw UsageError("missing --out FIG.png|FIG.svg|FIG.pdf");
    if (!widgets::figureFormatForPath(*out))
        throw UsageError(
            QStringLiteral("--out: '%1' has no known extension (use .png, .svg or .pdf)").arg(*out).toStdString());
    return *out;
}

// The size in pixels (of the PNG; vector files get the same layout) and the dpi; a side left out keeps the panel's
// proportions.
widgets::FigureSize takeSize(ArgumentList& list, FigurePanel panel)
{
    const auto width = list.takeInt(QStringLiteral("width"), 16, kLargestPixels);
    const auto height = list.takeInt(QStringLiteral("height"), 16, kLargestPixels);
    const auto dpi = list.takeDouble(QStringLiteral("dpi"));
    if (dpi && (*dpi < 24 || *dpi > kLargestDpi))
        throw UsageError(
            QStringLiteral("option --dpi takes a number in 24..%1, got '%2'").arg(kLargestDpi).arg(*dpi).toStdString());
    const double resolution = dpi.value_or(widgets::FigureSize::kLayoutDpi);
    const QSize layout = defaultFigureSize(panel);
    const double ratio = resolution / widgets::FigureSize::kLayoutDpi;
    QSize pixels(qRound(layout.width() * ratio), qRound(layout.height() * ratio));
    if (width && height)
        pixels = QSize(*width, *height);
    else if (width)
        pixels = QSize(*width, qRound(*width * double(layout.height()) / layout.width()));
    else if (height)
        pixels = QSize(qRound(*height * double(layout.width()) / layout.height()), *height);
    const widgets::FigureSize size = widgets::FigureSize::fromPixels(pixels, resolution);
    if (size.logical.width() < 16 || size.logical.height() < 16)
        throw UsageError(QStringLiteral("--width/--height: %1 x %2 pixels at %3 dpi is too small for a figure")
                             .arg(pixels.width())
                             .arg(pixels.height())
                             .arg(resolution)
                             .toStdString());
    return size;
}

QString takeColormap(ArgumentList& list)
{
    const QString name = list.takeValue(QStringLiteral("colormap")).value_or(QStringLiteral("viridis"));
    if (!widgets::colormapNames().contains(name))
        throw UsageError(QStringLiteral("--colormap: unknown colour map '%1' (known: %2)")
                             .arg(name, widgets::colormapNames().join(QStringLiteral(", ")))
                             .toStdString());
    return name;
}


} // namespace

const char* const kRenderUsage = R"(Usage:
  attnlab render (--variant ID [--set NAME=VALUE]... [--causal] [--scale S]
                  (--q Q.npy --k K.npy --v V.npy [--x X.npy]
                   | --scenario NAME [--n N] [--d D] [--dv DV] [--seed S] [--text "..."]
                     [--scenario-set NAME=VALUE]...)
                 | --session FILE.attnlab)
                 --panel map|diff|pattern|spectrum|cost|heads|sheet
                 --out FIG.png|FIG.svg|FIG.pdf
                 [--width PX] [--height PX] [--dpi DPI] [--font-size PT] [--colormap NAME] [--log]
                 [--no-title] [--no-caption] [--lang en|zh_TW|zh_CN]
  Draws one of the window's views, with the window's own drawing code, into a figure file: map (the
  variant's map), diff (variant - exact), pattern (the pairs evaluated), spectrum (singular values and
  their cumulative energy), cost (multiply-adds and memory against N), heads (the per-head maps of a
  multi-head variant), sheet (exact | variant | difference). A heading names the view and a caption the
  input, the variant, its parameters and the metrics (--no-title leaves out the heading and the
  views' own titles, --no-caption the caption).
  --width/--height are the PNG's pixels (one given: the other keeps the panel's proportions); --dpi (96
  unless given) is recorded in the PNG and sets the layout (at 300 dpi the same pixels hold a smaller
  figure, with text as large in print); SVG and PDF are vector figures of the same layout, text kept as
  text, fonts embedded. --session draws a saved session's view (its input, variant and colour map).
  The file is written to a temporary and renamed: a failed render leaves no partial file.
  Runs headless (Qt's offscreen platform unless QT_QPA_PLATFORM says otherwise).
)";

int runRenderCommand(const QStringList& arguments, QTextStream& out, const ApplicationStarter& start)
{
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        out << kRenderUsage;
        return 0;
    }
    ArgumentList list(arguments);
    FigureOptions options;
    options.panel = takePanel(list);
    const QString path = takeOut(list);
    options.size = takeSize(list, options.panel);
    const auto fontSize = list.takeDouble(QStringLiteral("font-size"));
    if (fontSize && (*fontSize < 4 || *fontSize > 72))
        throw UsageError(
            QStringLiteral("option --font-size takes a point size in 4..72, got '%1'").arg(*fontSize).toStdString());
    options.fontPointSize = fontSize.value_or(0);
    const bool colormapGiven = list.has(QStringLiteral("colormap"));
    options.colormap = takeColormap(list);
    options.logScale = list.takeFlag(QStringLiteral("log"));
    options.title = !list.takeFlag(QStringLiteral("no-title"));
    options.caption = !list.takeFlag(QStringLiteral("no-caption"));
    const QString language = takeLanguageOption(list);
    LabState state = takeRenderState(list);
    list.expectNothingLeft();
    // A session keeps its colour map and scale; --colormap and --log override them.
    if (colormapGiven)
        state.colormap = options.colormap;
    else
        options.colormap = state.colormap;
    options.logScale = options.logScale || state.logScale;
    state.logScale = options.logScale;

    start(true);
    InterfaceLanguage interfaceLanguage;
    interfaceLanguage.apply(language);
    const auto outcome = computeOutcome(computeRequestFor(state.setup), core::CancelFlag());
    FigureScene scene(state, outcome, options);
    QString reason;
    if (!scene.canDraw(&reason))
        throw UsageError(("--panel " + figurePanelName(options.panel) + ": " + reason).toStdString());
    QString error;
    if (!scene.write(path, &error))
        throw core::Error(error.toStdString());
    return 0;
}

} // namespace attnlab::app
