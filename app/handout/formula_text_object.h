#pragma once

#include <QByteArray>
#include <QFont>
#include <QHash>
#include <QObject>
#include <QSizeF>
#include <QTextObjectInterface>

class QTextDocument;

namespace attnlab::app {

// One formula as the printed handout draws it.
struct PrintedFormula {
    QByteArray svg;
    // The part of the image's height the formula is drawn below it: an inline image stands on the line's baseline
    // and the formula's descent goes below, so the two baselines meet. 0 for a display formula.
    double drop = 0;
    // Punctuation that follows the formula in the text ("。", "）、"), drawn in the image after the formula: the
    // layout may break a line after an image, and a Chinese line must not start with it. The image's width
    // includes it: `trailingWidth` of it, in the image's units.
    QString trailing;
    // The face and size of the text around the formula; resolved, as the document's own text is, for the device the
    // document is laid out on (not the printer, which the layout's coordinates are scaled onto).
    QFont trailingFont;
    double trailingWidth = 0;
};

// A typeset formula inside a QTextDocument drawn as vectors: QTextDocument's own <img> would print a raster.
// The handout's HTML places each formula as an image first (for its size and alignment); replaceFormulaImages
// turns those into objects this handler draws from their SVG.
class FormulaTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kObjectType = QTextFormat::UserObject + 1;

    // Registers a handler with `document`'s layout (owned by the document) and turns every image whose name is a
    // key of `formulas` into a formula object of the same size and alignment that draws that formula.
    static void replaceFormulaImages(QTextDocument& document, const QHash<QString, PrintedFormula>& formulas);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
        const QTextFormat& format) override;

private:
    explicit FormulaTextObject(QObject* parent) : QObject(parent) { }
};

} // namespace attnlab::app
