#pragma once

#include <QColor>

namespace attnlab::widgets {

// A colour per category (bucket, cluster, head): ten well-separated colours first, then hues spaced by the golden
// angle, so neighbouring ids never look alike however many there are. Negative ids are gray.
QColor categoryColour(int category);

} // namespace attnlab::widgets
