#pragma once

// The checks every pattern variant's reference test makes (tests/reference/test_<id>.cpp). Each test states its
// variant's pattern afresh from ../shared/spec/variants.md as a predicate (never by calling into core); these functions
// run the variant and compare it with the dense double-precision reference built from that predicate.
// They return an empty string when everything agrees, otherwise a description of the first disagreement, so a
// test reports it with QVERIFY2(failure.empty(), failure.c_str()).

#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/random.h"
#include "reference/cost_growth_check.h"
#include "reference/dense_reference.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace attnlab::reference {

// d and dv deliberately not powers of two, so no vectorised path hides a remainder bug.
constexpr int kPatternTestD = 12;
constexpr int kPatternTestDv = 5;
// Float kernel against a double reference.
constexpr double kPatternTolerance = 1e-5;

// Row pi_i of the pattern as ../shared/spec/variants.md writes it: whether key j is in query i's row.
using PatternRule = std::function<bool(int i, int j)>;

// The conventions of ../shared/spec/variants.md on top of a variant's rule: every row holds i, causal removes j > i
// after.
inline PatternRule withConventions(PatternRule rule, bool causal)
{
    return [rule = std::move(rule), causal](int i, int j) { return (j == i || rule(i, j)) && (!causal || j <= i); };
}

inline core::Problem gaussianProblem(int n, bool causal, std::uint64_t seed = 7)
{
    core::Random random(seed);
    core::Problem problem;
    problem.q = random.normalMatrix(n, kPatternTestD);
    problem.k = random.normalMatrix(n, kPatternTestD);
    problem.v = random.normalMatrix(n, kPatternTestDv);
    problem.causal = causal;
    return problem;
}

using NamedValues = std::vector<std::pair<std::string, core::ParamValue>>;

// Params with the given values (the rest at their defaults), checked against the variant's declarations.
inline core::Params makeParams(const core::Variant& variant, const NamedValues& values)
{
    core::Params params = core::Params::defaults(variant.info().params);
    for (const auto& [name, value] : values)
        params.set(variant.info().params, name, value);
    return params;
}

inline std::string describePair(int i, int j)
{
    return "(" + std::to_string(i) + ", " + std::to_string(j) + ")";
}

// O, M and the pattern against the reference, at the default scale and at kGivenScale; i in every row; counted cost
// equal to the analytic cost.
inline std::string compareWithReference(
    const core::Variant& variant, const core::Params& params, int n, bool causal, const PatternRule& rule)
{
    const PatternRule allowed = withConventions(rule, causal);
    core::Problem problem = gaussianProblem(n, causal);
    for (const std::optional<double> scale : { std::optional<double>(), std::optional<double>(kGivenScale) }) {
        problem.scale = scale;
        const std::string at = scale ? " (scale " + std::to_string(*scale) + ")" : std::string(" (default scale)");
        const core::Result result = variant.run(problem, params, core::RunOptions {});
        // The spec's rule, written out here rather than taken from Problem::effectiveScale (which the variants use).
        const double effective = scale ? *scale : 1.0 / std::sqrt(static_cast<double>(kPatternTestD));
        const DenseResult expected = maskedSoftmaxAttention(problem.q, problem.k, problem.v, effective, allowed);
        for (int i = 0; i < n; ++i) {
            if (!result.pattern.contains(i, i))
                return "row " + std::to_string(i) + " of the pattern does not contain its own query";
            for (int j = 0; j < n; ++j)
                if (result.pattern.contains(i, j) != allowed(i, j))
                    return "pattern differs from the definition at " + describePair(i, j) + ": variant "
                        + (allowed(i, j) ? "omits" : "adds") + " it" + at;
        }
        if (result.o.rows() != n || result.o.cols() != kPatternTestDv)
            return "O has the wrong shape";
        const double outputError = maxRelativeDifference(result.o.cast<double>(), expected.o);
        if (!(outputError <= kPatternTolerance))
            return "O differs from the reference by " + std::to_string(outputError) + at;
        if (!result.map)
            return "no map M although RunOptions asked for it";
        const double mapError = maxRelativeDifference(result.map->cast<double>(), expected.map);
        if (!(mapError <= kPatternTolerance))
            return "M differs from the reference by " + std::to_string(mapError) + at;
        if (scale)
            continue; // the cost does not depend on the scale: compared at the default one
        const core::Cost analytic = variant.analyticCost(n, kPatternTestD, kPatternTestDv, causal, params);
        if (result.cost.madds != analytic.madds)
            return "counted madds " + std::to_string(result.cost.madds) + " differ from analytic "
                + std::to_string(analytic.madds);
        if (result.cost.peakBytes != analytic.peakBytes)
            return "counted peak bytes " + std::to_string(result.cost.peakBytes) + " differ from analytic "
                + std::to_string(analytic.peakBytes);
    }
    return {};
}

// What the compute path counts at size n (no map: that one is display-only and N^2).
inline core::Cost countedCost(const core::Variant& variant, const core::Params& params, int n, bool causal)
{
    core::RunOptions options;
    options.wantMap = false;
    return variant.run(gaussianProblem(n, causal), params, options).cost;
}

// The field's pairs fill at least fieldPairs x (d + dv) of the counted multiply-adds; masked pairs of evaluated tiles
// add at most (factor - 1) times that. Empty when they do, else what they are.
inline std::string checkMaskedShare(const core::Cost& cost, double factor)
{
    const double fieldMadds = cost.fieldPairs * (kPatternTestD + kPatternTestDv);
    if (cost.madds >= fieldMadds && cost.madds <= factor * fieldMadds)
        return {};
    return "counted madds " + std::to_string(cost.madds) + " against the field's " + std::to_string(fieldMadds);
}

// The multiply-adds the compute path counts at size n (no map: that one is display-only and N^2).
inline double countedMadds(const core::Variant& variant, const core::Params& params, int n, bool causal)
{
    core::RunOptions options;
    options.wantMap = false;
    return variant.run(gaussianProblem(n, causal), params, options).cost.madds;
}

// What every catalogue entry's check shares: position in the table, texts present, declared defaults.
inline std::string checkListingAndDefaults(const core::VariantInfo& info, int listOrder, const NamedValues& defaults)
{
    if (info.listOrder != listOrder)
        return "listOrder is " + std::to_string(info.listOrder) + ", the table says " + std::to_string(listOrder);
    if (info.displayName.empty() || info.description.empty() || info.formula.empty() || info.paper.empty())
        return "display name, description, formula or paper is missing";
    if (info.params.size() != defaults.size())
        return "declares " + std::to_string(info.params.size()) + " parameters, the table has "
            + std::to_string(defaults.size());
    const core::Params declared = core::Params::defaults(info.params);
    for (const auto& [name, value] : defaults)
        if (!declared.has(name) || declared.value(name) != value)
            return "parameter '" + name + "' is missing or its default differs from the table";
    return {};
}

// The catalogue entry: family, position in the table, causal support, texts present, declared defaults.
inline std::string checkCatalogueEntry(const core::Variant& variant, int listOrder, const NamedValues& defaults)
{
    const core::VariantInfo& info = variant.info();
    if (info.family != core::Family::Pattern)
        return "family is not pattern";
    if (info.causal != core::CausalSupport::Optional)
        return "causal support is not Optional";
    return checkListingAndDefaults(info, listOrder, defaults);
}

// The message of the Error that running with these values raises, or "" when it runs.
inline std::string runError(const core::Variant& variant, const NamedValues& values)
{
    try {
        variant.run(gaussianProblem(16, false), makeParams(variant, values), core::RunOptions {});
    } catch (const core::Error& error) {
        return error.what();
    }
    return {};
}

// Counted multiply-adds (no map) exactly affine in N (cost_growth_check.h): what linear cost means.
inline std::string checkLinearCost(const core::Variant& variant, const core::Params& params, bool causal = false)
{
    return checkAffineGrowth([&](int n) { return countedMadds(variant, params, n, causal); });
}

// Each of `rejected`, set alone, must stop the run with an error that names its parameter; `accepted`, set
// together, must run.
inline std::string checkParameterRange(
    const core::Variant& variant, const NamedValues& rejected, const NamedValues& accepted)
{
    for (const auto& [name, value] : rejected)
        if (runError(variant, { { name, value } }).find(name) == std::string::npos)
            return "parameter '" + name + "' out of range is not refused with an error naming it";
    const std::string error = runError(variant, accepted);
    if (!error.empty())
        return "values in range are refused: " + error;
    return {};
}

// One row per causal flag, "open" and "causal", in a column causal.
inline void addCausalRows()
{
    QTest::addColumn<bool>("causal");
    QTest::newRow("open") << false;
    QTest::newRow("causal") << true;
}

// The sizes the reference tests run, one row "n<N>" each in a column n.
inline void addSizeRows()
{
    QTest::addColumn<int>("n");
    for (const int n : { 1, 7, 64, 257 })
        QTest::addRow("n%d", n) << n;
}

// A parameter of the reference rows: its column and the label its value takes in the row's name.
struct RowParameter {
    const char* column;
    const char* label;
};

// Rows for every size, both causal flags and each of `settings` (one value per parameter, in order), in columns n,
// causal and the parameters', named "n<N> <causal|open> <label><value>...".
inline void addReferenceRows(const std::vector<RowParameter>& parameters, const std::vector<std::vector<int>>& settings)
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("causal");
    for (const RowParameter& parameter : parameters)
        QTest::addColumn<int>(parameter.column);
    for (const int n : { 1, 7, 64, 257 })
        for (const bool causal : { false, true })
            for (const std::vector<int>& values : settings) {
                std::string name = "n" + std::to_string(n) + (causal ? " causal" : " open");
                for (std::size_t p = 0; p < parameters.size(); ++p)
                    name += " " + std::string(parameters[p].label) + std::to_string(values[p]);
                QTestData& row = QTest::newRow(name.c_str()) << n << causal;
                for (const int value : values)
                    row << value;
            }
}

} // namespace attnlab::reference
