#pragma once

#include "app/compute_controller.h"

#include <QString>
#include <QStringList>

namespace attnlab::app {

// The outcome's tokens, one label per row (empty labels where the input has none).
QStringList outcomeTokens(const ComputeOutcome& outcome);
// "query 12 (cat)", or "query 12" when the token is missing or is just its index.
QString queryName(const ComputeOutcome& outcome, int query);

} // namespace attnlab::app
