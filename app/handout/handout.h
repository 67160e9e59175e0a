#pragma once

#include "app/compute/outcome.h"
#include "app/handout/comparison_figure.h"
#include "app/lessons/lesson.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace attnlab::app {

// One step of a lesson as a handout shows it: computed for its state once, then written as HTML and PDF.
struct HandoutStep {
    const LessonStep* step = nullptr;
    std::shared_ptr<const ComputeOutcome> outcome; // null when the engine refused the step's state
    QString problem; // why there is no outcome
    ComparisonFigure figure; // empty without an outcome
};

// A lesson printed in one language (docs/lessons.md, "Handouts").
struct Handout {
    const Lesson* lesson = nullptr;
    QString language; // "en", "zh_TW", "zh_CN"
    QStringList formulaFolders; // where a teacher's lesson keeps its formulas' SVGs (render.mjs --out): its folder
    std::vector<HandoutStep> steps;
    // The titles of the lessons it builds on, in its language (LessonPlace::assumedTitles): the course knows them,
    // so the caller fills them in; the lesson's ids stand in while it has not.
    QStringList assumedTitles;

    // The lesson's words in the handout's language (English when a text lacks it, which the reader refuses).
    QString words(const Translations& translations) const;
};

// The pixel size of the steps' figures: the window's comparison at a print-friendly shape.
constexpr int kFigureWidth = 1200;
constexpr int kFigureHeight = 430;

// Computes every step of `lesson` (steps with the same input share the exact result) and draws its figure.
// `progress` hears of each step before it is computed (1-based). Needs a QApplication, for the figures.
Handout prepareHandout(const Lesson& lesson, const QString& language,
    const std::function<void(int step, int steps)>& progress = {});

} // namespace attnlab::app
