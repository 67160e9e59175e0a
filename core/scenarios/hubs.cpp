// hubs: a few tokens that every query attends to (like [CLS], a period or the first token in trained models).
// One direction u is shared by all queries; the hub keys are aligned with it and the others are perpendicular:
//     q_i = a u + b c_i,   k_j = a [j is a hub] u + b c'_j,
// where the content directions c, c' are random unit vectors perpendicular to u. A hub key scores a^2 (+- noise)
// with every query, any other key about 0 +- b^2/sqrt(d). With a^2 = sharpness + ln((n - hubs) / hubs) the hubs'
// share of a row is about e^sharpness / (e^sharpness + 1.2) whatever n is (the log term pays for the growing
// number of ordinary keys), and the rest is spread thinly with some per-token variety.
// The hubs are the leading tokens (like [CLS] or the beginning-of-sequence "attention sink"), which is where global
// patterns put their global tokens; `placement` random scatters them (seeded) to show those patterns missing them.
// Hub tokens are labelled "hub<i>".
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/scenarios/scenario_building.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

namespace {

// b^2 above: content scores of about +- 3/sqrt(d), enough to make rows differ, too little to compete with hubs.
constexpr double kContentScore = 3.0;

// A random unit vector perpendicular to `axis` (a unit vector); needs width >= 2.
Eigen::RowVectorXd perpendicularUnitVector(const Eigen::RowVectorXd& axis, Random& random)
{
    for (;;) {
        Eigen::RowVectorXd direction = randomUnitVector(static_cast<int>(axis.size()), random);
        direction -= direction.dot(axis) * axis;
        const double length = direction.norm();
        if (length > 1e-6)
            return direction / length;
    }
}

class HubsScenario final : public Scenario {
public:
    HubsScenario()
        : Scenario(ScenarioInfo{
            "hubs",
            "Hub tokens",
            50,
            "A few hub tokens that every query attends to (the leading tokens, or scattered); the rest of each row "
            "is thin. Favours bigbird, whose first block is global and holds the leading hubs, global and "
            "longformer once `tokens` covers the hubs (their default of 2 misses the third of the default 3; with "
            "placement random they miss the hubs), priority_memory, which keeps the large hub keys, and topk and "
            "select_kv, which find them by score or norm; breaks local, chunked and sliding_window, whose windows "
            "miss distant hubs.",
            {sequenceLengthSpec(64), queryKeyWidthSpec(32, 2), valueWidthSpec(16), seedSpec(),
             ParamSpec::integer("hubs", 3, 1, kMaxSequenceLength, "Number of hub tokens (at most n)"),
             ParamSpec::choice("placement", "leading", {"leading", "random"},
                               "Where the hubs are: the first tokens, or random positions"),
             ParamSpec::real("sharpness", 2.0, 0.0, 20.0,
                             "How strongly queries prefer the hubs: they hold about e^s / (e^s + 1.2) of each row, "
                             "for any n")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const SequenceShape shape = readShape(params);
        const int hubs = static_cast<int>(params.integer("hubs"));
        if (hubs > shape.n)
            throw Error("parameter 'hubs' must be at most n (" + std::to_string(shape.n) + "), got "
                        + std::to_string(hubs));
        const double ordinaryPerHub = static_cast<double>(shape.n - hubs) / hubs;
        const double sharedAmplitude = std::sqrt(params.real("sharpness") + std::log(std::max(1.0, ordinaryPerHub)));
        const double contentAmplitude = std::sqrt(kContentScore);

        Random random(shape.seed);
        const Eigen::RowVectorXd shared = randomUnitVector(shape.d, random);
        std::vector<bool> isHub(static_cast<std::size_t>(shape.n), false);
        if (params.text("placement") == "random") {
            for (const int position : distinctDraws(hubs, shape.n, random))
                isHub[static_cast<std::size_t>(position)] = true;
        } else {
            std::fill(isHub.begin(), isHub.begin() + hubs, true);
        }

        MatrixD queries(shape.n, shape.d);
        MatrixD keys(shape.n, shape.d);
        std::vector<std::string> tokens;
        for (int i = 0; i < shape.n; ++i) {
            const bool hub = isHub[static_cast<std::size_t>(i)];
            queries.row(i) = sharedAmplitude * shared + contentAmplitude * perpendicularUnitVector(shared, random);
            keys.row(i) = (hub ? sharedAmplitude : 0.0) * shared
                + contentAmplitude * perpendicularUnitVector(shared, random);
            tokens.push_back((hub ? "hub" : "t") + std::to_string(i));
        }
        const MatrixD values = normalMatrixD(shape.n, shape.dv, random);
        return sequenceFromDesignedScores(queries, keys, values, std::move(tokens));
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::HubsScenario)
