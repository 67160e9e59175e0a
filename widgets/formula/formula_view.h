#pragma once

#include "widgets/formula/formula_image.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QWidget>

namespace attnlab::widgets {

// One typeset formula, drawn crisply at the screen's device pixel ratio. Its em follows the widget's font (times
// scale()); in a widget narrower than the formula it shrinks to the width, down to half its size. A formula with
// no pre-rendered SVG shows the fallback text the caller gives (its readable form, never raw TeX).
class FormulaView : public QWidget {
    Q_OBJECT

public:
    explicit FormulaView(QWidget* parent = nullptr);

    void setFormula(const QString& tex, const QString& fallbackText, FormulaStyle style = FormulaStyle::Display,
        const QStringList& folders = {});
    const FormulaImage& formula() const { return m_formula; }
    // Whether the formula is typeset (false: the fallback text is shown).
    bool isTypeset() const { return !m_formula.isNull(); }

    // The term (\class{id}{...} in the TeX) drawn in the highlight colour; empty for none.
    void setHighlightedTerm(const QString& term);
    QString highlightedTerm() const { return m_colours.highlightedTerm; }
    void setHighlightColour(const QColor& colour);
    // The family that draws \text characters MathJax has no glyph for (a CJK family for Chinese lessons).
    void setTextFamily(const QString& family);
    // The formula's em over the font's pixel size.
    void setScale(double scale);
    double scale() const { return m_scale; }
    void setAlignment(Qt::Alignment alignment);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Logical pixels per em at the natural size, and at the size that fits `width`.
    double naturalPixelsPerEm() const;
    double pixelsPerEmFitting(int width) const;
    void formulaChanged();

    FormulaImage m_formula;
    QString m_fallbackText;
    FormulaColours m_colours;
    double m_scale = 1.15;
    Qt::Alignment m_alignment = Qt::AlignLeft | Qt::AlignVCenter;
    QImage m_cache; // the last rendering, kept while size, colours and screen stay
    double m_cachePixelsPerEm = 0.0;
};

} // namespace attnlab::widgets
