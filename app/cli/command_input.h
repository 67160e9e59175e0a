#pragma once

#include "app/cli/argument_list.h"
#include "core/scenario.h"
#include "core/variant.h"

#include <QString>

#include <array>
#include <string>

namespace attnlab::app {

// The input and variant options shared by `compute` and `render` (../shared/spec/cli.md).
struct CommandInput {
    core::Sequence sequence; // causal and scale applied
    const core::Variant* variant = nullptr;
    core::Params params; // every parameter, defaults filled in
    // Where the sequence came from: a scenario with the parameters given (empty id for .npy files), or the files.
    QString scenarioId;
    core::Params scenarioParams;
    std::array<std::string, 4> inputPaths; // Q, K, V, X (X empty when not given)
};

// Takes --variant, --set, --causal, --scale and either --q/--k/--v[/--x] or --scenario with its options out of
// `arguments`. Throws UsageError for a wrong command line (bad or missing option, parameter out of range) and
// core::Error for inputs that cannot be read (a malformed .npy, shapes that disagree).
CommandInput takeCommandInput(ArgumentList& arguments);

} // namespace attnlab::app
