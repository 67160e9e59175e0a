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

// The (query, key) pairs a variant evaluated. Stored row by row (sorted columns) for sparse variants; the
// exact path says "all pairs" (or "all pairs j <= i") without listing N^2 indices.
class Pattern {
public:
    enum class Kind { AllPairs, CausalPairs, Explicit };

    Pattern() = default;
    static Pattern allPairs(int n, bool causal);
    // rowStart has n+1 entries; columns of each row sorted ascending and unique (checked).
    static Pattern fromRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns);

    Kind kind() const { return m_kind; }
    int n() const { return m_n; }
    std::int64_t pairCount() const;
    double density() const; // pairs / N^2
    std::int64_t rowCount(int i) const;
    bool contains(int i, int j) const;
    // Columns of row i, sorted ascending.
    std::vector<int> row(int i) const;
    // 0/1 matrix, for display and --out-pattern only.
    Matrix toDense() const;
    // Bytes this object holds (counted in a variant's peak working memory).
    std::int64_t storageBytes() const;

    const std::vector<std::int64_t>& rowStart() const { return m_rowStart; }
    const std::vector<int>& columns() const { return m_columns; }

private:
    // Their rows are sorted, unique and in range by construction.
    friend class PatternBuilder;
    friend Pattern patternOfField(const IntervalField& field, const RunOptions& options);
    friend Pattern blockSparsePattern(const BlockLayout& layout, bool causal, const RunOptions& options);
    static Pattern ofCheckedRows(int n, std::vector<std::int64_t> rowStart, std::vector<int> columns);

    Kind m_kind = Kind::AllPairs;
    int m_n = 0;
    std::vector<std::int64_t> m_rowStart;
    std::vector<int> m_columns;
};

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
