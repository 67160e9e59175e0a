#include "core/scenario.h"

namespace attnlab::core {

Scenario::Scenario(ScenarioInfo info) : m_info(std::move(info)) {}

Params Scenario::resolve(const Params& given) const
{
    Params resolved = Params::defaults(m_info.params);
    for (const auto& [name, value] : given.values())
        resolved.set(m_info.params, name, value);
    return resolved;
}

Sequence Scenario::make(const Params& params) const
{
    Sequence sequence = generate(resolve(params));
    sequence.problem.validate();
    return sequence;
}

} // namespace attnlab::core
