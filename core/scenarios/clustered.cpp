// clustered: tokens fall into c groups and attend within their group. Each token gets a cluster at random (seeded);
// its query and its key are the cluster's centre plus independent noise of relative size `spread`:
//     q_i = sqrt(sharpness) (centre(c_i) + spread g_i),   k_j = sqrt(sharpness) (centre(c_j) + spread h_j),
// with unit centres that are orthonormal when c <= d (random unit directions otherwise) and noise vectors g, h of
// about unit length. Then q_i . k_j is about `sharpness` within a cluster and about 0 across clusters, so each row
// spreads its mass evenly over its own cluster, wherever those keys sit in the sequence.
#include "core/builtin_catalogues.h"
#include "core/scenarios/scenario_building.h"

#include <cmath>

namespace attnlab::core {

namespace {

class ClusteredScenario final : public Scenario {
public:
    ClusteredScenario()
        : Scenario(ScenarioInfo{
            "clustered",
            "Clusters",
            40,
            "Tokens belong to a few clusters scattered through the sequence; each query attends to the keys of its "
            "own cluster. Favours kmeans, which recovers the clusters from Q and K; lsh gets part of the way (its "
            "buckets split and merge clusters); breaks local, chunked and strided, which pick keys by position and "
            "miss most of the cluster, and sinkhorn, whose matched blocks are runs of neighbouring positions, not "
            "clusters.",
            {sequenceLengthSpec(64), queryKeyWidthSpec(32), valueWidthSpec(16), seedSpec(),
             ParamSpec::integer("clusters", 4, 1, kMaxSequenceLength, "Number of clusters c"),
             ParamSpec::real("spread", 0.1, 0.0, 10.0,
                             "Noise around the cluster centres, relative to their length: large blurs the clusters"),
             ParamSpec::real("sharpness", 5.0, 0.1, 50.0, "Score of a same-cluster key above a foreign one")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const SequenceShape shape = readShape(params);
        const int clusters = static_cast<int>(params.integer("clusters"));
        const double spread = params.real("spread");
        const double amplitude = std::sqrt(params.real("sharpness"));

        Random random(shape.seed);
        const MatrixD centres = spreadDirections(clusters, shape.d, random);
        const double noiseLength = spread / std::sqrt(static_cast<double>(shape.d)); // per coordinate
        MatrixD queries = normalMatrixD(shape.n, shape.d, random, noiseLength);
        MatrixD keys = normalMatrixD(shape.n, shape.d, random, noiseLength);
        std::vector<std::string> tokens;
        for (int i = 0; i < shape.n; ++i) {
            const auto cluster = static_cast<int>(random.below(static_cast<std::uint64_t>(clusters)));
            queries.row(i) += centres.row(cluster);
            keys.row(i) += centres.row(cluster);
            tokens.push_back("c" + std::to_string(cluster));
        }
        const MatrixD values = normalMatrixD(shape.n, shape.dv, random);
        return sequenceFromDesignedScores(amplitude * queries, amplitude * keys, values, std::move(tokens));
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::ClusteredScenario)
