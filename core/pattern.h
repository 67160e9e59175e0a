#pragma once

#include "core/matrix.h"

#include <cstdint>
#include <vector>

namespace attnlab::core {

struct RunOptions;
struct IntervalField;
struct BlockLayout;
class Pattern;
Pattern patternOfField(const IntervalField& field, const RunOptions& options);
Pattern blockSparsePattern(const BlockLayout& layout, bool causal, const RunOptions& options);

// Keys first .. last (inclusive) of one row.
struct KeyRun {
    int first = 0;
    int last = -1;
};

// The (query, key) pairs a variant evaluated. The exact path says "all pairs" (or "all pairs j <= i") without
// listing N^2 indices; a sparse variant's rows are stored either as sorted columns or, when its rows are made of
// long runs of consecutive keys (bands, blocks), as those runs: local's band of 129 keys is then 8 bytes a row
// instead of 516, and the pattern no longer costs more to build than the attention it describes.
class Pattern {
public:
    enum class Kind { AllPairs, CausalPairs, Explicit };

    Pattern() = default;
    static Pattern allPairs(int n, bool causal);
    // rowStart has n+1 entries; columns of each row sorted ascending and unique (checked).
    static Pattern fromRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns);
    // rowStart has n+1 entries into runs; each row's runs ascending, non-empty, apart by at least one key (checked).
    static Pattern fromRuns(int n, std::vector<std::int64_t> rowStart, std::vector<KeyRun> runs);

    Kind kind() const { return m_kind; }
    int n() const { return m_n; }
    std::int64_t pairCount() const;
    double density() const; // pairs / N^2
    std::int64_t rowCount(int i) const;
    bool contains(int i, int j) const;
    // Columns of row i, sorted ascending.
    std::vector<int> row(int i) const;
    // The same into `keys` (its contents replaced), reusing its storage: a kernel's loop over rows allocates once.
    void rowInto(int i, std::vector<int>& keys) const;
    // 0/1 matrix, for display and --out-pattern only.
    Matrix toDense() const;
    // Bytes this object holds (counted in a variant's peak working memory).
    std::int64_t storageBytes() const;
    // visit(first, last) for each run of consecutive keys of row i, ascending (stored columns are joined into runs).
    template <class Visit> void forEachRun(int i, Visit&& visit) const;

    // The same pairs (whichever way each side stores them).
    bool operator==(const Pattern& other) const;
    bool operator!=(const Pattern& other) const { return !(*this == other); }

private:
    // Their rows are sorted, unique and in range by construction.
    friend class PatternBuilder;
    friend Pattern patternOfField(const IntervalField& field, const RunOptions& options);
    friend Pattern blockSparsePattern(const BlockLayout& layout, bool causal, const RunOptions& options);
    static Pattern ofCheckedRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns);
    static Pattern ofCheckedRuns(int n, std::vector<std::int64_t> rowStart, std::vector<KeyRun> runs);

    Kind m_kind = Kind::AllPairs;
    int m_n = 0;
    bool m_storesRuns = false; // Explicit rows as m_runs, else as m_columns
    std::int64_t m_pairs = 0; // of Explicit rows
    std::vector<std::int64_t> m_rowStart; // n + 1 offsets into m_columns or m_runs
    std::vector<int> m_columns;
    std::vector<KeyRun> m_runs;
};

template <class Visit> void Pattern::forEachRun(int i, Visit&& visit) const
{
    if (m_kind != Kind::Explicit) {
        visit(0, m_kind == Kind::CausalPairs ? i : m_n - 1);
        return;
    }
    const auto begin = static_cast<std::size_t>(m_rowStart[static_cast<std::size_t>(i)]);
    const auto end = static_cast<std::size_t>(m_rowStart[static_cast<std::size_t>(i) + 1]);
    if (m_storesRuns) {
        for (std::size_t t = begin; t < end; ++t)
            visit(m_runs[t].first, m_runs[t].last);
        return;
    }
    for (std::size_t t = begin; t < end;) {
        std::size_t u = t + 1;
        while (u < end && m_columns[u] == m_columns[u - 1] + 1)
            ++u;
        visit(m_columns[t], m_columns[u - 1]);
        t = u;
    }
}

// Builds an explicit pattern row by row; each row's keys may come unsorted and with repeats (sorted keys with one
// more key appended, the row's own query, is the common case and costs no sort).
class PatternBuilder {
public:
    explicit PatternBuilder(int n);
    // Adds row i (rows must be added in order 0, 1, ...).
    void addRow(std::vector<int>& keys);
    Pattern finish();

private:
    int m_n;
    std::vector<std::int64_t> m_rowStart;
    std::vector<int> m_columns;
};

} // namespace attnlab::core
