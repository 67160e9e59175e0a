#include "widgets/plots/cost_chart.h"

#include "widgets/controls/measure_controls.h"
#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/plots/log_axes.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QStackedLayout>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attnlab::widgets {

namespace {

constexpr double kTooltipRadius = 8.0;
constexpr double kLineHoverRadius = 4.0; // closer than this to a line names it

// Okabe-Ito colours (colour-blind safe): the current variant in vermillion, the exact reference in black, the
// other measured variants in the remaining hues; the catalogue's other variants a light grey that stays behind.
const QColor kCurrentColour(213, 94, 0);
const QColor kReferenceColour(0, 0, 0);
const QColor kMutedColour(175, 175, 175);
const QColor kEmphasisedMutedColour(90, 90, 90); // a muted line under the mouse
constexpr QMargins kEndLabelPadding(2, 0, 4, 2);
const QColor kOtherColours[]
    = { QColor(0, 114, 178), QColor(0, 158, 115), QColor(204, 121, 167), QColor(230, 159, 0), QColor(86, 180, 233) };

void styleAxes(QCustomPlot* plot, const QString& xLabel, const QFont& base)
{
    const qreal size = plotPointSize(base);
    plot->xAxis->setLabel(xLabel);
    plot->setBackground(Qt::white);
    plot->setMouseTracking(true);
    for (QCPAxis* axis : { plot->xAxis, plot->yAxis }) {
        makeDecadeAxis(axis);
        axis->setLabelFont(plotFont(base, size, axis->label()));
        axis->setTickLabelFont(plotFont(base, size - 1, QString()));
    }
    plot->legend->setVisible(true);
    plot->legend->setFont(plotFont(base, size - 1, QString()));
    plot->legend->setBrush(QColor(255, 255, 255, 220));
    plot->legend->setBorderPen(QPen(QColor(200, 200, 200)));
    plot->legend->setRowSpacing(0);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
}

// Ticks at the plotted sequence lengths, and both log ranges around the values with a margin.
void fitLogAxes(QCustomPlot* plot, const std::vector<double>& sizes, const std::vector<double>& values)
{
    plot->xAxis->setTicker(sequenceLengthTicker(sizes));
    const LogRange xRange = logRangeOf(sizes, 1.25);
    const LogRange yRange = logRangeOf(values, 2.0);
    plot->xAxis->setRange(xRange.lower, xRange.upper);
    plot->yAxis->setRange(yRange.lower, yRange.upper);
}

QVector<double> toVector(const std::vector<double>& values)
{
    return QVector<double>(values.begin(), values.end());
}

QString nameWithSettings(const QString& id, const QString& settings)
{
    return settings.isEmpty() ? id : id + QStringLiteral(" (") + settings + QLatin1Char(')');
}

// "1.3 GiB", "12 KiB": peak memory as a person reads it in a tooltip.
QString bytesText(double bytes)
{
    const char* const units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    int unit = 0;
    while (bytes >= 1024 && unit < 4) {
        bytes /= 1024;
        ++unit;
    }
    return QString::number(bytes, 'g', 3) + QLatin1Char(' ') + QLatin1String(units[unit]);
}

} // namespace

CostChart::CostChart(QWidget* parent) : QWidget(parent)
{
    m_title = new QLabel(tr("Analytic cost against N"), this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);

    m_measureBox = new QComboBox(this);
    m_measureBox->addItem(tr("multiply-adds"));
    m_measureBox->addItem(tr("peak working memory"));
    m_measureBox->setToolTip(tr("What the upper plot counts: the multiply-adds of one forward pass, or the largest "
                                "working memory it holds at one time (inputs and the display map excluded)"));

    m_analyticHint = makePlotHintLabel(tr("No cost to show yet."), this);
    m_analyticPlot = new QCustomPlot(this);
    buildAnalyticPlot();
    m_gapLabel = makePlotNoteLabel(this);
    m_gapLabel->setVisible(false);

    m_timeHint = makePlotHintLabel(tr("Press Measure to time the current variant and full on this machine."), this);
    m_timePlot = new QCustomPlot(this);
    buildTimePlot();
    m_timeNote = makePlotNoteLabel(this);
    m_timeNote->setVisible(false);

    m_controls = new MeasureControls(tr("Time one forward pass of the current variant and of full at several N on "
                                        "this machine (median of repeated runs, in the background), then fit the "
                                        "slope of log time against log N"),
        this);
    excludeFromFigures(m_controls); // a figure shows the results, not the benchmark's buttons

    auto* header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_measureBox);

    auto* analyticArea = new QWidget(this);
    m_analyticStack = stackHintOverPlot(analyticArea, m_analyticHint, m_analyticPlot);

    auto* timeArea = new QWidget(this);
    m_timeStack = stackHintOverPlot(timeArea, m_timeHint, m_timePlot);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(header);
    layout->addWidget(analyticArea, 3);
    layout->addWidget(m_gapLabel);
    layout->addWidget(timeArea, 2);
    layout->addWidget(m_timeNote);
    layout->addWidget(m_controls);

    connect(m_measureBox, &QComboBox::currentIndexChanged, this,
        [this](int index) { setMeasure(index == 1 ? CostMeasure::PeakBytes : CostMeasure::MultiplyAdds); });
    connect(m_controls, &MeasureControls::measureRequested, this, &CostChart::measureRequested);
    connect(m_controls, &MeasureControls::cancelRequested, this, &CostChart::cancelRequested);
    connect(m_analyticPlot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        showHover(m_analyticPlot, m_analyticHover,
            m_measure == CostMeasure::MultiplyAdds ? tr("multiply-adds") : tr("peak working memory"), event);
    });
    connect(m_timePlot, &QCustomPlot::mouseMove, this,
        [this](QMouseEvent* event) { showHover(m_timePlot, m_timeHover, tr("seconds"), event); });
    connect(m_analyticPlot, &QCustomPlot::afterLayout, this, &CostChart::placeEndLabels);
    FigureMenu::attach(this, [this] { return QStringLiteral("cost-") + FigureMenu::fileNamePart(m_currentId); });
}

QSize CostChart::sizeHint() const
{
    return { 460, 600 };
}

QSize CostChart::minimumSizeHint() const
{
    return { 260, 360 };
}

void CostChart::buildAnalyticPlot()
{
    m_analyticPlot->yAxis->setLabel(tr("multiply-adds"));
    styleAxes(m_analyticPlot, tr("sequence length N"), font());
}

void CostChart::buildTimePlot()
{
    m_timePlot->yAxis->setLabel(tr("measured s"));
    styleAxes(m_timePlot, tr("sequence length N"), font());
}

void CostChart::setAnalytic(
    std::vector<CostLine> lines, const QString& currentId, const QString& referenceId, const QString& shape)
{
    m_lines = std::move(lines);
    m_currentId = currentId;
    m_referenceId = referenceId;
    m_shape = shape;
    redrawAnalytic();
}

void CostChart::setMeasure(CostMeasure measure)
{
    if (measure == m_measure)
        return;
    m_measure = measure;
    m_measureBox->setCurrentIndex(measure == CostMeasure::PeakBytes ? 1 : 0);
    redrawAnalytic();
    emit measureChanged(measure);
}

void CostChart::redrawAnalytic()
{
    m_analyticPlot->clearGraphs();
    m_analyticPlot->clearItems();
    m_analyticHover.clear();
    m_analyticFieldPairs.clear();
    m_analyticGraphs.clear();
    m_analyticMuted.clear();
    m_emphasised = -1;
    m_endLabels.clear();
    m_endPoints.clear();
    m_hoverText.clear();
    const bool madds = m_measure == CostMeasure::MultiplyAdds;
    m_title->setText(
        m_shape.isEmpty() ? tr("Analytic cost against N") : tr("Analytic cost against N (%1)").arg(m_shape));
    m_analyticPlot->yAxis->setLabel(madds ? tr("multiply-adds") : tr("peak working bytes"));
    if (m_lines.empty()) {
        m_gapLabel->setVisible(false);
        m_analyticStack->setCurrentWidget(m_analyticHint);
        return;
    }

    // Drawn in three passes so the highlighted lines lie on top of the muted ones.
    const CostLine* current = nullptr;
    const CostLine* reference = nullptr;
    std::vector<double> allSizes;
    std::vector<double> allValues;
    bool mutedInLegend = false;
    const auto addLine = [&](const CostLine& line, const QPen& pen, const QCPScatterStyle& scatter,
                             const QString& legendName, bool muted) {
        const std::vector<double>& values = madds ? line.madds : line.peakBytes;
        QCPGraph* graph = m_analyticPlot->addGraph();
        graph->setData(toVector(line.sizes), toVector(values), true);
        graph->setPen(pen);
        graph->setScatterStyle(scatter);
        graph->setName(legendName);
        if (legendName.isEmpty())
            graph->removeFromLegend();
        m_analyticHover.push_back(HoverSeries { nameWithSettings(line.id, line.settings), line.sizes, values });
        m_analyticFieldPairs.push_back(line.fieldPairs);
        m_analyticGraphs.push_back(graph);
        m_analyticMuted.push_back(muted);
        allSizes.insert(allSizes.end(), line.sizes.begin(), line.sizes.end());
        allValues.insert(allValues.end(), values.begin(), values.end());
    };
    for (const CostLine& line : m_lines) {
        if (line.id == m_currentId) {
            current = &line;
            continue;
        }
        if (line.id == m_referenceId) {
            reference = &line;
            continue;
        }
        addLine(line, QPen(kMutedColour, 1.0), QCPScatterStyle(),
            mutedInLegend ? QString() : tr("other variants at their defaults"), true);
        mutedInLegend = true;
    }
    if (reference)
        addLine(*reference, QPen(kReferenceColour, 2.6, Qt::DashLine), QCPScatterStyle(),
            tr("%1 (exact reference)").arg(reference->id), false);
    if (current)
        addLine(*current, QPen(kCurrentColour, 2.6),
            QCPScatterStyle(QCPScatterStyle::ssDisc, kCurrentColour, kCurrentColour, 5),
            current == reference ? QString() : nameWithSettings(current->id, current->settings), false);

    // Labels at the right end of the highlighted lines, where they are furthest apart; placeEndLabels() moves
    // them apart where they are not.
    const auto label = [&](const CostLine& line, const QColor& colour) {
        const std::vector<double>& values = madds ? line.madds : line.peakBytes;
        for (std::size_t t = values.size(); t-- > 0;) {
            if (std::isfinite(values[t]) && values[t] > 0) {
                auto* text = new QCPItemText(m_analyticPlot);
                text->setText(line.id);
                text->setColor(colour);
                text->setFont(plotFont(font(), plotPointSize(font()), line.id, true));
                text->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
                text->position->setType(QCPItemPosition::ptAbsolute);
                text->setPadding(kEndLabelPadding);
                text->setBrush(QColor(255, 255, 255, 190)); // readable where a label moved over a line
                m_endLabels.push_back(text);
                m_endPoints.push_back(EndLabel { QPointF(line.sizes[t], values[t]) });
                return;
            }
        }
    };
    if (reference)
        label(*reference, kReferenceColour);
    if (current)
        label(*current, kCurrentColour);

    QStringList gaps;
    if (current) {
        for (std::size_t t = 0; t < current->gaps.size() && t < current->sizes.size(); ++t)
            if (!current->gaps[t].isEmpty())
                gaps << tr("N = %1: %2").arg(sequenceLengthLabel(current->sizes[t]), current->gaps[t]);
    }
    if (gaps.size() > 3) // one reason repeated at every N reads better once
        gaps = QStringList { gaps.first(), tr("... and %1 more sizes").arg(gaps.size() - 1) };
    m_gapLabel->setText(
        gaps.isEmpty() ? QString() : tr("No cost for %1 at %2").arg(m_currentId, gaps.join(QStringLiteral("; "))));
    m_gapLabel->setVisible(!gaps.isEmpty());

    fitLogAxes(m_analyticPlot, allSizes, allValues);
    m_analyticStack->setCurrentWidget(m_analyticPlot);
    m_analyticPlot->replot(QCustomPlot::rpQueuedReplot);
}

void CostChart::placeEndLabels()
{
    if (m_endLabels.empty())
        return;
    const QRectF area = m_analyticPlot->axisRect()->rect();
    // Each label wants to sit above and left of its line's end. Taken from the top down, a label that would
    // cover one placed before it, or the legend, moves just below it; if that runs out of the plot, the labels
    // are stacked upwards from the bottom instead.
    std::vector<QRectF> rects;
    for (std::size_t k = 0; k < m_endLabels.size(); ++k) {
        const QPointF end(m_analyticPlot->xAxis->coordToPixel(m_endPoints[k].end.x()),
            m_analyticPlot->yAxis->coordToPixel(m_endPoints[k].end.y()));
        const QRect text
            = QFontMetrics(m_endLabels[k]->font())
                  .boundingRect(0, 0, 0, 0, Qt::TextDontClip | m_endLabels[k]->textAlignment(), m_endLabels[k]->text());
        const QSizeF size(text.width() + kEndLabelPadding.left() + kEndLabelPadding.right(),
            text.height() + kEndLabelPadding.top() + kEndLabelPadding.bottom());
        QRectF rect(QPointF(end.x() - size.width(), end.y() - size.height()), size);
        rect.moveLeft(std::clamp(rect.left(), area.left(), std::max(area.left(), area.right() - rect.width())));
        rect.moveTop(std::clamp(rect.top(), area.top(), std::max(area.top(), area.bottom() - rect.height())));
        rects.push_back(rect);
    }
    std::vector<QRectF> obstacles;
    if (m_analyticPlot->legend->visible())
        obstacles.push_back(QRectF(m_analyticPlot->legend->outerRect()));
    std::vector<std::size_t> order(rects.size());
    std::iota(order.begin(), order.end(), std::size_t { 0 });
    std::sort(
        order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rects[a].top() < rects[b].top(); });
    // Moves each label of the sweep off the obstacles and the labels placed before it, away from the sweep's start.
    // Every move goes one way and clears the rectangle it dodged for good, so each label moves a bounded number
    // of times.
    const auto separate = [&](bool downwards) {
        const auto at = [&](std::size_t n) -> QRectF& { return rects[order[downwards ? n : order.size() - 1 - n]]; };
        for (std::size_t n = 0; n < order.size(); ++n) {
            QRectF& rect = at(n);
            std::vector<QRectF> placed = obstacles;
            for (std::size_t m = 0; m < n; ++m)
                placed.push_back(at(m));
            for (bool moved = true; moved;) {
                moved = false;
                for (const QRectF& other : placed)
                    if (rect.intersects(other.adjusted(0, -1, 0, 1))) {
                        rect.moveTop(downwards ? other.bottom() + 1 : other.top() - 1 - rect.height());
                        moved = true;
                    }
            }
        }
    };
    separate(true);
    const auto lowest = std::max_element(
        rects.begin(), rects.end(), [](const QRectF& a, const QRectF& b) { return a.bottom() < b.bottom(); });
    if (lowest->bottom() > area.bottom()) {
        for (QRectF& rect : rects)
            rect.moveBottom(std::min(rect.bottom(), area.bottom()));
        std::sort(
            order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rects[a].top() < rects[b].top(); });
        separate(false);
    }
    for (std::size_t k = 0; k < m_endLabels.size(); ++k)
        m_endLabels[k]->position->setCoords(rects[k].right(), rects[k].top());
}

void CostChart::emphasiseMutedLine(int index)
{
    if (index == m_emphasised)
        return;
    if (m_emphasised >= 0)
        m_analyticGraphs[static_cast<std::size_t>(m_emphasised)]->setPen(QPen(kMutedColour, 1.0));
    m_emphasised = index;
    if (index >= 0) {
        QCPGraph* graph = m_analyticGraphs[static_cast<std::size_t>(index)];
        graph->setPen(QPen(kEmphasisedMutedColour, 1.6));
    }
    m_analyticPlot->replot(QCustomPlot::rpQueuedReplot);
}

void CostChart::setMeasured(std::vector<TimingLine> lines, const QString& note)
{
    m_timings = std::move(lines);
    m_timeNote->setText(note);
    m_timeNote->setVisible(!note.isEmpty());
    redrawMeasured();
}

void CostChart::redrawMeasured()
{
    m_timePlot->clearGraphs();
    m_timeHover.clear();
    if (m_timings.empty()) {
        m_timeStack->setCurrentWidget(m_timeHint);
        return;
    }
    std::vector<double> allSizes;
    std::vector<double> allValues;
    int other = 0;
    for (const TimingLine& line : m_timings) {
        QColor colour = line.id == m_currentId ? kCurrentColour
            : line.id == m_referenceId         ? kReferenceColour
                                               : kOtherColours[other++ % 5];
        QCPGraph* graph = m_timePlot->addGraph();
        graph->setData(toVector(line.sizes), toVector(line.seconds), true);
        graph->setPen(QPen(colour, 2.0, line.id == m_referenceId ? Qt::DashLine : Qt::SolidLine));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 5));
        const QString slope = std::isfinite(line.slope) ? QString::number(line.slope, 'f', 2) : tr("n/a");
        graph->setName(line.promise.isEmpty() ? tr("%1 (slope %2)").arg(line.id, slope)
                                              : tr("%1 (slope %2, promises %3)").arg(line.id, slope, line.promise));
        m_timeHover.push_back(HoverSeries { nameWithSettings(line.id, line.settings), line.sizes, line.seconds });
        allSizes.insert(allSizes.end(), line.sizes.begin(), line.sizes.end());
        allValues.insert(allValues.end(), line.seconds.begin(), line.seconds.end());
    }
    fitLogAxes(m_timePlot, allSizes, allValues);
    m_timeStack->setCurrentWidget(m_timePlot);
    m_timePlot->replot(QCustomPlot::rpQueuedReplot);
}

void CostChart::clearMeasured(const QString& hint)
{
    m_timings.clear();
    m_timeNote->clear();
    m_timeNote->setVisible(false);
    redrawMeasured();
    if (!hint.isEmpty())
        m_timeHint->setText(hint);
}

void CostChart::clear(const QString& hint)
{
    m_lines.clear();
    m_currentId.clear();
    m_referenceId.clear();
    m_shape.clear();
    redrawAnalytic();
    m_analyticHint->setText(hint);
    clearMeasured(hint);
}

QStringList CostChart::measuredLegend() const
{
    QStringList names;
    for (int g = 0; g < m_timePlot->graphCount(); ++g)
        names << m_timePlot->graph(g)->name();
    return names;
}

QString CostChart::gapNote() const
{
    return m_gapLabel->isVisibleTo(this) ? m_gapLabel->text() : QString();
}

QString CostChart::statusText() const
{
    return m_controls->statusText();
}

QPushButton* CostChart::measureButton() const
{
    return m_controls->measureButton();
}

QPushButton* CostChart::cancelButton() const
{
    return m_controls->cancelButton();
}

QProgressBar* CostChart::progressBar() const
{
    return m_controls->progressBar();
}

void CostChart::setMeasuring(bool running)
{
    m_controls->setMeasuring(running);
}

void CostChart::setProgress(int done, int total)
{
    m_controls->setProgress(done, total);
}

void CostChart::setStatus(const QString& text)
{
    m_controls->setStatus(text);
}

void CostChart::setMeasureEnabled(bool enabled)
{
    m_controls->setMeasureEnabled(enabled);
}

void CostChart::showHover(
    QCustomPlot* plot, const std::vector<HoverSeries>& series, const QString& unit, QMouseEvent* event)
{
    const NearestPoint nearest = nearestPoint(series, plot->xAxis, plot->yAxis, event->position(), kTooltipRadius);
    // Between its points a line is still named: the grey lines of the catalogue have no label of their own.
    const int line = nearest.found()
        ? nearest.series
        : nearestLine(series, plot->xAxis, plot->yAxis, event->position(), kLineHoverRadius);
    if (plot == m_analyticPlot)
        emphasiseMutedLine(line >= 0 && m_analyticMuted[static_cast<std::size_t>(line)] ? line : -1);
    if (line < 0) {
        m_hoverText.clear();
        QToolTip::hideText();
        return;
    }
    const HoverSeries& one = series[static_cast<std::size_t>(line)];
    if (!nearest.found()) {
        m_hoverText = one.name;
        QToolTip::showText(plot->mapToGlobal(event->position().toPoint()), m_hoverText, plot);
        return;
    }
    const auto t = static_cast<std::size_t>(nearest.point);
    const double value = one.y[t];
    const QString valueText = plot == m_timePlot ? QString::number(value, 'g', 3) + QStringLiteral(" s")
        : m_measure == CostMeasure::PeakBytes    ? bytesText(value)
                                                 : QString::number(value, 'g', 3) + QLatin1Char(' ') + unit;
    // Concatenated, not .arg() chained: a parameter value holding "%1" must not be substituted.
    m_hoverText = one.name + QLatin1Char('\n') + tr("N = %1").arg(sequenceLengthLabel(one.x[t])) + QStringLiteral(": ")
        + valueText;
    if (plot == m_analyticPlot && m_measure == CostMeasure::MultiplyAdds) {
        const std::vector<double>& pairs = m_analyticFieldPairs[static_cast<std::size_t>(line)];
        if (t < pairs.size() && std::isfinite(pairs[t]) && pairs[t] > 0)
            m_hoverText += QLatin1Char('\n')
                + tr("%1 pairs of the field (masked pairs of whole blocks are counted too)")
                      .arg(QString::number(pairs[t], 'g', 3));
    }
    QToolTip::showText(plot->mapToGlobal(event->position().toPoint()), m_hoverText, plot);
}

void CostChart::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize CostChart::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
