#include "core/variants/pattern/pattern_building.h"

#include "core/kernels/interval_field_membership.h"
#include "core/run_options.h"

#include <algorithm>

namespace attnlab::core {

namespace {

// Cancellation is checked between groups of rows: often enough to stop quickly, rarely enough to cost nothing.
constexpr int kRowsBetweenCancelChecks = 4096;

// Rounding towards minus infinity (C++ division rounds towards zero); denominator > 0.
long long floorDivide(long long numerator, long long denominator)
{
    const long long quotient = numerator / denominator;
    return (numerator % denominator != 0 && numerator < 0) ? quotient - 1 : quotient;
}

long long ceilDivide(long long numerator, long long denominator)
{
    return -floorDivide(-numerator, denominator);
}

} // namespace

Pattern buildPattern(int n, bool causal, const RowKeys& appendRow, const CancelFlag& cancel)
{
    PatternBuilder builder(n);
    std::vector<int> keys;
    for (int i = 0; i < n; ++i) {
        if (i % kRowsBetweenCancelChecks == 0)
            cancel.throwIfCancelled();
        const int lastKey = causal ? i : n - 1;
        keys.clear();
        appendRow(i, lastKey, keys);
        keys.push_back(i);
        // The appenders already stop at lastKey; this keeps the kernel's precondition whatever a variant appends.
        keys.erase(std::remove_if(keys.begin(), keys.end(), [lastKey](int j) { return j > lastKey; }), keys.end());
        builder.addRow(keys);
    }
    return builder.finish();
}

Cost patternAttentionCost(int n, int d, int dv, bool causal, const RowSize& rowSize)
{
    std::int64_t pairs = 0;
    std::int64_t longestRow = 0;
    for (int i = 0; i < n; ++i) {
        const std::int64_t size = rowSize(i, causal ? i : n - 1);
        pairs += size;
        longestRow = std::max(longestRow, size);
    }
    const int threads = std::min(effectiveThreads(RunOptions {}), std::max(n, 1));
    // The same terms as attendOverPattern: CSR offsets (n + 1 int64) and columns (int32), O, and the weights.
    const double patternBytes = 8.0 * (static_cast<double>(n) + 1.0) + 4.0 * static_cast<double>(pairs);
    Cost cost;
    cost.madds = static_cast<double>(pairs) * (d + dv);
    cost.peakBytes = patternBytes
        + 4.0 * (static_cast<double>(n) * dv + static_cast<double>(longestRow) * static_cast<double>(threads));
    return cost;
}

IntervalField singleIntervalField(int n, bool causal, const KeyInterval& interval)
{
    IntervalField field;
    field.n = n;
    FieldPart& part = field.newStage();
    part.queries = TokenLattice::all(n);
    part.keys = TokenLattice::all(n);
    part.first.reserve(static_cast<std::size_t>(n));
    part.last.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const auto [first, last] = interval(i);
        const long long lastKey = causal ? i : n - 1;
        part.addQuery(static_cast<int>(std::max(0LL, first)), static_cast<int>(std::min(lastKey, last)));
    }
    return field;
}

void addResidueBands(
    IntervalField& field, bool causal, long long step, long long radius, long long firstToken, long long firstKeyToken)
{
    const int n = field.n;
    if (field.stages.empty())
        field.stages.emplace_back();
    for (long long r = 0; r < std::min<long long>(step, n); ++r) {
        const TokenLattice lattice = TokenLattice::residueClass(n, static_cast<int>(r), static_cast<int>(step));
        // The first local index whose token is at least `token`.
        const auto firstAtLeast
            = [&](long long token) { return static_cast<int>(std::max(0LL, ceilDivide(token - r, step))); };
        const int firstQuery = std::min(lattice.count, firstAtLeast(firstToken));
        const int firstKey = firstAtLeast(firstKeyToken);
        if (firstQuery >= lattice.count)
            continue;
        FieldPart& part = field.stages.back().emplace_back();
        part.queries = lattice;
        part.keys = lattice;
        part.firstQuery = firstQuery;
        for (int a = firstQuery; a < lattice.count; ++a) {
            const long long last = std::min<long long>(causal ? a : lattice.count - 1, a + radius);
            part.addQuery(static_cast<int>(std::max<long long>(firstKey, a - radius)), static_cast<int>(last));
        }
    }
}

namespace {

// An empty part over whole-sequence lattices whose queries start at `firstQuery`, in the field's last stage.
FieldPart& tokenPart(IntervalField& field, long long firstQuery)
{
    if (field.stages.empty())
        field.stages.emplace_back();
    FieldPart& part = field.stages.back().emplace_back();
    part.queries = TokenLattice::all(field.n);
    part.keys = TokenLattice::all(field.n);
    part.firstQuery = static_cast<int>(std::min<long long>(firstQuery, field.n));
    return part;
}

} // namespace

void addFullRows(IntervalField& field, bool causal, long long tokens)
{
    FieldPart& part = tokenPart(field, 0);
    for (int i = 0; i < std::min<long long>(tokens, field.n); ++i)
        part.addQuery(0, causal ? i : field.n - 1);
}

void addGlobalColumns(IntervalField& field, long long tokens)
{
    FieldPart& part = tokenPart(field, tokens);
    for (int i = part.firstQuery; i < field.n; ++i)
        part.addQuery(0, static_cast<int>(tokens - 1)); // i >= tokens: every global key is at or before i
}

void addOwnKeys(IntervalField& field, long long tokens)
{
    FieldPart& part = tokenPart(field, tokens);
    for (int i = part.firstQuery; i < field.n; ++i)
        part.addQuery(i, i);
}

std::shared_ptr<const FieldMembership> membershipOf(IntervalField field)
{
    return std::make_shared<const IntervalFieldMembership>(std::move(field));
}

} // namespace attnlab::core
