#include "core/variants/pattern/custom_expression.h"

#include <algorithm>
#include <limits>
#include <string_view>

namespace attnlab::core {

namespace {

// Symmetric, so that negation and abs never leave the range.
constexpr std::int64_t kLargest = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kSmallest = -kLargest;

std::int64_t clamped(std::int64_t value)
{
    return std::max(kSmallest, value);
}

std::int64_t add(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        return a < 0 ? kSmallest : kLargest; // only operands of one sign overflow
    return clamped(sum);
}

std::int64_t subtract(std::int64_t a, std::int64_t b)
{
    return add(a, -b); // b is never INT64_MIN
}

std::int64_t multiply(std::int64_t a, std::int64_t b)
{
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        return (a < 0) != (b < 0) ? kSmallest : kLargest;
    return clamped(product);
}

std::int64_t floorDivide(std::int64_t a, std::int64_t b)
{
    if (b == 0)
        return 0;
    const std::int64_t quotient = a / b; // no overflow: a is never INT64_MIN
    return (a % b != 0 && ((a < 0) != (b < 0))) ? quotient - 1 : quotient;
}

std::int64_t floorModulo(std::int64_t a, std::int64_t b)
{
    if (b == 0)
        return a;
    const std::int64_t remainder = a % b;
    return (remainder != 0 && ((remainder < 0) != (b < 0))) ? remainder + b : remainder;
}

std::int64_t absolute(std::int64_t a)
{
    return a < 0 ? -a : a;
}

using Op = CustomExpression::Op;

// The value of one operation on (already evaluated) operands, for constants and the per-pair evaluation alike.
std::int64_t apply(Op op, std::int64_t a, std::int64_t b)
{
    switch (op) {
    case Op::Negate:
        return -a;
    case Op::Not:
        return a == 0 ? 1 : 0;
    case Op::Abs:
        return absolute(a);
    case Op::Floor:
        return a;
    case Op::Add:
        return add(a, b);
    case Op::Subtract:
        return subtract(a, b);
    case Op::Multiply:
        return multiply(a, b);
    case Op::Divide:
        return floorDivide(a, b);
    case Op::Modulo:
        return floorModulo(a, b);
    case Op::Min:
        return std::min(a, b);
    case Op::Max:
        return std::max(a, b);
    case Op::Less:
        return a < b;
    case Op::LessOrEqual:
        return a <= b;
    case Op::Greater:
        return a > b;
    case Op::GreaterOrEqual:
        return a >= b;
    case Op::Equal:
        return a == b;
    case Op::NotEqual:
        return a != b;
    case Op::And:
        return (a != 0 && b != 0) ? 1 : 0;
    case Op::Or:
        return (a != 0 || b != 0) ? 1 : 0;
    case Op::Constant:
    case Op::QueryIndex:
    case Op::KeyIndex:
    case Op::Length:
    case Op::Pattern:
        break;
    }
    return 0;
}

// ---- Tokens -------------------------------------------------------------------------------------------------------

enum class TokenKind { Number, Name, Symbol, End };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text; // the name, the symbol ("<=", "("), or the digits
    int column = 1; // 1-based, in characters
};

bool isNameStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The text split into tokens; throws ExpressionError at the first character that starts none.
std::vector<Token> tokenize(const std::string& text)
{
    std::vector<Token> tokens;
    int column = 1;
    std::size_t at = 0;
    const auto advance = [&](std::size_t bytes) {
        for (std::size_t b = 0; b < bytes; ++b, ++at)
            if ((static_cast<unsigned char>(text[at]) & 0xC0) != 0x80) // not a UTF-8 continuation byte
                ++column;
    };
    while (at < text.size()) {
        const char c = text[at];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            advance(1);
            continue;
        }
        Token token;
        token.column = column;
        std::size_t length = 1;
        if (isDigit(c)) {
            token.kind = TokenKind::Number;
            while (at + length < text.size() && isDigit(text[at + length]))
                ++length;
            if (at + length < text.size() && isNameStart(text[at + length]))
                throw ExpressionError(column, "a number cannot run into a name, write an operator between them");
        } else if (isNameStart(c)) {
            token.kind = TokenKind::Name;
            while (at + length < text.size() && (isNameStart(text[at + length]) || isDigit(text[at + length])))
                ++length;
        } else {
            token.kind = TokenKind::Symbol;
            const std::string_view two = std::string_view(text).substr(at, 2);
            if (two == "<=" || two == ">=" || two == "==" || two == "!=" || two == "&&" || two == "||")
                length = 2;
            else if (std::string_view("()+-*/%<>!,=").find(c) == std::string_view::npos) {
                if (c == '&' || c == '|')
                    throw ExpressionError(
                        column, std::string("write '") + c + c + "' (or '" + (c == '&' ? "and" : "or") + "')");
                std::size_t bytes = 1;
                while (at + bytes < text.size() && (static_cast<unsigned char>(text[at + bytes]) & 0xC0) == 0x80)
                    ++bytes;
                throw ExpressionError(column, "unexpected character '" + text.substr(at, bytes) + "'");
            }
        }
        token.text = text.substr(at, length);
        tokens.push_back(std::move(token));
        advance(length);
    }
    Token end;
    end.column = column;
    tokens.push_back(end);
    return tokens;
}

} // namespace

ExpressionError::ExpressionError(int column, const std::string& problem)
    : Error("column " + std::to_string(column) + ": " + problem), m_column(column)
{
}

// ---- Parser -------------------------------------------------------------------------------------------------------

// Recursive descent over the tokens, one function per level of the grammar in the header. Each returns the node
// it built with its type and first column, so that a type error can point at the operand at fault.
class ExpressionParser {
public:
    explicit ExpressionParser(std::vector<Token> tokens) : m_tokens(std::move(tokens)) { }

    CustomExpression parseWhole()
    {
        const Parsed whole = condition();
        if (peek().kind != TokenKind::End)
            fail("expected an operator or the end, found '" + peek().text + "'");
        requireCondition(whole, "the expression is a number, not a condition (compare it, e.g. '... == 0')");
        return std::move(m_expression);
    }

private:
    enum class Type { Number, Condition };
    struct Parsed {
        int node = -1;
        Type type = Type::Number;
        int column = 1;
    };
    // Constant-folded value of every node without i, j or N, to refuse a constant zero divisor.
    struct Folded {
        bool constant = false;
        std::int64_t value = 0;
    };

    const Token& peek() const { return m_tokens[m_next]; }
    bool isSymbol(const char* symbol) const { return peek().kind == TokenKind::Symbol && peek().text == symbol; }
    bool isName(const char* name) const { return peek().kind == TokenKind::Name && peek().text == name; }
    Token take() { return m_tokens[m_next++]; }
    void expect(const char* symbol)
    {
        if (!isSymbol(symbol))
            fail(std::string("expected '") + symbol + "'" + foundText());
        take();
    }
    // An error at the next token. '=' is a token only for naming a call's argument (`local(before=3)`); found
    // anywhere else it is most likely a comparison mistyped.
    [[noreturn]] void fail(const std::string& problem) const
    {
        if (peek().kind == TokenKind::Symbol && peek().text == "=")
            throw ExpressionError(peek().column, "'=' alone is not an operator, write '==' to compare");
        throw ExpressionError(peek().column, problem);
    }
    std::string foundText() const
    {
        return peek().kind == TokenKind::End ? ", found the end" : ", found '" + peek().text + "'";
    }

    // Guards every rule that recurses on itself (parentheses, calls, unary operators), so no input can nest
    // deeper than the stack allows.
    class Nesting {
    public:
        Nesting(ExpressionParser& parser, int column) : m_parser(parser)
        {
            if (++m_parser.m_depth > CustomExpression::kMaxDepth)
                throw ExpressionError(
                    column, "nested more than " + std::to_string(CustomExpression::kMaxDepth) + " levels deep");
        }
        ~Nesting() { --m_parser.m_depth; }
        Nesting(const Nesting&) = delete;
        Nesting& operator=(const Nesting&) = delete;

    private:
        ExpressionParser& m_parser;
    };

    int addNode(Op op, int left = -1, int right = -1, std::int64_t value = 0)
    {
        m_expression.m_nodes.push_back({ op, left, right, value });
        Folded folded;
        if (op == Op::Constant) {
            folded = { true, value };
        } else if (op != Op::QueryIndex && op != Op::KeyIndex && op != Op::Length && op != Op::Pattern) {
            const Folded a = m_folded[static_cast<std::size_t>(left)];
            const Folded b = right >= 0 ? m_folded[static_cast<std::size_t>(right)] : Folded { true, 0 };
            if (a.constant && b.constant)
                folded = { true, apply(op, a.value, b.value) };
        }
        m_folded.push_back(folded);
        return static_cast<int>(m_expression.m_nodes.size()) - 1;
    }

    static void requireNumber(const Parsed& parsed, const std::string& role)
    {
        if (parsed.type != Type::Number)
            throw ExpressionError(parsed.column, role + " must be a number, found a condition");
    }
    static void requireCondition(const Parsed& parsed, const std::string& problem)
    {
        if (parsed.type != Type::Condition)
            throw ExpressionError(parsed.column, problem);
    }

    Parsed binary(Op op, const Parsed& left, const Parsed& right, Type type)
    {
        return { addNode(op, left.node, right.node), type, left.column };
    }

    Parsed condition()
    {
        Parsed left = conjunction();
        while (isSymbol("||") || isName("or")) {
            const Token op = take();
            const Parsed right = conjunction();
            requireCondition(left, "the left side of '" + op.text + "' must be a condition, found a number");
            requireCondition(right, "the right side of '" + op.text + "' must be a condition, found a number");
            left = binary(Op::Or, left, right, Type::Condition);
        }
        return left;
    }

    Parsed conjunction()
    {
        Parsed left = negation();
        while (isSymbol("&&") || isName("and")) {
            const Token op = take();
            const Parsed right = negation();
            requireCondition(left, "the left side of '" + op.text + "' must be a condition, found a number");
            requireCondition(right, "the right side of '" + op.text + "' must be a condition, found a number");
            left = binary(Op::And, left, right, Type::Condition);
        }
        return left;
    }

    Parsed negation()
    {
        if (!isSymbol("!") && !isName("not"))
            return equality();
        const Token op = take();
        const Nesting nesting(*this, op.column);
        const Parsed operand = negation();
        requireCondition(operand, "'" + op.text + "' takes a condition, found a number");
        return { addNode(Op::Not, operand.node), Type::Condition, op.column };
    }

    Parsed equality()
    {
        Parsed left = relation();
        while (isSymbol("==") || isSymbol("!=")) {
            const Token op = take();
            const Parsed right = relation();
            requireNumber(left, "the left side of '" + op.text + "'");
            requireNumber(right, "the right side of '" + op.text + "'");
            left = binary(op.text == "==" ? Op::Equal : Op::NotEqual, left, right, Type::Condition);
        }
        return left;
    }

    Parsed relation()
    {
        Parsed left = sum();
        while (isSymbol("<") || isSymbol("<=") || isSymbol(">") || isSymbol(">=")) {
            const Token op = take();
            const Parsed right = sum();
            requireNumber(left, "the left side of '" + op.text + "'");
            requireNumber(right, "the right side of '" + op.text + "'");
            const Op kind = op.text == "<" ? Op::Less
                : op.text == "<="          ? Op::LessOrEqual
                : op.text == ">"           ? Op::Greater
                                           : Op::GreaterOrEqual;
            left = binary(kind, left, right, Type::Condition);
        }
        return left;
    }

    Parsed sum()
    {
        Parsed left = product();
        while (isSymbol("+") || isSymbol("-")) {
            const Token op = take();
            const Parsed right = product();
            requireNumber(left, "the left side of '" + op.text + "'");
            requireNumber(right, "the right side of '" + op.text + "'");
            left = binary(op.text == "+" ? Op::Add : Op::Subtract, left, right, Type::Number);
        }
        return left;
    }

    Parsed product()
    {
        Parsed left = unary();
        while (isSymbol("*") || isSymbol("/") || isSymbol("%")) {
            const Token op = take();
            const Parsed right = unary();
            requireNumber(left, "the left side of '" + op.text + "'");
            requireNumber(right, "the right side of '" + op.text + "'");
            const Op kind = op.text == "*" ? Op::Multiply : op.text == "/" ? Op::Divide : Op::Modulo;
            const Folded divisor = m_folded[static_cast<std::size_t>(right.node)];
            if (kind != Op::Multiply && divisor.constant && divisor.value == 0)
                throw ExpressionError(right.column, op.text == "/" ? "division by zero" : "modulo by zero");
            left = binary(kind, left, right, Type::Number);
        }
        return left;
    }

    Parsed unary()
    {
        if (!isSymbol("-") && !isSymbol("+"))
            return primary();
        const Token op = take();
        const Nesting nesting(*this, op.column);
        const Parsed operand = unary();
        requireNumber(operand, "the operand of '" + op.text + "'");
        if (op.text == "+")
            return { operand.node, Type::Number, op.column };
        return { addNode(Op::Negate, operand.node), Type::Number, op.column };
    }

    Parsed primary()
    {
        const Token& token = peek();
        if (token.kind == TokenKind::Number)
            return number();
        if (token.kind == TokenKind::Symbol && token.text == "(") {
            const Token open = take();
            const Nesting nesting(*this, open.column);
            Parsed inner = condition();
            expect(")");
            inner.column = open.column;
            return inner;
        }
        if (token.kind == TokenKind::Name)
            return name();
        fail("expected a number, i, j, N, a function or '('" + foundText());
    }

    Parsed number()
    {
        const Token token = take();
        std::int64_t value = 0;
        for (const char digit : token.text) {
            if (value > (kLargest - (digit - '0')) / 10)
                throw ExpressionError(token.column, "number too large (at most " + std::to_string(kLargest) + ")");
            value = value * 10 + (digit - '0');
        }
        return { addNode(Op::Constant, -1, -1, value), Type::Number, token.column };
    }

    Parsed name()
    {
        const Token token = take();
        const std::string& word = token.text;
        if (word == "i" || word == "j" || word == "N") {
            const Op op = word == "i" ? Op::QueryIndex : word == "j" ? Op::KeyIndex : Op::Length;
            return { addNode(op), Type::Number, token.column };
        }
        if (word == "true" || word == "false") {
            // 1 == 1 and 1 == 0: a condition node, so the type check treats it as one.
            const int one = addNode(Op::Constant, -1, -1, 1);
            const int other = addNode(Op::Constant, -1, -1, word == "true" ? 1 : 0);
            return { addNode(Op::Equal, one, other), Type::Condition, token.column };
        }
        if (word == "abs" || word == "floor" || word == "min" || word == "max")
            return call(token);
        if (word == "and" || word == "or" || word == "not")
            throw ExpressionError(token.column, "expected a number, i, j, N, a function or '(', found '" + word + "'");
        if (const CallablePattern pattern = callablePattern(word); pattern.variant)
            return patternCall(token, pattern);
        if (isCatalogueVariant(word))
            throw ExpressionError(token.column,
                "'" + word + "' cannot be called in an expression: its field is not a function of i, j and N alone "
                    + "(patterns that can: " + callablePatternList() + ")");
        throw ExpressionError(token.column, "unknown name '" + word + "' (" + unknownNameHint(word) + ")");
    }

    static std::string unknownNameHint(const std::string& word)
    {
        if (word == "n")
            return "did you mean N?";
        if (word == "I" || word == "J")
            return "did you mean " + std::string(1, static_cast<char>(word[0] - 'A' + 'a')) + "?";
        std::vector<std::string> known { "abs", "min", "max", "floor", "true", "false", "and", "or", "not" };
        const std::string patterns = callablePatternList();
        for (std::size_t at = 0; at < patterns.size();) {
            const std::size_t end = std::min(patterns.find(", ", at), patterns.size());
            known.push_back(patterns.substr(at, end - at));
            at = end + 2;
        }
        const std::string closest = closestName(word, known);
        if (!closest.empty())
            return "did you mean " + closest + "?";
        return "use i, j, N, abs, min, max, floor, true, false, and, or, not, or a pattern: " + patterns;
    }

    // name "(" arguments ")": the arguments become the variant's parameters, checked as --set checks them, and the
    // call one node whose value is the call's index.
    Parsed patternCall(const Token& callee, const CallablePattern& callable)
    {
        const Variant& pattern = *callable.variant;
        const Nesting nesting(*this, callee.column);
        const std::string callName = callee.text + "()";
        if (!isSymbol("("))
            fail(callee.text + " is a pattern: give its parameters in parentheses, " + callName
                + " for its defaults" + foundText());
        take();
        if (m_expression.m_calls.size() >= static_cast<std::size_t>(CustomExpression::kMaxCalls))
            throw ExpressionError(callee.column,
                "more than " + std::to_string(CustomExpression::kMaxCalls) + " pattern calls in one expression");
        const std::vector<ParamSpec>& specs = pattern.info().params;
        Params params = Params::defaults(specs);
        std::vector<bool> given(specs.size(), false);
        std::size_t positional = 0;
        bool named = false;
        for (bool more = !isSymbol(")"); more;) {
            const Token start = peek();
            std::size_t index = 0;
            if (start.kind == TokenKind::Name && m_tokens[m_next + 1].kind == TokenKind::Symbol
                && m_tokens[m_next + 1].text == "=") {
                index = parameterIndex(pattern, start);
                take();
                take();
                named = true;
            } else {
                if (named)
                    fail("an argument without a name cannot follow a named one in " + callName);
                if (positional >= specs.size())
                    fail(callName + " takes at most " + std::to_string(specs.size()) + " argument"
                        + (specs.size() == 1 ? "" : "s") + " (" + parameterList(pattern) + ")");
                index = positional++;
            }
            const ParamSpec& spec = specs[index];
            if (given[index])
                throw ExpressionError(
                    start.column, "parameter '" + spec.name + "' of " + callName + " is given twice");
            given[index] = true;
            const int valueColumn = peek().column;
            const ParamValue value = argumentValue(spec, callName);
            std::string why;
            if (!spec.accepts(value, &why))
                throw ExpressionError(valueColumn, callName + ": " + why);
            params.set(specs, spec.name, value);
            more = isSymbol(",");
            if (more)
                take();
        }
        expect(")");
        try {
            (void)callable.field(1, params); // the constraints between parameters
        } catch (const Error& error) {
            throw ExpressionError(callee.column, callName + ": " + error.what());
        }
        m_expression.m_calls.push_back({ callable, params });
        const auto call = static_cast<std::int64_t>(m_expression.m_calls.size() - 1);
        return { addNode(Op::Pattern, -1, -1, call), Type::Condition, callee.column };
    }

    static std::size_t parameterIndex(const Variant& pattern, const Token& parameter)
    {
        const std::vector<ParamSpec>& specs = pattern.info().params;
        std::vector<std::string> names;
        for (std::size_t index = 0; index < specs.size(); ++index) {
            if (specs[index].name == parameter.text)
                return index;
            names.push_back(specs[index].name);
        }
        const std::string closest = closestName(parameter.text, names);
        throw ExpressionError(parameter.column,
            pattern.id() + "() has no parameter '" + parameter.text + "' ("
                + (closest.empty() ? "" : "did you mean " + closest + "? ") + "its parameters: "
                + parameterList(pattern) + ")");
    }

    // A choice by its bare word; a number as a constant expression, whose nodes are dropped again once folded.
    ParamValue argumentValue(const ParamSpec& spec, const std::string& callName)
    {
        if (spec.type == ParamType::Choice) {
            if (peek().kind != TokenKind::Name)
                fail("parameter '" + spec.name + "' of " + callName + " is one of " + spec.rangeText() + foundText());
            return take().text; // accepts() refuses a word that is not a choice
        }
        const std::size_t nodes = m_expression.m_nodes.size();
        const Parsed argument = sum();
        requireNumber(argument, "parameter '" + spec.name + "' of " + callName);
        const Folded folded = m_folded[static_cast<std::size_t>(argument.node)];
        if (!folded.constant)
            throw ExpressionError(argument.column,
                "parameter '" + spec.name + "' of " + callName + " must be a constant: the field is built once per N, "
                    + "before i and j are known");
        m_expression.m_nodes.resize(nodes);
        m_folded.resize(nodes);
        if (spec.type == ParamType::Real)
            return static_cast<double>(folded.value);
        return static_cast<long long>(folded.value);
    }

    Parsed call(const Token& function)
    {
        const Nesting nesting(*this, function.column);
        expect("(");
        std::vector<Parsed> arguments;
        for (;;) {
            const Parsed argument = condition();
            requireNumber(argument, "an argument of " + function.text + "()");
            arguments.push_back(argument);
            if (!isSymbol(","))
                break;
            take();
        }
        const bool unary = function.text == "abs" || function.text == "floor";
        if (unary && arguments.size() != 1)
            throw ExpressionError(arguments[1].column, function.text + "() takes one argument");
        if (!unary && arguments.size() < 2)
            fail("expected ',': " + function.text + "() takes two or more arguments" + foundText());
        expect(")");
        if (unary)
            return { addNode(function.text == "abs" ? Op::Abs : Op::Floor, arguments[0].node), Type::Number,
                function.column };
        const Op op = function.text == "min" ? Op::Min : Op::Max;
        int node = arguments[0].node;
        for (std::size_t a = 1; a < arguments.size(); ++a)
            node = addNode(op, node, arguments[a].node);
        return { node, Type::Number, function.column };
    }

    std::vector<Token> m_tokens;
    std::size_t m_next = 0;
    int m_depth = 0;
    CustomExpression m_expression;
    std::vector<Folded> m_folded; // by node
};

CustomExpression CustomExpression::parse(const std::string& text)
{
    if (text.size() > static_cast<std::size_t>(kMaxLength))
        throw ExpressionError(kMaxLength + 1, "longer than " + std::to_string(kMaxLength) + " characters");
    ExpressionParser parser(tokenize(text));
    return parser.parseWhole();
}

std::string CustomExpression::problemOf(const std::string& text)
{
    try {
        (void)parse(text);
    } catch (const ExpressionError& error) {
        return error.what();
    }
    return {};
}

// ---- Evaluation ---------------------------------------------------------------------------------------------------

bool CustomExpression::holds(std::int64_t i, std::int64_t j, std::int64_t n) const
{
    Workspace workspace;
    std::uint8_t mark = 0;
    markKeys(i, j, 1, n, workspace, &mark);
    return mark != 0;
}

void CustomExpression::bindCalls(std::int64_t n, Workspace& workspace) const
{
    if (workspace.length == n && workspace.fields.size() == m_calls.size())
        return;
    workspace.fields.clear();
    for (const PatternCall& call : m_calls) {
        // No token, no pair: the call holds nowhere (a field needs 1 <= N, and N fits an int everywhere else).
        const bool fits = n >= 1 && n <= std::numeric_limits<int>::max();
        workspace.fields.push_back(fits ? call.pattern.field(static_cast<int>(n), call.params) : nullptr);
    }
    workspace.length = n;
}

void CustomExpression::markKeys(
    std::int64_t i, std::int64_t j0, int count, std::int64_t n, Workspace& workspace, std::uint8_t* marks) const
{
    // One row of kLanes values per node, evaluated in node order: the interpretation is paid once per key block,
    // and each operation is a plain loop over the lanes.
    count = std::clamp(count, 0, kLanes);
    bindCalls(n, workspace);
    std::vector<std::int64_t>& scratch = workspace.values;
    scratch.resize(m_nodes.size() * kLanes);
    for (std::size_t k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes[k];
        std::int64_t* out = scratch.data() + k * kLanes;
        const std::int64_t* a
            = node.left >= 0 ? scratch.data() + static_cast<std::size_t>(node.left) * kLanes : nullptr;
        const std::int64_t* b
            = node.right >= 0 ? scratch.data() + static_cast<std::size_t>(node.right) * kLanes : nullptr;
        switch (node.op) {
        case Op::Constant:
            std::fill(out, out + count, node.value);
            break;
        case Op::QueryIndex:
            std::fill(out, out + count, i);
            break;
        case Op::KeyIndex:
            for (int t = 0; t < count; ++t)
                out[t] = j0 + t;
            break;
        case Op::Length:
            std::fill(out, out + count, n);
            break;
        case Op::Add:
            for (int t = 0; t < count; ++t)
                out[t] = add(a[t], b[t]);
            break;
        case Op::Subtract:
            for (int t = 0; t < count; ++t)
                out[t] = subtract(a[t], b[t]);
            break;
        case Op::Less:
            for (int t = 0; t < count; ++t)
                out[t] = a[t] < b[t];
            break;
        case Op::LessOrEqual:
            for (int t = 0; t < count; ++t)
                out[t] = a[t] <= b[t];
            break;
        case Op::Equal:
            for (int t = 0; t < count; ++t)
                out[t] = a[t] == b[t];
            break;
        case Op::And:
            for (int t = 0; t < count; ++t)
                out[t] = a[t] & b[t];
            break;
        case Op::Or:
            for (int t = 0; t < count; ++t)
                out[t] = a[t] | b[t];
            break;
        case Op::Pattern: {
            const FieldMembership* field = workspace.fields[static_cast<std::size_t>(node.value)].get();
            for (int t = 0; t < count; ++t)
                out[t] = field && field->contains(i, j0 + t) ? 1 : 0;
            break;
        }
        default:
            for (int t = 0; t < count; ++t)
                out[t] = apply(node.op, a[t], b ? b[t] : 0);
            break;
        }
    }
    const std::int64_t* root = scratch.data() + (m_nodes.size() - 1) * kLanes;
    for (int t = 0; t < count; ++t)
        marks[t] = root[t] != 0 ? 1 : 0;
}

namespace {

// All the values a node takes over a block of pairs lie in [low, high]; conditions are 0 or 1.
struct Range {
    std::int64_t low = 0;
    std::int64_t high = 0;
};

Range hull(const Range& a, const Range& b)
{
    return { std::min(a.low, b.low), std::max(a.high, b.high) };
}

// The extreme values of a monotone operation over a box lie at its corners.
template <typename Operation> Range corners(const Range& a, const Range& b, Operation operation)
{
    const std::int64_t values[]
        = { operation(a.low, b.low), operation(a.low, b.high), operation(a.high, b.low), operation(a.high, b.high) };
    return { *std::min_element(std::begin(values), std::end(values)),
        *std::max_element(std::begin(values), std::end(values)) };
}

// Floor division is monotone in the dividend for a divisor of fixed sign, and in the divisor for a dividend of fixed
// sign, so over each sign of the divisor the corners bound it; a divisor that may be 0 adds the value 0.
Range divideRange(const Range& a, const Range& b)
{
    bool any = false;
    Range result;
    const auto include = [&](const Range& part) {
        result = any ? hull(result, part) : part;
        any = true;
    };
    if (b.high >= 1)
        include(corners(a, { std::max<std::int64_t>(b.low, 1), b.high }, floorDivide));
    if (b.low <= -1)
        include(corners(a, { b.low, std::min<std::int64_t>(b.high, -1) }, floorDivide));
    if (b.low <= 0 && b.high >= 0)
        include({ 0, 0 });
    return result;
}

// A modulo by divisors of one sign: within [0, d - 1] (or [d + 1, 0]); exactly the dividend's range when that lies
// inside one period of a single divisor.
Range moduloBySign(const Range& a, const Range& divisors)
{
    if (divisors.low == divisors.high) {
        const std::int64_t d = divisors.low;
        if (floorDivide(a.low, d) == floorDivide(a.high, d))
            return { floorModulo(a.low, d), floorModulo(a.high, d) };
    }
    if (divisors.low > 0) {
        const std::int64_t top = divisors.high - 1;
        return { 0, a.low >= 0 ? std::min(a.high, top) : top };
    }
    const std::int64_t bottom = divisors.low + 1;
    return { a.high <= 0 ? std::max(a.low, bottom) : bottom, 0 };
}

Range moduloRange(const Range& a, const Range& b)
{
    bool any = false;
    Range result;
    const auto include = [&](const Range& part) {
        result = any ? hull(result, part) : part;
        any = true;
    };
    if (b.high >= 1)
        include(moduloBySign(a, { std::max<std::int64_t>(b.low, 1), b.high }));
    if (b.low <= -1)
        include(moduloBySign(a, { b.low, std::min<std::int64_t>(b.high, -1) }));
    if (b.low <= 0 && b.high >= 0)
        include(a); // a % 0 = a
    return result;
}

Range condition(bool surelyTrue, bool surelyFalse)
{
    return { surelyTrue ? 1 : 0, surelyFalse ? 0 : 1 };
}

// A pattern call over a block, exactly: its field's keys in j0..j1 counted row by row, stopping as soon as one row
// holds some keys and another (or the same) lacks some. Rows and keys outside the sequence hold nothing.
Range callRange(const FieldMembership* field, std::int64_t i0, std::int64_t i1, std::int64_t j0, std::int64_t j1,
    std::int64_t n)
{
    const std::int64_t first = std::max<std::int64_t>(i0, 0);
    const std::int64_t last = std::min<std::int64_t>(i1, n - 1);
    const std::int64_t width = j1 - j0 + 1;
    bool some = false;
    bool every = field != nullptr && first == i0 && last == i1;
    for (std::int64_t i = first; field && i <= last && (every || !some); ++i) {
        const std::int64_t keys = field->keysWithin(i, j0, j1);
        some = some || keys > 0;
        every = every && keys == width;
    }
    return condition(every && some, !some);
}

} // namespace

BlockTruth CustomExpression::classify(
    std::int64_t i0, std::int64_t i1, std::int64_t j0, std::int64_t j1, std::int64_t n) const
{
    Workspace workspace;
    return classify(i0, i1, j0, j1, n, workspace);
}

BlockTruth CustomExpression::classify(std::int64_t i0, std::int64_t i1, std::int64_t j0, std::int64_t j1,
    std::int64_t n, Workspace& workspace) const
{
    bindCalls(n, workspace);
    // Each node's range as two entries (low, high) of the scratch.
    std::vector<std::int64_t>& scratch = workspace.values;
    scratch.resize(2 * m_nodes.size());
    const auto rangeOf = [&](int node) {
        if (node < 0)
            return Range {};
        const auto at = 2 * static_cast<std::size_t>(node);
        return Range { scratch[at], scratch[at + 1] };
    };
    for (std::size_t k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes[k];
        const Range a = rangeOf(node.left);
        const Range b = rangeOf(node.right);
        Range out;
        switch (node.op) {
        case Op::Constant:
            out = { node.value, node.value };
            break;
        case Op::QueryIndex:
            out = { i0, i1 };
            break;
        case Op::KeyIndex:
            out = { j0, j1 };
            break;
        case Op::Length:
            out = { n, n };
            break;
        case Op::Negate:
            out = { -a.high, -a.low };
            break;
        case Op::Not:
            out = { 1 - a.high, 1 - a.low };
            break;
        case Op::Abs:
            if (a.low >= 0)
                out = a;
            else if (a.high <= 0)
                out = { -a.high, -a.low };
            else
                out = { 0, std::max(-a.low, a.high) };
            break;
        case Op::Floor:
            out = a;
            break;
        case Op::Add:
            out = { add(a.low, b.low), add(a.high, b.high) };
            break;
        case Op::Subtract:
            out = { subtract(a.low, b.high), subtract(a.high, b.low) };
            break;
        case Op::Multiply:
            out = corners(a, b, multiply);
            break;
        case Op::Divide:
            out = divideRange(a, b);
            break;
        case Op::Modulo:
            out = moduloRange(a, b);
            break;
        case Op::Min:
            out = { std::min(a.low, b.low), std::min(a.high, b.high) };
            break;
        case Op::Max:
            out = { std::max(a.low, b.low), std::max(a.high, b.high) };
            break;
        case Op::Less:
            out = condition(a.high < b.low, a.low >= b.high);
            break;
        case Op::LessOrEqual:
            out = condition(a.high <= b.low, a.low > b.high);
            break;
        case Op::Greater:
            out = condition(a.low > b.high, a.high <= b.low);
            break;
        case Op::GreaterOrEqual:
            out = condition(a.low >= b.high, a.high < b.low);
            break;
        case Op::Equal:
            out = condition(a.low == a.high && b.low == b.high && a.low == b.low, a.high < b.low || b.high < a.low);
            break;
        case Op::NotEqual:
            out = condition(a.high < b.low || b.high < a.low, a.low == a.high && b.low == b.high && a.low == b.low);
            break;
        case Op::And:
            out = { a.low & b.low, a.high & b.high };
            break;
        case Op::Or:
            out = { a.low | b.low, a.high | b.high };
            break;
        case Op::Pattern:
            out = callRange(workspace.fields[static_cast<std::size_t>(node.value)].get(), i0, i1, j0, j1, n);
            break;
        }
        scratch[2 * k] = out.low;
        scratch[2 * k + 1] = out.high;
    }
    const Range root = rangeOf(static_cast<int>(m_nodes.size()) - 1);
    if (root.low == 1)
        return BlockTruth::Always;
    if (root.high == 0)
        return BlockTruth::Never;
    return BlockTruth::Mixed;
}

} // namespace attnlab::core
