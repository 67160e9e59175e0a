#include "widgets/heatmap/recycled_matrices.h"

#include <algorithm>

namespace attnlab::widgets {

std::shared_ptr<RecycledMatrices> RecycledMatrices::create(std::size_t keep)
{
    return std::shared_ptr<RecycledMatrices>(new RecycledMatrices(keep));
}

std::shared_ptr<core::Matrix> RecycledMatrices::take(Eigen::Index rows, Eigen::Index cols)
{
    std::unique_ptr<core::Matrix> matrix;
    std::vector<std::unique_ptr<core::Matrix>> otherShapes; // freed outside the lock
    {
        const std::lock_guard lock(m_mutex);
        const auto fits = std::find_if(m_spare.begin(), m_spare.end(),
            [&](const std::unique_ptr<core::Matrix>& spare) { return spare->rows() == rows && spare->cols() == cols; });
        if (fits != m_spare.end()) {
            matrix = std::move(*fits);
            m_spare.erase(fits);
        }
        // Spares of another shape answer an input no longer shown.
        for (auto& spare : m_spare)
            if (spare->rows() != rows || spare->cols() != cols)
                otherShapes.push_back(std::move(spare));
        m_spare.erase(std::remove(m_spare.begin(), m_spare.end(), nullptr), m_spare.end());
    }
    if (!matrix)
        matrix = std::make_unique<core::Matrix>(rows, cols);
    return std::shared_ptr<core::Matrix>(matrix.release(), [owner = weak_from_this()](core::Matrix* released) {
        if (const auto recycler = owner.lock())
            recycler->giveBack(released);
        else
            delete released;
    });
}

std::size_t RecycledMatrices::spareCount() const
{
    const std::lock_guard lock(m_mutex);
    return m_spare.size();
}

void RecycledMatrices::giveBack(core::Matrix* released)
{
    std::unique_ptr<core::Matrix> matrix(released);
    const std::lock_guard lock(m_mutex);
    if (m_spare.size() < m_keep)
        m_spare.push_back(std::move(matrix));
    // else: freed on leaving, after the lock
}

} // namespace attnlab::widgets
