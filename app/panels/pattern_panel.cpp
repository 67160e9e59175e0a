#include "app/panels/pattern_panel.h"

#include "core/error.h"
#include "core/extra_keys.h"
#include "widgets/controls/panel_text.h"
#include "widgets/controls/core_text.h"

#include <QCoreApplication>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab::app {

namespace {

// What a pattern means for each family: whether skipped pairs are really skipped.
QString familyNote(const core::VariantInfo& info, const core::Pattern& pattern)
{
    const bool allPairs = pattern.kind() != core::Pattern::Kind::Explicit;
    switch (info.family) {
    case core::Family::Pattern:
        if (info.oracle)
            return QCoreApplication::translate("attnlab::app::PatternPanel",
                "Which keys each query reads was chosen from the exact scores (the largest, or those above a "
                "threshold): an oracle that first pays for every score, to show the best a pattern of this size "
                "could do.");
        return QCoreApplication::translate("attnlab::app::PatternPanel",
            "Which keys each query reads is fixed by a rule on positions, before any score is computed.");
    case core::Family::Cluster:
        return QCoreApplication::translate("attnlab::app::PatternPanel",
            "Which keys each query reads was decided from the data (buckets or clusters of the queries and keys): "
            "another input gives another pattern.");
    case core::Family::Memory:
        return QCoreApplication::translate("attnlab::app::PatternPanel",
            "Memory over a stream: a query reads only positions up to itself. A pooled slot is one score that "
            "stands for every position it pools; the map shows those positions.");
    case core::Family::Kernel:
    case core::Family::Lowrank:
    case core::Family::Synth:
        if (allPairs)
            return QCoreApplication::translate("attnlab::app::PatternPanel",
                "Every query mixes every key (all pairs): this method skips no pair, it computes the mixture more "
                "cheaply (feature maps, representative keys, or a mixing made without scores), so its error "
                "comes from approximating the weights, not from a sparse pattern.");
        return QCoreApplication::translate("attnlab::app::PatternPanel",
            "The pairs this method evaluated; the rest of each row is approximated, not read.");
    }
    return QString();
}

} // namespace

PatternPanel::PatternPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_title = widgets::makePanelTitle(this);
    m_note = widgets::makeGreyNote(this);
    m_view = new widgets::PatternView(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addWidget(m_note);
    layout->addWidget(m_view);
    layout->addStretch(1);

    connect(m_view, &widgets::PatternView::rowClicked, this, &PatternPanel::queryPicked);
    clear();
}

PatternPanel::~PatternPanel() = default; // the workers cancel their jobs and wait for them

QSize PatternPanel::sizeHint() const
{
    return { 420, QWidget::sizeHint().height() };
}

void PatternPanel::showEmpty(const QString& message)
{
    m_outcomeJobs.stop();
    m_fieldJobs.stop();
    m_pendingStats = m_pendingWidest = m_pendingField = false;
    m_outcome.reset();
    m_widest.clear();
    m_field.reset();
    m_title->setText(tr("Pattern"));
    m_note->clear();
    m_note->setVisible(false);
    m_view->clear(message);
}

int PatternPanel::clampedQuery() const
{
    const int n = m_outcome ? m_outcome->comparison.variant.pattern.n() : 0;
    if (n <= 0)
        return 0;
    return std::clamp(m_pickedQuery.value_or(n / 2), 0, n - 1);
}

void PatternPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome) {
        clear();
        return;
    }
    m_outcome = outcome;
    m_widest.clear();
    m_field.reset();
    m_query = clampedQuery();
    startStatistics();
    startField();
    startWidest();
}

void PatternPanel::setQuery(int query)
{
    m_pickedQuery = query;
    if (!m_outcome) {
        m_query = query;
        return;
    }
    const int clamped = clampedQuery();
    if (clamped == m_query && (m_field || m_pendingField))
        return;
    m_query = clamped;
    m_view->setChosenRow(m_query);
    startField();
}

void PatternPanel::startStatistics()
{
    const std::shared_ptr<const ComputeOutcome> outcome = m_outcome;
    m_pendingStats = true;
    m_outcomeJobs.start([this, outcome](const SupersedingWorker::Job& job) {
        auto statistics = std::make_shared<Statistics>();
        QString error;
        try {
            const core::Result& variant = outcome->comparison.variant;
            const core::Pattern& pattern = variant.pattern;
            widgets::PatternFigures& figures = statistics->figures;
            figures.n = pattern.n();
            figures.pairs = pattern.pairCount();
            figures.density = pattern.density();
            figures.rowCounts = core::patternRowCounts(pattern);
            const auto scores = variant.extras.scalars.find(core::extra_keys::kEvaluatedScores);
            if (scores != variant.extras.scalars.end() && figures.n > 0
                && std::abs(scores->second - static_cast<double>(figures.pairs)) > 0.5)
                figures.scoreDensity = scores->second / (static_cast<double>(figures.n) * figures.n);
            job.cancel().throwIfCancelled();
            statistics->coverage = core::patternCoverage(pattern, kMapCells, job.cancel());
        } catch (const core::Cancelled&) {
            throw; // superseded: a newer job delivers
        } catch (const std::exception& exception) {
            error = QString::fromUtf8(exception.what());
        }
        job.deliver([this, statistics, error] { deliverStatistics(statistics, error); });
    });
}

void PatternPanel::startWidest()
{
    const std::shared_ptr<const ComputeOutcome> outcome = m_outcome;
    m_pendingWidest = outcome->comparison.variant.pattern.n() <= core::kLargestWidestReachN;
    if (!m_pendingWidest)
        return;
    // Beside the statistics of the same outcome, queued after the chosen query's receptive field.
    m_outcomeJobs.append([this, outcome](const SupersedingWorker::Job& job) {
        std::vector<core::WidestReach> widest;
        try {
            widest = core::widestReceptiveFields(outcome->comparison.variant.pattern, kLayers, job.cancel());
        } catch (const core::Cancelled&) {
            throw;
        } catch (const std::exception&) {
            // The widest receptive field is an extra line of text: without it the panel still shows the chosen query's.
        }
        job.deliver([this, widest] { deliverWidest(widest); });
    });
}

void PatternPanel::startField()
{
    const std::shared_ptr<const ComputeOutcome> outcome = m_outcome;
    const int query = m_query;
    m_pendingField = true;
    m_fieldJobs.start([this, outcome, query](const SupersedingWorker::Job& job) {
        auto field = std::make_shared<ReceptiveField>();
        QString error;
        try {
            const core::Pattern& pattern = outcome->comparison.variant.pattern;
            if (pattern.n() > 0) {
                field->query = query;
                field->layers = core::receptiveField(pattern, query, kLayers, job.cancel());
            }
        } catch (const core::Cancelled&) {
            throw;
        } catch (const std::exception& exception) {
            error = QString::fromUtf8(exception.what());
        }
        job.deliver([this, field, error] { deliverField(field, error); });
    });
}

void PatternPanel::deliverStatistics(std::shared_ptr<Statistics> statistics, const QString& error)
{
    if (!m_outcome)
        return;
    m_pendingStats = false;
    if (!error.isEmpty()) {
        clear(error);
        return;
    }
    const QString id = m_outcome->request.variantId;
    m_title->setText(tr("Pattern of %1 (%2)").arg(widgets::coreText(m_outcome->variant->info().displayName), id));
    showNote();
    const int n = statistics->figures.n;
    m_view->setPattern(statistics->figures, n > 0 ? &statistics->coverage : nullptr,
        tr("pairs evaluated by %1").arg(id), m_outcome->tokens, tr("This variant reports no pattern."));
    m_view->setChosenRow(m_query);
    showField();
}

void PatternPanel::deliverWidest(std::vector<core::WidestReach> widest)
{
    if (!m_outcome)
        return;
    m_pendingWidest = false;
    m_widest = std::move(widest);
    showField();
}

void PatternPanel::deliverField(std::shared_ptr<ReceptiveField> field, const QString& error)
{
    if (!m_outcome)
        return;
    m_pendingField = false;
    if (!error.isEmpty()) {
        m_field.reset();
        m_view->clearReceptiveField(error);
        return;
    }
    m_field = std::move(field);
    showField();
}

void PatternPanel::showField()
{
    // The receptive field waits for its pattern's map and counts, so the two never come from different outcomes.
    if (m_pendingStats)
        return;
    if (!m_field || m_field->layers.empty()) {
        m_view->clearReceptiveField(
            m_pendingField ? tr("Following the query through the layers…") : tr("No receptive field to show."));
        return;
    }
    m_view->setReceptiveField(m_field->query, m_field->layers, m_widest);
}

void PatternPanel::showNote()
{
    const QString note = familyNote(m_outcome->variant->info(), m_outcome->comparison.variant.pattern);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QString PatternPanel::noteText() const
{
    return m_note->text();
}

} // namespace attnlab::app
