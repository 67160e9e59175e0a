#include "app/decisions/bucket_maps.h"

#include "core/extra_keys.h"
#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <numeric>
#include <thread>

namespace attnlab::app {

namespace {

std::vector<int> labelsOf(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.labels.find(name);
    return found != result.extras.labels.end() ? found->second : std::vector<int>();
}

widgets::BucketOrder sequenceOrder(int count)
{
    widgets::BucketOrder order;
    order.order.resize(static_cast<std::size_t>(std::max(0, count)));
    std::iota(order.order.begin(), order.order.end(), 0);
    order.positions = order.order;
    return order;
}

float largestEntry(const std::optional<core::Matrix>& map)
{
    return map && map->size() > 0 ? map->maxCoeff() : 0.0f;
}

} // namespace

std::optional<BucketLabelKeys> bucketLabelKeys(const QString& variantId)
{
    if (variantId == QLatin1String("lsh"))
        return BucketLabelKeys { core::extra_keys::kQueryBuckets, core::extra_keys::kKeyBuckets };
    if (variantId == QLatin1String("kmeans"))
        return BucketLabelKeys { core::extra_keys::kQueryClusters, core::extra_keys::kKeyClusters };
    return std::nullopt;
}

BucketMaps prepareBucketMaps(const ComputeOutcome& outcome, const BucketLabelKeys& keys, int round,
    const BucketMapsPlan& plan, core::RecycledMatrices* buffers)
{
    BucketMaps maps;
    maps.round = round;
    maps.reorderedAsked = plan.reordered;
    const Comparison& comparison = outcome.comparison;
    maps.queryLabels = labelsOf(comparison.variant, core::extra_keys::ofRound(keys.queries, round));
    maps.keyLabels = labelsOf(comparison.variant, core::extra_keys::ofRound(keys.keys, round));
    const int n = outcome.sequence ? outcome.sequence->problem.n() : static_cast<int>(maps.queryLabels.size());
    maps.reordered = plan.reordered && static_cast<int>(maps.queryLabels.size()) == n
        && static_cast<int>(maps.keyLabels.size()) == n;
    maps.rows = maps.reordered ? widgets::bucketOrder(maps.queryLabels) : sequenceOrder(n);
    maps.columns = maps.reordered ? widgets::bucketOrder(maps.keyLabels) : sequenceOrder(n);

    const auto prepare = [&](const std::optional<core::Matrix>& map, const QSize& area,
                             std::shared_ptr<const core::Matrix>& drawn, widgets::MapDisplay& display) {
        if (!map || map->rows() != n || map->cols() != n)
            return;
        if (maps.reordered) {
            const std::shared_ptr<core::Matrix> sorted
                = buffers ? buffers->takeShared(n, n) : std::make_shared<core::Matrix>(n, n);
            display = widgets::permuteIntoWithDisplay(
                *map, maps.rows.order, maps.columns.order, *sorted, area, core::PoolMode::Mean);
            drawn = sorted;
        } else {
            display = widgets::prepareMapDisplay(*map, area, core::PoolMode::Mean);
        }
    };
    // Both maps at once for a large input; starting a thread costs more than sorting a small one.
    const int threads = n >= 1024 ? static_cast<int>(std::max(1U, std::thread::hardware_concurrency())) : 1;
    core::parallelFor(2, 1, threads, core::CancelFlag(), [&](int begin, int end) {
        for (int task = begin; task < end; ++task) {
            if (task == 0)
                prepare(comparison.variant.map, plan.variantArea, maps.variantMap, maps.variantDisplay);
            else
                prepare(comparison.exact->map, plan.exactArea, maps.exactMap, maps.exactDisplay);
        }
    });
    // The colour range: a prepared display already holds its map's largest finite entry (a sorted copy has the
    // map's entries), so only a map that was not prepared is scanned again (two serial passes of 64 MiB at 4096).
    const auto largestOf = [](const std::optional<core::Matrix>& map, const widgets::MapDisplay& display) {
        return display.rows > 0 ? display.maximum : largestEntry(map);
    };
    maps.largest = std::max(largestOf(comparison.variant.map, maps.variantDisplay),
        largestOf(comparison.exact->map, maps.exactDisplay));
    return maps;
}

} // namespace attnlab::app
