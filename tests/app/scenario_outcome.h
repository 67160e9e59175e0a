#pragma once

// Outcomes built as app::ComputeController builds them, for the panel tests.

#include "app/compute/comparison.h"
#include "app/compute/controller.h"
#include "core/builtin_catalogues.h"

#include <QString>

#include <map>
#include <memory>
#include <string>

namespace attnlab::test {

using TextParams = std::map<std::string, std::string>;

// What the controller works out once on the worker for every view: the variant the request names, its parameters
// with the defaults filled in, and one label per token of the sequence.
// A request for a generated sequence of n tokens and a variant, every other parameter at its default.
inline app::ComputeRequest scenarioRequest(const std::string& scenarioId, int n, const QString& variantId)
{
    const core::Scenario& scenario = core::builtinScenarios().get(scenarioId, "scenario");
    app::ComputeRequest request;
    request.scenarioId = QString::fromStdString(scenarioId);
    request.scenarioParams.set(scenario.info().params, "n", core::ParamValue(static_cast<long long>(n)));
    request.variantId = variantId;
    return request;
}

inline void describeOutcome(app::ComputeOutcome& outcome)
{
    outcome.variant = &core::builtinVariants().get(outcome.request.variantId.toStdString(), "variant");
    outcome.params = outcome.variant->resolve(outcome.request.variantParams);
    outcome.tokens.clear();
    if (outcome.sequence)
        for (const std::string& token : outcome.sequence->tokens)
            outcome.tokens << QString::fromStdString(token);
}

// The scenario with N tokens (its other parameters at their defaults) and the variant at `variantParams` (the rest
// at their defaults), run beside the exact result through app::compareWithExact, with or without the maps.
inline std::shared_ptr<const app::ComputeOutcome> runScenarioOutcome(const std::string& scenarioId,
    const QString& variantId, const TextParams& variantParams, int n, bool causal, bool wantMap)
{
    const core::Scenario& scenario = core::builtinScenarios().get(scenarioId, "scenario");
    const core::Variant& variant = core::builtinVariants().get(variantId.toStdString(), "variant");
    auto outcome = std::make_shared<app::ComputeOutcome>();
    outcome->request.scenarioId = QString::fromStdString(scenarioId);
    outcome->request.scenarioParams.set(scenario.info().params, "n", core::ParamValue(static_cast<long long>(n)));
    outcome->request.causal = causal;
    outcome->request.variantId = variantId;
    for (const auto& [name, value] : variantParams)
        outcome->request.variantParams.setFromText(variant.info().params, name, value);
    core::Sequence sequence = scenario.make(scenario.resolve(outcome->request.scenarioParams));
    sequence.problem.causal = causal;
    outcome->sequence = std::make_shared<const core::Sequence>(std::move(sequence));
    outcome->inputMemo = std::make_shared<core::InputMemo>(); // the input's, as the controller keeps it
    core::RunOptions options;
    options.wantMap = wantMap;
    options.inputMemo = outcome->inputMemo;
    outcome->comparison
        = app::compareWithExact(outcome->sequence->problem, variant, outcome->request.variantParams, options);
    describeOutcome(*outcome);
    return outcome;
}

} // namespace attnlab::test
