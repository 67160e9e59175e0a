#include "core/variants/cluster/grouping.h"

#include "core/variants/pattern/pattern_building.h"

#include <cmath>

namespace attnlab::core {

LabelGroups::LabelGroups(const std::vector<int>& labels, int groupCount)
    : m_start(static_cast<std::size_t>(groupCount) + 1, 0), m_members(labels.size())
{
    for (const int label : labels)
        ++m_start[static_cast<std::size_t>(label) + 1];
    for (int group = 0; group < groupCount; ++group)
        m_start[static_cast<std::size_t>(group) + 1] += m_start[static_cast<std::size_t>(group)];
    std::vector<int> next(m_start.begin(), m_start.end() - 1);
    for (std::size_t id = 0; id < labels.size(); ++id)
        m_members[static_cast<std::size_t>(next[static_cast<std::size_t>(labels[id])]++)] = static_cast<int>(id);
}

std::int64_t LabelGroups::storageBytes() const
{
    return static_cast<std::int64_t>((m_start.size() + m_members.size()) * sizeof(int));
}

Pattern sameLabelPattern(const std::vector<TokenLabels>& rounds, int groupCount, bool causal, const CancelFlag& cancel)
{
    const int n = rounds.empty() ? 0 : static_cast<int>(rounds.front().queries.size());
    std::vector<LabelGroups> keyGroups;
    keyGroups.reserve(rounds.size());
    for (const TokenLabels& round : rounds)
        keyGroups.emplace_back(round.keys, groupCount);
    return buildPattern(
        n, causal,
        [&](int i, int lastKey, std::vector<int>& keys) {
            for (std::size_t r = 0; r < rounds.size(); ++r) {
                const int group = rounds[r].queries[static_cast<std::size_t>(i)];
                for (const int* key = keyGroups[r].begin(group); key != keyGroups[r].end(group) && *key <= lastKey;
                     ++key)
                    keys.push_back(*key);
            }
        },
        cancel);
}

Matrix labelCounts(const std::vector<TokenLabels>& rounds, int groupCount)
{
    Matrix counts = Matrix::Zero(2 * static_cast<Eigen::Index>(rounds.size()), groupCount);
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        const auto row = static_cast<Eigen::Index>(2 * r);
        for (const int label : rounds[r].queries)
            counts(row, label) += 1.0f;
        for (const int label : rounds[r].keys)
            counts(row + 1, label) += 1.0f;
    }
    return counts;
}

MatrixD unitRows(const Matrix& rows)
{
    MatrixD unit = rows.cast<double>();
    for (Eigen::Index r = 0; r < unit.rows(); ++r) {
        const double norm = unit.row(r).norm();
        if (norm > 0.0)
            unit.row(r) /= norm;
    }
    return unit;
}

double unitRowsMadds(int rows, int d)
{
    return 2.0 * rows * d;
}

Cost expectedSameLabelAttentionCost(int n, int d, int dv, bool causal, double sameLabel)
{
    const double nn = n;
    // Other allowed keys: n - 1 per row, or i for row i under causal (n (n - 1) / 2 in all).
    const double otherKeys = causal ? nn * (nn - 1.0) / 2.0 : nn * (nn - 1.0);
    Cost cost = patternAttentionCost(n, d, dv, causal,
        [sameLabel](int, int lastKey) { return static_cast<std::int64_t>(std::llround(1.0 + sameLabel * lastKey)); });
    cost.madds = (nn + sameLabel * otherKeys) * (d + dv);
    return cost;
}

} // namespace attnlab::core
