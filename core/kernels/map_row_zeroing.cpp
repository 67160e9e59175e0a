#include "core/kernels/map_row_zeroing.h"

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

} // namespace

MapRowZeroing::MapRowZeroing(std::size_t rows, std::size_t columns)
    : m_columns(columns), m_streaming(rows * columns * sizeof(float) >= kStreamingFromBytes)
{
}

void MapRowZeroing::zero(float* row) const
{
#if defined(__SSE2__)
    if (m_streaming) {
        // SSE2's 16-byte non-temporal store is in every x86-64 build; the write-combining buffers join four of them
        // into a line, as fast as wider stores when memory is the limit.
        std::size_t t = 0;
        for (; t < m_columns && reinterpret_cast<std::uintptr_t>(row + t) % 16 != 0; ++t)
            row[t] = 0.0f;
        const __m128 zero = _mm_setzero_ps();
        for (; t + 4 <= m_columns; t += 4)
            _mm_stream_ps(row + t, zero);
        std::fill(row + t, row + m_columns, 0.0f);
        return;
    }
#endif
    std::fill_n(row, m_columns, 0.0f);
}

void MapRowZeroing::finish() const
{
#if defined(__SSE2__)
    if (m_streaming)
        _mm_sfence();
#endif
}

void zeroMap(Matrix& map, const RunOptions& options)
{
    constexpr int kRowsPerTask = 128;
    const MapRowZeroing zeroing(static_cast<std::size_t>(map.rows()), static_cast<std::size_t>(map.cols()));
    if (!zeroing.streaming()) {
        map.setZero();
        return;
    }
    parallelFor(options, static_cast<int>(map.rows()), kRowsPerTask, [&](int begin, int end) {
        for (int i = begin; i < end; ++i)
            zeroing.zero(map.row(i).data());
        zeroing.finish();
    });
}

} // namespace attnlab::core
