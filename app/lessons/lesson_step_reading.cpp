#include "app/lessons/lesson_step_reading.h"

#include <QStringList>

#include <cmath>

namespace attnlab::app {

namespace {

constexpr int kLongestQuotedText = 40;

} // namespace

QString quoted(const QString& text)
{
    return QLatin1Char('\'')
        + (text.size() > kLongestQuotedText ? text.left(kLongestQuotedText) + QStringLiteral("...") : text)
        + QLatin1Char('\'');
}

QString joinedIds(const std::vector<std::string>& ids)
{
    QStringList list;
    for (const std::string& id : ids)
        list << QString::fromStdString(id);
    return list.join(QStringLiteral(", "));
}

QString parameterNames(const std::vector<core::ParamSpec>& specs)
{
    std::vector<std::string> names;
    for (const core::ParamSpec& spec : specs)
        names.push_back(spec.name);
    return names.empty() ? QStringLiteral("none") : joinedIds(names);
}

const core::ParamSpec* findSpec(const std::vector<core::ParamSpec>& specs, const QString& name)
{
    for (const core::ParamSpec& spec : specs)
        if (QString::fromStdString(spec.name) == name)
            return &spec;
    return nullptr;
}

std::optional<long long> wholeNumber(const QString& text, long long minimum, long long maximum)
{
    bool ok = false;
    const long long value = text.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum)
        return std::nullopt;
    return value;
}

std::optional<double> finiteNumber(const QString& text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace attnlab::app
