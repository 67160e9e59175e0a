#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>

namespace attnlab::core {

// An owned array of floats starting on a cache line. The tile kernels load whole vectors (64 bytes with AVX-512)
// from keys, values and scores; from a 16-byte-aligned start most of those loads straddle two cache lines, which
// cost the score block alone about a tenth of its rate once its keys no longer fit in L1 (docs/performance.md).
// The floats come from a plain allocation 64 bytes longer, started at its first cache line: aligned operator new
// (glibc's memalign) left freed blocks that the next run could not reuse, and a sparse run at N = 4096 then spent a
// tenth of its time faulting in fresh pages.
class AlignedFloats {
public:
    AlignedFloats() = default;
    // `count` floats, not initialised.
    explicit AlignedFloats(std::size_t count)
        : m_storage(new float[std::max<std::size_t>(count, 1) + kSlack]),
          m_floats(reinterpret_cast<float*>(
              (reinterpret_cast<std::uintptr_t>(m_storage.get()) + kAlignment - 1) / kAlignment * kAlignment))
    {
    }

    AlignedFloats(AlignedFloats&& other) noexcept
        : m_storage(std::move(other.m_storage)), m_floats(std::exchange(other.m_floats, nullptr))
    {
    }
    AlignedFloats& operator=(AlignedFloats&& other) noexcept
    {
        m_storage = std::move(other.m_storage);
        m_floats = std::exchange(other.m_floats, nullptr);
        return *this;
    }

    float* data() { return m_floats; }
    const float* data() const { return m_floats; }

    static constexpr std::size_t kAlignment = 64;

private:
    static constexpr std::size_t kSlack = kAlignment / sizeof(float);
    std::unique_ptr<float[]> m_storage;
    float* m_floats = nullptr;
};

} // namespace attnlab::core
