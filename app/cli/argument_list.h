#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace attnlab::app {

// The arguments of one subcommand, taken option by option; whatever is left at the end is an error. Accepts
// "--name value" and "--name=value". Throws UsageError naming the option at fault.
class ArgumentList {
public:
    explicit ArgumentList(QStringList arguments);

    bool has(const QString& name) const;
    bool takeFlag(const QString& name);
    std::optional<QString> takeValue(const QString& name); // the last one wins when repeated
    QStringList takeAll(const QString& name); // every occurrence, in order
    std::optional<int> takeInt(const QString& name, int minimum, int maximum);
    std::optional<double> takeDouble(const QString& name);
    // The words left that are not options (take the options first, so their values are gone), in order.
    QStringList takeWords();
    // Throws when an argument was not taken: an unknown option or a stray word.
    void expectNothingLeft() const;

private:
    QStringList m_arguments;
};

// "NAME=VALUE" -> {NAME, VALUE}; throws UsageError naming `option`.
std::pair<QString, QString> splitAssignment(const QString& text, const QString& option);

} // namespace attnlab::app
