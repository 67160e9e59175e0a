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

Pattern Pattern::fromRuns(int n, std::vector<std::int64_t> rowStart, std::vector<KeyRun> runs)
{
    if (static_cast<int>(rowStart.size()) != n + 1 || rowStart.front() != 0
        || rowStart.back() != static_cast<std::int64_t>(runs.size()))
        throw Error("pattern: row offsets do not match the run list");
    for (int i = 0; i < n; ++i) {
        if (rowStart[i + 1] < rowStart[i])
            throw Error("pattern: row offsets must not decrease");
        for (std::int64_t t = rowStart[i]; t < rowStart[i + 1]; ++t) {
            const KeyRun& run = runs[static_cast<std::size_t>(t)];
            if (run.first < 0 || run.last >= n)
                throw Error("pattern: column out of range");
            if (run.first > run.last)
                throw Error("pattern: a run of keys is empty");
            // Touching runs would be one run: one row, one way to store it (operator== relies on it).
            if (t > rowStart[i] && run.first <= runs[static_cast<std::size_t>(t) - 1].last + 1)
                throw Error("pattern: runs of keys must be sorted and apart");
        }
    }
    return ofCheckedRuns(n, std::move(rowStart), std::move(runs));
}

Pattern Pattern::ofCheckedRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns)
{
    Pattern p;
    p.m_kind = Kind::Explicit;
    p.m_n = n;
    p.m_pairs = static_cast<std::int64_t>(columns.size());
    p.m_rowStart = std::move(rowStart);
    p.m_columns = std::move(columns);
    return p;
}

Pattern Pattern::ofCheckedRuns(int n, std::vector<std::int64_t> rowStart, std::vector<KeyRun> runs)
{
    Pattern p;
    p.m_kind = Kind::Explicit;
    p.m_n = n;
    p.m_storesRuns = true;
    for (const KeyRun& run : runs)
        p.m_pairs += run.last - run.first + 1;
    p.m_rowStart = std::move(rowStart);
    p.m_runs = std::move(runs);
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
        return m_pairs;
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
        if (!m_storesRuns)
            return m_rowStart[i + 1] - m_rowStart[i];
        break;
    }
    std::int64_t keys = 0;
    forEachRun(i, [&keys](int first, int last) { keys += last - first + 1; });
    return keys;
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
        if (!m_storesRuns)
            return std::binary_search(m_columns.begin() + m_rowStart[i], m_columns.begin() + m_rowStart[i + 1], j);
        break;
    }
    // The last run starting at or before j.
    const auto begin = m_runs.begin() + m_rowStart[i];
    const auto end = m_runs.begin() + m_rowStart[i + 1];
    const auto after = std::upper_bound(begin, end, j, [](int key, const KeyRun& run) { return key < run.first; });
    return after != begin && j <= (after - 1)->last;
}

std::vector<int> Pattern::row(int i) const
{
    std::vector<int> keys;
    rowInto(i, keys);
    return keys;
}

void Pattern::rowInto(int i, std::vector<int>& keys) const
{
    keys.clear();
    if (m_kind == Kind::Explicit && !m_storesRuns) {
        keys.assign(m_columns.begin() + m_rowStart[i], m_columns.begin() + m_rowStart[i + 1]);
        return;
    }
    keys.reserve(static_cast<std::size_t>(rowCount(i)));
    forEachRun(i, [&keys](int first, int last) {
        for (int j = first; j <= last; ++j)
            keys.push_back(j);
    });
}

Matrix Pattern::toDense() const
{
    Matrix dense = Matrix::Zero(m_n, m_n);
    for (int i = 0; i < m_n; ++i)
        forEachRun(i, [&dense, i](int first, int last) { dense.row(i).segment(first, last - first + 1).setOnes(); });
    return dense;
}

std::int64_t Pattern::storageBytes() const
{
    return static_cast<std::int64_t>(
        m_rowStart.size() * sizeof(std::int64_t) + m_columns.size() * sizeof(int) + m_runs.size() * sizeof(KeyRun));
}

bool Pattern::operator==(const Pattern& other) const
{
    if (m_n != other.m_n || m_kind != other.m_kind || pairCount() != other.pairCount())
        return false;
    if (m_kind != Kind::Explicit)
        return true;
    std::vector<KeyRun> mine;
    std::vector<KeyRun> theirs;
    for (int i = 0; i < m_n; ++i) {
        mine.clear();
        theirs.clear();
        forEachRun(i, [&mine](int first, int last) { mine.push_back(KeyRun { first, last }); });
        other.forEachRun(i, [&theirs](int first, int last) { theirs.push_back(KeyRun { first, last }); });
        const auto same = [](const KeyRun& a, const KeyRun& b) { return a.first == b.first && a.last == b.last; };
        if (!std::equal(mine.begin(), mine.end(), theirs.begin(), theirs.end(), same))
            return false;
    }
    return true;
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
