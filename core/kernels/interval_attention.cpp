#include "core/kernels/interval_attention.h"

#include "core/error.h"
#include "core/kernels/parallel_for.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

namespace attnlab::core {

namespace {

// Widest key range one GEMM handles: bounds the score buffer to (tile rows) x kKeyChunk floats.
constexpr int kKeyChunk = 256;
constexpr std::array<int, 4> kTileRows { 8, 16, 32, 64 };
constexpr int kLargestTile = 64;
// Queries handed to one task in the one-query-at-a-time mode.
constexpr int kRowsPerTask = 64;
constexpr float kMinusInfinity = -std::numeric_limits<float>::infinity();

// The planner's model of this machine kind (2-core x86, Eigen's GEMM in a build without -march), in units of one
// evaluated pair in a 64-row tile, fitted to runs of each mode forced: small tiles run the GEMM below its best rate,
// one query at a time (matrix-vector products over contiguous keys) costs about 1.3 of that per pair, and every tile
// or query pays a fixed overhead (softmax bookkeeping, loads and stores of its state). In this build tiles win on
// dense blocks (strided, full rows, the summary columns) and the one-query mode on bands; a build whose GEMM is
// faster (wider vectors) moves the balance towards tiles.
constexpr std::array<double, 4> kTileCost { 2.0, 1.5, 1.2, 1.0 };
constexpr double kTileOverhead = 150.0;
constexpr double kRowCost = 1.3;
constexpr double kRowOverhead = 8.0;

using StridedRows = Eigen::Map<const Matrix, Eigen::Unaligned, Eigen::OuterStride<>>;
using StridedRowsOut = Eigen::Map<Matrix, Eigen::Unaligned, Eigen::OuterStride<>>;

StridedRows latticeRows(const Matrix& m, const TokenLattice& lattice, int a, int count)
{
    return StridedRows(m.data() + static_cast<std::ptrdiff_t>(lattice.token(a)) * m.cols(), count, m.cols(),
        Eigen::OuterStride<>(static_cast<Eigen::Index>(lattice.step) * m.cols()));
}

StridedRowsOut latticeRows(Matrix& m, const TokenLattice& lattice, int a, int count)
{
    return StridedRowsOut(m.data() + static_cast<std::ptrdiff_t>(lattice.token(a)) * m.cols(), count, m.cols(),
        Eigen::OuterStride<>(static_cast<Eigen::Index>(lattice.step) * m.cols()));
}

// How a part is computed: tiles of `tileRows` queries, or one query at a time (tileRows = 0).
struct PartPlan {
    int tileRows = 0;
    double evaluatedPairs = 0; // masked pairs of evaluated tiles included
};

// A run of queries of one part: local queries begin .. end - 1 (absolute local indices).
struct Task {
    int part = 0;
    int begin = 0;
    int end = 0;
};

struct KeySpan {
    int first = 0;
    int last = -1;
};

// The keys a tile of queries t0 .. t1 - 1 (offsets into the part) must evaluate: from the smallest first to the
// largest last of its non-empty rows.
KeySpan tileSpan(const FieldPart& part, int t0, int t1)
{
    KeySpan span { std::numeric_limits<int>::max(), -1 };
    for (int t = t0; t < t1; ++t) {
        if (part.first[t] > part.last[t])
            continue;
        span.first = std::min(span.first, part.first[t]);
        span.last = std::max(span.last, part.last[t]);
    }
    return span;
}

// Tiles start at multiples of their size in local query index, so a chunk boundary that is a multiple of the tile
// is a tile boundary too.
template <class Visit> void forEachTile(const FieldPart& part, int tileRows, Visit&& visit)
{
    const int firstQuery = part.firstQuery;
    const int endQuery = firstQuery + part.queryCount();
    for (int a0 = firstQuery; a0 < endQuery;) {
        const int a1 = std::min(endQuery, (a0 / tileRows + 1) * tileRows);
        visit(a0, a1);
        a0 = a1;
    }
}

PartPlan planPart(const FieldPart& part)
{
    double rowPairs = 0;
    int nonEmptyRows = 0;
    for (int t = 0; t < part.queryCount(); ++t) {
        if (part.first[t] <= part.last[t]) {
            rowPairs += part.last[t] - part.first[t] + 1;
            ++nonEmptyRows;
        }
    }
    PartPlan best { 0, rowPairs };
    double bestTime = rowPairs * kRowCost + nonEmptyRows * kRowOverhead;
    for (std::size_t size = 0; size < kTileRows.size(); ++size) {
        double evaluated = 0;
        int tiles = 0;
        forEachTile(part, kTileRows[size], [&](int a0, int a1) {
            const KeySpan span = tileSpan(part, a0 - part.firstQuery, a1 - part.firstQuery);
            if (span.first > span.last)
                return;
            evaluated += static_cast<double>(a1 - a0) * (span.last - span.first + 1);
            ++tiles;
        });
        const double time = evaluated * kTileCost[size] + tiles * kTileOverhead;
        if (time < bestTime) {
            bestTime = time;
            best = PartPlan { kTileRows[size], evaluated };
        }
    }
    return best;
}

struct StagePlan {
    std::vector<PartPlan> parts;
    std::vector<Task> tasks;
};

std::vector<StagePlan> planField(const IntervalField& field)
{
    std::vector<StagePlan> plans;
    for (const std::vector<FieldPart>& stage : field.stages) {
        StagePlan plan;
        for (std::size_t p = 0; p < stage.size(); ++p) {
            const FieldPart& part = stage[p];
            plan.parts.push_back(planPart(part));
            const int rows = plan.parts.back().tileRows > 0 ? plan.parts.back().tileRows : kRowsPerTask;
            forEachTile(part, rows, [&](int a0, int a1) {
                plan.tasks.push_back(Task { static_cast<int>(p), a0, a1 });
            });
        }
        plans.push_back(std::move(plan));
    }
    return plans;
}

int workerCount(const std::vector<StagePlan>& plans, int threads)
{
    std::size_t tasks = 1;
    for (const StagePlan& plan : plans)
        tasks = std::max(tasks, plan.tasks.size());
    return std::max(1, std::min<int>(threads, static_cast<int>(tasks)));
}

double countedMadds(const std::vector<StagePlan>& plans, int d, int dv)
{
    double pairs = 0;
    for (const StagePlan& plan : plans)
        for (const PartPlan& part : plan.parts)
            pairs += part.evaluatedPairs;
    return pairs * (d + dv);
}

// Pattern (CSR offsets and columns), the field's intervals, O with the running max and sum of every query, and
// each worker's scores, tile accumulator and state.
double peakBytes(const IntervalField& field, std::int64_t pairs, int dv, int workers)
{
    const double n = field.n;
    const double patternBytes = 8.0 * (n + 1.0) + 4.0 * static_cast<double>(pairs);
    const double perWorker = kLargestTile * (static_cast<double>(kKeyChunk) + dv + 2.0) + kKeyChunk;
    return patternBytes + static_cast<double>(field.storageBytes())
        + sizeof(float) * (n * dv + 2.0 * n + perWorker * workers);
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

// Running softmax state of every query: O holds the unnormalised accumulator until the end.
struct SoftmaxState {
    Matrix& accumulator;
    std::vector<float>& rowMax;
    std::vector<float>& rowSum;
};

class IntervalKernel {
public:
    IntervalKernel(const Problem& problem, SoftmaxState state)
        : m_problem(problem), m_state(state), m_scale(static_cast<float>(problem.effectiveScale())),
          m_scores(kLargestTile, kKeyChunk), m_accumulator(kLargestTile, problem.dv()), m_max(kLargestTile),
          m_sum(kLargestTile)
    {
    }

    void runTile(const FieldPart& part, int a0, int a1)
    {
        const int rows = a1 - a0;
        const int t0 = a0 - part.firstQuery;
        const KeySpan span = tileSpan(part, t0, t0 + rows);
        if (span.first > span.last)
            return;
        loadState(part.queries, a0, rows);
        const StridedRows queries = latticeRows(m_problem.q, part.queries, a0, rows);
        for (int j0 = span.first; j0 <= span.last; j0 += kKeyChunk) {
            const int columns = std::min(span.last + 1 - j0, kKeyChunk);
            auto s = m_scores.topLeftCorner(rows, columns);
            s.noalias() = queries * latticeRows(m_problem.k, part.keys, j0, columns).transpose();
            s *= m_scale;
            for (int r = 0; r < rows; ++r) {
                const int t = t0 + r;
                // The row's keys within this chunk, as columns from .. to (inclusive).
                const int from = std::max(part.first[t], j0) - j0;
                const int to = std::min(part.last[t], j0 + columns - 1) - j0;
                if (from > to) {
                    s.row(r).setZero();
                    continue;
                }
                const int hole = part.hole.empty() ? -1 : part.hole[t] - j0;
                updateRow(s.row(r).segment(from, to - from + 1), hole - from, r);
                // Masked keys get weight exactly 0 (not exp of a clamped -inf, a denormal that slows the GEMM).
                s.row(r).head(from).setZero();
                s.row(r).tail(columns - 1 - to).setZero();
            }
            m_accumulator.topRows(rows).noalias() += s * latticeRows(m_problem.v, part.keys, j0, columns);
        }
        storeState(part.queries, a0, rows);
    }

    void runRows(const FieldPart& part, int a0, int a1)
    {
        for (int a = a0; a < a1; ++a) {
            const int t = a - part.firstQuery;
            if (part.first[t] > part.last[t])
                continue;
            loadState(part.queries, a, 1);
            const auto query = latticeRows(m_problem.q, part.queries, a, 1);
            for (int j0 = part.first[t]; j0 <= part.last[t]; j0 += kKeyChunk) {
                const int columns = std::min(part.last[t] + 1 - j0, kKeyChunk);
                auto s = m_scores.topLeftCorner(1, columns);
                s.noalias() = query * latticeRows(m_problem.k, part.keys, j0, columns).transpose();
                s *= m_scale;
                updateRow(s.row(0), part.hole.empty() ? -1 : part.hole[t] - j0, 0);
                m_accumulator.topRows(1).noalias() += s * latticeRows(m_problem.v, part.keys, j0, columns);
            }
            storeState(part.queries, a, 1);
        }
    }

private:
    void loadState(const TokenLattice& lattice, int a0, int rows)
    {
        m_accumulator.topRows(rows) = latticeRows(m_state.accumulator, lattice, a0, rows);
        for (int r = 0; r < rows; ++r) {
            m_max[r] = m_state.rowMax[static_cast<std::size_t>(lattice.token(a0 + r))];
            m_sum[r] = m_state.rowSum[static_cast<std::size_t>(lattice.token(a0 + r))];
        }
    }

    void storeState(const TokenLattice& lattice, int a0, int rows)
    {
        latticeRows(m_state.accumulator, lattice, a0, rows) = m_accumulator.topRows(rows);
        for (int r = 0; r < rows; ++r) {
            m_state.rowMax[static_cast<std::size_t>(lattice.token(a0 + r))] = m_max[r];
            m_state.rowSum[static_cast<std::size_t>(lattice.token(a0 + r))] = m_sum[r];
        }
    }

    // Online softmax: scores become weights against the new running max; the accumulator and sum are rescaled.
    // `hole` (a column of `scores`, or outside it) gets weight 0.
    template <class Row> void updateRow(Row&& scores, int hole, int r)
    {
        const bool hasHole = hole >= 0 && hole < scores.size();
        if (hasHole)
            scores[hole] = kMinusInfinity;
        const float newMax = std::max(m_max[r], scores.maxCoeff());
        if (newMax == kMinusInfinity) {
            scores.setZero(); // the row's only key here is its hole
            return;
        }
        const float correction = std::exp(m_max[r] - newMax);
        scores = (scores.array() - newMax).exp().matrix();
        if (hasHole)
            scores[hole] = 0.0f;
        m_sum[r] = m_sum[r] * correction + scores.sum();
        if (correction != 1.0f)
            m_accumulator.row(r) *= correction;
        m_max[r] = newMax;
    }

    const Problem& m_problem;
    SoftmaxState m_state;
    float m_scale;
    Matrix m_scores;
    Matrix m_accumulator;
    std::vector<float> m_max;
    std::vector<float> m_sum;
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

Result attendOverIntervals(
    const Problem& problem, const IntervalField& field, Pattern pattern, const RunOptions& options)
{
    const int n = problem.n();
    const int dv = problem.dv();
    checkField(field, n);
    if (pattern.n() != n || pattern.pairCount() != field.pairCount())
        throw Error("interval field: its pairs (" + std::to_string(field.pairCount())
            + ") are not those of the pattern (" + std::to_string(pattern.pairCount()) + ")");
    const std::vector<StagePlan> plans = planField(field);
    const int threads = effectiveThreads(options);

    Result result;
    result.o = Matrix::Zero(n, dv);
    std::vector<float> rowMax(static_cast<std::size_t>(n), kMinusInfinity);
    std::vector<float> rowSum(static_cast<std::size_t>(n), 0.0f);
    const SoftmaxState state { result.o, rowMax, rowSum };
    for (std::size_t s = 0; s < plans.size(); ++s) {
        const StagePlan& plan = plans[s];
        const std::vector<FieldPart>& parts = field.stages[s];
        // About eight runs of tasks per thread: enough to balance uneven tiles, few enough that each run's own
        // buffers cost nothing.
        const int tasks = static_cast<int>(plan.tasks.size());
        const int grain = std::max(1, tasks / (8 * threads));
        parallelFor(tasks, grain, threads, options.cancel, [&](int begin, int end) {
            IntervalKernel kernel(problem, state);
            for (int i = begin; i < end; ++i) {
                const Task& task = plan.tasks[static_cast<std::size_t>(i)];
                if (plan.parts[static_cast<std::size_t>(task.part)].tileRows > 0)
                    kernel.runTile(parts[static_cast<std::size_t>(task.part)], task.begin, task.end);
                else
                    kernel.runRows(parts[static_cast<std::size_t>(task.part)], task.begin, task.end);
            }
        });
    }
    for (int i = 0; i < n; ++i) {
        if (!(rowSum[static_cast<std::size_t>(i)] > 0.0f))
            throw Error("interval field: query " + std::to_string(i) + " has no key");
        result.o.row(i) /= rowSum[static_cast<std::size_t>(i)];
    }

    if (options.wantMap) {
        // Display only: the final max and sum of each row turn its recomputed scores into weights.
        result.map = Matrix::Zero(n, n);
        const auto scale = static_cast<float>(problem.effectiveScale());
        for (int i = 0; i < n; ++i)
            for (int j : pattern.row(i))
                (*result.map)(i, j)
                    = std::exp(scale * problem.q.row(i).dot(problem.k.row(j)) - rowMax[static_cast<std::size_t>(i)])
                    / rowSum[static_cast<std::size_t>(i)];
    }

    result.cost.madds = countedMadds(plans, problem.d(), dv);
    result.cost.peakBytes = peakBytes(field, pattern.pairCount(), dv, workerCount(plans, threads));
    result.cost.fieldPairs = static_cast<double>(pattern.pairCount());
    result.pattern = std::move(pattern);
    return result;
}

Cost intervalAttentionCost(const IntervalField& field, int d, int dv, int threads)
{
    const std::vector<StagePlan> plans = planField(field);
    const std::int64_t pairs = field.pairCount();
    Cost cost;
    cost.madds = countedMadds(plans, d, dv);
    cost.peakBytes = peakBytes(field, pairs, dv, workerCount(plans, threads));
    cost.fieldPairs = static_cast<double>(pairs);
    return cost;
}

} // namespace attnlab::core
