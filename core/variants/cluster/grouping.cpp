#include "core/variants/cluster/grouping.h"

#include "core/variants/pattern/pattern_building.h"

#include <algorithm>
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

std::vector<int> ranksWithinLabel(const std::vector<int>& labels, int groupCount)
{
    std::vector<int> seen(static_cast<std::size_t>(groupCount), 0);
    std::vector<int> ranks(labels.size());
    for (std::size_t id = 0; id < labels.size(); ++id)
        ranks[id] = seen[static_cast<std::size_t>(labels[id])]++;
    return ranks;
}

std::pair<int, int> chunkKeyRanks(int rank, int chunk, int groupSize)
{
    const long long own = rank / chunk;
    const long long first = std::max(0LL, (own - 1) * chunk);
    const long long last = std::min(static_cast<long long>(groupSize), (own + 1) * chunk);
    return { static_cast<int>(std::min<long long>(first, groupSize)), static_cast<int>(last) };
}

Pattern sameLabelPattern(
    const std::vector<TokenLabels>& rounds, int groupCount, bool causal, const CancelFlag& cancel, int chunk)
{
    const int n = rounds.empty() ? 0 : static_cast<int>(rounds.front().queries.size());
    std::vector<LabelGroups> keyGroups;
    std::vector<std::vector<int>> queryRanks;
    keyGroups.reserve(rounds.size());
    for (const TokenLabels& round : rounds) {
        keyGroups.emplace_back(round.keys, groupCount);
        if (chunk > 0)
            queryRanks.push_back(ranksWithinLabel(round.queries, groupCount));
    }
    return buildPattern(
        n, causal,
        [&](int i, int lastKey, std::vector<int>& keys) {
            for (std::size_t r = 0; r < rounds.size(); ++r) {
                const int group = rounds[r].queries[static_cast<std::size_t>(i)];
                const int* begin = keyGroups[r].begin(group);
                const int* end = keyGroups[r].end(group);
                if (chunk > 0) {
                    const auto [first, last]
                        = chunkKeyRanks(queryRanks[r][static_cast<std::size_t>(i)], chunk, keyGroups[r].size(group));
                    end = begin + last;
                    begin += first;
                }
                for (const int* key = begin; key != end && *key <= lastKey; ++key)
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

double expectedChunkKeys(double groupKeys, int chunk)
{
    const double c = chunk;
    if (chunk <= 0 || groupKeys <= c)
        return groupKeys;
    if (groupKeys <= 2.0 * c) // the first chunk's queries read c keys, the others the whole group
        return c * c / groupKeys + groupKeys - c;
    return 2.0 * c - c * c / groupKeys;
}

double expectedCausalChunkKeys(double earlierKeys, int chunk)
{
    const double c = chunk;
    if (chunk <= 0 || earlierKeys <= c)
        return earlierKeys;
    return c + std::fmod(earlierKeys, c);
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

Cost expectedAttentionCost(int n, int d, int dv, bool causal, const std::function<double(int lastKey)>& otherKeys)
{
    Cost cost = patternAttentionCost(n, d, dv, causal,
        [&otherKeys](int, int lastKey) { return static_cast<std::int64_t>(std::llround(1.0 + otherKeys(lastKey))); });
    double keys = 0.0;
    for (int i = 0; i < n; ++i)
        keys += 1.0 + otherKeys(causal ? i : n - 1);
    cost.madds = keys * (d + dv);
    return cost;
}

} // namespace attnlab::core
