#include "core/analysis/downsample.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

Matrix downsample(const Matrix& m, int rows, int cols, PoolMode mode)
{
    rows = std::max(1, rows);
    cols = std::max(1, cols);
    if (m.rows() <= rows && m.cols() <= cols)
        return m;
    const Eigen::Index outRows = std::min<Eigen::Index>(rows, m.rows());
    const Eigen::Index outCols = std::min<Eigen::Index>(cols, m.cols());
    Matrix out(outRows, outCols);
    for (Eigen::Index r = 0; r < outRows; ++r) {
        const Eigen::Index r0 = r * m.rows() / outRows;
        const Eigen::Index r1 = (r + 1) * m.rows() / outRows;
        for (Eigen::Index c = 0; c < outCols; ++c) {
            const Eigen::Index c0 = c * m.cols() / outCols;
            const Eigen::Index c1 = (c + 1) * m.cols() / outCols;
            const auto block = m.block(r0, c0, r1 - r0, c1 - c0);
            if (mode == PoolMode::Mean) {
                out(r, c) = block.mean();
            } else {
                const float largest = block.maxCoeff();
                const float smallest = block.minCoeff();
                out(r, c) = std::abs(smallest) > std::abs(largest) ? smallest : largest;
            }
        }
    }
    return out;
}

} // namespace attnlab::core
