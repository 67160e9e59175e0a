#include "app/decisions/sinkhorn.h"

#include "core/extra_keys.h"
#include "widgets/heatmap/overlay.h"
#include "widgets/heatmap/view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace attnlab::app {

namespace {

// Beyond this many blocks the matching is listed compactly ("0→5, 1→2, ...") instead of a line per block.
constexpr int kMaxMatchingLines = 12;

std::string iterationName(int iteration)
{
    return core::extra_keys::sinkhornIteration(iteration);
}

} // namespace

SinkhornDecisions::SinkhornDecisions(QWidget* parent) : DecisionsSection(parent)
{
    m_heading = makeHeading(tr("Block matching by Sinkhorn balancing"), this);
    m_explanation = makeExplanation(this);

    m_scores = makeMap(this);
    m_scores->setValueLabel(tr("block score"));
    m_balanced = makeMap(this);
    // Each round keeps its own colour range: S starts with its largest entry at 1 and ends near 1/blocks per
    // entry, so one shared range would leave the balanced rounds in its darkest tenth.
    m_balanced->setValueLabel(tr("S entry"));
    for (widgets::HeatmapView* view : { m_scores, m_balanced }) {
        view->plot()->xAxis->setLabel(tr("key block"));
        view->plot()->yAxis->setLabel(tr("query block"));
    }
    m_scoresOverlay = new widgets::HeatmapOverlay(m_scores);
    m_balancedOverlay = new widgets::HeatmapOverlay(m_balanced);

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, 0);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setToolTip(tr("Step through the Sinkhorn rounds: each divides every row by its sum, then every "
                            "column by its sum, until S is (nearly) doubly stochastic."));
    m_iterationLabel = new QLabel(this);
    m_iterationLabel->setMinimumWidth(m_iterationLabel->fontMetrics().horizontalAdvance(tr("iteration 888 of 888")));
    auto* steps = new QHBoxLayout;
    steps->addWidget(m_slider, 1);
    steps->addWidget(m_iterationLabel);

    m_matchingHeading = makeHeading(tr("Matching (outlined on S)"), this);
    m_matchingText = new QLabel(this);
    m_matchingText->setWordWrap(true);
    m_matchingText->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_explanation);
    layout->addWidget(pairMaps(m_scores, m_balanced, this));
    layout->addLayout(steps);
    layout->addWidget(m_matchingHeading);
    layout->addWidget(m_matchingText);

    connect(m_slider, &QSlider::valueChanged, this, &SinkhornDecisions::showIteration);
}

bool SinkhornDecisions::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    const core::Result* result
        = outcome && outcome->request.variantId == QLatin1String("sinkhorn") ? &outcome->comparison.variant : nullptr;
    const core::Matrix* scores = result ? extraMatrix(*result, core::extra_keys::kBlockScores) : nullptr;
    const core::Matrix* balanced = result ? extraMatrix(*result, core::extra_keys::kSinkhorn) : nullptr;
    const std::vector<int>* matching = result ? extraLabels(*result, core::extra_keys::kMatching) : nullptr;
    if (!scores || !balanced || !matching) {
        m_outcome.reset();
        return false;
    }
    m_outcome = outcome;
    m_matching = *matching;
    const core::Params& params = outcome->params;
    m_blockSize = std::max<int>(1, static_cast<int>(params.integer("block")));
    const int requested = static_cast<int>(params.integer("iters"));
    // The steps are recorded only when the map was asked for; count what is there rather than trust the request.
    m_iterations = 0;
    while (m_iterations < requested && extraMatrix(*result, iterationName(m_iterations + 1)))
        ++m_iterations;
    m_hasSteps = extraMatrix(*result, iterationName(0)) != nullptr;
    if (!m_hasSteps)
        m_iterations = requested;

    const int blocks = static_cast<int>(scores->rows());
    const int n = outcome->sequence ? outcome->sequence->problem.n() : blocks * m_blockSize;
    const bool causal = outcome->sequence && outcome->sequence->problem.causal;
    const QString explanation = causal
        ? tr("The %1 tokens form %2 blocks of %3. Under causal R scores each block's first query against the mean "
             "key of every earlier block, and each row of S is a softmax of exp(R/τ) over those earlier blocks only: "
             "balancing the columns would need later blocks, so no later token changes a block's choice. Each block "
             "then reads its own block up to the query and its best earlier block; block 0 reads only its own.")
        : tr("The %1 tokens form %2 blocks of %3. R scores each query block against each key block (their mean "
             "query and key); Sinkhorn balances exp(R/τ) into S, whose rows and columns each sum to 1. Each query "
             "block then reads its own block and the key block matched to it (the largest free entry of S).");
    m_explanation->setText(explanation.arg(n).arg(blocks).arg(m_blockSize));
    // Signed scores on a diverging map with zero on its white middle; scores of one sign on viridis, which
    // separates them better.
    const bool signedScores = scores->size() > 0 && scores->minCoeff() < 0.0f && scores->maxCoeff() > 0.0f;
    m_scores->setColormap(signedScores ? QStringLiteral("diverging") : QStringLiteral("viridis"));
    m_scores->setSymmetricRange(signedScores);
    m_scores->setMatrix(*scores, tr("block scores R"));
    m_scoresOverlay->setOutlinedCells({});

    std::vector<QRect> matched;
    for (std::size_t b = 0; b < m_matching.size(); ++b)
        matched.emplace_back(m_matching[b], static_cast<int>(b), 1, 1);
    m_balancedOverlay->setOutlinedCells(matched);
    m_matchingText->setText(matchingText());

    m_slider->blockSignals(true);
    m_slider->setRange(0, m_hasSteps ? m_iterations : 0);
    m_slider->setValue(m_slider->maximum());
    m_slider->blockSignals(false);
    m_slider->setEnabled(m_hasSteps && m_iterations > 0);
    showIteration(m_slider->value());
    return true;
}

void SinkhornDecisions::setIteration(int iteration)
{
    m_slider->setValue(iteration);
}

int SinkhornDecisions::iteration() const
{
    return m_hasSteps ? m_slider->value() : m_iterations;
}

void SinkhornDecisions::showIteration(int iteration)
{
    if (!m_outcome)
        return;
    const core::Result& result = m_outcome->comparison.variant;
    const core::Matrix* step = m_hasSteps ? extraMatrix(result, iterationName(iteration)) : nullptr;
    if (step) {
        m_balanced->setMatrix(*step,
            iteration == 0 ? tr("S before balancing (t = 0)")
                           : tr("S after %1 of %2 rounds").arg(iteration).arg(m_iterations));
        m_iterationLabel->setText(tr("iteration %1 of %2").arg(iteration).arg(m_iterations));
        m_slider->setToolTip(m_outcome->sequence->problem.causal
                ? tr("Step through the rounds: under causal each block's row is divided by its sum over the earlier "
                     "blocks; the columns are not balanced, so the rounds after the first change nothing.")
                : tr("Step through the Sinkhorn rounds: each divides every row by its sum, then every column by its "
                     "sum, until S is (nearly) doubly stochastic."));
    } else {
        m_balanced->setMatrix(
            *extraMatrix(result, core::extra_keys::kSinkhorn), tr("S after %1 rounds").arg(m_iterations));
        m_iterationLabel->setText(tr("iteration %1 of %1").arg(m_iterations));
        m_slider->setToolTip(tr("The intermediate rounds are recorded only when the attention map is computed."));
    }
    showCrosshair();
}

QString SinkhornDecisions::matchingText() const
{
    const int n = m_outcome && m_outcome->sequence ? m_outcome->sequence->problem.n() : 0;
    const auto tokens = [this, n](int block) {
        const int first = block * m_blockSize;
        const int last = std::min(n, first + m_blockSize) - 1;
        return first == last ? tr("token %1").arg(first) : tr("tokens %1–%2").arg(first).arg(last);
    };
    const int blocks = static_cast<int>(m_matching.size());
    QStringList lines;
    if (blocks <= kMaxMatchingLines) {
        for (int b = 0; b < blocks; ++b) {
            const int m = m_matching[static_cast<std::size_t>(b)];
            lines << (m == b
                    ? tr("query block %1 (%2) → its own block only").arg(b).arg(tokens(b))
                    : tr("query block %1 (%2) → key block %3 (%4)").arg(b).arg(tokens(b)).arg(m).arg(tokens(m)));
        }
        return lines.join(QLatin1Char('\n'));
    }
    for (int b = 0; b < blocks; ++b)
        lines << QStringLiteral("%1→%2").arg(b).arg(m_matching[static_cast<std::size_t>(b)]);
    return tr("query block → key block (%1 blocks of %2 tokens): ").arg(blocks).arg(m_blockSize)
        + lines.join(QStringLiteral(", "));
}

void SinkhornDecisions::setQuery(int query)
{
    m_query = query;
    showCrosshair();
}

void SinkhornDecisions::showCrosshair()
{
    const int block = m_query ? *m_query / m_blockSize : -1;
    if (block < 0 || static_cast<std::size_t>(block) >= m_matching.size()) {
        m_scores->clearCrosshair();
        m_balanced->clearCrosshair();
        return;
    }
    // The query's block row, and the key block it reads besides its own.
    const int matched = m_matching[static_cast<std::size_t>(block)];
    m_scores->setCrosshair(block, matched);
    m_balanced->setCrosshair(block, matched);
}

} // namespace attnlab::app
