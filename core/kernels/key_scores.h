#pragma once

#include "core/matrix.h"

#include <cstddef>

namespace attnlab::core {

// The dot products of one query (`width` floats) with the rows of `keys` listed in `which`, into `scores`. Heads
// of multihead are narrow (d = 8 at eight heads): Eigen's dot of a row that short falls back to a scalar loop,
// one chain of dependent multiply-adds per key (strided's map at N = 4096 spent 26 ms recomputing its scores); eight
// keys at a time keep eight independent chains in flight. Wider queries keep Eigen's vectorised dot.
void scoresOfKeys(const float* query, const Matrix& keys, const int* which, std::size_t count, float* scores);

} // namespace attnlab::core
