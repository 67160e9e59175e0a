#include "core/params.h"

#include "core/error.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace attnlab::core {

ParamSpec ParamSpec::integer(std::string name, long long defaultValue, long long minimum, long long maximum,
                             std::string help)
{
    ParamSpec spec;
    spec.name = std::move(name);
    spec.type = ParamType::Integer;
    spec.defaultValue = defaultValue;
    spec.minimum = static_cast<double>(minimum);
    spec.maximum = static_cast<double>(maximum);
    spec.help = std::move(help);
    return spec;
}

ParamSpec ParamSpec::real(std::string name, double defaultValue, double minimum, double maximum, std::string help)
{
    ParamSpec spec;
    spec.name = std::move(name);
    spec.type = ParamType::Real;
    spec.defaultValue = defaultValue;
    spec.minimum = minimum;
    spec.maximum = maximum;
    spec.help = std::move(help);
    return spec;
}

ParamSpec ParamSpec::boolean(std::string name, bool defaultValue, std::string help)
{
    ParamSpec spec;
    spec.name = std::move(name);
    spec.type = ParamType::Boolean;
    spec.defaultValue = defaultValue;
    spec.help = std::move(help);
    return spec;
}

ParamSpec ParamSpec::choice(std::string name, std::string defaultValue, std::vector<std::string> choices,
                            std::string help)
{
    ParamSpec spec;
    spec.name = std::move(name);
    spec.type = ParamType::Choice;
    spec.defaultValue = std::move(defaultValue);
    spec.choices = std::move(choices);
    spec.help = std::move(help);
    return spec;
}

ParamSpec ParamSpec::text(std::string name, std::string defaultValue, std::string help)
{
    ParamSpec spec;
    spec.name = std::move(name);
    spec.type = ParamType::Text;
    spec.defaultValue = std::move(defaultValue);
    spec.help = std::move(help);
    return spec;
}

std::string typeName(ParamType type)
{
    switch (type) {
    case ParamType::Integer: return "int";
    case ParamType::Real: return "real";
    case ParamType::Boolean: return "bool";
    case ParamType::Choice: return "choice";
    case ParamType::Text: return "text";
    }
    return "unknown";
}

std::string formatValue(const ParamValue& value)
{
    if (const auto* i = std::get_if<long long>(&value))
        return std::to_string(*i);
    if (const auto* r = std::get_if<double>(&value)) {
        std::ostringstream out;
        out.precision(10);
        out << *r;
        return out.str();
    }
    if (const auto* b = std::get_if<bool>(&value))
        return *b ? "true" : "false";
    return std::get<std::string>(value);
}

std::string ParamSpec::rangeText() const
{
    switch (type) {
    case ParamType::Integer:
        return std::to_string(static_cast<long long>(minimum)) + ".." + std::to_string(static_cast<long long>(maximum));
    case ParamType::Real:
        return formatValue(minimum) + ".." + formatValue(maximum);
    case ParamType::Boolean:
        return "true|false";
    case ParamType::Choice: {
        std::string joined;
        for (const auto& c : choices)
            joined += (joined.empty() ? "" : "|") + c;
        return joined;
    }
    case ParamType::Text:
        return "text";
    }
    return {};
}

bool ParamSpec::accepts(const ParamValue& value, std::string* error) const
{
    auto fail = [&](const std::string& why) {
        if (error)
            *error = "parameter '" + name + "' " + why;
        return false;
    };
    switch (type) {
    case ParamType::Integer: {
        const auto* i = std::get_if<long long>(&value);
        if (!i)
            return fail("takes a whole number");
        if (static_cast<double>(*i) < minimum || static_cast<double>(*i) > maximum)
            return fail("must be in " + rangeText() + ", got " + std::to_string(*i));
        return true;
    }
    case ParamType::Real: {
        const auto* r = std::get_if<double>(&value);
        if (!r)
            return fail("takes a number");
        if (!std::isfinite(*r) || *r < minimum || *r > maximum)
            return fail("must be in " + rangeText() + ", got " + formatValue(*r));
        return true;
    }
    case ParamType::Boolean:
        if (!std::holds_alternative<bool>(value))
            return fail("takes true or false");
        return true;
    case ParamType::Choice: {
        const auto* s = std::get_if<std::string>(&value);
        if (!s || std::find(choices.begin(), choices.end(), *s) == choices.end())
            return fail("must be one of " + rangeText() + (s ? ", got '" + *s + "'" : std::string()));
        return true;
    }
    case ParamType::Text: {
        const auto* text = std::get_if<std::string>(&value);
        if (!text)
            return fail("takes text");
        if (textCheck) {
            const std::string problem = textCheck(*text);
            if (!problem.empty())
                return fail("is not valid: " + problem);
        }
        return true;
    }
    }
    return fail("has an unknown type");
}

bool ParamSpec::parse(const std::string& textValue, ParamValue* value, std::string* error) const
{
    auto fail = [&](const std::string& why) {
        if (error)
            *error = "parameter '" + name + "' " + why + ", got '" + textValue + "'";
        return false;
    };
    switch (type) {
    case ParamType::Integer: {
        if (textValue.empty())
            return fail("takes a whole number");
        char* end = nullptr;
        errno = 0;
        const long long parsed = std::strtoll(textValue.c_str(), &end, 10);
        if (errno != 0 || end == textValue.c_str() || *end != '\0')
            return fail("takes a whole number");
        *value = parsed;
        break;
    }
    case ParamType::Real: {
        if (textValue.empty())
            return fail("takes a number");
        char* end = nullptr;
        errno = 0;
        const double parsed = std::strtod(textValue.c_str(), &end);
        if (errno != 0 || end == textValue.c_str() || *end != '\0' || !std::isfinite(parsed))
            return fail("takes a finite number");
        *value = parsed;
        break;
    }
    case ParamType::Boolean:
        if (textValue == "true" || textValue == "1" || textValue == "yes" || textValue == "on")
            *value = true;
        else if (textValue == "false" || textValue == "0" || textValue == "no" || textValue == "off")
            *value = false;
        else
            return fail("takes true or false");
        break;
    case ParamType::Choice:
    case ParamType::Text:
        *value = textValue;
        break;
    }
    return accepts(*value, error);
}

namespace {

const ParamSpec& findSpec(const std::vector<ParamSpec>& specs, const std::string& name)
{
    for (const auto& spec : specs)
        if (spec.name == name)
            return spec;
    std::string known;
    for (const auto& spec : specs)
        known += (known.empty() ? "" : ", ") + spec.name;
    throw Error("unknown parameter '" + name + "'" + (known.empty() ? " (this takes no parameters)" : " (known: " + known + ")"));
}

} // namespace

Params Params::defaults(const std::vector<ParamSpec>& specs)
{
    Params params;
    for (const auto& spec : specs)
        params.m_values[spec.name] = spec.defaultValue;
    return params;
}

void Params::setFromText(const std::vector<ParamSpec>& specs, const std::string& name, const std::string& textValue)
{
    const ParamSpec& spec = findSpec(specs, name);
    ParamValue value;
    std::string error;
    if (!spec.parse(textValue, &value, &error))
        throw Error(error);
    m_values[name] = value;
}

void Params::set(const std::vector<ParamSpec>& specs, const std::string& name, const ParamValue& value)
{
    const ParamSpec& spec = findSpec(specs, name);
    std::string error;
    if (!spec.accepts(value, &error))
        throw Error(error);
    m_values[name] = value;
}

const ParamValue& Params::value(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        throw Error("parameter '" + name + "' has no value");
    return it->second;
}

long long Params::integer(const std::string& name) const
{
    const auto* i = std::get_if<long long>(&value(name));
    if (!i)
        throw Error("parameter '" + name + "' is not a whole number");
    return *i;
}

double Params::real(const std::string& name) const
{
    const ParamValue& v = value(name);
    if (const auto* r = std::get_if<double>(&v))
        return *r;
    if (const auto* i = std::get_if<long long>(&v))
        return static_cast<double>(*i);
    throw Error("parameter '" + name + "' is not a number");
}

bool Params::boolean(const std::string& name) const
{
    const auto* b = std::get_if<bool>(&value(name));
    if (!b)
        throw Error("parameter '" + name + "' is not true or false");
    return *b;
}

const std::string& Params::text(const std::string& name) const
{
    const auto* s = std::get_if<std::string>(&value(name));
    if (!s)
        throw Error("parameter '" + name + "' is not text");
    return *s;
}

} // namespace attnlab::core
