#pragma once

#include <array>
#include <cstdint>

namespace attnlab::core {

// xoshiro256**'s state as a value, which a long loop keeps in registers.
using XoshiroState = std::array<std::uint64_t, 4>;

// One step of xoshiro256** (Blackman & Vigna): returns the output and moves the state. A template so that Random's
// own array steps in place (a copy in and out per call costs more than the step).
template <typename Words>
inline std::uint64_t xoshiroStep(Words& s)
{
    const auto rotateLeft = [](std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); };
    const std::uint64_t result = rotateLeft(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotateLeft(s[3], 45);
    return result;
}

// The state `steps` steps ahead, found in the time of 256 steps. The step is linear over GF(2), so stepping k times
// is multiplying by T^k, and T^k = r(T) with r(x) = x^k mod P(x), P the step's characteristic polynomial (found once
// from the state's bits by Berlekamp-Massey): the sum of the states 0..255 steps ahead whose r_i is 1.
class XoshiroJump {
public:
    explicit XoshiroJump(std::uint64_t steps);
    XoshiroState applied(XoshiroState state) const;

private:
    std::array<std::uint64_t, 4> m_remainder; // r(x): bit i is r_i
};

} // namespace attnlab::core
