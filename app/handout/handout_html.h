#pragma once

#include "app/handout/handout.h"
#include "widgets/formula/formula_image.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace attnlab::app {

// Where a formula stands: the medium sizes it to the text around it.
enum class HandoutText { Body, StepTitle, LessonTitle };

// How one medium puts the handout's pictures in its HTML: the web page inlines them, the printed document refers
// to images it adds to its QTextDocument.
struct HandoutMedium {
    // A typeset formula (never null) of a text or of the step; `terms`: the marked terms the step highlights.
    std::function<QString(const widgets::FormulaImage& image, widgets::FormulaStyle style, const QStringList& terms,
        HandoutText where)>
        formula;
    // The main figure of the step at `index` (one with an outcome); `description` says what it shows.
    std::function<QString(int index, const QString& description)> figure;
    QString styleSheet; // CSS for the <head>
    QString stepClass; // the class of each step's heading after the first (the printed one starts a page)
};

// The whole handout as one HTML document: the lesson's title and chapter, then each step's title, text (numbers
// filled in), formula, figure and question, then an "Answers" section with every question's computed answer.
// A formula without a typeset SVG is shown as readable text, never as raw TeX.
QString handoutHtml(const Handout& handout, const HandoutMedium& medium);

// The CSS font-family list and the Qt families for the handout's language: the Chinese ones name the CJK face of
// their script (Noto Sans CJK picks Japanese glyph shapes otherwise).
QStringList handoutFontFamilies(const QString& language);
// The HTML lang attribute of a lesson language.
QString htmlLanguage(const QString& language);

} // namespace attnlab::app
