#include "core/error.h"
#include "core/io/npy.h"
#include "core/matrix.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

using attnlab::core::Error;
using attnlab::core::Matrix;

namespace {

const char* const kPythonPath = "/usr/bin/python3";
// Temporary files are hidden, so listings must include hidden entries to prove none is left behind.
const QDir::Filters kEveryEntry = QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot;

// Little-endian bytes of each value, built with shifts so the test does not depend on the host's byte order.
template <typename Bits, typename Value> std::string littleEndianData(const std::vector<Value>& values)
{
    static_assert(sizeof(Bits) == sizeof(Value), "bit pattern and value must have the same size");
    std::string out;
    for (const Value value : values) {
        Bits bits;
        std::memcpy(&bits, &value, sizeof bits);
        for (std::size_t i = 0; i < sizeof bits; ++i)
            out.push_back(static_cast<char>((bits >> (8 * i)) & 0xffu));
    }
    return out;
}

std::string floatData(const std::vector<float>& values)
{
    return littleEndianData<std::uint32_t>(values);
}

std::string doubleData(const std::vector<double>& values)
{
    return littleEndianData<std::uint64_t>(values);
}

// A .npy file built by hand: magic, version, a header length as wide as the version says, the header text ended
// by '\n', then the data. The data is not aligned to 64 bytes, which readers must (and numpy does) accept.
std::string npyFile(const std::string& header, const std::string& data, int major = 1)
{
    std::string out("\x93NUMPY", 6);
    out.push_back(static_cast<char>(major));
    out.push_back('\0');
    const std::string text = header + "\n";
    const std::size_t lengthFieldSize = major == 1 ? 2 : 4;
    for (std::size_t i = 0; i < lengthFieldSize; ++i)
        out.push_back(static_cast<char>((text.size() >> (8 * i)) & 0xffu));
    return out + text + data;
}

std::string header(const std::string& descr, bool fortranOrder, const std::string& shape)
{
    return "{'descr': '" + descr + "', 'fortran_order': " + (fortranOrder ? "True" : "False") + ", 'shape': " + shape
        + ", }";
}

// [[1, 2, 3], [4, 5, 6]], the matrix most hand-built files below hold.
Matrix oneToSix()
{
    Matrix m(2, 3);
    m << 1, 2, 3, 4, 5, 6;
    return m;
}

const std::vector<float> kOneToSixC = { 1, 2, 3, 4, 5, 6 };
const std::vector<float> kOneToSixFortran = { 1, 4, 2, 5, 3, 6 };

// A matrix with varied values, including ones that must survive bit for bit (-0, a subnormal, float max).
Matrix sampleMatrix(Eigen::Index rows, Eigen::Index columns)
{
    Matrix m(rows, columns);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < columns; ++c)
            m(r, c)
                = static_cast<float>(std::sin(0.7 * double(r * columns + c) + 0.1) * std::pow(10.0, double(c % 7) - 3));
    const std::vector<float> special = { -0.0f, std::numeric_limits<float>::denorm_min(),
        std::numeric_limits<float>::max(), std::numeric_limits<float>::lowest() };
    for (std::size_t i = 0; i < special.size() && Eigen::Index(i) < m.size(); ++i)
        m.data()[i] = special[i];
    return m;
}

// Bit patterns, so -0 differs from 0 and a round trip must be exact.
std::uint32_t bitsOf(float value)
{
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

bool sameBits(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Eigen::Index i = 0; i < a.size(); ++i)
        if (bitsOf(a.data()[i]) != bitsOf(b.data()[i]))
            return false;
    return true;
}

std::string readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

QString errorOf(const std::string& bytes, const std::string& source)
{
    try {
        attnlab::core::parseNpy(bytes, source);
    } catch (const Error& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

bool pythonHasNumpy()
{
    if (!QFile::exists(QString::fromLatin1(kPythonPath)))
        return false;
    QProcess probe;
    probe.start(QString::fromLatin1(kPythonPath), { QStringLiteral("-c"), QStringLiteral("import numpy") });
    return probe.waitForFinished(60000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0;
}

} // namespace

class TestNpy : public QObject {
    Q_OBJECT

private slots:
    void formatMatchesNumpySave();
    void formatPadsHeaderLikeNumpyForLongRowCounts();
    void roundTrip_data();
    void roundTrip();
    void readsFloat64();
    void readsFortranOrder();
    void readsVersion2And3Headers_data();
    void readsVersion2And3Headers();
    void acceptsHeaderSpellings_data();
    void acceptsHeaderSpellings();
    void refusesMalformed_data();
    void refusesMalformed();
    void namesRowAndColumnOfNonFiniteValue();
    void readNpyRefusesUnreadablePath();
    void writeNpyLeavesNoTemporaryFile();
    void writeNpyFailsCleanlyWhenFolderIsMissing();
    void writeNpyFailsCleanlyWhenTargetIsAFolder();
    void writeNpyFailsCleanlyWhenFolderIsReadOnly();
    void numpyLoadsWhatWeWrite();
    void weReadWhatNumpyWrites();
};

void TestNpy::formatMatchesNumpySave()
{
    Matrix m(2, 3);
    m << 1.0f, -2.5f, 0.1f, 1e-3f, 65504.0f, -0.0f;

    // Captured from numpy 1.24.2 (Debian python3-numpy):
    //   io = BytesIO(); numpy.save(io, numpy.array([[1, -2.5, 0.1], [1e-3, 65504, -0.0]], numpy.float32))
    // Magic, version 1.0, header length 0x0076 = 118 little-endian, then the dict, padded with spaces (21 minus the
    // digits of the row count for numpy's growth room, then up to the 64-byte boundary) and '\n'.
    std::string expected("\x93NUMPY\x01\x00\x76\x00", 10);
    expected += "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
    expected += std::string(58, ' ') + "\n";
    // The data as numpy wrote it: bytes.hex() == "0000803f000020c0cdcccc3d6f12833a00e07f4700000080".
    const unsigned char data[] = { 0x00, 0x00, 0x80, 0x3f, 0x00, 0x00, 0x20, 0xc0, 0xcd, 0xcc, 0xcc, 0x3d, 0x6f, 0x12,
        0x83, 0x3a, 0x00, 0xe0, 0x7f, 0x47, 0x00, 0x00, 0x00, 0x80 };
    expected.append(reinterpret_cast<const char*>(data), sizeof data);

    const std::string actual = attnlab::core::formatNpy(m);
    QCOMPARE(actual.size(), std::size_t(152));
    QCOMPARE(QByteArray::fromStdString(actual), QByteArray::fromStdString(expected));
}

void TestNpy::formatPadsHeaderLikeNumpyForLongRowCounts()
{
    // Captured from numpy 1.24.2: numpy.save of numpy.zeros((100000, 1), numpy.float32) starts with these 128 bytes
    // (fewer growth spaces because the row count has six digits) and is 400128 bytes long.
    std::string expectedHeader("\x93NUMPY\x01\x00\x76\x00", 10);
    expectedHeader += "{'descr': '<f4', 'fortran_order': False, 'shape': (100000, 1), }";
    expectedHeader += std::string(53, ' ') + "\n";

    const std::string actual = attnlab::core::formatNpy(Matrix::Zero(100000, 1));
    QCOMPARE(actual.size(), std::size_t(400128));
    QCOMPARE(QByteArray::fromStdString(actual.substr(0, 128)), QByteArray::fromStdString(expectedHeader));
}

void TestNpy::roundTrip_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::newRow("1x1") << 1 << 1;
    QTest::newRow("2x3") << 2 << 3;
    QTest::newRow("7x3") << 7 << 3;
    QTest::newRow("1x300") << 1 << 300;
    QTest::newRow("300x1") << 300 << 1;
    QTest::newRow("64x17") << 64 << 17;
}

void TestNpy::roundTrip()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    const Matrix m = sampleMatrix(rows, columns);

    QVERIFY(sameBits(attnlab::core::parseNpy(attnlab::core::formatNpy(m), "memory.npy"), m));

    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::string path = folder.filePath(QStringLiteral("round trip.npy")).toStdString();
    attnlab::core::writeNpy(path, m);
    QVERIFY(sameBits(attnlab::core::readNpy(path), m));
    // Data must start on numpy's 64-byte boundary.
    const std::string bytes = readAll(QString::fromStdString(path));
    QCOMPARE((bytes.size() - 4 * std::size_t(m.size())) % 64, std::size_t(0));
}

void TestNpy::readsFloat64()
{
    const std::vector<double> values = { 0.1, -2.0, 1e-30, 3.0e38, 1.0 / 3.0, 6.0 };
    const Matrix m = attnlab::core::parseNpy(npyFile(header("<f8", false, "(3, 2)"), doubleData(values)), "d.npy");
    QCOMPARE(m.rows(), Eigen::Index(3));
    QCOMPARE(m.cols(), Eigen::Index(2));
    for (Eigen::Index i = 0; i < m.size(); ++i)
        QCOMPARE(m.data()[i], static_cast<float>(values[std::size_t(i)]));
}

void TestNpy::readsFortranOrder()
{
    const Matrix f4
        = attnlab::core::parseNpy(npyFile(header("<f4", true, "(2, 3)"), floatData(kOneToSixFortran)), "f4.npy");
    QVERIFY(sameBits(f4, oneToSix()));

    const std::vector<double> fortranDoubles = { 1, 4, 2, 5, 3, 6 };
    const Matrix f8
        = attnlab::core::parseNpy(npyFile(header("<f8", true, "(2, 3)"), doubleData(fortranDoubles)), "f8.npy");
    QVERIFY(sameBits(f8, oneToSix()));

    // A single column is the same in both orders; a single row too.
    const Matrix column
        = attnlab::core::parseNpy(npyFile(header("<f4", true, "(3, 1)"), floatData({ 7, 8, 9 })), "column.npy");
    QCOMPARE(column(2, 0), 9.0f);
}

void TestNpy::readsVersion2And3Headers_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("2.0") << 2;
    QTest::newRow("3.0") << 3;
}

void TestNpy::readsVersion2And3Headers()
{
    QFETCH(int, major);
    const std::string bytes = npyFile(header("<f4", false, "(2, 3)"), floatData(kOneToSixC), major);
    QVERIFY(sameBits(attnlab::core::parseNpy(bytes, "v.npy"), oneToSix()));
}

void TestNpy::acceptsHeaderSpellings_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::newRow("numpy's own") << QByteArray("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }");
    QTest::newRow("keys in another order") << QByteArray("{'shape': (2, 3), 'fortran_order': False, 'descr': '<f4'}");
    QTest::newRow("no spaces") << QByteArray("{'descr':'<f4','fortran_order':False,'shape':(2,3)}");
    QTest::newRow("double quotes") << QByteArray("{\"descr\": \"<f4\", \"fortran_order\": False, \"shape\": (2, 3)}");
    QTest::newRow("trailing comma in shape")
        << QByteArray("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3, )}");
    QTest::newRow("tabs and newlines") << QByteArray(
        "\t{ 'descr' :\n'<f4' ,\r\n 'fortran_order'\t: False , 'shape' : ( 2 ,3 ) , }   ");
    QTest::newRow("old 16-byte padding") << QByteArray("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)}"
                                                       "                                ");
    QTest::newRow("'<f' spelling") << QByteArray("{'descr': '<f', 'fortran_order': False, 'shape': (2, 3), }");
}

void TestNpy::acceptsHeaderSpellings()
{
    QFETCH(QByteArray, header);
    const std::string bytes = npyFile(header.toStdString(), floatData(kOneToSixC));
    try {
        QVERIFY(sameBits(attnlab::core::parseNpy(bytes, "ok.npy"), oneToSix()));
    } catch (const Error& error) {
        QFAIL(error.what());
    }
}

void TestNpy::refusesMalformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fault");

    const std::string good = header("<f4", false, "(2, 3)");
    const std::string data = floatData(kOneToSixC);
    const auto row = [](const char* name, const std::string& bytes, const char* fault) {
        QTest::newRow(name) << QByteArray::fromStdString(bytes) << QString::fromLatin1(fault);
    };
    const auto withHeader
        = [&](const char* name, const std::string& text, const char* fault) { row(name, npyFile(text, data), fault); };

    // Prefix.
    row("empty file", "", "empty");
    row("bad magic", std::string("\x93NUMPZ\x01\x00", 8) + good, "magic");
    row("text file", "descr,shape\n1,2\n", "magic");
    row("ends inside magic", std::string("\x93NUM", 4), "truncated");
    row("ends inside version", std::string("\x93NUMPY\x01", 7), "truncated");
    row("ends inside length", std::string("\x93NUMPY\x01\x00\x10", 9), "truncated");
    row("ends inside v2 length", std::string("\x93NUMPY\x02\x00\x10\x00", 10), "truncated");
    row("version 4.0", npyFile(good, data, 4), "version");
    row("version 0.0", npyFile(good, data, 0), "version");
    {
        std::string minor = npyFile(good, data);
        minor[7] = '\x01';
        row("version 1.1", minor, "version");
    }
    row("header longer than file", npyFile(good, data).substr(0, 40), "truncated");

    // Header that is not a dict literal.
    withHeader("not a dict", "hello", "header");
    withHeader("empty header", "", "header");
    withHeader("no closing brace", "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)", "header");
    withHeader("text after dict", good + " x", "header");
    withHeader("unterminated string", "{'descr: '<f4', 'fortran_order': False, 'shape': (2, 3)}", "header");
    withHeader("missing colon", "{'descr' '<f4', 'fortran_order': False, 'shape': (2, 3)}", "header");
    withHeader("missing comma", "{'descr': '<f4' 'fortran_order': False, 'shape': (2, 3)}", "header");
    withHeader("unquoted key", "{descr: '<f4', 'fortran_order': False, 'shape': (2, 3)}", "header");
    withHeader("double comma", "{'descr': '<f4',, 'fortran_order': False, 'shape': (2, 3)}", "header");
    withHeader("unclosed shape", "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3}", "header");
    withHeader("shape of words", "{'descr': '<f4', 'fortran_order': False, 'shape': (two, 3)}", "header");

    // Keys.
    withHeader("missing descr", "{'fortran_order': False, 'shape': (2, 3), }", "descr");
    withHeader("missing fortran_order", "{'descr': '<f4', 'shape': (2, 3), }", "fortran_order");
    withHeader("missing shape", "{'descr': '<f4', 'fortran_order': False, }", "shape");
    withHeader("unknown key", "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), 'extra': 1}", "key");
    withHeader("duplicate key", "{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)}", "twice");

    // Values.
    withHeader("int32", header("<i4", false, "(2, 3)"), "dtype");
    withHeader("big-endian float32", header(">f4", false, "(2, 3)"), "big-endian");
    withHeader("big-endian float64", header(">f8", false, "(2, 3)"), "dtype");
    withHeader("float16", header("<f2", false, "(2, 3)"), "dtype");
    withHeader("complex64", header("<c8", false, "(2, 3)"), "dtype");
    withHeader("object", header("|O", false, "(2, 3)"), "dtype");
    withHeader("bool", header("|b1", false, "(2, 3)"), "dtype");
    withHeader("native float32", header("=f4", false, "(2, 3)"), "dtype");
    withHeader("structured", "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2, 3)}", "dtype");
    withHeader("descr not a string", "{'descr': 4, 'fortran_order': False, 'shape': (2, 3)}", "dtype");
    withHeader("fortran_order string", "{'descr': '<f4', 'fortran_order': 'no', 'shape': (2, 3)}", "fortran_order");
    withHeader("fortran_order number", "{'descr': '<f4', 'fortran_order': 0, 'shape': (2, 3)}", "fortran_order");
    withHeader("fortran_order lowercase", "{'descr': '<f4', 'fortran_order': false, 'shape': (2, 3)}", "fortran_order");
    withHeader("shape as list", "{'descr': '<f4', 'fortran_order': False, 'shape': [2, 3]}", "tuple");
    withHeader("shape as int", "{'descr': '<f4', 'fortran_order': False, 'shape': 6}", "tuple");
    withHeader("shape (6) is an int", header("<f4", false, "(6)"), "tuple");
    withHeader("negative dimension", header("<f4", false, "(-2, 3)"), "negative");

    // Shapes.
    row("0-D", npyFile(header("<f4", false, "()"), floatData({ 1 })), "0-D");
    row("1-D", npyFile(header("<f4", false, "(6,)"), data), "1-D");
    row("3-D", npyFile(header("<f4", false, "(1, 2, 3)"), data), "3-D");
    row("zero rows", npyFile(header("<f4", false, "(0, 3)"), ""), "empty");
    row("zero columns", npyFile(header("<f4", false, "(2, 0)"), ""), "empty");
    row("dimension beyond 64 bits", npyFile(header("<f4", false, "(99999999999999999999999, 3)"), data), "overflow");
    row("element count overflows", npyFile(header("<f4", false, "(4294967296, 4294967296)"), data), "overflow");
    row("byte count overflows", npyFile(header("<f8", false, "(2305843009213693952, 2)"), data), "overflow");

    // Data size.
    row("truncated data", npyFile(good, data.substr(0, 23)), "truncated");
    row("no data", npyFile(good, ""), "truncated");
    row("float64 data cut short", npyFile(header("<f8", false, "(2, 3)"), data), "truncated");
    row("trailing data", npyFile(good, data + floatData({ 7 })), "trailing");
    row("header understates size", npyFile(header("<f4", false, "(1, 3)"), data), "trailing");

    // Values.
    row("NaN", npyFile(good, floatData({ 1, 2, 3, 4, std::nanf(""), 6 })), "NaN");
    row("+Inf", npyFile(good, floatData({ std::numeric_limits<float>::infinity(), 2, 3, 4, 5, 6 })), "Inf");
    row("-Inf float64",
        npyFile(
            header("<f8", false, "(2, 3)"), doubleData({ 1, 2, 3, -std::numeric_limits<double>::infinity(), 5, 6 })),
        "Inf");
    row("float64 beyond float32", npyFile(header("<f8", false, "(2, 3)"), doubleData({ 1, 2, 1e300, 4, 5, 6 })),
        "float32 range");
}

void TestNpy::refusesMalformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fault);
    const QString message = errorOf(bytes.toStdString(), "bad input.npy");
    QVERIFY2(!message.isEmpty(), "no Error thrown");
    QVERIFY2(message.startsWith(QStringLiteral("bad input.npy: ")), qPrintable(message));
    QVERIFY2(message.contains(fault, Qt::CaseInsensitive), qPrintable(message));
}

void TestNpy::namesRowAndColumnOfNonFiniteValue()
{
    const std::string c = npyFile(header("<f4", false, "(2, 3)"), floatData({ 1, 2, 3, 4, 5, std::nanf("") }));
    const QString cMessage = errorOf(c, "q.npy");
    QVERIFY2(cMessage.contains(QStringLiteral("row 1, column 2")), qPrintable(cMessage));

    // In Fortran order the fifth stored value is row 0, column 2.
    const std::string fortran
        = npyFile(header("<f4", true, "(2, 3)"), floatData({ 1, 2, 3, 4, -std::numeric_limits<float>::infinity(), 6 }));
    const QString fortranMessage = errorOf(fortran, "k.npy");
    QVERIFY2(fortranMessage.contains(QStringLiteral("-Inf at row 0, column 2")), qPrintable(fortranMessage));
}

void TestNpy::readNpyRefusesUnreadablePath()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::string missing = folder.filePath(QStringLiteral("missing.npy")).toStdString();
    QVERIFY_THROWS_EXCEPTION(Error, attnlab::core::readNpy(missing));
    try {
        attnlab::core::readNpy(missing);
    } catch (const Error& error) {
        const QString message = QString::fromStdString(error.what());
        QVERIFY2(message.startsWith(QString::fromStdString(missing) + QStringLiteral(": ")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("cannot open")), qPrintable(message));
    }

    try {
        attnlab::core::readNpy(folder.path().toStdString());
        QFAIL("reading a folder did not throw");
    } catch (const Error& error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(QStringLiteral("folder")), error.what());
    }
}

void TestNpy::writeNpyLeavesNoTemporaryFile()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("out.npy"));

    attnlab::core::writeNpy(path.toStdString(), sampleMatrix(7, 3));
    QCOMPARE(QDir(folder.path()).entryList(kEveryEntry), QStringList { QStringLiteral("out.npy") });

    // Overwriting replaces the file whole.
    const Matrix smaller = sampleMatrix(1, 2);
    attnlab::core::writeNpy(path.toStdString(), smaller);
    QCOMPARE(QDir(folder.path()).entryList(kEveryEntry), QStringList { QStringLiteral("out.npy") });
    QCOMPARE(QByteArray::fromStdString(readAll(path)), QByteArray::fromStdString(attnlab::core::formatNpy(smaller)));
}

void TestNpy::writeNpyFailsCleanlyWhenFolderIsMissing()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::string path = folder.filePath(QStringLiteral("no such folder/out.npy")).toStdString();
    try {
        attnlab::core::writeNpy(path, oneToSix());
        QFAIL("writing into a missing folder did not throw");
    } catch (const Error& error) {
        const QString message = QString::fromStdString(error.what());
        QVERIFY2(
            message.startsWith(QString::fromStdString(path) + QStringLiteral(": cannot write")), qPrintable(message));
    }
    QVERIFY(QDir(folder.path()).isEmpty(kEveryEntry));

    // A path through a regular file cannot be written either.
    QFile plain(folder.filePath(QStringLiteral("plain")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    QVERIFY_THROWS_EXCEPTION(
        Error, attnlab::core::writeNpy(folder.filePath(QStringLiteral("plain/out.npy")).toStdString(), oneToSix()));
}

void TestNpy::writeNpyFailsCleanlyWhenTargetIsAFolder()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QDir(folder.path()).mkpath(QStringLiteral("taken.npy/inside")));
    const std::string path = folder.filePath(QStringLiteral("taken.npy")).toStdString();
    try {
        attnlab::core::writeNpy(path, oneToSix());
        QFAIL("writing over a folder did not throw");
    } catch (const Error& error) {
        QVERIFY2(QString::fromStdString(error.what()).startsWith(QString::fromStdString(path) + QStringLiteral(": ")),
            error.what());
    }
    QCOMPARE(QDir(folder.path()).entryList(kEveryEntry), QStringList { QStringLiteral("taken.npy") });
}

void TestNpy::writeNpyFailsCleanlyWhenFolderIsReadOnly()
{
    QTemporaryDir parent;
    QVERIFY(parent.isValid());
    const QString folderPath = parent.filePath(QStringLiteral("read-only"));
    QVERIFY(QDir(parent.path()).mkdir(QStringLiteral("read-only")));
    const QString path = folderPath + QStringLiteral("/out.npy");
    const std::string previous = attnlab::core::formatNpy(oneToSix());
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(QByteArray::fromStdString(previous));
    }
    QVERIFY(QFile::setPermissions(folderPath, QFileDevice::ReadOwner | QFileDevice::ExeOwner));

    // root ignores folder permissions; then /proc, where nobody may create files, stands in for the folder.
    QString target = path;
    QString watchedFolder = folderPath;
    {
        QFile probe(folderPath + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.remove();
            if (!QDir(QStringLiteral("/proc")).exists())
                QSKIP("folder permissions are not enforced for this user and there is no /proc to use instead");
            target = QStringLiteral("/proc/attnlab-test-out.npy");
            watchedFolder.clear();
        }
    }

    bool threw = false;
    try {
        attnlab::core::writeNpy(target.toStdString(), sampleMatrix(7, 3));
    } catch (const Error& error) {
        threw = true;
        QVERIFY2(
            QString::fromStdString(error.what()).startsWith(target + QStringLiteral(": cannot write")), error.what());
    }
    QFile::setPermissions(folderPath, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(threw);
    QVERIFY(!QFile::exists(target) || target == path);
    // The old file is untouched and nothing else appeared beside it.
    QCOMPARE(QByteArray::fromStdString(readAll(path)), QByteArray::fromStdString(previous));
    QCOMPARE(QDir(folderPath).entryList(kEveryEntry), QStringList { QStringLiteral("out.npy") });
}

void TestNpy::numpyLoadsWhatWeWrite()
{
    if (!pythonHasNumpy())
        QFAIL("/usr/bin/python3 with numpy (Debian package python3-numpy) is not installed: run "
              "packaging/install-deps.sh; "
              "the cross-check against numpy.load was not run");

    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("ours.npy"));
    const Matrix m = sampleMatrix(7, 3);
    attnlab::core::writeNpy(path.toStdString(), m);

    // repr of a Python float round-trips exactly, so the values can be compared bit for bit.
    const QString script = QStringLiteral("import sys, numpy\n"
                                          "a = numpy.load(sys.argv[1], allow_pickle=False)\n"
                                          "print(a.dtype.str, a.shape[0], a.shape[1], int(a.flags.c_contiguous))\n"
                                          "print(' '.join(repr(float(x)) for x in a.ravel()))\n");
    QProcess python;
    python.start(QString::fromLatin1(kPythonPath), { QStringLiteral("-c"), script, path });
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());

    const QStringList lines = QString::fromUtf8(python.readAllStandardOutput()).split(QLatin1Char('\n'));
    QVERIFY(lines.size() >= 2);
    QCOMPARE(lines[0], QStringLiteral("<f4 7 3 1"));
    const QStringList values = lines[1].split(QLatin1Char(' '));
    QCOMPARE(values.size(), int(m.size()));
    for (int i = 0; i < values.size(); ++i) {
        bool ok = false;
        const double value = values[i].toDouble(&ok);
        QVERIFY2(ok, qPrintable(values[i]));
        QVERIFY2(bitsOf(static_cast<float>(value)) == bitsOf(m.data()[i]), qPrintable(values[i]));
    }
}

void TestNpy::weReadWhatNumpyWrites()
{
    if (!pythonHasNumpy())
        QFAIL("/usr/bin/python3 with numpy (Debian package python3-numpy) is not installed: run "
              "packaging/install-deps.sh; "
              "the cross-check against numpy.save was not run");

    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString script
        = QStringLiteral("import sys, numpy\n"
                         "from numpy.lib import format\n"
                         "folder = sys.argv[1]\n"
                         "a = numpy.arange(12, dtype=numpy.float64).reshape(3, 4) / 8 - 0.3\n"
                         "numpy.save(folder + '/f8_fortran.npy', numpy.asfortranarray(a))\n"
                         "numpy.save(folder + '/f4_fortran.npy', numpy.asfortranarray(a.astype(numpy.float32)))\n"
                         "for version in [(1, 0), (2, 0), (3, 0)]:\n"
                         "    with open(folder + '/f4_v%d.npy' % version[0], 'wb') as f:\n"
                         "        format.write_array(f, a.astype(numpy.float32), version=version)\n");
    QProcess python;
    python.start(QString::fromLatin1(kPythonPath), { QStringLiteral("-c"), script, folder.path() });
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());

    Matrix expected(3, 4);
    for (Eigen::Index r = 0; r < 3; ++r)
        for (Eigen::Index c = 0; c < 4; ++c)
            expected(r, c) = static_cast<float>(double(r * 4 + c) / 8 - 0.3);

    for (const char* name : { "f8_fortran.npy", "f4_fortran.npy", "f4_v1.npy", "f4_v2.npy", "f4_v3.npy" }) {
        const QString path = folder.filePath(QString::fromLatin1(name));
        try {
            QVERIFY2(sameBits(attnlab::core::readNpy(path.toStdString()), expected), name);
        } catch (const Error& error) {
            QFAIL(error.what());
        }
    }
}

QTEST_GUILESS_MAIN(TestNpy)
#include "test_npy.moc"
