#include "app/handout/handout_numbers.h"

#include "app/lessons/quantity_value.h"

#include <QCoreApplication>

#include <cmath>

namespace attnlab::app {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("attnlab::app::HandoutNumbers", text);
}

QuantityValue valueOf(const QuantityCall& call, const HandoutStep& step)
{
    if (!step.outcome)
        return {std::nullopt, step.problem};
    return computeQuantity(call, step.step->state, *step.outcome);
}

} // namespace

QString shownQuantityText(const QString& call, const HandoutStep& step, const QString& language)
{
    bool faulty = false;
    const auto read = readQuantityCall(call, [&](const QString&) { faulty = true; });
    if (!read || faulty)
        return QStringLiteral("?"); // the reader refuses such a lesson; a handout shows where it would be
    const QuantityValue value = valueOf(*read, step);
    return value.value ? formatQuantity(read->quantity, *value.value, language) : QStringLiteral("?");
}

QString answerText(const HandoutStep& step, const QString& language)
{
    const LessonQuestion& question = *step.step->question;
    const QuantityValue value = valueOf(QuantityCall{question.quantity, question.arguments}, step);
    if (!value.value)
        return tr("not computed: %1").arg(value.problem);
    const QString shown = formatQuantity(question.quantity, *value.value, language);
    if (question.kind == LessonQuestion::Kind::Number)
        return tr("%1 (answers within %2 are right)")
            .arg(shown, QStringLiteral("\u00b1") + QString::number(question.tolerance, 'g', 3));
    const QStringList labels = question.choiceLabels.value(language);
    for (std::size_t index = 0; index < question.choices.size(); ++index) {
        const double choice = question.choices[index];
        // The player's rule: the right choice is the one equal to the computed value.
        if (std::abs(choice - *value.value) <= 1e-9 * std::max(1.0, std::abs(choice))) {
            const int at = static_cast<int>(index);
            return at < labels.size() ? tr("%1 (%2)").arg(labels.at(at), shown) : shown;
        }
    }
    return tr("%1 (none of the choices)").arg(shown);
}

} // namespace attnlab::app
