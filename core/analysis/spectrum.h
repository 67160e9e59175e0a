#pragma once

#include "core/matrix.h"

#include <Eigen/Core>

#include <string>

namespace attnlab::core {

// Largest N for which the app computes spectra: two O(N^3) SVDs (about a second each at this size in double
// precision) that cannot be cancelled midway, on N x N doubles (32 MiB each).
constexpr int kLargestSpectrumN = 2048;

// The share of the energy a rank must keep to count as "the rank of the map" in the Spectrum panel
// (../shared/spec/variants.md, "Analysis available for every variant").
constexpr double kEnergyFraction = 0.9;

// Singular values of `m` in double precision, descending, min(rows, cols) of them. Values only (no singular
// vectors): Eigen's divide-and-conquer SVD (BDCSVD), the one SVD routine behind every spectrum the app shows.
Eigen::VectorXd singularValues(const MatrixD& m);
// A float matrix (a variant's map M) is widened to double first, so its spectrum is computed like A's.
Eigen::VectorXd singularValues(const Matrix& m);

// Singular values of the product W E of an N x k and a k x N matrix, descending, N of them. For k < N they come from
// the k x k core of two thin QR factorisations (W = Q_W R_W, E^T = Q_E R_E, so W E = Q_W (R_W R_E^T) Q_E^T): O(N k^2)
// instead of the O(N^3) SVD of the product, and the last N - k exactly zero where an SVD of a float product finds
// its rounding. In double precision.
Eigen::VectorXd singularValuesOfProduct(const Matrix& left, const Matrix& right);

// Entry r - 1 is the energy kept by the first r singular values, sum_{t < r} sigma_t^2 / sum_t sigma_t^2 (the
// share of ||M||_F^2 the best rank-r approximation keeps, by Eckart & Young). The last entry is 1. All zeros (a
// zero matrix) give all zeros: no rank keeps any energy of nothing.
Eigen::VectorXd cumulativeEnergy(const Eigen::VectorXd& singularValues);

// The smallest rank r (1-based) whose first r singular values keep at least `fraction` of the energy; 0 when
// there is no energy (no values, or all zero). `fraction` in (0, 1].
int energyRank(const Eigen::VectorXd& singularValues, double fraction = kEnergyFraction);

// The InputMemo key (core/input_memo.h) under which the singular values of the input's exact A (an
// Eigen::VectorXd, descending) are kept, with the causal mask or without: svd keeps the ones it computes, and the
// views that draw A's spectrum find them or make them once between them.
std::string exactSingularValuesKey(bool causal);

// Everything the Spectrum panel draws for one matrix.
struct Spectrum {
    Eigen::VectorXd singularValues; // descending
    Eigen::VectorXd cumulativeEnergy; // as cumulativeEnergy()
    int energyRank = 0; // as energyRank() at kEnergyFraction
};
Spectrum spectrumOf(const MatrixD& m);
// The same from singular values already known (descending).
Spectrum spectrumOfValues(Eigen::VectorXd values);

} // namespace attnlab::core
