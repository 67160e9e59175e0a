#include "widgets/plots/pattern_view.h"

#include "widgets/controls/panel_text.h"
#include "widgets/controls/side_by_side_layout.h"
#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/aspect_box.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/receptive_field_image.h"
#include "widgets/plots/row_index_plot.h"

#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace attnlab::widgets {

namespace {

// Rows up to this count get a bar each; more are drawn as one stepped line.
constexpr int kMostBars = 128;
const QColor kCountColour(0, 114, 178);

// Wide enough for a readable map beside the counts and the layers.
constexpr int kSideBySideWidth = 720;

} // namespace

PatternView::PatternView(QWidget* parent) : QWidget(parent)
{
    m_density = makeSelectableNote(this);

    auto* box = new AspectHeatmapBox(this);
    m_map = box->view();
    m_map->setColormap(QStringLiteral("grey"));
    m_map->setColorRange(0.0, 1.0);
    m_map->setValueLabel(tr("evaluated (1) or not (0)"));
    m_map->setEmptyText(tr("No pattern to show yet."));

    m_countsHeading = makeSectionHeading(tr("Keys evaluated per query"), this);
    m_counts = new RowIndexPlot(this);
    m_counts->setFixedHeight(150);
    m_counts->setToolTip(tr("How many keys each query scored. Click a row to inspect that query."));
    m_counts->yAxis->setLabel(tr("keys"));
    m_counts->yAxis->setTicker(QSharedPointer<IndexTicker>::create()); // counts are whole numbers
    m_countBars = new QCPBars(m_counts->xAxis, m_counts->yAxis);
    m_countBars->setPen(Qt::NoPen);
    m_countBars->setBrush(kCountColour);
    m_countBars->setWidthType(QCPBars::wtPlotCoords);
    m_countBars->setWidth(0.8);
    m_countLine = m_counts->addGraph();
    m_countLine->setLineStyle(QCPGraph::lsStepCenter);
    // A thin pen and no fill: a wider pen or a fill under thousands of jagged rows takes a large part of a second.
    m_countLine->setPen(QPen(kCountColour, 1.0));
    m_counts->applyFonts();

    m_fieldHeading = makeSectionHeading(tr("Receptive field over stacked layers"), this);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(1, 1);
    m_slider->setToolTip(tr("Number of stacked layers L that use this same pattern. Through L layers a query "
                            "depends on every key reachable in L steps of the pattern: a window of w keys "
                            "reaches L(w−1)+1 positions."));
    m_sliderValue = new QLabel(this);
    m_sliderValue->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("L = 16")) + 4);
    auto* sliderRow = new QHBoxLayout;
    auto* sliderLabel = new QLabel(tr("Layers:"), this);
    sliderLabel->setToolTip(m_slider->toolTip());
    sliderRow->addWidget(sliderLabel);
    sliderRow->addWidget(m_slider, 1);
    sliderRow->addWidget(m_sliderValue);
    m_field = new ReceptiveFieldImage(this);
    m_field->setToolTip(tr("One band per layer, keys from left to right: a filled key is one the query depends on "
                           "after that many layers."));
    m_reach = makeSelectableNote(this);

    // The map beside the counts and the receptive field when the dock is wide, above them when it is narrow.
    auto* details = new QVBoxLayout;
    details->setSpacing(6);
    details->addWidget(m_countsHeading);
    details->addWidget(m_counts);
    details->addWidget(m_fieldHeading);
    details->addLayout(sliderRow);
    details->addWidget(m_field);
    details->addWidget(m_reach);
    details->addStretch(1);
    auto* columns = new SideBySideLayout(kSideBySideWidth);
    columns->setSpacing(12);
    columns->addWidget(box, 2);
    columns->addLayout(details, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_density);
    layout->addLayout(columns, 1);

    // A pooled map's cell stands for a block of queries: a click picks the block's middle one.
    connect(m_map, &HeatmapView::cellClicked, this, [this](int row, int /*column*/) {
        emit rowClicked(std::min(row * m_blockSize + (m_blockSize - 1) / 2, std::max(0, m_figures.n - 1)));
    });
    connect(m_map, &HeatmapView::cellHovered, this, &PatternView::describeCell);
    connect(m_map, &HeatmapView::hoverCleared, this, [] { QToolTip::hideText(); });
    connect(m_counts, &RowIndexPlot::rowClicked, this, &PatternView::rowClicked);
    connect(m_slider, &QSlider::valueChanged, this, [this](int layers) {
        m_wantedLayers = layers;
        m_field->setShownLayers(layers);
        updateReach();
        emit shownLayersChanged(layers);
    });
    clear();
    FigureMenu::attach(this, [this] {
        return QStringLiteral("pattern-") + FigureMenu::fileNamePart(m_map->title());
    })->setTexts(tr("Copy the whole Pattern view"), tr("Save the whole Pattern view as…"), true);
    FigureMenu::attach(m_counts, [] { return QStringLiteral("keys-per-query"); });
}

void PatternView::setPattern(const PatternFigures& figures, const core::PatternCoverage* coverage, const QString& title,
    const QStringList& tokens, const QString& mapHint)
{
    m_figures = figures;
    m_tokens = tokens;
    m_widest.clear();
    m_blockSize = coverage ? std::max(1, coverage->blockSize) : 1;
    if (coverage && coverage->share.size() > 0) {
        const bool pooled = m_blockSize > 1;
        m_map->setTokenLabels(pooled ? QStringList() : tokens);
        m_map->setValueLabel(pooled ? tr("share of pairs evaluated") : tr("evaluated (1) or not (0)"));
        m_map->setMatrix(
            coverage->share, pooled ? tr("%1, in blocks of %2 × %2 positions").arg(title).arg(m_blockSize) : title);
        m_map->plot()->xAxis->setLabel(pooled ? tr("key block (j / %1)").arg(m_blockSize) : tr("key j"));
        m_map->plot()->yAxis->setLabel(pooled ? tr("query block (i / %1)").arg(m_blockSize) : tr("query i"));
    } else {
        m_map->clear(mapHint);
    }

    const int n = figures.n;
    QString text = tr("<b>Density ρ = pairs / N² = %L1 / %L2 = %3</b>")
                       .arg(figures.pairs)
                       .arg(static_cast<qlonglong>(n) * n)
                       .arg(figures.density, 0, 'g', 3);
    if (!figures.rowCounts.empty()) {
        const auto [fewest, most] = std::minmax_element(figures.rowCounts.begin(), figures.rowCounts.end());
        text += tr("<br>%1 keys per query on average (fewest %2, most %3) of N = %4.")
                    .arg(static_cast<double>(figures.pairs) / std::max(1, n), 0, 'g', 3)
                    .arg(*fewest)
                    .arg(*most)
                    .arg(n);
    }
    if (figures.scoreDensity)
        text += tr("<br>Scores computed / N² = %1: a pooled slot is one score that stands for all the positions "
                   "it pools, which the pattern lists.")
                    .arg(*figures.scoreDensity, 0, 'g', 3);
    m_density->setText(text);
    showCounts();
}

void PatternView::showCounts()
{
    const int n = static_cast<int>(m_figures.rowCounts.size());
    QVector<double> rows(n);
    QVector<double> counts(n);
    int most = 0;
    for (int i = 0; i < n; ++i) {
        rows[i] = i;
        counts[i] = m_figures.rowCounts[static_cast<std::size_t>(i)];
        most = std::max(most, m_figures.rowCounts[static_cast<std::size_t>(i)]);
    }
    const bool bars = n <= kMostBars;
    m_countBars->data()->clear();
    m_countLine->data()->clear();
    if (bars)
        m_countBars->setData(rows, counts, true);
    else
        m_countLine->setData(rows, counts, true);
    m_counts->yAxis->setRange(0.0, std::max(1.0, most * 1.08));
    m_counts->setRowCount(n);
    m_counts->setVisible(n > 0);
    m_countsHeading->setVisible(n > 0);
    m_counts->replot(QCustomPlot::rpQueuedReplot);
}

void PatternView::setReceptiveField(
    int query, std::vector<core::ReachedKeys> layers, std::vector<core::WidestReach> widest)
{
    m_widest = std::move(widest);
    const int count = static_cast<int>(layers.size());
    m_field->setField(query, std::move(layers));
    m_fieldHint.clear();
    const QSignalBlocker block(m_slider);
    m_slider->setRange(1, std::max(1, count));
    m_slider->setValue(std::clamp(m_wantedLayers, 1, std::max(1, count)));
    m_slider->setEnabled(count > 1);
    m_field->setShownLayers(m_slider->value());
    m_field->setVisible(true);
    updateReach();
}

void PatternView::clearReceptiveField(const QString& hint)
{
    m_field->clear();
    m_widest.clear();
    m_fieldHint = hint;
    updateReach();
}

void PatternView::setShownLayers(int layers)
{
    m_wantedLayers = std::max(1, layers);
    m_slider->setValue(layers);
}

int PatternView::shownLayers() const
{
    return m_slider->value();
}

int PatternView::layerCount() const
{
    return m_field->layerCount();
}

void PatternView::updateReach()
{
    const int shown = m_slider->value();
    m_sliderValue->setText(tr("L = %1").arg(shown));
    if (!m_field->hasField()) {
        m_reach->setText(m_fieldHint.toHtmlEscaped());
        return;
    }
    const int query = m_field->query();
    const QString queryName = query < m_tokens.size() && !m_tokens.at(query).isEmpty()
        ? tr("query %1 (%2)").arg(query).arg(m_tokens.at(query).toHtmlEscaped())
        : tr("query %1").arg(query);
    const int n = m_field->keyCount();
    const std::vector<core::ReachedKeys>& layers = m_field->layers();
    const core::ReachedKeys* reached = shown >= 1 && shown <= static_cast<int>(layers.size())
        ? &layers[static_cast<std::size_t>(shown - 1)]
        : nullptr;
    QString text;
    if (!reached || reached->count == 0) {
        text = tr("After %n layer(s) %1 reaches no key.", nullptr, shown).arg(queryName);
    } else {
        text = tr("<b>After %n layer(s) %1 reaches keys %2..%3 (width %4)</b>", nullptr, shown)
                   .arg(queryName)
                   .arg(reached->first)
                   .arg(reached->last)
                   .arg(reached->width());
        if (reached->count < reached->width())
            text += tr(", %1 of those positions (with gaps).").arg(reached->count);
        else
            text += QLatin1Char('.');
        if (reached->width() == n)
            text += tr(" That is the whole sequence.");
    }
    if (shown >= 1 && static_cast<std::size_t>(shown) <= m_widest.size()) {
        const core::WidestReach& widest = m_widest[static_cast<std::size_t>(shown - 1)];
        text += tr("<br>Widest field of any query after %n layer(s): %1 keys (query %2).", nullptr, shown)
                    .arg(widest.width)
                    .arg(widest.query);
    }
    m_reach->setText(text);
}

void PatternView::describeCell(int row, int column) const
{
    if (!m_map->hasMatrix() || row < 0 || column < 0 || row >= m_map->rows() || column >= m_map->columns())
        return;
    const float value = m_map->value(row, column);
    QString text;
    if (m_blockSize == 1) {
        text = value > 0.0f ? tr("query %1 scored key %2").arg(row).arg(column)
                            : tr("query %1 skipped key %2").arg(row).arg(column);
    } else {
        const int last = std::max(0, m_figures.n - 1);
        text = tr("queries %1..%2, keys %3..%4: %5% of the pairs evaluated")
                   .arg(row * m_blockSize)
                   .arg(std::min(last, (row + 1) * m_blockSize - 1))
                   .arg(column * m_blockSize)
                   .arg(std::min(last, (column + 1) * m_blockSize - 1))
                   .arg(100.0 * static_cast<double>(value), 0, 'g', 3);
    }
    QToolTip::showText(QCursor::pos(), text, m_map);
}

void PatternView::setChosenRow(int row)
{
    if (row >= 0 && row < m_figures.n && m_map->hasMatrix())
        m_map->setCrosshair(row / m_blockSize, row / m_blockSize);
    else
        m_map->clearCrosshair();
    m_counts->setChosenRow(row);
}

void PatternView::clear(const QString& hint)
{
    m_figures = PatternFigures {};
    m_blockSize = 1;
    m_tokens.clear();
    m_widest.clear();
    m_map->clear(hint);
    m_density->setText(hint.isEmpty() ? tr("Run a variant to see which pairs it evaluates.") : hint.toHtmlEscaped());
    showCounts();
    m_field->clear();
    m_fieldHint.clear();
    m_reach->clear();
    m_sliderValue->setText(tr("L = %1").arg(m_wantedLayers));
}

QString PatternView::densityText() const
{
    return m_density->text();
}

QString PatternView::reachText() const
{
    return m_reach->text();
}

QSize PatternView::sizeHint() const
{
    return { 420, QWidget::sizeHint().height() };
}

void PatternView::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize PatternView::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
