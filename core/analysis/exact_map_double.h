#pragma once

#include "core/matrix.h"
#include "core/problem.h"

namespace attnlab::core {

// The exact map A = softmax(s Q K^T [+ causal mask]) in double precision (N x N), computed from the problem's Q and
// K. The float map of `full` rounds weights near 1e-7 of a row's largest to noise; the tail of A's spectrum lives
// down there, so the spectra, the svd oracle and the Spectrum panel start from this one. N^2 d multiply-adds.
MatrixD exactMapInDouble(const Problem& problem);

} // namespace attnlab::core
