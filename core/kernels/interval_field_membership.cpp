#include "core/kernels/interval_field_membership.h"

#include <algorithm>
#include <utility>

namespace attnlab::core {

namespace {

// A stage of one part whose queries are every token, local index = token: no index needed.
bool coversEveryTokenInOrder(const std::vector<FieldPart>& stage)
{
    return stage.size() == 1 && stage.front().queries.start == 0 && stage.front().queries.step == 1;
}

long long floorDivide(long long a, long long b)
{
    const long long quotient = a / b;
    return (a % b != 0 && a < 0) ? quotient - 1 : quotient; // b > 0
}

} // namespace

IntervalFieldMembership::IntervalFieldMembership(IntervalField field)
    : FieldMembership(field.n), m_field(std::move(field))
{
    for (const std::vector<FieldPart>& stage : m_field.stages) {
        std::vector<int>& index = m_partOfQuery.emplace_back();
        if (coversEveryTokenInOrder(stage))
            continue;
        index.assign(static_cast<std::size_t>(m_field.n), -1);
        for (std::size_t p = 0; p < stage.size(); ++p) {
            const FieldPart& part = stage[p];
            for (int a = part.firstQuery; a < part.firstQuery + part.queryCount(); ++a)
                index[static_cast<std::size_t>(part.queries.token(a))] = static_cast<int>(p);
        }
    }
}

int IntervalFieldMembership::partHolding(std::size_t stage, int i) const
{
    const std::vector<int>& index = m_partOfQuery[stage];
    return index.empty() ? 0 : index[static_cast<std::size_t>(i)];
}

std::int64_t IntervalFieldMembership::countKeys(int i, int j0, int j1) const
{
    std::int64_t count = 0;
    for (std::size_t s = 0; s < m_field.stages.size(); ++s) {
        const int p = partHolding(s, i);
        if (p < 0)
            continue;
        const FieldPart& part = m_field.stages[s][static_cast<std::size_t>(p)];
        const long long a = floorDivide(static_cast<long long>(i) - part.queries.start, part.queries.step);
        const long long t = a - part.firstQuery;
        if (part.queries.token(static_cast<int>(a)) != i || t < 0 || t >= part.queryCount())
            continue; // only a one-part stage is unindexed, and its part may start after i
        const auto at = static_cast<std::size_t>(t);
        // The asked keys as local key indices of the part's lattice: ceil and floor of (j - start) / step.
        const TokenLattice& keys = part.keys;
        const long long lowest = -floorDivide(-(static_cast<long long>(j0) - keys.start), keys.step);
        const long long highest = floorDivide(static_cast<long long>(j1) - keys.start, keys.step);
        const long long first = std::max<long long>({ lowest, part.first[at], 0 });
        const long long last = std::min<long long>({ highest, part.last[at], keys.count - 1 });
        if (first > last)
            continue;
        count += last - first + 1;
        if (!part.hole.empty() && part.hole[at] >= first && part.hole[at] <= last)
            --count;
    }
    return count;
}

} // namespace attnlab::core
