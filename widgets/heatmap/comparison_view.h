#pragma once

#include "core/matrix.h"
#include "widgets/figure/figure_source.h"
#include "widgets/heatmap/comparison_display.h"
#include "widgets/heatmap/highlight_marks.h"

#include <QImage>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>

class QCPPainter;

namespace attnlab::widgets {

class HeatmapView;

// Exact softmax | efficient variant | their difference (variant - exact), side by side. The exact and variant
// panels share one colour range so equal colours mean equal weights; the difference uses a diverging map
// centred on zero, its limits symmetric around it. Hovering a cell marks it in all three panels and shows the three
// values in a tooltip.
//
// A variant that computes exactly what the exact softmax computes, only in another order (a block-sparse kernel at
// density 1, say), still differs from it by float32 rounding, a few units in the last place. Drawn to its own
// limits, that noise of +-5e-9 looks like a pattern of solid blocks. So when the largest |variant - exact| is at
// most roundingFloor(), the difference panel is titled "Identical up to rounding" and drawn neutral: every entry
// at zero (the map's middle colour), the colour bar fixed at +- the floor. The tooltip still gives the true
// difference.
class ComparisonView : public QWidget, public FigureSource {
    Q_OBJECT

public:
    // The floor in units of float32's epsilon (2^-23, about 1.2e-7) times the largest |weight| of both maps. One
    // rounding moves a weight w by at most epsilon * w / 2; a softmax rounds in its exponentials, its division and
    // its sum over N keys, and summing N terms in another order typically moves the sum by about sqrt(N) such
    // roundings (64 at N = 4096, the largest map drawn). The floor, under 1e-5 of the largest weight, stays far
    // below the change a variant makes when it drops or approximates a key.
    static constexpr double kRoundingFloorInEpsilons = 64;
    // The largest difference still called rounding for maps whose largest |weight| is `largestWeight`.
    static double roundingFloor(double largestWeight);

    explicit ComparisonView(QWidget* parent = nullptr);

    // Both maps must have the same shape; otherwise the variant is shown as missing, with the reason.
    void setMaps(const core::Matrix& exact, const core::Matrix& variant, const QString& variantTitle);
    // The same without copying the maps: the panels keep them. The exact map given again (only the variant's
    // parameters changed) is neither scanned nor pooled again.
    void setMaps(std::shared_ptr<const core::Matrix> exact, std::shared_ptr<const core::Matrix> variant,
        const QString& variantTitle);
    // The same with the range scans, the difference and the pooled cells worked out elsewhere
    // (prepareComparisonDisplay() for plotAreas(), e.g. on the compute worker): the GUI thread only swaps them
    // in. A display made from other maps is ignored (the view works it out itself); cells pooled for another area
    // are pooled anew by their panel.
    void setMaps(std::shared_ptr<const core::Matrix> exact, std::shared_ptr<const core::Matrix> variant,
        const QString& variantTitle, ComparisonDisplay display);
    // The three panels' plot areas, for prepareComparisonDisplay().
    ComparisonAreas plotAreas() const;
    // Keeps the exact map, and shows `reason` in the variant and difference panels (e.g. "Needs causal mask").
    void clearVariant(const QString& reason);
    // Back to the empty state in all three panels.
    void clear();
    void setTokenLabels(const QStringList& labels);
    // The colour map of the exact and variant panels; the difference keeps its diverging map.
    void setColormap(const QString& name);
    // The exact and variant panels on a log scale (HeatmapView::setLogScale); the difference stays linear.
    void setLogScale(bool logarithmic);

    // A marker the app asks for (e.g. the query being inspected); hovering shows the hovered cell instead
    // while the mouse is over a map.
    void setCrosshair(int i, int j);
    void clearCrosshair();
    // What a lesson step points at, outlined alike in the three panels (HeatmapView::setHighlights).
    void setHighlights(const HeatmapHighlights& highlights);
    void clearHighlights() { setHighlights({}); }

    bool hasVariant() const { return m_hasVariant; }
    // Whether the last maps differ by no more than roundingFloor() (false while there is no variant).
    bool identicalUpToRounding() const { return m_identicalUpToRounding; }
    // variant - exact, as computed (the difference panel draws zeros instead when identicalUpToRounding()).
    const core::Matrix& difference() const { return *m_differences; }
    // "query i (token), key j (token): exact a, variant b, difference c" with four significant digits.
    QString cellDescription(int i, int j) const;

    HeatmapView* exactView() const { return m_exact; }
    HeatmapView* variantView() const { return m_variant; }
    HeatmapView* differenceView() const { return m_difference; }

    // The three panels side by side in one figure of `size`.
    QImage renderImage(const QSize& size);
    // Writes the figure as .png, .svg or .pdf by extension. Returns false and fills *error on failure.
    bool exportFigure(const QString& path, int width, int height, QString* error = nullptr);

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    // The three panels side by side, as renderImage() and exportFigure() draw them.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    void cellHovered(int i, int j);
    void cellClicked(int i, int j);

private:
    void onPanelHovered(HeatmapView* panel, int i, int j);
    void onHoverCleared();
    void markEverywhere(int i, int j);
    void unmarkEverywhere();
    void applySharedRange();
    void showDifference(ComparisonDisplay display);
    QString tokenText(int index) const;
    void paintPanels(QCPPainter& painter, const QSize& size);

    HeatmapView* m_exact = nullptr;
    HeatmapView* m_variant = nullptr;
    HeatmapView* m_difference = nullptr;
    bool m_hasVariant = false;
    bool m_identicalUpToRounding = false;
    std::shared_ptr<const core::Matrix> m_differences = std::make_shared<const core::Matrix>();
    QStringList m_tokenLabels;
    struct Cell {
        int row = 0;
        int column = 0;
    };
    std::optional<Cell> m_pinned;
};

} // namespace attnlab::widgets
