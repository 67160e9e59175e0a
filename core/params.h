#pragma once

#include <functional>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace attnlab::core {

enum class ParamType { Integer, Real, Boolean, Choice, Text };

// Integer, Real, Boolean, and the string of a Choice or Text parameter.
using ParamValue = std::variant<long long, double, bool, std::string>;

// One declared parameter. Whatever names or checks a parameter is built from this declaration: the GUI's controls,
// `--set` and `--scenario-set` on the command line, the lab state the app saves as JSON, and validation.
struct ParamSpec {
    std::string name;
    ParamType type = ParamType::Integer;
    ParamValue defaultValue = 0LL;
    double minimum = 0; // Integer and Real: inclusive range
    double maximum = 0;
    std::vector<std::string> choices; // Choice only
    std::string help;
    // Text only, may be empty: what is wrong with a value (empty when it is fine), for a text with a grammar of its
    // own (custom's expression). accepts() refuses what it finds wrong, so --set, sessions and the panel all check it.
    std::function<std::string(const std::string& text)> textCheck;

    static ParamSpec integer(std::string name, long long defaultValue, long long minimum, long long maximum,
                             std::string help);
    static ParamSpec real(std::string name, double defaultValue, double minimum, double maximum, std::string help);
    static ParamSpec boolean(std::string name, bool defaultValue, std::string help);
    static ParamSpec choice(std::string name, std::string defaultValue, std::vector<std::string> choices,
                            std::string help);
    static ParamSpec text(std::string name, std::string defaultValue, std::string help);

    // True when the value has this spec's type and lies in its range; otherwise fills *error with a message
    // naming the parameter and what it accepts.
    bool accepts(const ParamValue& value, std::string* error) const;
    // Reads a value written as text ("12", "0.5", "true", "mean"); errors name the parameter.
    bool parse(const std::string& textValue, ParamValue* value, std::string* error) const;
    // The range or choices as a person reads them, e.g. "1..4096" or "gaussian|mean".
    std::string rangeText() const;
};

std::string typeName(ParamType type);
std::string formatValue(const ParamValue& value);

// The values of one variant's (or scenario's) parameters: every declared name has a value.
class Params {
public:
    Params() = default;
    // Every spec at its default.
    static Params defaults(const std::vector<ParamSpec>& specs);

    // Set from text, checked against the spec; throws Error naming the parameter when unknown or out of range.
    void setFromText(const std::vector<ParamSpec>& specs, const std::string& name, const std::string& textValue);
    // Set a typed value, checked the same way.
    void set(const std::vector<ParamSpec>& specs, const std::string& name, const ParamValue& value);

    long long integer(const std::string& name) const;
    double real(const std::string& name) const;
    bool boolean(const std::string& name) const;
    const std::string& text(const std::string& name) const; // Choice or Text
    const ParamValue& value(const std::string& name) const;
    bool has(const std::string& name) const { return m_values.count(name) != 0; }

    const std::map<std::string, ParamValue>& values() const { return m_values; }
    bool operator==(const Params& other) const { return m_values == other.m_values; }
    bool operator!=(const Params& other) const { return !(*this == other); }

private:
    std::map<std::string, ParamValue> m_values;
};

} // namespace attnlab::core
