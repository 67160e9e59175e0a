#include "widgets/heatmap/overlay.h"

#include "widgets/heatmap/cell_outline.h"
#include "widgets/heatmap/view.h"

#include <QFontMetrics>
#include <qcustomplot.h>

#include <cmath>

namespace attnlab::widgets {

namespace {

const QString kLayerName = QStringLiteral("decisionsOverlay");

// Lines between blocks: dashed, so they do not read as the crosshair's solid outlines, over a faint dark halo so
// they show on viridis' yellow end as well as on its dark one.
const QPen kBlockHalo(QColor(0, 0, 0, 70), 3.0);
const QPen kBlockLine(QColor(255, 255, 255, 235), 1.0, Qt::CustomDashLine);
// Outlines as the crosshair draws them: a light line over a wider dark one, visible on every colour map.
const QPen kOutlineHalo(QColor(0, 0, 0, 190), 3.0);
// The colour bands: wide enough to read a colour, with a pixel of air to the cells and to the axis line.
constexpr int kBandWidth = 7;
constexpr int kBandGap = 2;

QCPItemStraightLine* makeLine(
    QCustomPlot* plot, QCPLayer* layer, const QPen& pen, const QPointF& from, const QPointF& to)
{
    auto* line = new QCPItemStraightLine(plot);
    line->setLayer(layer);
    line->setPen(pen);
    line->setSelectable(false);
    // Block lines run along the axes, so antialiasing gains nothing; without it Qt's raster engine strokes the dashed
    // ones many times faster (antialiased they took a third of the GUI thread's time on lsh's change at N = 512).
    line->setAntialiased(false);
    line->point1->setCoords(from);
    line->point2->setCoords(to);
    return line;
}

QCPItemRect* makeOutline(QCustomPlot* plot, QCPLayer* layer, const QPen& pen, const QRect& cells)
{
    return makeCellOutline(plot, layer, pen, QRectF(cells.x() - 0.5, cells.y() - 0.5, cells.width(), cells.height()));
}

} // namespace

HeatmapOverlay::HeatmapOverlay(HeatmapView* view) : QObject(view), m_plot(view->plot())
{
    if (!m_plot->layer(kLayerName))
        m_plot->addLayer(kLayerName, m_plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_layer = m_plot->layer(kLayerName);
    // Connected after the view's own handler, so the block ticks are put back after the view chose its ticks.
    connect(m_plot, &QCustomPlot::afterLayout, this, &HeatmapOverlay::applyBlockTicks);
    connect(m_plot, &QCustomPlot::afterLayout, this, &HeatmapOverlay::placeColourBands);
}

HeatmapOverlay::~HeatmapOverlay()
{
    if (m_plot) {
        removeItems(m_blockLines);
        removeItems(m_outlines);
        removeBand(m_plot->yAxis, m_rowBand);
        removeBand(m_plot->xAxis, m_columnBand);
    }
}

void HeatmapOverlay::setRowColours(const std::vector<QColor>& colours)
{
    setBand(m_plot->yAxis, m_rowBand, colours);
}

void HeatmapOverlay::setColumnColours(const std::vector<QColor>& colours)
{
    setBand(m_plot->xAxis, m_columnBand, colours);
}

void HeatmapOverlay::clearColours()
{
    removeBand(m_plot->yAxis, m_rowBand);
    removeBand(m_plot->xAxis, m_columnBand);
    replot();
}

void HeatmapOverlay::setBand(QCPAxis* axis, ColourBand& band, const std::vector<QColor>& colours)
{
    if (colours.empty()) {
        removeBand(axis, band);
        replot();
        return;
    }
    const bool vertical = axis->orientation() == Qt::Vertical;
    const int count = static_cast<int>(colours.size());
    // One pixel per position, stretched over the cells without smoothing: a block of one colour stays one colour.
    QImage strip(vertical ? 1 : count, vertical ? count : 1, QImage::Format_RGB32);
    for (int k = 0; k < count; ++k)
        strip.setPixel(vertical ? 0 : k, vertical ? k : 0, colours[static_cast<std::size_t>(k)].rgb());
    if (!band.item) {
        band.replacedOffset = axis->offset();
        axis->setOffset(band.replacedOffset + kBandWidth + 2 * kBandGap);
        band.item = new QCPItemPixmap(m_plot);
        band.item->setLayer(m_layer);
        band.item->setClipToAxisRect(false);
        band.item->setSelectable(false);
        band.item->setScaled(true, Qt::IgnoreAspectRatio, Qt::FastTransformation);
        for (QCPItemPosition* corner : { band.item->topLeft, band.item->bottomRight }) {
            // Along the axis the band follows the cells; across it, it sits at fixed pixels off the axis rect.
            if (vertical) {
                corner->setTypeX(QCPItemPosition::ptAbsolute);
                corner->setTypeY(QCPItemPosition::ptPlotCoords);
            } else {
                corner->setTypeX(QCPItemPosition::ptPlotCoords);
                corner->setTypeY(QCPItemPosition::ptAbsolute);
            }
        }
    }
    band.colours = colours;
    band.item->setPixmap(QPixmap::fromImage(strip));
    placeColourBands();
    replot();
}

void HeatmapOverlay::removeBand(QCPAxis* axis, ColourBand& band)
{
    if (band.item) {
        m_plot->removeItem(band.item);
        axis->setOffset(band.replacedOffset);
    }
    band = ColourBand {};
}

void HeatmapOverlay::placeColourBands()
{
    const QRect area = m_plot->axisRect()->rect();
    if (m_rowBand.item) {
        const double last = static_cast<double>(m_rowBand.colours.size()) - 0.5;
        const int right = area.left() - kBandGap;
        m_rowBand.item->topLeft->setCoords(right - kBandWidth, -0.5);
        m_rowBand.item->bottomRight->setCoords(right, last);
        m_rowBand.drawn = QRect(QPoint(right - kBandWidth, area.top()), QPoint(right - 1, area.bottom()));
    }
    if (m_columnBand.item) {
        const double last = static_cast<double>(m_columnBand.colours.size()) - 0.5;
        const int top = area.bottom() + 1 + kBandGap;
        m_columnBand.item->topLeft->setCoords(-0.5, top);
        m_columnBand.item->bottomRight->setCoords(last, top + kBandWidth);
        m_columnBand.drawn = QRect(QPoint(area.left(), top), QPoint(area.right(), top + kBandWidth - 1));
    }
}

void HeatmapOverlay::setRowBlocks(const std::vector<LabelBlock>& blocks)
{
    m_rows.blocks = blocks;
    drawBlockLines();
    replot();
}

void HeatmapOverlay::setColumnBlocks(const std::vector<LabelBlock>& blocks)
{
    m_columns.blocks = blocks;
    drawBlockLines();
    replot();
}

void HeatmapOverlay::clearBlocks()
{
    for (auto [axis, axisBlocks] : { std::pair { m_plot->yAxis, &m_rows }, std::pair { m_plot->xAxis, &m_columns } }) {
        if (axisBlocks->ticker && axis->ticker() == axisBlocks->ticker && axisBlocks->replaced)
            axis->setTicker(axisBlocks->replaced);
        *axisBlocks = AxisBlocks {};
    }
    m_rowTickLabels.clear();
    m_columnTickLabels.clear();
    removeItems(m_blockLines);
    replot();
}

void HeatmapOverlay::setOutlinedCells(const std::vector<QRect>& cells, const QColor& colour)
{
    removeItems(m_outlines);
    // Halos first, so no dark halo covers a neighbour's white line.
    for (const QRect& rect : cells)
        m_outlines.push_back(makeOutline(m_plot, m_layer, kOutlineHalo, rect));
    for (const QRect& rect : cells)
        m_outlines.push_back(makeOutline(m_plot, m_layer, QPen(colour, 1.4), rect));
    replot();
}

void HeatmapOverlay::clearOutlines()
{
    removeItems(m_outlines);
    replot();
}

void HeatmapOverlay::clear()
{
    clearOutlines();
    clearBlocks();
    clearColours();
}

void HeatmapOverlay::removeItems(std::vector<QCPAbstractItem*>& items)
{
    for (QCPAbstractItem* item : items)
        m_plot->removeItem(item);
    items.clear();
}

void HeatmapOverlay::drawBlockLines()
{
    removeItems(m_blockLines);
    std::vector<std::pair<QPointF, QPointF>> lines; // straight lines through two points, in cell coordinates
    for (std::size_t b = 1; b < m_rows.blocks.size(); ++b) {
        const double y = m_rows.blocks[b].first - 0.5;
        lines.push_back({ QPointF(0, y), QPointF(1, y) });
    }
    for (std::size_t b = 1; b < m_columns.blocks.size(); ++b) {
        const double x = m_columns.blocks[b].first - 0.5;
        lines.push_back({ QPointF(x, 0), QPointF(x, 1) });
    }
    for (const auto& [from, to] : lines)
        m_blockLines.push_back(makeLine(m_plot, m_layer, kBlockHalo, from, to));
    QPen dashed = kBlockLine;
    dashed.setDashPattern({ 4, 3 });
    for (const auto& [from, to] : lines)
        m_blockLines.push_back(makeLine(m_plot, m_layer, dashed, from, to));
}

QStringList HeatmapOverlay::fitTicks(QCPAxis* axis, AxisBlocks& axisBlocks)
{
    if (axisBlocks.blocks.empty())
        return {};
    if (!axisBlocks.ticker)
        axisBlocks.ticker = QSharedPointer<QCPAxisTickerText>::create();
    if (axis->ticker() != axisBlocks.ticker) {
        axisBlocks.replaced = axis->ticker(); // the view installed its own since: keep it for clearBlocks()
        axis->setTicker(axisBlocks.ticker);
    }
    // One label per block at its middle, left out when it would touch the previous one: narrow panels with many
    // buckets keep a readable subset instead of a smear.
    const QFontMetrics metrics(axis->tickLabelFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    QMap<double, QString> ticks;
    QStringList labels;
    double lastPixel = -1e9;
    double lastHalf = 0;
    for (const LabelBlock& block : axisBlocks.blocks) {
        const double middle = block.first + 0.5 * (block.size - 1);
        const double pixel = axis->coordToPixel(middle);
        const QString text = QString::number(block.label);
        const double half = 0.5 * (horizontal ? metrics.horizontalAdvance(text) : metrics.height()) + 2;
        if (std::abs(pixel - lastPixel) < half + lastHalf)
            continue;
        ticks.insert(middle, text);
        labels << text;
        lastPixel = pixel;
        lastHalf = half;
    }
    axisBlocks.ticker.staticCast<QCPAxisTickerText>()->setTicks(ticks);
    axisBlocks.ticker.staticCast<QCPAxisTickerText>()->setSubTickCount(0);
    return labels;
}

void HeatmapOverlay::applyBlockTicks()
{
    if (m_applying || (m_rows.blocks.empty() && m_columns.blocks.empty()))
        return;
    m_applying = true;
    const QStringList rows = fitTicks(m_plot->yAxis, m_rows);
    const QStringList columns = fitTicks(m_plot->xAxis, m_columns);
    if (rows != m_rowTickLabels || columns != m_columnTickLabels) {
        m_rowTickLabels = rows;
        m_columnTickLabels = columns;
        // New tick labels may need other margins: lay the plot out again before it is drawn.
        QCPLayoutGrid* layout = m_plot->plotLayout();
        layout->update(QCPLayoutElement::upPreparation);
        layout->update(QCPLayoutElement::upMargins);
        layout->update(QCPLayoutElement::upLayout);
    }
    m_applying = false;
}

void HeatmapOverlay::replot()
{
    // Through the view, so the marks set with a new matrix share its one replot (HeatmapView::ReplotHold).
    if (auto* view = qobject_cast<HeatmapView*>(parent()))
        view->requestReplot();
    else if (m_plot)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

} // namespace attnlab::widgets
