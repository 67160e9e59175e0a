#include "app/player/formula_images.h"

#include "app/panels/formula_text.h"

#include <QBuffer>
#include <QFontInfo>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace attnlab::app {

namespace {

// A display formula never shrinks below this share of its natural size (as FormulaView).
constexpr double kSmallestShrink = 0.5;
// MathJax's letters are smaller than a sans-serif face's at the same em (an x-height of 0.43 em against about
// 0.5): formulas are drawn a little larger so they read at the size of the words around them.
constexpr double kInlineScale = 1.1;
constexpr double kDisplayScale = 1.2;

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

struct TextLine {
    double ascent = 0;
    double descent = 0;
};

// The ascent and descent of a line of the text: Han characters fall through to the language's family, whose
// line is taller than a Latin face's.
TextLine textLine(const FormulaLook& look)
{
    const QFontMetricsF latin(look.font);
    TextLine line { latin.ascent(), latin.descent() };
    if (!look.textFamily.isEmpty()) {
        QFont han = look.font;
        han.setFamilies({ look.textFamily });
        const QFontMetricsF metrics(han);
        line.ascent = std::max(line.ascent, metrics.ascent());
        line.descent = std::max(line.descent, metrics.descent());
    }
    return line;
}

} // namespace

QFont FormulaLook::anchorFont() const
{
    // An x-height of 2 (ascent - descent), found among the sizes near the proportional guess (x-heights are
    // whole pixels to Qt).
    const TextLine line = textLine(*this);
    const int wanted = static_cast<int>(std::lround(2 * (line.ascent - line.descent)));
    QFont anchor = font;
    const int pixels = std::max(1, QFontInfo(font).pixelSize());
    const int xHeight = std::max(1, QFontMetrics(font).xHeight());
    const int guess = std::max(1, pixels * wanted / xHeight);
    int best = guess;
    int bestError = std::numeric_limits<int>::max();
    for (int size = std::max(1, guess - 3); size <= guess + 3; ++size) {
        anchor.setPixelSize(size);
        const int error = std::abs(QFontMetrics(anchor).xHeight() - wanted);
        if (error < bestError) {
            best = size;
            bestError = error;
        }
    }
    anchor.setPixelSize(best);
    return anchor;
}

QString formulaHtml(const QString& tex, widgets::FormulaStyle style, const FormulaLook& look)
{
    const widgets::FormulaImage formula = widgets::FormulaImage::find(tex, style, look.folders);
    if (formula.isNull())
        return QStringLiteral("<i>%1</i>").arg(readableText(tex));
    widgets::FormulaColours colours;
    colours.ink = look.ink;
    colours.textFamily = look.textFamily;
    const double ratio = std::max(1.0, look.devicePixelRatio);
    double pixelsPerEm = QFontInfo(look.font).pixelSize() * kInlineScale;
    if (style == widgets::FormulaStyle::Display) {
        pixelsPerEm = QFontInfo(look.font).pixelSize() * kDisplayScale;
        const double widthInEm = formula.sizeInEm().width();
        if (look.widthLimit > 0 && widthInEm > 0)
            pixelsPerEm = std::clamp(look.widthLimit / widthInEm, pixelsPerEm * kSmallestShrink, pixelsPerEm);
        const QImage image = formula.render(pixelsPerEm * ratio, colours, ratio);
        return imageHtml(image, image.width() / ratio, image.height() / ratio, tex, QString());
    }

    // Inline. Qt draws a middle-aligned image centred in its line, and counts it as reaching (h + q) / 2 above the
    // baseline and (h - q) / 2 below, q being half the x-height of the image's own font: as if its centre were
    // q / 2 above the baseline. A line of text alone has its centre (ascent - descent) / 2 above it. With the anchor
    // font (whose q is ascent - descent) both agree, so a formula drawn with its baseline q / 2 below the image's
    // centre sits on the text's baseline whether the text or a tall formula makes the line. Without it (a
    // document that is not ours) the image is padded until it, not the text, makes the line.
    const QImage drawn = formula.render(pixelsPerEm * ratio, colours, ratio);
    const int width = static_cast<int>(std::ceil(drawn.width() / ratio));
    const double ascent = formula.ascentInEm() * pixelsPerEm;
    const double descent = drawn.height() / ratio - ascent;
    const TextLine line = textLine(look);
    const double q = QFontMetrics(look.anchored ? look.anchorFont() : look.font).xHeight() / 2.0;
    double reach = std::max(2 * ascent - q, 2 * descent + q);
    if (!look.anchored)
        reach = std::max({ reach, 2 * line.ascent - q, 2 * line.descent + q }) + 1;
    const int height = static_cast<int>(std::ceil(reach));
    const double top = (height + q) / 2.0 - ascent; // (height + q) / 2: from the image's top to the baseline
    QImage padded(QSize(width, height) * ratio, QImage::Format_ARGB32_Premultiplied);
    padded.fill(Qt::transparent);
    {
        QImage pixels = drawn;
        pixels.setDevicePixelRatio(1.0); // drawn pixel for pixel into the padded image
        QPainter painter(&padded);
        painter.drawImage(QPointF(0, std::round(top * ratio)), pixels);
    }
    padded.setDevicePixelRatio(ratio);
    return imageHtml(padded, width, height, tex, QStringLiteral(" style=\"vertical-align: middle\""));
}

void setFormulaAnchors(QTextDocument* document, const QFont& anchor)
{
    std::vector<std::pair<int, int>> images; // position, length: gathered first, as a merge splits fragments
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment)
            if (const QTextFragment piece = fragment.fragment(); piece.isValid() && piece.charFormat().isImageFormat())
                images.push_back({ piece.position(), piece.length() });
    QTextCharFormat font;
    font.setFont(anchor);
    for (const auto& [position, length] : images) {
        QTextCursor cursor(document);
        cursor.setPosition(position);
        cursor.setPosition(position + length, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(font);
    }
}

} // namespace attnlab::app
