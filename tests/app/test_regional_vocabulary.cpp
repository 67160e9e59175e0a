// The Chinese the user reads is written for its region: every zh_TW text of the built-in lessons, of the
// interface's translation and of the package's desktop files uses Traditional characters and Taiwan's words (程式,
// 記憶體, 資料 ...), every zh_CN text Simplified characters and the mainland's words (程序, 内存, 数据 ...), as
// docs/glossary.md fixes them.
#include "app/lessons/lesson.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/regional_terms.h"
#include "chinese_scripts.h"
#include "source_tree.h"

#include <QDir>
#include <QFile>
#include <QXmlStreamReader>
#include <QtTest>

using attnlab::test::sourcePath;
using namespace attnlab;
using app::ChineseRegion;

namespace {

struct RegionalText {
    QString where;
    QString text;
};

app::Glossary readGlossary()
{
    QFile file(sourcePath(QStringLiteral("docs/glossary.md")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return app::parseGlossary(QString::fromUtf8(file.readAll()));
}

std::vector<RegionalText> lessonTexts(const QString& language)
{
    std::vector<RegionalText> texts;
    for (const app::Lesson& lesson : app::loadBuiltinLessons().lessons) {
        texts.push_back({ lesson.id + QStringLiteral(" title"), lesson.title.value(language) });
        texts.push_back({ lesson.id + QStringLiteral(" chapter_title"), lesson.chapterTitle.value(language) });
        for (const app::LessonStep& step : lesson.steps) {
            const QString where = lesson.id + QLatin1Char('/') + step.id;
            texts.push_back({ where + QStringLiteral(" title"), step.title.value(language) });
            texts.push_back({ where + QStringLiteral(" text"), step.text.value(language) });
            if (step.question) {
                texts.push_back({ where + QStringLiteral(" prompt"), step.question->prompt.value(language) });
                texts.push_back({ where + QStringLiteral(" labels"),
                    step.question->choiceLabels.value(language).join(QLatin1Char(' ')) });
            }
        }
    }
    return texts;
}

// The translations of a Qt Linguist file, each with its source.
std::vector<RegionalText> translationTexts(const QString& language)
{
    std::vector<RegionalText> texts;
    QFile file(sourcePath(QStringLiteral("resources/translations/attnlab_%1.ts")).arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return texts;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform"))
            texts.push_back({ source.left(60), xml.readElementText(QXmlStreamReader::IncludeChildElements) });
    }
    return texts;
}

// What the desktop shows of the package in one language: the desktop entry's Key[language] values and the texts
// marked xml:lang="language" in the AppStream metadata and the session file type.
std::vector<RegionalText> packagingTexts(const QString& language)
{
    std::vector<RegionalText> texts;
    const QString packaging = sourcePath(QStringLiteral("packaging/"));
    QFile entry(packaging + QStringLiteral("attnlab.desktop"));
    if (entry.open(QIODevice::ReadOnly)) {
        const QString suffix = QStringLiteral("[%1]=").arg(language);
        for (const QString& line : QString::fromUtf8(entry.readAll()).split(QLatin1Char('\n')))
            if (line.contains(suffix))
                texts.push_back({ QStringLiteral("attnlab.desktop ") + line.section(suffix, 0, 0),
                    line.section(suffix, 1) });
    }
    for (const QString& name :
        { QStringLiteral("org.attnlab.AttentionLab.metainfo.xml"), QStringLiteral("mime/org.attnlab.AttentionLab.xml") }) {
        QFile file(packaging + name);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QXmlStreamReader xml(&file);
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement
                && xml.attributes().value(QStringLiteral("xml:lang")) == language)
                texts.push_back({ name + QLatin1Char(' ') + xml.name().toString(),
                    xml.readElementText(QXmlStreamReader::IncludeChildElements) });
    }
    return texts;
}

void checkRegion(const std::vector<RegionalText>& texts, ChineseRegion region, const app::Glossary& glossary)
{
    const QString foreignCharacters
        = region == ChineseRegion::Taiwan ? test::simplifiedOnly() : test::traditionalOnly();
    QStringList problems;
    for (const RegionalText& text : texts) {
        const QString characters = test::charactersOf(text.text, foreignCharacters);
        if (!characters.isEmpty())
            problems << QStringLiteral("%1: characters of the other script: %2").arg(text.where, characters);
        for (const app::ForeignTerm& term : app::findForeignTerms(text.text, region, glossary))
            problems << QStringLiteral("%1: '%2' (%3) is written '%4' here")
                            .arg(text.where, term.found, term.english, term.expected);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

} // namespace

class TestRegionalVocabulary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_glossary = readGlossary();
        QVERIFY(!m_glossary.pairs.empty());
    }

    void taiwanLessonsUseTaiwanWords()
    {
        const std::vector<RegionalText> texts = lessonTexts(QStringLiteral("zh_TW"));
        QVERIFY(!texts.empty());
        checkRegion(texts, ChineseRegion::Taiwan, m_glossary);
    }

    void mainlandLessonsUseMainlandWords()
    {
        const std::vector<RegionalText> texts = lessonTexts(QStringLiteral("zh_CN"));
        QVERIFY(!texts.empty());
        checkRegion(texts, ChineseRegion::Mainland, m_glossary);
    }

    void taiwanTranslationUsesTaiwanWords()
    {
        const std::vector<RegionalText> texts = translationTexts(QStringLiteral("zh_TW"));
        QVERIFY(texts.size() > 100);
        checkRegion(texts, ChineseRegion::Taiwan, m_glossary);
    }

    void mainlandTranslationUsesMainlandWords()
    {
        const std::vector<RegionalText> texts = translationTexts(QStringLiteral("zh_CN"));
        QVERIFY(texts.size() > 100);
        checkRegion(texts, ChineseRegion::Mainland, m_glossary);
    }

    void taiwanPackagingUsesTaiwanWords()
    {
        const std::vector<RegionalText> texts = packagingTexts(QStringLiteral("zh_TW"));
        QVERIFY(texts.size() >= 10);
        checkRegion(texts, ChineseRegion::Taiwan, m_glossary);
    }

    void mainlandPackagingUsesMainlandWords()
    {
        const std::vector<RegionalText> texts = packagingTexts(QStringLiteral("zh_CN"));
        QVERIFY(texts.size() >= 10);
        checkRegion(texts, ChineseRegion::Mainland, m_glossary);
    }

    void theCheckSeesAForeignWord()
    {
        // 內存 is the mainland's word in Traditional characters: a converted text, not one written for Taiwan.
        const auto found = app::findForeignTerms(QStringLiteral("需要的內存"), ChineseRegion::Taiwan, m_glossary);
        QVERIFY(!found.empty());
        QVERIFY(test::charactersOf(QStringLiteral("数据"), test::traditionalOnly()).isEmpty());
        QCOMPARE(test::charactersOf(QStringLiteral("数据"), test::simplifiedOnly()), QStringLiteral("数据"));
    }

private:
    app::Glossary m_glossary;
};

QTEST_GUILESS_MAIN(TestRegionalVocabulary)
#include "test_regional_vocabulary.moc"
