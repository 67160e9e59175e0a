#pragma once

#include "core/params.h"
#include "core/problem.h"

#include <string>
#include <vector>

namespace attnlab::core {

// One attention head of the trained model a sequence was read from (the "Trained model" source): its map on the
// sequence, for the input dock's grid of heads.
struct SourceHead {
    int layer = 0;
    int head = 0;
    Matrix attention; // N x N, rows sum to 1 (causal)
};

// An input sequence ready for attention: Q, K, V (and X when the source has token representations), with a
// label per token for the axes.
struct Sequence {
    Problem problem; // causal and scale left at their defaults: the caller chooses them
    std::vector<std::string> tokens; // one per row
    std::vector<SourceHead> sourceHeads; // every head of the model, when the source is one; else empty
};

struct ScenarioInfo {
    std::string id;
    std::string displayName;
    int listOrder = 0;
    std::string description; // what structure it has, which variants it favours and which it breaks
    std::vector<ParamSpec> params;
    // A source of causal heads (a trained decoder): choosing it turns causal on, so its heads read as trained.
    bool causal = false;
    // d of every sequence, for a source without a "d" parameter that fixes it (0: it has one).
    int queryKeyWidth = 0;
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
