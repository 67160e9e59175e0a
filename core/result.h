#pragma once

#include "core/matrix.h"
#include "core/pattern.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace attnlab::core {

// Counted by the code path that ran, not a formula pasted beside it.
struct Cost {
    double madds = 0; // multiply-adds
    // Bytes of the working buffers the compute path allocated (output O included; inputs and the display-only
    // map M excluded), at their largest at one time.
    double peakBytes = 0;
    // (query, key) pairs of the method's field, the pairs that enter its softmax (Result::pattern): madds may exceed
    // fieldPairs x (d + dv) where whole tiles were evaluated and partly masked. Variant::run sets it for every
    // method; an analytic cost fills it where it knows the field (0 otherwise).
    double fieldPairs = 0;
};

// What a method decided, for the panels that show it: bucket ids, clusters, per-head maps, ... Every key is named in
// core/extra_keys.h, which producers and readers both spell it through.
struct Extras {
    std::map<std::string, Matrix> matrices;
    std::map<std::string, std::vector<int>> labels;
    std::map<std::string, double> scalars;
    std::map<std::string, std::string> notes;
};

struct Result {
    Matrix o; // N x dv
    std::optional<Matrix> map; // N x N mixing map M with O = M V, when asked for and one exists
    Pattern pattern; // the evaluated (i, j) pairs
    Cost cost;
    Extras extras;
};

} // namespace attnlab::core
