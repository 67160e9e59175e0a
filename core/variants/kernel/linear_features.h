#pragma once

#include "core/matrix.h"

#include <string>

namespace attnlab::core {

// The feature maps `linear` applies elementwise to each row of Q and K (m = d features):
//   "elu1": elu(x) + 1 (x + 1 for x > 0, exp(x) otherwise; always > 0), "relu": max(x, 0), "identity": x.
// One definition, so the features the Numbers dock shows are the ones the variant computed with.
Matrix linearAttentionFeatures(const Matrix& x, const std::string& feature);

} // namespace attnlab::core
