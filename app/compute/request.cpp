#include "app/compute/request.h"

namespace attnlab::app {

ComputeRequest computeRequestFor(const core::LabSetup& setup)
{
    ComputeRequest request;
    request.scenarioId = QString::fromStdString(setup.source);
    if (setup.usesImported()) {
        if (setup.imported)
            request.imported = setup.imported->sequence;
    } else {
        request.scenarioParams = setup.currentScenarioParams();
    }
    request.causal = setup.causal;
    request.scale = setup.scale;
    request.variantId = QString::fromStdString(setup.variantId);
    request.variantParams = setup.currentVariantParams();
    return request;
}

} // namespace attnlab::app
