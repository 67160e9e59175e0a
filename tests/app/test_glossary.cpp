#include "app/lessons/regional_terms.h"
#include "chinese_scripts.h"
#include "source_tree.h"

#include <QFile>
#include <QSet>
#include <QtTest>

#include <utility>
#include <vector>

using namespace attnlab::app;
using namespace attnlab::test;

namespace {

Glossary readGlossary()
{
    QFile file(sourcePath(QStringLiteral("docs/glossary.md")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseGlossary(QString::fromUtf8(file.readAll()));
}

QStringList foundForms(const std::vector<ForeignTerm>& found)
{
    QStringList forms;
    for (const ForeignTerm& term : found)
        forms.append(term.found);
    return forms;
}

// The zh_TW (or zh_CN) cells of both tables, with the English term they belong to.
std::vector<std::pair<QString, QString>> regionCells(const Glossary& glossary, ChineseRegion region)
{
    const bool taiwan = region == ChineseRegion::Taiwan;
    std::vector<std::pair<QString, QString>> cells;
    for (const GlossaryTerm& term : glossary.terms)
        cells.emplace_back(term.english, taiwan ? term.taiwan : term.mainland);
    for (const RegionalPair& pair : glossary.pairs)
        cells.emplace_back(pair.english, taiwan ? pair.taiwan : pair.mainland);
    for (const CorrectWord& correct : glossary.correctWords)
        if (correct.region == region)
            cells.emplace_back(QStringLiteral("correct word"), correct.word);
    return cells;
}

} // namespace

class TestGlossary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_glossary = readGlossary(); }

    void parsesEveryTable()
    {
        QVERIFY2(m_glossary.problems.isEmpty(), qPrintable(m_glossary.problems.join(QLatin1Char('\n'))));
        QVERIFY(m_glossary.terms.size() >= 80);
        QVERIFY(m_glossary.pairs.size() >= 20);
        QVERIFY(!m_glossary.correctWords.empty());
    }

    void reportsARowWithMissingCells()
    {
        const Glossary broken = parseGlossary(QStringLiteral(
            "## Terms\n| English | zh_TW | zh_CN | note |\n|---|---|---|---|\n| file | 檔案 | 文件 | |\n| save | 儲存 |\n"));
        QCOMPARE(broken.terms.size(), std::size_t{1});
        QCOMPARE(broken.problems.size(), 1);
    }

    void everyRowHasThreeLanguages()
    {
        for (const GlossaryTerm& term : m_glossary.terms) {
            QVERIFY2(!term.english.isEmpty(), qPrintable(term.taiwan));
            // A Chinese cell names the term in Chinese, or keeps the English on purpose (softmax, token).
            for (const QString& cell : {term.taiwan, term.mainland})
                QVERIFY2(!chineseRuns(cell).isEmpty() || cell == term.english, qPrintable(term.english));
        }
        for (const RegionalPair& pair : m_glossary.pairs) {
            QVERIFY2(!chineseRuns(pair.taiwan).isEmpty() && !chineseRuns(pair.mainland).isEmpty(),
                     qPrintable(pair.english));
            QVERIFY2(!pair.foreignInTaiwan.isEmpty() || !pair.foreignInMainland.isEmpty(), qPrintable(pair.english));
        }
    }

    void noEnglishTermTwice()
    {
        QSet<QString> seen;
        for (const GlossaryTerm& term : m_glossary.terms) {
            const QString key = term.english.toLower();
            QVERIFY2(!seen.contains(key), qPrintable(term.english));
            seen.insert(key);
        }
    }

    void taiwanCellsHaveNoSimplifiedCharacters()
    {
        for (const auto& [english, cell] : regionCells(m_glossary, ChineseRegion::Taiwan))
            QVERIFY2(charactersOf(cell, simplifiedOnly()).isEmpty(),
                     qPrintable(english + QLatin1String(": ") + cell));
    }

    void mainlandCellsHaveNoTraditionalCharacters()
    {
        for (const auto& [english, cell] : regionCells(m_glossary, ChineseRegion::Mainland))
            QVERIFY2(charactersOf(cell, traditionalOnly()).isEmpty(),
                     qPrintable(english + QLatin1String(": ") + cell));
    }

    void characterCheckSeesTheOtherScript()
    {
        QCOMPARE(charactersOf(QStringLiteral("內存的數據"), traditionalOnly()), QStringLiteral("內數據"));
        QCOMPARE(charactersOf(QStringLiteral("记忆体"), simplifiedOnly()), QStringLiteral("记忆体"));
    }

    void regionalPairsAgreeWithTheTerms()
    {
        for (const RegionalPair& pair : m_glossary.pairs) {
            const auto hasCell = [&](const QString& word, bool taiwan) {
                return std::any_of(m_glossary.terms.begin(), m_glossary.terms.end(), [&](const GlossaryTerm& t) {
                    return (taiwan ? t.taiwan : t.mainland).contains(word);
                });
            };
            QVERIFY2(hasCell(pair.taiwan, true), qPrintable(pair.english));
            QVERIFY2(hasCell(pair.mainland, false), qPrintable(pair.english));
        }
    }

    // The glossary's own words never count as foreign in their region: otherwise a lesson using them would fail.
    void ownTermsAreNotForeign()
    {
        for (const ChineseRegion region : {ChineseRegion::Taiwan, ChineseRegion::Mainland})
            for (const auto& [english, cell] : regionCells(m_glossary, region))
                QVERIFY2(findForeignTerms(cell, region, m_glossary).empty(),
                         qPrintable(english + QLatin1String(": ") + cell));
    }

    void findsMainlandWordsInTaiwanText()
    {
        const auto found = findForeignTerms(QStringLiteral("這個程式需要很多内存。"), ChineseRegion::Taiwan,
                                            m_glossary);
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].found, QStringLiteral("内存"));
        QCOMPARE(found[0].position, 8);
        QCOMPARE(found[0].expected, QStringLiteral("記憶體"));
        QCOMPARE(found[0].english, QStringLiteral("memory (RAM)"));

        // A converted text: mainland words in traditional characters.
        QCOMPARE(foundForms(findForeignTerms(QStringLiteral("此程序默認使用更多內存，並可優化。"),
                                             ChineseRegion::Taiwan, m_glossary)),
                 (QStringList{QStringLiteral("程序"), QStringLiteral("默認"), QStringLiteral("內存"),
                              QStringLiteral("優化")}));
    }

    void findsTaiwanWordsInMainlandText()
    {
        const auto found = findForeignTerms(QStringLiteral("这个程序需要很多記憶體。"), ChineseRegion::Mainland,
                                            m_glossary);
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].found, QStringLiteral("記憶體"));
        QCOMPARE(found[0].expected, QStringLiteral("内存"));

        QCOMPARE(foundForms(findForeignTerms(QStringLiteral("打开档案前，程式会读取记忆体与網路设置。"),
                                             ChineseRegion::Mainland, m_glossary)),
                 (QStringList{QStringLiteral("程式"), QStringLiteral("记忆体"), QStringLiteral("網路")}));
    }

    void passesCleanTexts()
    {
        QVERIFY(findForeignTerms(QStringLiteral("演算法把資料存在記憶體裡，程式會自動最佳化，並在視窗中顯示注意力矩陣。"),
                                 ChineseRegion::Taiwan, m_glossary)
                    .empty());
        QVERIFY(findForeignTerms(QStringLiteral("算法把数据存在内存里，程序会自动优化，并在窗口中显示注意力矩阵。"),
                                 ChineseRegion::Mainland, m_glossary)
                    .empty());
    }

    void aLongerOwnWordHidesTheForm()
    {
        QVERIFY(findForeignTerms(QStringLiteral("這是一個演算法。"), ChineseRegion::Taiwan, m_glossary).empty());
        QCOMPARE(foundForms(findForeignTerms(QStringLiteral("演算法不是算法。"), ChineseRegion::Taiwan, m_glossary)),
                 QStringList{QStringLiteral("算法")});
        QVERIFY(findForeignTerms(QStringLiteral("求解这个方程式。"), ChineseRegion::Mainland, m_glossary).empty());
        QCOMPARE(foundForms(findForeignTerms(QStringLiteral("方程式与程式"), ChineseRegion::Mainland, m_glossary)),
                 QStringList{QStringLiteral("程式")});
    }

private:
    Glossary m_glossary;
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "test_glossary.moc"
