#include "core/xoshiro.h"

#include <algorithm>
#include <vector>

namespace attnlab::core {

namespace {

constexpr int kDegree = 256;
// A polynomial over GF(2) of degree below 512, bit i the coefficient of x^i.
using Polynomial = std::array<std::uint64_t, 8>;

template <std::size_t Words>
bool bit(const std::array<std::uint64_t, Words>& p, int i)
{
    return (p[static_cast<std::size_t>(i / 64)] >> (i % 64)) & 1U;
}

void flip(Polynomial& p, int i)
{
    p[static_cast<std::size_t>(i / 64)] ^= std::uint64_t(1) << (i % 64);
}

// P(x), degree 256: Berlekamp-Massey on 512 bits of one state word, the shortest recurrence they follow. The step's
// period is 2^256 - 1, so P is primitive and any nonzero sequence of a state bit has it as its minimal polynomial.
Polynomial characteristicPolynomial()
{
    XoshiroState state { 0x9E3779B97F4A7C15ULL, 1, 2, 3 };
    std::vector<int> sequence(2 * kDegree);
    for (int& b : sequence) {
        b = static_cast<int>(state[0] & 1U);
        xoshiroStep(state);
    }
    // Connection polynomial C(x) = 1 + c_1 x + ... + c_L x^L with s_n = sum_i c_i s_{n-i}.
    std::vector<int> c(sequence.size() + 1, 0);
    std::vector<int> previous(sequence.size() + 1, 0);
    c[0] = previous[0] = 1;
    int length = 0;
    int shift = 1;
    for (int n = 0; n < static_cast<int>(sequence.size()); ++n) {
        int discrepancy = sequence[static_cast<std::size_t>(n)];
        for (int i = 1; i <= length; ++i)
            discrepancy ^= c[static_cast<std::size_t>(i)] & sequence[static_cast<std::size_t>(n - i)];
        if (discrepancy == 0) {
            ++shift;
            continue;
        }
        const std::vector<int> kept = c;
        for (std::size_t i = 0; i + static_cast<std::size_t>(shift) < c.size(); ++i)
            c[i + static_cast<std::size_t>(shift)] ^= previous[i];
        if (2 * length <= n) {
            length = n + 1 - length;
            previous = kept;
            shift = 1;
        } else {
            ++shift;
        }
    }
    // P(x) = x^L C(1/x).
    Polynomial p {};
    for (int i = 0; i <= length; ++i)
        if (c[static_cast<std::size_t>(i)])
            flip(p, length - i);
    return p;
}

// target += source x^shift, source's bits in its first `words` words.
void addShifted(Polynomial& target, const Polynomial& source, int words, int shift)
{
    const int wordShift = shift / 64;
    const int bitShift = shift % 64;
    for (int w = 0; w < words; ++w) {
        const std::uint64_t value = source[static_cast<std::size_t>(w)];
        const auto low = static_cast<std::size_t>(w + wordShift);
        target[low] ^= value << bitShift;
        if (bitShift != 0 && low + 1 < target.size())
            target[low + 1] ^= value >> (64 - bitShift);
    }
}

// a b mod P for a, b of degree below 256 (P of degree 256, in five words).
Polynomial multipliedModulo(const Polynomial& a, const Polynomial& b, const Polynomial& modulus)
{
    Polynomial product {};
    for (int i = 0; i < kDegree; ++i)
        if (bit(a, i))
            addShifted(product, b, 4, i);
    for (int i = 2 * kDegree - 2; i >= kDegree; --i)
        if (bit(product, i))
            addShifted(product, modulus, 5, i - kDegree);
    return product;
}

} // namespace

XoshiroJump::XoshiroJump(std::uint64_t steps)
{
    static const Polynomial modulus = characteristicPolynomial();
    Polynomial result {};
    flip(result, 0);
    Polynomial power {};
    flip(power, 1);
    for (; steps != 0; steps >>= 1) {
        if (steps & 1U)
            result = multipliedModulo(result, power, modulus);
        power = multipliedModulo(power, power, modulus);
    }
    std::copy_n(result.begin(), m_remainder.size(), m_remainder.begin());
}

XoshiroState XoshiroJump::applied(XoshiroState state) const
{
    XoshiroState sum {};
    for (int i = 0; i < kDegree; ++i) {
        if (bit(m_remainder, i))
            for (std::size_t w = 0; w < sum.size(); ++w)
                sum[w] ^= state[w];
        xoshiroStep(state);
    }
    return sum;
}

} // namespace attnlab::core
