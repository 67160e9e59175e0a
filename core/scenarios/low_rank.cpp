// low_rank: an exact attention map of rank at most `rank`. The keys take only `rank` distinct values (prototype
// directions, each used at least once, the rest of the keys assigned at random): two equal keys give two equal
// score columns, softmax's row normalisation scales whole rows and keeps those columns equal, so A has at most
// `rank` distinct columns and rank(A) <= rank. The singular values of A past `rank` are zero up to rounding, which
// is the structure low-rank methods bet on. Queries are Gaussian with scores about N(0, sharpness^2), so the rows
// are far from uniform. The keys carry no noise: any would break the exact rank.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/scenarios/scenario_building.h"

namespace attnlab::core {

namespace {

class LowRankScenario final : public Scenario {
public:
    LowRankScenario()
        : Scenario(ScenarioInfo{
            "low_rank",
            "Low-rank map",
            60,
            "Keys take only a few distinct values, so the exact attention map has only `rank` distinct columns and "
            "rank(A) <= rank: its spectrum stops after `rank` singular values. Favours svd, whose truncation keeps "
            "exactly those (exact once its rank reaches `rank`). The other low-rank bets do not find the structure "
            "by themselves: linformer and lowdim project onto random slots that mix the few distinct keys (large "
            "errors), pool_kv averages neighbouring keys and the kernel variants only approximate the softmax "
            "(moderate errors). Breaks sparse patterns (local, strided, random) that drop keys the whole row "
            "depends on.",
            {sequenceLengthSpec(64), queryKeyWidthSpec(32), valueWidthSpec(16), seedSpec(),
             ParamSpec::integer("rank", 4, 1, kMaxSequenceLength, "Number of distinct keys, the bound on rank(A)"),
             ParamSpec::real("sharpness", 2.0, 0.1, 20.0, "Standard deviation of the scores")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const SequenceShape shape = readShape(params);
        const int rank = static_cast<int>(params.integer("rank"));
        if (rank > shape.n)
            throw Error("parameter 'rank' must be at most n (" + std::to_string(shape.n) + "), got "
                        + std::to_string(rank));

        Random random(shape.seed);
        const MatrixD prototypes = spreadDirections(rank, shape.d, random);
        // Every prototype appears at least once (at distinct random positions), so the rank bound is reached.
        std::vector<int> groupOfKey(static_cast<std::size_t>(shape.n), -1);
        const std::vector<int> firstUses = distinctDraws(rank, shape.n, random);
        for (int group = 0; group < rank; ++group)
            groupOfKey[static_cast<std::size_t>(firstUses[static_cast<std::size_t>(group)])] = group;
        MatrixD keys(shape.n, shape.d);
        std::vector<std::string> tokens;
        for (int j = 0; j < shape.n; ++j) {
            int& group = groupOfKey[static_cast<std::size_t>(j)];
            if (group < 0)
                group = static_cast<int>(random.below(static_cast<std::uint64_t>(rank)));
            keys.row(j) = prototypes.row(group);
            tokens.push_back("g" + std::to_string(group));
        }
        const MatrixD queries = normalMatrixD(shape.n, shape.d, random, params.real("sharpness"));
        const MatrixD values = normalMatrixD(shape.n, shape.dv, random);
        return sequenceFromDesignedScores(queries, keys, values, std::move(tokens));
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::LowRankScenario)
