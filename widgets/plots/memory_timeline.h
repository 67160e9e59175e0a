#pragma once

#include "core/variants/memory/memory_patterns.h"
#include "widgets/figure/figure_source.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QCPPainter;

namespace attnlab::widgets {

// What one query of a memory variant reads, on a horizontal timeline of the positions 0..N-1: each read is a
// coloured span by its kind (cache window, pooled slot over the positions it summarises, kept key, chunk), the
// query is marked, positions after it are set apart (memory over a stream never reads ahead), with position ticks,
// token labels when they fit and a legend. Given a chunk size, chunk boundaries are drawn and arcs show which
// earlier chunks the query's chunk reads (transformer_xl's segment recurrence, block_memory's pooled chunks).
// Plain data in, a picture out: the view never asks the engine which positions are read.
class MemoryTimeline : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit MemoryTimeline(QWidget* parent = nullptr);

    // `n` positions, the query `query` in [0, n), its reads (ascending and disjoint, as core::memoryReads gives
    // them), optional labels (one per position) and a chunk size (0: no chunks). Bad input shows a hint instead.
    void setReads(int n, int query, const std::vector<core::MemoryRead>& reads,
        const QStringList& tokenLabels = QStringList(), int chunkSize = 0);
    // Drops the reads and shows `hint` (or the default hint).
    void clear(const QString& hint = QString());
    // Optional, after setReads: the query's weight on each position in the variant's map (a pooled slot's weight
    // spread over its positions) and in exact attention, drawn as bars and a line under the timeline. Both must
    // have n entries; otherwise no weights are drawn. setReads drops them.
    void setWeights(const std::vector<double>& weights, const std::vector<double>& exactWeights);
    bool hasWeights() const { return !m_weights.empty(); }

    bool hasReads() const { return m_n > 0; }
    int positionCount() const { return m_n; }
    int query() const { return m_query; }
    int chunkSize() const { return m_chunkSize; }
    const std::vector<core::MemoryRead>& reads() const { return m_reads; }
    // The line above the timeline, e.g. "query 63 (t63) computes 12 scores: 8 keys, 4 pooled slots".
    QString headline() const;
    // Whether the current size leaves room for a token label under each position.
    bool showsTokenLabels() const;
    // How often every token label was measured, to find the widest: once for a set of labels and a font, and only
    // when the cells are wide enough that a label could fit (for tests; the layout runs on every height query).
    int tokenMeasurements() const { return m_tokenMeasurements; }

    static QColor kindColor(core::MemoryReadKind kind);
    static QColor queryColor();
    // "pooled slot: positions 8–15, read as one mean key and value", for tooltips and the legend's readers.
    static QString describeRead(const core::MemoryRead& read);

    // Where things are drawn at the widget's current size (for tooltips and tests).
    QRectF trackRect() const;
    QRectF spanRect(const core::MemoryRead& read) const;
    // The middle of position p's cell on the track.
    QPointF cellCenter(int position) const;
    // The position under `point` on the track, or -1.
    int positionAt(const QPointF& point) const;
    QString describePosition(int position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum class TokenMode { None, Horizontal, Vertical };
    struct LegendEntry {
        QString text;
        QColor fill;
        QColor outline;
        bool line = false; // drawn as a line sample, not a swatch
        QRectF swatch;
        QPointF textOrigin;
    };
    // Every rectangle of one drawing, computed from a width alone so paint, size hints and hit tests agree.
    struct Layout {
        QRectF header;
        QRectF arcs; // empty when no earlier chunk is read
        QRectF chunkBand; // empty without chunks
        QRectF marker; // the query's triangle and the pooled slots' brackets
        QRectF track;
        QRectF tickLabels;
        QRectF tokens;
        TokenMode tokenMode = TokenMode::None;
        QRectF weightsCaption; // empty without weights
        QRectF weights;
        std::vector<LegendEntry> legend;
        int height = 0;
    };

    void setTokenLabels(const QStringList& labels);
    Layout layoutFor(int width) const;
    std::vector<LegendEntry> legendEntries() const;
    TokenMode tokenModeFor(double cellWidth) const;
    double widestTokenWidth() const;
    int tickStepFor(double cellWidth) const;
    double cellWidth(const Layout& layout) const;
    double positionX(const Layout& layout, double position) const;
    QRectF spanRectIn(const Layout& layout, const core::MemoryRead& read) const;
    bool readsEarlierChunk(const core::MemoryRead& read) const;
    QString tokenText(int position) const;
    QFont smallFont() const;
    QFont headerFont() const;

    // The whole drawing at `size`: on screen and in figures.
    void paintTimeline(QPainter& painter, const QSize& size) const;
    void paintHint(QPainter& painter, const QSize& size) const;
    void paintChunks(QPainter& painter, const Layout& layout) const;
    void paintChunkBoundaries(QPainter& painter, const Layout& layout) const;
    void paintArcs(QPainter& painter, const Layout& layout) const;
    void paintTrack(QPainter& painter, const Layout& layout) const;
    void paintMarkers(QPainter& painter, const Layout& layout) const;
    void paintTicks(QPainter& painter, const Layout& layout) const;
    void paintTokens(QPainter& painter, const Layout& layout) const;
    void paintWeights(QPainter& painter, const Layout& layout) const;
    void paintLegend(QPainter& painter, const Layout& layout) const;

    int m_n = 0;
    int m_query = 0;
    int m_chunkSize = 0;
    std::vector<core::MemoryRead> m_reads;
    std::vector<double> m_weights;
    std::vector<double> m_exactWeights;
    QStringList m_tokenLabels;
    QString m_hanSample; // a label with Han characters in it (empty when none has): the small font's sample
    // The widest shortened label in the small font, measured when first needed: the height is asked for at every
    // layout pass, and measuring thousands of labels each time held up the GUI thread.
    mutable std::optional<double> m_widestToken;
    mutable int m_tokenMeasurements = 0;
    QString m_hint;
    QString m_defaultHint;
};

} // namespace attnlab::widgets
