#pragma once

// The checks the cluster family's reference tests share (tests/reference/test_lsh.cpp, test_kmeans.cpp,
// test_sinkhorn.cpp, ../shared/spec/variants.md `cluster`), and test_bigbird.cpp, whose random blocks are reported the
// same way. Each test restates its own grouping (buckets, clusters, matched blocks) from the definition; what is common
// is the rest: the same table of shapes and sizes, the masked-softmax comparison on the pattern the reported groups
// give, the catalogue entry, and the runs that must reproduce or stop. Functions that check return an empty string when
// everything agrees, otherwise a description of the first disagreement, so a test reports it with
// QVERIFY2(failure.empty(), failure.c_str()).

#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "reference/dense_reference.h"

#include <QString>
#include <QTest>

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace attnlab::reference {

// Float kernel against a double reference.
constexpr double kGroupingTolerance = 1e-5;

// The reference rows' columns n, d, dv and causal; a test adds its setup's columns after them.
inline void addGroupingColumns()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("dv");
    QTest::addColumn<bool>("causal");
}

struct RowShape {
    int d;
    int dv;
};

// One row per size, setup and causal flag, alternating two shapes (d, dv) so both meet every setup. The row is named
// "n<n> <setupName(setup)> <causal>"; appendSetup(row, setup) streams the setup's columns after n, d, dv and causal.
template <typename Setup, typename SetupName, typename AppendSetup>
void addGroupingRows(const std::vector<Setup>& setups, SetupName setupName, AppendSetup appendSetup,
    const std::array<RowShape, 2>& shapes = { RowShape { 12, 5 }, RowShape { 10, 7 } })
{
    int shapeIndex = 0;
    for (const int n : { 1, 7, 64, 257 })
        for (const Setup& setup : setups)
            for (const bool causal : { false, true }) {
                const RowShape shape = shapes[shapeIndex++ % 2];
                const QString name
                    = QStringLiteral("n%1 %2 %3").arg(n).arg(setupName(setup)).arg(causal ? "causal" : "bidirectional");
                appendSetup(QTest::newRow(name.toUtf8().constData()) << n << shape.d << shape.dv << causal, setup);
            }
}

// The current row's n, d, dv and causal (inside a test function fed by addGroupingRows).
struct GroupingRow {
    int n;
    int d;
    int dv;
    bool causal;

    core::Problem problem() const { return randomProblem(n, d, dv, causal); }
};

inline GroupingRow fetchGroupingRow()
{
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(int, dv);
    QFETCH(bool, causal);
    return GroupingRow { n, d, dv, causal };
}

// O and M against the masked softmax over `pattern` (built from the groups or blocks the variant reports), with
// `keys` as the keys the reference attends with; the variant's pattern must be exactly `pattern`.
inline std::string compareWithPatternReference(const core::Result& result, const core::Problem& problem,
    const Matrix& keys, const std::function<bool(int, int)>& pattern)
{
    const DenseResult reference = maskedSoftmaxAttention(problem.q, keys, problem.v, specScale(problem), pattern);
    const double outputError = maxRelativeDifference(result.o.cast<double>(), reference.o);
    if (!(outputError < kGroupingTolerance))
        return "O differs from the reference by " + std::to_string(outputError);
    if (!result.map.has_value())
        return "no map M although RunOptions asked for it";
    const double mapError = maxRelativeDifference(result.map->cast<double>(), reference.map);
    if (!(mapError < kGroupingTolerance))
        return "M differs from the reference by " + std::to_string(mapError);
    const int n = problem.n();
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (result.pattern.contains(i, j) != pattern(i, j))
                return "pattern differs from the reference at pair (" + std::to_string(i) + ", " + std::to_string(j)
                    + ")";
    return {};
}

// Family cluster, its place in the table, causal optional, a softmax with no oracle, its texts, and how many
// parameters it declares (each test checks their defaults itself).
inline std::string checkClusterCatalogueEntry(const core::Variant& variant, int listOrder, std::size_t paramCount)
{
    const core::VariantInfo& info = variant.info();
    if (info.family != core::Family::Cluster)
        return "family is not cluster";
    if (info.listOrder != listOrder)
        return "listOrder is " + std::to_string(info.listOrder) + ", the table says " + std::to_string(listOrder);
    if (info.causal != core::CausalSupport::Optional)
        return "causal support is not Optional";
    if (info.oracle)
        return "a cluster variant is no oracle";
    if (!info.rowsSumToOne)
        return "a cluster variant is a softmax: its rows sum to one";
    if (info.displayName.empty() || info.description.empty() || info.formula.empty())
        return "display name, description or formula is missing";
    if (info.paper.empty())
        return "paper is missing";
    if (info.params.size() != paramCount)
        return "declares " + std::to_string(info.params.size()) + " parameters, the table has "
            + std::to_string(paramCount);
    return {};
}

// `first` against a run of the same input and params on one thread: labels, matrices and O bitwise equal.
inline std::string compareWithOneThreadRun(
    const core::Variant& variant, const core::Problem& problem, const core::Params& params, const core::Result& first)
{
    core::RunOptions oneThread;
    oneThread.threads = 1;
    const core::Result again = variant.run(problem, params, oneThread);
    if (first.extras.labels != again.extras.labels)
        return "labels differ on one thread";
    if (first.extras.matrices != again.extras.matrices)
        return "extra matrices differ on one thread";
    if (first.o != again.o)
        return "O differs on one thread";
    return {};
}

// A run without the map M (what the cost checks count).
inline core::Result runWithoutMap(
    const core::Variant& variant, const core::Problem& problem, const core::Params& params)
{
    core::RunOptions options;
    options.wantMap = false;
    return variant.run(problem, params, options);
}

// A run with its cancel flag already set: it must throw core::Cancelled.
inline void runCancelledFromTheStart(const core::Variant& variant)
{
    core::RunOptions options;
    options.cancel.cancel();
    (void)variant.run(randomProblem(257, 12, 5, false), core::Params {}, options);
}

} // namespace attnlab::reference
