#pragma once

#include "widgets/figure/figure_source.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;
class QStackedLayout;

class QCPPainter;

namespace attnlab::widgets {

// Two singular-value spectra on a log scale: the exact attention matrix A and a variant's map M. A low-rank
// method keeps the head of A's spectrum and drops the tail, so the two curves part where the method's rank ends;
// an optional vertical marker shows that rank (k of linformer, r of the truncated SVD).
class SpectrumPlot : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit SpectrumPlot(QWidget* parent = nullptr);

    // Singular values in descending order, plotted against their index 1, 2, .... Zeros cannot sit on a log
    // scale and are left as gaps, and so are numerical zeros: below 1e-12 of the largest exact value (a double
    // SVD) or 1e-6 of the largest variant value (the SVD of a float map). The legend says how many.
    void setSpectra(const std::vector<double>& exact, const std::vector<double>& variant, const QString& variantName);
    // A dashed vertical line between index `rank` and `rank + 1`, labelled `label` (e.g. "k = 16").
    void setRankMarker(int rank, const QString& label);
    void clearRankMarker();
    // Dotted lines in each series' colour after the exact A's and the variant's threshold ranks (e.g. the ranks
    // keeping 90% of the energy), labelled `exactLabel` and `variantLabel`. A rank below 1 or at the end is not drawn.
    void setEnergyRankMarkers(int exactRank, const QString& exactLabel, int variantRank, const QString& variantLabel);
    void clearEnergyRankMarkers();
    // Drops the curves and shows `hint` where the plot was.
    void clear(const QString& hint);

    bool hasSpectra() const { return m_hasSpectra; }
    std::optional<int> rankMarker() const { return m_rank; }
    // The ranks setEnergyRankMarkers() was given (0 when cleared).
    int exactEnergyRank() const { return m_exactEnergy.rank; }
    int variantEnergyRank() const { return m_variantEnergy.rank; }
    QCustomPlot* plot() const { return m_plot; }
    QImage renderImage(const QSize& size);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

private:
    struct EnergyMarker {
        QCPItemStraightLine* line = nullptr;
        QCPItemText* text = nullptr;
        int rank = 0;
    };

    void buildPlot();
    EnergyMarker makeEnergyMarker(const QColor& colour, double heightRatio);
    void placeEnergyMarkers();
    void placeMarker();

    QStackedLayout* m_stack = nullptr;
    QLabel* m_hintLabel = nullptr;
    QCustomPlot* m_plot = nullptr;
    QCPGraph* m_exactGraph = nullptr;
    QCPGraph* m_variantGraph = nullptr;
    QCPItemStraightLine* m_markerLine = nullptr;
    QCPItemText* m_markerText = nullptr;
    EnergyMarker m_exactEnergy;
    EnergyMarker m_variantEnergy;
    bool m_hasSpectra = false;
    int m_count = 0;
    std::optional<int> m_rank;
};

} // namespace attnlab::widgets
