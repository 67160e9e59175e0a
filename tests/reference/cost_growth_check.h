#pragma once

// Whether a variant's counted cost grows as its method promises, checked exactly: counted multiply-adds are integers
// (exact in a double up to 2^53), so a promise of linear cost can be held to c(N) = a N + b with no tolerance.

#include <functional>
#include <string>

namespace attnlab::reference {

// Empty when madds(N) at N = 1024, 2048, 4096 is exactly affine in N and growing: the growth from 2048 to 4096 is
// twice that from 1024 to 2048. What the edges add (the first rows' shorter windows, a clipped last block, the
// fixed-size parts) is the same b at every N, so linear cost passes exactly and anything faster fails.
inline std::string checkAffineGrowth(const std::function<double(int n)>& madds)
{
    const double small = madds(1024);
    const double middle = madds(2048);
    const double large = madds(4096);
    if (!(large - middle == 2.0 * (middle - small)) || !(middle > small))
        return "counted cost at N = 1024, 2048, 4096 is " + std::to_string(small) + ", " + std::to_string(middle) + ", "
            + std::to_string(large) + ": not linear in N";
    return {};
}

} // namespace attnlab::reference
