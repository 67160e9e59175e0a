#pragma once

#include "app/lessons/lesson.h"
#include "core/catalogue.h"
#include "core/params.h"

#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace attnlab::app {

// The parts of a lesson step the reader (lesson_reader.cpp) hands to its helpers: the step's keys as written, and
// where each fault goes.

struct LessonEntry {
    QString key;
    QString value;
    int line = 0;
};

using LessonEntries = std::map<QString, LessonEntry>; // a block's keys, each once
using FaultReport = std::function<void(int line, const QString& message)>;

// Marks nest rarely; deeper marks are refused (and never followed: a hostile formula cannot exhaust the stack).
constexpr int kDeepestTermNesting = 8;

// The step's state keys (source, typed, source.<param>, variant, variant.<param>, causal, scale, query, dock,
// colormap) applied on top of `state`, checked like a saved lab state (lesson_step_state.cpp).
void applyStepState(const LessonEntries& keys, int stepLine, const FaultReport& fault, LabState* state);
// The step's formula (its \term marks) and one highlight: line (lesson_step_pointers.cpp).
void readStepFormula(const LessonEntry& entry, const LabState& state, const FaultReport& fault, LessonStep* step);
void readStepHighlight(
    const LessonEntry& entry, const LessonStep& step, const FaultReport& fault, LessonHighlight* highlight);
// question:, tolerance:, choices: into step->question (lesson_step_question.cpp); the prompts come later.
void readStepQuestion(const LessonEntries& keys, const FaultReport& fault, LessonStep* step);

// Values as the messages quote them and the keys read them.
QString quoted(const QString& text); // 'text', cut after 40 characters
QString joinedIds(const std::vector<std::string>& ids);
QString parameterNames(const std::vector<core::ParamSpec>& specs); // "n, d, seed", or "none"
const core::ParamSpec* findSpec(const std::vector<core::ParamSpec>& specs, const QString& name);
std::optional<long long> wholeNumber(const QString& text, long long minimum, long long maximum);
std::optional<double> finiteNumber(const QString& text);

template <typename Item> QString knownIds(const core::Catalogue<Item>& catalogue)
{
    std::vector<std::string> ids;
    for (const Item* item : catalogue.all())
        ids.push_back(item->id());
    return joinedIds(ids);
}

} // namespace attnlab::app
