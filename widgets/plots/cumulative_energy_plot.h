#pragma once

#include "widgets/figure/figure_source.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

class QCPGraph;
class QCPItemLine;
class QCPItemStraightLine;
class QCPItemText;
class QCPItemTracer;
class QCustomPlot;
class QLabel;
class QStackedLayout;

class QCPPainter;

namespace attnlab::widgets {

// One matrix's cumulative energy: entry r - 1 is the share of the energy (sum of squared singular values) its first
// r singular values keep, and `thresholdRank` the smallest r keeping the threshold share (0: none).
struct EnergyCurve {
    std::vector<double> fractions;
    int thresholdRank = 0;
};

// The cumulative energy of the exact A and of a variant's M against the rank r: how many singular directions a
// map needs to keep most of itself. A horizontal line marks the threshold (90%), each curve's threshold rank is
// marked on it and labelled, and an optional vertical marker shows the variant's own rank-like parameter (k of
// linformer, r of the truncated SVD). The view draws the numbers it is given; it computes no spectrum.
class CumulativeEnergyPlot : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit CumulativeEnergyPlot(QWidget* parent = nullptr);

    // `threshold` in (0, 1], e.g. 0.9. The rank axis spans the ranks where anything happens: up to where both
    // curves have (nearly) reached 1, the threshold ranks and the marker, with some room; never beyond N.
    void setCurves(const EnergyCurve& exact, const EnergyCurve& variant, const QString& variantName, double threshold);
    // A dashed vertical line at rank `rank`, labelled `label` (e.g. "k = 16").
    void setRankMarker(int rank, const QString& label);
    void clearRankMarker();
    // Drops the curves and shows `hint` where the plot was.
    void clear(const QString& hint);

    bool hasCurves() const { return m_hasCurves; }
    std::optional<int> rankMarker() const { return m_rank; }
    int exactThresholdRank() const { return m_exactRank; }
    int variantThresholdRank() const { return m_variantRank; }
    // The text beside each threshold rank's mark, e.g. "A: 12".
    QString exactRankLabel() const;
    QString variantRankLabel() const;
    QCustomPlot* plot() const { return m_plot; }
    QImage renderImage(const QSize& size);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

private:
    struct RankMark {
        QCPItemLine* drop = nullptr; // from the curve down to the rank axis
        QCPItemTracer* dot = nullptr; // on the curve
        QCPItemText* text = nullptr;
    };

    void buildPlot();
    RankMark makeRankMark(const QColor& colour);
    void placeRankMark(RankMark& mark, const EnergyCurve& curve, int rank, const QString& text, double heightRatio);
    void fitRankRange(const EnergyCurve& exact, const EnergyCurve& variant);
    void placeMarker();

    QStackedLayout* m_stack = nullptr;
    QLabel* m_hintLabel = nullptr;
    QCustomPlot* m_plot = nullptr;
    QCPGraph* m_exactGraph = nullptr;
    QCPGraph* m_variantGraph = nullptr;
    QCPItemStraightLine* m_thresholdLine = nullptr;
    QCPItemText* m_thresholdText = nullptr;
    RankMark m_exactMark;
    RankMark m_variantMark;
    QCPItemStraightLine* m_markerLine = nullptr;
    QCPItemText* m_markerText = nullptr;
    bool m_hasCurves = false;
    int m_count = 0;
    double m_upperRank = 1;
    int m_exactRank = 0;
    int m_variantRank = 0;
    std::optional<int> m_rank;
};

} // namespace attnlab::widgets
