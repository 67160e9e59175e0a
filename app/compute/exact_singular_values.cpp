#include "app/compute/exact_singular_values.h"

#include "core/analysis/exact_map_double.h"
#include "core/analysis/spectrum.h"

namespace attnlab::app {

namespace {

std::shared_ptr<const Eigen::VectorXd> decomposed(const core::Problem& input, bool causal)
{
    // Only Q, K and the scale enter A: V and X stay where they are.
    core::Problem problem;
    problem.q = input.q;
    problem.k = input.k;
    problem.scale = input.scale;
    problem.causal = causal;
    return std::make_shared<const Eigen::VectorXd>(core::singularValues(core::exactMapInDouble(problem)));
}

} // namespace

std::shared_ptr<const Eigen::VectorXd> exactSingularValues(const ComputeOutcome& outcome, bool causal)
{
    const core::Problem& input = outcome.sequence->problem;
    if (!outcome.inputMemo)
        return decomposed(input, causal);
    return outcome.inputMemo->findOrMake<Eigen::VectorXd>(
        core::exactSingularValuesKey(causal), [&] { return decomposed(input, causal); });
}

bool hasExactSingularValues(const ComputeOutcome& outcome, bool causal)
{
    return outcome.inputMemo && outcome.inputMemo->holds(core::exactSingularValuesKey(causal));
}

} // namespace attnlab::app
