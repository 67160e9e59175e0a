#include "widgets/formula/formula_view.h"

#include <QEvent>
#include <QFontInfo>
#include <QPainter>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

// A formula never shrinks below this share of its natural size: smaller, indices stop being legible.
constexpr double kSmallestShrink = 0.5;
// The fallback text wraps at this many average characters when nothing constrains it.
constexpr int kFallbackColumns = 60;

int ceilToInt(double value)
{
    return static_cast<int>(std::ceil(value - 1e-6));
}

} // namespace

FormulaView::FormulaView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_colours.ink = palette().color(QPalette::WindowText);
}

void FormulaView::setFormula(
    const QString& tex, const QString& fallbackText, FormulaStyle style, const QStringList& folders)
{
    m_formula = FormulaImage::find(tex, style, folders);
    m_fallbackText = fallbackText;
    setAccessibleName(fallbackText);
    setToolTip(m_formula.isNull() ? QString() : fallbackText);
    formulaChanged();
}

void FormulaView::setHighlightedTerm(const QString& term)
{
    if (term == m_colours.highlightedTerm)
        return;
    m_colours.highlightedTerm = term;
    m_cache = {};
    update();
}

void FormulaView::setHighlightColour(const QColor& colour)
{
    m_colours.highlight = colour;
    m_cache = {};
    update();
}

void FormulaView::setTextFamily(const QString& family)
{
    m_colours.textFamily = family;
    m_cache = {};
    update();
}

void FormulaView::setScale(double scale)
{
    m_scale = scale;
    formulaChanged();
}

void FormulaView::setAlignment(Qt::Alignment alignment)
{
    m_alignment = alignment;
    update();
}

void FormulaView::formulaChanged()
{
    m_cache = {};
    updateGeometry();
    update();
}

double FormulaView::naturalPixelsPerEm() const
{
    return QFontInfo(font()).pixelSize() * m_scale;
}

double FormulaView::pixelsPerEmFitting(int width) const
{
    const double natural = naturalPixelsPerEm();
    const double widthInEm = m_formula.sizeInEm().width();
    if (widthInEm <= 0.0 || width <= 0)
        return natural;
    return std::clamp(width / widthInEm, natural * kSmallestShrink, natural);
}

QSize FormulaView::sizeHint() const
{
    if (m_formula.isNull()) {
        const int width = fontMetrics().averageCharWidth() * kFallbackColumns;
        return { std::min(width, fontMetrics().horizontalAdvance(m_fallbackText) + 1), heightForWidth(width) };
    }
    const QSizeF size = m_formula.sizeInEm() * naturalPixelsPerEm();
    return { ceilToInt(size.width()), ceilToInt(size.height()) };
}

QSize FormulaView::minimumSizeHint() const
{
    if (m_formula.isNull())
        return { fontMetrics().averageCharWidth() * 10, fontMetrics().height() };
    const QSizeF size = m_formula.sizeInEm() * naturalPixelsPerEm() * kSmallestShrink;
    return { ceilToInt(size.width()), ceilToInt(size.height()) };
}

int FormulaView::heightForWidth(int width) const
{
    if (m_formula.isNull()) {
        const QRect bounds = fontMetrics().boundingRect(QRect(0, 0, std::max(1, width), 1 << 20),
            Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_fallbackText);
        return bounds.height();
    }
    return ceilToInt(m_formula.sizeInEm().height() * pixelsPerEmFitting(width));
}

void FormulaView::paintEvent(QPaintEvent* event)
{
    Q_UNUSED(event);
    QPainter painter(this);
    if (m_formula.isNull()) {
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(rect(), Qt::TextWordWrap | (m_alignment & ~Qt::AlignVertical_Mask) | Qt::AlignVCenter,
            m_fallbackText);
        return;
    }
    const double pixelsPerEm = pixelsPerEmFitting(width());
    const double ratio = devicePixelRatioF();
    if (m_cache.isNull() || m_cachePixelsPerEm != pixelsPerEm || m_cache.devicePixelRatio() != ratio) {
        m_cache = m_formula.render(pixelsPerEm * ratio, m_colours, ratio);
        m_cachePixelsPerEm = pixelsPerEm;
    }
    const QSize logical = (QSizeF(m_cache.size()) / ratio).toSize();
    const QRect target = QStyle::alignedRect(layoutDirection(), m_alignment, logical, rect());
    painter.drawImage(target.topLeft(), m_cache);
}

void FormulaView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange) {
        m_colours.ink = palette().color(QPalette::WindowText);
        m_cache = {};
        update();
    } else if (event->type() == QEvent::FontChange) {
        formulaChanged();
    }
    QWidget::changeEvent(event);
}

} // namespace attnlab::widgets
