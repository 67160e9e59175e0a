#include "core/kernels/slot_attention.h"

#include "core/error.h"
#include "core/extra_keys.h"
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

// Rows of the prefix sums: one per multiple of the alignment from 0 to N.
int prefixRows(int n, int slotAlignment)
{
    return n / slotAlignment + 1;
}

double peakBytes(int n, int d, int dv, int slotAlignment, double patternBytes, std::int64_t longestRow, int workers)
{
    const double prefixBytes = kDoubleBytes * prefixRows(n, slotAlignment) * (d + dv);
    const double outputBytes = kFloatBytes * static_cast<double>(n) * dv;
    const auto longest = static_cast<double>(longestRow);
    const double perWorker = kDoubleBytes * (d + dv + longest) + kReadBytes * longest;
    return prefixBytes + outputBytes + patternBytes + perWorker * workers;
}

// Row m holds the sum of rows 0 .. m alignment - 1, so the sum over [first, last] is row (last + 1) / alignment
// minus row first / alignment. The additions are those of a sum kept at every row, in the same order: the rows
// kept hold the same values.
MatrixD prefixSums(const Matrix& rows, int slotAlignment)
{
    const int count = prefixRows(static_cast<int>(rows.rows()), slotAlignment);
    MatrixD sums(count, rows.cols());
    Eigen::RowVectorXd running = Eigen::RowVectorXd::Zero(rows.cols());
    sums.row(0) = running;
    for (int m = 1; m < count; ++m) {
        const Eigen::Index first = static_cast<Eigen::Index>(m - 1) * slotAlignment;
        for (Eigen::Index r = first; r < first + slotAlignment; ++r)
            running += rows.row(r).cast<double>();
        sums.row(m) = running;
    }
    return sums;
}

// Rows of K and V the prefix sums add up.
double summedRows(int n, int slotAlignment)
{
    return static_cast<double>(n / slotAlignment) * slotAlignment;
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

    const MatrixD keySums = prefixSums(problem.k, slotAlignment);
    const MatrixD valueSums = prefixSums(problem.v, slotAlignment);
    const double scale = problem.effectiveScale();
    const int threads = effectiveThreads(options);

    Result result;
    result.o.resize(n, dv);
    if (options.wantMap) {
        result.map = mapStorage(options, n, n);
        result.map->setZero();
    }
    std::atomic<std::int64_t> totalKeys { 0 };
    std::atomic<std::int64_t> totalSlots { 0 };
    std::atomic<std::int64_t> longestRow { 0 };

    parallelFor(options, n, kRowsPerChunk, [&](int begin, int end) {
        std::vector<int> keys;
        std::vector<PooledSlot> slots;
        std::vector<double> weights;
        Eigen::RowVectorXd query(d);
        Eigen::RowVectorXd output(dv);
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
                weights[keyCount + u] = scale / length
                    * query.dot(keySums.row((slot.last + 1) / slotAlignment) - keySums.row(slot.first / slotAlignment));
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
                output.noalias() += weights[keyCount + u] / length
                    * (valueSums.row((slot.last + 1) / slotAlignment) - valueSums.row(slot.first / slotAlignment));
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
    });

    const auto keysRead = static_cast<double>(totalKeys.load());
    const auto slotsRead = static_cast<double>(totalSlots.load());
    result.cost.madds = summedRows(n, slotAlignment) * (d + dv) + rowMadds(keysRead, slotsRead, d, dv);
    result.cost.peakBytes = peakBytes(n, d, dv, slotAlignment, static_cast<double>(pattern.storageBytes()),
        longestRow.load(), workerCount(n, threads));
    result.extras.scalars[extra_keys::kEvaluatedScores] = keysRead + slotsRead;
    result.extras.scalars[extra_keys::kPooledSlotReads] = slotsRead;
    result.pattern = std::move(pattern);
    return result;
}

Cost slotAttentionCost(int n, int d, int dv, int slotAlignment, double patternBytes,
    const std::function<SlotRowSize(int i)>& rowSize)
{
    double keys = 0;
    double slots = 0;
    std::int64_t longestRow = 0;
    for (int i = 0; i < n; ++i) {
        const SlotRowSize size = rowSize(i);
        keys += static_cast<double>(size.keys);
        slots += static_cast<double>(size.pooledSlots);
        longestRow = std::max(longestRow, size.keys + size.pooledSlots);
    }
    Cost cost;
    cost.madds = summedRows(n, slotAlignment) * (d + dv) + rowMadds(keys, slots, d, dv);
    cost.peakBytes = peakBytes(
        n, d, dv, slotAlignment, patternBytes, longestRow, workerCount(n, effectiveThreads(RunOptions {})));
    return cost;
}

} // namespace attnlab::core
