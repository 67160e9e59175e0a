#include "core/kernels/row_softmax.h"

namespace attnlab::core {

void softmaxRowsInPlace(Matrix& scores)
{
    for (Eigen::Index r = 0; r < scores.rows(); ++r) {
        auto row = scores.row(r);
        const float rowMax = row.maxCoeff();
        row = (row.array() - rowMax).exp().matrix();
        row /= row.sum();
    }
}

} // namespace attnlab::core
