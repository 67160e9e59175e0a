#pragma once

#include <stdexcept>
#include <string>

namespace attnlab::core {

// A user-facing failure: bad input, an out-of-range parameter, a variant that cannot honour an option.
// The message names the file, field or parameter at fault and is shown to the user as it is.
class Error : public std::runtime_error {
public:
    explicit Error(const std::string& message) : std::runtime_error(message) {}
};

// Thrown by long loops when the request they serve was superseded; never shown to a user.
class Cancelled : public std::exception {
public:
    const char* what() const noexcept override { return "cancelled"; }
};

} // namespace attnlab::core
