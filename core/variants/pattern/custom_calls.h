#pragma once

// The catalogue patterns a `custom` expression may call (`local(3, 3) or global(2)`, custom_expression.h): the
// variants whose field is a function of i, j, N and their parameters alone (local, chunked, sliding_window, dilated,
// strided, sparse_transformer, global, longformer, bigbird), with the field each defines in its own file
// (pattern_fields.h). A call is known by the variant's catalogue id and takes the variant's own parameters, so their
// names, order, ranges and defaults are declared once, in the variant.

#include "core/variant.h"
#include "core/variants/pattern/pattern_fields.h"

#include <string>
#include <vector>

namespace attnlab::core {

using FieldMaker = PatternField (*)(int n, const Params& resolved);

struct CallablePattern {
    const Variant* variant = nullptr; // nullptr: not callable
    FieldMaker field = nullptr;
};

// The pattern `id` names when an expression may call it.
CallablePattern callablePattern(const std::string& id);
// Whether `id` names a catalogue variant at all (callable or not).
bool isCatalogueVariant(const std::string& id);
// The callable ids in catalogue order, joined by ", ".
std::string callablePatternList();
// The parameter names of a variant joined by ", ", in their declared order.
std::string parameterList(const Variant& pattern);
// The candidate `word` most likely is a typo of: at most two edits (insert, delete, replace, swap two neighbours)
// and fewer than half its letters; empty when none is that close.
std::string closestName(const std::string& word, const std::vector<std::string>& candidates);

} // namespace attnlab::core
