#pragma once

#include <vector>

namespace attnlab::core {

// The least-squares slope of log y against log x: the exponent p of y ~ c x^p, so a method whose time grows like
// N^2 shows a slope near 2 and a linear one near 1. Pairs with a non-finite or non-positive x or y cannot sit on a
// log scale and are skipped (a failed or missing measurement). NaN when fewer than two usable pairs remain or
// every usable x is the same. Pairs beyond the shorter of the two vectors are ignored.
double logLogSlope(const std::vector<double>& x, const std::vector<double>& y);

} // namespace attnlab::core
