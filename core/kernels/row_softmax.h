#pragma once

#include "core/matrix.h"

namespace attnlab::core {

// Each row -> exp(x - max) / sum. -inf entries (masked) become 0; a row may not be entirely -inf.
void softmaxRowsInPlace(Matrix& scores);
// The same on some rows of a matrix (a.middleRows(...)), so workers can each take their own rows.
void softmaxRowsInPlace(Eigen::Ref<Matrix> scores);

} // namespace attnlab::core
