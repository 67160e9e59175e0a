#include "core/variant.h"

#include "core/error.h"
#include "core/memory_budget.h"

#include <algorithm>

namespace attnlab::core {

std::string familyId(Family family)
{
    switch (family) {
    case Family::Pattern: return "pattern";
    case Family::Cluster: return "cluster";
    case Family::Lowrank: return "lowrank";
    case Family::Kernel: return "kernel";
    case Family::Synth: return "synth";
    case Family::Memory: return "memory";
    }
    return "unknown";
}

std::string familyName(Family family)
{
    switch (family) {
    case Family::Pattern: return "Sparse patterns chosen by hand";
    case Family::Cluster: return "Patterns found from the data";
    case Family::Lowrank: return "Representative keys and fewer dimensions";
    case Family::Kernel: return "Reordered products and kernels";
    case Family::Synth: return "Attention without queries and keys";
    case Family::Memory: return "Memory over a stream";
    }
    return "Unknown";
}

const std::vector<Family>& allFamilies()
{
    static const std::vector<Family> families{Family::Pattern, Family::Cluster, Family::Lowrank,
                                              Family::Kernel,  Family::Synth,   Family::Memory};
    return families;
}

std::string RankBound::label() const
{
    return symbol + " = " + std::to_string(rank);
}

std::string RankBound::meaning() const
{
    std::string sentence = meaningTemplate;
    const std::string value = std::to_string(rank);
    for (std::size_t at = sentence.find("%1"); at != std::string::npos; at = sentence.find("%1", at + value.size()))
        sentence.replace(at, 2, value);
    return sentence;
}

int RankBound::positionAmong(int n) const
{
    return static_cast<int>(std::clamp<long long>(rank, 0, std::max(n, 0)));
}

Variant::Variant(VariantInfo info) : m_info(std::move(info)) {}

Params Variant::resolve(const Params& given) const
{
    Params resolved = Params::defaults(m_info.params);
    for (const auto& [name, value] : given.values())
        resolved.set(m_info.params, name, value);
    return resolved;
}

Cost Variant::analyticCost(int n, int d, int dv, int, bool causal, const Params& params) const
{
    return analyticCost(n, d, dv, causal, params);
}

Cost Variant::analyticCost(const Problem& problem, const Params& params) const
{
    return analyticCost(problem.n(), problem.d(), problem.dv(), static_cast<int>(problem.tokens().cols()),
                        problem.causal, params);
}

std::optional<RankBound> Variant::rankBound(const Params& params, int n, bool causal) const
{
    if (!m_info.rankBound)
        return std::nullopt;
    return m_info.rankBound(resolve(params), n, causal);
}

void Variant::checkParams(const Problem&, const Params&) const {}

Result Variant::run(const Problem& problem, const Params& params, const RunOptions& options) const
{
    if (options.problemChecked)
        problem.validateShapes();
    else
        problem.validate();
    if (problem.causal && m_info.causal == CausalSupport::Never)
        throw Error("variant '" + m_info.id + "' cannot honour causal: " + m_info.causalReason);
    const Params resolved = resolve(params);
    // CausalSupport::Always variants read only the past whatever problem.causal says.
    checkParams(problem, resolved);
    if (!options.problemChecked)
        checkMemoryBudget(*this, problem.n(), problem.d(), problem.dv(), static_cast<int>(problem.tokens().cols()),
            problem.causal, resolved, options);
    Result result = compute(problem, resolved, options);
    // Beside what the path counted, the size of the field it computed (the pattern): one place for every method.
    result.cost.fieldPairs = static_cast<double>(result.pattern.pairCount());
    return result;
}

} // namespace attnlab::core
