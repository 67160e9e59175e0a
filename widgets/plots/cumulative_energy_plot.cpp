#include "widgets/plots/cumulative_energy_plot.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QLabel>
#include <QStackedLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>

namespace attnlab::widgets {

namespace {

// The same colour-blind safe pair as SpectrumPlot (Okabe & Ito), so a curve keeps its colour across the two plots.
const QColor kExactColour(0, 0, 0);
const QColor kVariantColour(213, 94, 0);
const QColor kGuideColour(110, 110, 110);

// Past the rank where both curves keep this share, nothing visible happens: the rank axis ends a little after it.
constexpr double kFlatShare = 0.999;
// Room to the right of the last interesting rank, as a share of it.
constexpr double kRankRoom = 0.15;
// The rank axis shows at least this many ranks, so a rank-1 map is not one point against the frame.
constexpr int kFewestRanks = 8;

// The smallest rank whose cumulative share reaches `share`; the curve's length when none does.
int rankReaching(const std::vector<double>& fractions, double share)
{
    for (std::size_t t = 0; t < fractions.size(); ++t)
        if (fractions[t] >= share)
            return static_cast<int>(t + 1);
    return static_cast<int>(fractions.size());
}

void setCurveData(QCPGraph* graph, const std::vector<double>& fractions)
{
    // The curve starts at rank 0 with nothing kept, so it rises from the origin.
    QVector<double> ranks { 0.0 };
    QVector<double> shares { 0.0 };
    for (std::size_t t = 0; t < fractions.size(); ++t) {
        ranks.push_back(static_cast<double>(t + 1));
        shares.push_back(std::isfinite(fractions[t]) ? fractions[t] : std::numeric_limits<double>::quiet_NaN());
    }
    graph->setData(ranks, shares, true);
}

void setItemsVisible(std::initializer_list<QCPAbstractItem*> items, bool visible)
{
    for (QCPAbstractItem* item : items)
        item->setVisible(visible);
}

} // namespace

CumulativeEnergyPlot::CumulativeEnergyPlot(QWidget* parent) : QWidget(parent)
{
    m_hintLabel = makePlotHintLabel(tr("No energy curves to show."), this);

    m_plot = new QCustomPlot(this);
    buildPlot();

    m_stack = stackHintOverPlot(this, m_hintLabel, m_plot);
    FigureMenu::attach(this, [this] { return QStringLiteral("cumulative-energy"); });
}

void CumulativeEnergyPlot::buildPlot()
{
    m_plot->setBackground(Qt::white);
    const QFont base = font();
    const qreal size = plotPointSize(base);

    m_plot->xAxis->setLabel(tr("rank r (singular values kept)"));
    // Indices and ranks are whole numbers: no tick at 2.5.
    m_plot->xAxis->setTicker(QSharedPointer<IndexTicker>::create());
    m_plot->yAxis->setLabel(tr("energy kept"));
    auto shareTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (const double share : { 0.0, 0.25, 0.5, 0.75, 1.0 })
        shareTicker->addTick(share, QStringLiteral("%1%").arg(100.0 * share, 0, 'f', 0));
    shareTicker->setSubTickCount(0);
    m_plot->yAxis->setTicker(shareTicker);
    m_plot->yAxis->setRange(0.0, 1.04);
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis }) {
        axis->setLabelFont(plotFont(base, size, QString()));
        axis->setTickLabelFont(plotFont(base, size - 1, QString()));
        styleQuietAxis(axis);
    }

    m_exactGraph = m_plot->addGraph();
    m_exactGraph->setPen(QPen(kExactColour, 1.6));
    m_exactGraph->setName(tr("exact A"));
    m_variantGraph = m_plot->addGraph();
    m_variantGraph->setPen(QPen(kVariantColour, 1.6));

    // As in SpectrumPlot: the legend stands above the plot, where it hides no curve.
    moveLegendToRow(m_plot, 0, QMargins(4, 2, 4, 0));
    m_plot->legend->setFont(plotFont(base, size - 1, QString()));
    m_plot->legend->setRowSpacing(0);
    m_plot->plotLayout()->setRowSpacing(0);

    m_thresholdLine = new QCPItemStraightLine(m_plot);
    m_thresholdLine->setPen(QPen(kGuideColour, 1.0, Qt::DashLine));
    m_thresholdText = new QCPItemText(m_plot);
    m_thresholdText->setFont(plotFont(base, size - 1, QString()));
    m_thresholdText->setColor(kGuideColour);
    m_thresholdText->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_thresholdText->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_thresholdText->setPadding(QMargins(2, 1, 2, 1));

    m_exactMark = makeRankMark(kExactColour);
    m_variantMark = makeRankMark(kVariantColour);

    m_markerLine = new QCPItemStraightLine(m_plot);
    m_markerLine->setPen(QPen(QColor(60, 60, 60), 1.2, Qt::DashDotLine));
    m_markerLine->setVisible(false);
    m_markerText = new QCPItemText(m_plot);
    m_markerText->setFont(plotFont(base, size - 1, QString()));
    m_markerText->setColor(QColor(40, 40, 40));
    m_markerText->setPadding(QMargins(3, 1, 3, 1));
    m_markerText->setBrush(QColor(255, 255, 255, 210));
    m_markerText->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_markerText->setVisible(false);

    setItemsVisible({ m_thresholdLine, m_thresholdText }, false);
}

CumulativeEnergyPlot::RankMark CumulativeEnergyPlot::makeRankMark(const QColor& colour)
{
    const QFont base = font();
    const qreal size = plotPointSize(base);
    RankMark mark;
    mark.drop = new QCPItemLine(m_plot);
    mark.drop->setPen(QPen(colour, 1.2, Qt::DotLine));
    mark.dot = new QCPItemTracer(m_plot);
    mark.dot->setStyle(QCPItemTracer::tsCircle);
    mark.dot->setSize(8);
    mark.dot->setPen(QPen(colour, 1.6));
    mark.dot->setBrush(Qt::white);
    mark.text = new QCPItemText(m_plot);
    mark.text->setFont(plotFont(base, size - 1, QString(), true));
    mark.text->setColor(colour);
    mark.text->setPadding(QMargins(3, 1, 3, 1));
    mark.text->setBrush(QColor(255, 255, 255, 210));
    mark.text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    setItemsVisible({ mark.drop, mark.dot, mark.text }, false);
    return mark;
}

QSize CumulativeEnergyPlot::sizeHint() const
{
    return { 420, 260 };
}

QSize CumulativeEnergyPlot::minimumSizeHint() const
{
    return { 220, 170 };
}

void CumulativeEnergyPlot::setCurves(
    const EnergyCurve& exact, const EnergyCurve& variant, const QString& variantName, double threshold)
{
    m_count = static_cast<int>(std::max(exact.fractions.size(), variant.fractions.size()));
    if (m_count == 0) {
        clear(tr("No singular values were reported."));
        return;
    }
    setCurveData(m_exactGraph, exact.fractions);
    setCurveData(m_variantGraph, variant.fractions);
    m_variantGraph->setName(variantName);
    // Many points in a narrow plot: markers would merge into a thick line.
    const bool markers = m_count <= 64;
    m_exactGraph->setScatterStyle(
        markers ? QCPScatterStyle(QCPScatterStyle::ssCircle, kExactColour, Qt::white, 4) : QCPScatterStyle());
    m_variantGraph->setScatterStyle(
        markers ? QCPScatterStyle(QCPScatterStyle::ssDisc, kVariantColour, kVariantColour, 3.5) : QCPScatterStyle());

    m_thresholdLine->point1->setCoords(0.0, threshold);
    m_thresholdLine->point2->setCoords(1.0, threshold);
    m_thresholdText->setText(tr("%1% of the energy").arg(100.0 * threshold, 0, 'g', 3));
    m_thresholdText->position->setCoords(0.99, threshold);
    m_thresholdLine->setVisible(true);
    m_thresholdText->setVisible(true);

    m_exactRank = exact.thresholdRank;
    m_variantRank = variant.thresholdRank;
    // The two labels sit at different heights near the rank axis, so equal ranks do not print over each other.
    placeRankMark(m_exactMark, exact, m_exactRank, exactRankLabel(), 0.97);
    placeRankMark(m_variantMark, variant, m_variantRank, variantRankLabel(), 0.84);

    fitRankRange(exact, variant);
    m_hasCurves = true;
    placeMarker();
    m_stack->setCurrentWidget(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

QString CumulativeEnergyPlot::exactRankLabel() const
{
    return tr("A: %1").arg(m_exactRank);
}

QString CumulativeEnergyPlot::variantRankLabel() const
{
    return tr("M: %1").arg(m_variantRank);
}

void CumulativeEnergyPlot::placeRankMark(
    RankMark& mark, const EnergyCurve& curve, int rank, const QString& text, double heightRatio)
{
    const bool visible = rank >= 1 && rank <= static_cast<int>(curve.fractions.size());
    setItemsVisible({ mark.drop, mark.dot, mark.text }, visible);
    if (!visible)
        return;
    const double share = curve.fractions[static_cast<std::size_t>(rank - 1)];
    mark.drop->start->setCoords(rank, 0.0);
    mark.drop->end->setCoords(rank, share);
    mark.dot->position->setCoords(rank, share);
    mark.text->setText(text);
    mark.text->position->setCoords(rank, heightRatio);
}

void CumulativeEnergyPlot::fitRankRange(const EnergyCurve& exact, const EnergyCurve& variant)
{
    const int flat = std::max(rankReaching(exact.fractions, kFlatShare), rankReaching(variant.fractions, kFlatShare));
    const int interesting = std::max({ flat, m_exactRank, m_variantRank, kFewestRanks });
    m_upperRank = std::min<double>(m_count, std::ceil(interesting * (1.0 + kRankRoom)));
}

void CumulativeEnergyPlot::placeMarker()
{
    const bool visible = m_hasCurves && m_rank && *m_rank >= 1 && *m_rank <= m_count;
    m_markerLine->setVisible(visible);
    m_markerText->setVisible(visible);
    double upper = m_upperRank;
    if (visible) {
        const double x = *m_rank;
        upper = std::min<double>(m_count, std::max(upper, std::ceil(x * (1.0 + kRankRoom))));
        m_markerLine->point1->setCoords(x, 0.0);
        m_markerLine->point2->setCoords(x, 1.0);
        const bool rightHalf = x > 0.5 * upper;
        m_markerText->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        m_markerText->position->setCoords(x, 0.03);
    }
    // Labels of the threshold ranks lean away from the right edge the same way.
    for (RankMark* mark : { &m_exactMark, &m_variantMark }) {
        const bool rightHalf = mark->text->position->coords().x() > 0.5 * upper;
        mark->text->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
    }
    if (!m_hasCurves)
        return;
    m_plot->xAxis->setRange(0.0, std::max(1.0, upper));
    // Cut short, the axis says so: beyond its end both curves stay above kFlatShare.
    m_plot->xAxis->setLabel(upper < m_count ? tr("rank r (the first %1 of %2)").arg(upper).arg(m_count)
                                            : tr("rank r (singular values kept)"));
}

void CumulativeEnergyPlot::setRankMarker(int rank, const QString& label)
{
    m_rank = rank;
    m_markerText->setText(label);
    placeMarker();
    if (m_hasCurves)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void CumulativeEnergyPlot::clearRankMarker()
{
    m_rank.reset();
    placeMarker();
    if (m_hasCurves)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void CumulativeEnergyPlot::clear(const QString& hint)
{
    m_hasCurves = false;
    m_count = 0;
    m_exactRank = 0;
    m_variantRank = 0;
    m_exactGraph->data()->clear();
    m_variantGraph->data()->clear();
    for (RankMark* mark : { &m_exactMark, &m_variantMark })
        setItemsVisible({ mark->drop, mark->dot, mark->text }, false);
    m_thresholdLine->setVisible(false);
    m_thresholdText->setVisible(false);
    placeMarker();
    m_hintLabel->setText(hint);
    m_stack->setCurrentWidget(m_hintLabel);
}

QImage CumulativeEnergyPlot::renderImage(const QSize& size)
{
    return renderPlotOrHint(m_plot, size, m_hasCurves, m_hintLabel->text());
}

void CumulativeEnergyPlot::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize CumulativeEnergyPlot::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
