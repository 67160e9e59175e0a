#include "app/compute/controller.h"

#include "app/compute/comparison.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"

#include <QMutexLocker>

namespace attnlab::app {

ComputeController::ComputeController(QObject* parent) : QObject(parent)
{
    connect(&m_worker, &SupersedingWorker::idle, this, &ComputeController::idle);
    m_releaseSpares.setSingleShot(true);
    m_releaseSpares.setInterval(kSparesKeptIdleMs);
    connect(&m_releaseSpares, &QTimer::timeout, this, [this] { m_recycledMaps->release(); });
    connect(&m_worker, &SupersedingWorker::idle, &m_releaseSpares, qOverload<>(&QTimer::start));
}

ComputeController::~ComputeController() = default; // m_worker cancels the request and waits for it

void ComputeController::request(const ComputeRequest& request, DisplayPreparation prepare)
{
    const bool wasIdle = !m_worker.isBusy();
    m_releaseSpares.stop();
    m_worker.start([this, request, prepare = std::move(prepare)](const SupersedingWorker::Job& job) {
        try {
            std::shared_ptr<ComputeOutcome> computed = compute(request, job.cancel());
            if (prepare)
                computed->display = prepare(*computed, job.cancel());
            std::shared_ptr<const ComputeOutcome> outcome = std::move(computed);
            job.deliver([this, outcome] { emit finished(outcome); });
        } catch (const core::Cancelled&) {
            throw;
        } catch (const std::exception& exception) {
            job.deliver([this, error = QString::fromUtf8(exception.what())] { emit failed(error); });
        }
    });
    if (wasIdle)
        emit started();
}

std::shared_ptr<ComputeOutcome> ComputeController::compute(
    const ComputeRequest& request, const core::CancelFlag& cancel)
{
    CachedInput cached;
    {
        QMutexLocker lock(&m_cacheMutex);
        cached = m_cache;
    }
    const bool reuseInput = cached.sequence && cached.request.sameInput(request);
    // Memory variants compare with the causal exact result whatever the input says: it is kept apart from the one
    // that answers the input, so switching between the two kinds of variant computes neither again.
    const bool comparesCausally = request.causal
        || core::builtinVariants().get(request.variantId.toStdString(), "variant").info().causal
            == core::CausalSupport::Always;
    const std::shared_ptr<const core::Result> reusable
        = !reuseInput ? nullptr : (comparesCausally && !request.causal ? cached.causalExact : cached.exact);
    std::shared_ptr<ComputeOutcome> outcome
        = computeOutcome(request, cancel, reuseInput ? cached.sequence : nullptr, reusable,
            reuseInput ? cached.inputMemo : nullptr, m_recycledMaps);
    const std::shared_ptr<const core::Result>& exact = outcome->comparison.exact;
    CachedInput kept { request, outcome->sequence, reuseInput ? cached.exact : nullptr,
        reuseInput ? cached.causalExact : nullptr, outcome->inputMemo };
    if (exactAnswers(*exact, request.causal))
        kept.exact = exact;
    else if (!request.causal && exactAnswers(*exact, true))
        kept.causalExact = exact;
    {
        QMutexLocker lock(&m_cacheMutex);
        m_cache = std::move(kept);
    }
    return outcome;
}

} // namespace attnlab::app
