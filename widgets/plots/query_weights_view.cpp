#include "widgets/plots/query_weights_view.h"

#include "widgets/controls/panel_text.h"
#include "widgets/controls/side_by_side_layout.h"
#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/heatmap/token_strip.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QLabel>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attnlab::widgets {

namespace {

// Okabe & Ito's blue and orange, as the exact and variant series elsewhere.
const QColor kExactColour(0, 114, 178);
const QColor kVariantColour(230, 159, 0);
// Up to this many keys the chart opens on the whole row; beyond, on the span of keys that carry weight.
constexpr int kWholeRowKeys = 64;
// A key carries weight when it holds at least this share of the row's largest weight (either row).
constexpr double kSignificantShare = 0.02;
// The chart never opens on fewer keys than this (a single heavy key would fill it).
constexpr int kNarrowestSpan = 24;
constexpr int kTopKeys = 5;
// Up to this many tokens both rows of chips are laid out at once; beyond, one per turn of the event loop (each
// row of 4096 chips takes a few tens of milliseconds).
constexpr int kTokensLaidOutTogether = 1024;

QString number(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', 3) : QStringLiteral("–");
}

float magnitude(float value, bool signedValues)
{
    return signedValues ? std::abs(value) : value;
}

// The `count` keys of largest weight (|weight| for a mixing map), ties to the lower index.
std::vector<int> heaviestKeys(const std::vector<float>& weights, int count, bool signedValues)
{
    std::vector<int> keys(weights.size());
    std::iota(keys.begin(), keys.end(), 0);
    const auto shown = std::min<std::size_t>(static_cast<std::size_t>(count), keys.size());
    std::partial_sort(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(shown), keys.end(), [&](int a, int b) {
        const float wa = magnitude(weights[static_cast<std::size_t>(a)], signedValues);
        const float wb = magnitude(weights[static_cast<std::size_t>(b)], signedValues);
        return wa != wb ? wa > wb : a < b;
    });
    keys.resize(shown);
    return keys;
}

float largestMagnitude(const std::vector<float>& weights)
{
    float largest = 0.0f;
    for (const float weight : weights)
        if (std::isfinite(weight))
            largest = std::max(largest, std::abs(weight));
    return largest;
}

// first..last key holding a significant share of its row's largest weight, in either row.
std::pair<int, int> weightedSpan(const std::vector<float>& exact, const std::vector<float>& variant)
{
    int first = -1;
    int last = -1;
    for (const std::vector<float>* row : { &exact, &variant }) {
        const float threshold = static_cast<float>(kSignificantShare) * largestMagnitude(*row);
        for (std::size_t j = 0; j < row->size(); ++j) {
            if (threshold > 0.0f && std::abs((*row)[j]) >= threshold) {
                first = first < 0 ? static_cast<int>(j) : std::min(first, static_cast<int>(j));
                last = std::max(last, static_cast<int>(j));
            }
        }
    }
    return { first, last };
}

// Chip shading in [0, 1]: the weight over `scale` (the magnitude for a mixing map).
std::vector<float> shades(const std::vector<float>& weights, float scale)
{
    std::vector<float> shaded(weights.size(), 0.0f);
    if (scale <= 0.0f)
        return shaded;
    for (std::size_t j = 0; j < weights.size(); ++j)
        shaded[j] = std::abs(weights[j]) / scale;
    return shaded;
}

// Wide enough for the bars and the shaded tokens side by side.
constexpr int kSideBySideWidth = 900;

} // namespace

QueryWeightsView::QueryWeightsView(QWidget* parent) : QWidget(parent)
{
    m_summary = makeSelectableNote(this);

    m_plot = new QCustomPlot(this);
    m_plot->setBackground(Qt::white);
    m_plot->setMinimumHeight(150);
    m_plot->setToolTip(tr("The weight the query gives each key: exact attention against the variant. Drag to "
                          "pan along the keys, turn the wheel to zoom."));
    m_plot->xAxis->setTicker(QSharedPointer<IndexTicker>::create());
    m_plot->xAxis->setLabel(tr("key j"));
    m_plot->yAxis->setLabel(tr("weight"));
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2 }) {
        styleQuietAxis(axis);
    }
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis2->grid()->setVisible(false);
    m_exactBars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_exactBars->setName(tr("exact A"));
    // The variant on its own axis: a mixing map's entries are not weights on A's scale. For a softmax variant the
    // two axes are kept equal and the second is hidden.
    m_variantBars = new QCPBars(m_plot->xAxis, m_plot->yAxis2);
    m_variantBars->setName(tr("variant M"));
    for (auto [bars, colour] :
        { std::pair { m_exactBars, kExactColour }, std::pair { m_variantBars, kVariantColour } }) {
        bars->setPen(Qt::NoPen);
        bars->setBrush(colour);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(0.42);
    }
    auto* group = new QCPBarsGroup(m_plot);
    group->setSpacingType(QCPBarsGroup::stPlotCoords);
    group->setSpacing(0.0);
    m_exactBars->setBarsGroup(group);
    m_variantBars->setBarsGroup(group);
    connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this](const QCPRange& range) {
        if (!m_plot->yAxis2->visible())
            m_plot->yAxis2->setRange(range);
    });

    // The legend on one line above the bars, where it cannot cover a tall bar.
    moveLegendToRow(m_plot, 0, QMargins(4, 2, 4, 0));
    m_plot->legend->setIconSize(12, 8);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->plotLayout()->setRowSpacing(0);

    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->axisRect()->setRangeDragAxes(m_plot->xAxis, nullptr);
    m_plot->axisRect()->setRangeZoomAxes(m_plot->xAxis, nullptr);

    m_rangeNote = makeSelectableNote(this);
    m_topKeys = makeSelectableNote(this);
    m_exactStripLabel = new QLabel(tr("Tokens shaded by the exact weights:"), this);
    m_variantStripLabel = new QLabel(this);
    m_exactStrip = new TokenStrip(this);
    m_variantStrip = new TokenStrip(this);
    for (TokenStrip* strip : { m_exactStrip, m_variantStrip }) {
        strip->setToolTip(tr("Each token shaded by the weight the query gives it (darker: more). Click a token to "
                             "inspect it as the query."));
        connect(strip, &TokenStrip::tokenClicked, this, &QueryWeightsView::tokenClicked);
    }
    // The two rows of chips scroll together, so a key's two shades sit one above the other.
    connect(m_exactStrip->horizontalScrollBar(), &QScrollBar::valueChanged, m_variantStrip->horizontalScrollBar(),
        &QScrollBar::setValue);
    connect(m_variantStrip->horizontalScrollBar(), &QScrollBar::valueChanged, m_exactStrip->horizontalScrollBar(),
        &QScrollBar::setValue);

    m_weightsPage = new QWidget(this);
    // Bars beside the shaded tokens in a wide dock (below the maps, where height is short), the tokens first and
    // the bars below them in a narrow one: either way the chips are never cut in half.
    auto* weightsLayout = new SideBySideLayout(kSideBySideWidth, m_weightsPage);
    weightsLayout->setContentsMargins(0, 0, 0, 0);
    weightsLayout->setSpacing(8);
    auto* tokens = new QVBoxLayout;
    tokens->setSpacing(4);
    tokens->addWidget(m_exactStripLabel);
    tokens->addWidget(m_exactStrip);
    tokens->addWidget(m_variantStripLabel);
    tokens->addWidget(m_variantStrip);
    tokens->addStretch(1);
    auto* bars = new QVBoxLayout;
    bars->setSpacing(4);
    bars->addWidget(m_plot, 1);
    bars->addWidget(m_rangeNote);
    bars->addWidget(m_topKeys);
    weightsLayout->addLayout(tokens, 2);
    weightsLayout->addLayout(bars, 3);

    m_missing = new QLabel(this);
    m_missing->setWordWrap(true);
    m_missing->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_missing->setMargin(8);
    m_missing->setFrameShape(QFrame::StyledPanel);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_missing);
    m_pages->addWidget(m_weightsPage);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_summary);
    layout->addWidget(m_pages, 1);
    applyFonts();
    clear();
    FigureMenu::attach(this, [this] { return QStringLiteral("query-%1-weights").arg(m_query); });
}

void QueryWeightsView::applyFonts()
{
    const QFont base = font();
    const qreal size = plotPointSize(base);
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2 }) {
        axis->setLabelFont(plotFont(base, size, axis->label()));
        axis->setTickLabelFont(plotFont(base, size - 1, QString()));
    }
    m_plot->legend->setFont(plotFont(base, size - 1, QString()));
}

void QueryWeightsView::setTokens(const QStringList& tokens)
{
    m_tokens = tokens;
    m_exactStrip->setTokens(tokens);
    const quint64 generation = ++m_tokenGeneration;
    if (tokens.size() <= kTokensLaidOutTogether) {
        m_variantStrip->setTokens(tokens);
        m_variantTokensPending = false;
        return;
    }
    m_variantStrip->setTokens({});
    m_variantTokensPending = true;
    QTimer::singleShot(0, this, [this, generation] {
        if (generation != m_tokenGeneration)
            return;
        m_variantStrip->setTokens(m_tokens);
        m_variantTokensPending = false;
        applyVariantChips();
    });
}

void QueryWeightsView::showRow(const QueryRowWeights& row)
{
    m_query = row.query;
    QString summary = QStringLiteral("<b>%1</b><br>").arg(row.queryName.toHtmlEscaped());
    QStringList parts;
    if (row.variantSumsToOne)
        parts << tr("KL(A_i ‖ M_i) = %1").arg(number(row.kl));
    parts << tr("map error ‖m_i − a_i‖ / ‖a_i‖ = %1").arg(number(row.mapError));
    parts << tr("output error ‖o_i − o*_i‖ / ‖o*_i‖ = %1").arg(number(row.outputError));
    parts << tr("cosine = %1").arg(number(row.outputCosine));
    summary += parts.join(QStringLiteral(" · "));
    if (!row.variantSumsToOne)
        summary += tr("<br><i>%1's M is a mixing map: its rows need not sum to 1 (entries may be negative), so "
                      "there is no KL. Its bars use the right axis and its chips are shaded by |entry|.</i>")
                       .arg(row.variantName.toHtmlEscaped());
    m_summary->setText(summary);

    const std::size_t keys = std::min(row.exact.size(), row.variant.size());
    m_hasWeights = keys > 0 && row.missingWeights.isEmpty();
    if (!m_hasWeights) {
        m_missing->setText(
            row.missingWeights.isEmpty() ? tr("No weights to show for this query.") : row.missingWeights);
        m_pages->setCurrentWidget(m_missing);
        return;
    }
    m_pages->setCurrentWidget(m_weightsPage);
    showBars(row);
    showChips(row);
}

void QueryWeightsView::showBars(const QueryRowWeights& row)
{
    const int n = static_cast<int>(std::min(row.exact.size(), row.variant.size()));
    QVector<double> keys(n);
    QVector<double> exact(n);
    QVector<double> variant(n);
    double exactTop = 0.0;
    double variantTop = 0.0;
    double variantBottom = 0.0;
    for (int j = 0; j < n; ++j) {
        const auto index = static_cast<std::size_t>(j);
        keys[j] = j;
        exact[j] = std::isfinite(row.exact[index]) ? row.exact[index] : 0.0;
        variant[j] = std::isfinite(row.variant[index]) ? row.variant[index] : 0.0;
        exactTop = std::max(exactTop, exact[j]);
        variantTop = std::max(variantTop, variant[j]);
        variantBottom = std::min(variantBottom, variant[j]);
    }
    m_exactBars->setData(keys, exact, true);
    m_variantBars->setData(keys, variant, true);
    m_variantBars->setName(row.variantSumsToOne ? tr("variant M (%1)").arg(row.variantName)
                                                : tr("variant M (%1, right axis)").arg(row.variantName));

    m_plot->yAxis2->setVisible(!row.variantSumsToOne);
    if (row.variantSumsToOne) {
        const QCPRange shared(0.0, std::max({ exactTop, variantTop, 1e-6 }) * 1.08);
        m_plot->yAxis->setRange(shared);
        // Set here too, not only by following the first axis: that follows changes, and after a mixing map the
        // first axis may keep its range while the second still holds the map's signed one.
        m_plot->yAxis2->setRange(shared);
        m_plot->yAxis2->setLabel(QString());
    } else {
        m_plot->yAxis->setRange(0.0, std::max(exactTop, 1e-6) * 1.08);
        const double span = std::max(variantTop - variantBottom, 1e-6);
        m_plot->yAxis2->setRange(variantBottom - 0.04 * span, variantTop + 0.04 * span);
        m_plot->yAxis2->setLabel(tr("M entry (mixing map)"));
    }
    applyFonts();

    // Open on the whole row when it is short, else on the keys that carry weight.
    double from = -0.5;
    double to = n - 0.5;
    if (n > kWholeRowKeys) {
        auto [first, last] = weightedSpan(row.exact, row.variant);
        if (first < 0)
            first = last = std::clamp(row.query, 0, n - 1);
        const int missing = std::max(0, kNarrowestSpan - (last - first + 1));
        first = std::max(0, first - missing / 2 - 1);
        last = std::min(n - 1, last + (missing - missing / 2) + 1);
        from = first - 0.5;
        to = last + 0.5;
    }
    m_plot->xAxis->setRange(from, to);
    const bool whole = from <= -0.5 && to >= n - 0.5;
    m_rangeNote->setText(whole
            ? QString()
            : tr("<small>Keys %1..%2 of %3, where the weight is: drag to pan, wheel to zoom.</small>")
                  .arg(static_cast<int>(from + 0.5))
                  .arg(static_cast<int>(to - 0.5))
                  .arg(n));
    m_rangeNote->setVisible(!whole);

    const auto describe = [this, n](const std::vector<float>& weights, bool signedValues) {
        QStringList items;
        for (const int key : heaviestKeys(weights, kTopKeys, signedValues)) {
            const QString token = key < m_tokens.size() && key < n ? m_tokens.at(key) : QString();
            const QString name = token.isEmpty() || token == QString::number(key)
                ? QString::number(key)
                : QStringLiteral("%1 (%2)").arg(key).arg(token.toHtmlEscaped());
            items << QStringLiteral("%1: %2").arg(name, number(weights[static_cast<std::size_t>(key)]));
        }
        return items.join(QStringLiteral(", "));
    };
    m_topKeys->setText(tr("<small><b>Heaviest keys</b> exact: %1<br><b>Heaviest keys</b> %2: %3</small>")
                           .arg(describe(row.exact, false), row.variantName.toHtmlEscaped(),
                               describe(row.variant, !row.variantSumsToOne)));
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void QueryWeightsView::showChips(const QueryRowWeights& row)
{
    // Distributions share one scale, so equal shades are equal weights; a mixing map is shaded on its own.
    const float exactLargest = largestMagnitude(row.exact);
    const float variantLargest = largestMagnitude(row.variant);
    const float shared = std::max(exactLargest, variantLargest);
    m_exactStrip->setWeights(shades(row.exact, row.variantSumsToOne ? shared : exactLargest));
    m_variantShades = shades(row.variant, row.variantSumsToOne ? shared : variantLargest);
    m_variantStripLabel->setText(row.variantSumsToOne
            ? tr("Tokens shaded by the weights of %1:").arg(row.variantName)
            : tr("Tokens shaded by |entry| of %1's mixing map:").arg(row.variantName));
    m_exactStrip->setSelected(row.query);
    applyVariantChips();
}

void QueryWeightsView::applyVariantChips()
{
    if (m_variantTokensPending)
        return;
    m_variantStrip->setWeights(m_variantShades);
    m_variantStrip->setSelected(m_hasWeights ? m_query : -1);
    m_variantStrip->horizontalScrollBar()->setValue(m_exactStrip->horizontalScrollBar()->value());
}

void QueryWeightsView::clear(const QString& hint)
{
    m_query = -1;
    m_hasWeights = false;
    m_exactBars->data()->clear();
    m_variantBars->data()->clear();
    m_exactStrip->setWeights({});
    m_variantShades.clear();
    applyVariantChips();
    m_summary->setText(QString());
    m_missing->setText(hint.isEmpty() ? tr("Pick a query (a row of a map, or a token) to see its weights.") : hint);
    m_pages->setCurrentWidget(m_missing);
}

QString QueryWeightsView::summaryText() const
{
    return m_summary->text();
}

QString QueryWeightsView::topKeysText() const
{
    return m_topKeys->text();
}

std::pair<double, double> QueryWeightsView::visibleKeyRange() const
{
    return { m_plot->xAxis->range().lower, m_plot->xAxis->range().upper };
}

QSize QueryWeightsView::sizeHint() const
{
    return { 420, 520 };
}

void QueryWeightsView::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintWidgetFigure(painter, this, size);
}

QSize QueryWeightsView::figureSizeHint() const
{
    return onScreenSize(this);
}

} // namespace attnlab::widgets
