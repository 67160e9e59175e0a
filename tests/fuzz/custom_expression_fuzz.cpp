// The custom pattern's expression parser (core/variants/pattern/custom_expression) on any text, as the parameter
// panel, `--set expression=...`, sessions and lessons hand it over. Each input is refused with an ExpressionError
// that names a column, or parses into an expression whose three evaluators agree on small sequences: holds() on
// one pair, markKeys() on a row of keys, and classify() on blocks of pairs, whose Never and Always the custom
// variant trusts to skip or take whole tiles without looking at their pairs.
#include "core/variants/pattern/custom_expression.h"
#include "tests/fuzz/fuzz_expectation.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using attnlab::core::BlockTruth;
using attnlab::core::CustomExpression;

namespace {

using TruthTable = std::vector<std::vector<bool>>; // [i][j] on one sequence length

std::string pairText(std::int64_t i, std::int64_t j, std::int64_t n)
{
    return "i = " + std::to_string(i) + ", j = " + std::to_string(j) + ", N = " + std::to_string(n);
}

TruthTable truthTable(const CustomExpression& expression, int n)
{
    TruthTable table(static_cast<std::size_t>(n), std::vector<bool>(static_cast<std::size_t>(n)));
    CustomExpression::Workspace scratch;
    std::vector<std::uint8_t> marks(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        expression.markKeys(i, 0, n, n, scratch, marks.data());
        for (int j = 0; j < n; ++j)
            table[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = marks[static_cast<std::size_t>(j)] != 0;
    }
    // holds() is the one-pair path: checked on the corners and the diagonal, which cover every row and column.
    for (int i = 0; i < n; ++i)
        for (const int j : { 0, i, n - 1 })
            expectOrAbort(expression.holds(i, j, n) == table[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)],
                "holds() and markKeys() disagree at " + pairText(i, j, n));
    return table;
}

void checkBlock(const CustomExpression& expression, const TruthTable& table, int n, int i0, int i1, int j0, int j1)
{
    const BlockTruth truth = expression.classify(i0, i1, j0, j1, n);
    if (truth == BlockTruth::Mixed)
        return; // allowed whenever the bounds are loose
    const bool always = truth == BlockTruth::Always;
    for (int i = i0; i <= i1; ++i)
        for (int j = j0; j <= j1; ++j)
            expectOrAbort(table[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == always,
                std::string("classify() says ") + (always ? "Always" : "Never") + " for i in " + std::to_string(i0)
                    + ".." + std::to_string(i1) + ", j in " + std::to_string(j0) + ".." + std::to_string(j1)
                    + " but the pair " + pairText(i, j, n) + (always ? " is out" : " is in"));
}

// Every block of a short sequence, and on a longer one the aligned tiles of 1, 2, 4 and 8 the variant's tiling
// resembles.
void checkBlocks(const CustomExpression& expression, int n)
{
    const TruthTable table = truthTable(expression, n);
    if (n <= 5) {
        for (int i0 = 0; i0 < n; ++i0)
            for (int i1 = i0; i1 < n; ++i1)
                for (int j0 = 0; j0 < n; ++j0)
                    for (int j1 = j0; j1 < n; ++j1)
                        checkBlock(expression, table, n, i0, i1, j0, j1);
        return;
    }
    for (int height = 1; height <= n; height *= 2)
        for (int width = 1; width <= n; width *= 2)
            for (int i0 = 0; i0 + height <= n; i0 += height)
                for (int j0 = 0; j0 + width <= n; j0 += width)
                    checkBlock(expression, table, n, i0, i0 + height - 1, j0, j0 + width - 1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::string problem = CustomExpression::problemOf(text);
    CustomExpression expression;
    try {
        expression = CustomExpression::parse(text);
    } catch (const attnlab::core::ExpressionError& error) {
        expectOrAbort(error.column() >= 1, "an error at column " + std::to_string(error.column()));
        expectOrAbort(problem == error.what(), "problemOf() and parse() disagree on " + text);
        return 0; // refused with the column at fault: all a bad expression may get
    }
    expectOrAbort(problem.empty(), "problemOf() finds a problem in what parses: " + problem);
    expectOrAbort(expression.nodeCount() > 0, "an expression that parses has no nodes");
    for (const int n : { 1, 2, 3, 5, 8 })
        checkBlocks(expression, n);
    return 0;
}
