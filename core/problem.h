#pragma once

#include "core/matrix.h"

#include <optional>
#include <string>

namespace attnlab::core {

// One attention problem: queries, keys and values (rows are tokens) and the options every variant honours.
struct Problem {
    Matrix q; // N x d
    Matrix k; // N x d
    Matrix v; // N x dv
    std::optional<Matrix> x; // N x dm, the token representations Q, K, V were made from, when known
    bool causal = false;
    std::optional<double> scale; // default 1/sqrt(d)

    int n() const { return static_cast<int>(q.rows()); }
    int d() const { return static_cast<int>(q.cols()); }
    int dv() const { return static_cast<int>(v.cols()); }
    double effectiveScale() const;
    // Variants that mix token representations use X; the catalogue says X := V when none was given.
    const Matrix& tokens() const { return x ? *x : v; }

    // Shapes agree, N >= 1, every value finite, scale finite. Throws Error naming the field at fault.
    void validate() const;
    // validate() but for the values of Q, K, V and X: no pass over the matrices.
    void validateShapes() const;
};

} // namespace attnlab::core
