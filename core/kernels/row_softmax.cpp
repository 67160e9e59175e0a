#include "core/kernels/row_softmax.h"

#include <limits>

namespace attnlab::core {

void softmaxRowsInPlace(Matrix& scores)
{
    for (Eigen::Index r = 0; r < scores.rows(); ++r) {
        auto row = scores.row(r);
        const float rowMax = row.maxCoeff();
        // Eigen's vectorised exp clamps its argument, so exp(-inf) comes out as a denormal, not 0: masked entries
        // are zeroed explicitly so a causal map has exact zeros above the diagonal.
        row = (row.array() == -std::numeric_limits<float>::infinity())
                  .select(0.0f, (row.array() - rowMax).exp())
                  .matrix();
        row /= row.sum();
    }
}

} // namespace attnlab::core
