#include "core/kernels/interval_attention.h"

#include "core/error.h"
#include "core/kernels/exact_tile_dispatch.h"
#include "core/kernels/key_scores.h"
#include "core/kernels/map_row_writing.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/range_blocks.h"
#include "core/kernels/tile_operands.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>

namespace attnlab::core {

namespace {

// Query rows of one task: a tile of the range kernel (exact_tile_kernel.h), whose blocks of kExactTileBlockRows
// rows each evaluate the span of their keys.
constexpr int kQueryTile = 64;
// Keys per online-softmax step of a block (bounds the score buffer to kQueryTile x kKeyTile floats).
constexpr int kKeyTile = 512;
constexpr float kMinusInfinity = -std::numeric_limits<float>::infinity();
constexpr float kLog2e = 1.44269504088896340736f;
constexpr float kLn2 = 0.693147180559945309f;

// A tile of queries of one part: local queries begin .. end - 1 (absolute local indices).
struct Task {
    int part = 0;
    int begin = 0;
    int end = 0;
};

// Tiles start at multiples of their size in local query index, so a chunk boundary that is a multiple of the tile
// is a tile boundary too.
template <class Visit> void forEachTile(const FieldPart& part, Visit&& visit)
{
    const int firstQuery = part.firstQuery;
    const int endQuery = firstQuery + part.queryCount();
    for (int a0 = firstQuery; a0 < endQuery;) {
        const int a1 = std::min(endQuery, (a0 / kQueryTile + 1) * kQueryTile);
        visit(a0, a1);
        a0 = a1;
    }
}

std::vector<std::vector<Task>> tasksOf(const IntervalField& field)
{
    std::vector<std::vector<Task>> tasks;
    for (const std::vector<FieldPart>& stage : field.stages) {
        std::vector<Task>& stageTasks = tasks.emplace_back();
        for (std::size_t p = 0; p < stage.size(); ++p)
            forEachTile(stage[p], [&](int a0, int a1) { stageTasks.push_back(Task { static_cast<int>(p), a0, a1 }); });
    }
    return tasks;
}

// The blocks of one task and the pairs they evaluate.
double planTask(const FieldPart& part, const Task& task, std::vector<ExactTileBlock>& blocks)
{
    const int t0 = task.begin - part.firstQuery;
    return planRangeBlocks(part.first.data() + t0, part.last.data() + t0, task.end - task.begin, blocks);
}

// A part runs on the range kernel when its blocks evaluate at most this share of the pairs of its own intervals
// (bands of 30 keys or more, dense blocks, residue classes of 16 tokens or more). A narrower part (a band of 9, two
// global keys, a class of 8 tokens at N = 32) would evaluate two to eight times its pairs in blocks of 16 keys, so it
// runs one query at a time over exactly its interval: its counted cost stays the formula a lesson teaches, at a rate
// that matters little for such parts.
constexpr double kLargestBlockShare = 1.5;

struct PartPlan {
    bool onBlocks = false;
    double evaluatedPairs = 0; // masked pairs of evaluated blocks included
};

std::vector<std::vector<PartPlan>> planParts(const IntervalField& field, const std::vector<std::vector<Task>>& tasks)
{
    std::vector<std::vector<PartPlan>> plans;
    std::vector<ExactTileBlock> blocks;
    for (std::size_t s = 0; s < tasks.size(); ++s) {
        const std::vector<FieldPart>& stage = field.stages[s];
        std::vector<PartPlan>& stagePlans = plans.emplace_back(stage.size());
        std::vector<double> intervalPairs(stage.size(), 0.0);
        for (std::size_t p = 0; p < stage.size(); ++p)
            for (int t = 0; t < stage[p].queryCount(); ++t)
                intervalPairs[p] += std::max(0, stage[p].last[t] - stage[p].first[t] + 1);
        for (const Task& task : tasks[s]) {
            blocks.clear();
            stagePlans[static_cast<std::size_t>(task.part)].evaluatedPairs
                += planTask(stage[static_cast<std::size_t>(task.part)], task, blocks);
        }
        for (std::size_t p = 0; p < stage.size(); ++p) {
            PartPlan& plan = stagePlans[p];
            plan.onBlocks = plan.evaluatedPairs <= kLargestBlockShare * intervalPairs[p];
            if (!plan.onBlocks)
                plan.evaluatedPairs = intervalPairs[p]; // the hole is computed and given weight 0
        }
    }
    return plans;
}

double evaluatedPairs(const std::vector<std::vector<PartPlan>>& plans)
{
    double pairs = 0;
    for (const std::vector<PartPlan>& stage : plans)
        for (const PartPlan& plan : stage)
            pairs += plan.evaluatedPairs;
    return pairs;
}

int workerCount(const std::vector<std::vector<Task>>& tasks, int threads)
{
    std::size_t most = 1;
    for (const std::vector<Task>& stage : tasks)
        most = std::max(most, stage.size());
    return std::max(1, std::min<int>(threads, static_cast<int>(most)));
}

bool sameLattice(const TokenLattice& a, const TokenLattice& b)
{
    return a.start == b.start && a.step == b.step && a.count == b.count;
}

// The distinct key lattices of the field, and for every part (stage by stage) the index of its own.
struct KeyLattices {
    std::vector<TokenLattice> distinct;
    std::vector<std::vector<int>> ofPart;
};

KeyLattices keyLatticesOf(const IntervalField& field)
{
    KeyLattices lattices;
    for (const std::vector<FieldPart>& stage : field.stages) {
        std::vector<int>& indices = lattices.ofPart.emplace_back();
        for (const FieldPart& part : stage) {
            const auto found = std::find_if(lattices.distinct.begin(), lattices.distinct.end(),
                [&](const TokenLattice& known) { return sameLattice(known, part.keys); });
            indices.push_back(static_cast<int>(found - lattices.distinct.begin()));
            if (found == lattices.distinct.end())
                lattices.distinct.push_back(part.keys);
        }
    }
    return lattices;
}

// Whether the range kernel reads each distinct key lattice (only those are packed).
std::vector<bool> packedLattices(const KeyLattices& lattices, const std::vector<std::vector<PartPlan>>& plans)
{
    std::vector<bool> packed(lattices.distinct.size(), false);
    for (std::size_t s = 0; s < plans.size(); ++s)
        for (std::size_t p = 0; p < plans[s].size(); ++p)
            if (plans[s][p].onBlocks)
                packed[static_cast<std::size_t>(lattices.ofPart[s][p])] = true;
    return packed;
}

// Whether patternOfField stores the field's rows as columns: when a key lattice is a residue class (step > 1), whose
// keys are not consecutive tokens; else as runs.
bool storedAsColumns(const IntervalField& field)
{
    for (const std::vector<FieldPart>& stage : field.stages)
        for (const FieldPart& part : stage)
            if (part.keys.step != 1 && part.keys.count > 1)
                return true;
    return false;
}

// Calls emit(token of the query, run) for each run of keys of part query t: its interval, or the sides of its hole.
template <class Emit> void forEachRunOfQuery(const FieldPart& part, int t, Emit&& emit)
{
    if (part.first[t] > part.last[t])
        return;
    const int i = part.queries.token(part.firstQuery + t);
    const int first = part.keys.token(part.first[t]);
    const int last = part.keys.token(part.last[t]);
    const int hole = part.hole.empty() || part.hole[t] < part.first[t] || part.hole[t] > part.last[t]
        ? -1
        : part.keys.token(part.hole[t]);
    if (hole < 0) {
        emit(i, KeyRun { first, last });
        return;
    }
    if (hole > first)
        emit(i, KeyRun { first, hole - 1 });
    if (hole < last)
        emit(i, KeyRun { hole + 1, last });
}

// Bytes of patternOfField's result (runs: before the runs of a row that touch are joined).
double patternBytes(const IntervalField& field, std::int64_t pairs)
{
    const double offsets = 8.0 * (field.n + 1.0);
    if (storedAsColumns(field))
        return offsets + 4.0 * static_cast<double>(pairs);
    double runs = 0;
    for (const std::vector<FieldPart>& stage : field.stages)
        for (const FieldPart& part : stage)
            for (int t = 0; t < part.queryCount(); ++t)
                forEachRunOfQuery(part, t, [&runs](int, const KeyRun&) { ++runs; });
    return offsets + static_cast<double>(sizeof(KeyRun)) * runs;
}

// Pattern (offsets and columns or runs), the field's intervals, the packed keys and values of the key lattices the
// range kernel reads, O, the running state of every query (accumulator, max, sum, last stage), and each worker's
// scores, accumulator, row vectors and gathered queries.
double peakBytes(const IntervalField& field, const std::vector<std::vector<PartPlan>>& plans, std::int64_t pairs, int d,
    int dv, int workers)
{
    const ExactTileLayout layout = chosenExactTileKernel().layout;
    const double n = field.n;
    const double dvPadded = (dv + layout.valueColumns - 1) / layout.valueColumns * layout.valueColumns;
    const KeyLattices lattices = keyLatticesOf(field);
    const std::vector<bool> packed = packedLattices(lattices, plans);
    double operands = 0;
    for (std::size_t l = 0; l < lattices.distinct.size(); ++l)
        if (packed[l])
            operands += tileOperandBytes(lattices.distinct[l].count, lattices.distinct[l].step, d, dv, layout);
    const double perWorker = TileScratch::bytes(kQueryTile, kKeyTile, static_cast<int>(dvPadded)) / sizeof(float)
        + static_cast<double>(kQueryTile) * d; // and the gathered queries
    const double output = dvPadded == dv ? 0.0 : n * dv; // else the accumulator becomes O
    return patternBytes(field, pairs) + static_cast<double>(field.storageBytes()) + operands
        + sizeof(float) * (output + n * (dvPadded + 3.0) + perWorker * workers);
}

void checkField(const IntervalField& field, int n)
{
    if (field.n != n)
        throw Error(
            "interval field is for " + std::to_string(field.n) + " tokens but the problem has " + std::to_string(n));
    for (const std::vector<FieldPart>& stage : field.stages) {
        for (const FieldPart& part : stage) {
            const auto inLattice = [n](const TokenLattice& lattice) {
                return lattice.step >= 1 && lattice.start >= 0 && lattice.count >= 0
                    && (lattice.count == 0 || lattice.token(lattice.count - 1) < n);
            };
            if (!inLattice(part.queries) || !inLattice(part.keys))
                throw Error("interval field: a lattice leaves the sequence");
            if (part.firstQuery < 0 || part.firstQuery + part.queryCount() > part.queries.count
                || part.last.size() != part.first.size()
                || (!part.hole.empty() && part.hole.size() != part.first.size()))
                throw Error("interval field: a part's queries do not match its lattice");
            for (int t = 0; t < part.queryCount(); ++t)
                if (part.first[t] <= part.last[t] && (part.first[t] < 0 || part.last[t] >= part.keys.count))
                    throw Error("interval field: a key interval leaves its lattice");
        }
    }
}

// Running softmax state of every query, by token: the unnormalised accumulator (n x dvPadded: it becomes O when
// dv needs no padding; a row is initialised by the first part that reaches it, while its max is still -inf), max and
// sum. The part that reaches a row in its last stage divides it by its sum as it stores it (a serial pass over O
// afterwards took 5% of local's run at N = 4096).
struct SoftmaxState {
    Matrix accumulator;
    std::vector<float> rowMax;
    std::vector<float> rowSum;
    std::vector<int> lastStage; // per token, the last stage with keys for it (-1: none)
    int dvPadded = 0;

    // Stores a row's running state after stage `stage`; its values are O's row when that stage is its last.
    void store(std::size_t token, int stage, const float* values, float max, float sum)
    {
        float* row = accumulator.data() + token * static_cast<std::size_t>(dvPadded);
        if (stage == lastStage[token] && sum > 0.0f) {
            const float inverse = 1.0f / sum;
            for (int c = 0; c < dvPadded; ++c)
                row[c] = values[c] * inverse;
        } else if (values != row) {
            std::copy_n(values, dvPadded, row);
        }
        rowMax[token] = max;
        rowSum[token] = sum;
    }
};

std::vector<int> lastStageOfEachToken(const IntervalField& field)
{
    std::vector<int> lastStage(static_cast<std::size_t>(field.n), -1);
    for (std::size_t s = 0; s < field.stages.size(); ++s)
        for (const FieldPart& part : field.stages[s])
            for (int t = 0; t < part.queryCount(); ++t)
                if (part.first[t] <= part.last[t])
                    lastStage[static_cast<std::size_t>(part.queries.token(part.firstQuery + t))] = static_cast<int>(s);
    return lastStage;
}

// One worker's buffers for the range kernel, and the task it runs: gathers the tile's queries and state, runs the
// kernel over the part's packed keys, and puts the state back.
class TileRunner {
public:
    TileRunner(const Problem& problem, const ExactTileKernel& kernel, SoftmaxState& state)
        : m_problem(problem), m_kernel(kernel), m_state(state),
          m_queries(static_cast<std::size_t>(kQueryTile) * problem.d()),
          m_scratch(kQueryTile, kKeyTile, state.dvPadded), m_work(m_scratch.work())
    {
    }

    void run(int stage, const FieldPart& part, const Task& task, const TileOperands& keys)
    {
        m_blocks.clear();
        planTask(part, task, m_blocks);
        if (m_blocks.empty())
            return;
        const int rows = task.end - task.begin;
        const int d = m_problem.d();
        const std::size_t dvPadded = static_cast<std::size_t>(m_state.dvPadded);
        // Consecutive queries are read where they are; a residue class's are gathered.
        const bool contiguous = part.queries.step == 1;
        for (int r = 0; r < rows; ++r) {
            const auto token = static_cast<std::size_t>(part.queries.token(task.begin + r));
            if (!contiguous)
                std::copy_n(m_problem.q.row(static_cast<Eigen::Index>(token)).data(), d,
                    m_queries.data() + static_cast<std::size_t>(r) * d);
            float* accumulator = m_work.accumulator + r * dvPadded;
            if (m_state.rowMax[token] == kMinusInfinity) // no key yet: the state's row is not initialised
                std::fill_n(accumulator, dvPadded, 0.0f);
            else
                std::copy_n(m_state.accumulator.data() + token * dvPadded, dvPadded, accumulator);
            m_work.rowMax[r] = m_state.rowMax[token];
            m_work.rowSum[r] = m_state.rowSum[token];
        }
        ExactTileInput input = tileInputOver(m_problem, keys, part.keys.count, kKeyTile);
        int row0 = part.queries.token(task.begin);
        if (!contiguous) {
            input.q = m_queries.data();
            row0 = 0;
        }
        const int t0 = task.begin - part.firstQuery;
        ExactTileRanges ranges {};
        ranges.first = part.first.data() + t0;
        ranges.last = part.last.data() + t0;
        ranges.hole = part.hole.empty() ? nullptr : part.hole.data() + t0;
        ranges.blocks = m_blocks.data();
        ranges.blockCount = static_cast<int>(m_blocks.size());
        m_kernel.attendRanges(input, m_work, row0, rows, ranges);
        for (int r = 0; r < rows; ++r)
            m_state.store(static_cast<std::size_t>(part.queries.token(task.begin + r)), stage,
                m_work.accumulator + r * dvPadded, m_work.rowMax[r], m_work.rowSum[r]);
    }

private:
    const Problem& m_problem;
    const ExactTileKernel& m_kernel;
    SoftmaxState& m_state;
    std::vector<float> m_queries;
    TileScratch m_scratch;
    const ExactTileWork& m_work;
    std::vector<ExactTileBlock> m_blocks;
};

using StridedRows = Eigen::Map<const Matrix, Eigen::Unaligned, Eigen::OuterStride<>>;

// Rows a, a + 1, ..., a + count - 1 of a lattice of m's rows.
StridedRows latticeRows(const Matrix& m, const TokenLattice& lattice, int a, int count)
{
    return StridedRows(m.data() + static_cast<std::ptrdiff_t>(lattice.token(a)) * m.cols(), count, m.cols(),
        Eigen::OuterStride<>(static_cast<Eigen::Index>(lattice.step) * m.cols()));
}

// The narrow parts, one query at a time over exactly its interval: a matrix-vector product over contiguous keys,
// no gather, the same running state as the range kernel's (the max in base 2, of the scores times log2 e).
class RowRunner {
public:
    RowRunner(const Problem& problem, SoftmaxState& state)
        : m_problem(problem), m_state(state), m_alpha(static_cast<float>(problem.effectiveScale()) * kLog2e),
          m_scores(1, kKeyChunk)
    {
    }

    void run(int stage, const FieldPart& part, const Task& task)
    {
        const int dv = m_problem.dv();
        for (int a = task.begin; a < task.end; ++a) {
            const int t = a - part.firstQuery;
            if (part.first[t] > part.last[t])
                continue;
            const auto i = static_cast<std::size_t>(part.queries.token(a));
            float& rowMax = m_state.rowMax[i];
            float& rowSum = m_state.rowSum[i];
            if (rowMax == kMinusInfinity) // no key yet: the state's row is not initialised
                m_state.accumulator.row(static_cast<Eigen::Index>(i)).setZero();
            auto accumulator = m_state.accumulator.row(static_cast<Eigen::Index>(i)).head(dv);
            const auto query = m_problem.q.row(static_cast<Eigen::Index>(i));
            for (int j0 = part.first[t]; j0 <= part.last[t]; j0 += kKeyChunk) {
                const int columns = std::min(part.last[t] + 1 - j0, kKeyChunk);
                auto s = m_scores.topLeftCorner(1, columns);
                s.noalias() = query * latticeRows(m_problem.k, part.keys, j0, columns).transpose();
                s *= m_alpha;
                const int hole = part.hole.empty() ? -1 : part.hole[t] - j0;
                const bool hasHole = hole >= 0 && hole < columns;
                if (hasHole)
                    s(0, hole) = kMinusInfinity;
                const float newMax = std::max(rowMax, s.maxCoeff());
                if (newMax == kMinusInfinity)
                    continue; // the chunk's only key is the hole
                const float correction = std::exp((rowMax - newMax) * kLn2);
                s = ((s.array() - newMax) * kLn2).exp().matrix();
                // Eigen's vectorised exp(-inf) is a denormal, not 0: the hole gets exactly 0.
                if (hasHole)
                    s(0, hole) = 0.0f;
                rowSum = rowSum * correction + s.sum();
                accumulator *= correction;
                accumulator.noalias() += s * latticeRows(m_problem.v, part.keys, j0, columns);
                rowMax = newMax;
            }
            const float* row = m_state.accumulator.row(static_cast<Eigen::Index>(i)).data();
            m_state.store(i, stage, row, rowMax, rowSum);
        }
    }

private:
    static constexpr int kKeyChunk = 256;
    const Problem& m_problem;
    SoftmaxState& m_state;
    float m_alpha;
    Matrix m_scores;
};

} // namespace

void FieldPart::addQuery(int firstKey, int lastKey, int holeKey)
{
    // hole stays empty until a query has one; from then on it has one entry per query.
    if (holeKey >= 0 && hole.size() < first.size())
        hole.resize(first.size(), -1);
    if (hole.size() == first.size() && (holeKey >= 0 || !hole.empty()))
        hole.push_back(holeKey);
    first.push_back(firstKey);
    last.push_back(lastKey);
}

FieldPart& IntervalField::newStage()
{
    stages.emplace_back();
    return stages.back().emplace_back();
}

FieldPart& IntervalField::sameStage()
{
    if (stages.empty())
        return newStage();
    return stages.back().emplace_back();
}

std::int64_t IntervalField::pairCount() const
{
    std::int64_t pairs = 0;
    for (const std::vector<FieldPart>& stage : stages) {
        for (const FieldPart& part : stage) {
            for (int t = 0; t < part.queryCount(); ++t) {
                if (part.first[t] > part.last[t])
                    continue;
                pairs += part.last[t] - part.first[t] + 1;
                if (!part.hole.empty() && part.hole[t] >= part.first[t] && part.hole[t] <= part.last[t])
                    --pairs;
            }
        }
    }
    return pairs;
}

std::int64_t IntervalField::storageBytes() const
{
    std::int64_t bytes = 0;
    for (const std::vector<FieldPart>& stage : stages)
        for (const FieldPart& part : stage)
            bytes += static_cast<std::int64_t>(sizeof(int) * (part.first.size() + part.last.size() + part.hole.size()));
    return bytes;
}

namespace {

// A pattern's rows before they become one: n + 1 offsets into the entries (columns or runs).
template <class Entry> struct FieldRows {
    std::vector<std::int64_t> rowStart;
    std::vector<Entry> entries;
};

// The field's rows as sorted columns: for fields with a residue class among their key lattices (a dilated band, a
// strided pattern), whose keys are not consecutive tokens.
FieldRows<int> columnsOfField(const IntervalField& field, const RunOptions& options)
{
    const int n = field.n;
    std::vector<std::int64_t> rowStart(static_cast<std::size_t>(n) + 1, 0);
    const auto keysOf = [](const FieldPart& part, int t) -> std::int64_t {
        if (part.first[t] > part.last[t])
            return 0;
        const bool hole = !part.hole.empty() && part.hole[t] >= part.first[t] && part.hole[t] <= part.last[t];
        return part.last[t] - part.first[t] + 1 - (hole ? 1 : 0);
    };
    for (const std::vector<FieldPart>& stage : field.stages)
        for (const FieldPart& part : stage)
            for (int t = 0; t < part.queryCount(); ++t)
                rowStart[static_cast<std::size_t>(part.queries.token(part.firstQuery + t)) + 1] += keysOf(part, t);
    std::partial_sum(rowStart.begin(), rowStart.end(), rowStart.begin());
    std::vector<int> columns(static_cast<std::size_t>(rowStart.back()));
    // Stage by stage each row's keys are appended in order; a stage's keys are merged with the earlier stages'.
    std::vector<std::int64_t> cursor(rowStart.begin(), rowStart.end() - 1);
    constexpr int kRowsPerRun = 256;
    for (const std::vector<FieldPart>& stage : field.stages) {
        for (const FieldPart& part : stage) {
            parallelFor(options, part.queryCount(), kRowsPerRun, [&](int begin, int end) {
                for (int t = begin; t < end; ++t) {
                    if (part.first[t] > part.last[t])
                        continue;
                    const auto i = static_cast<std::size_t>(part.queries.token(part.firstQuery + t));
                    int* const rowBegin = columns.data() + rowStart[i];
                    int* const stageBegin = columns.data() + cursor[i];
                    int* out = stageBegin;
                    const int hole = part.hole.empty() ? -1 : part.hole[t];
                    if (part.keys.step == 1 && (hole < part.first[t] || hole > part.last[t])) {
                        const int count = part.last[t] - part.first[t] + 1;
                        std::iota(out, out + count, part.keys.token(part.first[t]));
                        out += count;
                    } else {
                        for (int a = part.first[t]; a <= part.last[t]; ++a)
                            if (a != hole)
                                *out++ = part.keys.token(a);
                    }
                    cursor[i] = out - columns.data();
                    if (stageBegin == rowBegin || out == stageBegin || *(stageBegin - 1) < *stageBegin)
                        continue;
                    if (*(out - 1) < *rowBegin)
                        std::rotate(rowBegin, stageBegin, out); // the usual case: global keys before a band
                    else
                        std::inplace_merge(rowBegin, stageBegin, out);
                }
            });
        }
    }
    return { std::move(rowStart), std::move(columns) };
}

// Its rows as runs of consecutive keys, for fields whose key lattices are all consecutive tokens: a part's interval is
// one run (two around a hole inside it), and the stages' runs of a row are sorted and joined where they touch.
// O(queries), on one thread: local's band at N = 4096 took 0.4 ms as columns (2 MB, more than a quarter of the
// attention itself) and takes microseconds as runs.
FieldRows<KeyRun> runsOfField(const IntervalField& field, const RunOptions& options)
{
    const int n = field.n;
    std::vector<std::int64_t> rowStart(static_cast<std::size_t>(n) + 1, 0);
    for (const std::vector<FieldPart>& stage : field.stages)
        for (const FieldPart& part : stage)
            for (int t = 0; t < part.queryCount(); ++t)
                forEachRunOfQuery(part, t, [&](int i, const KeyRun&) { ++rowStart[static_cast<std::size_t>(i) + 1]; });
    std::partial_sum(rowStart.begin(), rowStart.end(), rowStart.begin());
    std::vector<KeyRun> runs(static_cast<std::size_t>(rowStart.back()));
    std::vector<std::int64_t> cursor(rowStart.begin(), rowStart.end() - 1);
    for (const std::vector<FieldPart>& stage : field.stages) {
        options.cancel.throwIfCancelled();
        for (const FieldPart& part : stage)
            for (int t = 0; t < part.queryCount(); ++t)
                forEachRunOfQuery(part, t, [&](int i, const KeyRun& run) {
                    runs[static_cast<std::size_t>(cursor[static_cast<std::size_t>(i)]++)] = run;
                });
    }
    // A row with runs from several stages (a band and the global keys): sorted, then joined where they touch; the
    // rows are packed together again in the same pass.
    std::int64_t kept = 0;
    for (int i = 0; i < n; ++i) {
        const auto begin = runs.begin() + rowStart[static_cast<std::size_t>(i)];
        const auto end = runs.begin() + rowStart[static_cast<std::size_t>(i) + 1];
        rowStart[static_cast<std::size_t>(i)] = kept;
        if (end - begin > 1)
            std::sort(begin, end, [](const KeyRun& a, const KeyRun& b) { return a.first < b.first; });
        for (auto run = begin; run != end; ++run) {
            if (run != begin && run->first <= runs[static_cast<std::size_t>(kept) - 1].last + 1) {
                KeyRun& previous = runs[static_cast<std::size_t>(kept) - 1];
                previous.last = std::max(previous.last, run->last);
            } else {
                runs[static_cast<std::size_t>(kept++)] = *run;
            }
        }
    }
    rowStart.back() = kept;
    runs.resize(static_cast<std::size_t>(kept));
    return { std::move(rowStart), std::move(runs) };
}

} // namespace

Pattern patternOfField(const IntervalField& field, const RunOptions& options)
{
    if (storedAsColumns(field)) {
        FieldRows<int> rows = columnsOfField(field, options);
        return Pattern::ofCheckedRows(field.n, std::move(rows.rowStart), std::move(rows.entries));
    }
    FieldRows<KeyRun> rows = runsOfField(field, options);
    return Pattern::ofCheckedRuns(field.n, std::move(rows.rowStart), std::move(rows.entries));
}


Result attendOverIntervals(const Problem& problem, const IntervalField& field, const RunOptions& options)
{
    const int n = problem.n();
    const int dv = problem.dv();
    checkField(field, n);
    Pattern pattern = patternOfField(field, options);
    const std::vector<std::vector<Task>> tasks = tasksOf(field);
    const std::vector<std::vector<PartPlan>> plans = planParts(field, tasks);
    const int threads = effectiveThreads(options);
    const ExactTileKernel& kernel = chosenExactTileKernel();

    const KeyLattices lattices = keyLatticesOf(field);
    const std::vector<bool> packed = packedLattices(lattices, plans);
    std::vector<TileOperands> operands(lattices.distinct.size());
    for (std::size_t l = 0; l < lattices.distinct.size(); ++l)
        if (packed[l]) {
            const TokenLattice& lattice = lattices.distinct[l];
            operands[l] = packTileOperands(
                problem.k, problem.v, lattice.start, lattice.step, lattice.count, kernel.layout, options);
        }
    SoftmaxState state;
    state.dvPadded = (dv + kernel.layout.valueColumns - 1) / kernel.layout.valueColumns * kernel.layout.valueColumns;
    state.accumulator.resize(n, state.dvPadded);
    state.rowMax.assign(static_cast<std::size_t>(n), kMinusInfinity);
    state.rowSum.assign(static_cast<std::size_t>(n), 0.0f);
    state.lastStage = lastStageOfEachToken(field);
    // Each thread's runners (their buffers) are made once and serve every stage.
    struct Runners {
        std::optional<TileRunner> tiles;
        std::optional<RowRunner> rows;
    };
    std::vector<Runners> runners(static_cast<std::size_t>(threads));
    for (std::size_t s = 0; s < tasks.size(); ++s) {
        const std::vector<Task>& stageTasks = tasks[s];
        const std::vector<FieldPart>& parts = field.stages[s];
        // About eight runs of tasks per thread: enough to balance uneven tiles.
        const int count = static_cast<int>(stageTasks.size());
        const int grain = std::max(1, count / (8 * threads));
        parallelForPerWorker(options, count, grain, [&](int worker, int begin, int end) {
            Runners& own = runners[static_cast<std::size_t>(worker)];
            if (!own.tiles)
                own.tiles.emplace(problem, kernel, state);
            if (!own.rows)
                own.rows.emplace(problem, state);
            TileRunner& tiles = *own.tiles;
            RowRunner& rows = *own.rows;
            for (int i = begin; i < end; ++i) {
                const Task& task = stageTasks[static_cast<std::size_t>(i)];
                const auto part = static_cast<std::size_t>(task.part);
                const int stage = static_cast<int>(s);
                if (plans[s][part].onBlocks)
                    tiles.run(stage, parts[part], task, operands[static_cast<std::size_t>(lattices.ofPart[s][part])]);
                else
                    rows.run(stage, parts[part], task);
            }
        });
    }
    for (int i = 0; i < n; ++i)
        if (!(state.rowSum[static_cast<std::size_t>(i)] > 0.0f))
            throw Error("interval field: query " + std::to_string(i) + " has no key");
    Result result;
    if (state.dvPadded == dv)
        result.o = std::move(state.accumulator);
    else
        result.o = state.accumulator.leftCols(dv);

    if (options.wantMap) {
        // Display only: the final max and sum of each row turn its recomputed scores into weights (the kernel's
        // max is in base 2: scores times log2(e)). Rows in parallel, each written whole by the thread that fills it: at
        // N = 4096 the zeroing and the page faults of the fresh 64 MiB map were most of a parameter change's work
        // beyond the kernel when one thread did them.
        constexpr int kMapRowsPerTask = 128;
        result.map = mapStorage(options, n, n);
        Matrix& map = *result.map;
        const auto scale = static_cast<float>(problem.effectiveScale());
        parallelFor(options, n, kMapRowsPerTask, [&](int begin, int end) {
            MapRowWriter writer(map);
            std::vector<int> keys;
            Eigen::ArrayXf scores;
            for (int i = begin; i < end; ++i) {
                const float rowMax = state.rowMax[static_cast<std::size_t>(i)] * kLn2;
                const float rowSum = state.rowSum[static_cast<std::size_t>(i)];
                // The row's scores first, then their weights in one vectorised exp, then into the map (a libm expf
                // per entry: strided's map at N = 4096, 4.2M entries, took 90 ms instead of 70 with d = 64).
                pattern.rowInto(i, keys);
                const auto count = static_cast<Eigen::Index>(keys.size());
                scores.resize(count);
                scoresOfKeys(problem.q.row(i).data(), problem.k, keys.data(), keys.size(), scores.data());
                scores = (scores * scale - rowMax).exp() / rowSum;
                float* row = writer.row(i);
                for (Eigen::Index t = 0; t < count; ++t)
                    row[keys[static_cast<std::size_t>(t)]] = scores[t];
                writer.commit(i);
            }
        });
    }

    result.cost.madds = evaluatedPairs(plans) * (problem.d() + dv);
    result.cost.peakBytes = peakBytes(field, plans, pattern.pairCount(), problem.d(), dv, workerCount(tasks, threads));
    result.cost.fieldPairs = static_cast<double>(pattern.pairCount());
    result.pattern = std::move(pattern);
    return result;
}

Cost intervalAttentionCost(const IntervalField& field, int d, int dv, int threads)
{
    const std::vector<std::vector<Task>> tasks = tasksOf(field);
    const std::int64_t pairs = field.pairCount();
    Cost cost;
    const std::vector<std::vector<PartPlan>> plans = planParts(field, tasks);
    cost.madds = evaluatedPairs(plans) * (d + dv);
    cost.peakBytes = peakBytes(field, plans, pairs, d, dv, workerCount(tasks, threads));
    cost.fieldPairs = static_cast<double>(pairs);
    return cost;
}

} // namespace attnlab::core
