#pragma once

#include "widgets/formula/formula_image.h"

#include <QString>

#include <functional>

namespace attnlab::app {

// What a lesson text (docs/lessons.md markup) becomes in HTML, for the lesson dock (a QTextDocument) and the
// handouts (`attnlab lessons export`). The callers decide how a formula and a number are drawn.
struct LessonHtmlParts {
    // The HTML that shows a formula: an <img> of its typeset SVG, or its readable text when it has none. `tex` is
    // the TeX as written between the dollars (trimmed).
    std::function<QString(const QString& tex, widgets::FormulaStyle style)> formula;
    // The text that stands for a shown quantity {=call} (its computed value, or a placeholder while computing);
    // escaped by the caller's rules: it is put in as HTML.
    std::function<QString(const QString& call)> shownQuantity;
};

// The markup as an HTML fragment: paragraphs as <p>, "- " lines as <ul><li>, *emphasis* as <em>, **strong** as
// <strong>, $TeX$ and $$TeX$$ through parts.formula (display formulas in a paragraph of their own,
// <p class="display">), {=call} through parts.shownQuantity; every other character HTML-escaped. Markup the reader
// refused (unclosed math) is shown as written rather than lost.
QString lessonMarkupToHtml(const QString& markup, const LessonHtmlParts& parts);

} // namespace attnlab::app
