#include "core/scenarios/scenario_building.h"

#include <Eigen/QR>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

namespace attnlab::core {

ParamSpec sequenceLengthSpec(long long defaultLength)
{
    return ParamSpec::integer("n", defaultLength, 1, kMaxSequenceLength, "Sequence length N (tokens)");
}

ParamSpec queryKeyWidthSpec(long long defaultWidth, long long minimumWidth)
{
    return ParamSpec::integer("d", defaultWidth, minimumWidth, 1024, "Query and key width d");
}

ParamSpec valueWidthSpec(long long defaultWidth)
{
    return ParamSpec::integer("dv", defaultWidth, 1, 1024, "Value width dv");
}

ParamSpec seedSpec()
{
    return ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random draws");
}

SequenceShape readShape(const Params& params)
{
    SequenceShape shape;
    shape.n = static_cast<int>(params.integer("n"));
    shape.d = static_cast<int>(params.integer("d"));
    shape.dv = static_cast<int>(params.integer("dv"));
    shape.seed = static_cast<std::uint64_t>(params.integer("seed"));
    return shape;
}

MatrixD normalMatrixD(int rows, int cols, Random& random, double stddev)
{
    MatrixD m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = stddev * random.normal();
    return m;
}

MatrixD orthonormalRows(int count, int width, Random& random)
{
    // The Q factor of a Gaussian matrix is a uniformly random orthogonal matrix once the signs of R's diagonal are
    // folded in; the sign fix also makes the result independent of the QR routine's sign convention.
    const Eigen::MatrixXd gaussian = normalMatrixD(width, width, random);
    const Eigen::HouseholderQR<Eigen::MatrixXd> qr(gaussian);
    Eigen::MatrixXd q = qr.householderQ() * Eigen::MatrixXd::Identity(width, width);
    const Eigen::MatrixXd r = qr.matrixQR().triangularView<Eigen::Upper>();
    for (int c = 0; c < width; ++c)
        if (r(c, c) < 0)
            q.col(c) = -q.col(c);
    // Rows of the transpose: the first `count` columns of Q, which are orthonormal.
    return q.transpose().topRows(count);
}

Eigen::RowVectorXd randomUnitVector(int width, Random& random)
{
    Eigen::RowVectorXd direction = normalMatrixD(1, width, random);
    while (direction.norm() == 0.0)
        direction = normalMatrixD(1, width, random);
    return direction / direction.norm();
}

MatrixD spreadDirections(int count, int width, Random& random)
{
    if (count <= width)
        return orthonormalRows(count, width, random);
    MatrixD directions(count, width);
    for (int i = 0; i < count; ++i)
        directions.row(i) = randomUnitVector(width, random);
    return directions;
}

MatrixD cosineSinePairs(int n, const std::vector<double>& frequencies)
{
    const int pairs = static_cast<int>(frequencies.size());
    MatrixD features(n, 2 * static_cast<Eigen::Index>(pairs));
    for (int i = 0; i < n; ++i)
        for (int f = 0; f < pairs; ++f) {
            const double angle = i * frequencies[static_cast<std::size_t>(f)];
            features(i, 2 * f) = std::cos(angle);
            features(i, 2 * f + 1) = std::sin(angle);
        }
    return features;
}

MatrixD sinusoidalPositions(int n, int width)
{
    const int pairs = (width + 1) / 2;
    std::vector<double> frequencies(static_cast<std::size_t>(pairs));
    for (int f = 0; f < pairs; ++f)
        frequencies[static_cast<std::size_t>(f)] = std::pow(10000.0, -2.0 * f / width);
    // Each pair has unit norm, so width/2 pairs have norm sqrt(width/2); an odd width drops the last sine.
    return cosineSinePairs(n, frequencies).leftCols(width) / std::sqrt(std::max(1.0, width / 2.0));
}

std::vector<int> distinctDraws(int count, int bound, Random& random)
{
    std::vector<int> pool(static_cast<std::size_t>(bound));
    std::iota(pool.begin(), pool.end(), 0);
    for (int i = 0; i < count; ++i) {
        const auto pick = i + static_cast<int>(random.below(static_cast<std::uint64_t>(bound - i)));
        std::swap(pool[static_cast<std::size_t>(i)], pool[static_cast<std::size_t>(pick)]);
    }
    pool.resize(static_cast<std::size_t>(count));
    return pool;
}

double defaultScaleCompensation(int d)
{
    return std::pow(static_cast<double>(d), 0.25);
}

Sequence sequenceFromDesignedScores(const MatrixD& queries, const MatrixD& keys, const MatrixD& values,
                                    std::vector<std::string> tokens)
{
    const double compensation = defaultScaleCompensation(static_cast<int>(queries.cols()));
    Sequence sequence;
    sequence.problem.q = (queries * compensation).cast<float>();
    sequence.problem.k = (keys * compensation).cast<float>();
    sequence.problem.v = values.cast<float>();
    sequence.tokens = std::move(tokens);
    return sequence;
}

std::vector<std::string> numberedLabels(const std::string& prefix, int n)
{
    std::vector<std::string> labels;
    labels.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        labels.push_back(prefix + std::to_string(i));
    return labels;
}

} // namespace attnlab::core
