#include "core/analysis/exact_map_double.h"

namespace attnlab::core {

MatrixD exactMapInDouble(const Problem& problem)
{
    const int n = problem.n();
    MatrixD a = problem.q.cast<double>() * problem.k.cast<double>().transpose();
    a *= problem.effectiveScale();
    for (int i = 0; i < n; ++i) {
        // Causal: key j is allowed for query i only when j <= i, so row i keeps its first i + 1 entries.
        const int allowed = problem.causal ? i + 1 : n;
        auto row = a.row(i);
        const double rowMax = row.head(allowed).maxCoeff();
        row.head(allowed) = (row.head(allowed).array() - rowMax).exp().matrix();
        row.head(allowed) /= row.head(allowed).sum();
        row.tail(n - allowed).setZero();
    }
    return a;
}

} // namespace attnlab::core
