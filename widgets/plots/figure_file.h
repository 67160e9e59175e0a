#pragma once

#include <QSize>
#include <QString>

#include <functional>
#include <optional>

class QCPPainter;

namespace attnlab::widgets {

enum class FigureFormat { Png, Svg, Pdf };

// The format a file name asks for by its extension (case-insensitive), or nothing for an unknown extension.
std::optional<FigureFormat> figureFormatForPath(const QString& path);

// Draws a figure of `size` (pixels for PNG, points for PDF, user units for SVG) into `path` in the format its
// extension names. `paint` draws onto an active painter whose (0,0)..size is the figure. SVG keeps text as text;
// PDF embeds its fonts. Returns false and fills *error (when given) with a sentence a user can act on.
bool writeFigure(const QString& path, const QSize& size, const std::function<void(QCPPainter&)>& paint, QString* error);

// Fills *error when given; returns false so callers can `return failWith(...)`.
bool failWith(QString* error, const QString& message);

} // namespace attnlab::widgets
