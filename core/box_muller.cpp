#include "core/box_muller.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace attnlab::core {

namespace {

constexpr double kLn2 = 0.6931471805599453094;
constexpr double kTwoPi = 6.283185307179586477;
constexpr double kSqrtHalf = 0.7071067811865475244;

// ln u for u in (0, 1), a normal double. u = m 2^e with m in [sqrt(1/2), sqrt(2)); ln m = 2 atanh(s),
// s = (m - 1) / (m + 1), |s| <= 0.172, summed to s^25 (the next term is below 2^-60 of the sum).
inline double logOfUniform(double u)
{
    std::uint64_t bits;
    std::memcpy(&bits, &u, sizeof bits);
    const int biasedExponent = static_cast<int>(bits >> 52);
    const std::uint64_t halfBits = (bits & 0x000FFFFFFFFFFFFFULL) | 0x3FE0000000000000ULL;
    double half; // u's mantissa scaled into [1/2, 1)
    std::memcpy(&half, &halfBits, sizeof half);
    const bool low = half < kSqrtHalf;
    const double m = low ? half + half : half;
    const double exponent = static_cast<double>(biasedExponent - 1022 - (low ? 1 : 0));
    const double s = (m - 1.0) / (m + 1.0);
    const double z = s * s;
    double series = 1.0 / 25;
    series = series * z + 1.0 / 23;
    series = series * z + 1.0 / 21;
    series = series * z + 1.0 / 19;
    series = series * z + 1.0 / 17;
    series = series * z + 1.0 / 15;
    series = series * z + 1.0 / 13;
    series = series * z + 1.0 / 11;
    series = series * z + 1.0 / 9;
    series = series * z + 1.0 / 7;
    series = series * z + 1.0 / 5;
    series = series * z + 1.0 / 3;
    const double lnM = 2.0 * s + 2.0 * s * (z * series);
    return exponent * kLn2 + lnM;
}

// Taylor coefficients (-1)^k / (2k)! and (-1)^k / (2k + 1)!, to the term below 2^-60 on |theta| <= pi / 4.
constexpr double kCos[] = { 1.0, -1.0 / 2, 1.0 / 24, -1.0 / 720, 1.0 / 40320, -1.0 / 3628800, 1.0 / 479001600,
    -1.0 / 87178291200.0, 1.0 / 20922789888000.0, -1.0 / 6402373705728000.0, 1.0 / 2432902008176640000.0 };
constexpr double kSin[] = { 1.0, -1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880, -1.0 / 39916800,
    1.0 / 6227020800.0, -1.0 / 1307674368000.0, 1.0 / 355687428096000.0, -1.0 / 121645100408832000.0,
    1.0 / 51090942171709440000.0 };

// cos(2 pi u) for u in [0, 1): with a = |u - 1/2| (exact), cos(2 pi u) = -cos(2 pi a), and a in [0, 1/2] is turned
// into an angle of at most pi / 4 by the exact differences 1/4 - a and 1/2 - a.
inline double cosOfTurn(double u)
{
    const double a = std::abs(u - 0.5);
    const bool nearZero = a <= 0.125;
    const bool nearHalf = a > 0.375;
    const double r = nearZero ? a : (nearHalf ? 0.5 - a : 0.25 - a);
    const double theta = r * kTwoPi;
    const double z = theta * theta;
    // cos(2 pi a) is cos(theta) near 0, sin(theta) between, -cos(theta) near 1/2: one series, its coefficients
    // chosen per value (a select, so a loop of them still vectorises).
    const bool sine = !nearZero && !nearHalf;
    double series = sine ? kSin[10] : kCos[10];
    for (int k = 9; k >= 0; --k)
        series = series * z + (sine ? kSin[k] : kCos[k]);
    const double cosOfA = sine ? series * theta : (nearHalf ? -series : series);
    // The transform's value is minus it.
    return -cosOfA;
}

inline double transform(double u1, double u2)
{
    return std::sqrt(-2.0 * logOfUniform(u1)) * cosOfTurn(u2);
}

} // namespace

double boxMullerNormal(double u1, double u2)
{
    return transform(u1, u2);
}

void boxMullerNormals(const double* u1, const double* u2, int count, double scale, float* out)
{
    for (int i = 0; i < count; ++i)
        out[i] = static_cast<float>(scale * transform(u1[i], u2[i]));
}

} // namespace attnlab::core
