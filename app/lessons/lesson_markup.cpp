#include "app/lessons/lesson_markup.h"

#include <QRegularExpression>

#include <vector>

namespace attnlab::app {

namespace {

// Braces of text[from, to), a math span or a formula; `what` names it in the messages.
void checkBraces(const QString& text, int from, int to, const QString& what, std::vector<MarkupFault>* faults)
{
    std::vector<int> open;
    for (int i = from; i < to; ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\')) {
            ++i; // \{ \} \\ and commands: the next character is not a brace of the group structure
        } else if (c == QLatin1Char('{')) {
            open.push_back(i);
        } else if (c == QLatin1Char('}')) {
            if (open.empty())
                faults->push_back({ i, QStringLiteral("unbalanced braces in %1: a '}' without its '{'").arg(what) });
            else
                open.pop_back();
        }
    }
    for (const int at : open)
        faults->push_back({ at, QStringLiteral("unbalanced braces in %1: a '{' that is not closed").arg(what) });
}

// True when the line that starts after the newline at `newline` is blank (or the text ends): a paragraph ends.
bool paragraphEndsAt(const QString& text, int newline)
{
    for (int i = newline + 1; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n'))
            return true;
        if (!c.isSpace())
            return false;
    }
    return true;
}

} // namespace

int closingBrace(const QString& text, int open)
{
    int depth = 0;
    for (int i = open; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
        } else if (c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char('}')) {
            if (--depth == 0)
                return i;
        }
    }
    return -1;
}

std::vector<MarkupFault> checkLessonMarkup(const QString& text)
{
    enum class Math { None, Inline, Display };
    std::vector<MarkupFault> faults;
    Math math = Math::None;
    int mathStart = 0;
    int strongOpen = -1;

    auto endParagraph = [&]() {
        if (math == Math::Inline)
            faults.push_back({ mathStart, QStringLiteral("inline math opened with $ is not closed in its paragraph") });
        else if (math == Math::Display)
            faults.push_back(
                { mathStart, QStringLiteral("display math opened with $$ is not closed in its paragraph") });
        if (strongOpen >= 0)
            faults.push_back(
                { strongOpen, QStringLiteral("**strong** text opened with ** is not closed in its paragraph") });
        math = Math::None;
        strongOpen = -1;
    };

    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool doubled = i + 1 < text.size() && text.at(i + 1) == c;
        if (c == QLatin1Char('\\')) {
            ++i; // \$ and \* are literal; a TeX command's letters need no look
        } else if (c == QLatin1Char('$')) {
            if (math == Math::None) {
                math = doubled ? Math::Display : Math::Inline;
                mathStart = i;
                if (doubled)
                    ++i;
            } else if (math == Math::Inline) {
                checkBraces(text, mathStart + 1, i, QStringLiteral("$...$"), &faults);
                math = Math::None;
            } else if (doubled) {
                checkBraces(text, mathStart + 2, i, QStringLiteral("$$...$$"), &faults);
                math = Math::None;
                ++i;
            } else {
                faults.push_back(
                    { i, QStringLiteral("a single $ inside display math $$...$$ (write \\$ for a dollar)") });
            }
        } else if (c == QLatin1Char('*') && doubled && math == Math::None) {
            strongOpen = strongOpen < 0 ? i : -1;
            ++i;
        } else if (c == QLatin1Char('\n') && paragraphEndsAt(text, i)) {
            endParagraph();
        }
    }
    endParagraph();
    return faults;
}

std::vector<ShownQuantityMark> findShownQuantities(const QString& text, std::vector<MarkupFault>* faults)
{
    std::vector<ShownQuantityMark> marks;
    bool inMath = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
        } else if (c == QLatin1Char('$')) {
            inMath = !inMath;
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('$'))
                ++i;
        } else if (c == QLatin1Char('\n') && paragraphEndsAt(text, i)) {
            inMath = false; // unclosed math is checkLessonMarkup's fault; marks after it are still read
        } else if (!inMath && c == QLatin1Char('{') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('=')) {
            int close = i + 2;
            while (close < text.size() && text.at(close) != QLatin1Char('}')
                && !(text.at(close) == QLatin1Char('\n') && paragraphEndsAt(text, close)))
                ++close;
            if (close >= text.size() || text.at(close) != QLatin1Char('}')) {
                if (faults)
                    faults->push_back({ i, QStringLiteral("a shown quantity {=... is not closed with } in its paragraph") });
                i = close;
                continue;
            }
            marks.push_back({ i, close + 1, text.mid(i + 2, close - i - 2).simplified() });
            i = close;
        }
    }
    return marks;
}

std::vector<MarkupFault> checkTexBraces(const QString& tex)
{
    std::vector<MarkupFault> faults;
    checkBraces(tex, 0, tex.size(), QStringLiteral("the formula"), &faults);
    return faults;
}

namespace {

// For each '{' of `text`, the index of the '}' closing it as closingBrace finds it, or -1. One pass: asking
// closingBrace once per mark scans to the end for every unclosed one, hours for a hostile 4 MB lesson.
std::vector<int> closingBraces(const QString& text)
{
    std::vector<int> closing(static_cast<std::size_t>(text.size()), -1);
    std::vector<int> open;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
        } else if (c == QLatin1Char('{')) {
            open.push_back(i);
        } else if (c == QLatin1Char('}') && !open.empty()) {
            closing[static_cast<std::size_t>(open.back())] = i;
            open.pop_back();
        }
    }
    return closing;
}

} // namespace

std::vector<TermMark> findTermMarks(const QString& tex, std::vector<MarkupFault>* faults)
{
    // `at` below is always an unescaped brace (after \term and spaces), where both ways of matching agree.
    const std::vector<int> closing = closingBraces(tex);
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9_-]+$"));
    static const QString command = QStringLiteral("\\term");
    std::vector<TermMark> marks;
    int i = 0;
    while (i < tex.size()) {
        if (tex.at(i) != QLatin1Char('\\')) {
            ++i;
            continue;
        }
        const bool isTerm = tex.mid(i, command.size()) == command
            && (i + command.size() >= tex.size() || !tex.at(i + command.size()).isLetter());
        if (!isTerm) {
            i += 2; // skip the escaped character or the command's first letter
            continue;
        }
        const int start = i;
        int at = i + command.size();
        while (at < tex.size() && tex.at(at).isSpace())
            ++at;
        const int idClose = at < tex.size() && tex.at(at) == QLatin1Char('{') ? closing[std::size_t(at)] : -1;
        if (idClose < 0) {
            if (faults)
                faults->push_back({ start, QStringLiteral("\\term needs {id}{TeX}") });
            i = at;
            continue;
        }
        const QString id = tex.mid(at + 1, idClose - at - 1).trimmed();
        at = idClose + 1;
        while (at < tex.size() && tex.at(at).isSpace())
            ++at;
        const int texClose = at < tex.size() && tex.at(at) == QLatin1Char('{') ? closing[std::size_t(at)] : -1;
        if (texClose < 0) {
            if (faults)
                faults->push_back({ start, QStringLiteral("\\term{%1} needs its TeX in a second {...}").arg(id) });
            i = at;
            continue;
        }
        if (!idPattern.match(id).hasMatch()) {
            if (faults)
                faults->push_back(
                    { start, QStringLiteral("\\term{%1}: a term id is letters, digits, '_' or '-'").arg(id) });
        } else {
            marks.push_back({ start, texClose + 1, id, tex.mid(at + 1, texClose - at - 1) });
        }
        i = texClose + 1;
    }
    return marks;
}

} // namespace attnlab::app
