#include "widgets/heatmap/token_strip.h"

#include "widgets/plots/plot_fonts.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStyle>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr int kMargin = 4; // around the row of chips
constexpr int kSpacing = 4; // between two chips
constexpr int kPaddingX = 6; // inside a chip, left and right of its text
constexpr int kPaddingY = 3; // inside a chip, above and below its text
constexpr qreal kCornerRadius = 4.0;
// A long token is elided to this many average characters; the tooltip shows it whole.
constexpr int kLongestTokenCharacters = 16;
// A mouse wheel notch (120 units) scrolls by this many scroll-bar steps.
constexpr int kStepsPerWheelNotch = 3;
// Shading an unweighted selected chip this much towards the highlight marks it without a weight vector.
constexpr float kSelectedTint = 0.18f;

// Tokens made of whitespace or control characters would draw as nothing; show a visible stand-in instead.
QString visibleToken(const QString& token)
{
    if (!token.isEmpty() && token.trimmed().isEmpty() && !token.contains(QLatin1Char('\n'))
        && !token.contains(QLatin1Char('\t')))
        return QString(token.size(), QChar(0x2423)); // ␣ per space
    QString shown = token;
    shown.replace(QLatin1Char('\n'), QChar(0x21b5)); // ↵
    shown.replace(QLatin1Char('\t'), QChar(0x2192)); // →
    return shown;
}

QColor mix(const QColor& from, const QColor& to, float amount)
{
    const auto blend = [amount](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * amount)); };
    return QColor(blend(from.red(), to.red()), blend(from.green(), to.green()), blend(from.blue(), to.blue()));
}

bool isDark(const QColor& colour)
{
    // Rec. 709 luma: picks the text colour that stays readable on a shaded chip.
    return 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF() < 0.5;
}

} // namespace

TokenStrip::TokenStrip(QWidget* parent) : QAbstractScrollArea(parent)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(false);
    connect(horizontalScrollBar(), &QScrollBar::valueChanged, viewport(), qOverload<>(&QWidget::update));
    updateFonts();
    layoutChips();
}

void TokenStrip::setTokens(const QStringList& tokens)
{
    m_selected = -1;
    m_weights.clear();
    // The same tokens come back with every change of a parameter or of a generated input's seed: their chips are
    // laid out already (measuring thousands of chips again held up the GUI thread for each outcome).
    if (tokens != m_tokens) {
        m_tokens = tokens;
        layoutChips();
    }
    horizontalScrollBar()->setValue(0);
    viewport()->update();
}

void TokenStrip::setSelected(int index)
{
    m_selected = index >= 0 && index < count() ? index : -1;
    if (m_selected >= 0)
        scrollToChip(m_selected);
    viewport()->update();
}

void TokenStrip::setWeights(std::vector<float> weights)
{
    for (float& weight : weights)
        weight = std::isfinite(weight) ? std::clamp(weight, 0.0f, 1.0f) : 0.0f;
    m_weights = std::move(weights);
    viewport()->update();
}

QRect TokenStrip::chipRect(int index) const
{
    if (index < 0 || index >= count())
        return {};
    const std::size_t i = static_cast<std::size_t>(index);
    const int width = m_chipLeft[i + 1] - m_chipLeft[i] - kSpacing;
    const int height = chipHeight();
    const int top = std::max(kMargin, (viewport()->height() - height) / 2);
    return { m_chipLeft[i] - horizontalScrollBar()->value(), top, width, height };
}

int TokenStrip::indexAt(const QPoint& viewportPoint) const
{
    if (m_tokens.isEmpty())
        return -1;
    const int x = viewportPoint.x() + horizontalScrollBar()->value();
    const auto lefts = m_chipLeft.begin();
    const auto after = std::upper_bound(lefts, lefts + count(), x);
    if (after == lefts)
        return -1;
    const int index = static_cast<int>(after - lefts) - 1;
    return chipRect(index).contains(viewportPoint) ? index : -1;
}

std::pair<int, int> TokenStrip::visibleRange() const
{
    if (m_tokens.isEmpty())
        return { 0, -1 };
    const int left = horizontalScrollBar()->value();
    const int right = left + viewport()->width();
    const auto lefts = m_chipLeft.begin();
    // The first chip whose right edge passes the left of the view; chips starting before its right are in view.
    int first = static_cast<int>(std::upper_bound(lefts, lefts + count(), left) - lefts) - 1;
    first = std::max(first, 0);
    if (chipRect(first).right() < 0)
        ++first;
    const int last = static_cast<int>(std::lower_bound(lefts, lefts + count(), right) - lefts) - 1;
    return { first, std::min(last, count() - 1) };
}

QSize TokenStrip::sizeHint() const
{
    return { 480, minimumSizeHint().height() };
}

QSize TokenStrip::minimumSizeHint() const
{
    // Room for the chips and a scroll bar, so the height does not change when N grows past the width.
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return { 120, chipHeight() + 2 * kMargin + scrollBar + 2 * frameWidth() };
}

void TokenStrip::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));

    const QColor chipFill = palette().color(QPalette::Button);
    const QColor accent = palette().color(QPalette::Highlight);
    const QColor border = palette().color(QPalette::Mid);
    const int ascent = std::max(QFontMetrics(m_textFont).ascent(), QFontMetrics(m_hanFont).ascent());

    const auto [first, last] = visibleRange();
    for (int index = first; index <= last; ++index) {
        const std::size_t i = static_cast<std::size_t>(index);
        const QRectF chip = QRectF(chipRect(index)).adjusted(0.5, 0.5, -0.5, -0.5);
        const bool selected = index == m_selected;

        float weight = i < m_weights.size() ? m_weights[i] : 0.0f;
        if (selected && m_weights.empty())
            weight = kSelectedTint;
        const QColor fill = mix(chipFill, accent, weight);
        QPainterPath outline;
        outline.addRoundedRect(chip, kCornerRadius, kCornerRadius);
        painter.fillPath(outline, fill);
        // Darker than the fullest shading, so the selection still shows on a chip of weight 1.
        painter.setPen(selected ? QPen(accent.darker(170), 2.0) : QPen(border, 1.0));
        painter.drawPath(outline);

        const bool darkFill = isDark(fill);
        const QColor textColour
            = darkFill ? palette().color(QPalette::HighlightedText) : palette().color(QPalette::Text);
        QColor indexColour = darkFill ? textColour : palette().color(QPalette::PlaceholderText);
        if (darkFill)
            indexColour.setAlphaF(0.75f);

        const qreal baseline = chip.top() + kPaddingY + ascent;
        qreal x = chip.left() + kPaddingX;
        painter.setFont(m_textFont);
        painter.setPen(indexColour);
        const QString number = indexText(index);
        painter.drawText(QPointF(x, baseline), number);
        if (m_shownTokens[i].isEmpty())
            continue;
        x += QFontMetrics(m_textFont).horizontalAdvance(number);
        painter.setFont(fontFor(index));
        painter.setPen(textColour);
        painter.drawText(QPointF(x, baseline), m_shownTokens[i]);
    }
}

void TokenStrip::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollRange();
}

void TokenStrip::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const int index = indexAt(event->position().toPoint());
    if (index >= 0)
        pick(index);
    event->accept();
}

void TokenStrip::mouseReleaseEvent(QMouseEvent* event)
{
    // The press picked the chip; the release of that click is ours too, not the parent's.
    if (event->button() == Qt::LeftButton)
        event->accept();
    else
        QAbstractScrollArea::mouseReleaseEvent(event);
}

void TokenStrip::wheelEvent(QWheelEvent* event)
{
    // The strip only scrolls sideways, so the ordinary up/down wheel moves it sideways too.
    const QPoint pixels = event->pixelDelta();
    const QPoint angle = event->angleDelta();
    int shift = 0;
    if (!pixels.isNull())
        shift = std::abs(pixels.y()) > std::abs(pixels.x()) ? pixels.y() : pixels.x();
    else
        shift = (std::abs(angle.y()) > std::abs(angle.x()) ? angle.y() : angle.x()) * kStepsPerWheelNotch
            * horizontalScrollBar()->singleStep() / 120;
    QScrollBar* bar = horizontalScrollBar();
    bar->setValue(bar->value() - shift);
    event->accept();
}

void TokenStrip::keyPressEvent(QKeyEvent* event)
{
    if (m_tokens.isEmpty()) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        pick(m_selected < 0 ? visibleRange().first : std::max(m_selected - 1, 0));
        break;
    case Qt::Key_Right:
        pick(m_selected < 0 ? visibleRange().first : std::min(m_selected + 1, count() - 1));
        break;
    case Qt::Key_Home:
        pick(0);
        break;
    case Qt::Key_End:
        pick(count() - 1);
        break;
    default:
        // Page Up/Down and the rest scroll as in any scroll area.
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TokenStrip::changeEvent(QEvent* event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        updateFonts();
        layoutChips();
        updateGeometry();
    }
}

bool TokenStrip::viewportEvent(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QAbstractScrollArea::viewportEvent(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const int index = indexAt(help->pos());
    if (index < 0) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    QString text = QStringLiteral("%1: %2").arg(index).arg(m_tokens[index]);
    const std::size_t i = static_cast<std::size_t>(index);
    if (i < m_weights.size())
        text += tr(" (weight %1)").arg(static_cast<double>(m_weights[i]), 0, 'g', 3);
    QToolTip::showText(help->globalPos(), richTextWithHanFont(text), viewport(), chipRect(index));
    return true;
}

void TokenStrip::updateFonts()
{
    // Latin first keeps the widget's look for ordinary tokens; Han glyphs fall through to the Chinese family.
    // A chip with Han text puts the Chinese family first instead: a system font with its own Han glyphs (often
    // Japanese shapes) must not win.
    const QFont base = font();
    m_textFont = base;
    m_textFont.setFamilies({ base.family(), hanFontFamily() });
    m_hanFont = base;
    m_hanFont.setFamilies({ hanFontFamily(), base.family() });
}

void TokenStrip::layoutChips()
{
    ++m_chipLayouts;
    const QFontMetrics textMetrics(m_textFont);
    const QFontMetrics hanMetrics(m_hanFont);
    const int longestToken = textMetrics.averageCharWidth() * kLongestTokenCharacters;

    const std::size_t n = static_cast<std::size_t>(m_tokens.size());
    m_shownTokens.assign(n, QString());
    m_usesHanFont.assign(n, false);
    m_chipLeft.assign(n + 1, kMargin);
    for (std::size_t i = 0; i < n; ++i) {
        const int index = static_cast<int>(i);
        const QString& token = m_tokens[index];
        int width = textMetrics.horizontalAdvance(indexText(index));
        // Imported inputs label tokens by their index: "7: 7" would say nothing more than "7".
        if (token != QString::number(index)) {
            m_usesHanFont[i] = containsHan(token);
            const QFontMetrics& metrics = m_usesHanFont[i] ? hanMetrics : textMetrics;
            // Measured once: most tokens fit, and only those that do not are elided and measured again.
            m_shownTokens[i] = visibleToken(token);
            int tokenWidth = metrics.horizontalAdvance(m_shownTokens[i]);
            if (tokenWidth >= longestToken) { // rounded: one that measures the limit may be just over it
                m_shownTokens[i] = metrics.elidedText(m_shownTokens[i], Qt::ElideRight, longestToken);
                tokenWidth = metrics.horizontalAdvance(m_shownTokens[i]);
            }
            width += tokenWidth;
        }
        m_chipLeft[i + 1] = m_chipLeft[i] + width + 2 * kPaddingX + kSpacing;
    }
    updateScrollRange();
}

void TokenStrip::updateScrollRange()
{
    // The content ends a margin after the last chip (m_chipLeft's last entry already includes one spacing).
    const int contentWidth = m_chipLeft.back() - kSpacing + kMargin;
    QScrollBar* bar = horizontalScrollBar();
    bar->setRange(0, std::max(0, contentWidth - viewport()->width()));
    bar->setPageStep(viewport()->width());
    bar->setSingleStep(std::max(1, QFontMetrics(m_textFont).averageCharWidth() * 4));
}

void TokenStrip::scrollToChip(int index)
{
    const QRect chip = chipRect(index);
    const int width = viewport()->width();
    QScrollBar* bar = horizontalScrollBar();
    if (chip.left() >= kMargin && chip.right() <= width - kMargin)
        return;
    // A chip next to the view is nudged in (arrow keys walk smoothly); a distant one is centred, with its
    // neighbours, the context a reader wants, on both sides.
    const bool nearby = chip.right() > -width / 2 && chip.left() < width + width / 2;
    const int contentLeft = chip.left() + bar->value();
    if (!nearby)
        bar->setValue(contentLeft - (width - chip.width()) / 2);
    else if (chip.left() < kMargin)
        bar->setValue(contentLeft - kMargin);
    else
        bar->setValue(contentLeft + chip.width() + kMargin - width);
}

void TokenStrip::pick(int index)
{
    setSelected(index);
    emit tokenClicked(index);
}

int TokenStrip::chipHeight() const
{
    const QFontMetrics textMetrics(m_textFont);
    const QFontMetrics hanMetrics(m_hanFont);
    const int ascent = std::max(textMetrics.ascent(), hanMetrics.ascent());
    const int descent = std::max(textMetrics.descent(), hanMetrics.descent());
    return ascent + descent + 2 * kPaddingY;
}

QString TokenStrip::indexText(int index) const
{
    const bool tokenShown = m_tokens[index] != QString::number(index);
    return tokenShown ? QStringLiteral("%1: ").arg(index) : QString::number(index);
}

const QFont& TokenStrip::fontFor(int index) const
{
    return m_usesHanFont[static_cast<std::size_t>(index)] ? m_hanFont : m_textFont;
}

} // namespace attnlab::widgets
