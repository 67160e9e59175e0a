#pragma once

#include "core/matrix.h"

namespace attnlab::core {

// How much of a head's attention goes to the token right before each query: the mean of A(i, i - 1) over
// i = 1 .. N-1 (Olsson et al. 2022's previous-token score; 0 for N = 1). A head that copies its neighbour scores
// near 1; docs/model.md gives the shipped model's on held-out text.
double previousTokenScore(const Matrix& attention);

} // namespace attnlab::core
