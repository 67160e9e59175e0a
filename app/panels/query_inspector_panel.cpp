#include "app/panels/query_inspector_panel.h"

#include "app/compute/query_name.h"
#include "core/analysis/row_metrics.h"
#include "widgets/controls/panel_text.h"
#include "widgets/plots/query_weights_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace attnlab::app {

namespace {

std::vector<float> rowOf(const core::Matrix& map, int row)
{
    const auto values = map.row(row);
    return std::vector<float>(values.data(), values.data() + values.size());
}

} // namespace

QueryInspectorPanel::QueryInspectorPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_title = widgets::makePanelTitle(this);

    m_querySpin = new QSpinBox(this);
    m_querySpin->setRange(0, 0);
    m_querySpin->setToolTip(tr("The query (row i) whose weights are shown. A click on a row of any map or on a "
                               "token picks it too."));
    auto* queryRow = new QHBoxLayout;
    auto* queryLabel = new QLabel(tr("Query i:"), this);
    queryLabel->setToolTip(m_querySpin->toolTip());
    queryRow->addWidget(queryLabel);
    queryRow->addWidget(m_querySpin);
    queryRow->addStretch(1);

    m_view = new widgets::QueryWeightsView(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addLayout(queryRow);
    layout->addWidget(m_view, 1);

    connect(m_querySpin, &QSpinBox::valueChanged, this, [this](int query) {
        if (!m_outcome || query == m_query)
            return;
        setQuery(query);
        emit queryPicked(query);
    });
    connect(m_view, &widgets::QueryWeightsView::tokenClicked, this, [this](int query) {
        setQuery(query);
        emit queryPicked(query);
    });
    clear();
}

QSize QueryInspectorPanel::sizeHint() const
{
    return { 420, 560 };
}

void QueryInspectorPanel::showEmpty(const QString& message)
{
    m_outcome.reset();
    m_title->setText(tr("Query inspector"));
    m_querySpin->setEnabled(false);
    m_view->setTokens({});
    m_view->clear(message.isEmpty() ? tr("Run a variant, then pick a query (a row of a map, or a token) to see the "
                                         "weights it gives each key, exact and approximated.")
                                    : message);
}

void QueryInspectorPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->comparison.exact) {
        clear();
        return;
    }
    const bool sameTokens = m_outcome && m_outcome->sequence == outcome->sequence;
    m_outcome = outcome;
    if (!sameTokens) {
        QStringList tokens = outcome->tokens;
        const int n = static_cast<int>(outcome->comparison.variant.o.rows());
        if (tokens.size() != n) { // no labels: the chips show the indices
            tokens.clear();
            for (int i = 0; i < n; ++i)
                tokens << QString::number(i);
        }
        m_view->setTokens(tokens);
    }
    m_title->setText(tr("Query inspector: %1 against exact").arg(outcome->request.variantId));
    refresh();
}

void QueryInspectorPanel::setQuery(int query)
{
    m_pickedQuery = query;
    refresh();
}

void QueryInspectorPanel::refresh()
{
    if (!m_outcome)
        return;
    const Comparison& comparison = m_outcome->comparison;
    const core::Result& exact = *comparison.exact;
    const core::Result& variant = comparison.variant;
    const int n = static_cast<int>(variant.o.rows());
    if (n <= 0)
        return;
    m_query = std::clamp(m_pickedQuery.value_or(n / 2), 0, n - 1);
    {
        const QSignalBlocker block(m_querySpin);
        m_querySpin->setRange(0, n - 1);
        m_querySpin->setValue(m_query);
        m_querySpin->setEnabled(true);
    }

    const QString id = m_outcome->request.variantId;
    widgets::QueryRowWeights row;
    row.query = m_query;
    row.queryName = queryName(*m_outcome, m_query);
    row.variantName = id;
    row.variantSumsToOne = m_outcome->variant->info().rowsSumToOne;
    if (exact.o.cols() == variant.o.cols() && exact.o.rows() == variant.o.rows()) {
        row.outputError = core::rowRelativeError(variant.o.row(m_query), exact.o.row(m_query));
        row.outputCosine = core::rowCosine(exact.o.row(m_query), variant.o.row(m_query));
    }
    const bool maps = exact.map && variant.map && exact.map->rows() == n && exact.map->cols() == n
        && variant.map->rows() == n && variant.map->cols() == n;
    if (maps) {
        row.exact = rowOf(*exact.map, m_query);
        row.variant = rowOf(*variant.map, m_query);
        row.mapError = core::rowRelativeError(variant.map->row(m_query), exact.map->row(m_query));
        if (row.variantSumsToOne)
            row.kl = core::rowKl(exact.map->row(m_query), variant.map->row(m_query));
    } else if (n > kLargestMapN) {
        row.missingWeights = tr("Maps are built up to N = %1 and this input has N = %2: the weights of one query "
                                "are not kept. The row's output error above still holds.")
                                 .arg(kLargestMapN)
                                 .arg(n);
    } else {
        row.missingWeights = tr("%1 returned no map to compare with the exact weights.").arg(id);
    }
    m_view->showRow(row);
}

} // namespace attnlab::app
