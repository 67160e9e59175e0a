#pragma once

#include "core/matrix.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

namespace attnlab::core {

struct Result;
struct RunOptions;

// Matrices handed out again once their holder is done with them: the N x N maps a change of the window makes anew
// (the variant's, each head's, the exact one) and the display buffers derived from them (the difference, the maps
// sorted by bucket). A new 64 MiB matrix is fresh memory: its first touch page-faults, which costs four times the
// pass that fills it (about 23 against 5 ms on two threads here), and its release unmaps it on whichever thread
// lets go last. Thread-safe; keeps at most `keep` spares, all of one shape (a spare of another shape answers an
// input no longer shown and is freed by the next take).
class RecycledMatrices : public std::enable_shared_from_this<RecycledMatrices> {
public:
    static std::shared_ptr<RecycledMatrices> create(std::size_t keep = 3);

    // A rows x cols matrix with unspecified entries: a spare of that shape, or a new one.
    Matrix take(Eigen::Index rows, Eigen::Index cols);
    // The same, shared: released by its last holder, it comes back here while this lives.
    std::shared_ptr<Matrix> takeShared(Eigen::Index rows, Eigen::Index cols);
    // Kept as a spare while there is room (freed otherwise).
    void giveBack(Matrix&& matrix);
    // Frees every spare (the window's memory when it has been idle a while).
    void release();
    std::size_t spareCount() const;

private:
    explicit RecycledMatrices(std::size_t keep) : m_keep(keep) { }

    mutable std::mutex m_mutex;
    std::vector<Matrix> m_spare; // guarded by m_mutex
    std::size_t m_keep;
};

// Storage for an N x N map the caller writes entry by entry: from the options' recycled matrices when it has them,
// else new. Its entries are unspecified (a recycled one holds an earlier map's): every entry must be written.
Matrix mapStorage(const RunOptions& options, Eigen::Index rows, Eigen::Index cols);

// Gives a result's map and every extra matrix of the map's shape (a multi-head variant's heads) back to `into`: for a
// result about to be dropped, whose maps are left empty.
void giveBackMaps(Result& result, RecycledMatrices& into);

} // namespace attnlab::core
