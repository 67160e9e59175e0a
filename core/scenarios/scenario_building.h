#pragma once

// What the generators in this folder share: the declarations of the common parameters, the seeded matrices they
// are built from (orthonormal directions, cosine/sine pairs), and the step that turns designed scores into Q and K
// at the scale the problem uses.

#include "core/params.h"
#include "core/random.h"
#include "core/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace attnlab::core {

constexpr double kPi = 3.14159265358979323846;

// Generators accept sequences up to this length; the typed text refuses more tokens than this.
constexpr int kMaxSequenceLength = 4096;

// The parameters every generator declares under these exact names (the CLI maps --n/--d/--dv/--seed onto them).
ParamSpec sequenceLengthSpec(long long defaultLength);
ParamSpec queryKeyWidthSpec(long long defaultWidth, long long minimumWidth = 1);
ParamSpec valueWidthSpec(long long defaultWidth);
ParamSpec seedSpec();

struct SequenceShape {
    int n = 0;
    int d = 0;
    int dv = 0;
    std::uint64_t seed = 0;
};

// Reads n, d, dv and seed from parameters declared with the specs above.
SequenceShape readShape(const Params& params);

// count rows of width columns, orthonormal (count <= width): the first rows of the Q factor of a seeded Gaussian
// matrix, so the directions are random but exactly perpendicular.
MatrixD orthonormalRows(int count, int width, Random& random);

// count unit rows as far apart as the width allows: orthonormal when count <= width, otherwise independent random
// directions (their dot products are then about +-1/sqrt(width), small but not zero).
MatrixD spreadDirections(int count, int width, Random& random);

// A unit row vector in a random direction.
Eigen::RowVectorXd randomUnitVector(int width, Random& random);

// rows x cols of N(0, stddev^2) in double.
MatrixD normalMatrixD(int rows, int cols, Random& random, double stddev = 1.0);

// Row i is [cos(i w_1), sin(i w_1), cos(i w_2), sin(i w_2), ...] (n x 2F). The dot product of rows i and j is
// sum_f cos(w_f (i - j)): it depends only on the offset i - j, which is what rotary position features rely on.
MatrixD cosineSinePairs(int n, const std::vector<double>& frequencies);

// The transformer's sinusoidal position features (frequencies 10000^(-2f/width)), n x width, scaled so a row has
// about unit norm (exactly for even width).
MatrixD sinusoidalPositions(int n, int width);

// count distinct integers from [0, bound), in random order (a partial Fisher-Yates shuffle); count <= bound.
std::vector<int> distinctDraws(int count, int bound, Random& random);

// The factor that makes designed scores come out unchanged under the problem's default scale 1/sqrt(d): Q and K
// are each multiplied by d^(1/4), so (q_i . k_j) / sqrt(d) is the designed q_i . k_j. Splitting it evenly keeps
// queries and keys of similar size, which variants that normalise or hash them expect.
double defaultScaleCompensation(int d);

// A sequence whose scores (q_i . k_j, before the default scale) are as designed: Q and K compensated for the
// default scale as above, converted to float.
Sequence sequenceFromDesignedScores(const MatrixD& queries, const MatrixD& keys, const MatrixD& values,
                                    std::vector<std::string> tokens);

// "prefix0", "prefix1", ... one per token.
std::vector<std::string> numberedLabels(const std::string& prefix, int n);

} // namespace attnlab::core
