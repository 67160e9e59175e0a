#include "core/analysis/pattern_stats.h"

#include "core/error.h"

#include <algorithm>
#include <string>

namespace attnlab::core {

namespace {

void requireLayers(int layers)
{
    if (layers < 1)
        throw Error("receptive field: the number of layers must be at least 1 (got " + std::to_string(layers) + ")");
}

// A row that holds its own query keeps every key reached so far in the next layer (k reaches k again), so each
// layer holds the one before and only the keys new at the previous layer can bring new ones.
bool everyRowHoldsItsQuery(const Pattern& pattern)
{
    for (int i = 0; i < pattern.n(); ++i)
        if (!pattern.contains(i, i))
            return false;
    return true;
}

ReachedKeys keyRange(int n, int first, int last)
{
    ReachedKeys keys;
    keys.reached.assign(static_cast<std::size_t>(n), 0);
    if (first > last)
        return keys;
    std::fill(keys.reached.begin() + first, keys.reached.begin() + last + 1, std::uint8_t { 1 });
    keys.count = last - first + 1;
    keys.first = first;
    keys.last = last;
    return keys;
}

// Adds row `key`'s keys to `keys`; the ones it did not hold yet are appended to `next` too (a layer's new keys).
void reachRow(const Pattern& pattern, int key, ReachedKeys& keys, std::vector<int>& next)
{
    pattern.forEachRun(key, [&](int first, int last) {
        for (int j = first; j <= last; ++j) {
            if (keys.reached[static_cast<std::size_t>(j)])
                continue;
            keys.reached[static_cast<std::size_t>(j)] = 1;
            ++keys.count;
            keys.first = keys.count == 1 ? j : std::min(keys.first, j);
            keys.last = std::max(keys.last, j);
            next.push_back(j);
        }
    });
}

// Patterns stored as rows. Keys are expanded row by row: a layer costs the rows of the keys it expands.
std::vector<ReachedKeys> explicitReceptiveField(const Pattern& pattern, int query, int layers, const CancelFlag& cancel)
{
    const int n = pattern.n();
    std::vector<ReachedKeys> result;
    result.reserve(static_cast<std::size_t>(layers));

    if (everyRowHoldsItsQuery(pattern)) {
        ReachedKeys current;
        current.reached.assign(static_cast<std::size_t>(n), 0);
        current.reached[static_cast<std::size_t>(query)] = 1;
        current.count = 1;
        current.first = current.last = query;
        std::vector<int> frontier { query };
        std::vector<int> next;
        for (int layer = 1; layer <= layers; ++layer) {
            cancel.throwIfCancelled();
            next.clear();
            for (const int key : frontier)
                reachRow(pattern, key, current, next);
            result.push_back(current);
            frontier.swap(next);
        }
        return result;
    }

    // Rows without their own query: layer l is the union of the rows of layer l-1's keys, whole.
    std::vector<int> members { query };
    bool fixed = false;
    for (int layer = 1; layer <= layers; ++layer) {
        cancel.throwIfCancelled();
        if (fixed) {
            result.push_back(result.back());
            continue;
        }
        ReachedKeys reached;
        reached.reached.assign(static_cast<std::size_t>(n), 0);
        std::vector<int> next;
        for (const int key : members)
            reachRow(pattern, key, reached, next);
        // The same set twice in a row stays that set for every later layer.
        fixed = !result.empty() && result.back().reached == reached.reached;
        result.push_back(std::move(reached));
        members.swap(next);
    }
    return result;
}

// The rows of a pattern as bits, for propagating every query at once: an N = 1024 pattern is 128 KiB.
class BitRows {
public:
    explicit BitRows(const Pattern& pattern)
        : m_words((static_cast<std::size_t>(pattern.n()) + 63) / 64),
          m_bits(static_cast<std::size_t>(pattern.n()) * m_words, 0)
    {
        for (int i = 0; i < pattern.n(); ++i)
            for (const int j : pattern.row(i))
                m_bits[static_cast<std::size_t>(i) * m_words + static_cast<std::size_t>(j) / 64] |= std::uint64_t { 1 }
                    << (static_cast<unsigned>(j) % 64);
    }

    std::size_t words() const { return m_words; }
    const std::uint64_t* row(int i) const { return m_bits.data() + static_cast<std::size_t>(i) * m_words; }

private:
    std::size_t m_words;
    std::vector<std::uint64_t> m_bits;
};

int lowestBit(std::uint64_t word)
{
    return __builtin_ctzll(word);
}

int highestBit(std::uint64_t word)
{
    return 63 - __builtin_clzll(word);
}

// first..last of the set bits; {-1, -1} when there is none.
std::pair<int, int> bitSpan(const std::vector<std::uint64_t>& bits)
{
    int first = -1;
    int last = -1;
    for (std::size_t w = 0; w < bits.size(); ++w) {
        if (bits[w] == 0)
            continue;
        if (first < 0)
            first = static_cast<int>(w * 64) + lowestBit(bits[w]);
        last = static_cast<int>(w * 64) + highestBit(bits[w]);
    }
    return { first, last };
}

void keepWidest(WidestReach& widest, int width, int query)
{
    if (width > widest.width) {
        widest.width = width;
        widest.query = query;
    }
}

void widenByMonotoneQuery(const BitRows& rows, int query, std::vector<WidestReach>& widest)
{
    std::vector<std::uint64_t> reached(rows.words(), 0);
    reached[static_cast<std::size_t>(query) / 64] |= std::uint64_t { 1 } << (static_cast<unsigned>(query) % 64);
    int first = query;
    int last = query;
    std::vector<int> frontier { query };
    std::vector<int> next;
    for (WidestReach& layer : widest) {
        next.clear();
        for (const int key : frontier) {
            const std::uint64_t* row = rows.row(key);
            for (std::size_t w = 0; w < rows.words(); ++w) {
                std::uint64_t fresh = row[w] & ~reached[w];
                if (fresh == 0)
                    continue;
                reached[w] |= fresh;
                while (fresh != 0) {
                    const int j = static_cast<int>(w * 64) + lowestBit(fresh);
                    first = std::min(first, j);
                    last = std::max(last, j);
                    next.push_back(j);
                    fresh &= fresh - 1;
                }
            }
        }
        keepWidest(layer, last - first + 1, query);
        frontier.swap(next);
    }
}

void widenByQuery(const BitRows& rows, int query, std::vector<WidestReach>& widest)
{
    std::vector<std::uint64_t> current(rows.words(), 0);
    std::vector<std::uint64_t> next(rows.words(), 0);
    std::vector<int> members { query };
    int width = 0;
    bool fixed = false;
    for (std::size_t layer = 0; layer < widest.size(); ++layer) {
        if (!fixed) {
            std::fill(next.begin(), next.end(), 0);
            for (const int key : members) {
                const std::uint64_t* row = rows.row(key);
                for (std::size_t w = 0; w < rows.words(); ++w)
                    next[w] |= row[w];
            }
            fixed = layer > 0 && next == current;
            const auto [first, last] = bitSpan(next);
            width = first < 0 ? 0 : last - first + 1;
            members.clear();
            for (std::size_t w = 0; w < next.size(); ++w)
                for (std::uint64_t bits = next[w]; bits != 0; bits &= bits - 1)
                    members.push_back(static_cast<int>(w * 64) + lowestBit(bits));
            current.swap(next);
        }
        keepWidest(widest[layer], width, query);
    }
}

} // namespace

std::vector<int> patternRowCounts(const Pattern& pattern)
{
    std::vector<int> counts(static_cast<std::size_t>(pattern.n()));
    for (int i = 0; i < pattern.n(); ++i)
        counts[static_cast<std::size_t>(i)] = static_cast<int>(pattern.rowCount(i));
    return counts;
}

PatternCoverage patternCoverage(const Pattern& pattern, int cells, const CancelFlag& cancel)
{
    if (cells < 1)
        throw Error("pattern coverage: at least one cell is needed (got " + std::to_string(cells) + ")");
    const int n = pattern.n();
    PatternCoverage coverage;
    coverage.blockSize = std::max(1, (n + cells - 1) / cells);
    const int block = coverage.blockSize;
    const int blocks = (n + block - 1) / block;
    // Pairs per cell, counted exactly, then divided once by the cell's size.
    MatrixD counts = MatrixD::Zero(blocks, blocks);
    for (int i = 0; i < n; ++i) {
        if (i % 256 == 0)
            cancel.throwIfCancelled();
        auto cellRow = counts.row(i / block);
        // Each run's keys, cell by cell.
        pattern.forEachRun(i, [&](int first, int last) {
            for (int j = first; j <= last;) {
                const int cellEnd = std::min(last + 1, (j / block + 1) * block);
                cellRow(j / block) += cellEnd - j;
                j = cellEnd;
            }
        });
    }
    coverage.share = Matrix(blocks, blocks);
    const auto span = [n, block](int b) { return std::min(block, n - b * block); };
    for (int r = 0; r < blocks; ++r)
        for (int c = 0; c < blocks; ++c)
            coverage.share(r, c) = static_cast<float>(counts(r, c) / (static_cast<double>(span(r)) * span(c)));
    return coverage;
}

std::vector<ReachedKeys> receptiveField(const Pattern& pattern, int query, int layers, const CancelFlag& cancel)
{
    requireLayers(layers);
    const int n = pattern.n();
    if (query < 0 || query >= n)
        throw Error("receptive field: query " + std::to_string(query) + " is outside 0.." + std::to_string(n - 1));
    switch (pattern.kind()) {
    // Every row is a prefix (or all) of the keys, so one layer already reaches all a query can ever reach.
    case Pattern::Kind::AllPairs:
        return std::vector<ReachedKeys>(static_cast<std::size_t>(layers), keyRange(n, 0, n - 1));
    case Pattern::Kind::CausalPairs:
        return std::vector<ReachedKeys>(static_cast<std::size_t>(layers), keyRange(n, 0, query));
    case Pattern::Kind::Explicit:
        break;
    }
    return explicitReceptiveField(pattern, query, layers, cancel);
}

std::vector<WidestReach> widestReceptiveFields(const Pattern& pattern, int layers, const CancelFlag& cancel)
{
    requireLayers(layers);
    const int n = pattern.n();
    if (n > kLargestWidestReachN)
        throw Error("receptive field: the widest field over all queries is computed up to N = "
            + std::to_string(kLargestWidestReachN) + " (N = " + std::to_string(n) + ")");
    std::vector<WidestReach> widest(static_cast<std::size_t>(layers));
    if (n == 0)
        return widest;
    if (pattern.kind() != Pattern::Kind::Explicit) {
        // All pairs: every query reaches all N keys; causal pairs: query i reaches 0..i, widest at the last query.
        const WidestReach whole { n, pattern.kind() == Pattern::Kind::AllPairs ? 0 : n - 1 };
        std::fill(widest.begin(), widest.end(), whole);
        return widest;
    }
    const BitRows rows(pattern);
    const bool monotone = everyRowHoldsItsQuery(pattern);
    for (int query = 0; query < n; ++query) {
        cancel.throwIfCancelled();
        if (monotone)
            widenByMonotoneQuery(rows, query, widest);
        else
            widenByQuery(rows, query, widest);
    }
    return widest;
}

} // namespace attnlab::core
