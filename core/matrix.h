#pragma once

#include <Eigen/Core>

namespace attnlab::core {

// Row-major because tokens are rows: gathering a key or a value is one contiguous read, and .npy files in
// C order map onto it directly.
using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vector = Eigen::VectorXf;
using RowVector = Eigen::Matrix<float, 1, Eigen::Dynamic>;

} // namespace attnlab::core
