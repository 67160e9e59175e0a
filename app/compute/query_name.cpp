#include "app/compute/query_name.h"

#include <QCoreApplication>

namespace attnlab::app {

QString queryName(const ComputeOutcome& outcome, int query)
{
    const QString token = query >= 0 && query < outcome.tokens.size() ? outcome.tokens.at(query) : QString();
    if (token.isEmpty() || token == QString::number(query))
        return QCoreApplication::translate("attnlab::app::QueryName", "query %1").arg(query);
    return QCoreApplication::translate("attnlab::app::QueryName", "query %1 (%2)").arg(query).arg(token);
}

} // namespace attnlab::app
