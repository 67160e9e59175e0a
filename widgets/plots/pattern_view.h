#pragma once

#include "core/analysis/pattern_stats.h"
#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QCPBars;
class QCPGraph;
class QLabel;
class QSlider;

class QCPPainter;

namespace attnlab::widgets {

class HeatmapView;
class ReceptiveFieldImage;
class RowIndexPlot;

// What a variant's Pattern is, as plain numbers for the view.
struct PatternFigures {
    int n = 0;
    std::int64_t pairs = 0; // (query, key) pairs evaluated
    double density = 0; // pairs / N^2
    // Scores computed / N^2 when the variant reports it apart from its pairs (a pooled memory slot is one score
    // that stands for a whole chunk of positions).
    std::optional<double> scoreDensity;
    std::vector<int> rowCounts; // keys evaluated by each query
};

// The Pattern panel's view: which (query, key) pairs a variant evaluated as a binary map (evaluated black; a long
// sequence's map in blocks of positions, shaded by the share evaluated, with clicks and the marked query mapped to
// their block), the density rho, the keys per query as a chart, and the receptive field of the chosen query
// through 1..L stacked layers of the same pattern with a slider for L and the reach in words ("after L layers query i
// reaches keys a..b (width W)"). It draws what it is given: the receptive field's layers are computed beforehand (all
// of them); the slider only chooses how many are drawn.
class PatternView : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit PatternView(QWidget* parent = nullptr);

    // The pattern's numbers and its map: `coverage` holds the share of pairs evaluated per block of
    // coverage->blockSize positions (single positions: the 0/1 pattern), or is nullptr to show `mapHint` in its
    // place. `title` names the variant; `tokens` (optional) label the rows of an unpooled map.
    void setPattern(const PatternFigures& figures, const core::PatternCoverage* coverage, const QString& title,
        const QStringList& tokens, const QString& mapHint = QString());
    // The receptive field of `query`: entry l-1 of `layers` is layer l. `widest` (optional, same length) is the
    // widest field over all queries per layer.
    void setReceptiveField(
        int query, std::vector<core::ReachedKeys> layers, std::vector<core::WidestReach> widest = {});
    // No field to draw, e.g. while it is being computed, with `hint` instead of the reach.
    void clearReceptiveField(const QString& hint);
    // Marks the chosen query on the map (its own cell) and on the per-row chart.
    void setChosenRow(int row);
    // Drops everything and shows `hint` in place of the pattern.
    void clear(const QString& hint = QString());

    // Layers drawn in full and named by the reach text (the slider's value), 1..layerCount().
    void setShownLayers(int layers);
    int shownLayers() const;
    int layerCount() const;

    bool hasPattern() const { return m_figures.n > 0; }
    QString densityText() const;
    QString reachText() const;
    HeatmapView* mapView() const { return m_map; }
    RowIndexPlot* countChart() const { return m_counts; }
    ReceptiveFieldImage* fieldImage() const { return m_field; }
    QSlider* layerSlider() const { return m_slider; }

    QSize sizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    // A row of the map or of the per-row chart was clicked.
    void rowClicked(int row);
    // The user moved the layer slider.
    void shownLayersChanged(int layers);

private:
    void showCounts();
    void updateReach();
    // Tooltip over the map: whether the pair was scored, or a block's share of scored pairs.
    void describeCell(int row, int column) const;

    QLabel* m_density = nullptr;
    HeatmapView* m_map = nullptr;
    QLabel* m_countsHeading = nullptr;
    RowIndexPlot* m_counts = nullptr;
    QCPBars* m_countBars = nullptr;
    QCPGraph* m_countLine = nullptr;
    QLabel* m_fieldHeading = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_sliderValue = nullptr;
    ReceptiveFieldImage* m_field = nullptr;
    QLabel* m_reach = nullptr;

    PatternFigures m_figures;
    std::vector<core::WidestReach> m_widest;
    QStringList m_tokens;
    QString m_fieldHint;
    int m_blockSize = 1; // positions per map cell
    int m_wantedLayers = 2; // the user's last choice on the slider, kept while the layer count changes
};

} // namespace attnlab::widgets
