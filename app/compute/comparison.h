#pragma once

#include "core/analysis/metrics.h"
#include "core/result.h"
#include "core/scenario.h"
#include "core/variant.h"

#include <memory>

namespace attnlab::app {

// A variant's result beside the exact one on the same input: what the window shows and `compute --json` prints.
struct Comparison {
    std::shared_ptr<const core::Result> exact;
    core::Result variant;
    core::Metrics metrics;
};

// Runs `full` (unless `exact` is given and answers the comparison's causality: it depends only on the input, so the
// GUI reuses it while only the variant's parameters change) and the variant, then compares. `full` at its defaults is the exact run itself, so
// it runs once. Throws core::Error and core::Cancelled.
Comparison compareWithExact(const core::Problem& problem, const core::Variant& variant, const core::Params& params,
                            const core::RunOptions& options, std::shared_ptr<const core::Result> exact = nullptr);

// Whether `exact` is the exact result with (or without) the causal mask, by the pairs it evaluated.
bool exactAnswers(const core::Result& exact, bool causal);

std::shared_ptr<const core::Result> computeExact(const core::Problem& problem, const core::RunOptions& options);

} // namespace attnlab::app
