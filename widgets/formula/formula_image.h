#pragma once

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace attnlab::widgets {

// Display formulas are typeset as TeX shows an equation on its own line; inline ones ($...$ in a lesson) as
// within a sentence (smaller fractions, limits beside a sum). An inline formula is stored as the display
// rendering of "\textstyle " + its TeX.
enum class FormulaStyle { Display, Inline };

// The name of a formula's pre-rendered SVG: the first 16 hex digits of the SHA-1 of its UTF-8 TeX with ASCII white
// space trimmed from both ends (tools/formulas/render.mjs computes the same).
QString formulaKey(const QString& tex, FormulaStyle style = FormulaStyle::Display);

// How a formula is drawn: its ink, and one marked term (\class{id}{...} in the TeX) in another colour.
struct FormulaColours {
    QColor ink = Qt::black;
    QString highlightedTerm; // empty: no term stands out
    QColor highlight = QColor(0xd9, 0x48, 0x01);
    QString textFamily; // the family \text draws characters in that MathJax's fonts lack (CJK); empty: serif
};

// A TeX formula typeset at authoring time by MathJax (tools/formulas) and drawn here by Qt SVG at any size. The
// application carries no TeX engine: a formula without a pre-rendered SVG gives a null FormulaImage, and the
// caller shows the formula as readable text instead (never the raw TeX).
class FormulaImage {
public:
    FormulaImage() = default;

    // The formula's SVG from the application's resources (:/formulas), else from the first of `folders` (a
    // teacher's lesson rendered with render.mjs --out) that holds it. Null when none does.
    static FormulaImage find(
        const QString& tex, FormulaStyle style = FormulaStyle::Display, const QStringList& folders = {});
    // An SVG written by render.mjs, read as it stands (null when it is not such an SVG).
    static FormulaImage fromSvg(const QByteArray& svg);

    bool isNull() const { return m_svg.isEmpty(); }
    // The TeX the SVG was made from (its <title>).
    QString tex() const { return m_tex; }
    // The ids of the terms marked in the TeX, each once.
    QStringList terms() const { return m_terms; }
    // The SVG as render.mjs wrote it (drawn in currentColor, terms marked data-term), for a page that inlines it.
    QByteArray svg() const { return m_svg; }
    // The SVG with the colours and the text family fixed as render() draws it, for a vector painter (a PDF).
    QByteArray colouredSvg(const FormulaColours& colours) const;

    // Width and height in ems of the formula's font, a small margin included.
    QSizeF sizeInEm() const;
    // From the top edge to the baseline, in ems (for setting an inline formula on a line of text).
    double ascentInEm() const;

    // The formula with an em of `pixelsPerEm` device pixels; the image carries `devicePixelRatio`, so a
    // widget paints it at pixelsPerEm / devicePixelRatio logical pixels per em. Transparent background.
    QImage render(double pixelsPerEm, const FormulaColours& colours = {}, double devicePixelRatio = 1.0) const;
    // The formula scaled to `pixelHeight` device pixels in height, its aspect ratio kept.
    QImage renderAtHeight(int pixelHeight, const FormulaColours& colours = {}, double devicePixelRatio = 1.0) const;

private:
    QByteArray m_svg;
    QString m_tex;
    QStringList m_terms;
    QRectF m_viewBox; // thousandths of an em, the baseline at y = 0
};

} // namespace attnlab::widgets
