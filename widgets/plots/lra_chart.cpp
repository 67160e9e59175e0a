#include "widgets/plots/lra_chart.h"

#include "widgets/controls/measure_controls.h"
#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/plots/log_axes.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr double kTooltipRadius = 12.0;
// Marker diameters (pixels): the largest memory gets the largest disc, areas proportional to memory.
constexpr double kLargestMarker = 34.0;
constexpr double kSmallestMarker = 6.0;
// Wider than this, the two charts stand side by side; narrower, one above the other.
constexpr int kSideBySideWidth = 760;

const QColor kModelColour(0, 114, 178); // Okabe-Ito blue
const QColor kBaselineColour(0, 0, 0);
const QColor kPublishedBarColour(86, 180, 233); // sky blue
const QColor kMeasuredBarColour(213, 94, 0); // vermillion

void styleLinearAxis(QCPAxis* axis, const QFont& base)
{
    styleQuietAxis(axis);
    axis->setLabelFont(plotFont(base, plotPointSize(base), axis->label()));
    axis->setTickLabelFont(plotFont(base, plotPointSize(base) - 1, QString()));
}

QString timesText(double factor)
{
    return QString::number(factor, 'g', factor < 10 ? 2 : 3) + QStringLiteral("x");
}

} // namespace

LraChart::LraChart(QWidget* parent) : QWidget(parent)
{
    auto* lengthLabel = new QLabel(tr("Sequence length"), this);
    m_lengthBox = new QComboBox(this);
    for (int index = 0; index < 4; ++index)
        m_lengthBox->addItem(QStringLiteral("%1K").arg(index + 1));
    m_lengthBox->setCurrentIndex(3);
    m_lengthBox->setToolTip(tr("The length at which the paper measured speed and memory (1K to 4K tokens); the "
                               "measurement here runs at the same N"));
    lengthLabel->setBuddy(m_lengthBox);

    m_publishedPlot = new QCustomPlot(this);
    buildPublishedPlot();
    m_speedupPlot = new QCustomPlot(this);
    buildSpeedupPlot();

    m_unplaced = makePlotNoteLabel(this);
    m_unplaced->setVisible(false);
    m_citation = makePlotNoteLabel(this);
    m_caveat = makePlotNoteLabel(this);

    m_controls = new MeasureControls(tr("Time one forward pass of full and of each mapped variant at the chosen N "
                                        "on this machine, in the background, and draw time(full) / time(variant)"),
        this);
    excludeFromFigures(m_controls); // a figure shows the results, not the benchmark's buttons

    auto* header = new QHBoxLayout;
    header->addWidget(lengthLabel);
    header->addWidget(m_lengthBox);
    header->addStretch(1);

    auto* publishedColumn = new QVBoxLayout;
    publishedColumn->addWidget(m_publishedPlot, 1);
    publishedColumn->addWidget(m_unplaced);
    publishedColumn->addWidget(m_citation);
    auto* speedupColumn = new QVBoxLayout;
    speedupColumn->addWidget(m_speedupPlot, 1);
    speedupColumn->addWidget(m_caveat);
    m_plots = new QBoxLayout(QBoxLayout::TopToBottom);
    m_plots->addLayout(publishedColumn, 1);
    m_plots->addLayout(speedupColumn, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(header);
    layout->addLayout(m_plots, 1);
    layout->addWidget(m_controls);

    connect(m_lengthBox, &QComboBox::currentIndexChanged, this, &LraChart::lengthChanged);
    connect(m_controls, &MeasureControls::measureRequested, this, &LraChart::measureRequested);
    connect(m_controls, &MeasureControls::cancelRequested, this, &LraChart::cancelRequested);
    connect(m_publishedPlot, &QCustomPlot::afterLayout, this, &LraChart::placeLabels);
    connect(m_publishedPlot, &QCustomPlot::mouseMove, this, &LraChart::showPublishedHover);
    connect(m_speedupPlot, &QCustomPlot::mouseMove, this, &LraChart::showSpeedupHover);
    FigureMenu::attach(
        this, [this] { return QStringLiteral("long-range-arena-") + FigureMenu::fileNamePart(m_lengthLabel); });
}

QSize LraChart::sizeHint() const
{
    return { 520, 760 };
}

QSize LraChart::minimumSizeHint() const
{
    return { 280, 480 };
}

void LraChart::resizeEvent(QResizeEvent* event)
{
    m_plots->setDirection(
        event->size().width() >= kSideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

void LraChart::buildPublishedPlot()
{
    m_publishedPlot->setBackground(Qt::white);
    m_publishedPlot->setMouseTracking(true);
    m_publishedPlot->yAxis->setLabel(tr("average accuracy (%)"));
    m_publishedPlot->xAxis->setLabel(tr("speed relative to the Transformer"));
    for (QCPAxis* axis : { m_publishedPlot->xAxis, m_publishedPlot->yAxis })
        styleLinearAxis(axis, font());
    m_publishedPlot->plotLayout()->insertRow(0);
    auto* title = new QCPTextElement(m_publishedPlot, tr("Published (Tay et al., 2021)"),
        plotFont(font(), plotPointSize(font()) + 0.5, QString(), true));
    m_publishedPlot->plotLayout()->addElement(0, 0, title);
}

void LraChart::buildSpeedupPlot()
{
    m_speedupPlot->setBackground(Qt::white);
    m_speedupPlot->setMouseTracking(true);
    m_speedupPlot->yAxis->setLabel(tr("speed-up (x)"));
    styleLinearAxis(m_speedupPlot->xAxis, font());
    makeDecadeAxis(m_speedupPlot->yAxis);
    m_speedupPlot->yAxis->setLabelFont(plotFont(font(), plotPointSize(font()), QString()));
    m_speedupPlot->yAxis->setTickLabelFont(plotFont(font(), plotPointSize(font()) - 1, QString()));
    // Each name starts at its tick and runs down to the right; the right margin keeps the last one inside the
    // widget (QCustomPlot drops a tick label that would cross the border).
    m_speedupPlot->xAxis->setTickLabelRotation(40);
    m_speedupPlot->axisRect()->setMinimumMargins(QMargins(0, 0, 60, 0));
    m_speedupPlot->xAxis->grid()->setVisible(false);
    m_speedupPlot->plotLayout()->insertRow(0);
    auto* title = new QCPTextElement(m_speedupPlot, tr("Speed-up: paper and this machine"),
        plotFont(font(), plotPointSize(font()) + 0.5, QString(), true));
    m_speedupPlot->plotLayout()->addElement(0, 0, title);

    // Bars start at 1 (as fast as the baseline) and reach the speed-up: QCPBars draws base .. base + value.
    m_publishedBars = new QCPBars(m_speedupPlot->xAxis, m_speedupPlot->yAxis);
    m_measuredBars = new QCPBars(m_speedupPlot->xAxis, m_speedupPlot->yAxis);
    auto* group = new QCPBarsGroup(m_speedupPlot);
    for (QCPBars* bars : { m_publishedBars, m_measuredBars }) {
        bars->setBaseValue(1.0);
        bars->setWidth(0.38);
        bars->setBarsGroup(group);
    }
    m_publishedBars->setPen(QPen(kPublishedBarColour.darker(130)));
    m_publishedBars->setBrush(kPublishedBarColour);
    m_measuredBars->setPen(QPen(kMeasuredBarColour.darker(130)));
    m_measuredBars->setBrush(kMeasuredBarColour);

    auto* one = new QCPItemStraightLine(m_speedupPlot);
    one->point1->setCoords(0, 1);
    one->point2->setCoords(1, 1);
    one->setPen(QPen(kBaselineColour, 1.2, Qt::DashLine));

    // The legend stands under the title, not inside the plot: the tallest bars reach any corner.
    moveLegendToRow(m_speedupPlot, 1, QMargins(4, 0, 4, 0));
    m_speedupPlot->legend->setFont(plotFont(font(), plotPointSize(font()) - 1, QString()));
    m_speedupPlot->legend->setRowSpacing(0);
    m_speedupPlot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_speedupPlot->plotLayout()->setRowSpacing(0);
}

void LraChart::setPublished(std::vector<LraModelPoint> points, const QString& lengthLabel)
{
    m_lengthLabel = lengthLabel;
    m_publishedPlot->clearGraphs();
    for (QCPItemText* label : m_labels)
        m_publishedPlot->removeItem(label);
    for (QCPItemLine* leader : m_leaders)
        m_publishedPlot->removeItem(leader);
    m_labels.clear();
    m_leaders.clear();
    m_points.clear();
    m_markerSizes.clear();
    m_publishedHover.clear();
    m_hoverText.clear();

    QStringList unplaced;
    double largestMemory = 0;
    for (const LraModelPoint& point : points)
        if (std::isfinite(point.memoryGb))
            largestMemory = std::max(largestMemory, point.memoryGb);
    double fastest = 1;
    double lowest = 100;
    double highest = 0;
    for (LraModelPoint& point : points) {
        if (!std::isfinite(point.relativeSpeed) || !std::isfinite(point.accuracy)) {
            unplaced << QStringLiteral("%1 (%2%)").arg(point.model).arg(point.accuracy, 0, 'f', 2);
            continue;
        }
        const bool baseline = point.variantId == QLatin1String("full");
        const QColor colour = baseline ? kBaselineColour : kModelColour;
        // Area proportional to memory: the diameter grows with its square root.
        const double diameter = std::isfinite(point.memoryGb) && largestMemory > 0
            ? std::max(kSmallestMarker, kLargestMarker * std::sqrt(point.memoryGb / largestMemory))
            : kSmallestMarker;
        QCPGraph* graph = m_publishedPlot->addGraph();
        graph->setLineStyle(QCPGraph::lsNone);
        QColor fill = colour;
        fill.setAlpha(70);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(colour, 1.4), fill, diameter));
        graph->addData(point.relativeSpeed, point.accuracy);

        auto* label = new QCPItemText(m_publishedPlot);
        label->setText(point.model);
        label->setFont(plotFont(font(), plotPointSize(font()) - 1, point.model));
        label->setColor(baseline ? kBaselineColour : kModelColour.darker(140));
        label->position->setType(QCPItemPosition::ptAbsolute);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setClipToAxisRect(false);

        auto* leader = new QCPItemLine(m_publishedPlot);
        leader->setPen(QPen(QColor(150, 150, 150), 0.8));
        leader->start->setType(QCPItemPosition::ptAbsolute);
        leader->end->setType(QCPItemPosition::ptAbsolute);
        leader->setVisible(false);
        m_leaders.push_back(leader);

        m_publishedHover.push_back(HoverSeries { point.model, { point.relativeSpeed }, { point.accuracy } });
        m_markerSizes.push_back(diameter);
        m_labels.push_back(label);
        fastest = std::max(fastest, point.relativeSpeed);
        lowest = std::min(lowest, point.accuracy);
        highest = std::max(highest, point.accuracy);
        m_points.push_back(std::move(point));
    }
    m_unplaced->setText(unplaced.isEmpty() ? QString()
                                           : tr("No speed or memory at %1 in the paper, accuracy only: %2")
                                                 .arg(lengthLabel, unplaced.join(QStringLiteral(", "))));
    m_unplaced->setVisible(!unplaced.isEmpty());
    m_publishedPlot->xAxis->setLabel(
        tr("speed relative to the Transformer at %1 (TPU training steps/s)").arg(lengthLabel));
    // Room for the largest markers and the labels on their right.
    m_publishedPlot->xAxis->setRange(0, fastest * 1.35 + 0.2);
    m_publishedPlot->yAxis->setRange(std::max(0.0, lowest - 2.5), highest + 2.5);
    m_publishedPlot->replot(QCustomPlot::rpQueuedReplot);
}

void LraChart::placeLabels()
{
    // Greedy: each label to the right of its marker, or moved up or down by whole label heights (then to the
    // left) until it overlaps no label placed before it; points are handled top to bottom.
    std::vector<std::size_t> order(m_labels.size());
    for (std::size_t t = 0; t < order.size(); ++t)
        order[t] = t;
    std::sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return m_points[a].accuracy > m_points[b].accuracy; });
    const QRect area = m_publishedPlot->axisRect()->rect();
    // In a short plot the largest disc would cover its neighbours: all discs shrink together (areas keep their
    // ratios) so the largest is at most an eighth of the plot's height.
    const double shrink = std::min(1.0, area.height() / 8.0 / kLargestMarker);
    for (std::size_t t = 0; t < m_labels.size() && static_cast<int>(t) < m_publishedPlot->graphCount(); ++t) {
        QCPScatterStyle style = m_publishedPlot->graph(static_cast<int>(t))->scatterStyle();
        style.setSize(std::max(kSmallestMarker, m_markerSizes[t] * shrink));
        m_publishedPlot->graph(static_cast<int>(t))->setScatterStyle(style);
    }
    // Every marker is an obstacle too, so a label moved off its own marker does not land on another one.
    std::vector<QRectF> placed;
    for (std::size_t t = 0; t < m_labels.size(); ++t) {
        const double radius = m_publishedPlot->graph(static_cast<int>(t))->scatterStyle().size() / 2;
        const QPointF centre(m_publishedPlot->xAxis->coordToPixel(m_points[t].relativeSpeed),
            m_publishedPlot->yAxis->coordToPixel(m_points[t].accuracy));
        placed.emplace_back(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
    }
    for (const std::size_t t : order) {
        QCPItemText* label = m_labels[t];
        const QFontMetricsF metrics(label->font());
        const QSizeF size(metrics.horizontalAdvance(label->text()) + 6, metrics.height() + 2);
        const double x = m_publishedPlot->xAxis->coordToPixel(m_points[t].relativeSpeed);
        const double y = m_publishedPlot->yAxis->coordToPixel(m_points[t].accuracy);
        const double radius = m_publishedPlot->graph(static_cast<int>(t))->scatterStyle().size() / 2;
        const double gap = radius + 3;
        QRectF chosen;
        bool found = false;
        bool displaced = false;
        for (const bool right : { true, false }) {
            for (int step = 0; step < 13 && !found; ++step) {
                const double dy = (step % 2 == 1 ? 1 : -1) * ((step + 1) / 2) * size.height();
                const double left = right ? x + gap : x - gap - size.width();
                const QRectF candidate(QPointF(left, y + dy - size.height() / 2), size);
                const bool inside = candidate.left() >= area.left() - 2 && candidate.right() <= area.right() + 40;
                const bool free = std::none_of(
                    placed.begin(), placed.end(), [&](const QRectF& other) { return other.intersects(candidate); });
                if (inside && free) {
                    chosen = candidate;
                    found = true;
                    displaced = step > 0;
                }
            }
            if (found)
                break;
        }
        if (!found)
            chosen = QRectF(QPointF(x + gap, y - size.height() / 2), size);
        placed.push_back(chosen);
        label->position->setCoords(chosen.left() + 3, chosen.center().y());
        // A label moved up or down is tied to its marker by a thin line, from the label's near end to the rim.
        QCPItemLine* leader = m_leaders[t];
        leader->setVisible(displaced);
        if (displaced) {
            const QPointF end(chosen.left() > x ? chosen.left() + 1 : chosen.right() - 1, chosen.center().y());
            const QPointF direction = end - QPointF(x, y);
            const double length = std::hypot(direction.x(), direction.y());
            const QPointF rim = length > 0 ? QPointF(x, y) + direction * (radius / length) : end;
            leader->start->setCoords(rim);
            leader->end->setCoords(end);
        }
    }
}

void LraChart::setSpeedups(std::vector<LraSpeedup> bars, const QString& measuredLabel)
{
    m_bars = std::move(bars);
    m_measuredLabel = measuredLabel;
    redrawSpeedups();
}

void LraChart::redrawSpeedups()
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> publishedKeys;
    QVector<double> publishedValues;
    QVector<double> measuredKeys;
    QVector<double> measuredValues;
    std::vector<double> values { 1.0 };
    for (std::size_t t = 0; t < m_bars.size(); ++t) {
        const double key = static_cast<double>(t + 1);
        ticker->addTick(key, m_bars[t].model);
        if (std::isfinite(m_bars[t].published) && m_bars[t].published > 0) {
            publishedKeys << key;
            publishedValues << m_bars[t].published - 1.0;
            values.push_back(m_bars[t].published);
        }
        if (std::isfinite(m_bars[t].measured) && m_bars[t].measured > 0) {
            measuredKeys << key;
            measuredValues << m_bars[t].measured - 1.0;
            values.push_back(m_bars[t].measured);
        }
    }
    m_publishedBars->setData(publishedKeys, publishedValues, true);
    m_measuredBars->setData(measuredKeys, measuredValues, true);
    m_publishedBars->setName(tr("paper: TPU training steps/s over the Transformer's (%1)").arg(m_lengthLabel));
    m_measuredBars->setName(m_measuredLabel.isEmpty() ? tr("here: not measured yet") : m_measuredLabel);
    m_speedupPlot->xAxis->setTicker(ticker);
    m_speedupPlot->xAxis->setRange(0.4, static_cast<double>(m_bars.size()) + 0.6);
    const LogRange range = logRangeOf(values, 1.6);
    m_speedupPlot->yAxis->setRange(range.lower, range.upper);
    m_speedupPlot->yAxis->setTicker(oneTwoFiveTicker(range.lower, range.upper)); // speed-ups read as plain numbers
    m_speedupPlot->replot(QCustomPlot::rpQueuedReplot);
}

void LraChart::setCitation(const QString& text)
{
    m_citation->setText(text);
}

void LraChart::setCaveat(const QString& text)
{
    m_caveat->setText(text);
}

int LraChart::lengthIndex() const
{
    return m_lengthBox->currentIndex();
}

void LraChart::setLengthIndex(int index)
{
    m_lengthBox->setCurrentIndex(index);
}

void LraChart::setMeasuring(bool running)
{
    m_controls->setMeasuring(running);
    m_lengthBox->setEnabled(!running);
}

void LraChart::setProgress(int done, int total)
{
    m_controls->setProgress(done, total);
}

void LraChart::setStatus(const QString& text)
{
    m_controls->setStatus(text);
}

int LraChart::publishedPointCount() const
{
    return static_cast<int>(m_points.size());
}

int LraChart::measuredBarCount() const
{
    return m_measuredBars->dataCount();
}

QString LraChart::unplacedNote() const
{
    return m_unplaced->text();
}

QString LraChart::citationText() const
{
    return m_citation->text();
}

QString LraChart::caveatText() const
{
    return m_caveat->text();
}

QString LraChart::statusText() const
{
    return m_controls->statusText();
}

QPushButton* LraChart::measureButton() const
{
    return m_controls->measureButton();
}

QPushButton* LraChart::cancelButton() const
{
    return m_controls->cancelButton();
}

QProgressBar* LraChart::progressBar() const
{
    return m_controls->progressBar();
}

double LraChart::markerSize(const QString& model) const
{
    for (std::size_t t = 0; t < m_points.size(); ++t)
        if (m_points[t].model == model)
            return m_markerSizes[t];
    return 0;
}

void LraChart::showPublishedHover(QMouseEvent* event)
{
    const NearestPoint nearest = nearestPoint(
        m_publishedHover, m_publishedPlot->xAxis, m_publishedPlot->yAxis, event->position(), kTooltipRadius);
    if (!nearest.found()) {
        m_hoverText.clear();
        QToolTip::hideText();
        return;
    }
    const LraModelPoint& point = m_points[static_cast<std::size_t>(nearest.series)];
    QString text = point.model;
    if (!point.variantId.isEmpty())
        text += QStringLiteral(" (") + point.variantId + QLatin1Char(')');
    text += QLatin1Char('\n') + tr("average accuracy %1%").arg(point.accuracy, 0, 'f', 2);
    text += QLatin1Char('\n')
        + tr("speed %1 the Transformer's at %2").arg(timesText(point.relativeSpeed), m_lengthLabel);
    if (std::isfinite(point.memoryGb))
        text += QLatin1Char('\n') + tr("memory %1 GB per device").arg(point.memoryGb, 0, 'g', 3);
    if (!point.details.isEmpty())
        text += QLatin1Char('\n') + point.details;
    m_hoverText = text;
    QToolTip::showText(m_publishedPlot->mapToGlobal(event->position().toPoint()), text, m_publishedPlot);
}

void LraChart::showSpeedupHover(QMouseEvent* event)
{
    const double key = m_speedupPlot->xAxis->pixelToCoord(event->position().x());
    const long long index = std::llround(key) - 1;
    const bool inside = m_speedupPlot->axisRect()->rect().contains(event->position().toPoint());
    if (!inside || index < 0 || index >= static_cast<long long>(m_bars.size()) || std::abs(key - (index + 1)) > 0.45) {
        m_hoverText.clear();
        QToolTip::hideText();
        return;
    }
    const LraSpeedup& bar = m_bars[static_cast<std::size_t>(index)];
    QString text = bar.model;
    if (!bar.variantId.isEmpty())
        text += QStringLiteral(" (") + bar.variantId + QLatin1Char(')');
    text += QLatin1Char('\n')
        + (std::isfinite(bar.published)
                ? tr("paper: %1 the Transformer's training speed at %2").arg(timesText(bar.published), m_lengthLabel)
                : tr("paper: no speed at %1").arg(m_lengthLabel));
    text += QLatin1Char('\n')
        + (std::isfinite(bar.measured) ? tr("here: %1 as fast as full (one forward pass)").arg(timesText(bar.measured))
                                       : (bar.note.isEmpty() ? tr("here: not measured") : bar.note));
    m_hoverText = text;
    QToolTip::showText(m_speedupPlot->mapToGlobal(event->position().toPoint()), text, m_speedupPlot);
}

void LraChart::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize LraChart::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
