#pragma once

// The small exact/approximate pair whose metrics the core tests work out by hand.

#include "core/matrix.h"
#include "core/pattern.h"
#include "core/result.h"

#include <vector>

namespace attnlab::test {

struct HandWorkedResults {
    core::Result exact;
    core::Result approx;
};

// Exact: O = I, A = [0.5 0.5; 0.25 0.75] over all pairs. Approximate: O = [1 0; 0 2], M = [1 0; 0.25 0.75], row 0
// reading key 0 only and row 1 both keys.
inline HandWorkedResults handWorkedResults()
{
    HandWorkedResults pair;
    core::Result& exact = pair.exact;
    exact.o = core::Matrix(2, 2);
    exact.o << 1, 0, 0, 1;
    exact.map = core::Matrix(2, 2);
    *exact.map << 0.5f, 0.5f, 0.25f, 0.75f;
    exact.pattern = core::Pattern::allPairs(2, false);
    core::Result& approx = pair.approx;
    approx.o = core::Matrix(2, 2);
    approx.o << 1, 0, 0, 2;
    approx.map = core::Matrix(2, 2);
    *approx.map << 1.0f, 0.0f, 0.25f, 0.75f;
    std::vector<int> row0 { 0 }, row1 { 0, 1 };
    core::PatternBuilder builder(2);
    builder.addRow(row0);
    builder.addRow(row1);
    approx.pattern = builder.finish();
    return pair;
}

} // namespace attnlab::test
