#include "app/handout/formula_text_object.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <vector>

namespace attnlab::app {

namespace {

constexpr int kSvgProperty = QTextFormat::UserProperty + 1;
constexpr int kSizeProperty = QTextFormat::UserProperty + 2;

} // namespace

void FormulaTextObject::replaceFormulaImages(QTextDocument& document, const QHash<QString, QByteArray>& svgs)
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
            const auto svg = svgs.constFind(image.name());
            if (svg == svgs.constEnd())
                continue;
            QTextCharFormat object = format;
            object.setObjectType(kObjectType);
            object.setProperty(kSvgProperty, *svg);
            object.setProperty(kSizeProperty, QSizeF(image.width(), image.height()));
            // An image is one character; consecutive ones are one fragment of several.
            for (int offset = 0; offset < fragment.fragment().length(); ++offset)
                replacements.push_back({fragment.fragment().position() + offset, object});
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

void FormulaTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format)
{
    QSvgRenderer renderer(format.property(kSvgProperty).toByteArray());
    renderer.render(painter, rect);
}

} // namespace attnlab::app
