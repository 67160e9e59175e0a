#include "widgets/plots/gallery_view.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/colormap.h"

#include <QBuffer>
#include <QEvent>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

// Sizes in pixels: thumbnails large enough to tell a band from blocks or a smear, small enough for 35 of them.
constexpr int kTilePadding = 6;
constexpr int kSpacing = 8;
constexpr int kMargin = 8;
constexpr int kFrameWidth = 3;
constexpr int kLargeMapSide = 320; // a map in a tooltip, when the tiles are too small to read

const QColor kTileBackground(250, 250, 250);
const QColor kTileBorder(215, 215, 215);
const QColor kHoverBackground(236, 242, 250);
const QColor kCurrentFrame(0, 114, 178); // Okabe & Ito blue: apart from every colour map's ends
const QColor kWaitingFill(235, 235, 235);
const QColor kMutedText(95, 95, 95);

QString relativeErrorText(double relativeError)
{
    return std::isfinite(relativeError) ? QString::number(relativeError, 'g', 3) : QStringLiteral("n/a");
}

} // namespace

GalleryView::GalleryView(QWidget* parent) : QWidget(parent), m_colormapName(QStringLiteral("viridis"))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_Hover);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setToolTip(tr("Every variant on the current input. Click a tile (or press Enter on it) to show that variant."));
    // The tile under the mouse, and the whole gallery.
    FigureMenu* menu = FigureMenu::attach(this, [] { return QStringLiteral("gallery"); });
    menu->setTexts(tr("Copy the whole gallery"), tr("Save the whole gallery as…"), false);
    const auto tileUnderMouse = [this, menu] { return tileIndexAt(menu->requestPosition()); };
    menu->addFigure({ tr("Copy image"), tr("Save image as…"),
                        [this, tileUnderMouse](QCPPainter& painter, const QSize& size) {
                            paintTileFigure(tileUnderMouse(), painter, size);
                        },
                        [this] { return tileFigureSizeHint(); },
                        [this, tileUnderMouse] {
                            return QStringLiteral("gallery-") + FigureMenu::fileNamePart(tileId(tileUnderMouse()));
                        },
                        false, [tileUnderMouse] { return tileUnderMouse() >= 0; } },
        true);
}

void GalleryView::setEntries(const std::vector<GalleryEntry>& entries)
{
    const QString current = currentVariant();
    m_tiles.clear();
    for (const GalleryEntry& entry : entries) {
        Tile tile;
        tile.entry = entry;
        m_tiles.push_back(std::move(tile));
    }
    m_current = indexOf(current);
    m_hovered = -1;
    m_pressed = -1;
    m_focused = std::clamp(m_focused, 0, std::max(0, tileCount() - 1));
    updateMinimumHeight();
    updateGeometry();
    update();
}

void GalleryView::resetTiles()
{
    for (Tile& tile : m_tiles) {
        tile.state = TileState::Waiting;
        tile.map = core::Matrix();
        tile.image = QImage();
        tile.reason.clear();
        tile.details.clear();
    }
    update();
}

bool GalleryView::setTileMap(const QString& id, const core::Matrix& map, double relativeError, const QString& details)
{
    const int index = indexOf(id);
    if (index < 0)
        return false;
    Tile& tile = m_tiles[static_cast<std::size_t>(index)];
    tile.state = TileState::Map;
    tile.map = map;
    tile.image = imageOf(map);
    tile.relativeError = relativeError;
    tile.caption.clear();
    tile.reason.clear();
    tile.details = details;
    update(tileRectAt(index, columnsFor(width())).adjusted(-kFrameWidth, -kFrameWidth, kFrameWidth, kFrameWidth));
    return true;
}

bool GalleryView::setTileMap(const QString& id, const core::Matrix& map, const QString& caption, const QString& details)
{
    if (!setTileMap(id, map, 0.0, details))
        return false;
    m_tiles[static_cast<std::size_t>(indexOf(id))].caption = caption;
    return true;
}

void GalleryView::setClickHint(const QString& hint)
{
    m_clickHint = hint;
}

void GalleryView::setLargeMapInToolTip(bool on)
{
    m_largeMapInToolTip = on;
}

void GalleryView::setImageSide(int pixels)
{
    m_imageSide = std::max(16, pixels);
    updateMinimumHeight();
    updateGeometry();
    update();
}

int GalleryView::tileWidth() const
{
    return m_imageSide + 2 * kTilePadding;
}

bool GalleryView::setTileMessage(const QString& id, const QString& reason, const QString& details)
{
    const int index = indexOf(id);
    if (index < 0)
        return false;
    Tile& tile = m_tiles[static_cast<std::size_t>(index)];
    tile.state = TileState::Message;
    tile.map = core::Matrix();
    tile.image = QImage();
    tile.reason = reason;
    tile.details = details;
    update(tileRectAt(index, columnsFor(width())).adjusted(-kFrameWidth, -kFrameWidth, kFrameWidth, kFrameWidth));
    return true;
}

void GalleryView::setCurrentVariant(const QString& id)
{
    const int index = indexOf(id);
    if (index == m_current)
        return;
    m_current = index;
    update();
}

QString GalleryView::currentVariant() const
{
    return m_current >= 0 ? m_tiles[static_cast<std::size_t>(m_current)].entry.id : QString();
}

void GalleryView::setColormap(const QString& name)
{
    m_colormapName = name;
    for (Tile& tile : m_tiles)
        if (tile.state == TileState::Map)
            tile.image = imageOf(tile.map);
    update();
}

int GalleryView::finishedTileCount() const
{
    return static_cast<int>(std::count_if(
        m_tiles.begin(), m_tiles.end(), [](const Tile& tile) { return tile.state != TileState::Waiting; }));
}

QStringList GalleryView::tileIds() const
{
    QStringList ids;
    for (const Tile& tile : m_tiles)
        ids.push_back(tile.entry.id);
    return ids;
}

bool GalleryView::tileHasMap(const QString& id) const
{
    const int index = indexOf(id);
    return index >= 0 && m_tiles[static_cast<std::size_t>(index)].state == TileState::Map;
}

QString GalleryView::titleSuffix(const Tile& tile) const
{
    switch (tile.state) {
    case TileState::Map:
        return tile.caption.isEmpty() ? tr("rel. err %1").arg(relativeErrorText(tile.relativeError)) : tile.caption;
    case TileState::Message:
        return tile.reason;
    case TileState::Waiting:
        break;
    }
    return tr("waiting");
}

QString GalleryView::tileTitle(const QString& id) const
{
    const int index = indexOf(id);
    if (index < 0)
        return {};
    const Tile& tile = m_tiles[static_cast<std::size_t>(index)];
    return tile.entry.id + QStringLiteral(" · ") + titleSuffix(tile);
}

QString GalleryView::tileToolTip(const QString& id) const
{
    const int index = indexOf(id);
    if (index < 0)
        return {};
    const Tile& tile = m_tiles[static_cast<std::size_t>(index)];
    QString text = QStringLiteral("<b>%1</b> (%2)").arg(tile.entry.displayName.toHtmlEscaped(), tile.entry.id);
    if (!tile.entry.family.isEmpty())
        text += QStringLiteral("<br><i>%1</i>").arg(tile.entry.family.toHtmlEscaped());
    switch (tile.state) {
    case TileState::Waiting:
        text += QStringLiteral("<br>") + tr("Not computed yet.");
        break;
    case TileState::Map:
        if (tile.caption.isEmpty())
            text += QStringLiteral("<br>")
                + tr("Relative error of its map M: %1").arg(relativeErrorText(tile.relativeError));
        if (m_largeMapInToolTip && !tile.image.isNull()) {
            // The tooltip's rich text takes the image inline, as PNG bytes in a data URL.
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            tile.image.scaled(kLargeMapSide, kLargeMapSide, Qt::KeepAspectRatio, Qt::FastTransformation)
                .save(&buffer, "PNG");
            text += QStringLiteral("<br><img src='data:image/png;base64,%1'>").arg(QString::fromLatin1(png.toBase64()));
        }
        break;
    case TileState::Message:
        text += QStringLiteral("<br>") + tr("No map: %1").arg(tile.reason.toHtmlEscaped());
        break;
    }
    if (!tile.details.isEmpty())
        text
            += QStringLiteral("<br>") + tile.details.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    text += QStringLiteral("<br><span style='color:#555'>%1</span>")
                .arg(m_clickHint.isEmpty() ? tr("Click to show this variant.") : m_clickHint.toHtmlEscaped());
    return text;
}

QRect GalleryView::tileRect(const QString& id) const
{
    const int index = indexOf(id);
    return index < 0 ? QRect() : tileRectAt(index, columnsFor(width()));
}

QString GalleryView::focusedTile() const
{
    return m_focused >= 0 && m_focused < tileCount() ? m_tiles[static_cast<std::size_t>(m_focused)].entry.id
                                                     : QString();
}

int GalleryView::indexOf(const QString& id) const
{
    if (id.isEmpty())
        return -1;
    for (std::size_t t = 0; t < m_tiles.size(); ++t)
        if (m_tiles[t].entry.id == id)
            return static_cast<int>(t);
    return -1;
}

int GalleryView::columnsFor(int width) const
{
    return std::max(1, (width - 2 * kMargin + kSpacing) / (tileWidth() + kSpacing));
}

int GalleryView::tileHeight() const
{
    // The image, then two lines: the id in bold and the error or the reason.
    return kTilePadding + m_imageSide + kTilePadding + 2 * fontMetrics().lineSpacing() + kTilePadding;
}

QRect GalleryView::tileRectAt(int index, int columns) const
{
    const int row = index / columns;
    const int column = index % columns;
    return { kMargin + column * (tileWidth() + kSpacing), kMargin + row * (tileHeight() + kSpacing), tileWidth(),
        tileHeight() };
}

std::optional<int> GalleryView::tileAt(const QPoint& position) const
{
    const int columns = columnsFor(width());
    for (int index = 0; index < tileCount(); ++index)
        if (tileRectAt(index, columns).contains(position))
            return index;
    return std::nullopt;
}

int GalleryView::heightForWidth(int width) const
{
    const int rows = (tileCount() + columnsFor(width) - 1) / columnsFor(width);
    return 2 * kMargin + rows * tileHeight() + std::max(0, rows - 1) * kSpacing;
}

QSize GalleryView::sizeHint() const
{
    const int width = 2 * kMargin + 3 * tileWidth() + 2 * kSpacing;
    return { width, heightForWidth(width) };
}

QSize GalleryView::minimumSizeHint() const
{
    return { 2 * kMargin + tileWidth(), 2 * kMargin + tileHeight() };
}

void GalleryView::updateMinimumHeight()
{
    // Inside a resizable scroll area the height a width needs becomes the minimum, so the area scrolls instead of
    // squeezing the tiles.
    const int needed = heightForWidth(width());
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
}

QImage GalleryView::imageOf(const core::Matrix& map) const
{
    if (map.size() == 0)
        return {};
    // Each tile spans its own data and zero, as the main heatmaps do: the maps differ by orders of magnitude
    // (a band of 9 keys against a smear over N), and a shared range would leave most tiles dark.
    const double lower = std::min(0.0, static_cast<double>(map.minCoeff()));
    double upper = std::max(0.0, static_cast<double>(map.maxCoeff()));
    if (upper <= lower)
        upper = lower + 1.0;
    // Not const: QCustomPlot 2.1 builds the colour table lazily inside color().
    QCPColorGradient gradient = colorGradient(m_colormapName);
    const QCPRange range(lower, upper);
    QImage image(static_cast<int>(map.cols()), static_cast<int>(map.rows()), QImage::Format_RGB32);
    for (int i = 0; i < image.height(); ++i) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(i));
        for (int j = 0; j < image.width(); ++j) {
            const double value = map(i, j);
            line[j] = std::isfinite(value) ? gradient.color(value, range) : qRgb(255, 255, 255);
        }
    }
    return image;
}

void GalleryView::paintFigure(QCPPainter& painter, const QSize& size)
{
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    if (m_tiles.empty()) {
        paintHintFigure(painter, size, tr("No variants to show."), font());
    } else {
        // The tiles keep their size; the width decides how many stand in a row, as on screen.
        const int columns = columnsFor(size.width());
        for (int index = 0; index < tileCount(); ++index)
            paintTile(painter, m_tiles[static_cast<std::size_t>(index)], tileRectAt(index, columns), index == m_current,
                false, false);
    }
    painter.restore();
}

QSize GalleryView::figureSizeHint() const
{
    const int width = onScreenSize(this).width();
    return { width, heightForWidth(width) };
}

void GalleryView::paintTileFigure(int tile, QCPPainter& painter, const QSize& size)
{
    if (tile < 0 || tile >= tileCount())
        return;
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    // The tile as drawn on screen, scaled evenly to fit and centred.
    const QSize natural = tileFigureSizeHint();
    const double scale = std::min(
        static_cast<double>(size.width()) / natural.width(), static_cast<double>(size.height()) / natural.height());
    painter.translate((size.width() - scale * natural.width()) / 2, (size.height() - scale * natural.height()) / 2);
    painter.scale(scale, scale);
    paintTile(painter, m_tiles[static_cast<std::size_t>(tile)], QRect(QPoint(0, 0), natural), tile == m_current, false,
        false);
    painter.restore();
}

QSize GalleryView::tileFigureSizeHint() const
{
    return { tileWidth(), tileHeight() };
}

int GalleryView::tileIndexAt(const QPoint& position) const
{
    return tileAt(position).value_or(-1);
}

QString GalleryView::tileId(int tile) const
{
    return tile >= 0 && tile < tileCount() ? m_tiles[static_cast<std::size_t>(tile)].entry.id : QString();
}

void GalleryView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const int columns = columnsFor(width());
    if (m_tiles.empty()) {
        painter.setPen(kMutedText);
        painter.drawText(rect().adjusted(kMargin, kMargin, -kMargin, -kMargin), Qt::AlignCenter | Qt::TextWordWrap,
            tr("No variants to show."));
        return;
    }
    for (int index = 0; index < tileCount(); ++index)
        paintTile(painter, m_tiles[static_cast<std::size_t>(index)], tileRectAt(index, columns), index == m_current,
            index == m_hovered, hasFocus() && index == m_focused);
}

void GalleryView::paintTile(
    QPainter& painter, const Tile& tile, const QRect& rect, bool current, bool hovered, bool focused) const
{
    painter.save();
    painter.setPen(QPen(kTileBorder, 1));
    painter.setBrush(hovered ? kHoverBackground : kTileBackground);
    painter.drawRoundedRect(rect.adjusted(0, 0, -1, -1), 4, 4);

    const QRect imageRect(rect.left() + kTilePadding, rect.top() + kTilePadding, m_imageSide, m_imageSide);
    if (tile.state == TileState::Map && !tile.image.isNull()) {
        // Cells stay crisp: a pooled 96 x 96 map scaled up is a grid, not a blur.
        drawCrispImage(painter, imageRect, tile.image);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(kWaitingFill);
        painter.drawRect(imageRect);
        painter.setPen(kMutedText);
        QFont small = font();
        small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
        painter.setFont(small);
        const QString text = tile.state == TileState::Waiting ? QStringLiteral("…") : tile.reason;
        painter.drawText(imageRect.adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, text);
    }

    const int lineHeight = fontMetrics().lineSpacing();
    const QRect idRect(rect.left() + kTilePadding, imageRect.bottom() + 1 + kTilePadding, m_imageSide, lineHeight);
    const QRect suffixRect = idRect.translated(0, lineHeight);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(idRect, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(bold).elidedText(tile.entry.id, Qt::ElideRight, idRect.width()));
    painter.setFont(font());
    painter.setPen(tile.state == TileState::Map ? palette().color(QPalette::Text) : kMutedText);
    painter.drawText(suffixRect, Qt::AlignLeft | Qt::AlignVCenter,
        fontMetrics().elidedText(titleSuffix(tile), Qt::ElideRight, suffixRect.width()));

    if (current) {
        painter.setPen(QPen(kCurrentFrame, kFrameWidth));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect.adjusted(1, 1, -2, -2), 4, 4);
    }
    if (focused) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(-3, -3, 2, 2));
    }
    painter.restore();
}

void GalleryView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateMinimumHeight();
}

bool GalleryView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const std::optional<int> index = tileAt(help->pos())) {
            const QString id = m_tiles[static_cast<std::size_t>(*index)].entry.id;
            QToolTip::showText(help->globalPos(), tileToolTip(id), this, tileRect(id));
        } else {
            QToolTip::showText(help->globalPos(), toolTip(), this);
        }
        return true;
    }
    if (event->type() == QEvent::FontChange) {
        updateMinimumHeight();
        updateGeometry();
    }
    return QWidget::event(event);
}

void GalleryView::mouseMoveEvent(QMouseEvent* event)
{
    const int hovered = tileAt(event->position().toPoint()).value_or(-1);
    if (hovered != m_hovered) {
        m_hovered = hovered;
        setCursor(hovered >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void GalleryView::mousePressEvent(QMouseEvent* event)
{
    m_pressed = event->button() == Qt::LeftButton ? tileAt(event->position().toPoint()).value_or(-1) : -1;
    if (m_pressed >= 0)
        moveFocus(m_pressed);
    QWidget::mousePressEvent(event);
}

void GalleryView::mouseReleaseEvent(QMouseEvent* event)
{
    // A click is a press and a release on the same tile, so dragging off a tile cancels it.
    const int released = event->button() == Qt::LeftButton ? tileAt(event->position().toPoint()).value_or(-1) : -1;
    const int pressed = m_pressed;
    m_pressed = -1;
    if (released >= 0 && released == pressed)
        emit variantClicked(m_tiles[static_cast<std::size_t>(released)].entry.id);
    QWidget::mouseReleaseEvent(event);
}

void GalleryView::leaveEvent(QEvent* event)
{
    if (m_hovered >= 0) {
        m_hovered = -1;
        update();
    }
    QWidget::leaveEvent(event);
}

void GalleryView::moveFocus(int index)
{
    if (m_tiles.empty())
        return;
    index = std::clamp(index, 0, tileCount() - 1);
    if (index == m_focused)
        return;
    m_focused = index;
    update();
}

void GalleryView::keyPressEvent(QKeyEvent* event)
{
    const int columns = columnsFor(width());
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(m_focused - 1);
        break;
    case Qt::Key_Right:
        moveFocus(m_focused + 1);
        break;
    case Qt::Key_Up:
        moveFocus(m_focused - columns);
        break;
    case Qt::Key_Down:
        moveFocus(m_focused + columns);
        break;
    case Qt::Key_Home:
        moveFocus(0);
        break;
    case Qt::Key_End:
        moveFocus(tileCount() - 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_tiles.empty())
            emit variantClicked(focusedTile());
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void GalleryView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void GalleryView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

} // namespace attnlab::widgets
