#pragma once

#include "core/matrix.h"
#include "widgets/figure/figure_source.h"

#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QCPPainter;

namespace attnlab::widgets {

// What a tile is about, known before anything is computed.
struct GalleryEntry {
    QString id; // the title's first part and what a click reports
    QString displayName; // for the tooltip
    QString family; // for the tooltip
};

// A grid of light tiles, one small heatmap per variant, for comparing every method on one input at a glance. Each
// tile is one painted image (no plot widget per tile): a map already pooled to a few dozen cells per side, coloured
// by a colour map, titled "id · rel. err 0.123", or the reason it has no map. The current variant is framed; a
// click, or Enter on the tile that has keyboard focus (arrow keys move it), reports the tile's id. The view only
// draws what it is given: it computes no attention.
class GalleryView : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit GalleryView(QWidget* parent = nullptr);

    // One waiting tile per entry, in this order; drops every map.
    void setEntries(const std::vector<GalleryEntry>& entries);
    // Every tile back to waiting (a new input is being computed); the entries stay.
    void resetTiles();
    // The tile's map (rows are queries, row 0 on top), small already (e.g. pooled to 96 x 96), and its relative
    // error; `details` (plain text, may hold line breaks) joins the tooltip. Returns false for an unknown id.
    bool setTileMap(const QString& id, const core::Matrix& map, double relativeError, const QString& details = {});
    // The same with its own caption in place of the relative error (a head of the trained model: "prev 0.41").
    bool setTileMap(const QString& id, const core::Matrix& map, const QString& caption, const QString& details);
    // What the tooltip says a click does (default: "Click to show this variant.").
    void setClickHint(const QString& hint);
    // Whether a tile's tooltip also shows its map large (the grid of heads, whose tiles are small).
    void setLargeMapInToolTip(bool on);
    // The side of a tile's map in pixels (104 by default; the grid of heads packs four to a narrow dock).
    void setImageSide(int pixels);
    // The tile has no map: `reason` is short ("refuses causal"), `details` the whole story for the tooltip.
    bool setTileMessage(const QString& id, const QString& reason, const QString& details = {});
    // Frames this variant's tile (none for an unknown or empty id).
    void setCurrentVariant(const QString& id);
    QString currentVariant() const;
    // A name from colormapNames() (viridis by default).
    void setColormap(const QString& name);

    int tileCount() const { return static_cast<int>(m_tiles.size()); }
    // Tiles that hold a map or a message (no longer waiting).
    int finishedTileCount() const;
    QStringList tileIds() const;
    bool tileHasMap(const QString& id) const;
    // "id · rel. err 0.123", "id · refuses causal", or "id · waiting" for a tile still waiting.
    QString tileTitle(const QString& id) const;
    QString tileToolTip(const QString& id) const;
    // Where the tile is drawn, in this widget's coordinates (empty for an unknown id).
    QRect tileRect(const QString& id) const;
    // The tile that Enter would choose.
    QString focusedTile() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;
    // One tile (0-based, in order) as a figure of `size`, scaled evenly to fit; its natural size is
    // tileFigureSizeHint().
    void paintTileFigure(int tile, QCPPainter& painter, const QSize& size);
    QSize tileFigureSizeHint() const;
    // The tile at `position` in this widget's coordinates, or -1.
    int tileIndexAt(const QPoint& position) const;
    // The id of tile `tile`, or an empty string.
    QString tileId(int tile) const;

signals:
    void variantClicked(const QString& id);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    enum class TileState { Waiting, Map, Message };
    struct Tile {
        GalleryEntry entry;
        TileState state = TileState::Waiting;
        core::Matrix map; // kept to recolour when the colour map changes
        QImage image;
        double relativeError = 0;
        QString caption; // shown instead of the relative error when set
        QString reason;
        QString details;
    };

    int columnsFor(int width) const;
    int tileWidth() const;
    int tileHeight() const;
    QRect tileRectAt(int index, int columns) const;
    std::optional<int> tileAt(const QPoint& position) const;
    int indexOf(const QString& id) const;
    QString titleSuffix(const Tile& tile) const;
    QImage imageOf(const core::Matrix& map) const;
    void paintTile(
        QPainter& painter, const Tile& tile, const QRect& rect, bool current, bool hovered, bool focused) const;
    void updateMinimumHeight();
    void moveFocus(int index);

    std::vector<Tile> m_tiles;
    QString m_colormapName;
    QString m_clickHint;
    bool m_largeMapInToolTip = false;
    int m_imageSide = 104;
    int m_current = -1;
    int m_hovered = -1;
    int m_pressed = -1;
    int m_focused = 0;
};

} // namespace attnlab::widgets
