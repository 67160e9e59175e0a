#include "widgets/heatmap/category_colours.h"

#include <array>
#include <cmath>

namespace attnlab::widgets {

QColor categoryColour(int category)
{
    // Tableau 10: distinct for most colour-vision deficiencies and readable on white and on dark maps.
    static constexpr std::array<QRgb, 10> kFirst = { 0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
        0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac };
    if (category < 0)
        return QColor(128, 128, 128);
    if (category < static_cast<int>(kFirst.size()))
        return QColor::fromRgb(kFirst[static_cast<std::size_t>(category)]);
    const double golden = 137.50776405;
    const double hue = std::fmod(category * golden, 360.0);
    // Alternate lightness so two ids with close hues still differ.
    const double lightness = category % 2 == 0 ? 0.55 : 0.42;
    return QColor::fromHslF(static_cast<float>(hue / 360.0), 0.62f, static_cast<float>(lightness));
}

} // namespace attnlab::widgets
