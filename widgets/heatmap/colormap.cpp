#include "widgets/heatmap/colormap.h"

#include <utility>
#include <vector>

namespace attnlab::widgets {

namespace {

QCPColorGradient fromStops(const std::vector<std::pair<double, QColor>>& stops)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    for (const auto& [position, colour] : stops)
        gradient.setColorStopAt(position, colour);
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(256);
    return gradient;
}

} // namespace

QCPColorGradient colorGradient(const QString& name)
{
    // Stops sampled from the published matplotlib maps (viridis, magma: van der Walt & Smith, CC0) and
    // ColorBrewer's RdBu for the diverging map.
    if (name == QLatin1String("magma"))
        return fromStops({ { 0.0, QColor(0, 0, 4) }, { 0.25, QColor(81, 18, 124) }, { 0.5, QColor(183, 55, 121) },
            { 0.75, QColor(252, 137, 97) }, { 1.0, QColor(252, 253, 191) } });
    if (name == QLatin1String("diverging"))
        return fromStops({ { 0.0, QColor(5, 48, 97) }, { 0.25, QColor(67, 147, 195) }, { 0.5, QColor(247, 247, 247) },
            { 0.75, QColor(214, 96, 77) }, { 1.0, QColor(103, 0, 31) } });
    // White to deep blue (ColorBrewer's Blues, extended to a darker end): low weights stay light, so a projector's
    // washed-out dark end cannot hide a sparse map, and the high end keeps its contrast in a lit room.
    if (name == QLatin1String("projector"))
        return fromStops({ { 0.0, QColor(255, 255, 255) }, { 0.25, QColor(198, 219, 239) },
            { 0.5, QColor(107, 174, 214) }, { 0.75, QColor(33, 113, 181) }, { 1.0, QColor(8, 37, 94) } });
    // Nunez, Anderton & Renslow (2018), as matplotlib ships it: blue to yellow, its lightness rising evenly, and
    // read alike with a red-green colour-vision deficiency.
    if (name == QLatin1String("cividis"))
        return fromStops({ { 0.0, QColor(0, 34, 78) }, { 0.2, QColor(53, 69, 108) }, { 0.4, QColor(102, 105, 112) },
            { 0.6, QColor(148, 142, 119) }, { 0.8, QColor(200, 184, 102) }, { 1.0, QColor(254, 232, 56) } });
    if (name == QLatin1String("grey") || name == QLatin1String("gray"))
        return fromStops({ { 0.0, QColor(255, 255, 255) }, { 1.0, QColor(0, 0, 0) } });
    return fromStops({ { 0.0, QColor(68, 1, 84) }, { 0.125, QColor(71, 44, 122) }, { 0.25, QColor(59, 81, 139) },
        { 0.375, QColor(44, 113, 142) }, { 0.5, QColor(33, 144, 141) }, { 0.625, QColor(39, 173, 129) },
        { 0.75, QColor(92, 200, 99) }, { 0.875, QColor(170, 220, 50) }, { 1.0, QColor(253, 231, 37) } });
}

} // namespace attnlab::widgets
