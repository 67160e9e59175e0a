#pragma once

// The fields of the hand-chosen patterns whose pairs are a function of (i, j, N) and the parameters alone, asked key
// range by key range (core/field_membership.h): what the `custom` variant's calls read (custom_calls.h). Each is
// defined in its variant's own file from the same fieldOf its run attends over, so a call and the variant share one
// definition of the field. `resolved` holds every parameter of the variant; the field is the one without causal
// (causal only removes j > i from it); n >= 1. Throws Error when the parameters break a constraint between them
// (stride <= window).

#include "core/field_membership.h"
#include "core/params.h"

#include <memory>

namespace attnlab::core {

using PatternField = std::shared_ptr<const FieldMembership>;

PatternField localField(int n, const Params& resolved);
PatternField chunkedField(int n, const Params& resolved);
PatternField slidingWindowField(int n, const Params& resolved);
PatternField dilatedField(int n, const Params& resolved);
PatternField stridedField(int n, const Params& resolved);
PatternField sparseTransformerField(int n, const Params& resolved);
PatternField globalField(int n, const Params& resolved);
PatternField longformerField(int n, const Params& resolved);
PatternField bigbirdField(int n, const Params& resolved);

} // namespace attnlab::core
