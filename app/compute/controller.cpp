#include "app/compute/controller.h"

#include "core/builtin_catalogues.h"
#include "core/error.h"

#include <QElapsedTimer>
#include <QMutexLocker>

namespace attnlab::app {

ComputeController::ComputeController(QObject* parent) : QObject(parent)
{
    connect(&m_worker, &SupersedingWorker::idle, this, &ComputeController::idle);
}

ComputeController::~ComputeController() = default; // m_worker cancels the request and waits for it

void ComputeController::request(const ComputeRequest& request)
{
    const bool wasIdle = !m_worker.isBusy();
    m_worker.start([this, request](const SupersedingWorker::Job& job) {
        try {
            std::shared_ptr<const ComputeOutcome> outcome = compute(request, job.cancel());
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

std::shared_ptr<const ComputeOutcome> ComputeController::compute(const ComputeRequest& request,
                                                                 const core::CancelFlag& cancel)
{
    QElapsedTimer timer;
    timer.start();
    CachedInput cached;
    {
        QMutexLocker lock(&m_cacheMutex);
        cached = m_cache;
    }
    auto outcome = std::make_shared<ComputeOutcome>();
    outcome->request = request;
    const bool reuseInput = cached.sequence && cached.request.sameInput(request);
    if (reuseInput) {
        outcome->sequence = cached.sequence;
    } else {
        core::Sequence sequence = request.imported
            ? *request.imported
            : core::builtinScenarios().get(request.scenarioId.toStdString(), "scenario").make(request.scenarioParams);
        sequence.problem.causal = request.causal;
        sequence.problem.scale = request.scale;
        outcome->sequence = std::make_shared<const core::Sequence>(std::move(sequence));
    }
    cancel.throwIfCancelled();
    outcome->tokens.reserve(static_cast<int>(outcome->sequence->tokens.size()));
    for (const std::string& token : outcome->sequence->tokens)
        outcome->tokens << QString::fromStdString(token);

    const core::Variant& variant = core::builtinVariants().get(request.variantId.toStdString(), "variant");
    outcome->variant = &variant;
    outcome->params = variant.resolve(request.variantParams);
    core::RunOptions options;
    options.cancel = cancel;
    // Maps are N x N display buffers: built up to kLargestMapN, beyond it the window shows metrics only.
    options.wantMap = outcome->sequence->problem.n() <= kLargestMapN;
    outcome->comparison = compareWithExact(outcome->sequence->problem, variant, request.variantParams, options,
                                           reuseInput ? cached.exact : nullptr);
    // The exact result is cached only when it answers this very input (memory variants compare with the causal
    // exact result whatever the input says).
    const bool exactAnswersInput = outcome->comparison.exact->pattern.kind()
        == (request.causal ? core::Pattern::Kind::CausalPairs : core::Pattern::Kind::AllPairs);
    {
        QMutexLocker lock(&m_cacheMutex);
        m_cache = CachedInput{request, outcome->sequence,
                              exactAnswersInput ? outcome->comparison.exact : (reuseInput ? cached.exact : nullptr)};
    }
    outcome->seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
    return outcome;
}

} // namespace attnlab::app
