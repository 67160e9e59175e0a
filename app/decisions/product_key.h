#pragma once

#include "app/decisions/section.h"

class QLabel;
class QTableWidget;

namespace attnlab::app {

// product_key: for the chosen query, the p best keys of each slice (subspace). Its composite keys take one of
// them per slice, so the table's rows multiply into the p^S composites the query attends over.
class ProductKeyDecisions : public DecisionsSection {
    Q_OBJECT

public:
    explicit ProductKeyDecisions(QWidget* parent = nullptr);

    bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    void setQuery(int query) override;

    int query() const { return m_query; }
    QTableWidget* table() const { return m_table; }

private:
    void fillTable();

    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_queryLabel = nullptr;
    QTableWidget* m_table = nullptr;
    std::shared_ptr<const ComputeOutcome> m_outcome;
    int m_subspaces = 1;
    int m_query = 0;
};

} // namespace attnlab::app
