#include "core/kernels/key_scores.h"

#if defined(__AVX__)
#include <immintrin.h>
#endif

namespace attnlab::core {

namespace {

// Below this width Eigen's AVX-512 dot has no full packet to work with.
constexpr Eigen::Index kNarrowBelow = 16;
constexpr std::size_t kKeysAtOnce = 8;

#if defined(__AVX__)
// Width 8 (eight heads of d = 64): a key's row is one AVX vector; eight products are summed across their lanes
// together, seven horizontal adds for eight scores.
std::size_t scoresOfWidth8(const float* query, const Matrix& keys, const int* which, std::size_t count, float* scores)
{
    const __m256 q = _mm256_loadu_ps(query);
    std::size_t t = 0;
    for (; t + kKeysAtOnce <= count; t += kKeysAtOnce) {
        __m256 p[kKeysAtOnce];
        for (std::size_t u = 0; u < kKeysAtOnce; ++u)
            p[u] = _mm256_mul_ps(q, _mm256_loadu_ps(keys.row(which[t + u]).data()));
        const __m256 pairs01 = _mm256_hadd_ps(p[0], p[1]);
        const __m256 pairs23 = _mm256_hadd_ps(p[2], p[3]);
        const __m256 pairs45 = _mm256_hadd_ps(p[4], p[5]);
        const __m256 pairs67 = _mm256_hadd_ps(p[6], p[7]);
        // Lanes: keys 0-3 then 4-7, each half of a row's lanes (the low 128 bits, then the high).
        const __m256 low = _mm256_hadd_ps(pairs01, pairs23);
        const __m256 high = _mm256_hadd_ps(pairs45, pairs67);
        const __m256 sums = _mm256_add_ps(
            _mm256_permute2f128_ps(low, high, 0x20), _mm256_permute2f128_ps(low, high, 0x31));
        _mm256_storeu_ps(scores + t, sums);
    }
    return t;
}
#endif

} // namespace

void scoresOfKeys(const float* query, const Matrix& keys, const int* which, std::size_t count, float* scores)
{
    const Eigen::Index width = keys.cols();
    if (width >= kNarrowBelow) {
        const Eigen::Map<const RowVector> q(query, width);
        for (std::size_t t = 0; t < count; ++t)
            scores[t] = q.dot(keys.row(which[t]));
        return;
    }
    std::size_t t = 0;
#if defined(__AVX__)
    if (width == 8)
        t = scoresOfWidth8(query, keys, which, count, scores);
#endif
    for (; t + kKeysAtOnce <= count; t += kKeysAtOnce) {
        const float* rows[kKeysAtOnce];
        for (std::size_t u = 0; u < kKeysAtOnce; ++u)
            rows[u] = keys.row(which[t + u]).data();
        float sums[kKeysAtOnce] = {};
        for (Eigen::Index c = 0; c < width; ++c)
            for (std::size_t u = 0; u < kKeysAtOnce; ++u)
                sums[u] += query[c] * rows[u][c];
        for (std::size_t u = 0; u < kKeysAtOnce; ++u)
            scores[t + u] = sums[u];
    }
    for (; t < count; ++t) {
        const float* row = keys.row(which[t]).data();
        float sum = 0.0f;
        for (Eigen::Index c = 0; c < width; ++c)
            sum += query[c] * row[c];
        scores[t] = sum;
    }
}

} // namespace attnlab::core
