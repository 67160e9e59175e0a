#include "widgets/plots/bucket_size_chart.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace attnlab::widgets {

namespace {

// Okabe & Ito's blue and orange: told apart by every common form of colour blindness.
const QColor kQueryColour(0, 114, 178);
const QColor kKeyColour(230, 159, 0);

QCPBars* makeBars(QCustomPlot* plot, const QColor& colour, const QString& name)
{
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setBrush(colour);
    bars->setName(name);
    bars->setWidthType(QCPBars::wtPlotCoords);
    return bars;
}

} // namespace

BucketSizeChart::BucketSizeChart(QWidget* parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    m_plot->setBackground(Qt::white);
    const QFont base = font();
    const qreal size = plotPointSize(base);
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis }) {
        axis->setLabelFont(plotFont(base, size, QString()));
        axis->setTickLabelFont(plotFont(base, size - 1, QString()));
        axis->setTicker(QSharedPointer<IndexTicker>::create()); // bucket ids and counts are whole numbers
        styleQuietAxis(axis);
    }
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->setLabel(tr("tokens"));

    m_queryBars = makeBars(m_plot, kQueryColour, tr("queries"));
    m_keyBars = makeBars(m_plot, kKeyColour, tr("keys"));
    auto* group = new QCPBarsGroup(m_plot);
    group->setSpacingType(QCPBarsGroup::stPlotCoords);
    group->setSpacing(0.0);
    m_queryBars->setBarsGroup(group);
    m_keyBars->setBarsGroup(group);

    // The legend on one line above the bars, where it cannot cover a tall bar.
    moveLegendToRow(m_plot, 0, QMargins(4, 2, 4, 0));
    m_plot->legend->setFont(plotFont(base, size - 1, QString()));
    m_plot->legend->setIconSize(10, 8);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->plotLayout()->setRowSpacing(0);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    FigureMenu::attach(this, [this] { return QStringLiteral("bucket-sizes"); });
}

QSize BucketSizeChart::sizeHint() const
{
    return { 420, 170 };
}

QSize BucketSizeChart::minimumSizeHint() const
{
    return { 220, 140 };
}

void BucketSizeChart::setSizes(const std::vector<int>& queries, const std::vector<int>& keys, const QString& groupName)
{
    const int groups = static_cast<int>(std::max(queries.size(), keys.size()));
    QVector<double> ids;
    QVector<double> queryCounts;
    QVector<double> keyCounts;
    int largest = 0;
    for (int b = 0; b < groups; ++b) {
        const auto index = static_cast<std::size_t>(b);
        const int q = index < queries.size() ? queries[index] : 0;
        const int k = index < keys.size() ? keys[index] : 0;
        ids << b;
        queryCounts << q;
        keyCounts << k;
        largest = std::max({ largest, q, k });
    }
    m_queryBars->setWidth(0.4);
    m_keyBars->setWidth(0.4);
    m_queryBars->setData(ids, queryCounts, true);
    m_keyBars->setData(ids, keyCounts, true);
    m_plot->xAxis->setLabel(groupName);
    m_plot->xAxis->setRange(-0.6, groups - 0.4);
    m_plot->yAxis->setRange(0, std::max(1.0, largest * 1.08));
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void BucketSizeChart::clear()
{
    m_queryBars->data()->clear();
    m_keyBars->data()->clear();
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void BucketSizeChart::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize BucketSizeChart::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
