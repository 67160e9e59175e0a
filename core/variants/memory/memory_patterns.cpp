#include "core/variants/memory/memory_patterns.h"

#include "core/error.h"

#include <algorithm>

namespace attnlab::core {

namespace {

// Cancellation is checked between groups of rows: often enough to stop quickly, rarely enough to cost nothing.
constexpr int kRowsBetweenCancelChecks = 4096;

void addRead(MemoryReadKind kind, long long first, long long last, std::vector<MemoryRead>& reads)
{
    reads.push_back(MemoryRead { kind, static_cast<int>(first), static_cast<int>(last) });
}

void addCacheWindow(int i, long long window, std::vector<MemoryRead>& reads)
{
    addRead(MemoryReadKind::Cache, std::max(0LL, i - window + 1), i, reads);
}

} // namespace

std::string memoryReadKindName(MemoryReadKind kind)
{
    switch (kind) {
    case MemoryReadKind::Cache:
        return "cache";
    case MemoryReadKind::Pooled:
        return "pooled";
    case MemoryReadKind::Kept:
        return "kept";
    case MemoryReadKind::Chunk:
        return "chunk";
    }
    return "unknown";
}

void appendCacheWindowReads(int i, long long window, std::vector<MemoryRead>& reads)
{
    addCacheWindow(i, window, reads);
}

void appendTransformerXlReads(int i, long long chunk, long long memoryChunks, std::vector<MemoryRead>& reads)
{
    const long long ownChunk = i / chunk;
    for (long long c = std::max(0LL, ownChunk - memoryChunks); c <= ownChunk; ++c)
        addRead(MemoryReadKind::Chunk, c * chunk, std::min<long long>(c * chunk + chunk - 1, i), reads);
}

void appendMeanMemoryReads(int i, long long window, std::vector<MemoryRead>& reads)
{
    const long long lastPooled = i - window; // every j < i-window+1
    if (lastPooled >= 0)
        addRead(MemoryReadKind::Pooled, 0, lastPooled, reads);
    addCacheWindow(i, window, reads);
}

void appendBlockMemoryReads(int i, long long chunk, long long slotCount, std::vector<MemoryRead>& reads)
{
    const long long ownChunk = i / chunk;
    for (long long c = std::max(0LL, ownChunk - slotCount); c < ownChunk; ++c)
        addRead(MemoryReadKind::Pooled, c * chunk, c * chunk + chunk - 1, reads);
    addRead(MemoryReadKind::Chunk, ownChunk * chunk, i, reads);
}

PriorityMemory::PriorityMemory(const Matrix& keys, long long window, long long slotCount)
    : m_keys(keys), m_window(window), m_slotCount(slotCount)
{
    m_kept.reserve(static_cast<std::size_t>(std::min<long long>(slotCount, keys.rows())));
}

double PriorityMemory::queueBytes(int n, long long slotCount)
{
    return static_cast<double>(sizeof(Entry)) * static_cast<double>(std::min<long long>(slotCount, n));
}

void PriorityMemory::admit(int position)
{
    if (m_slotCount == 0)
        return;
    const double squaredNorm = m_keys.row(position).cast<double>().squaredNorm();
    m_normMadds += static_cast<double>(m_keys.cols());
    if (static_cast<long long>(m_kept.size()) < m_slotCount) {
        m_kept.push_back(Entry { position, squaredNorm });
        return;
    }
    // The weakest kept key: the smallest norm, and among equal norms the highest position (ties go to lower j).
    // The newcomer has the highest position of all, so it must be strictly larger to take the weakest one's place.
    auto weakest = m_kept.begin();
    for (auto entry = m_kept.begin(); entry != m_kept.end(); ++entry)
        if (entry->squaredNorm <= weakest->squaredNorm)
            weakest = entry;
    if (squaredNorm > weakest->squaredNorm) {
        m_kept.erase(weakest);
        m_kept.push_back(Entry { position, squaredNorm }); // still ascending: no kept key lies past it
    }
}

void PriorityMemory::appendReads(int i, std::vector<MemoryRead>& reads)
{
    if (i < m_lastQuery)
        throw Error("priority memory: query " + std::to_string(i) + " asked for after query "
            + std::to_string(m_lastQuery) + " (the queue only moves forward)");
    m_lastQuery = i;
    // Key j becomes an earlier key (outside the cache window) for the first query with j < i-window+1.
    while (m_nextCandidate <= i - m_window)
        admit(m_nextCandidate++);
    for (const Entry& entry : m_kept)
        addRead(MemoryReadKind::Kept, entry.position, entry.position, reads);
    addCacheWindow(i, m_window, reads);
}

std::vector<int> PriorityMemory::keptPositions() const
{
    std::vector<int> positions;
    positions.reserve(m_kept.size());
    for (const Entry& entry : m_kept)
        positions.push_back(entry.position);
    return positions;
}

void appendKeysAndSlots(
    const std::vector<MemoryRead>& reads, std::vector<int>& keys, std::vector<PooledSlot>& pooledSlots)
{
    for (const MemoryRead& read : reads) {
        if (read.kind == MemoryReadKind::Pooled) {
            pooledSlots.push_back(PooledSlot { read.first, read.last });
            continue;
        }
        for (int j = read.first; j <= read.last; ++j)
            keys.push_back(j);
    }
}

Pattern patternOfReads(int n, const QueryReads& readsOf, const CancelFlag& cancel)
{
    std::vector<std::int64_t> rowStart;
    rowStart.reserve(static_cast<std::size_t>(n) + 1);
    rowStart.push_back(0);
    std::vector<int> columns;
    std::vector<MemoryRead> reads;
    for (int i = 0; i < n; ++i) {
        if (i % kRowsBetweenCancelChecks == 0)
            cancel.throwIfCancelled();
        reads.clear();
        readsOf(i, reads);
        // Reads come ascending and disjoint, so the row is already sorted (Pattern::fromRows checks it).
        for (const MemoryRead& read : reads)
            for (int j = read.first; j <= read.last; ++j)
                columns.push_back(j);
        rowStart.push_back(static_cast<std::int64_t>(columns.size()));
    }
    return Pattern::fromRows(n, std::move(rowStart), std::move(columns));
}

} // namespace attnlab::core
