#include "app/outcome_tokens.h"

#include <QCoreApplication>

namespace attnlab::app {

QStringList outcomeTokens(const ComputeOutcome& outcome)
{
    QStringList labels;
    if (!outcome.sequence)
        return labels;
    labels.reserve(static_cast<int>(outcome.sequence->tokens.size()));
    for (const std::string& token : outcome.sequence->tokens)
        labels << QString::fromStdString(token);
    return labels;
}

QString queryName(const ComputeOutcome& outcome, int query)
{
    const std::vector<std::string> none;
    const std::vector<std::string>& tokens = outcome.sequence ? outcome.sequence->tokens : none;
    const QString token = query >= 0 && static_cast<std::size_t>(query) < tokens.size()
        ? QString::fromStdString(tokens[static_cast<std::size_t>(query)])
        : QString();
    if (token.isEmpty() || token == QString::number(query))
        return QCoreApplication::translate("attnlab::app::QueryName", "query %1").arg(query);
    return QCoreApplication::translate("attnlab::app::QueryName", "query %1 (%2)").arg(query).arg(token);
}

} // namespace attnlab::app
