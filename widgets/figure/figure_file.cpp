#include "widgets/figure/figure_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <qcustomplot.h>

#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr double kMillimetresPerInch = 25.4;

// Q_DECLARE_TR_FUNCTIONS gives the messages a context lupdate files them under.
class FigureFile {
    Q_DECLARE_TR_FUNCTIONS(attnlab::widgets::FigureFile)

public:
    static QString unknownFormat(const QString& path)
    {
        return tr("Cannot export to \"%1\": use a .png, .svg or .pdf file name.").arg(path);
    }
    static QString badSize(const QSize& size)
    {
        return tr("Cannot export a figure of size %1 x %2.").arg(size.width()).arg(size.height());
    }
    static QString cannotWrite(const QString& path, const QString& why)
    {
        return tr("Could not write \"%1\" (%2): check that the folder exists and is writable.").arg(path, why);
    }
};

int dotsPerMetre(double dpi)
{
    return static_cast<int>(std::lround(dpi / kMillimetresPerInch * 1000.0));
}

bool paintOnto(QPaintDevice* device, const std::function<void(QCPPainter&)>& paint, bool vectorized, double scale)
{
    QCPPainter painter;
    if (!painter.begin(device))
        return false;
    if (vectorized)
        painter.setMode(QCPPainter::pmVectorized);
    if (scale != 1.0)
        painter.scale(scale, scale);
    paint(painter);
    return painter.end();
}

} // namespace

QSize FigureSize::pixels() const
{
    const double ratio = dpi / kLayoutDpi;
    return QSize(static_cast<int>(std::lround(logical.width() * ratio)),
        static_cast<int>(std::lround(logical.height() * ratio)));
}

QSizeF FigureSize::millimetres() const
{
    return QSizeF(logical) * (kMillimetresPerInch / kLayoutDpi);
}

FigureSize FigureSize::fromMillimetres(const QSizeF& millimetres, double dpi)
{
    const QSizeF units = millimetres * (kLayoutDpi / kMillimetresPerInch);
    return { QSize(static_cast<int>(std::lround(units.width())), static_cast<int>(std::lround(units.height()))), dpi };
}

FigureSize FigureSize::fromPixels(const QSize& pixels, double dpi)
{
    const double ratio = kLayoutDpi / dpi;
    return { QSize(static_cast<int>(std::lround(pixels.width() * ratio)),
                 static_cast<int>(std::lround(pixels.height() * ratio))),
        dpi };
}

std::optional<FigureFormat> figureFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return FigureFormat::Png;
    if (suffix == QLatin1String("svg"))
        return FigureFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return FigureFormat::Pdf;
    return std::nullopt;
}

bool failWith(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

QImage figureImage(const FigureSize& size, const std::function<void(QCPPainter&)>& paint)
{
    QImage image(size.pixels(), QImage::Format_ARGB32_Premultiplied);
    // Fonts given in points are sized for the layout's 96 dpi; the painter's scale makes the pixels. The file then
    // records the dpi asked for.
    image.setDotsPerMeterX(dotsPerMetre(FigureSize::kLayoutDpi));
    image.setDotsPerMeterY(dotsPerMetre(FigureSize::kLayoutDpi));
    image.fill(Qt::white);
    paintOnto(&image, paint, false, size.dpi / FigureSize::kLayoutDpi);
    image.setDotsPerMeterX(dotsPerMetre(size.dpi));
    image.setDotsPerMeterY(dotsPerMetre(size.dpi));
    return image;
}

bool writeFigure(
    const QString& path, const FigureSize& size, const std::function<void(QCPPainter&)>& paint, QString* error)
{
    const auto format = figureFormatForPath(path);
    if (!format)
        return failWith(error, FigureFile::unknownFormat(path));
    if (size.logical.isEmpty() || size.pixels().isEmpty() || !(size.dpi > 0))
        return failWith(error, FigureFile::badSize(size.logical));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failWith(error, FigureFile::cannotWrite(path, file.errorString()));
    bool painted = false;
    switch (*format) {
    case FigureFormat::Png:
        painted = figureImage(size, paint).save(&file, "PNG");
        break;
    case FigureFormat::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setResolution(static_cast<int>(FigureSize::kLayoutDpi));
        generator.setSize(size.logical);
        generator.setViewBox(QRect(QPoint(0, 0), size.logical));
        generator.setTitle(QFileInfo(path).completeBaseName());
        painted = paintOnto(&generator, paint, true, 1.0);
        break;
    }
    case FigureFormat::Pdf: {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QSizeF(size.logical) * (72.0 / FigureSize::kLayoutDpi), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(static_cast<int>(FigureSize::kLayoutDpi)); // one device unit per logical unit
        writer.setCreator(QStringLiteral("Attention Lab"));
        writer.setTitle(QFileInfo(path).completeBaseName());
        painted = paintOnto(&writer, paint, true, 1.0);
        break;
    }
    }
    if (!painted || file.error() != QFileDevice::NoError) {
        const QString why = file.errorString();
        file.cancelWriting();
        return failWith(error, FigureFile::cannotWrite(path, why));
    }
    if (!file.commit())
        return failWith(error, FigureFile::cannotWrite(path, file.errorString()));
    return true;
}

bool writeFigure(const QString& path, const QSize& size, const std::function<void(QCPPainter&)>& paint, QString* error)
{
    return writeFigure(path, FigureSize { size, FigureSize::kLayoutDpi }, paint, error);
}

} // namespace attnlab::widgets
