#include "app/decisions/product_key.h"

#include "app/language/sentences.h"
#include "core/extra_keys.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab::app {

ProductKeyDecisions::ProductKeyDecisions(QWidget* parent) : DecisionsSection(parent)
{
    m_heading = makeHeading(tr("Product keys: each slice's best keys"), this);
    m_explanation = makeExplanation(this);
    m_queryLabel = makeHeading(QString(), this);
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setToolTip(tr("Key index (token) ranked by the slice score q_i^s · k_j^s, best first."));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(m_queryLabel);
    layout->addWidget(m_table);
}

bool ProductKeyDecisions::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || outcome->request.variantId != QLatin1String("product_key")
        || !extraMatrix(outcome->comparison.variant, core::extra_keys::kSubspaceTopKeys)) {
        m_outcome.reset();
        return false;
    }
    m_outcome = outcome;
    const core::Params& params = outcome->params;
    m_subspaces = std::max(1, static_cast<int>(params.integer("subspaces")));
    const int picks
        = static_cast<int>(extraMatrix(outcome->comparison.variant, core::extra_keys::kSubspaceTopKeys)->cols())
        / m_subspaces;
    QString explanation = tr("q, k and v are cut into %1 slices. In each slice the query picks its %2 best keys "
                             "by the slice's score; a composite key takes one pick per slice, so the query "
                             "attends over up to %2<sup>%1</sup> composites.")
                              .arg(m_subspaces)
                              .arg(picks);
    // keep > 0: the paper's second top-k, over the composites, before the softmax.
    if (params.has("keep") && params.integer("keep") > 0)
        explanation = joinSentences(
            { explanation,
              tr("Of those, only the %1 of highest score take part in the softmax (keep), as in the paper.")
                  .arg(params.integer("keep")) });
    m_explanation->setText(joinSentences({ explanation, tr("Click a row in a map to choose the query.") }));
    const int n = outcome->sequence ? outcome->sequence->problem.n() : 0;
    if (m_query >= n)
        m_query = 0;
    fillTable();
    return true;
}

void ProductKeyDecisions::setQuery(int query)
{
    if (query < 0)
        return;
    m_query = query;
    fillTable();
}

void ProductKeyDecisions::fillTable()
{
    if (!m_outcome)
        return;
    const core::Matrix& topKeys = *extraMatrix(m_outcome->comparison.variant, core::extra_keys::kSubspaceTopKeys);
    if (m_query < 0 || m_query >= topKeys.rows())
        return;
    const int picks = static_cast<int>(topKeys.cols()) / m_subspaces;
    m_queryLabel->setText(tr("Query %1").arg(tokenText(*m_outcome, m_query)));
    m_table->setRowCount(m_subspaces);
    m_table->setColumnCount(picks);
    QStringList rowNames;
    for (int s = 0; s < m_subspaces; ++s)
        rowNames << tr("slice %1").arg(s + 1);
    QStringList columnNames;
    for (int t = 0; t < picks; ++t)
        columnNames << tr("#%1").arg(t + 1);
    m_table->setVerticalHeaderLabels(rowNames);
    m_table->setHorizontalHeaderLabels(columnNames);
    for (int s = 0; s < m_subspaces; ++s) {
        for (int t = 0; t < picks; ++t) {
            // -1: fewer keys were allowed (causal) than picks.
            const int key = static_cast<int>(std::lround(topKeys(m_query, s * picks + t)));
            auto* item = new QTableWidgetItem(key >= 0 ? tokenText(*m_outcome, key) : QStringLiteral("–"));
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(s, t, item);
        }
    }
    // Tall enough for every slice: the table sits in a scrolling dock, a scroll bar inside it would hide rows.
    const int height = m_table->horizontalHeader()->sizeHint().height()
        + m_subspaces * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth();
    m_table->setFixedHeight(height);
}

} // namespace attnlab::app
