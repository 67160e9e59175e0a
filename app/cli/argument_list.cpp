#include "app/cli/argument_list.h"

#include "app/cli/usage_error.h"

namespace attnlab::app {

ArgumentList::ArgumentList(QStringList arguments) : m_arguments(std::move(arguments)) {}

bool ArgumentList::has(const QString& name) const
{
    const QString option = QStringLiteral("--") + name;
    for (const QString& argument : m_arguments)
        if (argument == option || argument.startsWith(option + QLatin1Char('=')))
            return true;
    return false;
}

bool ArgumentList::takeFlag(const QString& name)
{
    const QString option = QStringLiteral("--") + name;
    bool found = false;
    for (int i = 0; i < m_arguments.size();) {
        if (m_arguments[i] == option) {
            m_arguments.removeAt(i);
            found = true;
        } else if (m_arguments[i].startsWith(option + QLatin1Char('='))) {
            throw UsageError(("option " + option + " takes no value").toStdString());
        } else {
            ++i;
        }
    }
    return found;
}

QStringList ArgumentList::takeAll(const QString& name)
{
    const QString option = QStringLiteral("--") + name;
    QStringList values;
    for (int i = 0; i < m_arguments.size();) {
        if (m_arguments[i] == option) {
            if (i + 1 >= m_arguments.size())
                throw UsageError(("option " + option + " needs a value").toStdString());
            values << m_arguments[i + 1];
            m_arguments.remove(i, 2);
        } else if (m_arguments[i].startsWith(option + QLatin1Char('='))) {
            values << m_arguments[i].mid(option.size() + 1);
            m_arguments.removeAt(i);
        } else {
            ++i;
        }
    }
    return values;
}

std::optional<QString> ArgumentList::takeValue(const QString& name)
{
    const QStringList values = takeAll(name);
    if (values.isEmpty())
        return std::nullopt;
    return values.last();
}

std::optional<int> ArgumentList::takeInt(const QString& name, int minimum, int maximum)
{
    const auto text = takeValue(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const int value = text->toInt(&ok);
    if (!ok || value < minimum || value > maximum)
        throw UsageError(QStringLiteral("option --%1 takes a whole number in %2..%3, got '%4'")
                             .arg(name)
                             .arg(minimum)
                             .arg(maximum)
                             .arg(*text)
                             .toStdString());
    return value;
}

std::optional<double> ArgumentList::takeDouble(const QString& name)
{
    const auto text = takeValue(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const double value = text->toDouble(&ok);
    if (!ok || !qIsFinite(value))
        throw UsageError(QStringLiteral("option --%1 takes a number, got '%2'").arg(name, *text).toStdString());
    return value;
}

QStringList ArgumentList::takeWords()
{
    QStringList words;
    for (int i = 0; i < m_arguments.size();) {
        if (m_arguments[i].startsWith(QLatin1Char('-'))) {
            ++i;
        } else {
            words.append(m_arguments[i]);
            m_arguments.removeAt(i);
        }
    }
    return words;
}

void ArgumentList::expectNothingLeft() const
{
    if (m_arguments.isEmpty())
        return;
    const QString& first = m_arguments.first();
    if (first.startsWith(QLatin1String("--")))
        throw UsageError(("unknown option " + first.section(QLatin1Char('='), 0, 0)).toStdString());
    throw UsageError(("unexpected argument '" + first + "'").toStdString());
}

std::pair<QString, QString> splitAssignment(const QString& text, const QString& option)
{
    const int equals = text.indexOf(QLatin1Char('='));
    if (equals <= 0)
        throw UsageError(("option " + option + " takes NAME=VALUE, got '" + text + "'").toStdString());
    return {text.left(equals), text.mid(equals + 1)};
}

} // namespace attnlab::app
