#include "app/handout/formula_text_object.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

#include <vector>

namespace attnlab::app {

namespace {

constexpr int kSvgProperty = QTextFormat::UserProperty + 1;
constexpr int kSizeProperty = QTextFormat::UserProperty + 2;
constexpr int kDropProperty = QTextFormat::UserProperty + 3;
constexpr int kTrailingProperty = QTextFormat::UserProperty + 4;
constexpr int kTrailingFontProperty = QTextFormat::UserProperty + 5;
constexpr int kTrailingShareProperty = QTextFormat::UserProperty + 6; // of the image's width

} // namespace

void FormulaTextObject::replaceFormulaImages(QTextDocument& document, const QHash<QString, PrintedFormula>& formulas)
{
    document.documentLayout()->registerHandler(kObjectType, new FormulaTextObject(&document));
    struct Replacement {
        int position;
        QTextCharFormat format;
    };
    std::vector<Replacement> replacements;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextCharFormat format = fragment.fragment().charFormat();
            if (!format.isImageFormat())
                continue;
            const QTextImageFormat image = format.toImageFormat();
            const auto formula = formulas.constFind(image.name());
            if (formula == formulas.constEnd())
                continue;
            QTextCharFormat object = format;
            object.setObjectType(kObjectType);
            object.setProperty(kSvgProperty, formula->svg);
            object.setProperty(kSizeProperty, QSizeF(image.width(), image.height()));
            object.setProperty(kDropProperty, formula->drop);
            if (!formula->trailing.isEmpty() && image.width() > 0) {
                object.setProperty(kTrailingProperty, formula->trailing);
                object.setProperty(kTrailingFontProperty, formula->trailingFont);
                object.setProperty(kTrailingShareProperty, formula->trailingWidth / image.width());
            }
            // An image is one character; consecutive ones are one fragment of several.
            for (int offset = 0; offset < fragment.fragment().length(); ++offset)
                replacements.push_back({ fragment.fragment().position() + offset, object });
        }
    }
    for (const Replacement& replacement : replacements) {
        QTextCursor cursor(&document);
        cursor.setPosition(replacement.position);
        cursor.setPosition(replacement.position + 1, QTextCursor::KeepAnchor);
        cursor.setCharFormat(replacement.format);
    }
}

QSizeF FormulaTextObject::intrinsicSize(QTextDocument* document, int, const QTextFormat& format)
{
    // In layout pixels of 1/96 inch, as an <img>'s width and height: scaled onto the device the document is laid
    // out for (the printer), as QTextDocument scales its images.
    const QSizeF size = format.property(kSizeProperty).toSizeF();
    const QPaintDevice* device = document->documentLayout()->paintDevice();
    return device ? size * (device->logicalDpiY() / 96.0) : size;
}

void FormulaTextObject::drawObject(
    QPainter* painter, const QRectF& rect, QTextDocument* document, int, const QTextFormat& format)
{
    const QString trailing = format.stringProperty(kTrailingProperty);
    const double trailingWidth = trailing.isEmpty() ? 0 : format.doubleProperty(kTrailingShareProperty) * rect.width();
    const QRectF formula(rect.left(), rect.top() + format.doubleProperty(kDropProperty) * rect.height(),
        rect.width() - trailingWidth, rect.height());
    QSvgRenderer renderer(format.property(kSvgProperty).toByteArray());
    renderer.render(painter, formula);
    if (trailing.isEmpty())
        return;
    // In the text's own face and size, laid out as the document lays out its text: the font resolved for the
    // layout's paint device, then drawn through the painter's transform. Set on the painter instead, a font in points
    // is resolved again for the painter's device, and printing already scales layout pixels up to the printer's, so
    // the punctuation came out that much too large (3x at 300 dpi) and ran over the text after it.
    QTextLayout text(trailing, qvariant_cast<QFont>(format.property(kTrailingFontProperty)),
        document->documentLayout()->paintDevice());
    text.beginLayout();
    const QTextLine line = text.createLine();
    text.endLayout();
    painter->save();
    painter->setPen(format.foreground().style() == Qt::NoBrush ? QPen(Qt::black) : QPen(format.foreground().color()));
    // On the line's baseline, which the image stands on.
    text.draw(painter, QPointF(formula.right(), rect.bottom() - line.ascent()));
    painter->restore();
}

} // namespace attnlab::app
