// The values of the lesson questions' quantities (app/lessons/quantity_value.h) on outcomes the lab computes, each
// against a value this test works out on its own: counts by hand formulas, weights and errors from Q, K, V and the
// outputs, ranks from an SVD of Eigen's other routine. Positions past N and missing maps give problems, never a
// crash; the values are shown with the language's digit grouping.
#include "app/compute/outcome.h"
#include "app/compute/request.h"
#include "app/lessons/quantity_value.h"
#include "core/builtin_catalogues.h"
#include "core/cancel_flag.h"
#include "scenario_outcome.h"

#include <QtTest>

#include <Eigen/SVD>
#include <algorithm>
#include <cmath>

using namespace attnlab;

namespace {

app::QuantityCall callOf(const QString& words)
{
    QStringList faults;
    const std::optional<app::QuantityCall> call
        = app::readQuantityCall(words, [&](const QString& fault) { faults << fault; });
    if (!call || !faults.isEmpty())
        qFatal("bad quantity call '%s': %s", qPrintable(words), qPrintable(faults.join(QStringLiteral("; "))));
    return *call;
}

// A lab state on a generated input of n tokens with a variant at some parameters (the rest at defaults).
app::LabState stateOf(
    const std::string& scenario, int n, const std::string& variant, const test::TextParams& params, bool causal = false)
{
    app::LabState state;
    state.setup.source = scenario;
    state.setup.scenarioParams[scenario].set(core::builtinScenarios().get(scenario, "scenario").info().params, "n",
        core::ParamValue(static_cast<long long>(n)));
    state.setup.variantId = variant;
    core::Params& kept = state.setup.variantParams[variant];
    for (const auto& [name, value] : params)
        kept.setFromText(core::builtinVariants().get(variant, "variant").info().params, name, value);
    state.setup.causal = causal;
    return state;
}

std::shared_ptr<const app::ComputeOutcome> outcomeOf(const app::LabState& state)
{
    return app::computeOutcome(app::computeRequestFor(state.setup), core::CancelFlag());
}

double valueOf(const QString& words, const app::LabState& state, const app::ComputeOutcome& outcome)
{
    const app::QuantityValue value = app::computeQuantity(callOf(words), state, outcome);
    if (!value.value)
        qFatal("%s: no value: %s", qPrintable(words), qPrintable(value.problem));
    return *value.value;
}

QString problemOf(const QString& words, const app::LabState& state, const app::ComputeOutcome& outcome)
{
    const app::QuantityValue value = app::computeQuantity(callOf(words), state, outcome);
    return value.value ? QString() : value.problem;
}

// A = softmax(s Q K^T) in double, from the outcome's input (with the causal mask when asked).
core::MatrixD exactWeights(const core::Problem& problem, bool causal)
{
    const core::MatrixD q = problem.q.cast<double>();
    const core::MatrixD k = problem.k.cast<double>();
    const double scale = problem.scale ? *problem.scale : 1.0 / std::sqrt(static_cast<double>(problem.d()));
    core::MatrixD a = scale * q * k.transpose();
    for (int i = 0; i < a.rows(); ++i) {
        const int keys = causal ? i + 1 : static_cast<int>(a.cols());
        const double top = a.row(i).head(keys).maxCoeff();
        double sum = 0;
        for (int j = 0; j < a.cols(); ++j) {
            a(i, j) = j < keys ? std::exp(a(i, j) - top) : 0.0;
            sum += a(i, j);
        }
        a.row(i) /= sum;
    }
    return a;
}

// The smallest rank keeping 90% of the squared singular values, from Jacobi's SVD (not the engine's BDCSVD).
int jacobiEnergyRank(const core::MatrixD& m)
{
    const Eigen::VectorXd sigma = Eigen::JacobiSVD<Eigen::MatrixXd>(Eigen::MatrixXd(m)).singularValues();
    const double total = sigma.squaredNorm();
    double kept = 0;
    for (int r = 0; r < sigma.size(); ++r) {
        kept += sigma[r] * sigma[r];
        if (kept >= 0.9 * total * (1 - 1e-12))
            return r + 1;
    }
    return static_cast<int>(sigma.size());
}

} // namespace

class TestQuantityValue : public QObject {
    Q_OBJECT

private slots:
    void densityAndKeysOfALocalBandAreItsCountedPairs()
    {
        // before b, after a on N tokens: row i holds keys max(0, i-b)..min(N-1, i+a).
        const int n = 32;
        const int before = 3;
        const int after = 1;
        const app::LabState state = stateOf("gaussian", n, "local", { { "before", "3" }, { "after", "1" } });
        const auto outcome = outcomeOf(state);
        long long pairs = 0;
        for (int i = 0; i < n; ++i)
            pairs += std::min(n - 1, i + after) - std::max(0, i - before) + 1;
        QCOMPARE(valueOf("density", state, *outcome), static_cast<double>(pairs) / (n * n));
        QCOMPARE(valueOf("tokens", state, *outcome), double(n));
        QCOMPARE(valueOf("keys_per_query query=0", state, *outcome), double(after + 1));
        QCOMPARE(valueOf("keys_per_query query=16", state, *outcome), double(before + after + 1));
        QCOMPARE(valueOf("keys_per_query query=31", state, *outcome), double(before + 1));
    }

    void receptiveFieldOfACausalBandGrowsByTwoKeysALayer()
    {
        // before 2, after 0: L layers reach i-2L..i, clipped at key 0: min(2L + 1, i + 1) keys, no holes.
        app::LabState state = stateOf("gaussian", 32, "local", { { "before", "2" }, { "after", "0" } });
        const auto outcome = outcomeOf(state);
        for (const int query : { 0, 3, 5, 16, 31 })
            for (int layers = 1; layers <= 6; ++layers) {
                const QString args = QStringLiteral("L=%1 query=%2").arg(layers).arg(query);
                const double expected = std::min(2 * layers + 1, query + 1);
                QCOMPARE(valueOf(QStringLiteral("receptive_field ") + args, state, *outcome), expected);
                QCOMPARE(valueOf(QStringLiteral("receptive_field_span ") + args, state, *outcome), expected);
            }
        // The query left out is the state's; past N (or none chosen) the middle one, as the window explains.
        state.query = 3;
        QCOMPARE(valueOf("receptive_field L=4", state, *outcome), 4.0);
        state.query = 99;
        QCOMPARE(valueOf("receptive_field L=4", state, *outcome), 9.0);
        state.query.reset();
        QCOMPARE(valueOf("receptive_field L=2", state, *outcome), 5.0);
        QCOMPARE(valueOf("keys_per_query", state, *outcome), 3.0);
    }

    void aDilatedBandLeavesHolesInItsSpan()
    {
        // radius 1, gap 1: row i = {i-2, i, i+2}; L layers reach i + 2m for |m| <= L: 2L+1 keys over 4L+1.
        const app::LabState state = stateOf("gaussian", 32, "dilated", { { "radius", "1" }, { "gap", "1" } });
        const auto outcome = outcomeOf(state);
        for (int layers = 1; layers <= 3; ++layers) {
            const QString args = QStringLiteral(" L=%1 query=15").arg(layers);
            QCOMPARE(valueOf(QStringLiteral("receptive_field") + args, state, *outcome), double(2 * layers + 1));
            QCOMPARE(valueOf(QStringLiteral("receptive_field_span") + args, state, *outcome), double(4 * layers + 1));
        }
    }

    void weightsAndTheirLargestKeyAreTheSoftmaxOfTheScores()
    {
        const app::LabState state = stateOf("gaussian", 24, "full", {});
        const auto outcome = outcomeOf(state);
        const core::MatrixD a = exactWeights(outcome->sequence->problem, false);
        for (const int i : { 0, 7, 23 }) {
            Eigen::Index best = 0;
            a.row(i).maxCoeff(&best);
            for (const char* map : { "variant", "exact" })
                QCOMPARE(valueOf(QStringLiteral("largest_weight_key query=%1 map=%2").arg(i).arg(map), state, *outcome),
                    double(best));
            for (const int j : { 0, 5, 23 })
                for (const char* map : { "variant", "exact" }) {
                    const double weight
                        = valueOf(QStringLiteral("weight i=%1 j=%2 map=%3").arg(i).arg(j).arg(map), state, *outcome);
                    QVERIFY2(std::abs(weight - a(i, j)) <= 1e-5, qPrintable(QStringLiteral("%1 %2").arg(i).arg(j)));
                }
        }
    }

    void theVariantsLargestWeightIsReadFromItsOwnMap()
    {
        // A local band never weighs a key outside it: the largest key of row 20 lies in 18..20, and is the band's
        // largest score.
        const app::LabState state = stateOf("gaussian", 32, "local", { { "before", "2" }, { "after", "0" } });
        const auto outcome = outcomeOf(state);
        const core::Problem& problem = outcome->sequence->problem;
        int best = 18;
        for (int j = 19; j <= 20; ++j)
            if (problem.q.row(20).dot(problem.k.row(j)) > problem.q.row(20).dot(problem.k.row(best)))
                best = j;
        QCOMPARE(valueOf("largest_weight_key query=20", state, *outcome), double(best));
        QCOMPARE(valueOf("weight i=20 j=5", state, *outcome), 0.0);
        QVERIFY(valueOf("weight i=20 j=5 map=exact", state, *outcome) > 0);
    }

    void errorsCompareTheVariantsOutputWithTheExactOne()
    {
        const app::LabState state = stateOf("gaussian", 32, "local", { { "before", "2" }, { "after", "1" } });
        const auto outcome = outcomeOf(state);
        const core::MatrixD exact = outcome->comparison.exact->o.cast<double>();
        const core::MatrixD variant = outcome->comparison.variant.o.cast<double>();
        const double relErr = (variant - exact).norm() / exact.norm();
        QVERIFY(relErr > 0.01);
        QVERIFY(std::abs(valueOf("rel_err_o", state, *outcome) - relErr) <= 1e-4 * relErr);
        QVERIFY(std::abs(valueOf("max_abs_err_o", state, *outcome) - (variant - exact).cwiseAbs().maxCoeff()) <= 1e-5);
        double cosines = 0;
        for (int i = 0; i < exact.rows(); ++i)
            cosines += exact.row(i).dot(variant.row(i)) / (exact.row(i).norm() * variant.row(i).norm());
        QVERIFY(std::abs(valueOf("mean_cos_o", state, *outcome) - cosines / exact.rows()) <= 1e-5);

        const core::MatrixD a = exactWeights(outcome->sequence->problem, false);
        const core::MatrixD m = outcome->comparison.variant.map->cast<double>();
        const double mapErr = (m - a).norm() / a.norm();
        QVERIFY(std::abs(valueOf("rel_err_map", state, *outcome) - mapErr) <= 1e-4 * mapErr);
        double kl = 0;
        for (int i = 0; i < a.rows(); ++i)
            for (int j = 0; j < a.cols(); ++j)
                kl += a(i, j) * std::log(a(i, j) / std::max(m(i, j), core::kKlFloor));
        const double meanKl = kl / a.rows();
        QVERIFY2(std::abs(valueOf("mean_kl", state, *outcome) - meanKl) <= 1e-3 * meanKl,
            qPrintable(QString::number(meanKl)));
    }

    void costOfExactIsWhatFullAttentionCounts()
    {
        const app::LabState state = stateOf("gaussian", 64, "local", { { "before", "2" }, { "after", "0" } });
        const auto outcome = outcomeOf(state);
        const auto full = outcomeOf(stateOf("gaussian", 64, "full", {}));
        QCOMPARE(valueOf("madds of=exact", state, *outcome), full->comparison.variant.cost.madds);
        QCOMPARE(valueOf("peak_bytes of=exact", state, *outcome), full->comparison.variant.cost.peakBytes);
        // The band's own count: each of its 64 * 3 - 3 pairs is a score and a weighted value, d + dv multiply-adds.
        const core::Problem& problem = outcome->sequence->problem;
        const double pairs = 64 * 3 - 3;
        const double madds = valueOf("madds", state, *outcome);
        QVERIFY2(madds >= pairs * (problem.d() + problem.dv()) && madds <= 1.5 * pairs * (problem.d() + problem.dv()),
            qPrintable(QString::number(madds)));
        QCOMPARE(valueOf("madds of=variant", state, *outcome), madds);
        // The band's own peak, as its kernel counts it (at N = 64 its fixed per-thread tile buffers outweigh full's
        // 64 x 64 matrix, so no "smaller than full" here).
        QCOMPARE(valueOf("peak_bytes", state, *outcome), outcome->comparison.variant.cost.peakBytes);
        QVERIFY(valueOf("peak_bytes", state, *outcome) != valueOf("peak_bytes of=exact", state, *outcome));
    }

    void energyRankIsTheSpectrumDocksRank()
    {
        const app::LabState state = stateOf("low_rank", 48, "linformer", { { "k", "6" } });
        const auto outcome = outcomeOf(state);
        const core::MatrixD m = outcome->comparison.variant.map->cast<double>();
        QCOMPARE(valueOf("energy_rank", state, *outcome), double(jacobiEnergyRank(m)));
        QCOMPARE(valueOf("energy_rank map=exact", state, *outcome),
            double(jacobiEnergyRank(exactWeights(outcome->sequence->problem, false))));
        QCOMPARE(valueOf("rank_bound", state, *outcome), 6.0);
        // A causal input: A is masked.
        const app::LabState causal = stateOf("gaussian", 40, "local", { { "before", "3" } }, true);
        const auto causalOutcome = outcomeOf(causal);
        QCOMPARE(valueOf("energy_rank map=exact", causal, *causalOutcome),
            double(jacobiEnergyRank(exactWeights(causalOutcome->sequence->problem, true))));
        QVERIFY(!problemOf("rank_bound", causal, *causalOutcome).isEmpty());
    }

    void keptWeightIsTheExactWeightInsideThePattern()
    {
        // before 3, after 1: row i keeps keys max(0, i-3)..min(N-1, i+1) of the exact softmax over all keys.
        const int n = 32;
        const app::LabState state = stateOf("gaussian", n, "local", { { "before", "3" }, { "after", "1" } });
        const auto outcome = outcomeOf(state);
        const core::MatrixD a = exactWeights(outcome->sequence->problem, false);
        double kept = 0;
        for (int i = 0; i < n; ++i)
            for (int j = std::max(0, i - 3); j <= std::min(n - 1, i + 1); ++j)
                kept += a(i, j);
        const double expected = kept / n;
        QVERIFY(expected > 0.1 && expected < 0.9); // a band on gaussian keys drops a real share
        const double value = valueOf("kept_weight", state, *outcome);
        QVERIFY2(std::abs(value - expected) <= 1e-5, qPrintable(QStringLiteral("%1 %2").arg(value).arg(expected)));
        // A causal band keeps the causal map's weight; full attention keeps all of it.
        const app::LabState causal = stateOf("gaussian", n, "local", { { "before", "3" }, { "after", "0" } }, true);
        const auto causalOutcome = outcomeOf(causal);
        const core::MatrixD causalA = exactWeights(causalOutcome->sequence->problem, true);
        double causalKept = 0;
        for (int i = 0; i < n; ++i)
            for (int j = std::max(0, i - 3); j <= i; ++j)
                causalKept += causalA(i, j);
        QVERIFY(std::abs(valueOf("kept_weight", causal, *causalOutcome) - causalKept / n) <= 1e-5);
        const app::LabState full = stateOf("gaussian", n, "full", {}, true);
        QVERIFY(std::abs(valueOf("kept_weight", full, *outcomeOf(full)) - 1.0) <= 1e-5);
    }

    void previousTokenIsTheMeanWeightOnTheKeyBefore()
    {
        const int n = 20;
        const app::LabState state = stateOf("gaussian", n, "local", { { "before", "1" }, { "after", "0" } }, true);
        const auto outcome = outcomeOf(state);
        const core::MatrixD a = exactWeights(outcome->sequence->problem, true);
        const core::MatrixD m = outcome->comparison.variant.map->cast<double>();
        double exactSum = 0;
        double variantSum = 0;
        for (int i = 1; i < n; ++i) {
            exactSum += a(i, i - 1);
            variantSum += m(i, i - 1);
        }
        QVERIFY(std::abs(valueOf("previous_token map=exact", state, *outcome) - exactSum / (n - 1)) <= 1e-5);
        QVERIFY(std::abs(valueOf("previous_token", state, *outcome) - variantSum / (n - 1)) <= 1e-5);
        // The band of two keys gives key i - 1 more than the whole causal row does.
        QVERIFY(valueOf("previous_token", state, *outcome) > valueOf("previous_token map=exact", state, *outcome));
        const app::LabState single = stateOf("gaussian", 1, "full", {}, true);
        QVERIFY(problemOf("previous_token", single, *outcomeOf(single)).contains(QStringLiteral("at least 2")));
    }

    void positionsPastTheInputAreProblems()
    {
        const app::LabState state = stateOf("gaussian", 16, "local", {});
        const auto outcome = outcomeOf(state);
        for (const char* words :
            { "keys_per_query query=16", "receptive_field L=2 query=40", "receptive_field_span L=1 query=16",
                "largest_weight_key query=100", "weight i=16 j=0", "weight i=0 j=16 map=exact" }) {
            const QString problem = problemOf(QString::fromLatin1(words), state, *outcome);
            QVERIFY2(problem.contains(QStringLiteral("past the input's 16 tokens")), words);
        }
        QVERIFY(problemOf("weight i=3 j=16", state, *outcome).contains(QStringLiteral("key 16")));
    }

    void quantitiesOfTheMapsSayWhenThereIsNoMap()
    {
        // Past kLargestMapN the outcome has no maps: the pattern's quantities remain, the maps' say why not.
        const int n = app::kLargestMapN + 1;
        const app::LabState state = stateOf("gaussian", n, "local", { { "before", "1" }, { "after", "0" } });
        const auto outcome = outcomeOf(state);
        QVERIFY(!outcome->comparison.variant.map);
        QCOMPARE(valueOf("keys_per_query query=100", state, *outcome), 2.0);
        QCOMPARE(valueOf("receptive_field L=3 query=100", state, *outcome), 4.0);
        for (const char* words : { "largest_weight_key", "weight i=1 j=1", "weight i=1 j=1 map=exact", "energy_rank",
                 "energy_rank map=exact", "rel_err_map", "mean_kl", "kept_weight", "previous_token map=exact" }) {
            const QString problem = problemOf(QString::fromLatin1(words), state, *outcome);
            QVERIFY2(problem.contains(QString::number(app::kLargestMapN)),
                qPrintable(QStringLiteral("%1: %2").arg(words, problem)));
        }
    }

    void integralQuantitiesAreGroupedIntegersAndTheOthersThreeDigits()
    {
        for (const char* language : { "en", "zh_TW", "zh_CN" }) {
            QCOMPARE(app::formatQuantity("madds", 12288, language), QStringLiteral("12,288"));
            QCOMPARE(app::formatQuantity("tokens", 64, language), QStringLiteral("64"));
            QCOMPARE(app::formatQuantity("density", 0.09375, language), QStringLiteral("0.0938"));
            QCOMPARE(app::formatQuantity("weight", 0.5, language), QStringLiteral("0.5"));
        }
        QCOMPARE(app::formatQuantity("peak_bytes", 1234567, "en"), QStringLiteral("1,234,567"));
        QCOMPARE(app::formatQuantity("rel_err_o", 0.000123456, "en"), QStringLiteral("0.000123"));
    }

    void meaningsAreTheQuantitiesOwn()
    {
        QCOMPARE(app::quantityMeaning("tokens"), QStringLiteral("N, the number of tokens of the step's input"));
        QVERIFY(app::quantityMeaning("sparsity").isEmpty());
    }

    void choicesMatchByEqualityOrWithinHalfAPercent()
    {
        QCOMPARE(app::matchingChoice("receptive_field", { 3, 7, 9 }, 7), std::optional<std::size_t>(1));
        QCOMPARE(app::matchingChoice("receptive_field", { 3, 8, 9 }, 7), std::optional<std::size_t>());
        // Three significant digits of 0.09375 match; a value 1% off does not.
        QCOMPARE(app::matchingChoice("density", { 0.05, 0.0938, 0.2 }, 0.09375), std::optional<std::size_t>(1));
        QCOMPARE(app::matchingChoice("density", { 0.05, 0.0947, 0.2 }, 0.09375), std::optional<std::size_t>());
        // The nearest of two close ones.
        QCOMPARE(app::matchingChoice("density", { 0.0939, 0.0937 }, 0.09372), std::optional<std::size_t>(1));
        QCOMPARE(app::matchingChoice("density", { 0.0, 1.0 }, 0.0), std::optional<std::size_t>(0));
        QVERIFY(app::withinTolerance(0.12, 0.1, 0.02));
        QVERIFY(app::withinTolerance(0.08, 0.1, 0.02));
        QVERIFY(!app::withinTolerance(0.121, 0.1, 0.02));
        QVERIFY(app::withinTolerance(7, 7, 0));
        QVERIFY(!app::withinTolerance(7.5, 7, 0));
    }
};

QTEST_GUILESS_MAIN(TestQuantityValue)
#include "test_quantity_value.moc"
