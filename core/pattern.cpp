#include "core/pattern.h"

#include "core/error.h"

#include <algorithm>

namespace attnlab::core {

Pattern Pattern::allPairs(int n, bool causal)
{
    Pattern p;
    p.m_kind = causal ? Kind::CausalPairs : Kind::AllPairs;
    p.m_n = n;
    return p;
}

Pattern Pattern::fromRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns)
{
    if (static_cast<int>(rowStart.size()) != n + 1 || rowStart.front() != 0
        || rowStart.back() != static_cast<std::int64_t>(columns.size()))
        throw Error("pattern: row offsets do not match the column list");
    for (int i = 0; i < n; ++i) {
        for (std::int64_t t = rowStart[i]; t < rowStart[i + 1]; ++t) {
            if (columns[t] < 0 || columns[t] >= n)
                throw Error("pattern: column out of range");
            if (t > rowStart[i] && columns[t] <= columns[t - 1])
                throw Error("pattern: columns must be sorted and unique");
        }
    }
    return ofCheckedRows(n, std::move(rowStart), std::move(columns));
}

Pattern Pattern::ofCheckedRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns)
{
    Pattern p;
    p.m_kind = Kind::Explicit;
    p.m_n = n;
    p.m_rowStart = std::move(rowStart);
    p.m_columns = std::move(columns);
    return p;
}

std::int64_t Pattern::pairCount() const
{
    const auto n = static_cast<std::int64_t>(m_n);
    switch (m_kind) {
    case Kind::AllPairs:
        return n * n;
    case Kind::CausalPairs:
        return n * (n + 1) / 2;
    case Kind::Explicit:
        return static_cast<std::int64_t>(m_columns.size());
    }
    return 0;
}

double Pattern::density() const
{
    if (m_n == 0)
        return 0.0;
    return static_cast<double>(pairCount()) / (static_cast<double>(m_n) * m_n);
}

std::int64_t Pattern::rowCount(int i) const
{
    switch (m_kind) {
    case Kind::AllPairs:
        return m_n;
    case Kind::CausalPairs:
        return i + 1;
    case Kind::Explicit:
        return m_rowStart[i + 1] - m_rowStart[i];
    }
    return 0;
}

bool Pattern::contains(int i, int j) const
{
    if (i < 0 || j < 0 || i >= m_n || j >= m_n)
        return false;
    switch (m_kind) {
    case Kind::AllPairs:
        return true;
    case Kind::CausalPairs:
        return j <= i;
    case Kind::Explicit:
        return std::binary_search(m_columns.begin() + m_rowStart[i], m_columns.begin() + m_rowStart[i + 1], j);
    }
    return false;
}

std::vector<int> Pattern::row(int i) const
{
    std::vector<int> keys;
    if (m_kind == Kind::Explicit) {
        keys.assign(m_columns.begin() + m_rowStart[i], m_columns.begin() + m_rowStart[i + 1]);
    } else {
        const int last = m_kind == Kind::CausalPairs ? i : m_n - 1;
        keys.reserve(last + 1);
        for (int j = 0; j <= last; ++j)
            keys.push_back(j);
    }
    return keys;
}

Matrix Pattern::toDense() const
{
    Matrix dense = Matrix::Zero(m_n, m_n);
    for (int i = 0; i < m_n; ++i)
        for (int j : row(i))
            dense(i, j) = 1.0f;
    return dense;
}

std::int64_t Pattern::storageBytes() const
{
    return static_cast<std::int64_t>(m_rowStart.size() * sizeof(std::int64_t) + m_columns.size() * sizeof(int));
}

PatternBuilder::PatternBuilder(int n) : m_n(n)
{
    m_rowStart.reserve(n + 1);
    m_rowStart.push_back(0);
}

void PatternBuilder::addRow(std::vector<int>& keys)
{
    const auto sortedEnd = std::is_sorted_until(keys.begin(), keys.end());
    if (keys.size() > 1 && sortedEnd == keys.end() - 1)
        std::rotate(std::upper_bound(keys.begin(), keys.end() - 1, keys.back()), keys.end() - 1, keys.end());
    else if (sortedEnd != keys.end())
        std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    if (!keys.empty() && (keys.front() < 0 || keys.back() >= m_n))
        throw Error("pattern: column out of range");
    m_columns.insert(m_columns.end(), keys.begin(), keys.end());
    m_rowStart.push_back(static_cast<std::int64_t>(m_columns.size()));
}

Pattern PatternBuilder::finish()
{
    if (static_cast<int>(m_rowStart.size()) != m_n + 1)
        throw Error("pattern: not every row was added");
    return Pattern::ofCheckedRows(m_n, std::move(m_rowStart), std::move(m_columns));
}

} // namespace attnlab::core
