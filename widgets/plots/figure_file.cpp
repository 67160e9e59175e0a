#include "widgets/plots/figure_file.h"

#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <qcustomplot.h>

namespace attnlab::widgets {

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

namespace {

bool paintOnto(QPaintDevice* device, const std::function<void(QCPPainter&)>& paint)
{
    QCPPainter painter;
    if (!painter.begin(device))
        return false;
    paint(painter);
    return painter.end();
}

} // namespace

bool writeFigure(const QString& path, const QSize& size, const std::function<void(QCPPainter&)>& paint, QString* error)
{
    const auto format = figureFormatForPath(path);
    if (!format)
        return failWith(error, QObject::tr("Cannot export to \"%1\": use a .png, .svg or .pdf file name.").arg(path));
    if (size.isEmpty())
        return failWith(
            error, QObject::tr("Cannot export a figure of size %1 x %2.").arg(size.width()).arg(size.height()));
    const QString cannotWrite
        = QObject::tr("Could not write \"%1\": check that the folder exists and is writable.").arg(path);

    switch (*format) {
    case FigureFormat::Png: {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        if (!paintOnto(&image, paint) || !image.save(path, "PNG"))
            return failWith(error, cannotWrite);
        return true;
    }
    case FigureFormat::Svg: {
        QFile probe(path); // QSvgGenerator reports no error, so find out first whether the file can be written
        if (!probe.open(QIODevice::WriteOnly))
            return failWith(error, cannotWrite);
        probe.close();
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(QFileInfo(path).completeBaseName());
        if (!paintOnto(&generator, paint))
            return failWith(error, cannotWrite);
        return true;
    }
    case FigureFormat::Pdf: {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72); // one device unit per point, so `size` is the page in points
        writer.setCreator(QStringLiteral("Attention Lab"));
        if (!paintOnto(&writer, paint))
            return failWith(error, cannotWrite);
        return QFileInfo(path).size() > 0 || failWith(error, cannotWrite);
    }
    }
    return failWith(error, cannotWrite);
}

} // namespace attnlab::widgets
