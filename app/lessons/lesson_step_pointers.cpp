#include "app/lessons/lesson_markup.h"
#include "app/lessons/lesson_step_reading.h"
#include "core/builtin_catalogues.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace attnlab::app {

namespace {

class StepPointerReader {
public:
    explicit StepPointerReader(const FaultReport& report) : m_report(report) { }

    void collectTerms(const QString& tex, int depth, int line, std::vector<FormulaTerm>* terms)
    {
        std::vector<MarkupFault> faults;
        const std::vector<TermMark> marks = findTermMarks(tex, &faults);
        for (const MarkupFault& markup : faults)
            fault(line, QStringLiteral("formula: %1").arg(markup.message));
        if (!marks.empty() && depth >= kDeepestTermNesting) {
            fault(line, QStringLiteral("formula: \\term marks nest more than %1 deep").arg(kDeepestTermNesting));
            return;
        }
        for (const TermMark& mark : marks) {
            if (std::any_of(terms->begin(), terms->end(), [&](const FormulaTerm& term) { return term.id == mark.id; }))
                fault(line, QStringLiteral("formula: the term id '%1' is marked twice").arg(mark.id));
            else
                terms->push_back({ mark.id, mark.tex });
            collectTerms(mark.tex, depth + 1, line, terms);
        }
    }

    void readFormula(const LessonEntry& entry, const LabState& state, LessonStep* step)
    {
        if (entry.value == QLatin1String("variant")) {
            if (const core::Variant* variant = core::builtinVariants().find(state.setup.variantId))
                step->formula = QString::fromStdString(variant->info().formula);
            return;
        }
        if (entry.value.isEmpty()) {
            fault(entry.line, QStringLiteral("formula: empty: write TeX, or 'variant' for the variant's own formula"));
            return;
        }
        for (const MarkupFault& markup : checkTexBraces(entry.value))
            fault(entry.line, QStringLiteral("formula: %1").arg(markup.message));
        if (entry.value.contains(QLatin1Char('$')))
            fault(entry.line, QStringLiteral("formula: write the TeX without $ delimiters"));
        step->formula = entry.value;
        collectTerms(entry.value, 0, entry.line, &step->formulaTerms);
    }

    // A list of positions: whole numbers 0 or more.
    std::optional<std::vector<int>> positions(const QStringList& words, const LessonEntry& entry, const QString& what)
    {
        std::vector<int> values;
        for (const QString& word : words) {
            const std::optional<long long> value = wholeNumber(word, 0, std::numeric_limits<int>::max());
            if (!value) {
                fault(entry.line,
                    QStringLiteral("highlight: %1 must be whole numbers 0 or more, got %2").arg(what, quoted(word)));
                return std::nullopt;
            }
            values.push_back(static_cast<int>(*value));
        }
        if (values.empty()) {
            fault(entry.line, QStringLiteral("highlight: %1 needs at least one position").arg(what));
            return std::nullopt;
        }
        return values;
    }

    void readHighlight(const LessonEntry& entry, const LessonStep& step, LessonHighlight* highlight)
    {
        const QString value = entry.value.simplified();
        const QString target = value.section(QLatin1Char(' '), 0, 0);
        const QString rest = value.section(QLatin1Char(' '), 1);
        const QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (target == QLatin1String("row")) {
            const std::optional<std::vector<int>> rows = positions(words, entry, QStringLiteral("row"));
            if (rows && rows->size() != 1)
                fault(entry.line, QStringLiteral("highlight: row takes one query row, got %1").arg(quoted(rest)));
            else if (rows && highlight->row)
                fault(entry.line, QStringLiteral("highlight: row given twice in the step"));
            else if (rows)
                highlight->row = rows->front();
        } else if (target == QLatin1String("keys")) {
            if (const std::optional<std::vector<int>> keys = positions(words, entry, QStringLiteral("keys")))
                highlight->keys.insert(highlight->keys.end(), keys->begin(), keys->end());
        } else if (target == QLatin1String("cells")) {
            static const QRegularExpression cell(
                QStringLiteral("\\G\\s*\\(\\s*(\\d{1,10})\\s*,\\s*(\\d{1,10})\\s*\\)"));
            std::vector<std::pair<int, int>> cells;
            qsizetype at = 0;
            bool ok = true;
            while (ok && at < rest.size()) {
                const QRegularExpressionMatch match = cell.match(rest, at);
                const std::optional<long long> i = match.hasMatch()
                    ? wholeNumber(match.captured(1), 0, std::numeric_limits<int>::max())
                    : std::nullopt;
                const std::optional<long long> j = match.hasMatch()
                    ? wholeNumber(match.captured(2), 0, std::numeric_limits<int>::max())
                    : std::nullopt;
                ok = i && j;
                if (ok) {
                    cells.emplace_back(static_cast<int>(*i), static_cast<int>(*j));
                    at = match.capturedEnd();
                    while (at < rest.size() && rest.at(at).isSpace())
                        ++at;
                }
            }
            if (!ok || cells.empty())
                fault(entry.line,
                    QStringLiteral("highlight: cells are written (i,j) (i,j) ..., with rows and keys 0 or more, got %1")
                        .arg(quoted(rest)));
            else
                highlight->cells.insert(highlight->cells.end(), cells.begin(), cells.end());
        } else if (target == QLatin1String("term")) {
            if (words.isEmpty())
                fault(entry.line, QStringLiteral("highlight: term needs the id of a term the step's formula marks"));
            for (const QString& id : words) {
                const bool marked = std::any_of(step.formulaTerms.begin(), step.formulaTerms.end(),
                    [&](const FormulaTerm& term) { return term.id == id; });
                if (marked) {
                    highlight->terms << id;
                    continue;
                }
                QStringList ids;
                for (const FormulaTerm& term : step.formulaTerms)
                    ids << term.id;
                fault(entry.line,
                    step.formulaTerms.empty()
                        ? QStringLiteral("highlight: unknown term %1: the step's formula marks no terms "
                                         "(mark one with \\term{id}{...})")
                              .arg(quoted(id))
                        : QStringLiteral("highlight: unknown term %1 (the step's formula marks: %2)")
                              .arg(quoted(id), ids.join(QStringLiteral(", "))));
            }
        } else {
            fault(entry.line,
                QStringLiteral("highlight: unknown target %1 (known: row, cells, keys, term)").arg(quoted(target)));
        }
    }

private:
    void fault(int line, const QString& message) const { m_report(line, message); }

    const FaultReport& m_report;
};

} // namespace

void readStepFormula(const LessonEntry& entry, const LabState& state, const FaultReport& fault, LessonStep* step)
{
    StepPointerReader(fault).readFormula(entry, state, step);
}

void readStepHighlight(
    const LessonEntry& entry, const LessonStep& step, const FaultReport& fault, LessonHighlight* highlight)
{
    StepPointerReader(fault).readHighlight(entry, step, highlight);
}

} // namespace attnlab::app
