#include "app/decisions/panel.h"

#include "app/decisions/buckets.h"
#include "app/decisions/kept_keys.h"
#include "app/decisions/product_key.h"
#include "app/decisions/projection.h"
#include "app/decisions/sinkhorn.h"
#include "app/decisions/spectrum.h"
#include "widgets/controls/core_text.h"
#include "widgets/controls/panel_text.h"
#include "widgets/heatmap/replot_queue.h"
#include "widgets/heatmap/view.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace attnlab::app {

DecisionsPanel::DecisionsPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_title = widgets::makePanelTitle(this);

    m_empty = widgets::makeGreyNote(this, Qt::RichText);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_empty->setMargin(8);
    m_empty->setFrameShape(QFrame::StyledPanel);

    m_buckets = new BucketDecisions(this);
    m_sinkhorn = new SinkhornDecisions(this);
    m_projection = new ProjectionDecisions(this);
    m_spectrum = new SpectrumDecisions(this);
    m_keptKeys = new KeptKeysDecisions(this);
    m_productKey = new ProductKeyDecisions(this);
    m_sections = { m_buckets, m_sinkhorn, m_projection, m_spectrum, m_keptKeys, m_productKey };

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_empty);
    for (DecisionsSection* section : m_sections)
        layout->addWidget(section);
    layout->addStretch(1);

    // The dock's maps are replotted one per turn of the event loop: an outcome fills them, then the dock's layout
    // resizes them, in the turn that shows the main maps too.
    auto* replots = new widgets::ReplotQueue(this);
    for (widgets::HeatmapView* map : findChildren<widgets::HeatmapView*>())
        map->setReplotQueue(replots);

    connect(m_buckets, &BucketDecisions::queryPicked, this, &DecisionsPanel::queryPicked);
    connect(m_projection, &ProjectionDecisions::queryPicked, this, &DecisionsPanel::queryPicked);
    connect(m_keptKeys, &KeptKeysDecisions::queryPicked, this, &DecisionsPanel::queryPicked);
    clear();
}

QSize DecisionsPanel::sizeHint() const
{
    return { 420, QWidget::sizeHint().height() };
}

void DecisionsPanel::showEmpty(const QString& message)
{
    m_outcome.reset();
    for (DecisionsSection* section : m_sections) {
        section->showOutcome(nullptr);
        section->setVisible(false);
    }
    m_title->setText(tr("Decisions"));
    m_empty->setText(
        message.isEmpty() ? tr("Run a variant to see what it decided from the data.") : message.toHtmlEscaped());
    m_empty->setVisible(true);
}

void DecisionsPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome) {
        clear();
        return;
    }
    m_outcome = outcome;
    m_title->setText(
        tr("%1 (%2)").arg(widgets::coreText(outcome->variant->info().displayName), outcome->request.variantId));

    bool shown = false;
    for (DecisionsSection* section : m_sections) {
        const bool answers = section->showOutcome(outcome);
        section->setVisible(answers);
        shown = shown || answers;
    }
    m_title->setVisible(true);
    m_empty->setVisible(!shown);
    if (!shown) {
        m_empty->setText(
            tr("<p><b>This variant decides nothing from the data</b> beyond what its Pattern shows: which keys "
               "each query reads is fixed by a rule (a window, blocks, strides, a memory), picked per query from "
               "the scores (topk, threshold), or every token is mixed by one formula (kernels, Fourier, mixers). "
               "See the Pattern and the variant's map in the main view.</p>"
               "<p>This panel shows the decisions of lsh and kmeans (buckets), sinkhorn (block matching), "
               "linformer, lowdim and pool_kv (projections), svd (spectrum), select_kv (kept keys) and "
               "product_key (each slice's keys).</p>"));
    }
}

void DecisionsPanel::setQuery(int query)
{
    for (DecisionsSection* section : m_sections)
        section->setQuery(query);
}

bool DecisionsPanel::showsDecisions() const
{
    return m_outcome && !m_empty->isVisibleTo(this);
}

QString DecisionsPanel::emptyText() const
{
    return m_empty->text();
}

} // namespace attnlab::app
