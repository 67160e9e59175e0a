// The text scenario's tokenizer: words for alphabetic scripts, one token per Han character, punctuation mark and
// emoji, whitespace dropped, and ill-formed UTF-8 turned into U+FFFD without ever failing.
#include "core/random.h"
#include "core/scenarios/tokenizer.h"

#include <QtTest>

using namespace attnlab::core;

namespace {

QStringList tokensOf(const QByteArray& utf8)
{
    QStringList tokens;
    for (const std::string& token : tokenize(utf8.toStdString()))
        tokens << QString::fromUtf8(token.data(), static_cast<qsizetype>(token.size()));
    return tokens;
}

// Well-formed UTF-8 survives a round trip through QString byte for byte; ill-formed bytes would not.
bool isWellFormedUtf8(const std::string& text)
{
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

const QString kReplacement = QString(QChar(0xFFFD));

} // namespace

class TestTokenizer : public QObject {
    Q_OBJECT

private slots:
    void splits_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("english") << QByteArray("The cat sat on the mat.")
                                 << QStringList{"The", "cat", "sat", "on", "the", "mat", "."};
        QTest::newRow("chinese, one token per Han character")
            << QByteArray("我爱自然语言处理") << QStringList{"我", "爱", "自", "然", "语", "言", "处", "理"};
        QTest::newRow("mixed english, chinese, punctuation")
            << QByteArray("Hello, 世界!") << QStringList{"Hello", ",", "世", "界", "!"};
        QTest::newRow("fullwidth punctuation") << QByteArray("你好，世界！")
                                               << QStringList{"你", "好", "，", "世", "界", "！"};
        QTest::newRow("latin glued to han") << QByteArray("AI模型") << QStringList{"AI", "模", "型"};
        QTest::newRow("cjk extension A and compatibility ideographs")
            << QByteArray("\xE3\x90\x80\xEF\xA4\x80") << QStringList{"\u3400", "\uF900"};
        QTest::newRow("cjk extension B") << QByteArray("\xF0\xA0\x80\x80\xF0\xA0\x80\x81")
                                         << QStringList{"\U00020000", "\U00020001"};
        QTest::newRow("japanese, one per character") << QByteArray("日本語のテキスト")
                                                     << QStringList{"日", "本", "語", "の", "テ", "キ", "ス", "ト"};
        QTest::newRow("hangul syllables") << QByteArray("한국어") << QStringList{"한", "국", "어"};
        QTest::newRow("digits") << QByteArray("In 2024 we had 3 cats, 12.5% more.")
                                << QStringList{"In", "2024", "we", "had", "3", "cats", ",",
                                               "12", ".", "5", "%", "more", "."};
        QTest::newRow("letters and digits") << QByteArray("abc123 x2") << QStringList{"abc123", "x2"};
        QTest::newRow("apostrophes") << QByteArray("don't stop 'em, rock'n'roll cats'")
                                     << QStringList{"don't", "stop", "'", "em", ",", "rock'n'roll", "cats", "'"};
        QTest::newRow("curly apostrophe") << QByteArray("it\xE2\x80\x99s") << QStringList{"it\u2019s"};
        QTest::newRow("accented and other alphabets")
            << QByteArray("café naïve Ελληνικά Русский עברית")
            << QStringList{"café", "naïve", "Ελληνικά", "Русский", "עברית"};
        QTest::newRow("combining accent stays in the word")
            << QByteArray("cafe\xCC\x81 ok") << QStringList{"cafe\u0301", "ok"};
        QTest::newRow("each punctuation mark") << QByteArray("wait...(yes)")
                                               << QStringList{"wait", ".", ".", ".", "(", "yes", ")"};
        QTest::newRow("emoji") << QByteArray("I \xE2\x9D\xA4\xEF\xB8\x8F \xF0\x9F\x90\x88!")
                               << QStringList{"I", "\u2764\uFE0F", "\U0001F408", "!"};
        QTest::newRow("emoji glued to words") << QByteArray("cat\xF0\x9F\x90\x88" "cat")
                                              << QStringList{"cat", "\U0001F408", "cat"};
        QTest::newRow("emoji ZWJ family") << QByteArray("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D"
                                                        "\xF0\x9F\x91\xA7 ok")
                                          << QStringList{"\U0001F468\u200D\U0001F469\u200D\U0001F467", "ok"};
        QTest::newRow("skin tone") << QByteArray("\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD\xF0\x9F\x91\x8D")
                                   << QStringList{"\U0001F44D\U0001F3FD", "\U0001F44D"};
        QTest::newRow("flags") << QByteArray("\xF0\x9F\x87\xB9\xF0\x9F\x87\xBC\xF0\x9F\x87\xAF\xF0\x9F\x87\xB5")
                               << QStringList{"\U0001F1F9\U0001F1FC", "\U0001F1EF\U0001F1F5"};
        QTest::newRow("keycap") << QByteArray("1\xEF\xB8\x8F\xE2\x83\xA3") << QStringList{"1\uFE0F\u20E3"};
        QTest::newRow("symbols") << QByteArray("a+b=c") << QStringList{"a", "+", "b", "=", "c"};
        QTest::newRow("whitespace of all kinds")
            << QByteArray(" one\ttwo\nthree\xE3\x80\x80" "four\xC2\xA0" "five\xE2\x80\x8B" "six ")
            << QStringList{"one", "two", "three", "four", "five", "six"};
        QTest::newRow("whitespace only") << QByteArray(" \t\r\n\xE3\x80\x80 ") << QStringList{};
        QTest::newRow("empty") << QByteArray("") << QStringList{};
        QTest::newRow("invalid byte") << QByteArray("a\xFF" "b") << QStringList{"a", kReplacement, "b"};
        QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << QStringList{kReplacement, kReplacement};
        QTest::newRow("encoded surrogate")
            << QByteArray("\xED\xA0\x80") << QStringList{kReplacement, kReplacement, kReplacement};
        QTest::newRow("truncated sequence inside text")
            << QByteArray("x\xE4\xB8" "y") << QStringList{"x", kReplacement, "y"};
        QTest::newRow("truncated sequence at the end") << QByteArray("abc\xE4\xB8")
                                                       << QStringList{"abc", kReplacement};
        QTest::newRow("beyond U+10FFFF") << QByteArray("\xF4\x90\x80\x80")
                                         << QStringList{kReplacement, kReplacement, kReplacement, kReplacement};
        QTest::newRow("latin-1 byte") << QByteArray("caf\xE9") << QStringList{"caf", kReplacement};
    }

    void splits()
    {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, expected);
        QCOMPARE(tokensOf(text), expected);
    }

    void wellFormedTextIsKeptWhole()
    {
        // Only separators are dropped: the tokens put back together are the text without its whitespace.
        const QByteArray text("Hello, 世界! don't \xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD 42\xE3\x80\x82 café");
        QString joined;
        for (const QString& token : tokensOf(text))
            joined += token;
        QString expected = QString::fromUtf8(text);
        expected.remove(QLatin1Char(' '));
        QCOMPARE(joined, expected);
    }

    void neverFailsOnArbitraryBytes()
    {
        // Every one- and two-byte string, then random byte strings: tokens are non-empty and well-formed.
        std::vector<std::string> inputs;
        for (int first = 0; first < 256; ++first) {
            inputs.push_back(std::string(1, static_cast<char>(first)));
            for (int second = 0; second < 256; ++second)
                inputs.push_back(std::string{static_cast<char>(first), static_cast<char>(second)});
        }
        Random random(7);
        for (int trial = 0; trial < 2000; ++trial) {
            std::string bytes(1 + random.below(40), '\0');
            for (char& byte : bytes)
                byte = static_cast<char>(random.below(256));
            inputs.push_back(bytes);
        }
        for (const std::string& input : inputs)
            for (const std::string& token : tokenize(input)) {
                QVERIFY(!token.empty());
                QVERIFY2(isWellFormedUtf8(token), QByteArray::fromStdString(input).toHex().constData());
            }
    }
};

QTEST_GUILESS_MAIN(TestTokenizer)
#include "test_tokenizer.moc"
