#include "app/compute/outcome.h"

#include "core/builtin_catalogues.h"

#include <QElapsedTimer>

namespace attnlab::app {

std::shared_ptr<ComputeOutcome> computeOutcome(const ComputeRequest& request, const core::CancelFlag& cancel,
    std::shared_ptr<const core::Sequence> sameInput, std::shared_ptr<const core::Result> exact,
    std::shared_ptr<core::InputMemo> inputMemo, const std::shared_ptr<core::RecycledMatrices>& recycledMaps)
{
    QElapsedTimer timer;
    timer.start();
    // Its maps go back where they came from when the last holder lets go (a view, the window, a pool thread).
    std::shared_ptr<ComputeOutcome> outcome(
        new ComputeOutcome, [maps = std::weak_ptr<core::RecycledMatrices>(recycledMaps)](ComputeOutcome* dropped) {
            const std::unique_ptr<ComputeOutcome> freed(dropped);
            if (const auto into = maps.lock())
                core::giveBackMaps(dropped->comparison.variant, *into);
        });
    outcome->request = request;
    if (sameInput) {
        outcome->sequence = std::move(sameInput);
        outcome->inputMemo = inputMemo ? std::move(inputMemo) : std::make_shared<core::InputMemo>();
    } else {
        exact = nullptr; // an exact result and a memo answer only the input they were made for
        outcome->inputMemo = std::make_shared<core::InputMemo>();
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
    // Spectra are the views' own work (the Spectrum panel, the Decisions dock): they keep A's while the input stays
    // the same, where a variant run would decompose it again at every change of its parameters.
    options.wantSpectra = false;
    options.inputMemo = outcome->inputMemo;
    options.recycledMaps = recycledMaps;
    outcome->comparison
        = compareWithExact(outcome->sequence->problem, variant, request.variantParams, options, std::move(exact));
    outcome->seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
    return outcome;
}

} // namespace attnlab::app
