#pragma once

#include "app/compute/controller.h"
#include "app/panels/numbers/chain_formulas.h"
#include "core/analysis/worked_terms.h"

#include <Eigen/Core>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace attnlab::app::numbers {

// One table of the Numbers dock: a term of the chain with its numbers.
struct TermTable {
    QString term; // the id (docs/lessons.md, "The Numbers dock's terms"); a term may have more than one table
    QString part; // which of a term's tables ("denominators": linear attention's φ(q_i)ᵀZ); empty for the first
    QString title;
    QString caption;
    QString toolTip;
    Eigen::MatrixXd values;
    QStringList rowLabels;
    QStringList columnLabels;
    int decimals = 2;
    bool mark = false; // a 0/1 mask
    bool tinted = false; // weights in [0, 1]
    bool queryRows = false; // row i is query i (the row of the query chosen elsewhere is marked)
};

// The exact result or the variant's.
enum class Side { Exact, Variant };

// What the dock shows for one side of an outcome: the chain of terms, the intermediate ones worked out by
// core/analysis/worked_terms, the weights and the output taken from the engine's result as they are.
struct TermChain {
    Chain chain = Chain::Softmax;
    Side side = Side::Exact;
    QString heading; // what the side is, e.g. "Exact softmax attention" or "local: softmax over the kept keys"
    QString note; // how to read it (empty: nothing to add)
    std::vector<TermTable> tables;
    const core::Result* result = nullptr; // the side's result, owned by the outcome
    std::optional<core::SoftmaxTerms> softmax; // Softmax and Pattern chains
    std::optional<core::LinearTerms> linear; // the Linear chain
    QString feature; // the Linear chain's feature map (elu1, relu, identity)

    const TermTable* table(const QString& term) const;
    bool hasTerm(const QString& term) const { return table(term) != nullptr; }
};

// Builds the chains from an outcome (which must outlive them).
class TermChainBuilder {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::numbers::TermChainBuilder)

public:
    explicit TermChainBuilder(const ComputeOutcome& outcome);

    TermChain exact() const;
    TermChain variant() const;

    // "2 cat" per token (the index alone where the input has no labels), and the same on two lines for columns.
    QStringList rowTokenLabels() const;
    QStringList columnTokenLabels() const;

private:
    TermChain softmaxChain(const core::Result& result, Side side, bool pattern) const;
    TermChain linearChain() const;
    TermChain mixingChain() const;
    void addInputs(TermChain& chain) const;
    TermTable valuesTable() const;
    TermTable outputTable(const core::Result& result, const QString& term, const QString& title) const;

    const ComputeOutcome& m_outcome;
    const core::Problem& m_problem;
};

// Index labels 0 .. count - 1.
QStringList indexLabels(int count);

} // namespace attnlab::app::numbers
