#include "app/figures/figure_scene.h"

#include "app/compute/query_name.h"
#include "app/figures/figure_caption.h"
#include "app/handout/comparison_figure.h"
#include "app/panels/cost_panel.h"
#include "app/panels/pattern_panel.h"
#include "app/panels/spectrum_panel.h"
#include "app/window/head_maps.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/cost_chart.h"
#include "widgets/plots/cumulative_energy_plot.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/spectrum_plot.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFontMetrics>
#include <QWidget>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace attnlab::app {

namespace {

constexpr int kMargin = 8; // around the figure, in 1/96 inch
constexpr int kSpacing = 6; // between panels side by side (the window's ComparisonView spacing)
constexpr int kWaitStepMs = 20;

// Side by side: `count` equal columns of `area`, kSpacing apart.
QRect column(const QRect& area, int index, int count)
{
    const int width = (area.width() - (count - 1) * kSpacing) / count;
    return QRect(area.left() + index * (width + kSpacing), area.top(), width, area.height());
}

// Without titles: every plot's title element out of its layout (and hidden: a layerable outside the layout would
// still be drawn where it last stood). Only the scene's own views are touched.
void dropPlotTitles(QWidget* host)
{
    for (QCustomPlot* plot : host->findChildren<QCustomPlot*>()) {
        QCPLayoutGrid* layout = plot->plotLayout();
        for (int i = layout->elementCount() - 1; i >= 0; --i)
            if (auto* title = qobject_cast<QCPTextElement*>(layout->elementAt(i))) {
                title->setVisible(false);
                layout->take(title);
            }
        layout->simplify();
    }
}

// A view drawn as its own figure (widgets::FigureSource) into `area` of the figure.
void paintView(widgets::FigureSource& view, QCPPainter& painter, const QRect& area)
{
    painter.save();
    painter.translate(area.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), area.size()), Qt::IntersectClip);
    view.paintFigure(painter, area.size());
    painter.restore();
}

} // namespace

FigureScene::FigureScene(
    const LabState& state, std::shared_ptr<const ComputeOutcome> outcome, const FigureOptions& options)
    : m_state(state), m_outcome(std::move(outcome)), m_options(options)
{
    build();
}

FigureScene::~FigureScene() = default;

void FigureScene::setOptions(const FigureOptions& options)
{
    const bool rebuild = options.panel != m_options.panel || options.title != m_options.title;
    m_options = options;
    if (rebuild)
        build();
    else
        applyOptions();
}

bool FigureScene::canDraw(QString* reason) const
{
    auto refuse = [&](const QString& why) {
        if (reason)
            *reason = why;
        return false;
    };
    if (!m_outcome || !m_outcome->variant)
        return refuse(tr("There is nothing computed to draw yet."));
    const Comparison& comparison = m_outcome->comparison;
    switch (m_options.panel) {
    case FigurePanel::Heads:
        if (headCount(comparison.variant) == 0)
            return refuse(tr("Variant '%1' has no per-head maps; choose a multi-head variant for the heads figure.")
                              .arg(m_outcome->request.variantId));
        break;
    case FigurePanel::Map:
    case FigurePanel::Difference:
    case FigurePanel::Sheet:
        if (!comparison.exact->map)
            return refuse(tr("Maps are drawn up to N = %1; this input has N = %2.")
                              .arg(kLargestMapN)
                              .arg(m_outcome->sequence->problem.n()));
        if (!comparison.variant.map && m_options.panel != FigurePanel::Sheet)
            return refuse(tr("Variant '%1' has no mixing map.").arg(m_outcome->request.variantId));
        break;
    default:
        break;
    }
    return true;
}

void FigureScene::build()
{
    m_prepared = false;
    m_comparison = nullptr;
    m_heads = nullptr;
    m_pattern = nullptr;
    m_spectrum = nullptr;
    m_cost = nullptr;
    m_host = std::make_unique<QWidget>();
    // Shown (the Spectrum panel computes only while visible) but never on a screen.
    m_host->setAttribute(Qt::WA_DontShowOnScreen);
    if (!m_outcome || !m_outcome->variant)
        return;
    switch (m_options.panel) {
    case FigurePanel::Map:
    case FigurePanel::Difference:
    case FigurePanel::Sheet:
        m_comparison = new widgets::ComparisonView(m_host.get());
        break;
    case FigurePanel::Heads:
        m_heads = new widgets::HeadGridView(m_host.get());
        break;
    case FigurePanel::Pattern:
        m_pattern = new PatternPanel(m_host.get());
        break;
    case FigurePanel::Spectrum:
        m_spectrum = new SpectrumPanel(m_host.get());
        break;
    case FigurePanel::Cost:
        m_cost = new CostPanel(m_host.get());
        break;
    }
    applyOptions();
    m_host->resize(m_options.size.logical);
    m_host->show();
}

void FigureScene::applyOptions()
{
    QFont font = QApplication::font();
    if (m_options.fontPointSize > 0)
        font.setPointSizeF(m_options.fontPointSize);
    m_host->setFont(font);
    if (m_comparison) {
        m_comparison->setColormap(m_options.colormap);
        m_comparison->setLogScale(m_options.logScale);
    }
    if (m_heads) {
        m_heads->setColormap(m_options.colormap);
        m_heads->setLogScale(m_options.logScale);
    }
}

bool FigureScene::panelsBusy() const
{
    if (m_pattern && m_pattern->isBusy())
        return true;
    if (m_spectrum && (m_spectrum->isBusy() || m_spectrum->hasPendingOutcome()))
        return true;
    return false;
}

bool FigureScene::prepare(int timeoutMs, QString* error, const std::function<void()>& progress)
{
    if (m_prepared)
        return true;
    QString reason;
    if (!canDraw(&reason))
        return widgets::failWith(error, reason);
    const ComputeOutcome& outcome = *m_outcome;
    const int query = explainedQuery(m_state.query, outcome.sequence->problem.n());
    if (m_comparison)
        showOutcomeInComparison(*m_comparison, outcome);
    if (m_heads)
        m_heads->setHeads(headMaps(m_outcome));
    for (AnalysisPanel* panel : std::initializer_list<AnalysisPanel*> { m_pattern, m_spectrum, m_cost }) {
        if (!panel)
            continue;
        panel->setQuery(query);
        panel->showOutcome(m_outcome);
    }
    if (!m_options.title)
        dropPlotTitles(m_host.get());
    QElapsedTimer clock;
    clock.start();
    while (panelsBusy()) {
        if (clock.elapsed() > timeoutMs)
            return widgets::failWith(error, tr("Drawing the figure took longer than %1 s.").arg(timeoutMs / 1000));
        if (progress)
            progress();
        QEventLoop loop;
        QTimer::singleShot(kWaitStepMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    for (const AnalysisPanel* panel : std::initializer_list<const AnalysisPanel*> { m_pattern, m_spectrum, m_cost })
        if (panel && !panel->message().isEmpty())
            return widgets::failWith(error, panel->message());
    m_prepared = true;
    return true;
}

QString FigureScene::headingText() const
{
    return m_options.title && m_outcome && m_outcome->variant ? figureHeading(*m_outcome, m_options.panel) : QString();
}

QString FigureScene::captionText() const
{
    return m_options.caption && m_outcome && m_outcome->variant ? figureCaption(m_state, *m_outcome) : QString();
}

void FigureScene::paint(QCPPainter& painter)
{
    const QSize size = m_options.size.logical;
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    QRect area = QRect(QPoint(0, 0), size).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const QFont base = m_host->font();
    const qreal points = base.pointSizeF() > 0 ? base.pointSizeF() : 9;

    const QString heading = headingText();
    if (!heading.isEmpty()) {
        const QFont font = widgets::plotFont(base, points * 1.3, heading, true);
        const int height = QFontMetrics(font, painter.device()).height();
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(
            QRect(area.left(), area.top(), area.width(), height), Qt::AlignHCenter | Qt::AlignVCenter, heading);
        area.setTop(area.top() + height + kSpacing);
    }
    const QString caption = captionText();
    if (!caption.isEmpty()) {
        const QFont font = widgets::plotFont(base, points, caption);
        const QRect bounds
            = QFontMetrics(font, painter.device())
                  .boundingRect(QRect(0, 0, area.width(), size.height()), Qt::AlignLeft | Qt::TextWordWrap, caption);
        const QRect box(area.left(), area.bottom() - bounds.height(), area.width(), bounds.height() + 1);
        painter.setFont(font);
        painter.setPen(QColor(40, 40, 40));
        painter.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
        area.setBottom(box.top() - kSpacing);
    }
    if (area.height() > 0 && m_prepared)
        paintPanel(painter, area);
}

void FigureScene::paintPanel(QCPPainter& painter, const QRect& area)
{
    switch (m_options.panel) {
    case FigurePanel::Map:
        paintView(*m_comparison->variantView(), painter, area);
        break;
    case FigurePanel::Difference:
        paintView(*m_comparison->differenceView(), painter, area);
        break;
    case FigurePanel::Sheet:
        paintView(*m_comparison, painter, area);
        break;
    case FigurePanel::Heads: {
        // A square-ish grid (the window's strip of up to four columns suits a dock, not a page).
        const int count = headCount(m_outcome->comparison.variant);
        const int columns = std::min(4, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(count)))));
        const int rows = (count + columns - 1) / columns;
        const int height = (area.height() - (rows - 1) * kSpacing) / rows;
        for (int t = 0; t < count; ++t) {
            const QRect row(area.left(), area.top() + (t / columns) * (height + kSpacing), area.width(), height);
            paintView(*m_heads->headView(t), painter, column(row, t % columns, columns));
        }
        break;
    }
    case FigurePanel::Spectrum:
        paintView(*m_spectrum->spectrumPlot(), painter, column(area, 0, 2));
        paintView(*m_spectrum->energyPlot(), painter, column(area, 1, 2));
        break;
    case FigurePanel::Pattern:
        paintView(*m_pattern->view(), painter, area);
        break;
    case FigurePanel::Cost: {
        // The analytic curves: the measured times come only from a Measure run on this machine, which a figure
        // does not start (the chart would show its invitation to press Measure).
        painter.save();
        painter.translate(area.topLeft());
        painter.setClipRect(QRect(QPoint(0, 0), area.size()), Qt::IntersectClip);
        widgets::paintPlotFigure(painter, m_cost->chart()->analyticPlot(), area.size());
        painter.restore();
        break;
    }
    }
}

QImage FigureScene::image()
{
    return widgets::figureImage(m_options.size, [this](QCPPainter& painter) { paint(painter); });
}

bool FigureScene::write(const QString& path, QString* error, int timeoutMs)
{
    if (!prepare(timeoutMs, error))
        return false;
    return widgets::writeFigure(
        path, m_options.size, [this](QCPPainter& painter) { paint(painter); }, error);
}

} // namespace attnlab::app
