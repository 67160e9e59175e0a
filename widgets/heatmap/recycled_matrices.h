#pragma once

#include "core/matrix.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

namespace attnlab::widgets {

// Matrices handed out again once their last holder lets go, for the N x N display buffers a change makes anew (the
// difference, the maps sorted by bucket). A new 64 MiB matrix is fresh memory: its first touch page-faults, which
// costs more than the pass that fills it, and its release unmaps it on whichever thread drops it last (the GUI
// thread). Thread-safe; keeps at most `keep` spare matrices.
class RecycledMatrices : public std::enable_shared_from_this<RecycledMatrices> {
public:
    static std::shared_ptr<RecycledMatrices> create(std::size_t keep = 3);

    // A rows x cols matrix with unspecified entries (a spare of that shape, or a new one). Released by its last
    // holder, it comes back here while this lives.
    std::shared_ptr<core::Matrix> take(Eigen::Index rows, Eigen::Index cols);
    std::size_t spareCount() const;

private:
    explicit RecycledMatrices(std::size_t keep) : m_keep(keep) { }
    void giveBack(core::Matrix* matrix);

    mutable std::mutex m_mutex;
    std::vector<std::unique_ptr<core::Matrix>> m_spare; // guarded by m_mutex
    std::size_t m_keep;
};

} // namespace attnlab::widgets
