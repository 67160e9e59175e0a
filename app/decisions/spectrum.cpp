#include "app/decisions/spectrum.h"

#include "app/compute/exact_singular_values.h"
#include "app/compute/map_factors.h"
#include "core/analysis/spectrum.h"
#include "core/error.h"
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

std::vector<double> vectorValues(const Eigen::VectorXd& vector)
{
    return { vector.data(), vector.data() + vector.size() };
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
    if (!oracle && id != QLatin1String("linformer") && id != QLatin1String("lowdim")) {
        m_worker.stop();
        return false;
    }
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
    if (exact && variant) {
        m_worker.stop();
        showSpectra(rowValues(*exact), rowValues(*variant), id, rank, oracle);
        return true;
    }
    const QString note = extraNote(result, core::extra_keys::kSpectrumNote);
    if (!note.isEmpty() || oracle) {
        m_worker.stop();
        m_plot->clear(note.isEmpty() ? tr("The variant reported no singular values for this input.")
                                     : tr("No spectrum: %1").arg(note));
        return true;
    }
    if (n > core::kLargestSpectrumN) {
        m_worker.stop();
        m_plot->clear(tr("Spectra are computed up to N = %1: each is an O(N³) singular value decomposition in double "
                         "precision (seconds at N = %1) that cannot be stopped midway. This input has N = %2; choose "
                         "a shorter sequence to see it.")
                          .arg(core::kLargestSpectrumN)
                          .arg(n));
        return true;
    }
    if (!mapFactors(*outcome)) {
        m_worker.stop();
        m_plot->clear(tr("The variant reported no singular values for this input."));
        return true;
    }
    startComputing(outcome, rank);
    return true;
}

void SpectrumDecisions::startComputing(const std::shared_ptr<const ComputeOutcome>& outcome, int rank)
{
    const bool causal = outcome->sequence->problem.causal;
    const bool reuseExact = hasExactSingularValues(*outcome, causal);
    // A new input clears the plot until its spectra come; a new k keeps it for the moment M's take.
    if (!reuseExact || !m_plot->hasSpectra())
        m_plot->clear(tr("Computing the singular values of A and M (N = %1, double precision)…")
                          .arg(outcome->sequence->problem.n()));
    m_worker.start([this, outcome, rank, causal](const SupersedingWorker::Job& job) {
        std::shared_ptr<const Eigen::VectorXd> exact;
        Eigen::VectorXd variant;
        QString error;
        try {
            exact = exactSingularValues(*outcome, causal); // kept in the input's memo, shared with the Spectrum panel
            job.cancel().throwIfCancelled();
            variant = singularValuesOf(*mapFactors(*outcome));
        } catch (const core::Cancelled&) {
            throw; // superseded: a newer outcome's job answers instead
        } catch (const std::exception& exception) {
            error = QString::fromUtf8(exception.what());
        }
        job.deliver([this, outcome, rank, exact, variant = std::move(variant), error] {
            if (!error.isEmpty()) {
                m_plot->clear(tr("The singular values could not be computed: %1").arg(error));
                return;
            }
            showSpectra(vectorValues(*exact), vectorValues(variant), outcome->request.variantId, rank, false);
        });
    });
}

void SpectrumDecisions::showSpectra(const std::vector<double>& exact, const std::vector<double>& variant,
    const QString& id, int rank, bool oracle)
{
    m_plot->setSpectra(exact, variant, tr("variant M (%1)").arg(id));
    m_plot->setRankMarker(rank, oracle ? tr("r = %1").arg(rank) : tr("k = %1").arg(rank));
}

} // namespace attnlab::app
