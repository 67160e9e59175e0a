#pragma once

#include "core/lab_setup.h"
#include "core/params.h"
#include "core/scenario.h"

#include <QMetaType>
#include <QString>

#include <memory>
#include <optional>

namespace attnlab::app {

// Everything the window asks the engine for: the input (a scenario and its parameters, causal, scale) and the
// variant with its parameters. A value type: the controller compares requests to reuse what did not change.
struct ComputeRequest {
    QString scenarioId;
    core::Params scenarioParams;
    // The user's own Q, K, V (and X) loaded from .npy files: when set, it is the input and the scenario is unused.
    std::shared_ptr<const core::Sequence> imported;
    bool causal = false;
    std::optional<double> scale;
    QString variantId;
    core::Params variantParams;

    // The exact result depends on these alone.
    bool operator==(const ComputeRequest& other) const
    {
        return sameInput(other) && variantId == other.variantId && variantParams == other.variantParams;
    }
    bool operator!=(const ComputeRequest& other) const { return !(*this == other); }

    bool sameInput(const ComputeRequest& other) const
    {
        return imported == other.imported && scenarioId == other.scenarioId && scenarioParams == other.scenarioParams
            && causal == other.causal && scale == other.scale;
    }
};

// What the engine is asked for the lab's setup: the current scenario with its kept parameters (or the imported
// files, once read), the options, and the current variant with its kept parameters.
ComputeRequest computeRequestFor(const core::LabSetup& setup);

} // namespace attnlab::app

Q_DECLARE_METATYPE(attnlab::app::ComputeRequest)
