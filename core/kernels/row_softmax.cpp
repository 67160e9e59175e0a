#include "core/kernels/row_softmax.h"

#include <limits>

namespace attnlab::core {

void softmaxRowsInPlace(Matrix& scores)
{
    softmaxRowsInPlace(Eigen::Ref<Matrix>(scores));
}

void softmaxRowsInPlace(Eigen::Ref<Matrix> scores)
{
    for (Eigen::Index r = 0; r < scores.rows(); ++r) {
        auto row = scores.row(r);
        const float rowMax = row.maxCoeff();
        // Eigen's vectorised exp clamps its argument, so a masked entry (-inf) comes out as a denormal rather than
        // 0, and so may a weight that truly underflows. Both are flushed to exact zeros in a second, cheap pass:
        // a causal map then has exact zeros above the diagonal. (A select() around the exp would not vectorise
        // and would fall back to a scalar exp whose underflow path is ~50x slower.)
        row = (row.array() - rowMax).exp().matrix();
        // Written without a branch so that the compiler vectorises it (with one, it ran an entry at a time).
        float* const weights = row.data();
        for (Eigen::Index c = 0; c < row.size(); ++c)
            weights[c] = weights[c] < std::numeric_limits<float>::min() ? 0.0f : weights[c];
        row /= row.sum();
    }
}

} // namespace attnlab::core
