#pragma once

// The attention field of the `custom` variant, typed by the user: a condition over the query i, the key j and the
// sequence length N (../shared/spec/variants.md, "Your own pattern"), e.g. `abs(i - j) <= 3 or (i - j) % 8 == 0`.
//
// Grammar, loosest first (C's precedence; `not` as in Python, see below):
//   condition   := conjunction { ("or" | "||") conjunction }
//   conjunction := negation { ("and" | "&&") negation }
//   negation    := ("not" | "!") negation | equality
//   equality    := relation { ("==" | "!=") relation }
//   relation    := sum { ("<" | "<=" | ">" | ">=") sum }
//   sum         := product { ("+" | "-") product }
//   product     := unary { ("*" | "/" | "%") unary }
//   unary       := ("-" | "+") unary | primary
//   primary     := number | i | j | N | true | false | "(" condition ")" | abs(x) | floor(x) | min(x, y, ...)
//                  | max(x, y, ...) | pattern "(" [ argument { "," argument } ] ")"
//   argument    := [ parameter "=" ] ( sum | choice )
// A pattern call (`local(3, 3) or global(2)`, `strided(8) and not chunked(chunk=16)`) names a catalogue variant
// whose field is a function of i, j, N and its parameters (custom_calls.h) and stands for that field as a condition:
// true on (i, j, N) exactly when the variant, run on N tokens without causal, attends from i to j (so it holds on
// (i, i)). The arguments are the variant's own parameters: in their declared order, or by name after the positional
// ones, each at most once, a constant (no i, j or N: the field is built once per N) within the parameter's declared
// range, a choice by its bare word (`sparse_transformer(8, fixed)`); a parameter left out takes the variant's
// default, so `global()` is global with its defaults. The constraints between parameters (stride <= window) are
// checked when parsing too. The field a call reads is the variant's own (pattern_fields.h), built for the N of
// the evaluation.
// Choices where the spec is silent:
// - Two types, checked when parsing: numbers (i, j, N, literals, arithmetic) and conditions (comparisons, true,
//   false, and/or/not). A number where a condition is expected (`i and j`, the whole expression `i - j`) and the
//   reverse are errors naming the column; comparisons take numbers only, so `a < b < c` is an error too.
// - `not` and `!` bind looser than comparisons: `not i == j` is `not (i == j)`. In C `!` binds tighter, but there
//   `!i == j` would apply `!` to a number, an error here, so every expression C's rule would accept means the same.
// - Arithmetic is on 64-bit integers and saturates at +-(2^63 - 1) instead of overflowing; `/` rounds towards minus
//   infinity and `%` takes the divisor's sign (a == b * (a / b) + a % b). A divisor that is zero when the pair is
//   evaluated gives a / 0 = 0 and a % 0 = a (as in Lean and Isabelle), so every pair has a value; a divisor that is
//   a constant zero (`i / 0`, `j % (2 - 2)`) is refused when parsing. floor(x) is x (numbers are integers; it is
//   there so that formulas written with floor read as written).
// - Limits that keep any input from exhausting the stack or memory: at most kMaxLength characters, kMaxDepth
//   levels of nesting (parentheses, function calls, unary operators) and kMaxCalls pattern calls (each holds its
//   field, O(N) or more). Columns count characters (UTF-8 code points) from 1.

#include "core/error.h"
#include "core/field_membership.h"
#include "core/params.h"
#include "core/variants/pattern/custom_calls.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace attnlab::core {

// A malformed expression: what is wrong, at which column. what() reads "column 12: expected ')'".
class ExpressionError : public Error {
public:
    ExpressionError(int column, const std::string& problem);
    int column() const { return m_column; }

private:
    int m_column;
};

// Whether a condition holds on every pair of a block of pairs, on none, or possibly on some.
enum class BlockTruth { Never, Always, Mixed };

class CustomExpression {
public:
    static constexpr int kMaxLength = 4000;
    static constexpr int kMaxDepth = 100;
    static constexpr int kMaxCalls = 32;
    // Keys evaluated in one call of markKeys.
    static constexpr int kLanes = 64;

    // What evaluations reuse, owned by the caller so that one expression is shared between threads: the nodes'
    // values, and the fields of the pattern calls built for the N last evaluated.
    struct Workspace {
        std::vector<std::int64_t> values;
        std::int64_t length = -1;
        std::vector<std::shared_ptr<const FieldMembership>> fields;
    };

    // A pattern call: the catalogue variant, its field, and its parameters, every one resolved and checked.
    struct PatternCall {
        CallablePattern pattern;
        Params params;
    };

    // Throws ExpressionError.
    static CustomExpression parse(const std::string& text);
    // ExpressionError::what() of `text`, or empty when it parses.
    static std::string problemOf(const std::string& text);

    // Whether key j is in query i's field on a sequence of n tokens.
    bool holds(std::int64_t i, std::int64_t j, std::int64_t n) const;
    // For every pair of i0..i1 x j0..j1 at once (i0 <= i1, j0 <= j1), by interval arithmetic: Never and Always are
    // always right; Mixed may also mean that the bounds were too loose to tell.
    BlockTruth classify(std::int64_t i0, std::int64_t i1, std::int64_t j0, std::int64_t j1, std::int64_t n) const;
    // The same with the caller's workspace, reused across calls (no allocation per block). A pattern call is
    // decided row by row, exactly, from its field's count of keys in j0..j1.
    BlockTruth classify(std::int64_t i0, std::int64_t i1, std::int64_t j0, std::int64_t j1, std::int64_t n,
        Workspace& workspace) const;
    // marks[t] = holds(i, j0 + t, n) for t < count <= kLanes, one pass over the expression for all the keys.
    void markKeys(
        std::int64_t i, std::int64_t j0, int count, std::int64_t n, Workspace& workspace, std::uint8_t* marks) const;

    std::size_t nodeCount() const { return m_nodes.size(); }
    const std::vector<PatternCall>& calls() const { return m_calls; }

    enum class Op {
        Constant,
        QueryIndex,
        KeyIndex,
        Length,
        Negate,
        Not,
        Abs,
        Floor,
        Add,
        Subtract,
        Multiply,
        Divide,
        Modulo,
        Min,
        Max,
        Less,
        LessOrEqual,
        Greater,
        GreaterOrEqual,
        Equal,
        NotEqual,
        And,
        Or,
        Pattern
    };
    struct Node {
        Op op = Op::Constant;
        int left = -1; // operands, indices of earlier nodes
        int right = -1;
        std::int64_t value = 0; // Constant: the number; Pattern: the index of the call
    };

private:
    friend class ExpressionParser;
    // Builds the calls' fields for n when the workspace holds them for another length.
    void bindCalls(std::int64_t n, Workspace& workspace) const;

    // In evaluation order: every node's operands come before it, the root is last.
    std::vector<Node> m_nodes;
    std::vector<PatternCall> m_calls;
};

} // namespace attnlab::core
