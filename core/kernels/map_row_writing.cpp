#include "core/kernels/map_row_writing.h"

#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace attnlab::core {

namespace {

// Maps above this size outgrow the caches of the machines this runs on (2 MiB of L2 a core here).
constexpr std::size_t kStreamingFromBytes = std::size_t { 16 } << 20;

bool streamed(const Matrix& map)
{
#if defined(__SSE2__)
    return static_cast<std::size_t>(map.size()) * sizeof(float) >= kStreamingFromBytes;
#else
    return false;
#endif
}

#if defined(__SSE2__)
// Streams `from` into `to`. SSE2's 16-byte non-temporal store is in every x86-64 build; the write-combining buffers
// join four of them into a line, as fast as wider stores when memory is the limit.
void streamRow(float* to, const float* from, std::size_t columns)
{
    std::size_t t = 0;
    for (; t < columns && reinterpret_cast<std::uintptr_t>(to + t) % 16 != 0; ++t)
        to[t] = from[t];
    for (; t + 4 <= columns; t += 4)
        _mm_stream_ps(to + t, _mm_loadu_ps(from + t));
    for (; t < columns; ++t)
        to[t] = from[t];
}

void streamZeros(float* to, std::size_t columns)
{
    std::size_t t = 0;
    for (; t < columns && reinterpret_cast<std::uintptr_t>(to + t) % 16 != 0; ++t)
        to[t] = 0.0f;
    const __m128 zero = _mm_setzero_ps();
    for (; t + 4 <= columns; t += 4)
        _mm_stream_ps(to + t, zero);
    std::fill(to + t, to + columns, 0.0f);
}
#endif

} // namespace

MapRowWriter::MapRowWriter(Matrix& map)
    : m_map(map), m_streaming(streamed(map))
{
    if (m_streaming) {
        m_staging = AlignedFloats(static_cast<std::size_t>(map.cols()));
        std::fill_n(m_staging.data(), map.cols(), 0.0f);
    }
}

MapRowWriter::~MapRowWriter()
{
#if defined(__SSE2__)
    // Orders the non-temporal stores before what follows, such as another thread reading the rows.
    if (m_streaming)
        _mm_sfence();
#endif
}

float* MapRowWriter::row(int i)
{
    if (m_streaming)
        return m_staging.data();
    float* row = m_map.row(i).data();
    std::fill_n(row, m_map.cols(), 0.0f);
    return row;
}

void MapRowWriter::commit(int i)
{
#if defined(__SSE2__)
    if (m_streaming) {
        streamRow(m_map.row(i).data(), m_staging.data(), static_cast<std::size_t>(m_map.cols()));
        std::fill_n(m_staging.data(), m_map.cols(), 0.0f); // in L1: a small part of the row's streaming
    }
#else
    (void)i;
#endif
}

void zeroMap(Matrix& map, const RunOptions& options)
{
    constexpr int kRowsPerTask = 128;
    if (!streamed(map)) {
        map.setZero();
        return;
    }
#if defined(__SSE2__)
    parallelFor(options, static_cast<int>(map.rows()), kRowsPerTask, [&](int begin, int end) {
        for (int i = begin; i < end; ++i)
            streamZeros(map.row(i).data(), static_cast<std::size_t>(map.cols()));
        _mm_sfence();
    });
#else
    (void)options;
#endif
}

} // namespace attnlab::core
