#include "app/compute/query_name.h"

#include <QCoreApplication>

namespace attnlab::app {

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
