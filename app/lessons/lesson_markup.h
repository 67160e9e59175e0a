#pragma once

#include <QString>

#include <vector>

namespace attnlab::app {

// Checks of a lesson's words and formulas that need no catalogue: the reader turns each fault's offset into a line
// of the file.

struct MarkupFault {
    int offset = 0; // index into the checked text where the fault is
    QString message;
};

// A lesson text's markup (docs/lessons.md): inline $TeX$ and display $$TeX$$ closed within their paragraph, braces
// balanced inside each (\{ and \} are literal braces, \$ a literal dollar), **strong** closed within its paragraph.
std::vector<MarkupFault> checkLessonMarkup(const QString& text);

// Braces of a TeX formula: every '{' closed, no '}' without one.
std::vector<MarkupFault> checkTexBraces(const QString& tex);

// A \term{id}{tex} mark in a formula.
struct TermMark {
    int start = 0; // the backslash of \term
    int end = 0; // one past the '}' of its TeX
    QString id;
    QString tex;
};

// The marks at the top level of a formula (marks nested inside a mark's TeX are inside `tex`). Malformed marks
// (no id, an id that is not letters, digits, '_' or '-', a missing TeX group) are faults, not marks.
std::vector<TermMark> findTermMarks(const QString& tex, std::vector<MarkupFault>* faults);

// A shown quantity {=name args} in a lesson text, outside math: the player puts in its place the value the engine
// computes for the step's state (docs/lessons.md).
struct ShownQuantityMark {
    int start = 0; // the '{'
    int end = 0; // one past the '}'
    QString call; // what is between "{=" and "}", e.g. "madds of=exact"
};

// The shown quantities of a text, in order. A "{=" not closed by '}' within its paragraph is a fault.
std::vector<ShownQuantityMark> findShownQuantities(const QString& text, std::vector<MarkupFault>* faults);

// The index of the '}' closing the '{' at `open`, or -1: escaped braces (\{, \}) do not count.
int closingBrace(const QString& text, int open);

} // namespace attnlab::app
