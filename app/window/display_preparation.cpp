#include "app/window/display_preparation.h"

#include "app/decisions/kept_keys.h"
#include "app/window/head_maps.h"
#include "core/kernels/parallel_for.h"

#include <QElapsedTimer>

namespace attnlab::app {

std::shared_ptr<const PreparedDisplay> prepareDisplay(
    const ComputeOutcome& outcome, const DisplayPlan& plan, const core::CancelFlag& cancel)
{
    QElapsedTimer timer;
    timer.start();
    auto prepared = std::make_shared<PreparedDisplay>();
    const Comparison& comparison = outcome.comparison;
    if (comparison.exact->map && comparison.variant.map) {
        const core::Matrix& exact = *comparison.exact->map;
        prepared->maps = widgets::prepareComparisonDisplay(
            exact, *comparison.variant.map, plan.mapAreas, plan.shownExact.get() != &exact, cancel, plan.buffers.get(), plan.shownExactRange);
    }
    cancel.throwIfCancelled();
    // The Decisions dock sorts the maps by the first round's labels when the variant gave them.
    const std::optional<BucketLabelKeys> keys = bucketLabelKeys(outcome.request.variantId);
    const auto& labels = comparison.variant.extras.labels;
    if (keys && labels.count(keys->queries) > 0 && labels.count(keys->keys) > 0)
        prepared->buckets = prepareBucketMaps(outcome, *keys, 0, plan.buckets, plan.buffers.get());
    prepared->projection = prepareProjectionMaps(outcome, plan.projection);
    cancel.throwIfCancelled();
    if (comparison.variant.map && KeptKeysDecisions::explains(outcome)) {
        prepared->keptKeys
            = widgets::prepareMapDisplay(*comparison.variant.map, plan.keptKeysArea, core::PoolMode::Mean);
        cancel.throwIfCancelled();
    }
    // Every head's range (their largest weight sets the heads' shared colour range) and cells: a pass over each
    // head's map (64 MiB at N = 4096, eight of them at eight heads), one head per core.
    std::vector<const core::Matrix*> heads;
    for (int t = 0; const core::Matrix* head = headMap(comparison.variant, t); ++t)
        heads.push_back(head);
    prepared->heads.resize(heads.size());
    const QSize headArea = plan.headGrid.plotArea(static_cast<int>(heads.size()));
    core::parallelFor(static_cast<int>(heads.size()), 1, core::effectiveThreads(core::RunOptions {}), cancel,
        [&](int begin, int end) {
            for (int t = begin; t < end; ++t)
                prepared->heads[static_cast<std::size_t>(t)] = widgets::prepareMapDisplay(
                    *heads[static_cast<std::size_t>(t)], headArea, core::PoolMode::Mean);
        });
    cancel.throwIfCancelled();
    prepared->seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
    return prepared;
}

} // namespace attnlab::app
