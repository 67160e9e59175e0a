#include "widgets/heatmap/highlight_marks.h"

#include "widgets/heatmap/cell_outline.h"

#include <qcustomplot.h>

#include <algorithm>
#include <map>

namespace attnlab::widgets {

namespace {

const QString kLayerName = QStringLiteral("lessonHighlights");

// Runs of consecutive values, as (first, last) pairs; the values are sorted and made unique first.
std::vector<std::pair<int, int>> runs(std::vector<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    std::vector<std::pair<int, int>> result;
    for (int value : values) {
        if (!result.empty() && result.back().second + 1 == value)
            result.back().second = value;
        else
            result.push_back({ value, value });
    }
    return result;
}


} // namespace

QColor HighlightMarks::colour()
{
    return QColor(0xff, 0x7a, 0x00);
}

HighlightMarks::HighlightMarks(QCustomPlot* plot) : m_plot(plot)
{
    if (!m_plot->layer(kLayerName))
        m_plot->addLayer(kLayerName, m_plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_layer = m_plot->layer(kLayerName);
}

int HighlightMarks::show(const HeatmapHighlights& highlights, int rows, int columns)
{
    hide();
    const auto inRange = [](int value, int count) { return value >= 0 && value < count; };
    std::vector<int> rowValues;
    for (int i : highlights.rows)
        if (inRange(i, rows))
            rowValues.push_back(i);
    std::vector<int> columnValues;
    for (int j : highlights.columns)
        if (inRange(j, columns))
            columnValues.push_back(j);
    std::map<int, std::vector<int>> cellsByRow;
    for (const auto& [i, j] : highlights.cells)
        if (inRange(i, rows) && inRange(j, columns))
            cellsByRow[i].push_back(j);

    std::vector<QRectF> outlines;
    for (const auto& [first, last] : runs(rowValues))
        outlines.push_back(QRectF(QPointF(-0.5, first - 0.5), QPointF(columns - 0.5, last + 0.5)));
    for (const auto& [first, last] : runs(columnValues))
        outlines.push_back(QRectF(QPointF(first - 0.5, -0.5), QPointF(last + 0.5, rows - 0.5)));
    for (const auto& [i, row] : cellsByRow)
        for (const auto& [first, last] : runs(row))
            outlines.push_back(QRectF(QPointF(first - 0.5, i - 0.5), QPointF(last + 0.5, i + 0.5)));
    // Halos first, so no dark halo covers a neighbouring outline's colour.
    const QPen halo(QColor(0, 0, 0, 190), 4.0);
    for (const QRectF& rect : outlines)
        m_halos.push_back(makeCellOutline(m_plot, m_layer, halo, rect));
    const QPen line(colour(), 2.0);
    for (const QRectF& rect : outlines)
        m_lines.push_back(makeCellOutline(m_plot, m_layer, line, rect));
    return outlineCount();
}

void HighlightMarks::hide()
{
    for (auto* items : { &m_halos, &m_lines }) {
        for (QCPItemRect* item : *items)
            m_plot->removeItem(item);
        items->clear();
    }
}

} // namespace attnlab::widgets
