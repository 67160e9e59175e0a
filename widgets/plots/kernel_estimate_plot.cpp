#include "widgets/plots/kernel_estimate_plot.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QStackedLayout>
#include <QToolTip>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::widgets {

namespace {

// Below this ratio of largest to smallest value a log axis would show one tick or none: linear reads better.
constexpr double kSmallestLogRatio = 10.0;
// How close (pixels) the mouse must come to a point for its tooltip.
constexpr double kTooltipRadius = 10.0;

const QColor kPointColor(0, 114, 178, 150); // Okabe-Ito blue, translucent so overlapping keys stay visible
const QColor kDiagonalColor(110, 110, 110);

double meanRelativeDeviation(const std::vector<double>& exact, const std::vector<double>& estimate)
{
    double sum = 0.0;
    int count = 0;
    for (std::size_t j = 0; j < exact.size(); ++j) {
        if (exact[j] == 0.0)
            continue;
        sum += std::abs(estimate[j] - exact[j]) / std::abs(exact[j]);
        ++count;
    }
    return count > 0 ? sum / count : std::numeric_limits<double>::quiet_NaN();
}

} // namespace

KernelEstimatePlot::KernelEstimatePlot(QWidget* parent) : QWidget(parent)
{
    m_defaultHint = tr("No estimate to show yet.");
    m_exactName = tr("exact");
    m_estimateName = tr("estimate");
    m_hintLabel = makePlotHintLabel(m_defaultHint, this);

    m_plot = new QCustomPlot(this);
    buildPlot();

    m_stack = stackHintOverPlot(this, m_hintLabel, m_plot);
    FigureMenu::attach(this, [this] { return QStringLiteral("kernel-estimate"); });
}

qreal KernelEstimatePlot::baseSize() const
{
    return plotPointSize(font());
}

void KernelEstimatePlot::buildPlot()
{
    m_plot->setBackground(Qt::white);
    m_plot->setMouseTracking(true);
    m_plot->plotLayout()->insertRow(0);
    m_titleElement = new QCPTextElement(m_plot);
    m_plot->plotLayout()->addElement(0, 0, m_titleElement);
    m_plot->plotLayout()->setRowSpacing(2);

    setAxisLabels(tr("exact kernel  exp(s q·k_j)"), tr("estimate  φ(q)·φ(k_j)"));
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis }) {
        styleQuietAxis(axis);
        axis->setNumberFormat(QStringLiteral("gb"));
        axis->setNumberPrecision(3);
    }

    // The diagonal first, so the points are drawn over it.
    m_diagonal = m_plot->addGraph();
    m_diagonal->setName(tr("y = x (exact)"));
    m_diagonal->setPen(QPen(kDiagonalColor, 1.2, Qt::DashLine));
    m_points = m_plot->addGraph();
    m_points->setName(tr("one key j"));
    m_points->setLineStyle(QCPGraph::lsNone);
    m_points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kPointColor, kPointColor, 6));

    m_plot->legend->setVisible(true);
    m_plot->legend->setBrush(QColor(255, 255, 255, 220));
    m_plot->legend->setBorderPen(QPen(QColor(200, 200, 200)));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

    applyFonts();
    connect(m_plot, &QCustomPlot::mouseMove, this, &KernelEstimatePlot::showPointTooltip);
}

void KernelEstimatePlot::applyFonts()
{
    const QFont base = font();
    const qreal size = baseSize();
    m_titleElement->setFont(plotFont(base, size + 0.5, m_title, true));
    m_plot->xAxis->setLabelFont(plotFont(base, size, m_plot->xAxis->label()));
    m_plot->yAxis->setLabelFont(plotFont(base, size, m_plot->yAxis->label()));
    m_plot->xAxis->setTickLabelFont(plotFont(base, size - 1, QString()));
    m_plot->yAxis->setTickLabelFont(plotFont(base, size - 1, QString()));
    m_plot->legend->setFont(plotFont(base, size - 1, QString()));
}

void KernelEstimatePlot::setAxisLabels(const QString& exactLabel, const QString& estimateLabel)
{
    m_plot->xAxis->setLabel(exactLabel);
    m_plot->yAxis->setLabel(estimateLabel);
    applyFonts();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void KernelEstimatePlot::setValueNames(const QString& exactName, const QString& estimateName)
{
    m_exactName = exactName;
    m_estimateName = estimateName;
}

void KernelEstimatePlot::setPoints(const std::vector<double>& exact, const std::vector<double>& estimate,
    const QStringList& keyLabels, const QString& subject)
{
    m_exact.clear();
    m_estimate.clear();
    m_pointKeys.clear();
    // Shared, not copied: a point's label is written when its tooltip is asked for.
    m_keyLabels = keyLabels;
    const std::size_t count = std::min(exact.size(), estimate.size());
    for (std::size_t j = 0; j < count; ++j) {
        if (!std::isfinite(exact[j]) || !std::isfinite(estimate[j]))
            continue;
        m_exact.push_back(exact[j]);
        m_estimate.push_back(estimate[j]);
        m_pointKeys.push_back(static_cast<int>(j));
    }
    if (m_exact.empty()) {
        clear(tr("No finite values to compare for %1.").arg(subject));
        return;
    }
    m_relativeSpread = meanRelativeDeviation(m_exact, m_estimate);
    const QString spread = std::isnan(m_relativeSpread)
        ? tr("no key with a nonzero exact value")
        // Short enough for a narrow dock; the axis titles say which is the estimate and which is exact.
        : tr("mean relative error %1").arg(m_relativeSpread, 0, 'g', 3);
    m_title = subject + QLatin1Char('\n') + spread;
    m_titleElement->setText(m_title);

    m_points->setData(
        QVector<double>(m_exact.begin(), m_exact.end()), QVector<double>(m_estimate.begin(), m_estimate.end()));
    applyScales();
    applyFonts();
    m_stack->setCurrentWidget(m_plot);
    // Drawn in a turn of the event loop of its own, not within the caller's: thousands of points take a while,
    // and the window hands a new outcome to every view in one go. Several calls in a row draw once.
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void KernelEstimatePlot::applyScales()
{
    double lowest = std::numeric_limits<double>::infinity();
    double highest = -std::numeric_limits<double>::infinity();
    for (const std::vector<double>* values : { &m_exact, &m_estimate })
        for (const double value : *values) {
            lowest = std::min(lowest, value);
            highest = std::max(highest, value);
        }
    // Kernel values spread over orders of magnitude: on log axes a relative error looks the same at every size.
    m_logLog = lowest > 0.0 && highest / lowest >= kSmallestLogRatio;

    double from = lowest;
    double to = highest;
    if (m_logLog) {
        const double margin = std::pow(highest / lowest, 0.05);
        from /= margin;
        to *= margin;
    } else {
        const double span = highest > lowest ? highest - lowest : std::max(std::abs(highest), 1.0) * 0.2;
        from -= 0.05 * span;
        to += 0.05 * span;
    }
    // One range for both axes, so the diagonal is the 45-degree line and distances read the same both ways.
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis }) {
        if (m_logLog) {
            axis->setScaleType(QCPAxis::stLogarithmic);
            auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
            ticker->setSubTickCount(8);
            axis->setTicker(ticker);
        } else {
            axis->setScaleType(QCPAxis::stLinear);
            axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        }
        axis->setRange(from, to);
    }
    m_diagonal->setData(QVector<double> { from, to }, QVector<double> { from, to });
}

void KernelEstimatePlot::clear(const QString& hint)
{
    m_exact.clear();
    m_estimate.clear();
    m_pointKeys.clear();
    m_keyLabels.clear();
    m_relativeSpread = 0;
    m_title.clear();
    m_points->data()->clear();
    m_diagonal->data()->clear();
    m_hintLabel->setText(hint.isEmpty() ? m_defaultHint : hint);
    m_stack->setCurrentWidget(m_hintLabel);
}

void KernelEstimatePlot::showPointTooltip(QMouseEvent* event)
{
    if (m_exact.empty())
        return;
    const QPointF mouse = event->position();
    int nearest = -1;
    double nearestDistance = kTooltipRadius;
    for (std::size_t j = 0; j < m_exact.size(); ++j) {
        const QPointF point(m_plot->xAxis->coordToPixel(m_exact[j]), m_plot->yAxis->coordToPixel(m_estimate[j]));
        const double distance = std::hypot(point.x() - mouse.x(), point.y() - mouse.y());
        if (distance < nearestDistance) {
            nearestDistance = distance;
            nearest = static_cast<int>(j);
        }
    }
    if (nearest < 0) {
        QToolTip::hideText();
        return;
    }
    // Concatenated, not chained .arg(): a token such as "%2" must not be substituted again.
    const auto index = static_cast<std::size_t>(nearest);
    const int key = m_pointKeys[index];
    const QString label
        = key < m_keyLabels.size() ? tr("key %1 (%2)").arg(key).arg(m_keyLabels.at(key)) : tr("key %1").arg(key);
    const QString text = label + QLatin1Char('\n') + m_exactName + QStringLiteral(": ")
        + QString::number(m_exact[index], 'g', 4) + QLatin1Char('\n') + m_estimateName + QStringLiteral(": ")
        + QString::number(m_estimate[index], 'g', 4);
    QToolTip::showText(m_plot->mapToGlobal(mouse.toPoint()), text, m_plot);
}

void KernelEstimatePlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) { // plot text is sized from the widget's font
        applyFonts();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    QWidget::changeEvent(event);
}

QSize KernelEstimatePlot::sizeHint() const
{
    return { 400, 360 };
}

QSize KernelEstimatePlot::minimumSizeHint() const
{
    return { 240, 220 };
}

void KernelEstimatePlot::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize KernelEstimatePlot::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
