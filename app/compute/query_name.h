#pragma once

#include "app/compute/controller.h"

#include <QString>

namespace attnlab::app {

// "query 12 (cat)", or "query 12" when the token is missing or is just its index.
QString queryName(const ComputeOutcome& outcome, int query);

} // namespace attnlab::app
