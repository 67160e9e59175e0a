#include "app/figures/figure_options.h"

#include <array>
#include <utility>

namespace attnlab::app {

namespace {

constexpr std::array<std::pair<FigurePanel, const char*>, 7> kPanelNames { {
    { FigurePanel::Map, "map" },
    { FigurePanel::Difference, "diff" },
    { FigurePanel::Pattern, "pattern" },
    { FigurePanel::Spectrum, "spectrum" },
    { FigurePanel::Cost, "cost" },
    { FigurePanel::Heads, "heads" },
    { FigurePanel::Sheet, "sheet" },
} };

} // namespace

QStringList figurePanelNames()
{
    QStringList names;
    for (const auto& [panel, name] : kPanelNames)
        names << QLatin1String(name);
    return names;
}

QString figurePanelName(FigurePanel panel)
{
    for (const auto& [each, name] : kPanelNames)
        if (each == panel)
            return QLatin1String(name);
    return QString();
}

std::optional<FigurePanel> figurePanelForName(const QString& name)
{
    for (const auto& [panel, each] : kPanelNames)
        if (name == QLatin1String(each))
            return panel;
    return std::nullopt;
}

bool FigureOptions::operator==(const FigureOptions& other) const
{
    return panel == other.panel && size == other.size && fontPointSize == other.fontPointSize
        && colormap == other.colormap && logScale == other.logScale && title == other.title && caption == other.caption;
}

QSize defaultFigureSize(FigurePanel panel)
{
    switch (panel) {
    case FigurePanel::Map:
    case FigurePanel::Difference:
        return QSize(560, 500);
    case FigurePanel::Pattern: // the map, the keys per query and the receptive field, one above the other
        return QSize(680, 960);
    case FigurePanel::Cost:
        return QSize(720, 440);
    case FigurePanel::Spectrum:
        return QSize(960, 420);
    case FigurePanel::Heads: // two square heads a row: wider leaves a gap between the columns
        return QSize(760, 640);
    case FigurePanel::Sheet:
        break;
    }
    return QSize(1200, 460); // three square maps side by side, the heading above and the caption below
}

} // namespace attnlab::app
