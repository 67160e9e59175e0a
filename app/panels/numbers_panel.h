#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "app/panels/numbers/cell_sum.h"
#include "app/panels/numbers/chain.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QButtonGroup;
class QLabel;
class QPushButton;
class QWidget;

namespace attnlab::widgets {
class FormulaView;
class MatrixTable;
} // namespace attnlab::widgets

namespace attnlab::app {

class LabModel;

// The Numbers dock ("Numbers plugged in"): for a small example, the matrices of the terms of the formula with the
// numbers in, under the formula typeset: Q, K, QKᵀ, s·QKᵀ, the masked scores, the weights A, V and O for softmax
// attention; the pattern and the renormalised rows for a pattern variant; φ(Q), φ(K), S, Z and the quotient for
// linear attention. The weights and the output are the engine's result (the exact one or the variant's, a switch
// chooses); the terms between are worked out by core/analysis/worked_terms. The current term is highlighted in the
// formula and its table together; a click on a weight shows the sum that makes it. Term ids: docs/lessons.md.
class NumbersPanel : public AnalysisPanel {
    Q_OBJECT

public:
    static constexpr int kLargestN = 8;
    static constexpr int kLargestD = 4;
    // The small example the button asks for.
    static constexpr int kSmallN = 6;

    // With a model, an input too large to show offers a button that makes it small (through the model's setters).
    explicit NumbersPanel(LabModel* model = nullptr, QWidget* parent = nullptr);

    // The term (an id of docs/lessons.md) highlighted in the formula and framed in its table; kept across
    // outcomes. A term only the other side has brings that side forward. Empty: none.
    void setHighlightedTerm(const QString& term);
    QString highlightedTerm() const { return m_term; }

    // Marks query `query`'s row in every table whose rows are queries; kept across outcomes.
    void setQuery(int query) override;
    int query() const { return m_query; }

    using Side = numbers::Side;
    void setSide(Side side);
    Side side() const { return m_side; }

    // What is shown, for lessons and tests.
    widgets::FormulaView* formulaView() const { return m_formula; }
    // The first table of a term (null when the shown chain has none); all of them.
    widgets::MatrixTable* table(const QString& term) const;
    std::vector<widgets::MatrixTable*> tables(const QString& term) const;
    QStringList shownTerms() const;
    // The worked sum of the last cell clicked (invalid before one is).
    const numbers::CellSum& cellSum() const { return m_sum; }
    // Shows the sum of a cell as a click on it would.
    void chooseCell(const QString& term, int row, int column);
    // The notice shown instead of the tables (too large an input, an empty state); empty when tables are shown.
    QString notice() const;
    QPushButton* smallExampleButton() const { return m_smallExample; }

    QSize sizeHint() const override;

signals:
    // The user made a term current by clicking its table.
    void termPicked(const QString& term);

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    void showEmpty(const QString& message) override;

private:
    void showNotice(const QString& text, bool offerSmallExample);
    void rebuild();
    void applyHighlight();
    void pickTerm(const QString& term);
    void makeSmall();
    void chooseCell(const QString& term, int row, int column, widgets::MatrixTable* clicked);
    const numbers::TermChain& shownChain() const;
    void removeTables();
    bool canMakeSmall() const;

    LabModel* m_model = nullptr;
    std::shared_ptr<const ComputeOutcome> m_outcome;
    std::optional<numbers::TermChain> m_exact;
    std::optional<numbers::TermChain> m_variant;
    Side m_side = Side::Variant;
    QString m_term;
    int m_query = -1;
    numbers::CellSum m_sum;

    QLabel* m_title = nullptr;
    QWidget* m_sideRow = nullptr;
    QButtonGroup* m_sideButtons = nullptr;
    QPushButton* m_exactButton = nullptr;
    QPushButton* m_variantButton = nullptr;
    widgets::FormulaView* m_formula = nullptr;
    QLabel* m_sumLabel = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_notice = nullptr;
    QPushButton* m_smallExample = nullptr;
    QWidget* m_tableArea = nullptr;
    std::vector<std::pair<QString, widgets::MatrixTable*>> m_tables;
    widgets::MatrixTable* m_chosenTable = nullptr; // the table of the cell whose sum is shown
};

} // namespace attnlab::app
