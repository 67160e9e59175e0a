#pragma once

#include "core/params.h"
#include "core/problem.h"

#include <string>
#include <vector>

namespace attnlab::core {

// An input sequence ready for attention: Q, K, V (and X when the source has token representations), with a
// label per token for the axes.
struct Sequence {
    Problem problem; // causal and scale left at their defaults: the caller chooses them
    std::vector<std::string> tokens; // one per row
};

struct ScenarioInfo {
    std::string id;
    std::string displayName;
    int listOrder = 0;
    std::string description; // what structure it has, which variants it favours and which it breaks
    std::vector<ParamSpec> params;
};

// A source of sequences (a generator or typed text); declares its parameters like a variant does.
class Scenario {
public:
    explicit Scenario(ScenarioInfo info);
    virtual ~Scenario() = default;
    Scenario(const Scenario&) = delete;
    Scenario& operator=(const Scenario&) = delete;

    const ScenarioInfo& info() const { return m_info; }
    const std::string& id() const { return m_info.id; }

    // Defaults overlaid with the given values, each checked; throws Error naming the parameter at fault.
    Params resolve(const Params& given) const;
    Sequence make(const Params& params) const;

protected:
    virtual Sequence generate(const Params& params) const = 0;

private:
    ScenarioInfo m_info;
};

} // namespace attnlab::core
