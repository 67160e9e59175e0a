#pragma once

// Pixel counts that show a rendering is not blank and holds the colours it should.

#include <QColor>
#include <QImage>
#include <QSet>

#include <cstdlib>

namespace attnlab::test {

// The colours in the image, sampling every `step`-th pixel of every `step`-th row.
inline int distinctColours(const QImage& image, int step = 1)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

// The pixels whose red, green and blue each lie within `tolerance` of the colour's (anti-aliased edges differ a
// little).
inline int pixelsNear(const QImage& image, const QColor& colour, int tolerance)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - colour.red()) <= tolerance && std::abs(c.green() - colour.green()) <= tolerance
                && std::abs(c.blue() - colour.blue()) <= tolerance;
        }
    return count;
}

} // namespace attnlab::test
