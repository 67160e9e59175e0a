#include "app/lessons/quantity_value.h"

#include "app/compute/query_name.h"
#include "app/lessons/measured_quantity.h"
#include "core/analysis/exact_map_double.h"
#include "core/analysis/pattern_stats.h"
#include "core/analysis/spectrum.h"
#include "core/error.h"
#include "core/model/head_measures.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <string>

namespace attnlab::app {

// Why a quantity has no value, under a context that lupdate and the program agree on: lupdate files a free
// tr() of an anonymous namespace under the enclosing namespace, where the program never looks.
class QuantityWords {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::QuantityWords)
};

namespace {

QuantityValue valueOf(double value)
{
    return { value, QString() };
}

QuantityValue problemOf(const QString& problem)
{
    return { std::nullopt, problem };
}

// Computes one call for one outcome; every way it cannot is a problem, not an exception.
class QuantityComputation {
public:
    QuantityComputation(const QuantityCall& call, const QuestionQuantity& quantity, const LabState& state,
        const ComputeOutcome& outcome, const core::CancelFlag& cancel)
        : m_call(call), m_quantity(quantity), m_state(state), m_outcome(outcome), m_cancel(cancel),
          m_n(outcome.sequence->problem.n())
    {
    }

    QuantityValue compute() const
    {
        const QString& name = m_call.quantity;
        const Comparison& comparison = m_outcome.comparison;
        if (name == QLatin1String("density"))
            return metric(comparison.metrics.density);
        if (name == QLatin1String("rel_err_o"))
            return outputMetric(comparison.metrics.relErrO);
        if (name == QLatin1String("rel_err_map"))
            return mapMetric(comparison.metrics.relErrMap);
        if (name == QLatin1String("max_abs_err_o"))
            return outputMetric(comparison.metrics.maxAbsErrO);
        if (name == QLatin1String("mean_kl"))
            return klMetric(comparison.metrics.meanKl);
        if (name == QLatin1String("mean_cos_o"))
            return outputMetric(comparison.metrics.meanCosO);
        if (name == QLatin1String("madds") || name == QLatin1String("peak_bytes"))
            return cost(name == QLatin1String("madds"));
        if (name == QLatin1String("tokens"))
            return valueOf(m_n);
        if (name == QLatin1String("keys_per_query"))
            return keysPerQuery();
        if (name == QLatin1String("receptive_field") || name == QLatin1String("receptive_field_span"))
            return receptiveField(name == QLatin1String("receptive_field_span"));
        if (name == QLatin1String("largest_weight_key"))
            return largestWeightKey();
        if (name == QLatin1String("weight"))
            return weight();
        if (name == QLatin1String("kept_weight"))
            return keptWeight();
        if (name == QLatin1String("previous_token"))
            return previousToken();
        if (name == QLatin1String("energy_rank"))
            return energyRank();
        if (name == QLatin1String("rank_bound"))
            return rankBound();
        return problemOf(QuantityWords::tr("the lab cannot compute '%1'").arg(name));
    }

private:
    std::string text(const char* argument) const
    {
        if (m_call.arguments.has(argument))
            return m_call.arguments.text(argument);
        return std::get<std::string>(spec(argument).defaultValue);
    }

    long long integer(const char* argument) const
    {
        if (m_call.arguments.has(argument))
            return m_call.arguments.integer(argument);
        return std::get<long long>(spec(argument).defaultValue);
    }

    const core::ParamSpec& spec(const char* argument) const
    {
        for (const QuantityArgument& declared : m_quantity.arguments)
            if (declared.spec.name == argument)
                return declared.spec;
        throw core::Error(std::string("'") + m_quantity.name.toStdString() + "' has no argument '" + argument + "'");
    }

    bool ofExact(const char* argument) const { return text(argument) == "exact"; }

    QString variantId() const { return m_outcome.request.variantId; }

    QuantityValue metric(double value) const
    {
        if (std::isfinite(value))
            return valueOf(value);
        return problemOf(QuantityWords::tr("the engine has no finite %1 for this step").arg(m_quantity.name));
    }

    QuantityValue outputMetric(double value) const
    {
        if (std::isfinite(value))
            return valueOf(value);
        return problemOf(
            QuantityWords::tr("%1 mixes the token representations X, so its output O cannot be compared with the "
                              "exact output: there is no %2")
                .arg(variantId(), m_quantity.name));
    }

    QuantityValue mapMetric(double value) const
    {
        if (std::isfinite(value))
            return valueOf(value);
        const Comparison& comparison = m_outcome.comparison;
        if (!comparison.variant.map || !comparison.exact || !comparison.exact->map)
            return problemOf(noMap(!comparison.variant.map));
        return metric(value);
    }

    QuantityValue klMetric(double value) const
    {
        if (std::isfinite(value))
            return valueOf(value);
        if (!m_outcome.comparison.variant.map)
            return problemOf(noMap(true));
        return problemOf(
            QuantityWords::tr("the rows of %1's map are not distributions, so there is no KL divergence from the "
                              "exact rows")
                .arg(variantId()));
    }

    // Why a quantity of the maps has no map to read.
    QString noMap(bool variantsMap) const
    {
        if (m_n > kLargestMapN)
            return QuantityWords::tr("%1 needs the N x N map, and maps are built up to N = %2: this input has N = %3")
                .arg(m_quantity.name)
                .arg(kLargestMapN)
                .arg(m_n);
        if (variantsMap)
            return QuantityWords::tr("%1 returns no N x N mixing map M, so there is no %2")
                .arg(variantId(), m_quantity.name);
        return QuantityWords::tr("the exact map was not built for this step, so there is no %1").arg(m_quantity.name);
    }

    QuantityValue cost(bool madds) const
    {
        const Comparison& comparison = m_outcome.comparison;
        const bool exact = ofExact("of");
        if (exact && !comparison.exact)
            return problemOf(QuantityWords::tr("the exact result was not computed for this step"));
        const core::Cost& counted = exact ? comparison.exact->cost : comparison.variant.cost;
        return metric(madds ? counted.madds : counted.peakBytes);
    }

    // A position of the sequence, checked against N.
    std::optional<int> position(long long index, const QString& what, QString* problem) const
    {
        if (index >= 0 && index < m_n)
            return static_cast<int>(index);
        *problem = QuantityWords::tr("%1 %2 is past the input's %3 tokens (positions 0 to %4)")
                       .arg(what)
                       .arg(index)
                       .arg(m_n)
                       .arg(m_n - 1);
        return std::nullopt;
    }

    // The query argument, or the query the window explains for the state when it is left out.
    std::optional<int> query(const char* argument, QString* problem) const
    {
        if (m_call.arguments.has(argument))
            return position(m_call.arguments.integer(argument), QuantityWords::tr("query"), problem);
        if (m_n == 0) {
            *problem = QuantityWords::tr("the input has no tokens");
            return std::nullopt;
        }
        return explainedQuery(m_state.query, m_n);
    }

    // Through an alias: lupdate misreads a member function returning a namespace-qualified pointer and files the
    // texts after it under a wrong context.
    using PatternPointer = const core::Pattern*;

    PatternPointer pattern(QString* problem) const
    {
        const core::Pattern& pattern = m_outcome.comparison.variant.pattern;
        if (pattern.n() == m_n && m_n > 0)
            return &pattern;
        *problem = QuantityWords::tr("%1 reports no pattern of evaluated pairs, so there is no %2")
                       .arg(variantId(), m_quantity.name);
        return nullptr;
    }

    QuantityValue keysPerQuery() const
    {
        QString problem;
        const std::optional<int> i = query("query", &problem);
        const core::Pattern* evaluated = i ? pattern(&problem) : nullptr;
        if (!evaluated)
            return problemOf(problem);
        return valueOf(static_cast<double>(evaluated->rowCount(*i)));
    }

    QuantityValue receptiveField(bool span) const
    {
        QString problem;
        const std::optional<int> i = query("query", &problem);
        const core::Pattern* evaluated = i ? pattern(&problem) : nullptr;
        if (!evaluated)
            return problemOf(problem);
        const int layers = static_cast<int>(integer("L"));
        const core::ReachedKeys reached = core::receptiveField(*evaluated, *i, layers, m_cancel).back();
        return valueOf(span ? reached.width() : reached.count);
    }

    // The map the "map" argument names: the variant's M or the exact A.
    const core::Matrix* map(QString* problem) const { return mapOf(ofExact("map"), problem); }

    const core::Matrix* mapOf(bool exact, QString* problem) const
    {
        const Comparison& comparison = m_outcome.comparison;
        const core::Matrix* matrix = nullptr;
        if (exact && comparison.exact && comparison.exact->map)
            matrix = &*comparison.exact->map;
        else if (!exact && comparison.variant.map)
            matrix = &*comparison.variant.map;
        if (!matrix)
            *problem = noMap(!exact);
        return matrix;
    }

    QuantityValue largestWeightKey() const
    {
        QString problem;
        const std::optional<int> i = query("query", &problem);
        const core::Matrix* weights = i ? map(&problem) : nullptr;
        if (!weights)
            return problemOf(problem);
        // The first key of the largest weight, so a tie names the earliest key.
        int best = -1;
        for (int j = 0; j < weights->cols(); ++j)
            if (std::isfinite((*weights)(*i, j)) && (best < 0 || (*weights)(*i, j) > (*weights)(*i, best)))
                best = j;
        if (best < 0)
            return problemOf(QuantityWords::tr("the row of %1 holds no finite weight").arg(queryName(m_outcome, *i)));
        return valueOf(best);
    }

    QuantityValue weight() const
    {
        QString problem;
        const std::optional<int> i = position(integer("i"), QuantityWords::tr("query"), &problem);
        const std::optional<int> j = i ? position(integer("j"), QuantityWords::tr("key"), &problem) : std::nullopt;
        const core::Matrix* weights = j ? map(&problem) : nullptr;
        if (!weights)
            return problemOf(problem);
        return metric((*weights)(*i, *j));
    }

    // How local (or how well chosen) a pattern is for this input: the exact weight it keeps, whatever the variant
    // then does with it. 1 for a pattern that drops nothing the exact map holds.
    QuantityValue keptWeight() const
    {
        QString problem;
        const core::Pattern* evaluated = pattern(&problem);
        const core::Matrix* exact = evaluated ? mapOf(true, &problem) : nullptr;
        if (!exact)
            return problemOf(problem);
        double sum = 0;
        for (int i = 0; i < m_n; ++i)
            for (const int j : evaluated->row(i))
                sum += (*exact)(i, j);
        return metric(sum / m_n);
    }

    QuantityValue previousToken() const
    {
        if (m_n < 2)
            return problemOf(QuantityWords::tr("%1 needs at least 2 tokens: this input has %2")
                                 .arg(m_quantity.name)
                                 .arg(m_n));
        QString problem;
        const core::Matrix* weights = map(&problem);
        if (!weights)
            return problemOf(problem);
        return metric(core::previousTokenScore(*weights));
    }

    // A as the comparison used it (as the Spectrum dock decides it): memory variants are compared with the causal
    // exact result whatever the input says, so their A is causal too.
    bool exactIsCausal() const
    {
        const std::shared_ptr<const core::Result>& exact = m_outcome.comparison.exact;
        if (exact)
            return exact->pattern.kind() == core::Pattern::Kind::CausalPairs;
        return m_outcome.sequence->problem.causal || m_outcome.variant->info().causal == core::CausalSupport::Always;
    }

    QuantityValue energyRank() const
    {
        QString problem;
        const bool exact = ofExact("map");
        // The Spectrum dock decomposes only where M exists and N is small enough, for A as for M.
        if (!m_outcome.comparison.variant.map)
            return problemOf(noMap(true));
        if (m_n > core::kLargestSpectrumN)
            return problemOf(
                QuantityWords::tr("spectra are computed up to N = %1 (an O(N^3) decomposition): this input has N = %2")
                    .arg(core::kLargestSpectrumN)
                    .arg(m_n));
        m_cancel.throwIfCancelled();
        if (exact) {
            // A recomputed in double precision from Q, K and the scale, like the Spectrum dock's.
            const core::Problem& input = m_outcome.sequence->problem;
            core::Problem problemQk;
            problemQk.q = input.q;
            problemQk.k = input.k;
            problemQk.scale = input.scale;
            problemQk.causal = exactIsCausal();
            return valueOf(core::spectrumOf(core::exactMapInDouble(problemQk)).energyRank);
        }
        return valueOf(core::spectrumOf(m_outcome.comparison.variant.map->cast<double>()).energyRank);
    }

    QuantityValue rankBound() const
    {
        const std::optional<core::RankBound> bound
            = m_outcome.variant->rankBound(m_outcome.params, m_n, exactIsCausal());
        if (!bound)
            return problemOf(QuantityWords::tr("the parameters of %1 bound no rank on this input").arg(variantId()));
        return valueOf(static_cast<double>(bound->rank));
    }

    const QuantityCall& m_call;
    const QuestionQuantity& m_quantity;
    const LabState& m_state;
    const ComputeOutcome& m_outcome;
    const core::CancelFlag& m_cancel;
    int m_n = 0;
};

} // namespace

QuantityValue computeQuantity(
    const QuantityCall& call, const LabState& state, const ComputeOutcome& outcome, const core::CancelFlag& cancel)
{
    const QuestionQuantity* quantity = findQuestionQuantity(call.quantity);
    if (!quantity)
        return problemOf(QuantityWords::tr("unknown quantity '%1'").arg(call.quantity));
    if (!outcome.sequence || !outcome.variant)
        return problemOf(QuantityWords::tr("nothing was computed for this step"));
    try {
        if (quantity->measured) // timed here, on the caller's thread (the lesson player times on a worker)
            return measuredQuantity(call, measureStepTimes(outcome, cancel));
        return QuantityComputation(call, *quantity, state, outcome, cancel).compute();
    } catch (const core::Cancelled&) {
        throw;
    } catch (const std::exception& exception) {
        return problemOf(
            QuantityWords::tr("%1 could not be computed: %2").arg(call.quantity, QString::fromUtf8(exception.what())));
    }
}

QString formatQuantity(const QString& quantity, double value, const QString& language)
{
    const QLocale locale(language);
    const QuestionQuantity* declared = findQuestionQuantity(quantity);
    if (declared && declared->integral && std::isfinite(value))
        return locale.toString(static_cast<qlonglong>(std::llround(value)));
    return locale.toString(value, 'g', 3);
}

QString quantityMeaning(const QString& quantity)
{
    const QuestionQuantity* declared = findQuestionQuantity(quantity);
    if (!declared)
        return QString();
    return QCoreApplication::translate("attnlab::app::QuestionQuantity", declared->meaning.toUtf8().constData());
}

std::optional<std::size_t> matchingChoice(const QString& quantity, const std::vector<double>& choices, double value)
{
    if (!std::isfinite(value))
        return std::nullopt;
    const QuestionQuantity* declared = findQuestionQuantity(quantity);
    const bool integral = declared && declared->integral;
    std::optional<std::size_t> nearest;
    double nearestDistance = 0;
    for (std::size_t index = 0; index < choices.size(); ++index) {
        const double distance = std::abs(choices[index] - value);
        const bool equal = integral ? std::llround(choices[index]) == std::llround(value)
                                    : distance <= kChoiceRelativeTolerance * std::abs(value) + 1e-12;
        if (equal && (!nearest || distance < nearestDistance)) {
            nearest = index;
            nearestDistance = distance;
        }
    }
    return nearest;
}

bool withinTolerance(double answer, double value, double tolerance)
{
    if (!std::isfinite(answer) || !std::isfinite(value))
        return false;
    // The allowance covers the binary rounding of decimal answers, nothing a person would type.
    const double allowance = 1e-9 * std::max({ 1.0, std::abs(value), tolerance });
    return std::abs(answer - value) <= tolerance + allowance;
}

} // namespace attnlab::app
