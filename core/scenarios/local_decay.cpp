// local_decay: scores fall with the distance |i - j|, built the way rotary position features are. Query i and key i
// are both the cosine/sine pairs [cos(i w_f), sin(i w_f)] of F = d/2 frequencies times one amplitude a, so
//     q_i . k_j = a^2 sum_f cos(w_f (i - j)),
// a function of the offset alone: every row has the same shape, peaked on the diagonal. The frequencies spread
// geometrically from 0.7/width (how fast scores fall next to the diagonal) down to pi/(2n) (the slowest cosine keeps
// falling over the whole sequence, so far keys never come back into phase together). The amplitude comes from the
// curvature at the peak, a^2 sum_f w_f^2 = sharpness / width^2, so near the diagonal the score is about
// -sharpness (i - j)^2 / (2 width^2) and the weights look like a Gaussian of standard deviation width/sqrt(sharpness).
// Small noise on Q and K keeps rows from being exact shifts of each other. An odd d leaves the last column noise.
#include "core/builtin_catalogues.h"
#include "core/scenarios/scenario_building.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

namespace {

// Noise on each coordinate, relative to the amplitude: scores move by a few tenths at most.
constexpr double kRelativeNoise = 0.05;

class LocalDecayScenario final : public Scenario {
public:
    LocalDecayScenario()
        : Scenario(ScenarioInfo{
            "local_decay",
            "Local decay",
            20,
            "Each token attends to its neighbours, with weights falling off with distance (about `width` tokens), "
            "the same in every row. Favours local, the windows over the past (sliding_window and cache_window, "
            "exact under causal; without it sliding_window misses the neighbours ahead) and chunked near block "
            "centres; breaks strided, dilated and random, whose keys skip the neighbours that hold the mass.",
            {sequenceLengthSpec(64), queryKeyWidthSpec(32, 2), valueWidthSpec(16), seedSpec(),
             ParamSpec::real("width", 2.0, 0.25, 512.0, "Typical distance (tokens) over which the weights fall"),
             ParamSpec::real("sharpness", 1.0, 0.1, 20.0,
                             "Multiplies every score: higher narrows the neighbourhood and deepens the far floor")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const SequenceShape shape = readShape(params);
        const double width = params.real("width");
        const int pairs = shape.d / 2;

        const double fastest = 0.7 / width;
        const double slowest = std::min(fastest, kPi / (2.0 * shape.n));
        std::vector<double> frequencies(static_cast<std::size_t>(pairs));
        double sumOfSquares = 0;
        for (int f = 0; f < pairs; ++f) {
            const double fraction = pairs == 1 ? 0.0 : static_cast<double>(f) / (pairs - 1);
            const double frequency = fastest * std::pow(slowest / fastest, fraction);
            frequencies[static_cast<std::size_t>(f)] = frequency;
            sumOfSquares += frequency * frequency;
        }
        const double amplitude = std::sqrt(params.real("sharpness") / (width * width * sumOfSquares));

        Random random(shape.seed);
        MatrixD positions = MatrixD::Zero(shape.n, shape.d);
        positions.leftCols(2 * pairs) = amplitude * cosineSinePairs(shape.n, frequencies);
        const MatrixD queries = positions + normalMatrixD(shape.n, shape.d, random, kRelativeNoise * amplitude);
        const MatrixD keys = positions + normalMatrixD(shape.n, shape.d, random, kRelativeNoise * amplitude);
        const MatrixD values = normalMatrixD(shape.n, shape.dv, random);
        return sequenceFromDesignedScores(queries, keys, values, numberedLabels("t", shape.n));
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::LocalDecayScenario)
