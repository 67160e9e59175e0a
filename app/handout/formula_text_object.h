#pragma once

#include <QByteArray>
#include <QObject>
#include <QSizeF>
#include <QTextObjectInterface>

class QTextDocument;

namespace attnlab::app {

// A typeset formula inside a QTextDocument drawn as vectors: QTextDocument's own <img> would print a raster.
// The handout's HTML places each formula as an image first (for its size and alignment); replaceFormulaImages
// turns those into objects this handler draws from their SVG.
class FormulaTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kObjectType = QTextFormat::UserObject + 1;

    // Registers a handler with `document`'s layout (owned by the document) and turns every image whose name is a
    // key of `svgs` into a formula object of the same size and alignment that draws that SVG.
    static void replaceFormulaImages(QTextDocument& document, const QHash<QString, QByteArray>& svgs);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
        const QTextFormat& format) override;

private:
    explicit FormulaTextObject(QObject* parent) : QObject(parent) { }
};

} // namespace attnlab::app
