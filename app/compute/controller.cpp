#include "app/compute/controller.h"

#include "core/builtin_catalogues.h"
#include "core/error.h"

#include <QMutexLocker>

namespace attnlab::app {

ComputeController::ComputeController(QObject* parent) : QObject(parent)
{
    connect(&m_worker, &SupersedingWorker::idle, this, &ComputeController::idle);
}

ComputeController::~ComputeController() = default; // m_worker cancels the request and waits for it

void ComputeController::request(const ComputeRequest& request, DisplayPreparation prepare)
{
    const bool wasIdle = !m_worker.isBusy();
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
    std::shared_ptr<ComputeOutcome> outcome
        = computeOutcome(request, cancel, reuseInput ? cached.sequence : nullptr, reuseInput ? cached.exact : nullptr);
    // The exact result is cached only when it answers this very input (memory variants compare with the causal
    // exact result whatever the input says).
    const bool exactAnswersInput = outcome->comparison.exact->pattern.kind()
        == (request.causal ? core::Pattern::Kind::CausalPairs : core::Pattern::Kind::AllPairs);
    {
        QMutexLocker lock(&m_cacheMutex);
        m_cache = CachedInput { request, outcome->sequence,
            exactAnswersInput ? outcome->comparison.exact : (reuseInput ? cached.exact : nullptr) };
    }
    return outcome;
}

} // namespace attnlab::app
