#include "core/io/npy.h"

#include "core/error.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <random>
#include <system_error>
#include <utility>
#include <vector>

namespace attnlab::core {

namespace {

// The bytes are decoded with shifts and memcpy, so the host's byte order does not matter; the bit layout does.
static_assert(std::numeric_limits<float>::is_iec559 && std::numeric_limits<double>::is_iec559,
    ".npy '<f4'/'<f8' data is IEEE 754; this platform's float/double are not");

constexpr char kMagic[] = "\x93NUMPY";
constexpr std::size_t kMagicLength = sizeof(kMagic) - 1;
constexpr std::size_t kVersionLength = 2;
// numpy aligns the start of the data so the file can be memory-mapped with any dtype.
constexpr std::size_t kArrayAlign = 64;
// numpy >= 1.23 leaves room in the header for the growing axis to reach this many digits, so appending rows can
// rewrite the header in place; numpy.save output includes these spaces.
constexpr std::size_t kGrowthAxisMaxDigits = 21;

[[noreturn]] void fail(const std::string& source, const std::string& fault)
{
    throw Error(source + ": " + fault);
}

std::string systemMessage(int errorNumber)
{
    return errorNumber != 0 ? std::generic_category().message(errorNumber) : std::string("unknown error");
}

std::uint64_t readLittleEndian(const char* bytes, std::size_t count)
{
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < count; ++i)
        value |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[i])) << (8 * i);
    return value;
}

void appendLittleEndian(std::string& out, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<char>((value >> (8 * i)) & 0xffu));
}

float floatAt(const char* bytes)
{
    const auto bits = static_cast<std::uint32_t>(readLittleEndian(bytes, 4));
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

double doubleAt(const char* bytes)
{
    const std::uint64_t bits = readLittleEndian(bytes, 8);
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

std::string describeShape(const std::vector<std::uint64_t>& shape)
{
    // Python's tuple repr, so the message shows what the user would see in numpy.
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += std::to_string(shape[i]);
    }
    if (shape.size() == 1)
        text += ",";
    return text + ")";
}

struct HeaderFields {
    std::string descr;
    bool fortranOrder = false;
    std::vector<std::uint64_t> shape;
};

// Reads the Python dict literal of a .npy header. numpy evaluates it with ast.literal_eval; a valid header only
// needs the subset accepted here: quoted string keys mapping to a quoted string, True/False or a tuple of
// non-negative integers, with free spacing and optional trailing commas.
class HeaderParser {
public:
    HeaderParser(const std::string& text, const std::string& source) : m_text(text), m_source(source) { }

    HeaderFields parse()
    {
        HeaderFields fields;
        bool seenDescr = false;
        bool seenFortranOrder = false;
        bool seenShape = false;

        skipSpace();
        expect('{', "the header to start with '{'");
        skipSpace();
        while (!atEnd() && peek() != '}') {
            const std::string key = parseString("a quoted key");
            skipSpace();
            expect(':', "':' after key '" + key + "'");
            skipSpace();
            if (key == "descr") {
                markSeen(seenDescr, key);
                fields.descr = parseDescr();
            } else if (key == "fortran_order") {
                markSeen(seenFortranOrder, key);
                fields.fortranOrder = parseFortranOrder();
            } else if (key == "shape") {
                markSeen(seenShape, key);
                fields.shape = parseShape();
            } else {
                fail(m_source,
                    "unexpected key '" + key
                        + "' in the .npy header (expected only 'descr', 'fortran_order' and 'shape')");
            }
            skipSpace();
            if (atEnd() || peek() != ',')
                break;
            ++m_position;
            skipSpace();
        }
        expect('}', "',' or '}' after a header entry");
        skipSpace();
        if (!atEnd())
            malformed("unexpected text after the closing '}'");

        if (!seenDescr)
            fail(m_source, "the .npy header lacks the 'descr' key (the dtype)");
        if (!seenFortranOrder)
            fail(m_source, "the .npy header lacks the 'fortran_order' key");
        if (!seenShape)
            fail(m_source, "the .npy header lacks the 'shape' key");
        return fields;
    }

private:
    bool atEnd() const { return m_position >= m_text.size(); }
    char peek() const { return m_text[m_position]; }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_position;
    }

    [[noreturn]] void malformed(const std::string& why) const
    {
        fail(m_source,
            "malformed .npy header (not a Python dict literal as numpy writes it): " + why + " at header offset "
                + std::to_string(m_position));
    }

    void expect(char wanted, const std::string& what)
    {
        if (atEnd() || peek() != wanted)
            malformed("expected " + what);
        ++m_position;
    }

    void markSeen(bool& seen, const std::string& key) const
    {
        if (seen)
            fail(m_source, "the .npy header has the key '" + key + "' twice");
        seen = true;
    }

    std::string parseString(const std::string& what)
    {
        if (atEnd() || (peek() != '\'' && peek() != '"'))
            malformed("expected " + what);
        const char quote = m_text[m_position++];
        const std::size_t start = m_position;
        while (!atEnd() && peek() != quote) {
            // No header numpy writes needs escapes; refusing them beats decoding them half right.
            if (peek() == '\\' || peek() == '\n')
                malformed("unsupported character in a string");
            ++m_position;
        }
        if (atEnd())
            malformed("unterminated string");
        ++m_position; // past the closing quote
        return m_text.substr(start, m_position - 1 - start);
    }

    std::string parseDescr()
    {
        if (!atEnd() && peek() == '[')
            fail(m_source, "unsupported dtype: structured arrays are not supported (expected '<f4' or '<f8')");
        if (atEnd() || (peek() != '\'' && peek() != '"'))
            fail(m_source, "unsupported dtype: 'descr' is not a type string (expected '<f4' or '<f8')");
        return parseString("the dtype string");
    }

    std::string parseWord()
    {
        const std::size_t start = m_position;
        while (!atEnd() && (std::isalnum(static_cast<unsigned char>(peek())) != 0 || peek() == '_'))
            ++m_position;
        return m_text.substr(start, m_position - start);
    }

    bool parseFortranOrder()
    {
        const std::size_t start = m_position;
        const std::string word = parseWord();
        if (word == "True")
            return true;
        if (word == "False")
            return false;
        m_position = start;
        fail(m_source, "'fortran_order' in the .npy header must be True or False");
    }

    std::vector<std::uint64_t> parseShape()
    {
        if (atEnd() || peek() != '(')
            fail(m_source, "'shape' in the .npy header is not a tuple like (rows, columns)");
        ++m_position;
        std::vector<std::uint64_t> shape;
        skipSpace();
        bool endedWithComma = false;
        while (!atEnd() && peek() != ')') {
            shape.push_back(parseDimension());
            skipSpace();
            endedWithComma = !atEnd() && peek() == ',';
            if (!endedWithComma)
                break;
            ++m_position;
            skipSpace();
        }
        expect(')', "',' or ')' in the shape tuple");
        // In Python "(3)" is the integer 3, not a tuple, and numpy refuses it.
        if (shape.size() == 1 && !endedWithComma)
            fail(m_source,
                "'shape' in the .npy header is (" + std::to_string(shape[0]) + "), an integer rather than a tuple");
        return shape;
    }

    std::uint64_t parseDimension()
    {
        if (!atEnd() && peek() == '-')
            fail(m_source, "the .npy header has a negative dimension in 'shape'");
        if (atEnd() || std::isdigit(static_cast<unsigned char>(peek())) == 0)
            malformed("expected a non-negative integer in the shape tuple");
        std::uint64_t value = 0;
        constexpr std::uint64_t kLimit = std::numeric_limits<std::uint64_t>::max();
        while (!atEnd() && std::isdigit(static_cast<unsigned char>(peek())) != 0) {
            const auto digit = static_cast<std::uint64_t>(peek() - '0');
            if (value > (kLimit - digit) / 10)
                fail(m_source, "a dimension in the .npy header's 'shape' is too large (size overflow)");
            value = value * 10 + digit;
            ++m_position;
        }
        return value;
    }

    const std::string& m_text;
    const std::string& m_source;
    std::size_t m_position = 0;
};

// Bytes per value for the dtypes we read; refuses the rest with the reason.
std::size_t itemSizeOf(const std::string& descr, const std::string& source)
{
    // '<f' and '<d' are numpy's other names for the same little-endian float32 and float64.
    if (descr == "<f4" || descr == "<f")
        return 4;
    if (descr == "<f8" || descr == "<d")
        return 8;
    const bool bigEndianFloat = descr == ">f4" || descr == ">f8" || descr == ">f" || descr == ">d";
    fail(source,
        "unsupported dtype '" + descr + "' (" + (bigEndianFloat ? "big-endian; " : "") + "expected '<f4' or '<f8')");
}

struct HeaderLocation {
    std::size_t headerStart = 0;
    std::size_t headerLength = 0;
};

// Checks the magic and version and finds the header text that follows them.
HeaderLocation locateHeader(const std::string& bytes, const std::string& source)
{
    if (bytes.empty())
        fail(source, "empty file, not a .npy file");
    if (bytes.compare(0, kMagicLength, kMagic, std::min(bytes.size(), kMagicLength)) != 0)
        fail(source, "not a .npy file (bad magic: it does not start with \\x93NUMPY)");
    if (bytes.size() < kMagicLength + kVersionLength)
        fail(source, "truncated .npy header (the file ends inside the version)");

    const auto major = static_cast<unsigned char>(bytes[kMagicLength]);
    const auto minor = static_cast<unsigned char>(bytes[kMagicLength + 1]);
    if (major < 1 || major > 3 || minor != 0)
        fail(source,
            "unsupported .npy version " + std::to_string(major) + "." + std::to_string(minor)
                + " (expected 1.0, 2.0 or 3.0)");

    // Version 1.0 stores the header length in 2 bytes; 2.0 and 3.0 (3.0 only adds UTF-8 text) use 4.
    const std::size_t lengthFieldSize = major == 1 ? 2 : 4;
    HeaderLocation location;
    location.headerStart = kMagicLength + kVersionLength + lengthFieldSize;
    if (bytes.size() < location.headerStart)
        fail(source, "truncated .npy header (the file ends inside the header length)");
    location.headerLength
        = static_cast<std::size_t>(readLittleEndian(bytes.data() + kMagicLength + kVersionLength, lengthFieldSize));
    const std::size_t available = bytes.size() - location.headerStart;
    if (location.headerLength > available)
        fail(source,
            "truncated .npy header: it should be " + std::to_string(location.headerLength)
                + " bytes but the file has only " + std::to_string(available) + " after the prefix");
    return location;
}

// Rows and columns of a 2-D, non-empty shape whose data size fits in memory arithmetic.
std::pair<Eigen::Index, Eigen::Index> checkedMatrixShape(
    const std::vector<std::uint64_t>& shape, std::size_t itemSize, std::size_t dataBytes, const std::string& source)
{
    if (shape.size() != 2)
        fail(source,
            "shape " + describeShape(shape) + " is " + std::to_string(shape.size())
                + "-D; expected a 2-D matrix (rows = tokens, columns = features)");
    const std::uint64_t rows = shape[0];
    const std::uint64_t columns = shape[1];
    if (rows == 0 || columns == 0)
        fail(source,
            "shape " + describeShape(shape)
                + " is empty (zero rows or columns); expected at least one token and one feature");

    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max();
    if (columns > limit / rows || rows * columns > limit / itemSize)
        fail(source, "shape " + describeShape(shape) + " is too large (its size in bytes overflows)");
    const std::uint64_t needed = rows * columns * itemSize;
    if (needed > dataBytes)
        fail(source,
            "truncated data: shape " + describeShape(shape) + " needs " + std::to_string(needed) + " bytes but only "
                + std::to_string(dataBytes) + " follow the header");
    if (needed < dataBytes)
        fail(source,
            "trailing data: shape " + describeShape(shape) + " needs " + std::to_string(needed) + " bytes but "
                + std::to_string(dataBytes) + " follow the header (the header does not match the data size)");
    // needed <= dataBytes, a size_t, so both dimensions fit Eigen::Index.
    return { static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(columns) };
}

[[noreturn]] void failNonFinite(const std::string& source, double value, Eigen::Index row, Eigen::Index column)
{
    const std::string what = std::isnan(value) ? "NaN"
        : std::isinf(value)                    ? (value > 0 ? "+Inf" : "-Inf")
                                               : "a value outside the float32 range";
    fail(source,
        "non-finite data: " + what + " at row " + std::to_string(row) + ", column " + std::to_string(column)
            + " (counting from 0); every value must be finite");
}

// Removes the temporary file unless it was renamed into place.
class TemporaryFileGuard {
public:
    explicit TemporaryFileGuard(std::filesystem::path path) : m_path(std::move(path)) { }
    ~TemporaryFileGuard()
    {
        if (!m_released) {
            std::error_code ignored;
            std::filesystem::remove(m_path, ignored);
        }
    }
    TemporaryFileGuard(const TemporaryFileGuard&) = delete;
    TemporaryFileGuard& operator=(const TemporaryFileGuard&) = delete;

    void release() { m_released = true; }

private:
    std::filesystem::path m_path;
    bool m_released = false;
};

// Creates a new, uniquely named file next to `target` (same folder, hence same file system, so rename is atomic).
std::FILE* createTemporaryNextTo(const std::filesystem::path& target, std::filesystem::path& temporaryPath)
{
    std::random_device entropy;
    std::uniform_int_distribution<unsigned long long> pick;
    const char* hexDigits = "0123456789abcdef";
    for (int attempt = 0; attempt < 16; ++attempt) {
        std::string suffix;
        for (unsigned long long bits = pick(entropy), i = 0; i < 12; ++i, bits >>= 4)
            suffix.push_back(hexDigits[bits & 0xfu]);
        temporaryPath = target;
        temporaryPath.replace_filename("." + target.filename().string() + ".tmp-" + suffix);
        errno = 0;
        // "x" (C11) fails if the name exists, so we never write into somebody else's file.
        if (std::FILE* file = std::fopen(temporaryPath.string().c_str(), "wbx"))
            return file;
        if (errno != EEXIST)
            return nullptr;
    }
    return nullptr;
}

} // namespace

Matrix parseNpy(const std::string& bytes, const std::string& source)
{
    const HeaderLocation location = locateHeader(bytes, source);
    const std::string headerText = bytes.substr(location.headerStart, location.headerLength);
    const HeaderFields header = HeaderParser(headerText, source).parse();
    const std::size_t itemSize = itemSizeOf(header.descr, source);

    const std::size_t dataStart = location.headerStart + location.headerLength;
    const auto [rows, columns] = checkedMatrixShape(header.shape, itemSize, bytes.size() - dataStart, source);
    const char* data = bytes.data() + dataStart;

    Matrix matrix(rows, columns);
    for (Eigen::Index row = 0; row < rows; ++row) {
        for (Eigen::Index column = 0; column < columns; ++column) {
            const Eigen::Index index = header.fortranOrder ? column * rows + row : row * columns + column;
            const char* valueBytes = data + static_cast<std::size_t>(index) * itemSize;
            const double original = itemSize == 4 ? double(floatAt(valueBytes)) : doubleAt(valueBytes);
            const auto value = static_cast<float>(original);
            if (!std::isfinite(value))
                failNonFinite(source, original, row, column);
            matrix(row, column) = value;
        }
    }
    return matrix;
}

Matrix readNpy(const std::string& path)
{
    std::error_code statusError;
    if (std::filesystem::is_directory(path, statusError))
        fail(path, "cannot read: it is a folder, not a .npy file");

    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file)
        fail(path, "cannot open: " + systemMessage(errno));

    std::string bytes;
    char buffer[1 << 16];
    std::size_t count = 0;
    while ((count = std::fread(buffer, 1, sizeof buffer, file)) > 0)
        bytes.append(buffer, count);
    const bool readFailed = std::ferror(file) != 0;
    const int readErrno = errno;
    std::fclose(file);
    if (readFailed)
        fail(path, "cannot read: " + systemMessage(readErrno));
    return parseNpy(bytes, path);
}

std::string formatNpy(const Matrix& m)
{
    const std::string rowsText = std::to_string(m.rows());
    // Keys sorted and spaced as numpy's repr-based writer does, so the bytes match numpy.save exactly.
    std::string header
        = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + rowsText + ", " + std::to_string(m.cols()) + "), }";
    if (rowsText.size() < kGrowthAxisMaxDigits)
        header.append(kGrowthAxisMaxDigits - rowsText.size(), ' ');

    // numpy's rule: pad with spaces, then '\n', so that prefix + header ends on a multiple of kArrayAlign; a
    // header that already ends on one still gets a full kArrayAlign of padding.
    const std::size_t prefixLength = kMagicLength + kVersionLength + 2;
    const std::size_t padding = kArrayAlign - (prefixLength + header.size() + 1) % kArrayAlign;
    header.append(padding, ' ');
    header.push_back('\n');

    std::string out;
    const auto valueCount = static_cast<std::size_t>(m.size());
    out.reserve(prefixLength + header.size() + 4 * valueCount);
    out.append(kMagic, kMagicLength);
    out.push_back('\x01');
    out.push_back('\x00');
    // The header of a 2-D float32 array is at most a few hundred bytes, well inside version 1.0's 2-byte length.
    out.push_back(static_cast<char>(header.size() & 0xffu));
    out.push_back(static_cast<char>((header.size() >> 8) & 0xffu));
    out += header;

    // Matrix is row-major, so its storage is already C order.
    const float* values = m.data();
    for (std::size_t i = 0; i < valueCount; ++i) {
        std::uint32_t bits;
        std::memcpy(&bits, &values[i], sizeof bits);
        appendLittleEndian(out, bits);
    }
    return out;
}

void writeNpy(const std::string& path, const Matrix& m)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    if (!target.has_filename())
        fail(path, "cannot write: the path does not name a file");
    std::error_code statusError;
    if (fs::is_directory(target, statusError))
        fail(path, "cannot write: it is a folder");

    const std::string bytes = formatNpy(m);

    fs::path temporaryPath;
    std::FILE* file = createTemporaryNextTo(target, temporaryPath);
    if (!file)
        fail(path, "cannot write: " + systemMessage(errno));
    TemporaryFileGuard guard(temporaryPath);

    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
    const int writeErrno = errno;
    // fclose flushes; a full disk may only show up here.
    const bool closed = std::fclose(file) == 0;
    const int closeErrno = errno;
    if (!written || !closed)
        fail(path, "cannot write: " + systemMessage(!written ? writeErrno : closeErrno));

    std::error_code renameError;
    fs::rename(temporaryPath, target, renameError);
    if (renameError)
        fail(path, "cannot write: " + renameError.message());
    guard.release();
}

} // namespace attnlab::core
