#include "app/panels/method_detail_panel.h"

#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/variants/memory/memory_reads.h"
#include "widgets/controls/core_text.h"
#include "widgets/plots/kernel_estimate_plot.h"
#include "widgets/plots/memory_timeline.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <exception>

namespace attnlab::app {

namespace {

// For one query i and every key j: the softmax kernel exp(s q_i.k_j) and performer's estimate
// phi(q_i).phi(k_j) = features_q_i.features_k_j exp(lq_i + lk_j) (the features are stored shifted by their log
// scales, performer.cpp). In double, so a large exponent neither overflows nor loses the comparison to rounding.
struct KernelComparison {
    std::vector<double> exact;
    std::vector<double> estimate;
};

KernelComparison kernelComparison(const core::Problem& problem, const core::Extras& extras, int i)
{
    const core::Matrix& queryFeatures = extras.matrices.at(core::extra_keys::kQueryFeatures);
    const core::Matrix& keyFeatures = extras.matrices.at(core::extra_keys::kKeyFeatures);
    const double queryLogScale = extras.matrices.at(core::extra_keys::kQueryLogScale)(i, 0);
    const core::Matrix& keyLogScale = extras.matrices.at(core::extra_keys::kKeyLogScale);
    const double scale = problem.effectiveScale();
    const Eigen::VectorXd query = problem.q.row(i).transpose().cast<double>();
    const Eigen::VectorXd queryFeature = queryFeatures.row(i).transpose().cast<double>();

    KernelComparison comparison;
    for (int j = 0; j < problem.n(); ++j) {
        comparison.exact.push_back(std::exp(scale * problem.k.row(j).cast<double>().dot(query)));
        comparison.estimate.push_back(keyFeatures.row(j).cast<double>().dot(queryFeature)
            * std::exp(queryLogScale + static_cast<double>(keyLogScale(j, 0))));
    }
    return comparison;
}

bool hasFeatureExtras(const core::Extras& extras)
{
    for (const char* name : { core::extra_keys::kQueryFeatures, core::extra_keys::kKeyFeatures,
             core::extra_keys::kQueryLogScale, core::extra_keys::kKeyLogScale })
        if (extras.matrices.count(name) == 0)
            return false;
    return true;
}

// "1 slot", "3 slots": the texts are not translated yet, so plurals are spelled out here.
QString counted(long long count, const QString& singular, const QString& plural)
{
    return QString::number(count) + QLatin1Char(' ') + (count == 1 ? singular : plural);
}

// Only the first reads are listed in words: the timeline shows them all.
constexpr std::size_t kMaxListedReads = 12;

QString readListText(const std::vector<core::MemoryRead>& reads)
{
    QString text;
    for (std::size_t r = 0; r < std::min(reads.size(), kMaxListedReads); ++r) {
        const QString swatch = widgets::MemoryTimeline::kindColor(reads[r].kind).name();
        text += QStringLiteral("<div><span style=\"color:%1\">&#9632;</span> %2</div>")
                    .arg(swatch, widgets::MemoryTimeline::describeRead(reads[r]).toHtmlEscaped());
    }
    if (reads.size() > kMaxListedReads)
        // Explicit context: lupdate loses the namespace of a class named inside this anonymous namespace.
        text += QCoreApplication::translate("attnlab::app::MethodDetailPanel", "<div>… and %1 more</div>")
                    .arg(reads.size() - kMaxListedReads);
    return text;
}

// One row of a mixing map in numbers: what "rows need not sum to 1" means for the chosen query.
QString mixingRowSummary(const core::Matrix& map, int i)
{
    const auto row = map.row(i).cast<double>();
    const auto negatives = (row.array() < 0.0).count();
    return MethodDetailPanel::tr("Row %1 of this map: sum %2, entries from %3 to %4, %5 of %6 negative.")
        .arg(i)
        .arg(row.sum(), 0, 'f', 3)
        .arg(row.minCoeff(), 0, 'g', 3)
        .arg(row.maxCoeff(), 0, 'g', 3)
        .arg(negatives)
        .arg(row.size());
}

QString memoryExplanation(const std::string& id, const core::Params& params, const core::VariantInfo& info)
{
    const auto integer = [&params](const char* name) { return QString::number(params.integer(name)); };
    if (id == "cache_window")
        return MethodDetailPanel::tr("A cache of the last %1 states: the query reads them as they are and forgets "
                                     "everything older.")
            .arg(integer("window"));
    if (id == "transformer_xl")
        return MethodDetailPanel::tr("The sequence is cut into chunks of %1. The query reads its own chunk up to "
                                     "itself and the %2 before it: the cached states of earlier segments.")
            .arg(integer("chunk"),
                counted(
                    params.integer("memory_chunks"), MethodDetailPanel::tr("chunk"), MethodDetailPanel::tr("chunks")));
    if (id == "mean_memory")
        return MethodDetailPanel::tr("A cache of the last %1 states plus one pooled slot: the mean key and value of "
                                     "everything older, scored as a single key.")
            .arg(integer("window"));
    if (id == "block_memory")
        return MethodDetailPanel::tr("Chunks of %1; each earlier chunk is pooled into one slot (its mean key and "
                                     "value). The query reads its own chunk as it is plus the %2 right before it.")
            .arg(integer("chunk"),
                counted(params.integer("slots"), MethodDetailPanel::tr("slot"), MethodDetailPanel::tr("slots")));
    if (id == "priority_memory")
        return MethodDetailPanel::tr("A cache of the last %1 states plus the %2 older keys of largest norm, kept in "
                                     "a priority queue as they leave the cache.")
            .arg(integer("window"), integer("slots"));
    return widgets::coreText(info.description);
}

QString mixingExplanation(const core::VariantInfo& info)
{
    const QString name = widgets::coreText(info.displayName);
    if (info.rowsSumToOne)
        return MethodDetailPanel::tr("%1 makes its weights without comparing queries with keys. A softmax still "
                                     "makes each row of its map sum to 1, but which keys a row favours has nothing "
                                     "to do with q·k, so do not read it as attention to similar tokens.")
            .arg(name);
    if (info.id == "gmlp")
        return MethodDetailPanel::tr("%1 gates half of each token's channels (U) with a mix of the other half (Z) "
                                     "across positions: O = U ⊙ (W Z + 1) = U + U ⊙ (W Z). Its map M = W + I only "
                                     "displays that mixing: row i holds the gate's weights on the positions (row i "
                                     "of W) and a 1 on the diagonal for the path that lets token i's U through. No "
                                     "matrix gives "
                                     "O = M V here. Rows need not sum to 1 and entries may be negative, so the "
                                     "difference from exact attention measures another kind of operator, not an "
                                     "approximation error.")
            .arg(name);
    return MethodDetailPanel::tr("%1 mixes tokens with a fixed or learned operator, not with q·k scores. Its map M "
                                 "displays how that operator mixes positions; the output is not simply M V. Rows "
                                 "need not sum to 1 and entries may be negative, so the difference from exact "
                                 "attention measures another kind of operator, not an approximation error.")
        .arg(name);
}

} // namespace

MethodDetailPanel::MethodDetailPanel(QWidget* parent) : AnalysisPanel(parent)
{
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_queryRow = new QWidget(this);
    auto* queryLayout = new QHBoxLayout(m_queryRow);
    queryLayout->setContentsMargins(0, 0, 0, 0);
    auto* queryLabel = new QLabel(tr("Query i:"), m_queryRow);
    m_querySpin = new QSpinBox(m_queryRow);
    m_querySpin->setToolTip(tr("The query (row i) whose details are shown. Clicking a row in a map picks it too."));
    queryLabel->setBuddy(m_querySpin);
    m_queryToken = new QLabel(m_queryRow);
    queryLayout->addWidget(queryLabel);
    queryLayout->addWidget(m_querySpin);
    queryLayout->addWidget(m_queryToken, 1);
    connect(m_querySpin, qOverload<int>(&QSpinBox::valueChanged), this, &MethodDetailPanel::onQuerySpinChanged);

    m_pages = new QStackedWidget(this);
    buildPages();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_explanation);
    layout->addWidget(m_queryRow);
    layout->addWidget(m_pages, 1);
    clear();
}

void MethodDetailPanel::buildPages()
{
    m_emptyLabel = new QLabel(m_pages);
    m_emptyLabel->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setMargin(12);
    m_pages->addWidget(m_emptyLabel);

    m_kernelPage = new QWidget(m_pages);
    auto* kernelLayout = new QVBoxLayout(m_kernelPage);
    kernelLayout->setContentsMargins(0, 0, 0, 0);
    m_kernelPlot = new widgets::KernelEstimatePlot(m_kernelPage);
    m_featureNote = new QLabel(m_kernelPage);
    m_featureNote->setWordWrap(true);
    m_redrawButton = new QPushButton(tr("Redraw features"), m_kernelPage);
    m_redrawButton->setObjectName(QStringLiteral("redrawFeaturesButton"));
    m_redrawButton->setToolTip(tr("Draw new random projections (the next seed) and recompute: the points move, "
                                  "their spread around the diagonal stays about the same for the same number of "
                                  "features."));
    connect(m_redrawButton, &QPushButton::clicked, this, &MethodDetailPanel::redrawRequested);
    auto* kernelControls = new QHBoxLayout;
    kernelControls->addWidget(m_featureNote, 1);
    kernelControls->addWidget(m_redrawButton);
    kernelLayout->addWidget(m_kernelPlot, 1);
    kernelLayout->addLayout(kernelControls);
    m_pages->addWidget(m_kernelPage);

    m_weightsPlot = new widgets::KernelEstimatePlot(m_pages);
    m_weightsPlot->setAxisLabels(tr("exact softmax weight"), tr("linear attention weight"));
    m_weightsPlot->setValueNames(tr("exact"), tr("linear"));
    m_pages->addWidget(m_weightsPlot);

    m_memoryPage = new QWidget(m_pages);
    auto* memoryLayout = new QVBoxLayout(m_memoryPage);
    memoryLayout->setContentsMargins(0, 0, 0, 0);
    m_timeline = new widgets::MemoryTimeline(m_memoryPage);
    m_readList = new QLabel(m_memoryPage);
    m_readList->setTextFormat(Qt::RichText);
    m_readList->setWordWrap(true);
    m_readList->setTextInteractionFlags(Qt::TextSelectableByMouse);
    memoryLayout->addWidget(m_timeline);
    memoryLayout->addWidget(m_readList);
    memoryLayout->addStretch(1);
    m_pages->addWidget(m_memoryPage);

    m_mixingNote = new QLabel(m_pages);
    m_mixingNote->setTextFormat(Qt::RichText);
    m_mixingNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_mixingNote->setWordWrap(true);
    m_pages->addWidget(m_mixingNote);
}

QSize MethodDetailPanel::sizeHint() const
{
    return { 420, 600 };
}

void MethodDetailPanel::showEmpty(const QString& reason)
{
    m_outcome.reset();
    m_tokens.clear();
    m_title->clear();
    m_emptyLabel->setText(
        reason.isEmpty() ? tr("Run a computation to see what the method decided for one query.") : reason);
    m_kernelPlot->clear();
    m_weightsPlot->clear();
    m_timeline->clear();
    m_readList->clear();
    showPage(Content::Empty, QString());
}

void MethodDetailPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->sequence) {
        clear();
        return;
    }
    m_outcome = outcome;
    m_tokens = outcome->tokens;
    const int n = outcome->sequence->problem.n();
    {
        const QSignalBlocker block(m_querySpin);
        m_querySpin->setRange(0, std::max(0, n - 1));
    }
    applyQuery(m_pickedQuery ? *m_pickedQuery : n - 1);
}

void MethodDetailPanel::setQuery(int i)
{
    m_pickedQuery = i;
    if (!m_outcome)
        return;
    // The window names the query again right after every outcome it hands over: the details of a query shown
    // already are not worked out and drawn a second time.
    const int n = m_outcome->sequence->problem.n();
    if (std::clamp(i, 0, std::max(0, n - 1)) != m_query)
        applyQuery(i);
}

void MethodDetailPanel::onQuerySpinChanged(int i)
{
    m_pickedQuery = i;
    if (!m_outcome)
        return;
    applyQuery(i);
    emit queryPicked(m_query);
}

void MethodDetailPanel::applyQuery(int i)
{
    const int n = m_outcome->sequence->problem.n();
    m_query = std::clamp(i, 0, std::max(0, n - 1));
    {
        const QSignalBlocker block(m_querySpin);
        m_querySpin->setValue(m_query);
    }
    m_queryToken->setText(m_query < m_tokens.size() ? QStringLiteral("(%1)").arg(m_tokens.at(m_query)) : QString());
    refresh();
}

QString MethodDetailPanel::querySubject() const
{
    if (m_query < m_tokens.size())
        return tr("query %1 (%2)").arg(m_query).arg(m_tokens.at(m_query));
    return tr("query %1").arg(m_query);
}

void MethodDetailPanel::refresh()
{
    const core::VariantInfo& info = m_outcome->variant->info();
    m_title->setText(widgets::coreText(info.displayName));
    if (info.id == "performer")
        showKernelEstimate();
    else if (info.id == "linear")
        showLinearWeights();
    else if (info.family == core::Family::Memory)
        showMemoryReads();
    else if (info.family == core::Family::Synth)
        showMixingNote();
    else {
        m_emptyLabel->setText(tr("Nothing extra to show for this variant: its map in the comparison is the whole "
                                 "story."));
        showPage(Content::Empty, QString());
    }
}

void MethodDetailPanel::showPage(Content content, const QString& explanation)
{
    m_content = content;
    m_explanation->setText(explanation);
    m_explanation->setVisible(!explanation.isEmpty());
    m_queryRow->setVisible(content != Content::Empty);
    switch (content) {
    case Content::Empty:
        m_pages->setCurrentWidget(m_emptyLabel);
        break;
    case Content::KernelEstimate:
        m_pages->setCurrentWidget(m_kernelPage);
        break;
    case Content::LinearWeights:
        m_pages->setCurrentWidget(m_weightsPlot);
        break;
    case Content::MemoryReads:
        m_pages->setCurrentWidget(m_memoryPage);
        break;
    case Content::MixingNote:
        m_pages->setCurrentWidget(m_mixingNote);
        break;
    }
}

void MethodDetailPanel::showKernelEstimate()
{
    const core::Problem& problem = m_outcome->sequence->problem;
    const core::Result& result = m_outcome->comparison.variant;
    const core::Params& params = m_outcome->params;
    showPage(Content::KernelEstimate,
        tr("Performer never forms exp(s q·k). It maps queries and keys to m random features φ whose inner "
           "product estimates the kernel without bias. Each point is one key j for the chosen query; on the "
           "dashed diagonal the estimate is exact. More features shrink the spread (about as 1/√m)."));
    const auto featureCount = result.extras.scalars.find(core::extra_keys::kFeatureCount);
    m_featureNote->setText(
        tr("%1 %2 features%3, seed %4")
            .arg(featureCount != result.extras.scalars.end() ? featureCount->second
                                                             : static_cast<double>(params.integer("features")))
            .arg(QString::fromStdString(params.text("kind")))
            .arg(params.boolean("orthogonal") ? tr(", orthogonal") : QString())
            .arg(params.integer("seed")));
    if (!hasFeatureExtras(result.extras)) {
        m_kernelPlot->clear(tr("The features are kept only when the map is computed (N up to %1).").arg(kLargestMapN));
        return;
    }
    const KernelComparison points = kernelComparison(problem, result.extras, m_query);
    m_kernelPlot->setPoints(points.exact, points.estimate, m_tokens, querySubject());
}

void MethodDetailPanel::showLinearWeights()
{
    const core::Problem& problem = m_outcome->sequence->problem;
    const Comparison& comparison = m_outcome->comparison;
    const core::Params& params = m_outcome->params;
    showPage(Content::LinearWeights,
        tr("Linear attention replaces exp(s q·k) by φ(q)·φ(k) with a fixed feature map (here %1), so its "
           "weights φ(q)·φ(k_j) / Σ φ(q)·φ(k) come from another kernel, not from a noisy estimate of the "
           "softmax: there is nothing to redraw. Each point is one key j for the chosen query.")
            .arg(QString::fromStdString(params.text("feature"))));
    if (!comparison.exact->map || !comparison.variant.map) {
        m_weightsPlot->clear(
            tr("The weights are shown only when the maps are computed (N up to %1).").arg(kLargestMapN));
        return;
    }
    // Under causal the keys after the query have weight 0 in both maps: they are not compared.
    const int keys = problem.causal ? m_query + 1 : problem.n();
    std::vector<double> exact;
    std::vector<double> linear;
    for (int j = 0; j < keys; ++j) {
        exact.push_back((*comparison.exact->map)(m_query, j));
        linear.push_back((*comparison.variant.map)(m_query, j));
    }
    m_weightsPlot->setPoints(exact, linear, m_tokens, querySubject());
}

void MethodDetailPanel::showMemoryReads()
{
    const core::Problem& problem = m_outcome->sequence->problem;
    const core::Variant& variant = *m_outcome->variant;
    const std::string id = variant.id();
    try {
        const core::Params& params = m_outcome->params;
        showPage(Content::MemoryReads, memoryExplanation(id, params, variant.info()));
        // Chunk boundaries matter where chunks are what is read: transformer_xl's segments, block_memory's slots.
        const int chunk = params.has("chunk") ? static_cast<int>(params.integer("chunk")) : 0;
        const auto reads = core::memoryReads(id, params, problem.n(), m_query, problem.k);
        m_timeline->setReads(problem.n(), m_query, reads, m_tokens, chunk);
        const Comparison& comparison = m_outcome->comparison;
        if (comparison.variant.map && comparison.exact->map) {
            const auto row = [this](const core::Matrix& map) {
                const Eigen::VectorXd values = map.row(m_query).transpose().cast<double>();
                return std::vector<double>(values.data(), values.data() + values.size());
            };
            m_timeline->setWeights(row(*comparison.variant.map), row(*comparison.exact->map));
        }
        m_readList->setText(readListText(reads));
    } catch (const std::exception& error) {
        showPage(Content::MemoryReads, widgets::coreText(variant.info().description));
        m_timeline->clear(tr("The reads cannot be shown: %1").arg(QString::fromUtf8(error.what())));
        m_readList->clear();
    }
}

void MethodDetailPanel::showMixingNote()
{
    const core::VariantInfo& info = m_outcome->variant->info();
    QString note = QStringLiteral("<p>%1</p>").arg(mixingExplanation(info).toHtmlEscaped());
    if (const auto& map = m_outcome->comparison.variant.map)
        note += QStringLiteral("<p>%1</p>").arg(mixingRowSummary(*map, m_query).toHtmlEscaped());
    m_mixingNote->setText(note);
    showPage(Content::MixingNote, QString());
}

} // namespace attnlab::app
