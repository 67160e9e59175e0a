#include "app/decisions/buckets.h"

#include "app/decisions/bucket_maps.h"
#include "app/language/sentences.h"
#include "app/window/display_preparation.h"
#include "core/extra_keys.h"
#include "widgets/heatmap/bucket_order.h"
#include "widgets/heatmap/category_colours.h"
#include "widgets/heatmap/overlay.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/bucket_size_chart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <numeric>

namespace attnlab::app {

namespace {

std::vector<int> countPerLabel(const std::vector<int>& labels, int groups)
{
    std::vector<int> counts(static_cast<std::size_t>(groups), 0);
    for (const int label : labels)
        if (label >= 0 && label < groups)
            ++counts[static_cast<std::size_t>(label)];
    return counts;
}

int positionOf(const std::vector<int>& order, int token)
{
    const auto found = std::find(order.begin(), order.end(), token);
    return found != order.end() ? static_cast<int>(found - order.begin()) : -1;
}

// The bucket colour of the token at each position of `order`.
std::vector<QColor> coloursAlong(const std::vector<int>& order, const std::vector<int>& labels)
{
    std::vector<QColor> colours;
    colours.reserve(order.size());
    for (const int token : order)
        colours.push_back(widgets::categoryColour(
            static_cast<std::size_t>(token) < labels.size() ? labels[static_cast<std::size_t>(token)] : -1));
    return colours;
}

} // namespace

BucketDecisions::BucketDecisions(QWidget* parent) : DecisionsSection(parent)
{
    m_heading = makeHeading(QString(), this);
    m_explanation = makeExplanation(this);

    m_reorder = new QCheckBox(this);
    m_reorder->setChecked(true);
    m_reorder->setToolTip(tr("Sort the rows of both maps by query bucket and the columns by key bucket, so the "
                             "keys each query may read form blocks on the diagonal. Off: the sequence order."));
    m_roundLabel = new QLabel(tr("Hashing round:"), this);
    m_round = new QComboBox(this);
    m_round->setToolTip(tr("lsh hashes several times; a query reads the keys that share its bucket in any round. "
                           "Pick the round whose buckets sort the maps."));
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_reorder);
    controls->addStretch(1);
    controls->addWidget(m_roundLabel);
    controls->addWidget(m_round);

    m_variantMap = makeMap(this);
    m_exactMap = makeMap(this);
    for (widgets::HeatmapView* view : { m_variantMap, m_exactMap }) {
        view->setValueLabel(tr("attention weight"));
        connect(view, &widgets::HeatmapView::cellHovered, this,
            [this, view](int row, int column) { describeCell(view, row, column); });
        connect(view, &widgets::HeatmapView::hoverCleared, this, [] { QToolTip::hideText(); });
        connect(view, &widgets::HeatmapView::cellClicked, this, [this](int row, int /*column*/) {
            if (row >= 0 && static_cast<std::size_t>(row) < m_rowOrder.size())
                emit queryPicked(m_rowOrder[static_cast<std::size_t>(row)]);
        });
    }
    m_variantOverlay = new widgets::HeatmapOverlay(m_variantMap);
    m_exactOverlay = new widgets::HeatmapOverlay(m_exactMap);

    m_sizesHeading = makeHeading(QString(), this);
    m_sizes = new widgets::BucketSizeChart(this);
    m_sizes->setFixedHeight(170);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addLayout(controls);
    layout->addWidget(pairMaps(m_variantMap, m_exactMap, this));
    layout->addWidget(m_sizesHeading);
    layout->addWidget(m_sizes);

    connect(m_reorder, &QCheckBox::toggled, this, &BucketDecisions::refreshMaps);
    connect(m_round, &QComboBox::currentIndexChanged, this, &BucketDecisions::chooseRound);
}

bool BucketDecisions::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    const QString id = outcome ? outcome->request.variantId : QString();
    const std::optional<BucketLabelKeys> keys = bucketLabelKeys(id);
    if (keys)
        m_naming = { id == QLatin1String("lsh") ? tr("bucket") : tr("cluster"), keys->queries, keys->keys };
    else
        m_naming = {};
    const core::Result* result = outcome ? &outcome->comparison.variant : nullptr;
    if (m_naming.group.isEmpty() || !extraLabels(*result, m_naming.queryLabels)
        || !extraLabels(*result, m_naming.keyLabels)) {
        m_outcome.reset();
        return false;
    }
    m_outcome = outcome;

    const core::Params& params = outcome->params;
    const bool lsh = id == QLatin1String("lsh");
    m_groupCount = static_cast<int>(lsh ? params.integer("buckets") : params.integer("clusters"));
    int rounds = 1;
    if (lsh)
        while (extraLabels(*result, core::extra_keys::ofRound(m_naming.queryLabels, rounds)))
            ++rounds;

    const QString group = m_naming.group;
    m_heading->setText(lsh ? tr("Hash buckets: which keys each query may read")
                           : tr("k-means clusters: which keys each query may read"));
    QString how;
    if (!lsh)
        how = tr("The queries and keys were grouped into %1 clusters by k-means on their directions. A query reads "
                 "only the keys of its own cluster (and its own key).")
                  .arg(m_groupCount);
    else if (rounds == 1)
        how = tr("Every query and key was hashed into one of %1 buckets by a random rotation. A query reads only the "
                 "keys of its own bucket (and its own key).")
                  .arg(m_groupCount);
    else
        how = tr("Every query and key was hashed into one of %1 buckets, %2 times with different random rotations. "
                 "A query reads the keys that share its bucket in any round (and its own key); the maps are sorted "
                 "by the round chosen below.")
                  .arg(m_groupCount)
                  .arg(rounds);
    m_explanation->setText(joinSentences(
        { how, tr("The coloured band along each axis gives every token's %1 a colour.").arg(group),
          tr("Sorted by %1, those keys form the blocks on the diagonal; weight the exact map puts "
             "outside them is what the method misses.")
              .arg(group) }));
    m_reorder->setText(tr("Reorder by %1").arg(group));
    m_sizesHeading->setText(tr("Tokens per %1").arg(group));

    m_round->blockSignals(true);
    m_round->clear();
    for (int r = 0; r < rounds; ++r)
        m_round->addItem(tr("%1 of %2").arg(r + 1).arg(rounds));
    m_round->setCurrentIndex(0);
    m_round->blockSignals(false);
    m_roundLabel->setVisible(rounds > 1);
    m_round->setVisible(rounds > 1);
    chooseRound(0);
    return true;
}

void BucketDecisions::chooseRound(int round)
{
    if (!m_outcome || round < 0)
        return;
    const core::Result& result = m_outcome->comparison.variant;
    const std::vector<int>* queries = extraLabels(result, core::extra_keys::ofRound(m_naming.queryLabels, round));
    const std::vector<int>* keys = extraLabels(result, core::extra_keys::ofRound(m_naming.keyLabels, round));
    m_queryLabels = queries ? *queries : std::vector<int>();
    m_keyLabels = keys ? *keys : std::vector<int>();
    int groups = m_groupCount;
    for (const int label : m_queryLabels)
        groups = std::max(groups, label + 1);
    for (const int label : m_keyLabels)
        groups = std::max(groups, label + 1);
    m_sizes->setSizes(countPerLabel(m_queryLabels, groups), countPerLabel(m_keyLabels, groups), m_naming.group);
    refreshMaps();
}

void BucketDecisions::setReordered(bool reordered)
{
    m_reorder->setChecked(reordered);
}

bool BucketDecisions::isReordered() const
{
    return m_reorder->isChecked();
}

BucketMapsPlan BucketDecisions::mapsPlan() const
{
    return { isReordered(), m_variantMap->plotArea(), m_exactMap->plotArea() };
}

void BucketDecisions::refreshMaps()
{
    if (!m_outcome)
        return;
    // Made with the outcome on the window's compute worker for the first round and the order asked for then;
    // another round or order (the user's choice here) is worked out now.
    const int round = std::max(0, m_round->currentIndex());
    const PreparedDisplay* prepared = m_outcome->display.get();
    BucketMaps maps = prepared && prepared->buckets && prepared->buckets->answers(round, isReordered())
        ? *prepared->buckets
        : prepareBucketMaps(*m_outcome, *bucketLabelKeys(m_outcome->request.variantId), round, mapsPlan());
    const Comparison& comparison = m_outcome->comparison;
    const int n = m_outcome->sequence ? m_outcome->sequence->problem.n() : static_cast<int>(m_queryLabels.size());
    const bool reordered = maps.reordered;
    m_rowOrder = maps.rows.order;
    m_columnOrder = maps.columns.order;

    // One colour range for both maps, so equal colours mean equal weights.
    const float largest = maps.largest;
    const QString variantId = m_outcome->request.variantId;
    const QString order = reordered ? tr(", sorted by %1").arg(m_naming.group) : QString();
    const QStringList tokens = reordered ? QStringList() : m_outcome->tokens;
    const auto show
        = [&](widgets::HeatmapView* view, widgets::HeatmapOverlay* overlay, const std::optional<core::Matrix>& map,
              std::shared_ptr<const core::Matrix> sorted, widgets::MapDisplay display, const QString& title) {
              const widgets::HeatmapView::ReplotHold hold(*view);
              view->setColorRange(0.0, largest > 0.0f ? largest : 1.0);
              if (!map || map->rows() != n || map->cols() != n) {
                  overlay->clear();
                  view->clear(tr("No map to show for this input."));
                  return;
              }
              view->setTokenLabels(tokens);
              // Shared with the outcome, or the sorted copy: no further copy of an N x N map on the GUI thread.
              view->setMatrix(reordered ? std::move(sorted) : std::shared_ptr<const core::Matrix>(m_outcome, &*map),
                  title + order, std::move(display));
              view->plot()->xAxis->setLabel(reordered ? tr("key %1").arg(m_naming.group) : tr("key j"));
              view->plot()->yAxis->setLabel(reordered ? tr("query %1").arg(m_naming.group) : tr("query i"));
              if (reordered) {
                  overlay->setRowBlocks(maps.rows.blocks);
                  overlay->setColumnBlocks(maps.columns.blocks);
              } else {
                  overlay->clearBlocks();
              }
              // Each token's bucket as a colour beside its row and its column: in sequence order this shows which
              // tokens were grouped together, sorted it shows the blocks.
              overlay->setRowColours(coloursAlong(m_rowOrder, m_queryLabels));
              overlay->setColumnColours(coloursAlong(m_columnOrder, m_keyLabels));
          };
    show(m_variantMap, m_variantOverlay, comparison.variant.map, maps.variantMap, std::move(maps.variantDisplay),
        tr("variant M (%1)").arg(variantId));
    show(m_exactMap, m_exactOverlay, comparison.exact->map, maps.exactMap, std::move(maps.exactDisplay), tr("exact A"));
    showCrosshair();
}

void BucketDecisions::setQuery(int query)
{
    m_query = query;
    showCrosshair();
}

void BucketDecisions::showCrosshair()
{
    for (widgets::HeatmapView* view : { m_variantMap, m_exactMap }) {
        if (!m_query || !view->hasMatrix()) {
            view->clearCrosshair();
            continue;
        }
        // The query's row and its own key's column: where the token itself sits in both sorted orders.
        view->setCrosshair(positionOf(m_rowOrder, *m_query), positionOf(m_columnOrder, *m_query));
    }
}

void BucketDecisions::describeCell(widgets::HeatmapView* view, int row, int column) const
{
    if (!m_outcome || !view->hasMatrix() || static_cast<std::size_t>(row) >= m_rowOrder.size()
        || static_cast<std::size_t>(column) >= m_columnOrder.size())
        return;
    const int query = m_rowOrder[static_cast<std::size_t>(row)];
    const int key = m_columnOrder[static_cast<std::size_t>(column)];
    const auto labelOf = [](const std::vector<int>& labels, int token) {
        return static_cast<std::size_t>(token) < labels.size()
            ? QString::number(labels[static_cast<std::size_t>(token)])
            : QStringLiteral("?");
    };
    const QString text = tr("query %1, %2 %3\nkey %4, %2 %5\nweight %6")
                             .arg(tokenText(*m_outcome, query), m_naming.group, labelOf(m_queryLabels, query),
                                 tokenText(*m_outcome, key), labelOf(m_keyLabels, key))
                             .arg(static_cast<double>(view->value(row, column)), 0, 'g', 4);
    QToolTip::showText(QCursor::pos(), text, view);
}

} // namespace attnlab::app
