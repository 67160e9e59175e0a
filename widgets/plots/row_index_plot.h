#pragma once

#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <qcustomplot.h>

class QCPPainter;

namespace attnlab::widgets {

// A plot whose horizontal axis is the row (query) index 0..N-1: whole-number ticks, the chosen row marked by a
// vertical line, and a click anywhere over the axis rect names the nearest row. The base of the per-row charts
// (keys per row, error and cosine per row); what is plotted over the rows is up to the owner.
class RowIndexPlot : public QCustomPlot, public FigureSource {
    Q_OBJECT

public:
    explicit RowIndexPlot(QWidget* parent = nullptr);

    // Rows 0..count-1 span the horizontal axis (with half a row of margin on each side).
    void setRowCount(int count);
    int rowCount() const { return m_rowCount; }
    // Marks `row` with a vertical line; -1 (or a row out of range) removes the mark.
    void setChosenRow(int row);
    int chosenRow() const { return m_chosen; }
    // The pixel column of row `row` in this widget's coordinates (for tests and tooltips), at the last replot.
    int rowPixel(int row) const;
    // Sizes the axis labels, tick labels and legend from the widget's font.
    void applyFonts();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    // The user clicked over row `row` (nearest whole index, clamped to the rows).
    void rowClicked(int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void pickAt(QMouseEvent* event);

    QCPItemStraightLine* m_marker = nullptr;
    int m_rowCount = 0;
    int m_chosen = -1;
};

} // namespace attnlab::widgets
