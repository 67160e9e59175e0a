#include "widgets/plots/memory_timeline.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLineF>
#include <QList>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr double kMargin = 8;
constexpr double kMarkerHeight = 12; // the query's triangle and the pooled slots' brackets
constexpr double kTickLength = 4;
constexpr double kSwatchWidth = 14;
constexpr double kSwatchHeight = 10;
// Token labels are cut so one long word cannot push the others off.
constexpr int kMaxTokenLength = 10;
// Room a token label keeps to its neighbours (horizontal) or to the tick labels (rotated).
constexpr double kTokenPadding = 4;
// Rotated token labels are drawn only up to this many positions; beyond it they are unreadable anyway.
constexpr int kMaxVerticalTokens = 96;
// Chunk boundaries closer than this (pixels) would hatch the track rather than mark chunks: they are left out.
constexpr double kSmallestBoundarySpacing = 12;

// Okabe-Ito colours: distinct for the common colour-vision deficiencies and on grey.
const QColor kCacheColor(0, 114, 178); // blue
const QColor kPooledColor(230, 159, 0); // orange
const QColor kKeptColor(204, 121, 167); // reddish purple
const QColor kChunkColor(0, 158, 115); // bluish green
const QColor kQueryColor(213, 94, 0); // vermillion
const QColor kUnreadColor(212, 212, 212);
const QColor kFutureColor(245, 245, 245);
const QColor kFutureOutline(200, 200, 200);
const QColor kExactWeightColor(30, 30, 30);
const QColor kTextColor(40, 40, 40);
const QColor kMutedTextColor(95, 95, 95);

QString positionRange(int first, int last)
{
    if (first == last)
        return MemoryTimeline::tr("position %1").arg(first);
    return MemoryTimeline::tr("positions %1–%2").arg(first).arg(last);
}

QString shortToken(const QString& token)
{
    if (token.size() <= kMaxTokenLength)
        return token;
    return token.left(kMaxTokenLength - 1) + QChar(0x2026); // ellipsis
}

// What a step line through `heights` (one per position, `cell` < 1 pixel wide, from x = `left`) inks: in each pixel
// column, everything between its lowest and its highest step and the rise from the column before, drawn as one
// vertical line a column. Stroking the thousands of tiny steps themselves held up the GUI thread for tens of
// milliseconds at N = 4096; the columns look the same.
QList<QLineF> stepLineColumns(const std::vector<double>& heights, double left, double cell)
{
    QList<QLineF> lines;
    int column = -1;
    double low = 0;
    double high = 0;
    double previous = heights.empty() ? 0.0 : heights.front();
    const auto close = [&] {
        const double x = left + column + 0.5;
        lines.append(QLineF(x, low, x, high));
    };
    for (std::size_t p = 0; p < heights.size(); ++p) {
        const int c = static_cast<int>(std::floor(static_cast<double>(p) * cell));
        if (c != column) {
            if (column >= 0)
                close();
            column = c;
            low = previous;
            high = previous;
        }
        low = std::min(low, heights[p]);
        high = std::max(high, heights[p]);
        previous = heights[p];
    }
    if (column >= 0)
        close();
    return lines;
}

} // namespace

MemoryTimeline::MemoryTimeline(QWidget* parent) : QWidget(parent)
{
    m_defaultHint = tr("No memory reads to show yet.");
    m_hint = m_defaultHint;
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    FigureMenu::attach(this, [this] { return QStringLiteral("memory-reads-query-%1").arg(m_query); });
}

void MemoryTimeline::setReads(
    int n, int query, const std::vector<core::MemoryRead>& reads, const QStringList& tokenLabels, int chunkSize)
{
    if (n < 1 || query < 0 || query >= n || chunkSize < 0) {
        clear(tr("Cannot draw query %1 of a sequence of %2 positions.").arg(query).arg(n));
        return;
    }
    for (const core::MemoryRead& read : reads)
        if (read.first < 0 || read.first > read.last || read.last >= n) {
            clear(tr("A read (%1) lies outside the sequence of %2 positions.")
                      .arg(positionRange(read.first, read.last))
                      .arg(n));
            return;
        }
    m_n = n;
    m_query = query;
    m_reads = reads;
    setTokenLabels(tokenLabels.size() == n ? tokenLabels : QStringList());
    m_chunkSize = chunkSize;
    m_weights.clear();
    m_exactWeights.clear();
    updateGeometry(); // the height depends on whether chunks and arcs are drawn
    update();
}

void MemoryTimeline::setWeights(const std::vector<double>& weights, const std::vector<double>& exactWeights)
{
    const auto n = static_cast<std::size_t>(m_n);
    const bool usable = m_n > 0 && weights.size() == n && exactWeights.size() == n;
    m_weights = usable ? weights : std::vector<double>();
    m_exactWeights = usable ? exactWeights : std::vector<double>();
    updateGeometry();
    update();
}

void MemoryTimeline::clear(const QString& hint)
{
    m_n = 0;
    m_query = 0;
    m_chunkSize = 0;
    m_reads.clear();
    m_weights.clear();
    m_exactWeights.clear();
    setTokenLabels(QStringList());
    m_hint = hint.isEmpty() ? m_defaultHint : hint;
    updateGeometry();
    update();
}

void MemoryTimeline::setTokenLabels(const QStringList& labels)
{
    // The same labels come with every query and every parameter of one sequence: what was found about them stays.
    if (labels == m_tokenLabels)
        return;
    m_tokenLabels = labels;
    const auto han = std::find_if(m_tokenLabels.cbegin(), m_tokenLabels.cend(), containsHan);
    m_hanSample = han != m_tokenLabels.cend() ? *han : QString();
    m_widestToken.reset();
}

QColor MemoryTimeline::kindColor(core::MemoryReadKind kind)
{
    switch (kind) {
    case core::MemoryReadKind::Cache:
        return kCacheColor;
    case core::MemoryReadKind::Pooled:
        return kPooledColor;
    case core::MemoryReadKind::Kept:
        return kKeptColor;
    case core::MemoryReadKind::Chunk:
        return kChunkColor;
    }
    return kUnreadColor;
}

QColor MemoryTimeline::queryColor()
{
    return kQueryColor;
}

QString MemoryTimeline::describeRead(const core::MemoryRead& read)
{
    const QString range = positionRange(read.first, read.last);
    switch (read.kind) {
    case core::MemoryReadKind::Cache:
        return tr("cache window: %1, read as they are").arg(range);
    case core::MemoryReadKind::Pooled:
        return tr("pooled slot: %1, read as one mean key and value").arg(range);
    case core::MemoryReadKind::Kept:
        return tr("kept key (high priority): %1").arg(range);
    case core::MemoryReadKind::Chunk:
        return tr("chunk: %1, read as they are").arg(range);
    }
    return range;
}

QString MemoryTimeline::tokenText(int position) const
{
    return position < m_tokenLabels.size() ? m_tokenLabels.at(position) : QString();
}

QString MemoryTimeline::headline() const
{
    if (!hasReads())
        return QString();
    int keys = 0;
    int pooledSlots = 0;
    for (const core::MemoryRead& read : m_reads) {
        if (read.kind == core::MemoryReadKind::Pooled)
            ++pooledSlots;
        else
            keys += read.last - read.first + 1;
    }
    QStringList parts;
    if (keys > 0)
        parts << (keys == 1 ? tr("1 key") : tr("%1 keys").arg(keys));
    if (pooledSlots > 0)
        parts << (pooledSlots == 1 ? tr("1 pooled slot") : tr("%1 pooled slots").arg(pooledSlots));
    // Memory is causal: exact attention for this query scores every position up to it.
    return tr("%1 scores: %2 (exact attention: %3)")
        .arg(keys + pooledSlots)
        .arg(parts.join(QStringLiteral(" + ")))
        .arg(m_query + 1);
}

QFont MemoryTimeline::smallFont() const
{
    const qreal size = plotPointSize(font());
    return plotFont(font(), size - 1, m_hanSample);
}

QFont MemoryTimeline::headerFont() const
{
    const qreal size = plotPointSize(font());
    return plotFont(font(), size, tokenText(m_query), true);
}

bool MemoryTimeline::readsEarlierChunk(const core::MemoryRead& read) const
{
    if (m_chunkSize <= 0 || read.kind == core::MemoryReadKind::Cache || read.kind == core::MemoryReadKind::Kept)
        return false;
    return read.last / m_chunkSize < m_query / m_chunkSize;
}

std::vector<MemoryTimeline::LegendEntry> MemoryTimeline::legendEntries() const
{
    std::vector<LegendEntry> entries;
    const core::MemoryReadKind order[] = { core::MemoryReadKind::Cache, core::MemoryReadKind::Chunk,
        core::MemoryReadKind::Pooled, core::MemoryReadKind::Kept };
    for (const core::MemoryReadKind kind : order) {
        const bool present = std::any_of(
            m_reads.begin(), m_reads.end(), [kind](const core::MemoryRead& read) { return read.kind == kind; });
        if (!present)
            continue;
        QString text;
        switch (kind) {
        case core::MemoryReadKind::Cache:
            text = tr("cache window");
            break;
        case core::MemoryReadKind::Chunk:
            text = tr("chunk read as is");
            break;
        case core::MemoryReadKind::Pooled:
            text = tr("pooled slot (one mean)");
            break;
        case core::MemoryReadKind::Kept:
            text = tr("kept key");
            break;
        }
        const QColor color = kindColor(kind);
        entries.push_back({ text, color, color.darker(130), false, {}, {} });
    }
    if (hasWeights())
        entries.push_back({ tr("exact weight"), Qt::white, kExactWeightColor, true, {}, {} });
    entries.push_back({ tr("query i"), Qt::white, kQueryColor, false, {}, {} });
    entries.push_back({ tr("not read"), kUnreadColor, kUnreadColor.darker(115), false, {}, {} });
    if (m_query + 1 < m_n)
        entries.push_back({ tr("after i (never read)"), kFutureColor, kFutureOutline, false, {}, {} });
    return entries;
}

int MemoryTimeline::tickStepFor(double cellWidth) const
{
    const QFontMetricsF metrics(smallFont());
    const double labelWidth = metrics.horizontalAdvance(QString::number(std::max(m_n - 1, 0))) + 10;
    for (int power = 1;; power *= 10)
        for (const int factor : { 1, 2, 5 })
            if (factor * power * cellWidth >= labelWidth || factor * power >= m_n)
                return factor * power;
}

double MemoryTimeline::widestTokenWidth() const
{
    if (!m_widestToken) {
        const QFontMetricsF metrics(smallFont());
        double widest = 0;
        for (const QString& token : m_tokenLabels)
            widest = std::max(widest, metrics.horizontalAdvance(shortToken(token)));
        m_widestToken = widest;
        ++m_tokenMeasurements;
    }
    return *m_widestToken;
}

MemoryTimeline::TokenMode MemoryTimeline::tokenModeFor(double cellWidth) const
{
    // Cells narrower than a label's padding hold no label, whatever the labels: they are not measured then (the
    // usual case for long sequences).
    if (m_tokenLabels.isEmpty() || cellWidth < kTokenPadding)
        return TokenMode::None;
    if (cellWidth >= widestTokenWidth() + kTokenPadding)
        return TokenMode::Horizontal;
    if (cellWidth >= QFontMetricsF(smallFont()).height() && m_n <= kMaxVerticalTokens)
        return TokenMode::Vertical;
    return TokenMode::None;
}

MemoryTimeline::Layout MemoryTimeline::layoutFor(int width) const
{
    Layout layout;
    const QFontMetricsF small(smallFont());
    const QFontMetricsF header(headerFont());
    const double line = small.height();
    // The first and last tick labels are centred on the end cells: keep half a label of room on either side.
    const double side = std::max(kMargin + 2, small.horizontalAdvance(QString::number(std::max(m_n - 1, 0))) / 2 + 4);
    const double trackWidth = std::max(10.0, width - 2 * side);

    double y = kMargin;
    layout.header = QRectF(kMargin, y, width - 2 * kMargin, header.height() + line + 2);
    y += layout.header.height() + 6;
    const bool arcs = std::any_of(
        m_reads.begin(), m_reads.end(), [this](const core::MemoryRead& read) { return readsEarlierChunk(read); });
    if (arcs) {
        layout.arcs = QRectF(side, y, trackWidth, 2.2 * line);
        y += layout.arcs.height();
    }
    if (m_chunkSize > 0) {
        layout.chunkBand = QRectF(side, y, trackWidth, line + 4);
        y += layout.chunkBand.height() + 2;
    }
    layout.marker = QRectF(side, y, trackWidth, kMarkerHeight);
    y += kMarkerHeight;
    layout.track = QRectF(side, y, trackWidth, std::max(30.0, 2.6 * line));
    y += layout.track.height() + kTickLength + 1;
    layout.tickLabels = QRectF(side, y, trackWidth, line);
    y += line + 2;

    layout.tokenMode = m_n > 0 ? tokenModeFor(trackWidth / m_n) : TokenMode::None;
    if (layout.tokenMode == TokenMode::Horizontal) {
        layout.tokens = QRectF(side, y, trackWidth, line);
        y += line + 2;
    } else if (layout.tokenMode == TokenMode::Vertical) {
        layout.tokens = QRectF(side, y, trackWidth, widestTokenWidth() + kTokenPadding);
        y += layout.tokens.height() + 2;
    }

    if (hasWeights()) {
        y += 6;
        layout.weightsCaption = QRectF(side, y, trackWidth, line);
        y += line + 2;
        layout.weights = QRectF(side, y, trackWidth, std::max(70.0, 5.0 * line));
        y += layout.weights.height() + 1;
    }

    // The legend flows left to right and wraps onto more rows when the widget is narrow.
    y += 6;
    layout.legend = legendEntries();
    double x = kMargin;
    const double rowHeight = std::max(line, kSwatchHeight) + 4;
    for (LegendEntry& entry : layout.legend) {
        const double entryWidth = kSwatchWidth + 5 + small.horizontalAdvance(entry.text);
        if (x > kMargin && x + entryWidth > width - kMargin) {
            x = kMargin;
            y += rowHeight;
        }
        entry.swatch = QRectF(x, y + (line - kSwatchHeight) / 2, kSwatchWidth, kSwatchHeight);
        entry.textOrigin = QPointF(x + kSwatchWidth + 5, y + small.ascent());
        x += entryWidth + 14;
    }
    y += rowHeight + kMargin;
    layout.height = static_cast<int>(std::ceil(y));
    return layout;
}

double MemoryTimeline::cellWidth(const Layout& layout) const
{
    return m_n > 0 ? layout.track.width() / m_n : 0.0;
}

double MemoryTimeline::positionX(const Layout& layout, double position) const
{
    return layout.track.left() + position * cellWidth(layout);
}

QRectF MemoryTimeline::spanRectIn(const Layout& layout, const core::MemoryRead& read) const
{
    // Adjacent spans (consecutive pooled slots) stay apart by a hairline when cells are wide enough for it.
    const double inset = cellWidth(layout) >= 4 ? 1.0 : 0.0;
    double left = positionX(layout, read.first) + inset;
    double right = positionX(layout, read.last + 1.0) - inset;
    if (right - left < 2.0) { // a single kept key among thousands of positions must still show
        const double middle = (left + right) / 2;
        left = middle - 1.0;
        right = middle + 1.0;
    }
    return QRectF(left, layout.track.top(), right - left, layout.track.height());
}

QRectF MemoryTimeline::trackRect() const
{
    return layoutFor(width()).track;
}

QRectF MemoryTimeline::spanRect(const core::MemoryRead& read) const
{
    return spanRectIn(layoutFor(width()), read);
}

QPointF MemoryTimeline::cellCenter(int position) const
{
    const Layout layout = layoutFor(width());
    return QPointF(positionX(layout, position + 0.5), layout.track.center().y());
}

bool MemoryTimeline::showsTokenLabels() const
{
    return hasReads() && layoutFor(width()).tokenMode != TokenMode::None;
}

int MemoryTimeline::positionAt(const QPointF& point) const
{
    if (!hasReads())
        return -1;
    const Layout layout = layoutFor(width());
    if (!layout.track.contains(point))
        return -1;
    const int position = static_cast<int>(std::floor((point.x() - layout.track.left()) / cellWidth(layout)));
    return std::clamp(position, 0, m_n - 1);
}

QString MemoryTimeline::describePosition(int position) const
{
    if (position < 0 || position >= m_n)
        return QString();
    QString text = tr("position %1").arg(position);
    if (!tokenText(position).isEmpty())
        text += QStringLiteral(" (%1)").arg(tokenText(position));
    if (position == m_query)
        text += tr(", the query");
    for (const core::MemoryRead& read : m_reads)
        if (read.first <= position && position <= read.last)
            return text + QLatin1Char('\n') + describeRead(read);
    if (position > m_query)
        return text + QLatin1Char('\n') + tr("after query %1: memory over a stream never reads ahead").arg(m_query);
    return text + QLatin1Char('\n') + tr("not read by query %1").arg(m_query);
}

int MemoryTimeline::heightForWidth(int width) const
{
    return layoutFor(width).height;
}

QSize MemoryTimeline::sizeHint() const
{
    return { 420, heightForWidth(420) };
}

QSize MemoryTimeline::minimumSizeHint() const
{
    return { 240, heightForWidth(240) };
}

bool MemoryTimeline::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int position = positionAt(help->pos());
        if (position >= 0)
            QToolTip::showText(help->globalPos(), describePosition(position), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void MemoryTimeline::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        m_widestToken.reset(); // measured in a font derived from the widget's
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void MemoryTimeline::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    paintTimeline(painter, size());
}

void MemoryTimeline::paintFigure(QCPPainter& painter, const QSize& size)
{
    painter.save();
    paintTimeline(painter, size);
    painter.restore();
}

QSize MemoryTimeline::figureSizeHint() const
{
    const QSize shown = onScreenSize(this);
    // The height the drawing needs at that width, without the empty room a tall dock leaves under it.
    return { shown.width(), hasReads() ? heightForWidth(shown.width()) : shown.height() };
}

void MemoryTimeline::paintTimeline(QPainter& painter, const QSize& size) const
{
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    if (!hasReads()) {
        paintHint(painter, size);
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    const Layout layout = layoutFor(size.width());

    painter.setFont(headerFont());
    painter.setPen(kTextColor);
    const QFontMetricsF header(headerFont());
    QString title = tr("Reads of query %1").arg(m_query);
    if (!tokenText(m_query).isEmpty())
        title += QStringLiteral(" (%1)").arg(tokenText(m_query));
    painter.drawText(QRectF(layout.header.topLeft(), QSizeF(layout.header.width(), header.height())),
        Qt::AlignLeft | Qt::AlignVCenter, header.elidedText(title, Qt::ElideRight, layout.header.width()));
    painter.setFont(smallFont());
    painter.setPen(kMutedTextColor);
    const QFontMetricsF small(smallFont());
    painter.drawText(
        QRectF(layout.header.left(), layout.header.top() + header.height() + 2, layout.header.width(), small.height()),
        Qt::AlignLeft | Qt::AlignVCenter, small.elidedText(headline(), Qt::ElideRight, layout.header.width()));

    paintChunks(painter, layout);
    paintArcs(painter, layout);
    paintTrack(painter, layout);
    paintChunkBoundaries(painter, layout);
    paintMarkers(painter, layout);
    paintTicks(painter, layout);
    paintTokens(painter, layout);
    paintWeights(painter, layout);
    paintLegend(painter, layout);
}

void MemoryTimeline::paintHint(QPainter& painter, const QSize& size) const
{
    painter.setPen(kMutedTextColor);
    painter.setFont(plotFont(font(), plotPointSize(font()), m_hint));
    painter.drawText(QRect(QPoint(0, 0), size).adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, m_hint);
}

void MemoryTimeline::paintChunks(QPainter& painter, const Layout& layout) const
{
    if (m_chunkSize <= 0)
        return;
    const double chunkWidth = m_chunkSize * cellWidth(layout);
    const int chunkCount = (m_n + m_chunkSize - 1) / m_chunkSize;
    const int queryChunk = m_query / m_chunkSize;
    const QFontMetricsF metrics(smallFont());
    painter.setFont(smallFont());
    for (int c = 0; c < chunkCount; ++c) {
        // Narrow chunks are drawn only where they matter: the query's own and the ones it reads.
        const bool own = c == queryChunk;
        const bool read = std::any_of(m_reads.begin(), m_reads.end(), [this, c](const core::MemoryRead& r) {
            return r.kind != core::MemoryReadKind::Cache && r.first / m_chunkSize <= c && c <= r.last / m_chunkSize;
        });
        if (chunkWidth < 3 && !own && !read)
            continue;
        const double left = positionX(layout, static_cast<double>(c) * m_chunkSize);
        const double right = positionX(layout, std::min<double>(m_n, static_cast<double>(c + 1) * m_chunkSize));
        const QRectF box(left, layout.chunkBand.top(), std::max(1.0, right - left), layout.chunkBand.height());
        const QColor fill = own ? QColor(250, 222, 204) : (c % 2 == 0 ? QColor(238, 238, 238) : QColor(226, 226, 226));
        painter.fillRect(box, fill);
        if (own) {
            painter.setPen(QPen(kQueryColor, 1));
            painter.drawRect(box.adjusted(0, 0, -1, -1));
        }
        const QString longLabel = tr("chunk %1").arg(c);
        const QString shortLabel = QString::number(c);
        const QString label = metrics.horizontalAdvance(longLabel) + 4 <= box.width() ? longLabel
            : metrics.horizontalAdvance(shortLabel) + 2 <= box.width()                ? shortLabel
                                                                                      : QString();
        if (!label.isEmpty()) {
            painter.setPen(own ? kQueryColor.darker(140) : kMutedTextColor);
            painter.drawText(box, Qt::AlignCenter, label);
        }
    }
}

void MemoryTimeline::paintChunkBoundaries(QPainter& painter, const Layout& layout) const
{
    // Over the track, so a read can be seen to start and end on a boundary.
    if (m_chunkSize <= 0 || m_chunkSize * cellWidth(layout) < kSmallestBoundarySpacing)
        return;
    const int chunkCount = (m_n + m_chunkSize - 1) / m_chunkSize;
    painter.setPen(QPen(QColor(90, 90, 90), 1, Qt::DashLine));
    for (int c = 1; c < chunkCount; ++c) {
        const double x = std::round(positionX(layout, static_cast<double>(c) * m_chunkSize));
        painter.drawLine(QPointF(x, layout.chunkBand.top()), QPointF(x, layout.track.bottom() + kTickLength));
    }
}

void MemoryTimeline::paintArcs(QPainter& painter, const Layout& layout) const
{
    if (layout.arcs.isEmpty())
        return;
    const int queryChunk = m_query / m_chunkSize;
    const double ownFirst = static_cast<double>(queryChunk) * m_chunkSize;
    const double ownLast = std::min<double>(m_n, ownFirst + m_chunkSize);
    const double fromX = positionX(layout, (ownFirst + ownLast) / 2);
    const double base = layout.chunkBand.top();
    double farthest = 1;
    for (const core::MemoryRead& read : m_reads)
        if (readsEarlierChunk(read))
            farthest = std::max(farthest, fromX - positionX(layout, (read.first + read.last + 1.0) / 2));

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF metrics(smallFont());
    double farthestX = fromX;
    // Farthest first, so the nearest (lowest) arc is drawn last and stays on top.
    for (const core::MemoryRead& read : m_reads) {
        if (!readsEarlierChunk(read))
            continue;
        const double toX = positionX(layout, (read.first + read.last + 1.0) / 2);
        const double reach = (fromX - toX) / farthest;
        // A cubic with both control points at height h peaks at 0.75 h: scale so the farthest arc fills the row.
        const double height = (layout.arcs.height() - 3) / 0.75 * (0.45 + 0.55 * reach);
        QPainterPath path(QPointF(fromX, base));
        path.cubicTo(QPointF(fromX, base - height), QPointF(toX, base - height), QPointF(toX, base - 1));
        const QColor color = kindColor(read.kind).darker(115);
        painter.setPen(QPen(color, 1.4));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        QPainterPath head;
        head.moveTo(toX, base);
        head.lineTo(toX - 4, base - 7);
        head.lineTo(toX + 4, base - 7);
        head.closeSubpath();
        painter.fillPath(head, color);
        farthestX = std::min(farthestX, toX);
    }
    // Name the relation once, beside the arcs (right of where they start, else left of where they end).
    const QString text = tr("chunk %1 reads").arg(queryChunk);
    const double textWidth = metrics.horizontalAdvance(text);
    const double textTop = base - metrics.height() - 3;
    painter.setPen(kMutedTextColor);
    painter.setFont(smallFont());
    if (fromX + 8 + textWidth <= layout.arcs.right())
        painter.drawText(QPointF(fromX + 8, textTop + metrics.ascent()), text);
    else if (farthestX - 8 - textWidth >= layout.arcs.left())
        painter.drawText(QPointF(farthestX - 8 - textWidth, textTop + metrics.ascent()), text);
    painter.restore();
}

void MemoryTimeline::paintTrack(QPainter& painter, const Layout& layout) const
{
    const QRectF& track = layout.track;
    const double past = positionX(layout, m_query + 1.0);
    painter.fillRect(QRectF(track.left(), track.top(), past - track.left(), track.height()), kUnreadColor);
    if (m_query + 1 < m_n) {
        const QRectF future(past, track.top(), track.right() - past, track.height());
        painter.fillRect(future, kFutureColor);
        painter.setPen(QPen(kFutureOutline, 1));
        painter.drawRect(future.adjusted(0, 0, -1, -1));
    }
    for (const core::MemoryRead& read : m_reads) {
        const QRectF span = spanRectIn(layout, read);
        const QColor color = kindColor(read.kind);
        painter.fillRect(span, color);
        if (span.width() >= 4) {
            painter.setPen(QPen(color.darker(135), 1));
            painter.drawRect(span.adjusted(0, 0, -1, -1));
        }
    }
    // Hairlines between positions when there is room, so a span's positions can be counted; not inside a pooled
    // slot, which the query reads as one mean.
    const double cell = cellWidth(layout);
    if (cell >= 6) {
        painter.setPen(QPen(QColor(255, 255, 255, 170), 1));
        for (int boundary = 1; boundary < m_n; ++boundary) {
            const bool insidePooledSlot = std::any_of(
                m_reads.begin(), m_reads.end(), [boundary](const core::MemoryRead& read) {
                    return read.kind == core::MemoryReadKind::Pooled && read.first < boundary && boundary <= read.last;
                });
            if (insidePooledSlot)
                continue;
            const double x = std::round(positionX(layout, boundary));
            painter.drawLine(QPointF(x, track.top() + 1), QPointF(x, track.bottom() - 1));
        }
    }
}

void MemoryTimeline::paintMarkers(QPainter& painter, const Layout& layout) const
{
    const QRectF& marker = layout.marker;
    // Pooled slots: a bracket over the positions one slot summarises.
    for (const core::MemoryRead& read : m_reads) {
        if (read.kind != core::MemoryReadKind::Pooled)
            continue;
        const QRectF span = spanRectIn(layout, read);
        if (span.width() < 4)
            continue;
        const double y = marker.bottom() - 4;
        painter.setPen(QPen(kPooledColor.darker(150), 1));
        painter.drawLine(QPointF(span.left(), y), QPointF(span.right() - 1, y));
        painter.drawLine(QPointF(span.left(), y), QPointF(span.left(), marker.bottom()));
        painter.drawLine(QPointF(span.right() - 1, y), QPointF(span.right() - 1, marker.bottom()));
    }

    // The query: a triangle pointing at it and an outline around its cell.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double x = positionX(layout, m_query + 0.5);
    QPainterPath triangle;
    triangle.moveTo(x - 6, marker.top());
    triangle.lineTo(x + 6, marker.top());
    triangle.lineTo(x, marker.bottom() - 1);
    triangle.closeSubpath();
    painter.fillPath(triangle, kQueryColor);
    painter.restore();
    const double cell = std::max(3.0, cellWidth(layout));
    painter.setPen(QPen(kQueryColor, 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(x - cell / 2, layout.track.top(), cell, layout.track.height()).adjusted(1, 1, -1, -1));
}

void MemoryTimeline::paintTicks(QPainter& painter, const Layout& layout) const
{
    const int step = tickStepFor(cellWidth(layout));
    const QFontMetricsF metrics(smallFont());
    painter.setFont(smallFont());
    for (int position = 0; position < m_n; position += step) {
        const double x = positionX(layout, position + 0.5);
        painter.setPen(QPen(kMutedTextColor, 1));
        painter.drawLine(QPointF(x, layout.track.bottom() + 1), QPointF(x, layout.track.bottom() + kTickLength));
        const QString label = QString::number(position);
        const double labelWidth = metrics.horizontalAdvance(label);
        painter.setPen(kTextColor);
        painter.drawText(QRectF(x - labelWidth / 2 - 2, layout.tickLabels.top(), labelWidth + 4, metrics.height()),
            Qt::AlignCenter, label);
    }
}

void MemoryTimeline::paintTokens(QPainter& painter, const Layout& layout) const
{
    if (layout.tokenMode == TokenMode::None)
        return;
    const QFont tokenFont = smallFont();
    QFont queryFont = tokenFont;
    queryFont.setBold(true);
    const QFontMetricsF metrics(tokenFont);
    const double cell = cellWidth(layout);
    for (int position = 0; position < m_n; ++position) {
        const QString token = shortToken(tokenText(position));
        painter.setFont(position == m_query ? queryFont : tokenFont);
        painter.setPen(position == m_query ? kQueryColor.darker(120) : kTextColor);
        const double x = positionX(layout, position + 0.5);
        if (layout.tokenMode == TokenMode::Horizontal) {
            painter.drawText(
                QRectF(x - cell / 2, layout.tokens.top(), cell, layout.tokens.height()), Qt::AlignCenter, token);
            continue;
        }
        // Rotated a quarter turn: the text reads upwards and ends just under the tick labels.
        painter.save();
        painter.translate(x, layout.tokens.top() + 2);
        painter.rotate(-90);
        painter.drawText(
            QRectF(-layout.tokens.height(), -metrics.height() / 2, layout.tokens.height(), metrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, token);
        painter.restore();
    }
}

void MemoryTimeline::paintWeights(QPainter& painter, const Layout& layout) const
{
    if (layout.weights.isEmpty())
        return;
    const QFontMetricsF metrics(smallFont());
    double largest = 0;
    for (std::size_t p = 0; p < m_weights.size(); ++p)
        largest = std::max({ largest, std::abs(m_weights[p]), std::abs(m_exactWeights[p]) });
    painter.setFont(smallFont());
    painter.setPen(kMutedTextColor);
    const QString caption
        = tr("weights of query %1: bars this variant, line exact; top %2").arg(m_query).arg(largest, 0, 'g', 3);
    painter.drawText(layout.weightsCaption, Qt::AlignLeft | Qt::AlignVCenter,
        metrics.elidedText(caption, Qt::ElideRight, layout.weightsCaption.width()));
    const QRectF& area = layout.weights;
    painter.fillRect(area, QColor(250, 250, 250));
    if (largest <= 0)
        return;
    const auto heightOf
        = [&area, largest](double weight) { return std::max(0.0, weight) / largest * (area.height() - 2); };

    // Each bar takes the colour of the read its position belongs to, so a pooled slot's spread weight shows as one
    // flat orange block and a kept key as a purple spike.
    const double inset = cellWidth(layout) >= 4 ? 1.0 : 0.0;
    for (const core::MemoryRead& read : m_reads)
        for (int p = read.first; p <= read.last; ++p) {
            const double height = heightOf(m_weights[static_cast<std::size_t>(p)]);
            const double left = positionX(layout, p) + (read.kind == core::MemoryReadKind::Pooled ? 0.0 : inset);
            const double right = positionX(layout, p + 1.0) - (read.kind == core::MemoryReadKind::Pooled ? 0.0 : inset);
            painter.fillRect(
                QRectF(left, area.bottom() - height, std::max(1.0, right - left), height), kindColor(read.kind));
        }

    // Exact attention as a step line over every position up to the query, so what the memory misses stands out.
    std::vector<double> exactHeights;
    exactHeights.reserve(static_cast<std::size_t>(m_query) + 1);
    for (int p = 0; p <= m_query; ++p)
        exactHeights.push_back(area.bottom() - heightOf(m_exactWeights[static_cast<std::size_t>(p)]));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(kExactWeightColor, 1.3));
    painter.setBrush(Qt::NoBrush);
    const double cell = cellWidth(layout);
    if (cell >= 1) {
        QPainterPath exact;
        for (int p = 0; p <= m_query; ++p) {
            const double y = exactHeights[static_cast<std::size_t>(p)];
            const QPointF start(positionX(layout, p), y);
            if (p == 0)
                exact.moveTo(start);
            else
                exact.lineTo(start);
            exact.lineTo(positionX(layout, p + 1.0), y);
        }
        painter.drawPath(exact);
    } else {
        painter.drawLines(stepLineColumns(exactHeights, layout.track.left(), cell));
    }
    painter.restore();
    painter.setPen(QPen(kMutedTextColor, 1));
    painter.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()));
}

void MemoryTimeline::paintLegend(QPainter& painter, const Layout& layout) const
{
    painter.setFont(smallFont());
    for (const LegendEntry& entry : layout.legend) {
        if (entry.line) {
            painter.setPen(QPen(entry.outline, 1.5));
            painter.drawLine(QPointF(entry.swatch.left(), entry.swatch.center().y()),
                QPointF(entry.swatch.right(), entry.swatch.center().y()));
            painter.setPen(kTextColor);
            painter.drawText(entry.textOrigin, entry.text);
            continue;
        }
        painter.fillRect(entry.swatch, entry.fill);
        painter.setPen(QPen(entry.outline, entry.outline == kQueryColor ? 2 : 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(entry.swatch.adjusted(0, 0, -1, -1));
        painter.setPen(kTextColor);
        painter.drawText(entry.textOrigin, entry.text);
    }
}

} // namespace attnlab::widgets
