// Sentences joined as the interface language writes them: a space between English sentences, none between
// Chinese ones (their full stop closes them).
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
        language.apply(QStringLiteral("en"));
        QSettings().clear();
    }
};

QTEST_MAIN(TestSentences)
#include "test_sentences.moc"
