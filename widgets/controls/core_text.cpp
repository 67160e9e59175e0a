#include "widgets/controls/core_text.h"

#include <QCoreApplication>

namespace attnlab::widgets {

QString coreText(const std::string& english)
{
    return QCoreApplication::translate(kCoreTextContext, english.c_str());
}

} // namespace attnlab::widgets
