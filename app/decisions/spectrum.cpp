#include "app/decisions/spectrum.h"

#include "core/extra_keys.h"
#include "widgets/plots/spectrum_plot.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace attnlab::app {

namespace {

std::vector<double> rowValues(const core::Matrix& row)
{
    std::vector<double> values;
    values.reserve(static_cast<std::size_t>(row.size()));
    for (Eigen::Index t = 0; t < row.size(); ++t)
        values.push_back(row.data()[t]);
    return values;
}

} // namespace

SpectrumDecisions::SpectrumDecisions(QWidget* parent) : DecisionsSection(parent)
{
    m_heading = makeHeading(tr("Singular values: how much rank the map keeps"), this);
    m_explanation = makeExplanation(this);
    m_plot = new widgets::SpectrumPlot(this);
    m_plot->setFixedHeight(280);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(m_plot);
}

bool SpectrumDecisions::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    const QString id = outcome ? outcome->request.variantId : QString();
    const bool oracle = id == QLatin1String("svd");
    if (!oracle && id != QLatin1String("linformer") && id != QLatin1String("lowdim"))
        return false;
    const core::Result& result = outcome->comparison.variant;
    const core::Params& params = outcome->params;
    const int n = outcome->sequence ? outcome->sequence->problem.n() : 0;
    const int rank
        = static_cast<int>(std::min<long long>(params.integer(oracle ? "rank" : "k"), n > 0 ? n : 1LL << 30));

    if (oracle) {
        const std::optional<double> energy = extraScalar(result, core::extra_keys::kEnergyKept);
        m_explanation->setText(
            tr("The truncated SVD keeps the r = %1 largest singular values of the exact A and drops the rest "
               "(Eckart–Young: the best any rank-%1 matrix can do).")
                .arg(rank)
            + (energy ? tr(" It keeps %1% of A's energy (sum of squared singular values).")
                            .arg(100.0 * *energy, 0, 'f', *energy > 0.999 ? 3 : 1)
                      : QString()));
    } else {
        m_explanation->setText(tr("M = A E has rank at most k = %1, so its singular values drop to zero after the "
                                  "k-th. The exact values beyond k are what any rank-%1 map must lose; a fast-falling "
                                  "exact spectrum is why a small k can work.")
                                   .arg(rank));
    }

    const core::Matrix* exact = extraMatrix(result, core::extra_keys::kSingularValuesExact);
    const core::Matrix* variant = extraMatrix(result, core::extra_keys::kSingularValuesVariant);
    if (!exact || !variant) {
        const QString note = extraNote(result, core::extra_keys::kSpectrumNote);
        m_plot->clear(note.isEmpty() ? tr("The variant reported no singular values for this input.")
                                     : tr("No spectrum: %1").arg(note));
        return true;
    }
    m_plot->setSpectra(rowValues(*exact), rowValues(*variant), tr("variant M (%1)").arg(id));
    m_plot->setRankMarker(rank, oracle ? tr("r = %1").arg(rank) : tr("k = %1").arg(rank));
    return true;
}

} // namespace attnlab::app
