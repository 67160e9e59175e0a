#pragma once

#include "core/matrix.h"
#include "core/run_options.h"

#include <cstddef>

namespace attnlab::core {

// How a kernel zeroes the rows of an N x N map (display only) before it writes each row's weights. A large map is
// zeroed with non-temporal stores, which go to memory without first reading each line into the cache: at N = 4096
// a 64 MiB map's zeroing took 2.5 times as long with ordinary stores (7-9 against 3-3.5 ms on one thread, a row
// then its few weights). A map that fits in the caches keeps ordinary stores: its reader (the display's pooling)
// finds it there.
class MapRowZeroing {
public:
    MapRowZeroing(std::size_t rows, std::size_t columns);

    // Zeroes one row of `columns` floats.
    void zero(float* row) const;
    // Orders the non-temporal stores before what follows: call it at the end of a parallel chunk, before another
    // thread may read the rows it zeroed.
    void finish() const;
    bool streaming() const { return m_streaming; }

private:
    std::size_t m_columns;
    bool m_streaming;
};

// Zeroes a whole map for a kernel that then writes its blocks: a large one rows in parallel with non-temporal stores
// (one thread's memset of a 64 MiB map took 7-9 ms, serial before the kernel's parallel work), a small one on the
// calling thread (a loop of its own would wait for its threads longer than the memset takes).
void zeroMap(Matrix& map, const RunOptions& options);

} // namespace attnlab::core
