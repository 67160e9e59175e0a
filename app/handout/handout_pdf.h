#pragma once

#include "app/handout/handout.h"

#include <QByteArray>

namespace attnlab::app {

// The handout as a PDF (A4), the same content as the web page: a QTextDocument printed by QPdfWriter, each step
// from a new page, its fonts embedded (the Chinese ones in the CJK face of the handout's script).
QByteArray handoutPdf(const Handout& handout);

} // namespace attnlab::app
