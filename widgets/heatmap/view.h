#pragma once

#include "core/analysis/downsample.h"
#include "core/matrix.h"
#include "widgets/figure/figure_source.h"
#include "widgets/heatmap/highlight_marks.h"
#include "widgets/heatmap/map_display.h"
#include "widgets/heatmap/replot_queue.h"

#include <QImage>
#include <QMargins>
#include <QPointer>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <utility>

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;
class QCPPainter;
class QCPRange;
class QCPTextElement;
class QLabel;
class QStackedLayout;
class QTimer;

namespace attnlab::widgets {

class CellMarker;
class HighlightMarks;
class TokenKeyAxis;

// One matrix drawn as a heatmap: row i is query i (row 0 at the top, as a matrix is written), column j is key
// j, with a colour bar, a title and crisp cells. Large matrices are pooled to the plot's pixel size (and pooled
// again on resize) so a 4096 x 4096 map costs as many cells as there are pixels; values, hover and clicks
// always use the original matrix. The view only draws: it never computes attention.
class HeatmapView : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit HeatmapView(QWidget* parent = nullptr);
    ~HeatmapView() override;

    // While one lives, the view's own replots wait, and the last one to go replots once: for a new matrix with its
    // range, title and labels set together (each replot lays out and draws the whole plot).
    // Replots now, or once the last ReplotHold goes (for marks drawn over the view, such as HeatmapOverlay).
    void requestReplot();

    // Replots asked for (requestReplot(), the last ReplotHold, a resize) wait in `queue` (one replot per turn of the
    // event loop; the requests made meanwhile make one): for views that take an outcome together with others (a
    // dock's maps), so the GUI thread serves its other events between their replots. Null: replots at once.
    void setReplotQueue(ReplotQueue* queue) { m_replotQueue = queue; }

    class ReplotHold {
    public:
        explicit ReplotHold(HeatmapView& view);
        ~ReplotHold();
        ReplotHold(const ReplotHold&) = delete;
        ReplotHold& operator=(const ReplotHold&) = delete;

    private:
        HeatmapView& m_view;
    };

    void setMatrix(const core::Matrix& matrix, const QString& title);
    // The same without a copy: the view keeps `matrix` (an N x N map is 64 MiB at N = 4096). Given the matrix it
    // already shows, with the same title, the view keeps its range and its pooled cells as they are.
    void setMatrix(std::shared_ptr<const core::Matrix> matrix, const QString& title);
    // The same with what the view would derive from the matrix worked out elsewhere (prepareMapDisplay(), e.g. on
    // a worker thread): its range, and its cells when they were pooled for this view's plotArea(). A display that
    // does not answer `matrix` is ignored, and a pooling made for another area is done anew, here.
    void setMatrix(std::shared_ptr<const core::Matrix> matrix, const QString& title, MapDisplay display);
    // Drops the matrix and shows `hint` (or the empty text) centred where the map was.
    void clear(const QString& hint = QString());
    // The hint shown while there is no matrix.
    void setEmptyText(const QString& text);
    bool hasMatrix() const { return m_hasMatrix; }
    const core::Matrix& matrix() const { return *m_matrix; }
    // The matrix shown, shared (an empty one while there is none).
    const std::shared_ptr<const core::Matrix>& sharedMatrix() const { return m_matrix; }
    int rows() const { return static_cast<int>(m_matrix->rows()); }
    int columns() const { return static_cast<int>(m_matrix->cols()); }
    // The smallest and largest finite entries of the matrix shown (0 and 0 when it has none).
    float dataMinimum() const { return m_dataMinimum; }
    float dataMaximum() const { return m_dataMaximum; }
    // Entry (i, j) of the original matrix; indices must be in range.
    float value(int i, int j) const;
    QString title() const { return m_title; }

    // A name from colormapNames() ("viridis", "magma", "cividis", "grey", "diverging", "projector"; "gray" is read as
    // "grey").
    void setColormap(const QString& name);
    QString colormap() const { return m_colormapName; }
    // Signed data (differences): the colour range becomes [-m, m] so zero sits on the map's middle colour, and
    // pooling keeps the entry of largest magnitude instead of the block mean.
    void setSymmetricRange(bool symmetric);
    // A fixed colour range, e.g. one shared by several views so their colours compare. Without one the range
    // spans the data and zero.
    void setColorRange(double lower, double upper);
    void setAutomaticColorRange();
    QCPRange colorRange() const;
    // Weights on a logarithmic colour scale from the largest weight down kLogDecades decades: a sparse or peaked
    // map's small weights, invisible on a linear scale, get colours of their own. Entries below the floor (the
    // pairs a variant never scored, at zero) take the floor's colour. Ignored for signed data (setSymmetricRange).
    static constexpr int kLogDecades = 4;
    void setLogScale(bool logarithmic);
    bool logScale() const { return m_logScale; }
    // Whether the colour scale in use is logarithmic (the log scale is on and the data are not signed).
    bool drawsLogScale() const { return m_logScale && !m_symmetric; }
    // The colour bar's label, e.g. "attention weight".
    void setValueLabel(const QString& label);
    // One label per row/column (tokens). Shown as tick labels when they fit; numeric ticks otherwise.
    void setTokenLabels(const QStringList& labels);
    const QStringList& tokenLabels() const { return m_tokenLabels; }
    // Whether the last layout shows token labels on the key axis / the query axis.
    bool showsTokenLabelsOnKeys() const { return m_tickChoice.keys; }
    bool showsTokenLabelsOnQueries() const { return m_tickChoice.queries; }
    // The angle in degrees at which key j's token label is drawn: 0 (upright) for a single character such as a
    // Han character, -90 for longer tokens. 0 while the keys carry numbers.
    double keyLabelRotation(int j) const;

    void setCrosshair(int i, int j);
    void clearCrosshair();
    bool hasCrosshair() const;

    // Rows, cells and columns a lesson points at, outlined in HighlightMarks::colour(). Kept across new matrices:
    // positions outside the current matrix are not drawn (and are drawn once a larger matrix arrives).
    void setHighlights(const HeatmapHighlights& highlights);
    void clearHighlights() { setHighlights({}); }
    const HeatmapHighlights& highlights() const { return m_highlights; }
    // How many outlines the highlights take on the current matrix (neighbours share one).
    int drawnHighlightCount() const;

    // The plot's area in pixels, which the cells are pooled to (empty before the plot was first laid out): what
    // a display prepared elsewhere pools for.
    QSize plotArea() const;
    // The view's size beyond the room its plot area may take (title, axis numbers, colour bar), as last laid out:
    // a view of another size has that size less this for its cells, which keep square within it.
    QSize chrome() const;
    // How the cells are pooled: the block mean, or the entry of largest magnitude for signed data.
    core::PoolMode poolMode() const { return m_symmetric ? core::PoolMode::MaxAbs : core::PoolMode::Mean; }
    // How often the cells of the current matrix were pooled on this (the GUI) thread, and whether a pooling for
    // the current grid runs in the background (for tests and the window benchmark).
    int poolingsHere() const { return m_poolingsHere; }
    bool isPooling() const { return m_backgroundPooling.has_value(); }
    // Maps at least this large (2^20 entries, N = 1024) that are pooled already for another grid are drawn with
    // those cells, stretched, while their grid is pooled in the background; smaller ones are pooled at once.
    static constexpr Eigen::Index kBackgroundPoolingEntries = Eigen::Index(1) << 20;

    // Size (columns x rows) of the grid the colour map currently draws: the matrix, or its pooled version.
    QSize displayedCells() const { return m_pooled.cells; }
    // The centre of cell (i, j) in this widget's coordinates, from the current layout (for tests and tooltips).
    QPoint cellCenter(int i, int j) const;
    // The plot, e.g. for tests that need its axes or want to send it mouse events.
    QCustomPlot* plot() const { return m_plot; }

    QImage renderImage(const QSize& size);
    // Draws the view as a figure of `size` onto an active painter (used for images and composite exports).
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;
    std::function<void()> keepScreenLayout() override;
    // Writes a .png, .svg or .pdf by extension. Returns false and fills *error on failure.
    bool exportFigure(const QString& path, int width, int height, QString* error = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // Indices in the original matrix. Emitted when the cell under the mouse changes.
    void cellHovered(int i, int j);
    // The mouse left the cells (or the widget).
    void hoverCleared();
    void cellClicked(int i, int j);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Cell {
        int row = 0;
        int column = 0;
        bool operator==(const Cell& other) const { return row == other.row && column == other.column; }
    };
    struct TickChoice {
        bool keys = false;
        bool queries = false;
        qreal pointSize = 0;
        bool operator==(const TickChoice& other) const
        {
            return keys == other.keys && queries == other.queries && qFuzzyCompare(pointSize + 1, other.pointSize + 1);
        }
    };
    struct Pooling {
        QSize cells; // columns x rows
        core::PoolMode mode = core::PoolMode::Mean;
        bool operator==(const Pooling& other) const { return cells == other.cells && mode == other.mode; }
    };

    void buildPlot();
    void applyFonts();
    void applyColorRange();
    void updateValueLabel();
    void installTickers();
    void relayout();
    // Runs after every layout of the plot (screen or export): fits title and tick labels, then pools the
    // matrix to the cells' pixel size.
    void adaptToLayout();
    void keepCellsSquare();
    bool elideTitle();
    bool chooseTickLabels();
    bool tokenLabelsFit(const TickChoice& choice) const;
    // How much room the widest token label needs across its cell, in pixels, on each axis.
    struct TokenInk {
        double acrossKey = 0; // its ink width when it stands upright, its ink height when turned
        double acrossQuery = 0; // its ink height: query labels lie one above the other
    };
    TokenInk tokenInk(qreal pointSize) const;
    // Fits the numeric tickers to the axes' lengths; true when that changed a ticker.
    bool fitNumericTickCounts();
    void updatePooling();
    // Draws the crosshair as it now stands: with the replot waiting, when one waits; on its own layer otherwise.
    void redrawMarker();
    void drawCells(const core::Matrix& shown);
    double cellFloor() const; // what cells below it are drawn at (the log scale's floor), -inf when linear
    void poolInBackground(const Pooling& wanted);
    void startBackgroundPooling();
    void stopBackgroundPooling();
    void forgetCells();
    qreal baseSize() const; // the widget font's point size: plot text is sized relative to it
    double logFloor() const; // the lowest weight the log scale tells apart
    // What a layout adapts from the one before it, saved before a figure is laid out at another size.
    struct ScreenLayout {
        QMargins margins;
        TickChoice tickChoice;
        QString title;
        std::pair<int, double> keyTicks; // an IndexTicker's count and minimum step; count 0 for token labels
        std::pair<int, double> queryTicks;
    };
    ScreenLayout screenLayout() const;
    void restoreScreenLayout(const ScreenLayout& screen);
    std::optional<Cell> cellAt(const QPointF& plotPosition) const;
    void setHoveredCell(const std::optional<Cell>& cell);
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);

    QStackedLayout* m_stack = nullptr;
    QLabel* m_hintLabel = nullptr;
    QCustomPlot* m_plot = nullptr;
    TokenKeyAxis* m_keyAxis = nullptr; // the plot's xAxis
    QCPColorMap* m_colorMap = nullptr;
    QCPColorScale* m_colorScale = nullptr;
    QCPTextElement* m_titleElement = nullptr;
    std::unique_ptr<CellMarker> m_marker;
    std::unique_ptr<HighlightMarks> m_highlightMarks;
    HeatmapHighlights m_highlights;

    std::shared_ptr<const core::Matrix> m_matrix = std::make_shared<const core::Matrix>();
    bool m_hasMatrix = false;
    float m_dataMinimum = 0;
    float m_dataMaximum = 0;
    QString m_title;
    QString m_emptyText;
    QString m_valueLabel;
    QString m_colormapName;
    QStringList m_tokenLabels;
    mutable std::map<qreal, TokenInk> m_tokenInkCache; // by point size
    bool m_symmetric = false;
    bool m_logScale = false;
    bool m_hasFixedRange = false;
    double m_fixedLower = 0;
    double m_fixedUpper = 1;

    TickChoice m_tickChoice;
    Pooling m_pooled;
    // The current matrix's cells as last pooled (here, in the background, or with the matrix on the window's
    // worker): drawn when they fit the grid, stretched over the map while the grid is pooled in the background.
    std::optional<PooledCells> m_cells;
    std::optional<Pooling> m_backgroundPooling; // the grid being pooled in the background
    quint64 m_poolingGeneration = 0; // a background result of an older generation is dropped
    static constexpr int kPoolingDelayMs = 15;
    QTimer* m_poolingDelay = nullptr; // background pooling starts once the layout stood still this long
    int m_poolingsHere = 0;
    bool m_drawingFigure = false;
    int m_heldReplots = 0; // ReplotHolds alive
    bool m_replotWanted = false; // a replot waits for the last ReplotHold
    QPointer<ReplotQueue> m_replotQueue;
    bool m_adapting = false;
    std::optional<Cell> m_hovered;
    std::optional<Cell> m_pressed;
    std::optional<Cell> m_crosshair;
};

} // namespace attnlab::widgets
