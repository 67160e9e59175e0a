// gaussian: i.i.d. standard normal Q, K, V, the structureless baseline. Its attention is close to uniform, so the
// exact O* is close to the mean of V and small (norm about sqrt(dv / N) per row): a method that reads a few keys, or
// mixes them through a few random slots, misses most of that average and its relative error of O is large (local's
// is about sqrt(N / 9 - 1), 2.2 at the defaults). There is no structure for an efficient method to exploit.
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
            "Independent N(0,1) queries, keys and values: the structureless baseline, with nothing for an efficient "
            "method to exploit. Attention is nearly uniform, so the exact output is close to the mean of V and "
            "small; the sparse patterns (local, strided, random, ...), lsh and the random projections of linformer "
            "and lowdim read or mix only a few keys, miss most of that average and have a large relative error of "
            "O (near or above 1). A baseline, not a showcase.",
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
