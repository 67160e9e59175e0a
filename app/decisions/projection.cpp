#include "app/decisions/projection.h"

#include "app/language/sentences.h"
#include "app/window/display_preparation.h"
#include "core/extra_keys.h"
#include "widgets/heatmap/view.h"

#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace attnlab::app {

ProjectionDecisions::ProjectionDecisions(QWidget* parent) : DecisionsSection(parent)
{
    m_heading = makeHeading(QString(), this);
    m_explanation = makeExplanation(this);
    m_projection = makeMap(this);
    m_projection->setValueLabel(tr("weight"));
    m_projection->plot()->xAxis->setLabel(tr("key j"));
    m_projection->plot()->yAxis->setLabel(tr("slot"));
    // A is N x k, drawn transposed: with square cells an N x k map in a narrow dock would be a thin column, and
    // as k x N its slot rows line up with E's above (slot r of E feeds row r of the transposed A).
    m_compressed = makeMap(this);
    m_compressed->setValueLabel(tr("weight"));
    m_compressed->plot()->xAxis->setLabel(tr("query i"));
    m_compressed->plot()->yAxis->setLabel(tr("slot"));
    connect(m_compressed, &widgets::HeatmapView::cellClicked, this,
        [this](int /*slot*/, int query) { emit queryPicked(query); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(m_projection->parentWidget()); // its AspectHeatmapBox
    layout->addWidget(m_compressed->parentWidget()); // its AspectHeatmapBox
}

bool ProjectionDecisions::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !hasProjectionMaps(*outcome))
        return false;
    const bool pooling = outcome->request.variantId == QLatin1String("pool_kv");
    const core::Matrix* projection = extraMatrix(outcome->comparison.variant, core::extra_keys::kProjection);

    const int slotCount = static_cast<int>(projection->rows());
    const int n = static_cast<int>(projection->cols());
    const QString name = pooling ? QStringLiteral("P") : QStringLiteral("E");
    m_heading->setText(pooling ? tr("Pooling windows: keys and values averaged into %1 slots").arg(slotCount)
                               : tr("Projection: keys and values mixed into k = %1 slots").arg(slotCount));
    m_explanation->setText(joinSentences(
        { pooling ? tr("Row r of P averages the keys (and values) of window r.")
                  : tr("Row r of E says how much of each key (and value) goes into slot r; E is fixed, not "
                       "learned from this input."),
          tr("Every query attends over the %1 slots instead of the %2 keys (column i of the map below is query "
             "i's row of the N × %1 attention A), so the variant's map is M = A %3.")
              .arg(slotCount)
              .arg(n)
              .arg(name) }));

    // Made with the outcome on the window's compute worker (the transposed attention, ranges and pooled cells);
    // worked out here for an outcome that came without.
    const PreparedDisplay* prepared = outcome->display.get();
    ProjectionMaps maps
        = prepared && prepared->projection ? *prepared->projection : *prepareProjectionMaps(*outcome, mapsPlan());
    // Gaussian projections are signed: a diverging map keeps zero on its white middle.
    {
        const widgets::HeatmapView::ReplotHold hold(*m_projection);
        m_projection->setColormap(maps.signedWeights ? QStringLiteral("diverging") : QStringLiteral("viridis"));
        m_projection->setSymmetricRange(maps.signedWeights);
        m_projection->setMatrix(std::shared_ptr<const core::Matrix>(outcome, projection),
            tr("%1 (%2 slots × %3 keys)").arg(name).arg(slotCount).arg(n), std::move(maps.projectionDisplay));
    }
    m_compressed->setMatrix(std::move(maps.compressedTransposed),
        tr("Aᵀ: each query's weights over the %1 slots").arg(slotCount), std::move(maps.compressedDisplay));
    setQuery(m_query.value_or(-1));
    return true;
}

ProjectionMapsPlan ProjectionDecisions::mapsPlan() const
{
    return { m_projection->plotArea(), m_compressed->plotArea() };
}

void ProjectionDecisions::setQuery(int query)
{
    if (query < 0) {
        m_query.reset();
        m_compressed->clearCrosshair();
        return;
    }
    m_query = query;
    if (!m_compressed->hasMatrix() || query >= m_compressed->columns())
        return;
    // The query's column, crossed with the slot it reads most.
    Eigen::Index strongest = 0;
    m_compressed->matrix().col(query).maxCoeff(&strongest);
    m_compressed->setCrosshair(static_cast<int>(strongest), query);
}

} // namespace attnlab::app
