#pragma once

#include "widgets/formula/formula_image.h"

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

class QTextDocument;

namespace attnlab::app {

// How the formulas of a lesson text are drawn: at the text's font size, for the screen's device pixel ratio, in
// the text's ink, from the application's typeset SVGs or a lesson's own formula folders.
struct FormulaLook {
    QFont font; // the text's font: an em of the formula is its pixel size
    double devicePixelRatio = 1.0;
    QColor ink = Qt::black;
    QString textFamily; // the family for \text characters MathJax lacks (a CJK face)
    QStringList folders;
    int widthLimit = 0; // logical pixels a display formula may take (it shrinks to fit, to half its size); 0: none
    // The document's images will carry anchorFont() (setFormulaAnchors): inline formulas then need no padding
    // beyond their own ink. Off for a document the player does not lay out itself (a question's prompt).
    bool anchored = true;

    // The font an inline formula's image is given in the document, so that Qt centres it where a line of the text
    // has its centre (formula_images.cpp says why).
    QFont anchorFont() const;

    bool operator==(const FormulaLook& other) const
    {
        return font == other.font && devicePixelRatio == other.devicePixelRatio && ink == other.ink
            && textFamily == other.textFamily && folders == other.folders && widthLimit == other.widthLimit
            && anchored == other.anchored;
    }
    bool operator!=(const FormulaLook& other) const { return !(*this == other); }
};

// The HTML of one formula: an <img> of its typeset SVG, rendered for `look` and embedded as a data: URL (so any
// QTextDocument shows it, a question's prompt too), sized in logical pixels; its readable text (never raw TeX) when
// no SVG exists. An inline formula is padded so that, drawn with vertical-align: middle, its baseline lies on the
// text's baseline (formula_images.cpp says how Qt places such an image).
QString formulaHtml(const QString& tex, widgets::FormulaStyle style, const FormulaLook& look);

// Gives every image of the document `anchor` (FormulaLook::anchorFont() of the look its formulas were drawn for):
// Qt places a middle-aligned image by the x-height of the image's own character format.
void setFormulaAnchors(QTextDocument* document, const QFont& anchor);

} // namespace attnlab::app
