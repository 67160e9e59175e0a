#include "app/panels/output_panel.h"

#include "app/compute/query_name.h"
#include "widgets/controls/panel_text.h"
#include "widgets/plots/row_error_plot.h"

#include <QLabel>
#include <QVBoxLayout>

namespace attnlab::app {

OutputPanel::OutputPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_title = widgets::makePanelTitle(this);
    m_explanation = widgets::makeGreyNote(this, Qt::RichText);
    m_plot = new widgets::RowErrorPlot(this);
    m_plot->setMinimumHeight(240);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addWidget(m_explanation);
    layout->addWidget(m_plot, 1);

    connect(m_plot, &widgets::RowErrorPlot::rowClicked, this, &OutputPanel::queryPicked);
    clear();
}

QSize OutputPanel::sizeHint() const
{
    return { 420, 380 };
}

void OutputPanel::showEmpty(const QString& message)
{
    m_rows = core::OutputRowMetrics {};
    m_title->setText(tr("Output"));
    m_explanation->clear();
    m_explanation->setVisible(false);
    m_plot->clear(
        message.isEmpty() ? tr("Run a variant to compare its output with the exact one, row by row.") : message);
}

void OutputPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->comparison.exact) {
        clear();
        return;
    }
    const Comparison& comparison = outcome->comparison;
    const QString id = outcome->request.variantId;
    m_title->setText(tr("Output of %1 against exact, per row").arg(id));
    m_rows = core::compareOutputRows(comparison.exact->o, comparison.variant.o);
    if (comparison.exact->o.cols() != comparison.variant.o.cols()) {
        m_explanation->setVisible(false);
        m_plot->clear(tr("%1 mixes the token representations X and returns an O as wide as X (%2 columns), not as "
                         "wide as V (%3): there is no exact output to compare it with. Its map M is compared in "
                         "the Query inspector.")
                          .arg(id)
                          .arg(comparison.variant.o.cols())
                          .arg(comparison.exact->o.cols()));
        return;
    }
    m_explanation->setText(tr("Each row's output o_i = Σ_j M_ij v_j against the exact o*_i: a large error with a "
                              "cosine near 1 is a row scaled wrong; a low cosine, a row that mixed other values. "
                              "Click a row to inspect that query."));
    m_explanation->setVisible(true);
    m_plot->setRows(m_rows.relErr, m_rows.cosine, outcome->tokens);
    m_plot->setChosenRow(m_query);
}

void OutputPanel::setQuery(int query)
{
    m_query = query;
    if (m_plot->hasRows())
        m_plot->setChosenRow(query);
}

} // namespace attnlab::app
