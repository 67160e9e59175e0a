// The interface's translations: every message of every .ts file translated with its placeholders, accelerators and
// tags intact; the .ts files and the generated list of catalogue texts up to date with the sources; and a switch of
// language at run time rebuilding the real window in the new language with the lab's state untouched.
#include "app/language/core_strings_source.h"
#include "app/language/interface_language.h"
#include "app/language/ui_language.h"
#include "app/lessons/regional_terms.h"
#include "app/panels/variant_panel.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"
#include "core/variant.h"
#include "source_tree.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/plot_fonts.h"

#include <QDockWidget>
#include <QFile>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <QtTest>
#include <qcustomplot.h>

#include <map>
#include <set>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    QString type; // the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or the numerus forms
    bool numerus = false;

    QString key() const { return context + QLatin1Char('|') + source + QLatin1Char('|') + comment; }
};

std::vector<TsMessage> readTs(const QString& path, QString* problem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = QStringLiteral("cannot read ") + path;
        return {};
    }
    std::vector<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                messages.push_back(message);
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage {};
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        *problem = path + QStringLiteral(": ") + xml.errorString();
    return messages;
}

QString tsPath(const QString& code)
{
    return sourcePath(QStringLiteral("resources/translations/attnlab_%1.ts")).arg(code);
}

// What a translation must carry over from its source: the arguments, each HTML tag, and an accelerator.
std::multiset<QString> placeholders(const QString& text, bool numerus)
{
    std::multiset<QString> found;
    static const QRegularExpression argument(QStringLiteral("%L?[1-9]"));
    for (const auto& match : argument.globalMatch(text))
        found.insert(match.captured());
    if (numerus && text.contains(QLatin1String("%n")))
        found.insert(QStringLiteral("%n"));
    return found;
}

std::multiset<QString> tags(const QString& text)
{
    std::multiset<QString> found;
    static const QRegularExpression tag(QStringLiteral("</?([A-Za-z][A-Za-z0-9]*)[^>]*>"));
    for (const auto& match : tag.globalMatch(text))
        found.insert(match.captured().startsWith(QLatin1String("</")) ? QLatin1Char('/') + match.captured(1)
                                                                      : match.captured(1));
    return found;
}

// A menu accelerator: '&' before a letter or digit that does not start an HTML entity ("&amp;", "&#9632;").
bool hasAccelerator(const QString& text)
{
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)(?![A-Za-z]+;)(?!#[0-9]+;)[\\p{L}\\p{N}]"));
    return accelerator.match(text).hasMatch();
}

QString translationOf(const QString& code, const QString& context, const QString& source)
{
    QString problem;
    for (const TsMessage& message : readTs(tsPath(code), &problem))
        if (message.context == context && message.source == source && !message.translations.isEmpty())
            return message.translations.first();
    return QString();
}

QString coreCatalogueStringsPath()
{
    return sourcePath(QStringLiteral("app/language/core_catalogue_strings.cpp"));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-test-translations"));
        QSettings().clear();
    }

    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("code");
        // zh_CN is translated on its own branch; until it is merged this row fails, as it should.
        for (const app::UiLanguage& language : app::uiLanguages())
            if (language.code != QLatin1String("en"))
                QTest::newRow(qPrintable(language.code)) << language.code;
    }

    void everyMessageIsTranslated()
    {
        QFETCH(QString, code);
        QString problem;
        const std::vector<TsMessage> messages = readTs(tsPath(code), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(messages.size() > 500);
        QStringList faults;
        for (const TsMessage& message : messages) {
            const auto fault = [&](const QString& what) {
                faults << QStringLiteral("%1 \"%2\": %3").arg(message.context, message.source.left(60), what);
            };
            if (!message.type.isEmpty()) {
                fault(message.type);
                continue;
            }
            if (message.translations.isEmpty()) {
                fault(QStringLiteral("no translation"));
                continue;
            }
            for (const QString& translation : message.translations) {
                if (translation.trimmed().isEmpty()) {
                    fault(QStringLiteral("empty"));
                    continue;
                }
                if (placeholders(translation, message.numerus) != placeholders(message.source, message.numerus))
                    fault(QStringLiteral("placeholders differ: %1").arg(translation));
                if (tags(translation) != tags(message.source))
                    fault(QStringLiteral("HTML tags differ: %1").arg(translation));
                if (hasAccelerator(message.source) != hasAccelerator(translation))
                    fault(QStringLiteral("accelerator lost or added: %1").arg(translation));
            }
        }
        QVERIFY2(faults.isEmpty(),
            qPrintable(QStringLiteral("%1 of %2 messages:\n  ").arg(faults.size()).arg(messages.size())
                + faults.mid(0, 25).join(QStringLiteral("\n  "))));
    }

    // Written for its region: no zh_TW translation holds a mainland word of the glossary (内存, 程序, 数据, ...)
    // and no zh_CN one a Taiwanese word (docs/glossary.md, "Regional pairs").
    void eachTranslationUsesItsRegionsWords_data() { everyMessageIsTranslated_data(); }

    void eachTranslationUsesItsRegionsWords()
    {
        QFETCH(QString, code);
        QFile glossaryFile(sourcePath(QStringLiteral("docs/glossary.md")));
        QVERIFY(glossaryFile.open(QIODevice::ReadOnly));
        const app::Glossary glossary = app::parseGlossary(QString::fromUtf8(glossaryFile.readAll()));
        QVERIFY(glossary.problems.isEmpty());
        const app::ChineseRegion region
            = code == QLatin1String("zh_TW") ? app::ChineseRegion::Taiwan : app::ChineseRegion::Mainland;
        QString problem;
        QStringList faults;
        for (const TsMessage& message : readTs(tsPath(code), &problem))
            for (const QString& translation : message.translations)
                for (const app::ForeignTerm& term : app::findForeignTerms(translation, region, glossary))
                    faults << QStringLiteral("%1 in \"%2\" (write %3)")
                                  .arg(term.found, translation.left(40), term.expected);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.mid(0, 20).join(QStringLiteral("\n  "))));
    }

    // lupdate, run now on the sources into a copy, finds exactly the messages the committed files hold: a tr()
    // added, changed or removed since the last update_translations fails here.
    void theTsFilesAreUpToDate_data() { everyMessageIsTranslated_data(); }

    void theTsFilesAreUpToDate()
    {
        QFETCH(QString, code);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy.ts"));
        QVERIFY(QFile::copy(tsPath(code), copy));
        QProcess lupdate;
        // The same options and sources as the update_translations target (app/CMakeLists.txt).
        lupdate.start(QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate"),
            { QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                QStringLiteral("-no-obsolete"), QStringLiteral("-I"), sourcePath(), sourcePath(QStringLiteral("app")),
                sourcePath(QStringLiteral("widgets")), QStringLiteral("-ts"), copy });
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        QString problem;
        std::set<QString> committed;
        for (const TsMessage& message : readTs(tsPath(code), &problem))
            committed.insert(message.key());
        std::set<QString> current;
        for (const TsMessage& message : readTs(copy, &problem))
            current.insert(message.key());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QStringList missing;
        for (const QString& key : current)
            if (!committed.count(key))
                missing << key;
        QStringList gone;
        for (const QString& key : committed)
            if (!current.count(key))
                gone << key;
        QVERIFY2(missing.isEmpty() && gone.isEmpty(),
            qPrintable(
                QStringLiteral("run: cmake --build <build> --target update_translations\n  new in the "
                               "sources: %1\n  gone from the sources: %2")
                    .arg(missing.mid(0, 10).join(QStringLiteral("; ")), gone.mid(0, 10).join(QStringLiteral("; ")))));
    }

    // tr() takes its context from the class's meta-object ("attnlab::app::MainWindow"); a context lupdate got
    // wrong (a class it could not place in its namespace) would never be looked up.
    void everyContextIsOneTheProgramLooksUp()
    {
        QString problem;
        std::set<QString> contexts;
        for (const TsMessage& message : readTs(tsPath(QStringLiteral("zh_TW")), &problem))
            contexts.insert(message.context);
        QVERIFY(contexts.count(QStringLiteral("attnlab::app::MainWindow")));
        QVERIFY(contexts.count(QStringLiteral("attnlab::core")));
        for (const QString& context : contexts) {
            // QObject::tr and the few Q_DECLARE_TR_FUNCTIONS classes name their context literally.
            const bool literal = context == QLatin1String("QObject") || context == QLatin1String("NpyImport");
            QVERIFY2(context.startsWith(QLatin1String("attnlab::")) || literal, qPrintable(context));
        }
    }

    void theCatalogueTextsFileIsUpToDate()
    {
        QFile file(coreCatalogueStringsPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll() == app::coreCatalogueStringsSource(),
            "app/language/core_catalogue_strings.cpp is out of date with the catalogues: run "
            "cmake --build <build> --target update_core_strings (or update_translations)");
        // Every kind of catalogue text is in it.
        const QStringList texts = app::coreCatalogueTexts();
        QVERIFY(texts.contains(QString::fromStdString(core::familyName(core::Family::Memory))));
        QVERIFY(texts.size() > 100);
    }

    // The real window: switching to zh_TW rebuilds it in Chinese with the same state; the Language menu switches
    // back and keeps the choice.
    void switchingLanguageKeepsTheStateAndTranslatesTheWindow()
    {
        app::InterfaceLanguage language;
        language.apply(QStringLiteral("en"));
        app::MainWindowHost host(&language);
        app::MainWindow* english = host.window();
        english->show();
        QCOMPARE(english->menuBar()->actions().first()->text(), QStringLiteral("&File"));
        english->model()->setVariant(QStringLiteral("lsh"));
        english->model()->setQuery(5);
        english->model()->setColormap(QStringLiteral("magma"));
        english->model()->setCausal(true);
        const app::LabState before = english->model()->state();

        language.apply(QStringLiteral("zh_TW"));
        app::MainWindow* chinese = host.window();
        QVERIFY(chinese != english);
        QVERIFY(chinese->isVisible());
        QVERIFY(chinese->model()->state() == before);
        const QString file = translationOf(QStringLiteral("zh_TW"), "attnlab::app::MainWindow", "&File");
        QVERIFY(!file.isEmpty());
        QCOMPARE(chinese->menuBar()->actions().first()->text(), file);
        // A catalogue text through widgets::coreText: the variant picker's first family.
        const QString family = translationOf(QStringLiteral("zh_TW"), "attnlab::core",
            QString::fromStdString(core::familyName(core::allFamilies().front())));
        auto* picker = chinese->variantPanel()->findChild<QTreeWidget*>();
        QVERIFY(picker);
        QCOMPARE(picker->topLevelItem(0)->text(0), family);

        // View > Language lists the three languages under their own names, the current one checked.
        auto* menu = chinese->findChild<QMenu*>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 3);
        QAction* englishEntry = nullptr;
        for (QAction* action : menu->actions()) {
            QCOMPARE(action->isChecked(), action->data().toString() == QLatin1String("zh_TW"));
            if (action->data().toString() == QLatin1String("en"))
                englishEntry = action;
        }
        QVERIFY(englishEntry);
        QCOMPARE(englishEntry->text(), QStringLiteral("English"));
        englishEntry->trigger();
        QTRY_VERIFY(host.window() != chinese);
        QCOMPARE(host.window()->menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QVERIFY(host.window()->model()->state() == before);
        QCOMPARE(app::InterfaceLanguage::savedChoice(), QStringLiteral("en"));
    }

    // Traditional Chinese glyph shapes: the application font, the widgets' Han family and what a label renders
    // with all name Noto Sans CJK TC in zh_TW (the Simplified family, or the Japanese shapes fontconfig falls to
    // under the C locale, would be wrong for a Taiwanese reader).
    void zhTwTextUsesTheTraditionalFamily()
    {
        const QString traditional = widgets::hanFontFamily(widgets::HanGlyphs::Traditional);
        QVERIFY2(QFontDatabase::families().contains(traditional), "fonts-noto-cjk is not installed");
        app::InterfaceLanguage language;
        language.apply(QStringLiteral("zh_TW"));
        QCOMPARE(QApplication::font().families().first(), traditional);
        QCOMPARE(widgets::hanFontFamily(), traditional);
        app::MainWindowHost host(&language);
        host.window()->show();
        auto* dock = host.window()->findChild<QDockWidget*>(QStringLiteral("inputDock"));
        QVERIFY(dock);
        QCOMPARE(QFontInfo(dock->font()).family(), traditional);
        // The plots' own fonts (QCustomPlot copies a font when a plot is built): every Chinese axis label of every
        // plot in the window.
        int chineseLabels = 0;
        for (QCustomPlot* plot : host.window()->findChildren<QCustomPlot*>()) {
            for (QCPAxisRect* rect : plot->axisRects()) {
                for (QCPAxis* axis : rect->axes()) {
                    if (!widgets::containsHan(axis->label()))
                        continue;
                    ++chineseLabels;
                    QVERIFY2(axis->labelFont().families().first() == traditional, qPrintable(axis->label()));
                }
            }
        }
        QVERIFY(chineseLabels > 5);

        // Qt's own strings (a dialog's Cancel button) come from Qt's translation (qt6-translations-l10n).
        QVERIFY2(QCoreApplication::translate("QPlatformTheme", "Cancel") != QLatin1String("Cancel"),
            "Qt's own zh_TW translation is not installed (qt6-translations-l10n)");

        language.apply(QStringLiteral("zh_CN"));
        QCOMPARE(widgets::hanFontFamily(), widgets::hanFontFamily(widgets::HanGlyphs::Simplified));
        QCOMPARE(QFontInfo(host.window()->findChild<QDockWidget*>(QStringLiteral("inputDock"))->font()).family(),
            widgets::hanFontFamily(widgets::HanGlyphs::Simplified));
        language.apply(QStringLiteral("en"));
        QCOMPARE(widgets::hanFontFamily(), widgets::hanFontFamily(widgets::HanGlyphs::Simplified));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
