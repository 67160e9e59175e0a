#include "widgets/plots/spectrum_plot.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/plots/log_axes.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QLabel>
#include <QStackedLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::widgets {

namespace {

// Below these fractions of a series' largest singular value a value is rounding noise of a zero; drawing it would
// stretch the log axis over decades of noise. The exact A is decomposed in double precision (about sixteen digits);
// the variant's M is a float map (about seven), so a rank-k M shows its N - k zeros near 1e-7, not at zero.
constexpr double kExactZeroFraction = 1e-12;
constexpr double kVariantZeroFraction = 1e-6;

// Colour-blind safe pair (Okabe & Ito): the exact spectrum in black, the variant's in vermillion.
const QColor kExactColour(0, 0, 0);
const QColor kVariantColour(213, 94, 0);

struct Series {
    QVector<double> indices;
    QVector<double> values;
    int gaps = 0;
    double smallest = std::numeric_limits<double>::infinity(); // smallest value drawn
    double largest = 0;
};

Series seriesOf(const std::vector<double>& spectrum, double zeroBelow)
{
    Series series;
    for (std::size_t t = 0; t < spectrum.size(); ++t) {
        const double value = spectrum[t];
        series.indices.push_back(static_cast<double>(t + 1));
        if (std::isfinite(value) && value > zeroBelow) {
            series.values.push_back(value);
            series.smallest = std::min(series.smallest, value);
            series.largest = std::max(series.largest, value);
        } else {
            series.values.push_back(std::numeric_limits<double>::quiet_NaN()); // a gap in the line
            ++series.gaps;
        }
    }
    return series;
}

double largestFinite(const std::vector<double>& spectrum)
{
    double largest = 0;
    for (const double value : spectrum)
        if (std::isfinite(value))
            largest = std::max(largest, value);
    return largest;
}

} // namespace

SpectrumPlot::SpectrumPlot(QWidget* parent) : QWidget(parent)
{
    m_hintLabel = makePlotHintLabel(tr("No spectrum to show."), this);

    m_plot = new QCustomPlot(this);
    buildPlot();

    m_stack = stackHintOverPlot(this, m_hintLabel, m_plot);
    FigureMenu::attach(this, [this] { return QStringLiteral("spectrum"); });
}

void SpectrumPlot::buildPlot()
{
    m_plot->setBackground(Qt::white);
    const QFont base = font();
    const qreal size = plotPointSize(base);

    m_plot->xAxis->setLabel(tr("index"));
    // Indices and ranks are whole numbers: no tick at 2.5.
    m_plot->xAxis->setTicker(QSharedPointer<IndexTicker>::create());
    m_plot->yAxis->setLabel(tr("singular value"));
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    fitLogTicks(m_plot->yAxis, 0.1, 10);
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis }) {
        axis->setLabelFont(plotFont(base, size, QString()));
        axis->setTickLabelFont(plotFont(base, size - 1, QString()));
        styleQuietAxis(axis);
    }

    m_exactGraph = m_plot->addGraph();
    m_exactGraph->setPen(QPen(kExactColour, 1.6));
    m_exactGraph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, kExactColour, Qt::white, 4));
    m_variantGraph = m_plot->addGraph();
    m_variantGraph->setPen(QPen(kVariantColour, 1.6, Qt::SolidLine));
    m_variantGraph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kVariantColour, kVariantColour, 3.5));

    // The legend stands above the plot, not inside it: spectra fill any corner of a narrow plot.
    moveLegendToRow(m_plot, 0, QMargins(4, 2, 4, 0));
    m_plot->legend->setFont(plotFont(base, size - 1, QString()));
    m_plot->legend->setRowSpacing(0);
    m_plot->plotLayout()->setRowSpacing(0);

    m_markerLine = new QCPItemStraightLine(m_plot);
    m_markerLine->setPen(QPen(QColor(60, 60, 60), 1.2, Qt::DashLine));
    m_markerLine->setVisible(false);
    m_markerText = new QCPItemText(m_plot);
    m_markerText->setFont(plotFont(base, size - 1, QString()));
    m_markerText->setColor(QColor(40, 40, 40));
    m_markerText->setPadding(QMargins(3, 1, 3, 1));
    m_markerText->setBrush(QColor(255, 255, 255, 210));
    m_markerText->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // Near the bottom: the curves start high on the left, beside the marker.
    m_markerText->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_markerText->setVisible(false);

    // Created after the rank marker, so it stays the plot's first straight line.
    m_exactEnergy = makeEnergyMarker(kExactColour, 0.03);
    m_variantEnergy = makeEnergyMarker(kVariantColour, 0.12);
}

SpectrumPlot::EnergyMarker SpectrumPlot::makeEnergyMarker(const QColor& colour, double heightRatio)
{
    const QFont base = font();
    const qreal size = plotPointSize(base);
    EnergyMarker marker;
    marker.line = new QCPItemStraightLine(m_plot);
    marker.line->setPen(QPen(colour, 1.2, Qt::DotLine));
    marker.line->setVisible(false);
    marker.text = new QCPItemText(m_plot);
    marker.text->setFont(plotFont(base, size - 1, QString()));
    marker.text->setColor(colour);
    marker.text->setPadding(QMargins(3, 1, 3, 1));
    marker.text->setBrush(QColor(255, 255, 255, 210));
    marker.text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    marker.text->position->setCoords(0.0, heightRatio);
    marker.text->setVisible(false);
    return marker;
}

QSize SpectrumPlot::sizeHint() const
{
    return { 420, 280 };
}

QSize SpectrumPlot::minimumSizeHint() const
{
    return { 220, 180 };
}

void SpectrumPlot::setSpectra(
    const std::vector<double>& exact, const std::vector<double>& variant, const QString& variantName)
{
    const Series exactSeries = seriesOf(exact, kExactZeroFraction * largestFinite(exact));
    const Series variantSeries = seriesOf(variant, kVariantZeroFraction * largestFinite(variant));
    m_exactGraph->setData(exactSeries.indices, exactSeries.values, true);
    m_variantGraph->setData(variantSeries.indices, variantSeries.values, true);
    m_exactGraph->setName(tr("exact A"));
    const int gaps = variantSeries.gaps;
    m_variantGraph->setName(gaps == 0 ? variantName
            : gaps == 1               ? tr("%1, 1 zero value not drawn").arg(variantName)
                                      : tr("%1, %2 zero values not drawn").arg(variantName).arg(gaps));
    // Many points in a narrow plot: markers would merge into a thick line.
    const bool markers = std::max(exact.size(), variant.size()) <= 64;
    m_exactGraph->setScatterStyle(
        markers ? QCPScatterStyle(QCPScatterStyle::ssCircle, kExactColour, Qt::white, 4) : QCPScatterStyle());
    m_variantGraph->setScatterStyle(
        markers ? QCPScatterStyle(QCPScatterStyle::ssDisc, kVariantColour, kVariantColour, 3.5) : QCPScatterStyle());

    m_count = static_cast<int>(std::max(exact.size(), variant.size()));
    m_hasSpectra = m_count > 0;
    if (!m_hasSpectra) {
        clear(tr("No singular values were reported."));
        return;
    }
    m_plot->xAxis->setRange(0.5, m_count + 0.5);
    const double smallest = std::min(exactSeries.smallest, variantSeries.smallest);
    const double largest = std::max(exactSeries.largest, variantSeries.largest);
    if (std::isfinite(smallest) && largest > 0)
        m_plot->yAxis->setRange(smallest / 2, largest * 2);
    else
        m_plot->yAxis->setRange(0.1, 10);
    fitLogTicks(m_plot->yAxis, m_plot->yAxis->range().lower, m_plot->yAxis->range().upper);
    placeMarker();
    placeEnergyMarkers();
    m_stack->setCurrentWidget(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void SpectrumPlot::setRankMarker(int rank, const QString& label)
{
    m_rank = rank;
    m_markerText->setText(label);
    placeMarker();
    if (m_hasSpectra)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void SpectrumPlot::clearRankMarker()
{
    m_rank.reset();
    placeMarker();
    if (m_hasSpectra)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void SpectrumPlot::setEnergyRankMarkers(
    int exactRank, const QString& exactLabel, int variantRank, const QString& variantLabel)
{
    m_exactEnergy.rank = exactRank;
    m_exactEnergy.text->setText(exactLabel);
    m_variantEnergy.rank = variantRank;
    m_variantEnergy.text->setText(variantLabel);
    placeEnergyMarkers();
    if (m_hasSpectra)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void SpectrumPlot::clearEnergyRankMarkers()
{
    m_exactEnergy.rank = 0;
    m_variantEnergy.rank = 0;
    placeEnergyMarkers();
    if (m_hasSpectra)
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void SpectrumPlot::placeEnergyMarkers()
{
    // Like the rank marker: between the last value the rank keeps and the first it leaves out.
    for (EnergyMarker* marker : { &m_exactEnergy, &m_variantEnergy }) {
        const bool visible = m_hasSpectra && marker->rank >= 1 && marker->rank < m_count;
        marker->line->setVisible(visible);
        marker->text->setVisible(visible);
        if (!visible)
            continue;
        const double x = marker->rank + 0.5;
        marker->line->point1->setCoords(x, 1.0);
        marker->line->point2->setCoords(x, 10.0);
        const bool rightHalf = x > 0.5 * (m_count + 1);
        marker->text->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        marker->text->position->setCoords(x, marker->text->position->coords().y());
    }
}

void SpectrumPlot::placeMarker()
{
    // The marker sits between the last kept value and the first dropped one; a rank at or past the end drops
    // nothing and is not drawn.
    const bool visible = m_hasSpectra && m_rank && *m_rank >= 0 && *m_rank < m_count;
    m_markerLine->setVisible(visible);
    m_markerText->setVisible(visible);
    if (!visible)
        return;
    const double x = *m_rank + 0.5;
    m_markerLine->point1->setCoords(x, 1.0);
    m_markerLine->point2->setCoords(x, 10.0);
    // Left of the line when it stands in the right half, so the label stays inside the plot.
    const bool rightHalf = x > 0.5 * (m_count + 1);
    m_markerText->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
    m_markerText->position->setCoords(x, 0.97);
}

void SpectrumPlot::clear(const QString& hint)
{
    m_hasSpectra = false;
    m_count = 0;
    m_exactGraph->data()->clear();
    m_variantGraph->data()->clear();
    placeMarker();
    placeEnergyMarkers();
    m_hintLabel->setText(hint);
    m_stack->setCurrentWidget(m_hintLabel);
}

QImage SpectrumPlot::renderImage(const QSize& size)
{
    return renderPlotOrHint(m_plot, size, m_hasSpectra, m_hintLabel->text());
}

void SpectrumPlot::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize SpectrumPlot::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
