#include "app/player/formula_images.h"

#include "app/panels/formula_text.h"

#include <QBuffer>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace attnlab::app {

namespace {

// A display formula never shrinks below this share of its natural size (as FormulaView).
constexpr double kSmallestShrink = 0.5;

QString readableText(const QString& tex)
{
    return readableFormula(tex.toStdString()).toHtmlEscaped();
}

QString imageHtml(const QImage& image, double logicalWidth, double logicalHeight, const QString& tex,
    const QString& style)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"%2\" height=\"%3\" alt=\"%4\"%5>")
        .arg(QString::fromLatin1(png.toBase64()))
        .arg(qRound(logicalWidth))
        .arg(qRound(logicalHeight))
        .arg(readableText(tex), style);
}

} // namespace

QString formulaHtml(const QString& tex, widgets::FormulaStyle style, const FormulaLook& look)
{
    const widgets::FormulaImage formula = widgets::FormulaImage::find(tex, style, look.folders);
    if (formula.isNull())
        return QStringLiteral("<i>%1</i>").arg(readableText(tex));
    widgets::FormulaColours colours;
    colours.ink = look.ink;
    colours.textFamily = look.textFamily;
    const double ratio = std::max(1.0, look.devicePixelRatio);
    double pixelsPerEm = QFontInfo(look.font).pixelSize();
    if (style == widgets::FormulaStyle::Display) {
        pixelsPerEm *= 1.1;
        const double widthInEm = formula.sizeInEm().width();
        if (look.widthLimit > 0 && widthInEm > 0)
            pixelsPerEm = std::clamp(look.widthLimit / widthInEm, pixelsPerEm * kSmallestShrink, pixelsPerEm);
        const QImage image = formula.render(pixelsPerEm * ratio, colours, ratio);
        return imageHtml(image, image.width() / ratio, image.height() / ratio, tex, QString());
    }

    // Inline: whole logical pixels, the baseline where Qt's middle alignment puts the text's.
    const QImage drawn = formula.render(pixelsPerEm * ratio, colours, ratio);
    const int width = static_cast<int>(std::ceil(drawn.width() / ratio));
    const int height = static_cast<int>(std::ceil(drawn.height() / ratio));
    const double ascent = formula.ascentInEm() * pixelsPerEm;
    const double descent = height - ascent;
    const double halfX = QFontMetricsF(look.font).xHeight() / 2.0;
    // With top padding t and bottom padding b the image is h + t + b high and Qt puts the baseline
    // (h + t + b - halfX) / 2 above its bottom; the formula's baseline is descent + b above it.
    const int shift = static_cast<int>(std::lround(ascent - descent - halfX));
    const int top = std::max(0, -shift);
    const int bottom = std::max(0, shift);
    QImage padded(QSize(width, height + top + bottom) * ratio, QImage::Format_ARGB32_Premultiplied);
    padded.fill(Qt::transparent);
    {
        QImage pixels = drawn;
        pixels.setDevicePixelRatio(1.0); // drawn pixel for pixel into the padded image
        QPainter painter(&padded);
        painter.drawImage(QPointF(0, top * ratio), pixels);
    }
    padded.setDevicePixelRatio(ratio);
    return imageHtml(padded, width, height + top + bottom, tex, QStringLiteral(" style=\"vertical-align: middle\""));
}

void setImageFontsToDefault(QTextDocument* document)
{
    std::vector<std::pair<int, int>> images; // position, length: gathered first, as a merge splits fragments
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment)
            if (const QTextFragment piece = fragment.fragment(); piece.isValid() && piece.charFormat().isImageFormat())
                images.push_back({ piece.position(), piece.length() });
    QTextCharFormat font;
    font.setFont(document->defaultFont());
    for (const auto& [position, length] : images) {
        QTextCursor cursor(document);
        cursor.setPosition(position);
        cursor.setPosition(position + length, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(font);
    }
}

} // namespace attnlab::app
