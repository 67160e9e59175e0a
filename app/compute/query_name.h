#pragma once

#include "app/compute/controller.h"

#include <QString>

#include <optional>

namespace attnlab::app {

// The query the views explain on N tokens: the chosen one, or the middle one (N / 2) until one is chosen or when
// the sequence got shorter than the one chosen.
int explainedQuery(const std::optional<int>& chosen, int n);

// "query 12 (cat)", or "query 12" when the token is missing or is just its index.
QString queryName(const ComputeOutcome& outcome, int query);

} // namespace attnlab::app
