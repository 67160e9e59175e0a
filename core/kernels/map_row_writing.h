#pragma once

#include "core/kernels/aligned_floats.h"
#include "core/matrix.h"
#include "core/run_options.h"

#include <cstddef>

namespace attnlab::core {

// How a kernel writes the rows of an N x N map (display only), each zero but for its few weights. A large map goes
// to memory with non-temporal stores, which do not first read each line into the cache: at N = 4096 a 64 MiB map's
// zeroing took 2.5 times as long with ordinary stores (7-9 against 3-3.5 ms on one thread). Its weights are written
// into a staging row that stays in the cache, which is then streamed whole: weights stored into a map row just
// streamed missed the cache one line at a time (the hottest instruction of multihead's map writing at N = 4096,
// in perf). A map that fits in the caches is written in place with ordinary stores: its reader (the display's
// pooling) finds it there. One writer per thread's run of rows: it orders its stores before the end of its life.
class MapRowWriter {
public:
    explicit MapRowWriter(Matrix& map);
    ~MapRowWriter();
    MapRowWriter(const MapRowWriter&) = delete;
    MapRowWriter& operator=(const MapRowWriter&) = delete;

    // Where row i's weights go: a row of zeros, the map's own or the staging row. Call commit(i) once they are in.
    float* row(int i);
    // Puts row i into the map (a no-op when it was written in place).
    void commit(int i);
    bool streaming() const { return m_streaming; }

private:
    Matrix& m_map;
    bool m_streaming;
    AlignedFloats m_staging;
};

// Zeroes a whole map for a kernel that then writes its blocks: a large one rows in parallel with non-temporal stores
// (one thread's memset of a 64 MiB map took 7-9 ms, serial before the kernel's parallel work), a small one on the
// calling thread (a loop of its own would wait for its threads longer than the memset takes).
void zeroMap(Matrix& map, const RunOptions& options);

} // namespace attnlab::core
