#pragma once

#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QWidget>

class QCPPainter;

namespace attnlab::widgets {

class HeatmapView;

// Holds one HeatmapView and asks for the height its matrix's shape needs at the width it is given: the view draws
// square cells, so an 8 x 64 projection needs a short strip and a 64 x 64 map a square. For views stacked in a
// scrolling dock, where a fixed height would leave a wide matrix floating in empty space.
// A box without a layout of its own, so a parent layout asks the box (not the view's internal layout) for its
// height at a width.
class AspectHeatmapBox : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit AspectHeatmapBox(QWidget* parent = nullptr);

    HeatmapView* view() const { return m_view; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Matrices taller than wide get at most this height per unit of width for their cells (a 64 x 8 map would
    // otherwise ask for eight times the dock's width).
    void setTallestRatio(double ratio);

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void measureChrome();

    HeatmapView* m_view = nullptr;
    // Room around the cells (title, axes, colour bar), measured at the last layout; estimated before the first.
    int m_horizontalChrome = 0;
    int m_verticalChrome = 0;
    double m_tallestRatio = 1.25;
    QSize m_measuredShape; // columns x rows of the matrix the last measurement saw
};

} // namespace attnlab::widgets
