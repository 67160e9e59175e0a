#include "widgets/plots/row_error_plot.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"
#include "widgets/plots/row_index_plot.h"

#include <QLabel>
#include <QStackedLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::widgets {

namespace {

// Okabe & Ito's blue and orange: told apart by every common form of colour blindness.
const QColor kErrorColour(0, 114, 178);
const QColor kCosineColour(230, 159, 0);

struct FiniteStats {
    double mean = std::numeric_limits<double>::quiet_NaN();
    double lowest = std::numeric_limits<double>::quiet_NaN();
    double highest = std::numeric_limits<double>::quiet_NaN();
    int missing = 0;
};

FiniteStats finiteStats(const std::vector<double>& values)
{
    FiniteStats stats;
    double sum = 0.0;
    int count = 0;
    for (const double value : values) {
        if (!std::isfinite(value)) {
            ++stats.missing;
            continue;
        }
        sum += value;
        stats.lowest = count == 0 ? value : std::min(stats.lowest, value);
        stats.highest = count == 0 ? value : std::max(stats.highest, value);
        ++count;
    }
    if (count > 0)
        stats.mean = sum / count;
    return stats;
}

QVector<double> gapsForNonFinite(const std::vector<double>& values)
{
    QVector<double> shown;
    shown.reserve(static_cast<int>(values.size()));
    for (const double value : values)
        shown << (std::isfinite(value) ? value : std::numeric_limits<double>::quiet_NaN());
    return shown;
}

QString number(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', 3) : QStringLiteral("–");
}

} // namespace

RowErrorPlot::RowErrorPlot(QWidget* parent) : QWidget(parent)
{
    m_defaultHint = tr("No output to compare yet.");
    m_hintLabel = makePlotHintLabel(m_defaultHint, this);

    m_plot = new RowIndexPlot(this);
    m_plot->setToolTip(tr("Click a row to inspect that query in the other views."));
    m_plot->plotLayout()->insertRow(0);
    m_titleElement = new QCPTextElement(m_plot);
    m_plot->plotLayout()->addElement(0, 0, m_titleElement);
    m_plot->plotLayout()->setRowSpacing(2);

    m_plot->yAxis->setLabel(tr("relative error of oᵢ"));
    m_plot->yAxis2->setLabel(tr("cosine(o*ᵢ, oᵢ)"));
    m_plot->yAxis2->setVisible(true);
    m_plot->yAxis2->grid()->setVisible(false);
    m_plot->yAxis->setLabelColor(kErrorColour.darker(120));
    m_plot->yAxis2->setLabelColor(kCosineColour.darker(140));

    m_errorGraph = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    m_errorGraph->setName(tr("relative error ‖oᵢ − o*ᵢ‖ / ‖o*ᵢ‖"));
    // Thin pens and no fill: a wider pen is stroked as a path and a fill under thousands of jagged rows is a
    // complex polygon, each taking a large part of a second at N = 4096.
    m_errorGraph->setPen(QPen(kErrorColour, 1.0));
    m_cosineGraph = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_cosineGraph->setName(tr("cosine (right axis)"));
    m_cosineGraph->setPen(QPen(kCosineColour, 1.0));

    // The legend on one line between the title and the axes, where it cannot cover a row.
    moveLegendToRow(m_plot, 1, QMargins(4, 0, 4, 0));
    m_plot->legend->setIconSize(14, 8);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->applyFonts();
    m_titleElement->setFont(plotFont(font(), plotPointSize(font()), QString(), true));

    m_stack = stackHintOverPlot(this, m_hintLabel, m_plot);

    connect(m_plot, &RowIndexPlot::rowClicked, this, &RowErrorPlot::rowClicked);
    FigureMenu::attach(this, [this] { return QStringLiteral("output-error-per-row"); });
}

void RowErrorPlot::setRows(
    const std::vector<double>& relativeError, const std::vector<double>& cosine, const QStringList& tokens)
{
    const std::size_t count = std::min(relativeError.size(), cosine.size());
    m_error.assign(relativeError.begin(), relativeError.begin() + static_cast<std::ptrdiff_t>(count));
    m_cosine.assign(cosine.begin(), cosine.begin() + static_cast<std::ptrdiff_t>(count));
    m_tokens = tokens;
    if (count == 0) {
        clear();
        return;
    }
    QVector<double> rows(static_cast<int>(count));
    for (int i = 0; i < rows.size(); ++i)
        rows[i] = i;
    m_errorGraph->setData(rows, gapsForNonFinite(m_error), true);
    m_cosineGraph->setData(rows, gapsForNonFinite(m_cosine), true);
    // Few rows read better as steps with a point each; thousands as a line.
    const bool few = count <= 64;
    m_errorGraph->setLineStyle(few ? QCPGraph::lsStepCenter : QCPGraph::lsLine);
    m_cosineGraph->setLineStyle(few ? QCPGraph::lsStepCenter : QCPGraph::lsLine);

    const FiniteStats errorStats = finiteStats(m_error);
    const FiniteStats cosineStats = finiteStats(m_cosine);
    m_summary = tr("mean relative error %1, mean cosine %2").arg(number(errorStats.mean), number(cosineStats.mean));
    if (errorStats.missing > 0)
        m_summary += tr(" (%n row(s) without an error: the exact row is zero)", nullptr, errorStats.missing);
    m_plot->setRowCount(static_cast<int>(count));
    fitRanges();
    updateTitle();
    m_stack->setCurrentWidget(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void RowErrorPlot::fitRanges()
{
    const FiniteStats error = finiteStats(m_error);
    const double top = std::isfinite(error.highest) && error.highest > 0.0 ? error.highest * 1.08 : 1.0;
    m_plot->yAxis->setRange(0.0, top);
    // Cosines near 1 are the good case: keep 1 at the top, and 0 in view unless a row points away.
    const FiniteStats cosine = finiteStats(m_cosine);
    const double bottom = std::isfinite(cosine.lowest) ? std::min(0.0, cosine.lowest) : 0.0;
    m_plot->yAxis2->setRange(bottom - 0.02, 1.02);
}

void RowErrorPlot::setChosenRow(int row)
{
    m_plot->setChosenRow(row);
    updateTitle();
}

int RowErrorPlot::chosenRow() const
{
    return m_plot->chosenRow();
}

void RowErrorPlot::updateTitle()
{
    QString text = m_summary;
    const int row = m_plot->chosenRow();
    if (row >= 0 && static_cast<std::size_t>(row) < m_error.size()) {
        const QString name = row < m_tokens.size() && !m_tokens.at(row).isEmpty()
            ? tr("row %1 (%2)").arg(row).arg(m_tokens.at(row))
            : tr("row %1").arg(row);
        text += QLatin1Char('\n')
            + tr("%1: error %2, cosine %3")
                  .arg(name, number(m_error[static_cast<std::size_t>(row)]),
                      number(m_cosine[static_cast<std::size_t>(row)]));
    }
    m_titleElement->setText(text);
    m_titleElement->setFont(plotFont(font(), plotPointSize(font()), text, true));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString RowErrorPlot::title() const
{
    return m_titleElement->text();
}

QString RowErrorPlot::hintText() const
{
    return m_hintLabel->text();
}

void RowErrorPlot::clear(const QString& hint)
{
    m_error.clear();
    m_cosine.clear();
    m_tokens.clear();
    m_summary.clear();
    m_errorGraph->data()->clear();
    m_cosineGraph->data()->clear();
    m_plot->setRowCount(0);
    m_titleElement->setText(QString());
    m_hintLabel->setText(hint.isEmpty() ? m_defaultHint : hint);
    m_stack->setCurrentWidget(m_hintLabel);
}

QSize RowErrorPlot::sizeHint() const
{
    return { 420, 260 };
}

QSize RowErrorPlot::minimumSizeHint() const
{
    return { 240, 180 };
}

void RowErrorPlot::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize RowErrorPlot::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
