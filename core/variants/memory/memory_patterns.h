#pragma once

// What each query of a memory variant reads (../shared/spec/variants.md, family `memory`), decided in one place. The
// variants build their patterns from these functions and memoryReads() (memory_reads.h, for the GUI's timeline) calls
// the same ones, so the picture of "what query i read" cannot disagree with what was computed.
//
// A query's reads are ranges of positions, in ascending order, disjoint, never past the query (memory over a stream
// is causal by definition, whatever Problem::causal says) and ending with the query itself, so no row is empty.
// Work is proportional to the reads produced: no pattern is built by testing all N^2 pairs.

#include "core/cancel_flag.h"
#include "core/kernels/slot_attention.h"
#include "core/matrix.h"
#include "core/pattern.h"

#include <functional>
#include <string>
#include <vector>

namespace attnlab::core {

enum class MemoryReadKind {
    Cache, // recent states read as they are: the cache window
    Pooled, // one slot: the mean key and mean value of the positions it spans
    Kept, // one earlier key kept by the priority memory (first == last)
    Chunk, // a chunk read as it is: transformer_xl's chunks, block_memory's own chunk
};

// "cache", "pooled", "kept", "chunk": for labels and files.
std::string memoryReadKindName(MemoryReadKind kind);

// Positions first..last (inclusive) that one query reads in one way.
struct MemoryRead {
    MemoryReadKind kind = MemoryReadKind::Cache;
    int first = 0;
    int last = 0;

    bool operator==(const MemoryRead& other) const
    {
        return kind == other.kind && first == other.first && last == other.last;
    }
};

// cache_window: Cache [i-window+1, i] (clipped at 0).
void appendCacheWindowReads(int i, long long window, std::vector<MemoryRead>& reads);

// transformer_xl: one Chunk per chunk from floor(i/chunk)-memoryChunks (clipped at 0) to i's own, the last one
// ending at i.
void appendTransformerXlReads(int i, long long chunk, long long memoryChunks, std::vector<MemoryRead>& reads);

// mean_memory: Pooled [0, i-window] when i >= window, then the Cache window.
void appendMeanMemoryReads(int i, long long window, std::vector<MemoryRead>& reads);

// block_memory: one Pooled slot per earlier chunk, the last `slots` of them, then Chunk [start of i's chunk, i].
void appendBlockMemoryReads(int i, long long chunk, long long slotCount, std::vector<MemoryRead>& reads);

// priority_memory: the `slots` keys j < i-window+1 with the largest norm(k_j) (ties -> lower j), kept as a small
// queue that admits each key once, when it leaves the cache window, instead of sorting the past for every query.
// Holds a reference to `keys`: they must outlive it.
class PriorityMemory {
public:
    PriorityMemory(const Matrix& keys, long long window, long long slotCount);

    // Appends query i's reads: one Kept read per kept key (ascending), then the Cache window. Queries must come in
    // non-decreasing order (throws Error otherwise): the queue only moves forward.
    void appendReads(int i, std::vector<MemoryRead>& reads);

    // The kept keys after the last query asked for, ascending.
    std::vector<int> keptPositions() const;
    // d multiply-adds per key whose norm was taken (only keys that left the window, and none when slots = 0).
    double normMadds() const { return m_normMadds; }
    // Bytes the queue holds for a sequence of n keys (it is reserved at full size once).
    static double queueBytes(int n, long long slotCount);

private:
    struct Entry {
        int position;
        double squaredNorm;
    };
    void admit(int position);

    const Matrix& m_keys;
    long long m_window;
    long long m_slotCount;
    int m_nextCandidate = 0;
    int m_lastQuery = -1;
    double m_normMadds = 0;
    std::vector<Entry> m_kept; // ascending position
};

// Splits reads into real keys (every position of a Cache, Kept or Chunk read) and slots (one per Pooled read).
void appendKeysAndSlots(
    const std::vector<MemoryRead>& reads, std::vector<int>& keys, std::vector<PooledSlot>& pooledSlots);

// Appends query i's reads. Called for i = 0, 1, ..., n-1 in order, on one thread.
using QueryReads = std::function<void(int i, std::vector<MemoryRead>& reads)>;

// The pattern whose row i holds every position query i reads (a pooled slot marks all the positions it pools, so
// the support of M equals the pattern). Throws Error when a row's reads overlap or are out of order.
Pattern patternOfReads(int n, const QueryReads& readsOf, const CancelFlag& cancel);

} // namespace attnlab::core
