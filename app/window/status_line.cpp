#include "app/window/status_line.h"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>

#include <cmath>

namespace attnlab::app {

namespace {

// 0.0123 -> "0.0123", NaN -> "–".
QString formatMetric(double value)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    return QString::number(value, 'g', 3);
}

// 1234567 -> "1.23M".
QString formatCount(double value)
{
    const char* units[] = {"", "k", "M", "G", "T"};
    int unit = 0;
    while (std::abs(value) >= 1000.0 && unit < 4) {
        value /= 1000.0;
        ++unit;
    }
    return QString::number(value, 'g', 3) + QLatin1String(units[unit]);
}

} // namespace

StatusLine::StatusLine(QStatusBar* bar) : QObject(bar)
{
    m_metrics = new QLabel(bar);
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice = new QLabel(bar);
    m_notice->setVisible(false);
    m_notice->setStyleSheet(QStringLiteral("color: #a33"));
    m_time = new QLabel(bar);
    m_busy = new QProgressBar(bar);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setVisible(false);
    bar->addWidget(m_metrics, 1);
    bar->addPermanentWidget(m_notice);
    bar->addPermanentWidget(m_busy);
    bar->addPermanentWidget(m_time);
}

QString StatusLine::metricsText() const
{
    return m_metrics->text();
}

void StatusLine::showNotice(const QString& message)
{
    m_notice->setText(message);
    m_notice->setToolTip(message);
    m_notice->setVisible(true);
    QTimer::singleShot(20000, m_notice, [notice = m_notice] { notice->setVisible(false); });
}

void StatusLine::showBusy()
{
    m_busy->setVisible(true);
    m_time->setText(tr("Computing…"));
}

void StatusLine::showIdle()
{
    m_busy->setVisible(false);
}

void StatusLine::showOutcome(const ComputeOutcome& outcome)
{
    const core::Problem& problem = outcome.sequence->problem;
    const Comparison& comparison = outcome.comparison;
    const core::Metrics& m = comparison.metrics;
    m_metrics->setText(tr("N=%1 d=%2 dv=%3%4  ·  rel. error O %5  ·  rel. error M %6  ·  mean KL %7  ·  "
                          "cos O %8  ·  density %9  ·  multiply-adds %10 (exact %11)")
                           .arg(problem.n())
                           .arg(problem.d())
                           .arg(problem.dv())
                           .arg(problem.causal ? tr(" causal") : QString())
                           .arg(formatMetric(m.relErrO), formatMetric(m.relErrMap), formatMetric(m.meanKl),
                                formatMetric(m.meanCosO), formatMetric(m.density),
                                formatCount(comparison.variant.cost.madds), formatCount(comparison.exact->cost.madds)));
    const core::Cost analytic = outcome.variant->analyticCost(problem, outcome.params);
    m_metrics->setToolTip(tr("<p>Metrics against exact softmax attention on the same input.</p>"
                             "<table><tr><th></th><th>counted</th><th>analytic</th><th>exact</th></tr>"
                             "<tr><td>multiply-adds</td><td>%1</td><td>%2</td><td>%3</td></tr>"
                             "<tr><td>peak working bytes</td><td>%4</td><td>%5</td><td>%6</td></tr></table>")
                              .arg(formatCount(comparison.variant.cost.madds), formatCount(analytic.madds),
                                   formatCount(comparison.exact->cost.madds),
                                   formatCount(comparison.variant.cost.peakBytes), formatCount(analytic.peakBytes),
                                   formatCount(comparison.exact->cost.peakBytes)));
    m_time->setText(tr("%1 ms").arg(outcome.seconds * 1000.0, 0, 'f', 1));
}

void StatusLine::showError(const QString& message)
{
    m_metrics->setText(tr("Error: %1").arg(message));
    m_metrics->setToolTip(message);
    m_time->setText(tr("failed"));
}

} // namespace attnlab::app
