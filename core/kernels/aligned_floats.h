#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>

namespace attnlab::core {

// An owned array of floats starting on a cache line. The tile kernels load whole vectors (64 bytes with AVX-512)
// from keys, values and scores; from a 16-byte-aligned start most of those loads straddle two cache lines, which
// cost the score block alone about a tenth of its rate once its keys no longer fit in L1 (docs/performance.md).
class AlignedFloats {
public:
    AlignedFloats() = default;
    // `count` floats, not initialised.
    explicit AlignedFloats(std::size_t count)
        : m_floats(static_cast<float*>(::operator new[](std::max<std::size_t>(count, 1) * sizeof(float), kAlignment)))
    {
    }

    float* data() { return m_floats.get(); }
    const float* data() const { return m_floats.get(); }

    static constexpr std::align_val_t kAlignment { 64 };

private:
    struct Release {
        void operator()(float* floats) const { ::operator delete[](floats, kAlignment); }
    };
    std::unique_ptr<float[], Release> m_floats;
};

} // namespace attnlab::core
