#pragma once

#include <QString>
#include <QStringList>

#include <vector>

// The glossary (docs/glossary.md) as data, and a check that a Chinese text uses its own region's words: a zh_TW
// text written from a zh_CN one (or converted by a tool) keeps words such as 內存 or 程序 that no conversion of
// characters catches.
namespace attnlab::app {

enum class ChineseRegion { Taiwan, Mainland };

struct GlossaryTerm {
    QString english;
    QString taiwan;
    QString mainland;
    QString note;
};

// One word that differs between the regions, with the forms that read as foreign in each region's text.
struct RegionalPair {
    QString english;
    QString taiwan;
    QString mainland;
    QStringList foreignInTaiwan;
    QStringList foreignInMainland;
};

// A correct word of its region that happens to contain a foreign form (方程式 holds 程式).
struct CorrectWord {
    ChineseRegion region = ChineseRegion::Taiwan;
    QString word;
};

struct Glossary {
    std::vector<GlossaryTerm> terms;
    std::vector<RegionalPair> pairs;
    std::vector<CorrectWord> correctWords;
    // Table rows that could not be read, quoted, so a broken edit of the glossary is reported rather than skipped.
    QStringList problems;
};

// Reads the tables under the "## Terms", "## Regional pairs" and "## Correct words ..." headings.
Glossary parseGlossary(const QString& markdown);

struct ForeignTerm {
    QString found;    // as written in the text
    int position = 0; // in UTF-16 units
    QString english;  // the pair's English term
    QString expected; // the word of the text's region
};

// The other region's words in a text of `region`, in the order they appear. A form inside a longer word of the
// text's own region (算法 inside 演算法) is not reported.
std::vector<ForeignTerm> findForeignTerms(const QString& text, ChineseRegion region, const Glossary& glossary);

// The runs of Chinese characters in a cell: "query（查詢）" gives 查詢.
QStringList chineseRuns(const QString& cell);

} // namespace attnlab::app
