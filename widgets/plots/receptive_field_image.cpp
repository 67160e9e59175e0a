#include "widgets/plots/receptive_field_image.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

const QColor kReached(0, 114, 178); // Okabe-Ito blue
const QColor kBackground(238, 238, 238);
const QColor kQueryColour(213, 94, 0); // Okabe-Ito vermillion, as the row markers of the per-row charts
// A pixel column that holds one reached key among many still shows at this share of the full colour.
constexpr double kFaintestShare = 0.35;
// Layers past the chosen count are drawn at this opacity.
constexpr double kDeeperOpacity = 0.22;

QRgb blend(double share)
{
    const auto mix = [share](int from, int to) { return static_cast<int>(std::lround(from + (to - from) * share)); };
    return qRgb(mix(kBackground.red(), kReached.red()), mix(kBackground.green(), kReached.green()),
        mix(kBackground.blue(), kReached.blue()));
}

} // namespace

ReceptiveFieldImage::ReceptiveFieldImage(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    FigureMenu::attach(this, [this] { return QStringLiteral("receptive-field-query-%1").arg(m_query); });
}

void ReceptiveFieldImage::setField(int query, std::vector<core::ReachedKeys> layers)
{
    m_query = query;
    m_layers = std::move(layers);
    m_shown = std::clamp(m_shown, 1, std::max(1, layerCount()));
    update();
}

void ReceptiveFieldImage::clear()
{
    m_query = -1;
    m_layers.clear();
    update();
}

void ReceptiveFieldImage::setShownLayers(int layers)
{
    m_shown = std::clamp(layers, 1, std::max(1, layerCount()));
    update();
}

int ReceptiveFieldImage::keyCount() const
{
    return m_layers.empty() ? 0 : static_cast<int>(m_layers.front().reached.size());
}

QRect ReceptiveFieldImage::bandArea() const
{
    return bandAreaFor(size());
}

QRect ReceptiveFieldImage::bandAreaFor(const QSize& size) const
{
    const QFontMetrics metrics(font());
    const int left = metrics.horizontalAdvance(QStringLiteral("L 16")) + 8;
    const int bottom = metrics.height() + 4;
    return QRect(left, 2, std::max(1, size.width() - left - 4), std::max(1, size.height() - bottom - 2));
}

QRect ReceptiveFieldImage::cellRect(int layer, int key) const
{
    const int n = keyCount();
    if (layer < 1 || layer > layerCount() || key < 0 || key >= n)
        return {};
    const QRect area = bandArea();
    const double bandHeight = static_cast<double>(area.height()) / layerCount();
    const double keyWidth = static_cast<double>(area.width()) / n;
    const int x0 = area.left() + static_cast<int>(std::floor(key * keyWidth));
    const int x1 = area.left() + static_cast<int>(std::floor((key + 1) * keyWidth));
    const int y0 = area.top() + static_cast<int>(std::floor((layer - 1) * bandHeight));
    const int y1 = area.top() + static_cast<int>(std::floor(layer * bandHeight));
    return QRect(QPoint(x0, y0), QPoint(std::max(x0, x1 - 1), std::max(y0, y1 - 1)));
}

QImage ReceptiveFieldImage::bandImage(int columns) const
{
    const int n = keyCount();
    QImage image(columns, layerCount(), QImage::Format_RGB32);
    for (int layer = 0; layer < layerCount(); ++layer) {
        const std::vector<std::uint8_t>& reached = m_layers[static_cast<std::size_t>(layer)].reached;
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(layer));
        for (int c = 0; c < columns; ++c) {
            // Keys [from, to) fall into pixel column c.
            const auto from = static_cast<std::size_t>(static_cast<long long>(c) * n / columns);
            const auto to = std::max(from + 1, static_cast<std::size_t>(static_cast<long long>(c + 1) * n / columns));
            const auto count = std::count(reached.begin() + static_cast<std::ptrdiff_t>(from),
                reached.begin() + static_cast<std::ptrdiff_t>(to), std::uint8_t { 1 });
            const double share = static_cast<double>(count) / static_cast<double>(to - from);
            line[c] = share > 0.0 ? blend(kFaintestShare + (1.0 - kFaintestShare) * share) : kBackground.rgb();
        }
    }
    return image;
}

void ReceptiveFieldImage::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    paintField(painter, size());
}

void ReceptiveFieldImage::paintFigure(QCPPainter& painter, const QSize& size)
{
    painter.save();
    if (m_layers.empty() || keyCount() == 0)
        paintHintFigure(painter, size, tr("No receptive field to show yet."), font());
    else
        paintField(painter, size);
    painter.restore();
}

QSize ReceptiveFieldImage::figureSizeHint() const
{
    return onScreenSize(this);
}

void ReceptiveFieldImage::paintField(QPainter& painter, const QSize& size) const
{
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    if (m_layers.empty() || keyCount() == 0)
        return;
    const QRect area = bandAreaFor(size);
    const int n = keyCount();
    const int layers = layerCount();
    const QImage image = bandImage(std::min(n, area.width()));
    const double bandHeight = static_cast<double>(area.height()) / layers;

    // Chosen layers in full, deeper ones faint: one image, drawn in two vertical parts.
    const int shownBottom = area.top() + static_cast<int>(std::lround(m_shown * bandHeight));
    drawCrispImage(painter, QRect(area.left(), area.top(), area.width(), shownBottom - area.top()), image,
        QRect(0, 0, image.width(), m_shown));
    if (m_shown < layers) {
        painter.setOpacity(kDeeperOpacity);
        drawCrispImage(painter, QRect(area.left(), shownBottom, area.width(), area.bottom() + 1 - shownBottom), image,
            QRect(0, m_shown, image.width(), layers - m_shown));
        painter.setOpacity(1.0);
    }
    // Thin white rules between bands once they are tall enough to afford them.
    if (bandHeight >= 6.0) {
        painter.setPen(QPen(Qt::white, 1));
        for (int layer = 1; layer < layers; ++layer) {
            const int y = area.top() + static_cast<int>(std::lround(layer * bandHeight));
            painter.drawLine(area.left(), y, area.right(), y);
        }
    }
    // The query's column, and the chosen layer outlined.
    if (m_query >= 0 && m_query < n) {
        const double keyWidth = static_cast<double>(area.width()) / n;
        const int x = area.left() + static_cast<int>(std::floor((m_query + 0.5) * keyWidth));
        painter.setPen(QPen(kQueryColour, std::max(1.0, std::min(3.0, keyWidth * 0.5))));
        painter.drawLine(x, area.top(), x, area.bottom());
    }
    painter.setPen(QPen(Qt::black, 1.2));
    painter.setBrush(Qt::NoBrush);
    const int outlineTop = area.top() + static_cast<int>(std::lround((m_shown - 1) * bandHeight));
    painter.drawRect(QRect(area.left(), outlineTop, area.width() - 1, shownBottom - outlineTop - 1));

    // Layer numbers on the left: every one when they fit, else every few (1, 1 + step, ...), the chosen one bold.
    painter.setPen(QColor(60, 60, 60));
    const QFontMetrics metrics(font());
    const int labelStep = std::max(1, static_cast<int>(std::ceil(metrics.height() / std::max(1.0, bandHeight))));
    for (int layer = 1; layer <= layers; ++layer) {
        if ((layer - 1) % labelStep != 0)
            continue;
        const int y = area.top() + static_cast<int>(std::lround((layer - 0.5) * bandHeight));
        const QRect box(0, y - metrics.height() / 2, area.left() - 6, metrics.height());
        QFont labelFont = font();
        labelFont.setBold(layer == m_shown);
        painter.setFont(labelFont);
        painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, QString::number(layer));
    }
    painter.setFont(font());
    // Key ends under the bands.
    const QRect keyLine(area.left(), area.bottom() + 3, area.width(), metrics.height());
    painter.drawText(keyLine, Qt::AlignLeft | Qt::AlignTop, tr("key 0"));
    painter.drawText(keyLine, Qt::AlignRight | Qt::AlignTop, tr("key %1").arg(n - 1));
    painter.drawText(keyLine, Qt::AlignHCenter | Qt::AlignTop, tr("layers ↓ (query %1 marked)").arg(m_query));
}

bool ReceptiveFieldImage::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && hasField()) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QRect area = bandArea();
        if (!area.contains(help->pos())) {
            QToolTip::hideText();
            return true;
        }
        const int layer = 1 + static_cast<int>((help->pos().y() - area.top()) * layerCount() / area.height());
        const int key
            = static_cast<int>(static_cast<long long>(help->pos().x() - area.left()) * keyCount() / area.width());
        const auto& reached = m_layers[static_cast<std::size_t>(std::clamp(layer, 1, layerCount()) - 1)];
        const int clampedKey = std::clamp(key, 0, keyCount() - 1);
        const QString text = reached.reached[static_cast<std::size_t>(clampedKey)]
            ? tr("after %1 layer(s), query %2 depends on key %3").arg(layer).arg(m_query).arg(clampedKey)
            : tr("after %1 layer(s), key %3 is out of query %2's reach").arg(layer).arg(m_query).arg(clampedKey);
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QSize ReceptiveFieldImage::sizeHint() const
{
    return { 420, 16 * 11 + QFontMetrics(font()).height() + 8 };
}

QSize ReceptiveFieldImage::minimumSizeHint() const
{
    return { 200, 8 * 6 + QFontMetrics(font()).height() + 8 };
}

} // namespace attnlab::widgets
