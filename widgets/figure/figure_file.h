#pragma once

#include <QSize>
#include <QSizeF>
#include <QString>

#include <functional>
#include <optional>

class QCPPainter;
class QImage;

namespace attnlab::widgets {

enum class FigureFormat { Png, Svg, Pdf };

// The format a file name asks for by its extension (case-insensitive), or nothing for an unknown extension.
std::optional<FigureFormat> figureFormatForPath(const QString& path);

// How large a figure is. A figure is laid out at `logical` size in units of 1/96 inch, the unit the screen's
// widgets use, so a figure exported at the size it has on screen looks as it does there, and its fonts (given in
// points) keep their size against the plot in every format. PNG draws the layout at `dpi` pixels per inch (300 dpi:
// three times as many pixels as at 96, the same layout) and records the dpi in the file; PDF and SVG are vector,
// their page `logical` / 96 inches large.
struct FigureSize {
    static constexpr double kLayoutDpi = 96;

    QSize logical;
    double dpi = kLayoutDpi;

    // Pixels of a PNG: logical * dpi / 96, rounded.
    QSize pixels() const;
    // The physical size in millimetres (the PDF page, the SVG's width and height).
    QSizeF millimetres() const;
    // A figure `millimetres` large, PNG at `dpi`.
    static FigureSize fromMillimetres(const QSizeF& millimetres, double dpi);
    // A figure of exactly `pixels` pixels at `dpi` (matplotlib's figsize * dpi): more dpi, larger text.
    static FigureSize fromPixels(const QSize& pixels, double dpi);

    bool operator==(const FigureSize& other) const { return logical == other.logical && dpi == other.dpi; }
};

// Draws a figure into `path` in the format its extension names. `paint` draws onto an active painter whose
// (0,0)..size.logical is the figure (the painter is scaled for a PNG above 96 dpi, and in vectorized mode for PDF
// and SVG, so QCustomPlot embeds colour maps as crisp, upscaled images). SVG keeps text as text; PDF embeds its
// fonts (TrueType or CID). The file is written to a temporary and renamed over `path` at the end, so a failed or
// interrupted export leaves no partial file. Returns false and fills *error (when given) with a sentence a user
// can act on.
bool writeFigure(
    const QString& path, const FigureSize& size, const std::function<void(QCPPainter&)>& paint, QString* error);
// A figure at 96 dpi whose logical size is `size` pixels.
bool writeFigure(const QString& path, const QSize& size, const std::function<void(QCPPainter&)>& paint, QString* error);

// The PNG's image of the figure (for the clipboard and previews): size.pixels(), white background.
QImage figureImage(const FigureSize& size, const std::function<void(QCPPainter&)>& paint);

// Fills *error when given; returns false so callers can `return failWith(...)`.
bool failWith(QString* error, const QString& message);

} // namespace attnlab::widgets
