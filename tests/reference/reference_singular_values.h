#pragma once

// The reference side of the spectrum extras (linformer, lowdim): singular values by Eigen's one-sided Jacobi SVD, a
// different algorithm from the divide-and-conquer one core uses. In its own header because instantiating the SVD
// is the slowest part of compiling a reference test, and most of them never need it.

#include "core/matrix.h"

#include <Eigen/SVD>

namespace attnlab::reference::lowrank {

// Singular values of a map in double, descending.
inline Eigen::VectorXd singularValues(const core::MatrixD& map)
{
    const Eigen::MatrixXd columnMajor = map;
    return Eigen::JacobiSVD<Eigen::MatrixXd>(columnMajor).singularValues();
}

} // namespace attnlab::reference::lowrank
