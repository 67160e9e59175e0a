#include "core/recycled_matrices.h"

#include "core/result.h"
#include "core/run_options.h"

#include <algorithm>
#include <iterator>

namespace attnlab::core {

std::shared_ptr<RecycledMatrices> RecycledMatrices::create(std::size_t keep)
{
    return std::shared_ptr<RecycledMatrices>(new RecycledMatrices(keep));
}

Matrix RecycledMatrices::take(Eigen::Index rows, Eigen::Index cols)
{
    Matrix matrix;
    std::vector<Matrix> otherShapes; // freed outside the lock
    {
        const std::lock_guard lock(m_mutex);
        const auto fits = std::find_if(m_spare.begin(), m_spare.end(),
            [&](const Matrix& spare) { return spare.rows() == rows && spare.cols() == cols; });
        if (fits != m_spare.end()) {
            matrix.swap(*fits);
            m_spare.erase(fits);
        }
        const auto others = std::stable_partition(m_spare.begin(), m_spare.end(),
            [&](const Matrix& spare) { return spare.rows() == rows && spare.cols() == cols; });
        std::move(others, m_spare.end(), std::back_inserter(otherShapes));
        m_spare.erase(others, m_spare.end());
    }
    if (matrix.size() == 0)
        matrix.resize(rows, cols);
    return matrix;
}

std::shared_ptr<Matrix> RecycledMatrices::takeShared(Eigen::Index rows, Eigen::Index cols)
{
    auto matrix = std::make_unique<Matrix>(take(rows, cols));
    return std::shared_ptr<Matrix>(matrix.release(), [owner = weak_from_this()](Matrix* released) {
        const std::unique_ptr<Matrix> freed(released);
        if (const auto recycler = owner.lock())
            recycler->giveBack(std::move(*released));
    });
}

void RecycledMatrices::giveBack(Matrix&& matrix)
{
    if (matrix.size() == 0)
        return;
    Matrix freed; // outside the lock, when there is no room
    const std::lock_guard lock(m_mutex);
    if (m_spare.size() < m_keep)
        m_spare.push_back(std::move(matrix));
    else
        freed.swap(matrix);
}

void RecycledMatrices::release()
{
    std::vector<Matrix> freed;
    const std::lock_guard lock(m_mutex);
    freed.swap(m_spare);
}

std::size_t RecycledMatrices::spareCount() const
{
    const std::lock_guard lock(m_mutex);
    return m_spare.size();
}

Matrix mapStorage(const RunOptions& options, Eigen::Index rows, Eigen::Index cols)
{
    return options.recycledMaps ? options.recycledMaps->take(rows, cols) : Matrix(rows, cols);
}

void giveBackMaps(Result& result, RecycledMatrices& into)
{
    if (!result.map)
        return;
    const Eigen::Index rows = result.map->rows();
    const Eigen::Index cols = result.map->cols();
    for (auto& [name, matrix] : result.extras.matrices)
        if (matrix.rows() == rows && matrix.cols() == cols)
            into.giveBack(std::move(matrix));
    into.giveBack(std::move(*result.map));
    result.map.reset();
}

} // namespace attnlab::core
