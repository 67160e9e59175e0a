#include "app/lessons/regional_terms.h"

#include <QStringView>

#include <algorithm>

namespace attnlab::app {

namespace {

bool isChineseCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3400 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF);
}

// The cells of one Markdown table row, or nothing when the line is no row or is the header's rule.
std::vector<QString> rowCells(const QString& line)
{
    const QString trimmed = line.trimmed();
    if (!trimmed.startsWith(QLatin1Char('|')) || trimmed.startsWith(QLatin1String("|---")))
        return {};
    QStringList parts = trimmed.mid(1).split(QLatin1Char('|'));
    if (trimmed.endsWith(QLatin1Char('|')))
        parts.removeLast();
    std::vector<QString> cells;
    for (const QString& part : parts)
        cells.push_back(part.trimmed());
    return cells;
}

// "内存、內存" as a list; "—" (nothing foreign) as an empty one.
QStringList formList(const QString& cell)
{
    QStringList forms;
    for (const QString& form : cell.split(QChar(0x3001))) {
        const QString trimmed = form.trimmed();
        if (!trimmed.isEmpty() && trimmed != QString(QChar(0x2014)))
            forms.append(trimmed);
    }
    return forms;
}

enum class Section { None, Terms, Pairs, CorrectWords };

Section sectionOf(const QString& heading)
{
    if (heading == QLatin1String("Terms"))
        return Section::Terms;
    if (heading == QLatin1String("Regional pairs"))
        return Section::Pairs;
    if (heading.startsWith(QLatin1String("Correct words")))
        return Section::CorrectWords;
    return Section::None;
}

std::size_t columnsOf(Section section)
{
    return section == Section::Pairs ? 5 : 4;
}

struct Span {
    int begin;
    int end;
};

std::vector<Span> occurrences(const QString& text, const QString& word)
{
    std::vector<Span> spans;
    if (word.isEmpty())
        return spans;
    for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
        spans.push_back({at, at + static_cast<int>(word.size())});
    return spans;
}

// The words a text of `region` may contain: its column of both tables and its correct words.
QStringList ownWords(ChineseRegion region, const Glossary& glossary)
{
    const bool taiwan = region == ChineseRegion::Taiwan;
    QStringList words;
    for (const GlossaryTerm& term : glossary.terms)
        words.append(chineseRuns(taiwan ? term.taiwan : term.mainland));
    for (const RegionalPair& pair : glossary.pairs)
        words.append(chineseRuns(taiwan ? pair.taiwan : pair.mainland));
    for (const CorrectWord& correct : glossary.correctWords)
        if (correct.region == region)
            words.append(correct.word);
    words.removeDuplicates();
    return words;
}

} // namespace

QStringList chineseRuns(const QString& cell)
{
    QStringList runs;
    QString run;
    for (const QChar c : cell) {
        if (isChineseCharacter(c)) {
            run.append(c);
        } else if (!run.isEmpty()) {
            runs.append(run);
            run.clear();
        }
    }
    if (!run.isEmpty())
        runs.append(run);
    return runs;
}

Glossary parseGlossary(const QString& markdown)
{
    Glossary glossary;
    Section section = Section::None;
    bool headerSeen = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## "))) {
            section = sectionOf(line.mid(3).trimmed());
            headerSeen = false;
            continue;
        }
        if (section == Section::None)
            continue;
        const std::vector<QString> cells = rowCells(line);
        if (cells.empty())
            continue;
        if (!headerSeen) {
            headerSeen = true;
            continue;
        }
        if (cells.size() != columnsOf(section)) {
            glossary.problems.append(line.trimmed());
            continue;
        }
        switch (section) {
        case Section::Terms:
            glossary.terms.push_back({cells[0], cells[1], cells[2], cells[3]});
            break;
        case Section::Pairs:
            glossary.pairs.push_back({cells[0], cells[1], cells[2], formList(cells[3]), formList(cells[4])});
            break;
        case Section::CorrectWords:
            if (cells[0] == QLatin1String("zh_TW"))
                glossary.correctWords.push_back({ChineseRegion::Taiwan, cells[1]});
            else if (cells[0] == QLatin1String("zh_CN"))
                glossary.correctWords.push_back({ChineseRegion::Mainland, cells[1]});
            else
                glossary.problems.append(line.trimmed());
            break;
        case Section::None:
            break;
        }
    }
    return glossary;
}

std::vector<ForeignTerm> findForeignTerms(const QString& text, ChineseRegion region, const Glossary& glossary)
{
    std::vector<Span> ownSpans;
    for (const QString& word : ownWords(region, glossary)) {
        const std::vector<Span> spans = occurrences(text, word);
        ownSpans.insert(ownSpans.end(), spans.begin(), spans.end());
    }
    const auto insideLongerOwnWord = [&ownSpans](Span found) {
        return std::any_of(ownSpans.begin(), ownSpans.end(), [found](Span own) {
            return own.begin <= found.begin && found.end <= own.end && own.end - own.begin > found.end - found.begin;
        });
    };

    const bool taiwan = region == ChineseRegion::Taiwan;
    std::vector<ForeignTerm> found;
    for (const RegionalPair& pair : glossary.pairs) {
        for (const QString& form : taiwan ? pair.foreignInTaiwan : pair.foreignInMainland) {
            for (const Span span : occurrences(text, form)) {
                if (!insideLongerOwnWord(span))
                    found.push_back({form, span.begin, pair.english, taiwan ? pair.taiwan : pair.mainland});
            }
        }
    }
    std::sort(found.begin(), found.end(), [](const ForeignTerm& a, const ForeignTerm& b) {
        return a.position != b.position ? a.position < b.position : a.found.size() > b.found.size();
    });
    return found;
}

} // namespace attnlab::app
