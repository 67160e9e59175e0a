// Sentences and lists joined as the interface language writes them: a space between English sentences, none between
// Chinese ones (their full stop closes them); ", " between English list items, "，" between Chinese ones.
#include "app/language/interface_language.h"
#include "app/language/sentences.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace attnlab;

class TestSentences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void englishPutsASpaceBetweenSentences()
    {
        app::InterfaceLanguage language;
        language.apply(QStringLiteral("en"));
        QCOMPARE(app::joinSentences({ QStringLiteral("One."), QStringLiteral("Two."), QStringLiteral("Three.") }),
                 QStringLiteral("One. Two. Three."));
        // Empty sentences (a clause that does not apply) leave no double space.
        QCOMPARE(app::joinSentences({ QStringLiteral("One."), QString(), QStringLiteral("Two.") }),
                 QStringLiteral("One. Two."));
        QCOMPARE(app::joinSentences({}), QString());
        QCOMPARE(app::joinList({ QStringLiteral("k = 16"), QStringLiteral("seed = 0") }),
                 QStringLiteral("k = 16, seed = 0"));
    }

    void chinesePutsNone_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void chinesePutsNone()
    {
        QFETCH(QString, code);
        app::InterfaceLanguage language;
        language.apply(code);
        QCOMPARE(app::joinSentences({ QStringLiteral("一。"), QStringLiteral("二。") }), QStringLiteral("一。二。"));
        // A list takes the full-width comma, not an ASCII comma and space.
        QCOMPARE(app::joinList({ QStringLiteral("k = 16"), QStringLiteral("seed = 0") }),
                 QStringLiteral("k = 16，seed = 0"));
        language.apply(QStringLiteral("en"));
        QSettings().clear();
    }
};

QTEST_MAIN(TestSentences)
#include "test_sentences.moc"
