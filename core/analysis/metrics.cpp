#include "core/analysis/metrics.h"

#include "core/analysis/row_metrics.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <thread>
#include <vector>

namespace attnlab::core {

namespace {

double relativeError(const Matrix& approx, const Matrix& exact)
{
    const double reference = exact.cast<double>().norm();
    const double difference = (approx.cast<double>() - exact.cast<double>()).norm();
    if (reference == 0.0)
        return difference == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
    return difference / reference;
}

double meanRowCosine(const Matrix& a, const Matrix& b)
{
    double total = 0.0;
    for (Eigen::Index r = 0; r < a.rows(); ++r)
        total += rowCosine(a.row(r), b.row(r));
    return a.rows() > 0 ? total / static_cast<double>(a.rows()) : 1.0;
}

// What the map metrics sum over the rows of two N x N maps.
struct MapSums {
    double differenceSquared = 0; // ||variant - exact||^2
    double referenceSquared = 0; // ||exact||^2
    double kl = 0; // the rows' KL(exact || variant)
};

// The squares of one segment in double, read straight from the floats: eight independent sums, one per lane of a
// fixed-size array that Eigen keeps in vector registers (a single running sum is a chain the compiler may not
// reorder), added up at the end.
void addSquares(const float* exact, const float* variant, Eigen::Index length, MapSums& sums)
{
    constexpr Eigen::Index kLanes = 8;
    using Lanes = Eigen::Array<double, kLanes, 1>;
    using FloatLanes = Eigen::Map<const Eigen::Array<float, kLanes, 1>>;
    Lanes difference = Lanes::Zero();
    Lanes reference = Lanes::Zero();
    Eigen::Index j = 0;
    for (; j + kLanes <= length; j += kLanes) {
        const Lanes p = FloatLanes(exact + j).cast<double>();
        const Lanes q = FloatLanes(variant + j).cast<double>();
        difference += (q - p).square();
        reference += p.square();
    }
    for (; j < length; ++j) {
        const double p = exact[j];
        const double q = variant[j];
        difference[0] += (q - p) * (q - p);
        reference[0] += p * p;
    }
    sums.differenceSquared += difference.sum();
    sums.referenceSquared += reference.sum();
}

// The sum of `length` floats in double, in eight lanes as addSquares takes its sums (Eigen's sum of a cast to double
// runs one entry at a time: a third of the metrics' time at N = 4096).
double sumInDouble(const float* terms, Eigen::Index length)
{
    constexpr Eigen::Index kLanes = 8;
    using Lanes = Eigen::Array<double, kLanes, 1>;
    Lanes lanes = Lanes::Zero();
    Eigen::Index j = 0;
    for (; j + kLanes <= length; j += kLanes)
        lanes += Eigen::Map<const Eigen::Array<float, kLanes, 1>>(terms + j).cast<double>();
    double sum = lanes.sum();
    for (; j < length; ++j)
        sum += terms[j];
    return sum;
}

// The sums of one row over segments of kSegment entries, each term taken while the entry is in cache: the squares
// in double, the KL terms in float as rowKl (row_metrics.cpp) takes them, each segment's summed in double (a log
// inside a sum over a cast would not be vectorised, so the terms go through a small buffer). No row is copied
// whole, and both maps are read once (KL was a second pass).
void addRowSums(const RowRef& exact, const RowRef& variant, bool withKl, MapSums& sums)
{
    constexpr Eigen::Index kSegment = 512;
    const auto floor = static_cast<float>(kKlFloor);
    Eigen::Array<float, kSegment, 1> klTerms;
    for (Eigen::Index j0 = 0; j0 < exact.size(); j0 += kSegment) {
        const Eigen::Index length = std::min(kSegment, exact.size() - j0);
        addSquares(exact.data() + j0, variant.data() + j0, length, sums);
        if (withKl) {
            const auto e = exact.segment(j0, length).array().transpose();
            const auto v = variant.segment(j0, length).array().transpose();
            const auto p = e.max(0.0f);
            klTerms.head(length) = p * (p.max(floor) / v.max(floor)).log();
            sums.kl += sumInDouble(klTerms.data(), length);
        }
    }
}

// One pass over both maps (16M entries each at N = 4096, after every change in the window), in blocks of rows on
// every core: the squares and the KL terms of an entry are taken while it is in cache. Each block's sums are kept
// apart and added in row order, so the result does not depend on the number of threads.
MapSums sumOverMapRows(const Matrix& exact, const Matrix& variant, bool withKl)
{
    constexpr int kRowsPerBlock = 64;
    const auto rows = static_cast<int>(exact.rows());
    const int blocks = (rows + kRowsPerBlock - 1) / kRowsPerBlock;
    std::vector<MapSums> partial(static_cast<std::size_t>(blocks));
    const int threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    parallelFor(blocks, 1, threads, CancelFlag(), [&](int begin, int end) {
        for (int block = begin; block < end; ++block) {
            MapSums& sums = partial[static_cast<std::size_t>(block)];
            for (int r = block * kRowsPerBlock; r < std::min(rows, (block + 1) * kRowsPerBlock); ++r)
                addRowSums(exact.row(r), variant.row(r), withKl, sums);
        }
    });
    MapSums total;
    for (const MapSums& sums : partial) {
        total.differenceSquared += sums.differenceSquared;
        total.referenceSquared += sums.referenceSquared;
        total.kl += sums.kl;
    }
    return total;
}

} // namespace

Metrics compareWithExact(const Result& exact, const Result& variant, bool rowsAreDistributions)
{
    if (exact.o.rows() != variant.o.rows())
        throw Error("metrics: the outputs have different numbers of rows");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    Metrics metrics;
    if (exact.o.cols() == variant.o.cols()) {
        metrics.relErrO = relativeError(variant.o, exact.o);
        metrics.maxAbsErrO = exact.o.size() ? (variant.o - exact.o).cwiseAbs().maxCoeff() : 0.0;
        metrics.meanCosO = meanRowCosine(exact.o, variant.o);
    } else {
        metrics.relErrO = metrics.maxAbsErrO = metrics.meanCosO = nan;
    }
    metrics.density = variant.pattern.density();
    const auto evaluated = variant.extras.scalars.find(extra_keys::kEvaluatedScores);
    if (evaluated != variant.extras.scalars.end() && variant.pattern.n() > 0)
        metrics.density = evaluated->second / (static_cast<double>(variant.pattern.n()) * variant.pattern.n());
    const bool haveMaps = exact.map && variant.map && exact.map->rows() == variant.map->rows()
        && exact.map->cols() == variant.map->cols();
    metrics.relErrMap = nan;
    metrics.meanKl = nan;
    if (haveMaps) {
        const MapSums sums = sumOverMapRows(*exact.map, *variant.map, rowsAreDistributions);
        const double difference = std::sqrt(sums.differenceSquared);
        const double reference = std::sqrt(sums.referenceSquared);
        if (reference == 0.0)
            metrics.relErrMap = difference == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
        else
            metrics.relErrMap = difference / reference;
        if (rowsAreDistributions)
            metrics.meanKl = exact.map->rows() > 0 ? sums.kl / static_cast<double>(exact.map->rows()) : 0.0;
    }
    return metrics;
}

} // namespace attnlab::core
