#pragma once

// What the reference tests of the variants that mix tokens without query-key scores share (synthesizer and gmlp,
// family `synth`; mixer and fnet, family `mixing`; tests/reference/test_<id>.cpp): inputs that may carry tokens X,
// the pair count of a dense map, and the rows over sizes and causal flags.
// Each test keeps its own seeds and widths; its reference for O and M stays in the test.

#include "core/builtin_catalogues.h"
#include "core/random.h"
#include "reference/size_causal_rows.h"
#include "reference/variant_run_reference.h"

#include <QTest>

#include <cstdint>

namespace attnlab::reference {

// Q and K (n x d), V (n x dv), then X (n x tokenWidth) from one seeded stream, in that order. tokenWidth 0: no X
// (the variant then reads V as its tokens).
inline core::Problem problemWithTokens(int n, int d, int dv, int tokenWidth, bool causal, std::uint64_t seed)
{
    core::Random random(seed);
    core::Problem problem;
    problem.q = random.normalMatrix(n, d);
    problem.k = random.normalMatrix(n, d);
    problem.v = random.normalMatrix(n, dv);
    if (tokenWidth > 0)
        problem.x = random.normalMatrix(n, tokenWidth);
    problem.causal = causal;
    return problem;
}

// The pairs a dense N x N map holds: all of them, or the lower triangle under causal.
inline std::int64_t densePairCount(int n, bool causal)
{
    return causal ? static_cast<std::int64_t>(n) * (n + 1) / 2 : static_cast<std::int64_t>(n) * n;
}

} // namespace attnlab::reference
