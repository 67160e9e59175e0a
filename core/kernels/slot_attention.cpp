#include "core/kernels/slot_attention.h"

#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/map_row_writing.h"
#include "core/kernels/parallel_for.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <string>

namespace attnlab::core {

namespace {

constexpr int kRowsPerChunk = 32;
constexpr double kDoubleBytes = sizeof(double);
constexpr double kFloatBytes = sizeof(float);
// A read is an int (real key) or a PooledSlot (two ints): bound both by the larger.
constexpr double kReadBytes = sizeof(PooledSlot);

int workerCount(int n, int threads)
{
    return std::max(1, std::min(threads, (n + kRowsPerChunk - 1) / kRowsPerChunk));
}

double rowMadds(double keys, double slots, int d, int dv)
{
    // A slot costs twice a key: its mean key and mean value are first formed from two prefix rows.
    return (keys + 2.0 * slots) * (d + dv);
}

// The prefix sums are kept at every multiple of this stride (a multiple of the slot alignment), not at every
// position: mean_memory's slots end anywhere, and sums at all N + 1 positions took N (d + dv) doubles, 32 MB for each
// of K and V at N = 65,536 and d = 64, mapped and faulted in afresh by every run (a third of its time there). A slot
// end between two kept rows is reached by a worker's cursor (SumCursor), which adds the rows since the kept row
// before it, or moves on from the end it gave last: mean_memory's slots [0, i - window] end one row later for each
// next query, so its cursor adds one row per query.
constexpr int kKeptStride = 8;

int keptStride(int slotAlignment)
{
    return slotAlignment * ((kKeptStride + slotAlignment - 1) / slotAlignment);
}

// Kept rows: one per multiple of the stride from 0 to N.
int keptRows(int n, int stride)
{
    return n / stride + 1;
}

double peakBytes(int n, int d, int dv, int slotAlignment, double patternBytes, std::int64_t longestRow, int workers)
{
    const double prefixBytes = kDoubleBytes * keptRows(n, keptStride(slotAlignment)) * (d + dv);
    const double outputBytes = kFloatBytes * static_cast<double>(n) * dv;
    const auto longest = static_cast<double>(longestRow);
    // The query, the output accumulator, a slot's sum and the two cursors' sums.
    const double perWorker = kDoubleBytes * (3.0 * (d + dv) + longest) + kReadBytes * longest;
    return prefixBytes + outputBytes + patternBytes + perWorker * workers;
}

// Row m holds the sum of rows 0 .. m stride - 1. The additions are those of a sum kept at every row, in the same
// order, and so are a cursor's (it starts from a kept row and adds the next rows in order): every sum read is the
// value a running sum has at that position.
MatrixD keptPrefixSums(const Matrix& rows, int stride)
{
    const int count = keptRows(static_cast<int>(rows.rows()), stride);
    MatrixD sums(count, rows.cols());
    Eigen::RowVectorXd running = Eigen::RowVectorXd::Zero(rows.cols());
    sums.row(0) = running;
    for (int m = 1; m < count; ++m) {
        const Eigen::Index first = static_cast<Eigen::Index>(m - 1) * stride;
        for (Eigen::Index r = first; r < first + stride; ++r)
            running += rows.row(r).cast<double>();
        sums.row(m) = running;
    }
    return sums;
}

// How a cursor reaches the sum of rows 0 .. x - 1 for an x between kept rows: it goes on from the position it
// reached last when that lies between the kept row before x and x, else it restarts from that kept row; then it adds
// the rows up to x - 1. The kernel's cursors and the analytic cost take the same steps, so the cost counts the rows
// added exactly.
class CursorWalk {
public:
    explicit CursorWalk(int stride) : m_stride(stride) { }

    struct Step {
        bool restart; // from the kept row at `from`
        int from; // the first row added; rows from .. x - 1 are added
    };

    Step moveTo(int x)
    {
        const int kept = x - x % m_stride;
        const bool goOn = kept <= m_position && m_position <= x;
        const Step step { !goOn, goOn ? m_position : kept };
        m_position = x;
        return step;
    }

private:
    int m_stride;
    int m_position = 0; // a new cursor's sum is the empty one, kept row 0
};

// Whether a sum of rows 0 .. x - 1 is a kept row (else a cursor reaches it).
bool isKept(int x, int stride)
{
    return x % stride == 0;
}

// The sum of rows 0 .. x - 1 of one matrix for any x: a kept row, or reached by the cursor (one per worker and
// matrix).
class SumCursor {
public:
    SumCursor(const Matrix& rows, const MatrixD& kept, int stride)
        : m_rows(rows), m_kept(kept), m_stride(stride), m_walk(stride), m_sum(Eigen::RowVectorXd::Zero(rows.cols()))
    {
    }

    // Rows first .. last of the slot summed (the sum up to last minus the sum before first), into `into`.
    void slotSum(const PooledSlot& slot, Eigen::RowVectorXd& into)
    {
        into = sumBefore(slot.last + 1);
        into -= sumBefore(slot.first);
    }

    std::int64_t rowsAdded() const { return m_rowsAdded; }

private:
    // A view of the sum (MatrixD is row-major: a kept row is contiguous).
    Eigen::Map<const Eigen::RowVectorXd> sumBefore(int x)
    {
        const Eigen::Index width = m_sum.size();
        if (isKept(x, m_stride))
            return { m_kept.row(x / m_stride).data(), width };
        const CursorWalk::Step step = m_walk.moveTo(x);
        if (step.restart)
            m_sum = m_kept.row(step.from / m_stride);
        for (int r = step.from; r < x; ++r)
            m_sum += m_rows.row(r).cast<double>();
        m_rowsAdded += x - step.from;
        return { m_sum.data(), width };
    }

    const Matrix& m_rows;
    const MatrixD& m_kept;
    int m_stride;
    CursorWalk m_walk;
    Eigen::RowVectorXd m_sum;
    std::int64_t m_rowsAdded = 0;
};

// Rows of K and V the kept prefix sums add up.
double summedRows(int n, int stride)
{
    return static_cast<double>(n / stride) * stride;
}

void atomicMax(std::atomic<std::int64_t>& target, std::int64_t value)
{
    std::int64_t seen = target.load();
    while (seen < value && !target.compare_exchange_weak(seen, value)) { }
}

// The reads of row i must be valid positions and add up to its pattern row (they are disjoint by contract).
void checkRowReads(int i, int n, int slotAlignment, const std::vector<int>& keys, const std::vector<PooledSlot>& slots,
    const Pattern& pattern)
{
    std::int64_t covered = 0;
    for (const int j : keys) {
        if (j < 0 || j >= n)
            throw Error("slot attention: row " + std::to_string(i) + " reads key " + std::to_string(j)
                + " outside the sequence");
        ++covered;
    }
    for (const PooledSlot& slot : slots) {
        if (slot.first < 0 || slot.last >= n || slot.first > slot.last)
            throw Error("slot attention: row " + std::to_string(i) + " reads an invalid slot ["
                + std::to_string(slot.first) + ", " + std::to_string(slot.last) + "]");
        if (slot.first % slotAlignment != 0 || (slot.last + 1) % slotAlignment != 0)
            throw Error("slot attention: row " + std::to_string(i) + " reads the slot [" + std::to_string(slot.first)
                + ", " + std::to_string(slot.last) + "], which does not start and end on multiples of "
                + std::to_string(slotAlignment));
        covered += slot.last - slot.first + 1;
    }
    if (covered == 0)
        throw Error("slot attention: row " + std::to_string(i) + " reads nothing");
    if (covered != pattern.rowCount(i))
        throw Error("slot attention: row " + std::to_string(i) + " reads " + std::to_string(covered)
            + " positions but its pattern row holds " + std::to_string(pattern.rowCount(i)));
}

} // namespace

Result attendOverKeysAndSlots(const Problem& problem, Pattern pattern, const SlotRowReads& reads, int slotAlignment,
    const RunOptions& options)
{
    const int n = problem.n();
    const int d = problem.d();
    const int dv = problem.dv();
    if (pattern.n() != n)
        throw Error("slot attention: the pattern has " + std::to_string(pattern.n()) + " rows but the problem has "
            + std::to_string(n));
    if (slotAlignment < 1)
        throw Error("slot attention: the slot alignment must be at least 1, not " + std::to_string(slotAlignment));
    options.cancel.throwIfCancelled();

    const int stride = keptStride(slotAlignment);
    const MatrixD keySums = keptPrefixSums(problem.k, stride);
    const MatrixD valueSums = keptPrefixSums(problem.v, stride);
    const double scale = problem.effectiveScale();
    const int threads = effectiveThreads(options);

    Result result;
    result.o.resize(n, dv);
    if (options.wantMap) {
        result.map = mapStorage(options, n, n);
        zeroMap(*result.map, options);
    }
    std::atomic<std::int64_t> totalKeys { 0 };
    std::atomic<std::int64_t> totalSlots { 0 };
    std::atomic<std::int64_t> longestRow { 0 };
    std::atomic<std::int64_t> cursorMadds { 0 };

    parallelFor(options, n, kRowsPerChunk, [&](int begin, int end) {
        std::vector<int> keys;
        std::vector<PooledSlot> slots;
        std::vector<double> weights;
        Eigen::RowVectorXd query(d);
        Eigen::RowVectorXd output(dv);
        Eigen::RowVectorXd keySum(d);
        Eigen::RowVectorXd valueSum(dv);
        SumCursor keyCursor(problem.k, keySums, stride);
        SumCursor valueCursor(problem.v, valueSums, stride);
        std::int64_t chunkKeys = 0;
        std::int64_t chunkSlots = 0;
        std::int64_t chunkLongest = 0;
        for (int i = begin; i < end; ++i) {
            keys.clear();
            slots.clear();
            reads(i, keys, slots);
            checkRowReads(i, n, slotAlignment, keys, slots, pattern);
            const std::size_t keyCount = keys.size();
            const std::size_t readCount = keyCount + slots.size();
            chunkKeys += static_cast<std::int64_t>(keyCount);
            chunkSlots += static_cast<std::int64_t>(slots.size());
            chunkLongest = std::max(chunkLongest, static_cast<std::int64_t>(readCount));

            query = problem.q.row(i).cast<double>();
            weights.resize(readCount);
            for (std::size_t t = 0; t < keyCount; ++t)
                weights[t] = scale * query.dot(problem.k.row(keys[t]).cast<double>());
            for (std::size_t u = 0; u < slots.size(); ++u) {
                const PooledSlot& slot = slots[u];
                const double length = slot.last - slot.first + 1;
                // q.kbar = q.(sum of the slot's keys) / length, the sum read off the prefix sums.
                keyCursor.slotSum(slot, keySum);
                weights[keyCount + u] = scale / length * query.dot(keySum);
            }
            const double rowMax = *std::max_element(weights.begin(), weights.end());
            double sum = 0.0;
            for (double& weight : weights) {
                weight = std::exp(weight - rowMax);
                sum += weight;
            }
            output.setZero();
            for (std::size_t t = 0; t < keyCount; ++t) {
                weights[t] /= sum;
                output.noalias() += weights[t] * problem.v.row(keys[t]).cast<double>();
            }
            for (std::size_t u = 0; u < slots.size(); ++u) {
                const PooledSlot& slot = slots[u];
                const double length = slot.last - slot.first + 1;
                weights[keyCount + u] /= sum;
                valueCursor.slotSum(slot, valueSum);
                output.noalias() += weights[keyCount + u] / length * valueSum;
            }
            result.o.row(i) = output.cast<float>();

            if (result.map) {
                auto mapRow = result.map->row(i);
                for (std::size_t t = 0; t < keyCount; ++t)
                    mapRow(keys[t]) = static_cast<float>(weights[t]);
                for (std::size_t u = 0; u < slots.size(); ++u) {
                    const PooledSlot& slot = slots[u];
                    const int length = slot.last - slot.first + 1;
                    // The slot's weight spread evenly over the positions it pools (../shared/spec/variants.md,
                    // Conventions).
                    mapRow.segment(slot.first, length).setConstant(static_cast<float>(weights[keyCount + u] / length));
                }
            }
        }
        totalKeys += chunkKeys;
        totalSlots += chunkSlots;
        atomicMax(longestRow, chunkLongest);
        cursorMadds += keyCursor.rowsAdded() * d + valueCursor.rowsAdded() * dv;
    });

    const auto keysRead = static_cast<double>(totalKeys.load());
    const auto slotsRead = static_cast<double>(totalSlots.load());
    result.cost.madds = summedRows(n, stride) * (d + dv) + static_cast<double>(cursorMadds.load())
        + rowMadds(keysRead, slotsRead, d, dv);
    result.cost.peakBytes = peakBytes(n, d, dv, slotAlignment, static_cast<double>(pattern.storageBytes()),
        longestRow.load(), workerCount(n, threads));
    result.extras.scalars[extra_keys::kEvaluatedScores] = keysRead + slotsRead;
    result.extras.scalars[extra_keys::kPooledSlotReads] = slotsRead;
    result.pattern = std::move(pattern);
    return result;
}

Cost slotAttentionCost(int n, int d, int dv, int slotAlignment, double patternBytes, const SlotRowShape& rowShape)
{
    const int stride = keptStride(slotAlignment);
    double keys = 0;
    double slots = 0;
    double cursorRows = 0;
    std::int64_t longestRow = 0;
    std::vector<PooledSlot> rowSlots;
    for (int begin = 0; begin < n; begin += kRowsPerChunk) {
        CursorWalk walk(stride); // the same steps for the K and the V cursor of the chunk's worker
        for (int i = begin; i < std::min(n, begin + kRowsPerChunk); ++i) {
            rowSlots.clear();
            const std::int64_t rowKeys = rowShape(i, rowSlots);
            for (const PooledSlot& slot : rowSlots)
                for (const int x : { slot.last + 1, slot.first })
                    if (!isKept(x, stride))
                        cursorRows += x - walk.moveTo(x).from;
            keys += static_cast<double>(rowKeys);
            slots += static_cast<double>(rowSlots.size());
            longestRow = std::max(longestRow, rowKeys + static_cast<std::int64_t>(rowSlots.size()));
        }
    }
    Cost cost;
    cost.madds = summedRows(n, stride) * (d + dv) + cursorRows * (d + dv) + rowMadds(keys, slots, d, dv);
    cost.peakBytes = peakBytes(
        n, d, dv, slotAlignment, patternBytes, longestRow, workerCount(n, effectiveThreads(RunOptions {})));
    return cost;
}

} // namespace attnlab::core
