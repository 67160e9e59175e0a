#pragma once

#include "app/handout/handout.h"

#include <QByteArray>

namespace attnlab::app {

// The handout as one self-contained HTML page (UTF-8), readable offline and printable from a browser: formulas as
// inline <svg>, figures as PNG data: URIs, nothing fetched from elsewhere.
QByteArray handoutWebPage(const Handout& handout);

} // namespace attnlab::app
