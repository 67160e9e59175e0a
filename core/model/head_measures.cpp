#include "core/model/head_measures.h"

#include <algorithm>

namespace attnlab::core {

double previousTokenScore(const Matrix& attention)
{
    const Eigen::Index n = std::min(attention.rows(), attention.cols());
    if (n < 2)
        return 0.0;
    double sum = 0.0;
    for (Eigen::Index i = 1; i < n; ++i)
        sum += attention(i, i - 1);
    return sum / static_cast<double>(n - 1);
}

} // namespace attnlab::core
