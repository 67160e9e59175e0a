// periodic: tokens whose positions are equal modulo a period p attend to each other. Query i and key i are the
// cosine/sine pairs of the harmonics w_h = 2 pi h / p, h = 1..H (H = min(d/2, p/2)), times one amplitude, so
//     q_i . k_j = sharpness * mean_h cos(2 pi h (i - j) / p),
// which is `sharpness` when i - j is a multiple of p and small otherwise (several harmonics make the peak narrow,
// one harmonic alone would be a broad cosine). Small noise on Q and K; columns beyond 2H hold only noise.
#include "core/builtin_catalogues.h"
#include "core/scenarios/scenario_building.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

namespace {

constexpr double kRelativeNoise = 0.05;

class PeriodicScenario final : public Scenario {
public:
    PeriodicScenario()
        : Scenario(ScenarioInfo{
            "periodic",
            "Periodic",
            30,
            "Each token attends to the tokens at the same phase of a period p (i, i +- p, i +- 2p, ...), all "
            "across the sequence. Favours strided with stride p (or a divisor of p), sparse_transformer, and "
            "topk, kmeans and lsh, which find the phase from the scores; dilated with gap p - 1 reaches the same "
            "phase only within its radius; breaks local, chunked and sliding_window, which only see the "
            "neighbours in between.",
            {sequenceLengthSpec(64), queryKeyWidthSpec(32, 2), valueWidthSpec(16), seedSpec(),
             ParamSpec::integer("period", 8, 2, kMaxSequenceLength, "Period p (tokens) of the attention pattern"),
             ParamSpec::real("sharpness", 5.0, 0.1, 50.0,
                             "Score of a same-phase key above the average: higher puts more mass on the phase")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const SequenceShape shape = readShape(params);
        const int period = static_cast<int>(params.integer("period"));
        const int harmonics = std::max(1, std::min(shape.d / 2, period / 2));
        std::vector<double> frequencies(static_cast<std::size_t>(harmonics));
        for (int h = 0; h < harmonics; ++h)
            frequencies[static_cast<std::size_t>(h)] = 2.0 * kPi * (h + 1) / period;
        const double amplitude = std::sqrt(params.real("sharpness") / harmonics);

        Random random(shape.seed);
        MatrixD phases = MatrixD::Zero(shape.n, shape.d);
        phases.leftCols(2 * harmonics) = amplitude * cosineSinePairs(shape.n, frequencies);
        const MatrixD queries = phases + normalMatrixD(shape.n, shape.d, random, kRelativeNoise * amplitude);
        const MatrixD keys = phases + normalMatrixD(shape.n, shape.d, random, kRelativeNoise * amplitude);
        const MatrixD values = normalMatrixD(shape.n, shape.dv, random);
        std::vector<std::string> tokens;
        tokens.reserve(static_cast<std::size_t>(shape.n));
        for (int i = 0; i < shape.n; ++i)
            tokens.push_back("ph" + std::to_string(i % period));
        return sequenceFromDesignedScores(queries, keys, values, std::move(tokens));
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::PeriodicScenario)
