#pragma once

#include "widgets/figure/figure_file.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace attnlab::app {

// What a figure shows: one of the window's views, or the sheet (exact | variant | difference with a caption).
enum class FigurePanel { Map, Difference, Pattern, Spectrum, Cost, Heads, Sheet };

// The names `attnlab render --panel` takes, in menu order: "map", "diff", "pattern", ...
QStringList figurePanelNames();
QString figurePanelName(FigurePanel panel);
std::optional<FigurePanel> figurePanelForName(const QString& name);

// How one figure is drawn: the same options for the window's File > Export figure... and `attnlab render`, so both
// draw the same pixels for the same state.
struct FigureOptions {
    FigurePanel panel = FigurePanel::Sheet;
    widgets::FigureSize size { QSize(1200, 480), widgets::FigureSize::kLayoutDpi };
    // The point size plot text is sized from (titles, ticks and labels keep their proportions to it); 0: the
    // application font's.
    double fontPointSize = 0;
    QString colormap = QStringLiteral("viridis");
    bool logScale = false;
    bool title = true; // the figure's heading and the maps' and plots' own titles
    bool caption = true; // the line under the figure naming the input, the variant and the metrics

    bool operator==(const FigureOptions& other) const;
    bool operator!=(const FigureOptions& other) const { return !(*this == other); }
};

// The default size of a panel's figure, in 1/96 inch: wide for the sheet and the pairs of plots, square-ish for a
// single map.
QSize defaultFigureSize(FigurePanel panel);

} // namespace attnlab::app
