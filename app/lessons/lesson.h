#pragma once

#include "app/state/lab_state.h"
#include "core/params.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace attnlab::app {

// A lesson as read from its file (docs/lessons.md): every language's words and, once per step, the lab state the
// step shows. The values are plain data; the lesson player (a later part) applies them.

// The languages every lesson is written in, in the order the docs list them: "en", "zh_TW", "zh_CN".
const QStringList& lessonLanguages();

// One text in each lesson language, by language code.
using Translations = QMap<QString, QString>;

// Something wrong in a lesson file, located for the teacher who wrote it. `line` is 1-based; 0 when the fault is
// about the file as a whole (it cannot be read, a folder is missing).
struct LessonFault {
    QString file;
    int line = 0;
    QString message;

    QString toString() const; // "<file>:<line>: <message>", or "<file>: <message>" without a line
    bool operator==(const LessonFault& other) const
    {
        return file == other.file && line == other.line && message == other.message;
    }
};

// A term of a step's formula marked \term{id}{tex}, so a step can point at it.
struct FormulaTerm {
    QString id;
    QString tex; // the marked TeX, without the mark

    bool operator==(const FormulaTerm& other) const { return id == other.id && tex == other.tex; }
};

// What a step points at. Rows, cells and keys are positions in the sequence (0-based); the reader does not know N,
// so a position past the sequence's end is the player's to ignore.
struct LessonHighlight {
    std::optional<int> row; // a query row
    std::vector<std::pair<int, int>> cells; // (i, j): query i, key j
    std::vector<int> keys; // key columns j
    QStringList terms; // ids of terms of the step's formula

    bool isEmpty() const { return !row && cells.empty() && keys.empty() && terms.isEmpty(); }
    bool operator==(const LessonHighlight& other) const
    {
        return row == other.row && cells == other.cells && keys == other.keys && terms == other.terms;
    }
};

// A question whose answer the file does not hold: `quantity` names what the engine computes for the step's state
// (lesson_quantities.h), with the arguments as written; the player computes it and compares.
struct LessonQuestion {
    enum class Kind {
        Number, // the answer is a number; right when within `tolerance` of the computed value
        Choice, // the answer is one of `choices`: the one equal to the computed value
    };
    Kind kind = Kind::Number;
    QString quantity;
    core::Params arguments; // only the arguments written; the others take their defaults (lesson_quantities.h)
    double tolerance = 0; // Number
    std::vector<double> choices; // Choice: the values offered, in the file's order
    Translations prompt;
    // Choice, per language, optional: words shown for the choices (same count and order); a language without
    // labels shows the values themselves.
    QMap<QString, QStringList> choiceLabels;

    bool operator==(const LessonQuestion& other) const;
};

struct LessonStep {
    QString id;
    int line = 0; // the line of its [step ...] header
    Translations title;
    Translations text; // markup as written: paragraphs, *emphasis*, **strong**, "- " bullets, $TeX$, $$TeX$$
    // The whole lab state the step shows: the previous step's state (the first-launch state, LabState{}, for the
    // first step) with this step's changes. `lesson` is left empty: where a lesson stands is the player's.
    LabState state;
    QString formula; // TeX with \term{id}{...} marks, as written; empty: the step shows no formula
    std::vector<FormulaTerm> formulaTerms; // in the order they appear
    LessonHighlight highlight;
    std::optional<LessonQuestion> question;

    bool operator==(const LessonStep& other) const;
};

struct Lesson {
    QString id;
    int chapter = 0; // its place in the course: chapters in order, lessons by `order` within one
    int order = 0;
    Translations title;
    // The title of the chapter the lesson belongs to (optional; the course groups lessons by chapter): lessons of
    // one chapter give the same, and the player shows the first lesson's.
    Translations chapterTitle;
    // The ids of the lessons it builds on (`assumes:`, optional), as written: each must be a lesson of the course
    // that comes before it (checked when the course is put together, lesson_library.h).
    QStringList assumes;
    int assumesLine = 0; // the line of `assumes:`, for the course's faults about it
    // The seed sections it teaches (`covers:`, optional): codes of seed_sections.h, "notes-a 2.1", as written.
    QStringList covers;
    std::vector<LessonStep> steps;
    QString file; // where it was read from (a path, a ":/lessons/..." resource or the name given with the text)

    bool operator==(const Lesson& other) const;
};

// True when `a` comes before `b` in the course: by chapter, then order, then id.
bool lessonComesBefore(const Lesson& a, const Lesson& b);

// The formula with each \term{id}{tex} replaced by what `term` returns for it (e.g. the TeX in a colour box for
// the highlighted term, or "{tex}" to drop the marks). Marks inside a term are replaced too; malformed marks are
// left as written (the reader has refused them before a lesson exists).
QString replaceFormulaTerms(const QString& formula, const std::function<QString(const FormulaTerm& term)>& term);
// The formula as plain TeX: every mark dropped, its TeX kept in a group.
QString unmarkedFormula(const QString& formula);
// The formula as it is typeset (tools/formulas/render.mjs computes the same TeX, and so the same SVG key): each
// \term becomes MathJax's \class, so the SVG marks the term by its id for the highlight.
QString formulaForTypesetting(const QString& formula);

} // namespace attnlab::app
