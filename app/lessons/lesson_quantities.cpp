#include "app/lessons/lesson_quantities.h"

#include "app/lessons/lesson_step_reading.h"

#include <QCoreApplication>

#include <limits>

namespace attnlab::app {

namespace {

constexpr long long kLargestPosition = std::numeric_limits<int>::max();

QuantityArgument queryArgument()
{
    return { core::ParamSpec::integer("query", 0, 0, kLargestPosition, "The query row; left out: the step's query"),
        false };
}

QuantityArgument mapArgument()
{
    return { core::ParamSpec::choice("map", "variant", { "variant", "exact" },
                 "Whose weights: the variant's map M (variant) or the exact map A (exact)"),
        false };
}

QuantityArgument ofArgument()
{
    return { core::ParamSpec::choice("of", "variant", { "variant", "exact" },
                 "Whose cost: the variant's (variant) or full attention's on the same input (exact)"),
        false };
}

QuantityArgument timedArgument()
{
    return { core::ParamSpec::choice("of", "variant", { "variant", "exact" },
                 "Whose time: the variant's (variant) or full attention's on the same input (exact)"),
        false };
}

QuantityArgument layersArgument()
{
    return { core::ParamSpec::integer("L", 1, 1, 64, "Stacked layers that all use the step's pattern"), true };
}

// The meanings are English here (the docs and the reader's messages) and translated where the player shows them
// (quantityMeaning of app/lessons/quantity_value.h), under this context.
QString meaning(const char* english)
{
    return QString::fromUtf8(english);
}

std::vector<QuestionQuantity> makeQuantities()
{
    return {
        { QStringLiteral("density"),
            meaning(QT_TRANSLATE_NOOP(
                "attnlab::app::QuestionQuantity", "scores the variant computed / N^2 (the Output dock's density)")),
            {}, false },
        { QStringLiteral("rel_err_o"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "||O - O*||_F / ||O*||_F, the variant's output against the exact one")),
            {}, false },
        { QStringLiteral("rel_err_map"),
            meaning(QT_TRANSLATE_NOOP(
                "attnlab::app::QuestionQuantity", "||M - A||_F / ||A||_F, the variant's map against the exact one")),
            {}, false },
        { QStringLiteral("max_abs_err_o"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "max |O - O*| over every entry")), {}, false },
        { QStringLiteral("mean_kl"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "mean over the rows of KL(A_i || M_i)")), {},
            false },
        { QStringLiteral("mean_cos_o"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "mean over the rows of cos(O*_i, O_i)")), {},
            false },
        { QStringLiteral("madds"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "multiply-adds counted by the path that ran")),
            { ofArgument() }, true },
        { QStringLiteral("peak_bytes"),
            meaning(
                QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "peak working bytes counted by the path that ran")),
            { ofArgument() }, true },
        { QStringLiteral("tokens"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "N, the number of tokens of the step's input")),
            {}, true },
        { QStringLiteral("keys_per_query"),
            meaning(
                QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "keys the query's row of the pattern evaluates")),
            { queryArgument() }, true },
        { QStringLiteral("receptive_field"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "keys the query depends on after L stacked layers of the step's pattern")),
            { layersArgument(), queryArgument() }, true },
        { QStringLiteral("receptive_field_span"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "last - first + 1 of the keys reached after L layers (holes included)")),
            { layersArgument(), queryArgument() }, true },
        { QStringLiteral("largest_weight_key"),
            meaning(QT_TRANSLATE_NOOP(
                "attnlab::app::QuestionQuantity", "the key j with the largest weight in the query's row")),
            { queryArgument(), mapArgument() }, true },
        { QStringLiteral("weight"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity", "the weight of key j in query i's row")),
            { { core::ParamSpec::integer("i", 0, 0, kLargestPosition, "The query row"), true },
                { core::ParamSpec::integer("j", 0, 0, kLargestPosition, "The key column"), true }, mapArgument() },
            false },
        { QStringLiteral("kept_weight"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "share of the exact weights on the pairs the variant evaluates, mean over the rows")),
            {}, false },
        { QStringLiteral("previous_token"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "mean over the queries i >= 1 of the weight on key i - 1 (the previous-token score)")),
            { mapArgument() }, false },
        { QStringLiteral("energy_rank"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "the smallest rank keeping 90% of the map's energy (the Spectrum dock's rank)")),
            { mapArgument() }, true },
        { QStringLiteral("rank_bound"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "the rank the variant's parameters bound (k of linformer, r of svd, ...)")),
            {}, true },
        { QStringLiteral("seconds"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "median wall time in seconds of the step's computation, measured on this machine")),
            { timedArgument() }, false, true },
        { QStringLiteral("speedup"),
            meaning(QT_TRANSLATE_NOOP("attnlab::app::QuestionQuantity",
                "measured time of full attention / measured time of the variant, on this machine")),
            {}, false, true },
    };
}

} // namespace

const std::vector<QuestionQuantity>& questionQuantities()
{
    static const std::vector<QuestionQuantity> quantities = makeQuantities();
    return quantities;
}

const QuestionQuantity* findQuestionQuantity(const QString& name)
{
    for (const QuestionQuantity& quantity : questionQuantities())
        if (quantity.name == name)
            return &quantity;
    return nullptr;
}

} // namespace attnlab::app

namespace attnlab::app {

std::optional<QuantityCall> readQuantityCall(const QString& written, const std::function<void(const QString&)>& fault)
{
    const QStringList words = written.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QuantityCall call;
    call.quantity = words.isEmpty() ? QString() : words.front();
    const QuestionQuantity* quantity = findQuestionQuantity(call.quantity);
    if (!quantity) {
        QStringList names;
        for (const QuestionQuantity& known : questionQuantities())
            names << known.name;
        fault(QStringLiteral("unknown quantity %1 (known: %2)")
                  .arg(quoted(call.quantity), names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    std::vector<core::ParamSpec> specs;
    for (const QuantityArgument& argument : quantity->arguments)
        specs.push_back(argument.spec);
    QStringList attempted; // names written, good or not: a bad value is one fault, not also a missing argument
    for (qsizetype index = 1; index < words.size(); ++index) {
        const QString& word = words.at(index);
        const qsizetype equals = word.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            fault(QStringLiteral("arguments are written name=value, got %1").arg(quoted(word)));
            continue;
        }
        const QString name = word.left(equals);
        attempted << name;
        const core::ParamSpec* spec = findSpec(specs, name);
        if (!spec) {
            fault(QStringLiteral("'%1' has no argument %2 (its arguments: %3)")
                      .arg(quantity->name, quoted(name), parameterNames(specs)));
            continue;
        }
        if (call.arguments.has(spec->name)) {
            fault(QStringLiteral("argument '%1' given twice").arg(name));
            continue;
        }
        core::ParamValue value;
        std::string error;
        if (spec->parse(word.mid(equals + 1).toStdString(), &value, &error))
            call.arguments.set(specs, spec->name, value);
        else
            fault(QString::fromStdString(error));
    }
    for (const QuantityArgument& argument : quantity->arguments) {
        const QString name = QString::fromStdString(argument.spec.name);
        if (argument.required && !attempted.contains(name))
            fault(QStringLiteral("'%1' needs %2=<%3> (%4)")
                      .arg(quantity->name, name, QString::fromStdString(argument.spec.rangeText()),
                          QString::fromStdString(argument.spec.help)));
    }
    return call;
}

} // namespace attnlab::app
