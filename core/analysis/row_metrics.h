#pragma once

#include "core/matrix.h"
#include "core/result.h"

#include <Eigen/Core>
#include <vector>

namespace attnlab::core {

// One row of a variant's result against the same row of the exact one: the terms behind the means in Metrics
// (metrics.h), and the per-row views of the Output panel and the Query inspector.
using RowRef = Eigen::Ref<const RowVector>;

// ||approx - exact|| / ||exact|| in double; 0 when both are zero, infinity when only the exact row is zero.
double rowRelativeError(const RowRef& approx, const RowRef& exact);
// cos(a, b) in double; two zero rows count as the same output (1), one zero row as sharing no direction (0).
double rowCosine(const RowRef& a, const RowRef& b);
// KL(p || q) = sum_j p_j log(max(p_j, floor) / max(q_j, floor)) with floor = kKlFloor and negative p_j taken as 0:
// a key the variant skipped costs a large, finite penalty. The log terms in float, their sum in double.
double rowKl(const RowRef& exact, const RowRef& approx);

// Per-row comparison of the outputs O and O*: one entry per row.
struct OutputRowMetrics {
    std::vector<double> relErr; // ||o_i - o*_i|| / ||o*_i||
    std::vector<double> cosine; // cos(o*_i, o_i)
};

// NaN in every row when the widths differ: fnet, mixer and gmlp mix X and return an O as wide as X, which has
// nothing to be compared with (as in compareWithExact). Throws Error when the row counts differ.
OutputRowMetrics compareOutputRows(const Matrix& exact, const Matrix& variant);

// Per-row comparison of the maps M and A: one entry per row, NaN where a comparison does not exist.
struct MapRowMetrics {
    std::vector<double> kl; // KL(A_i || M_i); NaN unless both maps exist and M's rows are distributions
    std::vector<double> relErr; // ||m_i - a_i|| / ||a_i||; NaN unless both maps exist
};

// `rowsAreDistributions` as in compareWithExact (VariantInfo::rowsSumToOne). N^2 work: run it off the GUI thread
// for large maps, or ask for single rows with rowKl and rowRelativeError.
MapRowMetrics compareMapRows(const Result& exact, const Result& variant, bool rowsAreDistributions);

} // namespace attnlab::core
