#include "app/decisions/kept_keys.h"

#include "app/language/sentences.h"
#include "app/window/display_preparation.h"
#include "core/extra_keys.h"
#include "widgets/heatmap/overlay.h"
#include "widgets/heatmap/view.h"

#include <QLabel>
#include <QVBoxLayout>

namespace attnlab::app {

bool KeptKeysDecisions::explains(const ComputeOutcome& outcome)
{
    return outcome.request.variantId == QLatin1String("select_kv")
        && extraLabels(outcome.comparison.variant, core::extra_keys::kKeptKeys) != nullptr;
}

KeptKeysDecisions::KeptKeysDecisions(QWidget* parent) : DecisionsSection(parent)
{
    m_heading = makeHeading(QString(), this);
    m_explanation = makeExplanation(this);
    m_list = new QLabel(this);
    m_list->setWordWrap(true);
    m_list->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_map = makeMap(this);
    m_map->setValueLabel(tr("attention weight"));
    m_overlay = new widgets::HeatmapOverlay(m_map);
    connect(
        m_map, &widgets::HeatmapView::cellClicked, this, [this](int row, int /*column*/) { emit queryPicked(row); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(m_list);
    layout->addWidget(m_map->parentWidget()); // its AspectHeatmapBox
}

bool KeptKeysDecisions::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !explains(*outcome))
        return false;
    const core::Result& result = outcome->comparison.variant;
    const std::vector<int>* kept = extraLabels(result, core::extra_keys::kKeptKeys);
    const int n = outcome->sequence ? outcome->sequence->problem.n() : 0;
    const core::Params& params = outcome->params;
    const bool byNorm = params.text("score") == "norm";
    const bool causal = outcome->sequence && outcome->sequence->problem.causal;

    m_heading->setText(tr("Kept keys: %1 of %2, the same for every query").arg(static_cast<int>(kept->size())).arg(n));
    m_explanation->setText(joinSentences(
        { byNorm ? tr("The keys with the largest norm were kept.") : tr("A random subset of the keys was kept."),
          tr("Every query reads them and its own key; all other keys are dropped. Their columns are "
             "outlined in orange in the map."),
          causal ? tr("Under causal masking each query keeps the best keys before it, so the list is the memory "
                      "after the last token.")
                 : QString() }));
    QStringList names;
    for (const int key : *kept)
        names << tokenText(*outcome, key);
    m_list->setText(names.join(QStringLiteral(", ")));

    // Consecutive kept keys share one outline, so a run reads as one band rather than a stack of boxes.
    std::vector<QRect> runs;
    for (const int key : *kept) {
        if (!runs.empty() && runs.back().x() + runs.back().width() == key)
            runs.back().setWidth(runs.back().width() + 1);
        else
            runs.emplace_back(key, 0, 1, n);
    }
    if (result.map && result.map->rows() == n && result.map->cols() == n) {
        const widgets::HeatmapView::ReplotHold hold(*m_map);
        m_map->setTokenLabels(outcome->tokens);
        // The outcome's own map, not a copy, with its range and cells prepared on the compute worker when the
        // window asked for them (the view pools it itself for another size).
        const PreparedDisplay* prepared = outcome->display.get();
        m_map->setMatrix(std::shared_ptr<const core::Matrix>(outcome, &*result.map),
            tr("variant M (select_kv), kept keys outlined"),
            prepared && prepared->keptKeys ? *prepared->keptKeys : widgets::MapDisplay {});
        // Orange, so the kept columns do not read as the crosshair's white column band.
        m_overlay->setOutlinedCells(runs, QColor(230, 159, 0));
    } else {
        m_overlay->clear();
        m_map->clear(tr("No map to show for this input."));
    }
    setQuery(m_query.value_or(-1));
    return true;
}

void KeptKeysDecisions::setQuery(int query)
{
    m_query = query >= 0 ? std::optional<int>(query) : std::nullopt;
    if (m_query && m_map->hasMatrix() && query < m_map->rows())
        m_map->setCrosshair(query, query);
    else
        m_map->clearCrosshair();
}

} // namespace attnlab::app
