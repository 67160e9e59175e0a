#include "widgets/heatmap/bucket_order.h"

#include "core/error.h"

#include <algorithm>
#include <numeric>
#include <string>

namespace attnlab::widgets {

namespace {

void checkPermutation(const std::vector<int>& order, Eigen::Index extent, const char* what)
{
    if (static_cast<Eigen::Index>(order.size()) != extent)
        throw core::Error(std::string("permuted: the ") + what + " order has " + std::to_string(order.size())
            + " entries for " + std::to_string(extent) + " " + what + "s");
    std::vector<bool> seen(order.size(), false);
    for (const int index : order) {
        if (index < 0 || index >= extent || seen[static_cast<std::size_t>(index)])
            throw core::Error(std::string("permuted: the ") + what + " order is not a permutation");
        seen[static_cast<std::size_t>(index)] = true;
    }
}

void checkPermutationInto(const core::Matrix& matrix, const std::vector<int>& rowOrder,
    const std::vector<int>& columnOrder, const core::Matrix& result)
{
    checkPermutation(rowOrder, matrix.rows(), "row");
    checkPermutation(columnOrder, matrix.cols(), "column");
    if (result.rows() != matrix.rows() || result.cols() != matrix.cols())
        throw core::Error("permuteInto: the result's shape differs from the matrix's");
}

// Row r of the result: row rowOrder[r] of the matrix, its columns in columnOrder.
void permuteRow(const core::Matrix& matrix, const std::vector<int>& rowOrder, const std::vector<int>& columnOrder,
    core::Matrix& result, Eigen::Index r)
{
    const Eigen::Index n = matrix.cols();
    const float* source = matrix.data() + rowOrder[static_cast<std::size_t>(r)] * n;
    const int* columns = columnOrder.data();
    float* row = result.data() + r * n;
    for (Eigen::Index c = 0; c < n; ++c)
        row[c] = source[columns[c]];
}

} // namespace

std::vector<int> BucketOrder::boundaries() const
{
    std::vector<int> starts;
    for (std::size_t b = 1; b < blocks.size(); ++b)
        starts.push_back(blocks[b].first);
    return starts;
}

BucketOrder bucketOrder(const std::vector<int>& labels)
{
    const int count = static_cast<int>(labels.size());
    BucketOrder result;
    result.order.resize(labels.size());
    std::iota(result.order.begin(), result.order.end(), 0);
    std::stable_sort(result.order.begin(), result.order.end(),
        [&labels](int a, int b) { return labels[static_cast<std::size_t>(a)] < labels[static_cast<std::size_t>(b)]; });
    result.positions.resize(labels.size());
    for (int k = 0; k < count; ++k) {
        const int token = result.order[static_cast<std::size_t>(k)];
        result.positions[static_cast<std::size_t>(token)] = k;
        const int label = labels[static_cast<std::size_t>(token)];
        if (result.blocks.empty() || result.blocks.back().label != label)
            result.blocks.push_back({ label, k, 0 });
        ++result.blocks.back().size;
    }
    return result;
}

core::Matrix permuted(const core::Matrix& matrix, const std::vector<int>& rowOrder, const std::vector<int>& columnOrder)
{
    core::Matrix result(matrix.rows(), matrix.cols());
    permuteInto(matrix, rowOrder, columnOrder, result);
    return result;
}

void permuteInto(const core::Matrix& matrix, const std::vector<int>& rowOrder, const std::vector<int>& columnOrder,
    core::Matrix& result)
{
    checkPermutationInto(matrix, rowOrder, columnOrder, result);
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        permuteRow(matrix, rowOrder, columnOrder, result, r);
}

MapDisplay permuteIntoWithDisplay(const core::Matrix& matrix, const std::vector<int>& rowOrder,
    const std::vector<int>& columnOrder, core::Matrix& result, const QSize& area, core::PoolMode mode)
{
    checkPermutationInto(matrix, rowOrder, columnOrder, result);
    return prepareMapDisplayWhileWriting(
        result, [&](Eigen::Index r) { permuteRow(matrix, rowOrder, columnOrder, result, r); }, area, mode);
}

} // namespace attnlab::widgets
