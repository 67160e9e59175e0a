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

    // The sum for a cell of one of the chain's tables; invalid for a number that is not worked out here (the
    // input's, and the maps and outputs of methods the dock does not work through).
    CellSum sum(const TermTable& table, int row, int column) const;

private:
    CellSum softmaxWeight(int i, int j) const;
    CellSum linearWeight(int i, int j) const;
    CellSum quotient(int i, int c) const;
    CellSum output(int i, int c) const;
    CellSum score(int i, int j, bool scaled) const;
    CellSum masked(int i, int j) const;
    CellSum feature(const TermTable& table, int i, int c) const;
    CellSum keySum(int c, int e) const; // S (e >= 0) or Z (e < 0)
    CellSum denominator(int i) const;
    QString who(int query, int key) const;

    const TermChain& m_chain;
    const ComputeOutcome& m_outcome;
};

} // namespace attnlab::app::numbers
