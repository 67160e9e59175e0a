#pragma once

#include "core/analysis/pattern_stats.h"
#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <QWidget>

class QPainter;

#include <vector>

class QCPPainter;

namespace attnlab::widgets {

// The keys one query reaches through 1, 2, ... stacked layers of the same pattern: one band per layer (layer 1 at
// the top), keys from left to right, a reached key filled. The first `shownLayers` bands are drawn in full, the
// last of them outlined; deeper ones are faint, so moving the layer count shows the field grow. The query's own
// column is marked. More keys than pixels: a pixel column's shade is the fraction of its keys reached. The view
// draws the layers it is given (core::receptiveField); it computes nothing.
class ReceptiveFieldImage : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit ReceptiveFieldImage(QWidget* parent = nullptr);

    // Entry l-1 of `layers` is layer l; all entries cover the same N keys.
    void setField(int query, std::vector<core::ReachedKeys> layers);
    void clear();
    // Layers drawn in full: 1..layerCount().
    void setShownLayers(int layers);

    bool hasField() const { return !m_layers.empty(); }
    int query() const { return m_query; }
    int keyCount() const;
    int layerCount() const { return static_cast<int>(m_layers.size()); }
    int shownLayers() const { return m_shown; }
    const std::vector<core::ReachedKeys>& layers() const { return m_layers; }
    // Where key `key` of layer `layer` (1-based) is drawn, in widget coordinates (for tests and tooltips).
    QRect cellRect(int layer, int key) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect bandArea() const; // the rectangle the bands fill
    QRect bandAreaFor(const QSize& size) const;
    // The drawing at `size`: on screen and in figures.
    void paintField(QPainter& painter, const QSize& size) const;
    QImage bandImage(int columns) const;

    int m_query = -1;
    int m_shown = 1;
    std::vector<core::ReachedKeys> m_layers;
};

} // namespace attnlab::widgets
