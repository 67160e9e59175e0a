#pragma once

#include "app/compute/outcome.h"
#include "core/analysis/spectrum.h"

#include <optional>

namespace attnlab::app {

// linformer, lowdim and pool_kv: M = W E, the N x k weights over the slots times the k x N projection (or pooling),
// both in the result's extras. The spectra of such an M are computed from the factors
// (core::singularValuesOfProduct), in O(N k^2).
struct MapFactors {
    const core::Matrix* weights; // W, N x k
    const core::Matrix* projection; // E, k x N
};

// The factors of the outcome's M, when its variant returns M as such a product (nothing otherwise).
std::optional<MapFactors> mapFactors(const ComputeOutcome& outcome);

// The singular values of M = W E, descending.
Eigen::VectorXd singularValuesOf(const MapFactors& factors);

} // namespace attnlab::app
