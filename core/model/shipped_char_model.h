#pragma once

#include "core/model/char_model.h"

#include <string_view>

namespace attnlab::core {

// The bytes of resources/model/char_model.bin, compiled into the program (core/CMakeLists.txt), so the command
// line, the window, the tests and an installed package all run the same model with no file to find.
std::string_view shippedCharModelBytes();

// That model, parsed on first use (the parse is checked by tests/core/test_char_model; a fault is an Error).
const CharModel& shippedCharModel();

} // namespace attnlab::core
