#include "app/compute/query_name.h"

#include <QCoreApplication>

namespace attnlab::app {

int explainedQuery(const std::optional<int>& chosen, int n)
{
    return chosen && *chosen >= 0 && *chosen < n ? *chosen : n / 2;
}

QString queryName(const ComputeOutcome& outcome, int query)
{
    const QString token = query >= 0 && query < outcome.tokens.size() ? outcome.tokens.at(query) : QString();
    if (token.isEmpty() || token == QString::number(query))
        return QCoreApplication::translate("attnlab::app::QueryName", "query %1").arg(query);
    return QCoreApplication::translate("attnlab::app::QueryName", "query %1 (%2)").arg(query).arg(token);
}

} // namespace attnlab::app
