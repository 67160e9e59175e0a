#include "app/lessons/lesson_quantities.h"
#include "app/lessons/lesson_step_reading.h"

#include <algorithm>
#include <cmath>

namespace attnlab::app {

namespace {

class StepQuestionReader {
public:
    StepQuestionReader(const LessonEntries& keys, const FaultReport& report) : m_keys(keys), m_report(report) { }

    void readQuestion(LessonStep* step)
    {
        const LessonEntry* question = find("question");
        const LessonEntry* tolerance = find("tolerance");
        const LessonEntry* choices = find("choices");
        if (!question) {
            for (const LessonEntry* orphan : { tolerance, choices })
                if (orphan)
                    fault(orphan->line, QStringLiteral("%1: given without a question: in the step").arg(orphan->key));
            return;
        }
        LessonQuestion asked;
        const QString prefix = QStringLiteral("question: ");
        const std::optional<QuantityCall> call = readQuantityCall(
            question->value, [&](const QString& message) { fault(question->line, prefix + message); });
        const QuestionQuantity* quantity = call ? findQuestionQuantity(call->quantity) : nullptr;
        if (quantity && quantity->measured)
            fault(question->line,
                QStringLiteral("question: '%1' is measured on the learner's machine, so its value differs from run to "
                               "run and machine to machine and cannot be an answer; show it in the text with "
                               "{=%1} instead")
                    .arg(quantity->name));
        if (call) {
            asked.quantity = call->quantity;
            asked.arguments = call->arguments;
        }
        if (tolerance && choices)
            fault(choices->line,
                QStringLiteral("choices: a question takes tolerance: (a number) or choices: (a choice), not both"));
        else if (!tolerance && !choices)
            fault(question->line,
                QStringLiteral("question: needs 'tolerance: <number>' (answer a number) or "
                               "'choices: a | b | ...' (pick one) in the step"));
        if (tolerance && !choices) {
            asked.kind = LessonQuestion::Kind::Number;
            const std::optional<double> value = finiteNumber(tolerance->value);
            if (value && *value >= 0)
                asked.tolerance = *value;
            else
                fault(tolerance->line,
                    QStringLiteral("tolerance: must be a number, 0 or more, got %1").arg(quoted(tolerance->value)));
        }
        if (choices) {
            asked.kind = LessonQuestion::Kind::Choice;
            for (const QString& written : choices->value.split(QLatin1Char('|'))) {
                const std::optional<double> value = finiteNumber(written.trimmed());
                if (!value) {
                    fault(choices->line,
                        QStringLiteral("choices: each choice is a number, got %1").arg(quoted(written.trimmed())));
                    continue;
                }
                if (quantity && quantity->integral && *value != std::floor(*value))
                    fault(choices->line,
                        QStringLiteral("choices: '%1' is a whole number, got %2")
                            .arg(quantity->name, quoted(written.trimmed())));
                if (std::find(asked.choices.begin(), asked.choices.end(), *value) != asked.choices.end())
                    fault(choices->line, QStringLiteral("choices: %1 is offered twice").arg(quoted(written.trimmed())));
                asked.choices.push_back(*value);
            }
            if (asked.choices.size() < 2)
                fault(choices->line, QStringLiteral("choices: offer at least two, separated by |"));
        }
        step->question = asked;
    }

private:
    const LessonEntry* find(const char* key) const
    {
        const auto found = m_keys.find(QLatin1String(key));
        return found == m_keys.end() ? nullptr : &found->second;
    }
    void fault(int line, const QString& message) const { m_report(line, message); }

    const LessonEntries& m_keys;
    const FaultReport& m_report;
};

} // namespace

void readStepQuestion(const LessonEntries& keys, const FaultReport& fault, LessonStep* step)
{
    StepQuestionReader(keys, fault).readQuestion(step);
}

} // namespace attnlab::app
