#pragma once

#include "core/cost_promise.h"
#include "core/params.h"
#include "core/problem.h"
#include "core/result.h"
#include "core/run_options.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace attnlab::core {

enum class Family { Pattern, Cluster, Lowrank, Kernel, Synth, Memory };

std::string familyId(Family family); // "pattern", "cluster", ...
std::string familyName(Family family); // "Sparse patterns chosen by hand", ...
const std::vector<Family>& allFamilies();

enum class CausalSupport {
    Optional, // honours causal when asked
    Never, // cannot honour it: asking is an error naming the reason
    Always, // causal by definition (memory over a stream)
};

// What a variant's parameters bound about the rank of its map M (or of its scores), as the Spectrum panel marks it
// beside the singular values: k of linformer, r of the truncated SVD, the pooled slots of pool_kv, ...
struct RankBound {
    long long rank = 0; // the bound the parameters set; N or more drops nothing
    std::string symbol; // the formula's name for it (../shared/spec/variants.md): "k", "r", "slots"
    // One sentence for the panel: what the parameter bounds, with "%1" where the rank stands. A template rather than
    // the finished sentence, so the interface can translate it (coreText) before putting the number in.
    std::string meaningTemplate;
    bool boundsMapRank = true; // false when it bounds the scores' rank only (the softmax raises M's rank again)

    std::string label() const; // "k = 16"
    std::string meaning() const; // meaningTemplate with the rank in place of each "%1"
    int positionAmong(int n) const; // where the marker stands among N singular values: after min(rank, N)
};

// The bound for these resolved parameters on N tokens, or nothing when they bound nothing on this input (e.g.
// performer's features under causal: the prefix sums are not a product through m).
using RankBoundRule = std::function<std::optional<RankBound>(const Params& resolved, int n, bool causal)>;

struct VariantInfo {
    std::string id; // stable public id (../shared/spec/variants.md)
    std::string displayName;
    Family family = Family::Pattern;
    int listOrder = 0; // position within its family, as in the catalogue table
    std::string description; // one line
    std::string formula; // TeX, reused by the lessons
    std::string paper; // the paper it follows
    std::vector<ParamSpec> params;
    CausalSupport causal = CausalSupport::Optional;
    std::string causalReason; // why, when causal is Never
    bool oracle = false; // needs the exact scores: its cost is the exact cost
    bool rowsSumToOne = true; // M is a softmax (rows are distributions)
    // Under causal no query reads a later key, but which keys a query may read was decided from the whole
    // sequence: a later token can change an earlier query's row of the pattern. The app says so. No built-in
    // variant sets it: ../shared/spec/variants.md promises that a causal row depends on no later token, also
    // through what is fitted or routed, and the conformance suite checks exactly that for every causal variant.
    bool routingSeesWholeSequence = false;
    // Only for the variants whose M (or whose scores) is a product through a narrow middle; the others' maps are
    // sparse or mixed, not low-rank by construction, and leave it empty.
    RankBoundRule rankBound = nullptr;
    // How its cost grows with N at the default parameters, and why (core/cost_promise.h). Every built-in variant
    // states one (tested).
    CostPromise promise {};
};

// One attention method. run() checks the problem, the options and the parameters (declared once in
// info().params) before the method's own compute(), so every variant refuses bad input the same way.
class Variant {
public:
    explicit Variant(VariantInfo info);
    virtual ~Variant() = default;
    Variant(const Variant&) = delete;
    Variant& operator=(const Variant&) = delete;

    const VariantInfo& info() const { return m_info; }
    const std::string& id() const { return m_info.id; }

    // params may name only some parameters; the rest take their defaults. Throws Error on bad input and
    // Cancelled when options.cancel is raised.
    Result run(const Problem& problem, const Params& params, const RunOptions& options) const;
    // Defaults overlaid with the given values, every value checked; throws Error.
    Params resolve(const Params& given) const;
    // The analytic cost (multiply-adds and peak working bytes) for a problem of this shape.
    virtual Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const = 0;
    // The same when the token representations X have width dm (X := V gives dm = dv). Only variants that mix X
    // (the synth family) depend on dm and override this one; callers that know the problem use it.
    virtual Cost analyticCost(int n, int d, int dv, int dm, bool causal, const Params& params) const;
    Cost analyticCost(const Problem& problem, const Params& params) const;
    // The rank its parameters (defaults filled in) bound on N tokens, or nothing when info().rankBound is empty or
    // bounds nothing there. Throws Error on bad parameters.
    std::optional<RankBound> rankBound(const Params& params, int n, bool causal) const;

protected:
    // Constraints between parameters or with the problem's shape (e.g. stride <= window); throws Error.
    virtual void checkParams(const Problem& problem, const Params& params) const;
    virtual Result compute(const Problem& problem, const Params& params, const RunOptions& options) const = 0;

private:
    VariantInfo m_info;
};

} // namespace attnlab::core
