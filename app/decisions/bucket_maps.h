#pragma once

#include "app/compute/outcome.h"
#include "widgets/heatmap/bucket_order.h"
#include "widgets/heatmap/map_display.h"
#include "core/recycled_matrices.h"

#include <QSize>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attnlab::app {

// The extras names of a bucketing variant's labels in round 0 (lsh's buckets, kmeans's clusters).
struct BucketLabelKeys {
    std::string queries;
    std::string keys;
};
// None for a variant that does not bucket its tokens.
std::optional<BucketLabelKeys> bucketLabelKeys(const QString& variantId);

// What the bucket maps are worked out for: sorted by bucket or in sequence order, and the plot areas of the two
// views, which their cells are pooled to.
struct BucketMapsPlan {
    bool reordered = true;
    QSize variantArea;
    QSize exactArea;
};

// What the Decisions dock's two bucket maps show for one hashing round of an outcome. Sorting both N x N maps and
// pooling them takes longer than the lsh kernel at N = 4096, so the window has it made on its compute worker, in
// the job that made the outcome, and the dock only swaps it in.
struct BucketMaps {
    int round = 0;
    bool reorderedAsked = true; // what the plan asked for
    std::vector<int> queryLabels; // the round's label of every query and key (empty when the variant gave none)
    std::vector<int> keyLabels;
    bool reordered = false; // sorted: asked for, and both label lists cover the sequence
    // The token at each row and column position (sorted, or 0 .. N-1) and, when sorted, the runs of equal labels.
    widgets::BucketOrder rows;
    widgets::BucketOrder columns;
    float largest = 0; // the largest entry of both maps: their shared colour range
    // The maps as drawn: copies sorted by bucket; null in sequence order, where the outcome's own maps are drawn (not
    // held here: the outcome holds this).
    std::shared_ptr<const core::Matrix> variantMap;
    std::shared_ptr<const core::Matrix> exactMap;
    // Their ranges and pooled cells (MapDisplay::answers() tells whether one was made, for a map of N x N).
    widgets::MapDisplay variantDisplay;
    widgets::MapDisplay exactDisplay;

    bool answers(int askedRound, bool askedReordered) const
    {
        return round == askedRound && reorderedAsked == askedReordered;
    }
};

// Works out the bucket maps of `round` (on any thread; both maps at once).
// The sorted copies take their buffers from `buffers` when given.
BucketMaps prepareBucketMaps(const ComputeOutcome& outcome, const BucketLabelKeys& keys, int round,
    const BucketMapsPlan& plan, core::RecycledMatrices* buffers = nullptr);

} // namespace attnlab::app
