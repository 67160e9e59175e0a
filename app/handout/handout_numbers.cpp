#include "app/handout/handout_numbers.h"

#include "app/lessons/measured_quantity.h"
#include "app/lessons/quantity_value.h"

#include <QCoreApplication>

namespace attnlab::app {

// The words around a handout's numbers and answers, under a context that lupdate and the program agree on: lupdate
// files a free tr() of an anonymous namespace under the enclosing namespace, where the program never looks.
class HandoutNumberWords {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::HandoutNumberWords)
};

namespace {

QuantityValue valueOf(const QuantityCall& call, const HandoutStep& step)
{
    if (!step.outcome)
        return { std::nullopt, step.problem };
    return computeQuantity(call, step.step->state, *step.outcome);
}

} // namespace

QString choiceText(const Handout& handout, const LessonQuestion& question, std::size_t index)
{
    const QStringList labels = question.choiceLabels.value(handout.language);
    const int at = static_cast<int>(index);
    return at < labels.size() ? labels.at(at)
                              : formatQuantity(question.quantity, question.choices[index], handout.language);
}

QString choiceLetter(std::size_t index)
{
    return QString(QChar(u'a' + static_cast<char16_t>(index % 26)));
}

QString shownQuantityText(const QString& call, const HandoutStep& step, const QString& language)
{
    bool faulty = false;
    const auto read = readQuantityCall(call, [&](const QString&) { faulty = true; });
    if (!read || faulty)
        return QStringLiteral("?"); // the reader refuses such a lesson; a handout shows where it would be
    // A time belongs to the machine and the moment it was measured on: a printed one would pass the exporting
    // machine's numbers off as the reader's. The handout leaves a blank for the learner to fill in from the lab.
    if (isMeasuredQuantity(read->quantity))
        return kMeasuredBlank;
    const QuantityValue value = valueOf(*read, step);
    return value.value ? formatQuantity(read->quantity, *value.value, language) : QStringLiteral("?");
}

QString answerText(const Handout& handout, const HandoutStep& step)
{
    const QString& language = handout.language;
    const LessonQuestion& question = *step.step->question;
    const QuantityValue value = valueOf(QuantityCall { question.quantity, question.arguments }, step);
    if (!value.value)
        return HandoutNumberWords::tr("not computed: %1").arg(value.problem);
    const QString shown = formatQuantity(question.quantity, *value.value, language);
    if (question.kind == LessonQuestion::Kind::Number)
        return HandoutNumberWords::tr("%1 (answers within %2 are right)")
            .arg(shown, QStringLiteral("\u00b1") + QString::number(question.tolerance, 'g', 3));
    // The player's rule for the right choice.
    if (const auto index = matchingChoice(question.quantity, question.choices, *value.value)) {
        const QString text = choiceText(handout, question, *index);
        return text == shown ? HandoutNumberWords::tr("%1. %2").arg(choiceLetter(*index), text)
                             : HandoutNumberWords::tr("%1. %2 (%3)").arg(choiceLetter(*index), text, shown);
    }
    return HandoutNumberWords::tr("%1 (none of the choices)").arg(shown);
}

} // namespace attnlab::app
