#pragma once

#include "app/compute/comparison.h"
#include "app/compute/request.h"
#include "core/cancel_flag.h"
#include "core/input_memo.h"
#include "core/recycled_matrices.h"
#include "core/scenario.h"

#include <QMetaType>
#include <QStringList>

#include <memory>

namespace attnlab::app {

// Largest N whose N x N maps are built for display (three such float maps take 200 MiB at this size).
constexpr int kLargestMapN = 4096;

struct PreparedDisplay; // app/window/display_preparation.h

// What one request produced, with what every view needs to show it worked out once, on the worker.
struct ComputeOutcome {
    ComputeRequest request;
    const core::Variant* variant = nullptr; // the variant that ran (never null in a delivered outcome)
    core::Params params; // its parameters with the defaults filled in
    std::shared_ptr<const core::Sequence> sequence;
    // What variants derived from this input alone (svd's decomposition), for the next request on the same input.
    std::shared_ptr<core::InputMemo> inputMemo;
    QStringList tokens; // one label per row of the sequence (empty labels where the input has none)
    Comparison comparison;
    double seconds = 0; // wall time of the whole request
    // What the window's views derive from it (ranges, the difference, pooled and sorted maps), worked out on the
    // worker after the computation; null where nobody asked for it (the command line, the handouts).
    std::shared_ptr<const PreparedDisplay> display;
};

// What a request asks for, computed on the calling thread (the window's controller runs it on its worker; the
// command line and the lesson handouts call it directly). `sameInput` (a sequence made for a request with the same
// input), `exact` (the exact result on it) and `inputMemo` (an earlier outcome's, on it) are reused when given;
// maps are built up to kLargestMapN. With `recycledMaps`, the maps are taken from it and go back to it when the
// outcome (the exact result, for its map) is dropped.
std::shared_ptr<ComputeOutcome> computeOutcome(const ComputeRequest& request, const core::CancelFlag& cancel,
    std::shared_ptr<const core::Sequence> sameInput = nullptr, std::shared_ptr<const core::Result> exact = nullptr,
    std::shared_ptr<core::InputMemo> inputMemo = nullptr,
    const std::shared_ptr<core::RecycledMatrices>& recycledMaps = nullptr);

} // namespace attnlab::app

Q_DECLARE_METATYPE(std::shared_ptr<const attnlab::app::ComputeOutcome>)
