#pragma once

// Data rows "n<N> causal" / "n<N> bidirectional" for the reference tests that run every size with and without
// `causal` (columns n and causal).

#include <QtTest>

#include <initializer_list>

namespace attnlab::reference {

inline void addSizeAndCausalRows(std::initializer_list<int> sizes = { 1, 7, 64, 257 })
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("causal");
    for (const int n : sizes)
        for (const bool causal : { false, true })
            QTest::addRow("n%d %s", n, causal ? "causal" : "bidirectional") << n << causal;
}

} // namespace attnlab::reference
