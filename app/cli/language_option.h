#pragma once

#include "app/cli/argument_list.h"

#include <QString>

namespace attnlab::app {

// `--lang en|zh_TW|zh_CN` of the commands that write text for people (lessons export, render): the language
// given, or "en". Throws UsageError naming the option for a language the lessons are not written in.
QString takeLanguageOption(ArgumentList& list);

} // namespace attnlab::app
