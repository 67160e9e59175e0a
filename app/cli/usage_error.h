#pragma once

#include <stdexcept>
#include <string>

namespace attnlab::app {

// A command line that is wrong as written (unknown option, missing value, bad parameter): exit status 2.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace attnlab::app
