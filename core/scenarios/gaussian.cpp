// gaussian: i.i.d. standard normal Q, K, V. Its attention is close to uniform, which is itself a lesson: most
// efficient variants look accurate here for the wrong reason (there is no structure to miss).
#include "core/builtin_catalogues.h"
#include "core/random.h"

namespace attnlab::core {

namespace {

class GaussianScenario final : public Scenario {
public:
    GaussianScenario()
        : Scenario(ScenarioInfo{
            "gaussian",
            "Gaussian noise",
            10,
            "Independent N(0,1) queries, keys and values. Attention is nearly uniform, so every variant looks "
            "good and the difference maps show noise: a baseline, not a test.",
            {ParamSpec::integer("n", 64, 1, 16384, "Sequence length N (tokens)"),
             ParamSpec::integer("d", 16, 1, 1024, "Query and key width d"),
             ParamSpec::integer("dv", 16, 1, 1024, "Value width dv"),
             ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random draws")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const int n = static_cast<int>(params.integer("n"));
        const int d = static_cast<int>(params.integer("d"));
        const int dv = static_cast<int>(params.integer("dv"));
        Random random(static_cast<std::uint64_t>(params.integer("seed")));
        Sequence sequence;
        sequence.problem.q = random.normalMatrix(n, d);
        sequence.problem.k = random.normalMatrix(n, d);
        sequence.problem.v = random.normalMatrix(n, dv);
        sequence.tokens.reserve(n);
        for (int i = 0; i < n; ++i)
            sequence.tokens.push_back("t" + std::to_string(i));
        return sequence;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::GaussianScenario)
