#pragma once

#include "core/result.h"

namespace attnlab::core {

// A variant's result against the exact one on the same input (../shared/spec/variants.md, "Analysis available").
struct Metrics {
    double relErrO = 0; // ||O - O*||_F / ||O*||_F
    double relErrMap = 0; // ||M - A||_F / ||A||_F; NaN when either map is missing
    double maxAbsErrO = 0; // max |O - O*|
    double meanKl = 0; // mean over rows of KL(A_i || M_i); NaN unless M's rows are distributions
    double meanCosO = 0; // mean over rows of cos(O*_i, O_i)
    // Scores computed / N^2: the pattern's pairs, or the extras scalar "evaluated_scores" when a variant reports it
    // (a pooled memory slot is one score that stands for many pattern positions).
    double density = 0;
};

// Probabilities below this count as this in KL, so a key the variant skipped gives a large, finite penalty.
constexpr double kKlFloor = 1e-9;

// `rowsAreDistributions`: the variant's M rows sum to 1 (VariantInfo::rowsSumToOne). Methods that mix the token
// representations X (fnet, mixer, gmlp) return an O as wide as X, not as V: then the errors of O are NaN (there is
// nothing to compare it with) and only the maps are compared.
Metrics compareWithExact(const Result& exact, const Result& variant, bool rowsAreDistributions);

} // namespace attnlab::core
