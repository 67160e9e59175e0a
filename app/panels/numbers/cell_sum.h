#pragma once

#include "app/panels/numbers/chain.h"

#include <QCoreApplication>
#include <QString>

namespace attnlab::app::numbers {

// The sum that makes one number of a table, with the numbers in, e.g.
//   a_2,3 = exp(s q_2·k_3) / Σ_j exp(s q_2·k_j) = 0.810 / 2.470 = 0.328
// Indices are 0-based, as the Query inspector and the lessons count tokens.
struct CellSum {
    QString term;
    int row = -1;
    int column = -1;
    QString html; // rich text for the dock (subscripts)
    // What the written sum comes to (numerator / denominator, a dot product, ...), worked in double, and the
    // number the table shows (the engine's, for the weights and the output): the two agree up to rounding.
    double value = 0.0;
    double shown = 0.0;
    bool isValid() const { return row >= 0; }
    QString plainText() const;
};

class CellSumWriter {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::numbers::CellSumWriter)

public:
    CellSumWriter(const TermChain& chain, const ComputeOutcome& outcome);

    // The sum for the cell of the table of `term`; invalid for a term whose numbers are input, not sums.
    CellSum sum(const QString& term, int row, int column) const;

private:
    CellSum softmaxWeight(int i, int j) const;
    CellSum linearWeight(int i, int j) const;
    CellSum quotient(int i, int c) const;
    CellSum output(int i, int c) const;
    CellSum score(int i, int j, bool scaled) const;
    CellSum masked(int i, int j) const;
    QString who(int query, int key) const;

    const TermChain& m_chain;
    const ComputeOutcome& m_outcome;
};

} // namespace attnlab::app::numbers
