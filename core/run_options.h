#pragma once

#include "core/cancel_flag.h"
#include "core/input_memo.h"

#include <memory>

namespace attnlab::core {

class RecycledMatrices;
class WorkerPool;

// How exact attention is computed; Auto picks by size.
enum class ExactPath { Auto, Dense, Tiled };

struct RunOptions {
    bool wantMap = true; // build M (display only; costs N^2 memory)
    // With the map, the singular values of A and M as extras (linformer, lowdim): two O(N^3) SVDs that cannot be
    // cancelled midway, so a caller that only needs the map (the gallery's thumbnails) turns them off.
    bool wantSpectra = true;
    CancelFlag cancel;
    int threads = 0; // 0: one per hardware thread
    ExactPath exactPath = ExactPath::Auto;
    // Variant::run checks the problem's values (every one finite: a pass over Q, K and V) and the run's memory need
    // against the budget (memory_budget.h) unless the caller already did for this problem: the benchmark checks on
    // its untimed warm-up run, so its timed runs measure the method alone (the pass over Q, K and V took 5-8% of a
    // sparse run at N = 65,536, the analytic cost 0.1 ms of a 1.7 ms local run at N = 4096). Shapes are checked
    // either way.
    bool problemChecked = false;
    // Where a variant may keep and find work derived from this input alone (null: nothing is kept).
    std::shared_ptr<InputMemo> inputMemo;
    // Where N x N maps come from (mapStorage) and where the caller gives them back when it drops a result (null:
    // new memory each time). The window recycles its maps so that a change does not page-fault 64 MiB a map.
    std::shared_ptr<RecycledMatrices> recycledMaps;
    // Threads kept between parallel loops (null: each loop starts its own). A pool with fewer helpers than the
    // loop's threads less one is not used.
    std::shared_ptr<WorkerPool> workerPool;
};

int effectiveThreads(const RunOptions& options);

} // namespace attnlab::core
