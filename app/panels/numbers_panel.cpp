#include "app/panels/numbers_panel.h"

#include "app/state/lab_model.h"
#include "core/builtin_catalogues.h"
#include "widgets/controls/panel_text.h"
#include "widgets/controls/side_by_side_layout.h"
#include "widgets/formula/formula_view.h"
#include "widgets/controls/flow_layout.h"
#include "widgets/numbers/matrix_table.h"

#include <QButtonGroup>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace attnlab::app {

namespace {

// The typed text the small-example button puts in place of a long one: six tokens.
constexpr const char* kShortSentence = "The cat sat on the mat";
// From this width the sum stands beside the formula rather than under it.
constexpr int kSideBySideWidth = 760;

} // namespace

NumbersPanel::NumbersPanel(LabModel* model, QWidget* parent) : AnalysisPanel(parent), m_model(model)
{
    m_title = widgets::makePanelTitle(this);

    m_sideRow = new QWidget(this);
    auto* sideLayout = new QHBoxLayout(m_sideRow);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_sideButtons = new QButtonGroup(this);
    m_exactButton = new QPushButton(tr("Exact"), m_sideRow);
    m_variantButton = new QPushButton(m_sideRow);
    for (QPushButton* button : {m_exactButton, m_variantButton}) {
        button->setCheckable(true);
        button->setAutoDefault(false);
        sideLayout->addWidget(button);
    }
    m_exactButton->setToolTip(tr("The terms of exact softmax attention on this input"));
    m_variantButton->setToolTip(tr("The terms of the chosen variant's formula on this input"));
    m_sideButtons->addButton(m_exactButton);
    m_sideButtons->addButton(m_variantButton);
    m_sideButtons->setExclusive(true);

    m_formula = new widgets::FormulaView(this);
    m_formula->setScale(1.5);
    m_formula->setToolTip(tr("The formula whose terms the tables show; the current term is in colour"));

    m_sumLabel = widgets::makeSelectableNote(this);
    const QFont sumFont = widgets::scaledFont(m_sumLabel->font(), 1.2);
    m_sumLabel->setFont(sumFont);
    // Room for a sum of three lines (what it is, the numbers, who), so that the tables below do not jump when a
    // number is clicked.
    m_sumLabel->setMinimumHeight(3 * QFontMetrics(sumFont).lineSpacing() + 6);
    m_sumLabel->setMinimumWidth(320);
    m_sumLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_sumLabel->setToolTip(tr("The sum that makes the number you clicked, with the numbers in (indices from 0)"));
    m_note = widgets::makeGreyNote(this);

    m_notice = new QLabel(this);
    m_notice->setWordWrap(true);
    m_smallExample = new QPushButton(this);
    m_smallExample->setAutoDefault(false);

    m_tableArea = new QWidget(this);
    new widgets::FlowLayout(m_tableArea, 12);

    // The title with the side switch; the formula with the sum of the number clicked beside it (one above the
    // other in a narrow dock); the tables; how to read them.
    auto* heading = new QHBoxLayout;
    heading->addWidget(m_title, 1);
    heading->addWidget(m_sideRow);
    auto* formulaAndSum = new widgets::SideBySideLayout(kSideBySideWidth);
    formulaAndSum->setSpacing(16);
    formulaAndSum->addWidget(m_formula, 0, Qt::AlignTop);
    formulaAndSum->addWidget(m_sumLabel, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(8);
    layout->addLayout(heading);
    layout->addLayout(formulaAndSum);
    layout->addWidget(m_notice);
    layout->addWidget(m_smallExample, 0, Qt::AlignLeft);
    layout->addWidget(m_tableArea);
    layout->addWidget(m_note);
    layout->addStretch(1);

    connect(m_exactButton, &QPushButton::clicked, this, [this] { setSide(Side::Exact); });
    connect(m_variantButton, &QPushButton::clicked, this, [this] { setSide(Side::Variant); });
    connect(m_smallExample, &QPushButton::clicked, this, &NumbersPanel::makeSmall);
    clear();
}

QSize NumbersPanel::sizeHint() const
{
    return { 900, 520 };
}

widgets::MatrixTable* NumbersPanel::table(const QString& term) const
{
    for (const auto& [id, table] : m_tables)
        if (id == term)
            return table;
    return nullptr;
}

std::vector<widgets::MatrixTable*> NumbersPanel::tables(const QString& term) const
{
    std::vector<widgets::MatrixTable*> found;
    for (const auto& [id, table] : m_tables)
        if (id == term)
            found.push_back(table);
    return found;
}

QStringList NumbersPanel::shownTerms() const
{
    QStringList terms;
    for (const auto& entry : m_tables)
        if (!terms.contains(entry.first))
            terms << entry.first;
    return terms;
}

QString NumbersPanel::notice() const
{
    return m_notice->isVisibleTo(this) ? m_notice->text() : QString();
}

void NumbersPanel::showEmpty(const QString& message)
{
    m_outcome.reset();
    m_exact.reset();
    m_variant.reset();
    showNotice(message.isEmpty() ? tr("Run a variant on a small input (at most %1 tokens, d \u2264 %2) to see the "
                                      "numbers of every term of its formula.")
                                       .arg(kLargestN)
                                       .arg(kLargestD)
                                 : message,
        false);
}

void NumbersPanel::showNotice(const QString& text, bool offerSmallExample)
{
    m_title->setText(tr("Numbers"));
    removeTables();
    m_sum = {};
    m_chosenTable = nullptr;
    m_sideRow->setVisible(false);
    m_formula->setVisible(false);
    m_sumLabel->setVisible(false);
    m_note->setVisible(false);
    m_tableArea->setVisible(false);
    m_notice->setText(text);
    m_notice->setVisible(true);
    m_smallExample->setVisible(offerSmallExample);
}

bool NumbersPanel::canMakeSmall() const
{
    if (!m_model)
        return false;
    const core::LabSetup& setup = m_model->state().setup;
    if (setup.usesImported())
        return false;
    const core::Scenario& scenario = core::builtinScenarios().get(setup.source, "scenario");
    for (const core::ParamSpec& spec : scenario.info().params)
        if (spec.name == "n" || spec.name == "text")
            return true;
    return false;
}

void NumbersPanel::makeSmall()
{
    if (!canMakeSmall())
        return;
    const core::LabSetup& setup = m_model->state().setup;
    const core::Scenario& scenario = core::builtinScenarios().get(setup.source, "scenario");
    core::Params params = scenario.resolve(setup.currentScenarioParams());
    for (const core::ParamSpec& spec : scenario.info().params) {
        if (spec.name == "n")
            params.set(scenario.info().params, "n", core::ParamValue(static_cast<long long>(kSmallN)));
        else if (spec.name == "text" && m_outcome && m_outcome->sequence->problem.n() > kLargestN)
            params.set(scenario.info().params, "text", core::ParamValue(std::string(kShortSentence)));
        else if ((spec.name == "d" || spec.name == "dv") && params.integer(spec.name) > kLargestD)
            params.set(scenario.info().params, spec.name, core::ParamValue(static_cast<long long>(kLargestD)));
    }
    m_model->setScenarioParams(params);
}

void NumbersPanel::present(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    if (!outcome || !outcome->comparison.exact || !outcome->sequence) {
        clear();
        return;
    }
    const core::Problem& problem = outcome->sequence->problem;
    if (problem.n() > kLargestN || problem.d() > kLargestD) {
        showNotice(tr("The Numbers panel shows inputs of at most %1 tokens and %2 dimensions: this one has N = %3, "
                      "d = %4.")
                       .arg(kLargestN)
                       .arg(kLargestD)
                       .arg(problem.n())
                       .arg(problem.d()),
            canMakeSmall());
        m_smallExample->setText(tr("Show a small example (%1 tokens, d = %2)").arg(kSmallN).arg(kLargestD));
        m_outcome = outcome; // the button reads which limit it broke
        m_exact.reset();
        m_variant.reset();
        return;
    }
    const bool sameVariant = m_outcome && m_outcome->request.variantId == outcome->request.variantId;
    m_outcome = outcome;
    const numbers::TermChainBuilder builder(*outcome);
    m_exact = builder.exact();
    m_variant = builder.variant();
    if (!sameVariant && !m_term.isEmpty()) { // a lesson's term decides the side when only one side has it
        if (m_side == Side::Exact && !m_exact->hasTerm(m_term) && m_variant->hasTerm(m_term))
            m_side = Side::Variant;
        else if (m_side == Side::Variant && !m_variant->hasTerm(m_term) && m_exact->hasTerm(m_term))
            m_side = Side::Exact;
    }
    rebuild();
}

void NumbersPanel::setSide(Side side)
{
    m_side = side;
    if (m_exact)
        rebuild();
}

void NumbersPanel::rebuild()
{
    const bool isFull = m_outcome->request.variantId == QLatin1String("full"); // both sides are the same
    const numbers::TermChain& chain = shownChain();
    m_title->setText(tr("%1 \u00b7 %2 tokens, d = %3")
                         .arg(chain.heading)
                         .arg(m_outcome->sequence->problem.n())
                         .arg(m_outcome->sequence->problem.d()));
    m_sideRow->setVisible(!isFull);
    m_variantButton->setText(m_outcome->request.variantId);
    (chain.side == Side::Exact ? m_exactButton : m_variantButton)->setChecked(true);
    m_formula->setFormula(numbers::chainTex(chain.chain), numbers::chainReadable(chain.chain));
    m_formula->setVisible(true);
    m_note->setText(chain.note);
    m_note->setVisible(!chain.note.isEmpty());
    m_notice->clear();
    m_notice->setVisible(false);
    m_smallExample->setVisible(false);

    removeTables();
    const QColor highlight = widgets::FormulaColours {}.highlight;
    for (const numbers::TermTable& term : chain.tables) {
        auto* table = new widgets::MatrixTable(m_tableArea);
        table->setTitle(term.title);
        table->setCaption(term.caption);
        table->setToolTip(term.toolTip);
        table->setCellFormat(term.mark ? widgets::MatrixTable::CellFormat::Mark
                                       : widgets::MatrixTable::CellFormat::Decimal);
        table->setDecimals(term.decimals);
        table->setTinted(term.tinted);
        table->setHighlightColour(highlight);
        table->setMatrix(term.values, term.rowLabels, term.columnLabels);
        const QString id = term.term;
        connect(table, &widgets::MatrixTable::activated, this, [this, id] { pickTerm(id); });
        connect(table, &widgets::MatrixTable::cellClicked, this,
            [this, id, table](int row, int column) { chooseCell(id, row, column, table); });
        table->setMarkedRow(term.queryRows ? m_query : -1);
        m_tableArea->layout()->addWidget(table);
        table->show(); // now, not when the layout's queued show comes (a grab or a lesson may look at once)
        m_tables.emplace_back(id, table);
    }
    m_tableArea->setVisible(true);
    m_sum = {};
    m_chosenTable = nullptr;
    m_sumLabel->setText(tr("Click a weight (or any worked number) to see the sum that makes it."));
    m_sumLabel->setVisible(true);
    applyHighlight();
}

// Later, not now: a table may be rebuilt away from inside its own click (a lesson answering termPicked).
void NumbersPanel::removeTables()
{
    for (auto& entry : m_tables) {
        m_tableArea->layout()->removeWidget(entry.second);
        entry.second->hide();
        entry.second->deleteLater();
    }
    m_tables.clear();
    m_chosenTable = nullptr;
}

void NumbersPanel::setQuery(int query)
{
    m_query = query;
    if (!m_outcome || !m_exact)
        return;
    const numbers::TermChain& chain = shownChain();
    for (std::size_t index = 0; index < m_tables.size() && index < chain.tables.size(); ++index)
        m_tables[index].second->setMarkedRow(chain.tables[index].queryRows ? query : -1);
}

void NumbersPanel::setHighlightedTerm(const QString& term)
{
    m_term = term;
    if (!m_exact || !m_variant) {
        applyHighlight();
        return;
    }
    const bool onExact = &shownChain() == &*m_exact;
    const numbers::TermChain& shown = shownChain();
    const numbers::TermChain& other = onExact ? *m_variant : *m_exact;
    if (!term.isEmpty() && !shown.hasTerm(term) && other.hasTerm(term))
        setSide(onExact ? Side::Variant : Side::Exact);
    else
        applyHighlight();
}

void NumbersPanel::pickTerm(const QString& term)
{
    if (m_term == term)
        return;
    m_term = term;
    applyHighlight();
    emit termPicked(term);
}

void NumbersPanel::applyHighlight()
{
    m_formula->setHighlightedTerm(m_term);
    for (const auto& [id, table] : m_tables) {
        table->setHighlighted(!m_term.isEmpty() && id == m_term);
        if (table != m_chosenTable)
            table->setChosenCell(-1, -1);
    }
}

void NumbersPanel::chooseCell(const QString& term, int row, int column)
{
    chooseCell(term, row, column, table(term));
}

const numbers::TermChain& NumbersPanel::shownChain() const
{
    const bool onExact = m_side == Side::Exact || m_outcome->request.variantId == QLatin1String("full");
    return onExact ? *m_exact : *m_variant;
}

void NumbersPanel::chooseCell(const QString& term, int row, int column, widgets::MatrixTable* clicked)
{
    if (!m_outcome || !m_exact || !clicked)
        return;
    const numbers::TermChain& chain = shownChain();
    std::size_t index = 0;
    while (index < m_tables.size() && m_tables[index].second != clicked)
        ++index;
    if (index >= chain.tables.size())
        return;
    const numbers::TermTable& table = chain.tables[index];
    if (row < 0 || column < 0 || row >= table.values.rows() || column >= table.values.cols())
        return;
    m_sum = numbers::CellSumWriter(chain, *m_outcome).sum(table, row, column);
    if (m_sum.isValid()) {
        m_sumLabel->setText(m_sum.html);
    } else {
        const bool input = term == QLatin1String("Q") || term == QLatin1String("K") || term == QLatin1String("V");
        const QString value = QString::number(table.values(row, column), 'f', 3).replace(QLatin1Char('-'), QChar(0x2212));
        m_sumLabel->setText((input ? tr("%1 [%2, %3] = <b>%4</b>: a number of the input.")
                                   : tr("%1 [%2, %3] = <b>%4</b>, as the engine returned it."))
                                .arg(table.title.toHtmlEscaped())
                                .arg(row)
                                .arg(column)
                                .arg(value));
    }
    for (const auto& entry : m_tables)
        entry.second->setChosenCell(entry.second == clicked ? row : -1, entry.second == clicked ? column : -1);
    m_chosenTable = clicked;
    pickTerm(term);
}

} // namespace attnlab::app
