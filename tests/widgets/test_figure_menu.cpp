// FigureMenu: every plot and map offers Copy image and Save image as... on a right-click; Copy puts a PNG at twice
// the size on screen and the SVG on the clipboard; Save writes PNG, SVG and PDF through an injected dialog, text as
// text, fonts embedded (no Type 3), Chinese tokens in the Chinese family. Runs offscreen.

#include "widgets/figure/figure_menu.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/view_fixtures.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using attnlab::test::everyView;
using attnlab::test::FilledView;
using attnlab::widgets::ComparisonView;
using attnlab::widgets::FigureMenu;
using attnlab::widgets::FigurePrompts;
using attnlab::widgets::HeatmapView;

namespace {

class FakePrompts : public FigurePrompts {
public:
    QString answer;
    QString answerFilter;
    QString suggested;
    QStringList errors;

    QString saveFileName(
        QWidget*, const QString&, const QString& suggestedPath, const QString&, QString* filter) override
    {
        suggested = suggestedPath;
        if (!answerFilter.isEmpty())
            *filter = answerFilter;
        return answer;
    }
    void showError(QWidget*, const QString&, const QString& message) override { errors << message; }
};

QAction* actionNamed(QMenu& menu, const QString& text)
{
    for (QAction* action : menu.actions())
        if (action->text() == text)
            return action;
    return nullptr;
}

QStringList actionTexts(QMenu& menu)
{
    QStringList texts;
    for (QAction* action : menu.actions())
        if (!action->isSeparator())
            texts << action->text();
    return texts;
}

std::unique_ptr<HeatmapView> shownMap(const QStringList& tokens = attnlab::test::tokenLabels(16))
{
    auto map = std::make_unique<HeatmapView>();
    map->setMatrix(attnlab::test::softmaxLikeMap(static_cast<int>(tokens.size()), 0.5), QStringLiteral("local (w=4)"));
    map->setTokenLabels(tokens);
    map->resize(480, 400);
    map->show();
    if (!QTest::qWaitForWindowExposed(map.get()))
        return nullptr;
    return map;
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestFigureMenu : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewHasTheMenu_data();
    void everyViewHasTheMenu();
    void eachMapOffersAllThree();
    void patternPartsHaveTheirOwnMenus();
    void galleryOffersTheTileUnderTheMouse();
    void rightClickShowsTheMenu();
    void copyPutsTwiceTheSizeAndTheSvg();
    void saveWritesEachFormat_data();
    void saveWritesEachFormat();
    void saveWithoutExtensionTakesTheFilter();
    void cancelWritesNothing();
    void failureNamesTheFile();
    void chineseTokensAreGlyphsAndText();
    void fileNamePartIsReadable();

private:
    QTemporaryDir m_folder;
};

void TestFigureMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("attnlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_figure_menu"));
    QVERIFY(m_folder.isValid());
}

void TestFigureMenu::everyViewHasTheMenu_data()
{
    QTest::addColumn<QString>("name");
    for (const FilledView& view : everyView())
        if (view.name != QStringLiteral("RowIndexPlot")) // a base class: the views made of it carry the menu
            QTest::newRow(qPrintable(view.name)) << view.name;
}

void TestFigureMenu::everyViewHasTheMenu()
{
    QFETCH(QString, name);
    for (const FilledView& view : everyView()) {
        if (view.name != name)
            continue;
        FigureMenu* menu = FigureMenu::of(view.widget.get());
        QVERIFY2(menu != nullptr, qPrintable(name));
        QCOMPARE(view.widget->contextMenuPolicy(), Qt::CustomContextMenu);
        view.widget->resize(560, 420);
        QPoint at(5, 5);
        if (auto* gallery = qobject_cast<attnlab::widgets::GalleryView*>(view.widget.get()))
            at = gallery->tileRect(QStringLiteral("full")).center();
        std::unique_ptr<QMenu> shown = menu->createMenu(at);
        const QStringList texts = actionTexts(*shown);
        QVERIFY2(texts.size() >= 2, qPrintable(name));
        QVERIFY2(texts[0].startsWith(QStringLiteral("Copy")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(texts[1].startsWith(QStringLiteral("Save")) && texts[1].endsWith(QStringLiteral("as…")),
            qPrintable(texts.join(QLatin1Char('|'))));
        return;
    }
    QFAIL("no such view");
}

void TestFigureMenu::eachMapOffersAllThree()
{
    ComparisonView view;
    view.setMaps(attnlab::test::softmaxLikeMap(8, 0.5), attnlab::test::softmaxLikeMap(8, 1.0), QStringLiteral("local"));
    for (HeatmapView* map : { view.exactView(), view.variantView(), view.differenceView() }) {
        std::unique_ptr<QMenu> menu = FigureMenu::of(map)->createMenu(QPoint(10, 10));
        QCOMPARE(actionTexts(*menu),
            QStringList({ QStringLiteral("Copy image"), QStringLiteral("Save image as…"),
                QStringLiteral("Copy all three"), QStringLiteral("Save all three as…") }));
    }
    // "All three" saves the side-by-side figure, named after the variant.
    auto prompts = std::make_shared<FakePrompts>();
    prompts->answer = m_folder.filePath(QStringLiteral("three.png"));
    FigureMenu::of(view.variantView())->setPrompts(prompts);
    view.resize(900, 320);
    std::unique_ptr<QMenu> menu = FigureMenu::of(view.variantView())->createMenu(QPoint(10, 10));
    actionNamed(*menu, QStringLiteral("Save all three as…"))->trigger();
    QVERIFY(prompts->suggested.endsWith(QStringLiteral("maps-local.png")));
    QCOMPARE(QImage(prompts->answer).size(), QSize(1800, 640));
}

void TestFigureMenu::patternPartsHaveTheirOwnMenus()
{
    std::vector<FilledView> views = everyView();
    for (const FilledView& view : views)
        if (auto* pattern = qobject_cast<attnlab::widgets::PatternView*>(view.widget.get())) {
            for (QWidget* part :
                std::initializer_list<QWidget*> { pattern->mapView(), pattern->countChart(), pattern->fieldImage() }) {
                std::unique_ptr<QMenu> menu = FigureMenu::of(part)->createMenu(QPoint(3, 3));
                const QStringList texts = actionTexts(*menu);
                QCOMPARE(texts.value(0), QStringLiteral("Copy image"));
                QVERIFY(texts.contains(QStringLiteral("Copy the whole Pattern view")));
            }
            return;
        }
    QFAIL("no pattern view");
}

void TestFigureMenu::galleryOffersTheTileUnderTheMouse()
{
    for (const FilledView& view : everyView())
        if (auto* gallery = qobject_cast<attnlab::widgets::GalleryView*>(view.widget.get())) {
            gallery->resize(600, 300);
            auto prompts = std::make_shared<FakePrompts>();
            FigureMenu* figures = FigureMenu::of(gallery);
            figures->setPrompts(prompts);
            std::unique_ptr<QMenu> onTile = figures->createMenu(gallery->tileRect(QStringLiteral("local")).center());
            QCOMPARE(actionTexts(*onTile).mid(0, 2),
                QStringList({ QStringLiteral("Copy image"), QStringLiteral("Save image as…") }));
            prompts->answer = m_folder.filePath(QStringLiteral("tile.png"));
            actionNamed(*onTile, QStringLiteral("Save image as…"))->trigger();
            QVERIFY(prompts->suggested.endsWith(QStringLiteral("gallery-local.png")));
            QCOMPARE(QImage(prompts->answer).size(), gallery->tileFigureSizeHint() * 2);
            // Off the tiles: only the whole gallery.
            std::unique_ptr<QMenu> offTiles = figures->createMenu(QPoint(599, 299));
            QCOMPARE(actionTexts(*offTiles),
                QStringList(
                    { QStringLiteral("Copy the whole gallery"), QStringLiteral("Save the whole gallery as…") }));
            return;
        }
    QFAIL("no gallery");
}

void TestFigureMenu::rightClickShowsTheMenu()
{
    const std::unique_ptr<HeatmapView> map = shownMap();
    QVERIFY(map);
    // A context-menu event on the view shows its menu.
    const QPoint at = map->rect().center();
    QSignalSpy requested(map.get(), &QWidget::customContextMenuRequested);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, map->mapToGlobal(at));
    QApplication::sendEvent(map.get(), &event);
    QCOMPARE(requested.size(), 1);
    QMenu* shown = nullptr;
    QTRY_VERIFY((shown = qobject_cast<QMenu*>(QApplication::activePopupWidget())) != nullptr);
    QVERIFY(actionNamed(*shown, QStringLiteral("Copy image")) != nullptr);
    QVERIFY(actionNamed(*shown, QStringLiteral("Save image as…")) != nullptr);
    shown->close();
}

void TestFigureMenu::copyPutsTwiceTheSizeAndTheSvg()
{
    const std::unique_ptr<HeatmapView> map = shownMap();
    QVERIFY(map);
    QApplication::clipboard()->clear();
    std::unique_ptr<QMenu> menu = FigureMenu::of(map.get())->createMenu(QPoint(10, 10));
    actionNamed(*menu, QStringLiteral("Copy image"))->trigger();
    const QMimeData* data = QApplication::clipboard()->mimeData();
    QVERIFY(data != nullptr);
    QVERIFY(data->hasImage());
    const QImage image = qvariant_cast<QImage>(data->imageData());
    QCOMPARE(image.size(), map->size() * 2);
    const QByteArray svg = data->data(QStringLiteral("image/svg+xml"));
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("local (w=4)")); // the title, as text
}

void TestFigureMenu::saveWritesEachFormat_data()
{
    QTest::addColumn<QString>("extension");
    QTest::newRow("png") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

void TestFigureMenu::saveWritesEachFormat()
{
    QFETCH(QString, extension);
    const std::unique_ptr<HeatmapView> map = shownMap();
    QVERIFY(map);
    auto prompts = std::make_shared<FakePrompts>();
    prompts->answer = m_folder.filePath(QStringLiteral("map.") + extension);
    FigureMenu::of(map.get())->setPrompts(prompts);
    std::unique_ptr<QMenu> menu = FigureMenu::of(map.get())->createMenu(QPoint(10, 10));
    actionNamed(*menu, QStringLiteral("Save image as…"))->trigger();
    QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
    QVERIFY(prompts->suggested.endsWith(QStringLiteral("local-w-4.png")));
    const QByteArray bytes = contents(prompts->answer);
    QVERIFY(!bytes.isEmpty());
    if (extension == QStringLiteral("png")) {
        QCOMPARE(QImage(prompts->answer).size(), map->size() * 2); // 192 dpi
    } else if (extension == QStringLiteral("svg")) {
        QVERIFY(bytes.contains("<text"));
        QVERIFY(bytes.contains("query i"));
    } else {
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(!bytes.contains("/Type3"));
        QVERIFY(bytes.contains("/FontFile2") || bytes.contains("/FontFile3"));
    }
    // The folder is remembered for the next save.
    QCOMPARE(
        QSettings().value(QStringLiteral("figures/lastFolder")).toString(), QFileInfo(prompts->answer).absolutePath());
    prompts->answer.clear();
    actionNamed(*menu, QStringLiteral("Save image as…"))->trigger();
    QCOMPARE(
        QFileInfo(prompts->suggested).absolutePath(), QFileInfo(m_folder.filePath(QStringLiteral("x"))).absolutePath());
}

void TestFigureMenu::saveWithoutExtensionTakesTheFilter()
{
    const std::unique_ptr<HeatmapView> map = shownMap();
    QVERIFY(map);
    auto prompts = std::make_shared<FakePrompts>();
    prompts->answer = m_folder.filePath(QStringLiteral("bare"));
    prompts->answerFilter = QStringLiteral("SVG vector image (*.svg)");
    FigureMenu::of(map.get())->setPrompts(prompts);
    QVERIFY(FigureMenu::of(map.get())->saveImage(FigureMenu::of(map.get())->figures().front()));
    QVERIFY(contents(m_folder.filePath(QStringLiteral("bare.svg"))).contains("<svg"));
}

void TestFigureMenu::cancelWritesNothing()
{
    const std::unique_ptr<HeatmapView> map = shownMap();
    QVERIFY(map);
    auto prompts = std::make_shared<FakePrompts>();
    FigureMenu::of(map.get())->setPrompts(prompts);
    const int before = static_cast<int>(QDir(m_folder.path()).entryList(QDir::Files).size());
    QVERIFY(!FigureMenu::of(map.get())->saveImage(FigureMenu::of(map.get())->figures().front()));
    QCOMPARE(static_cast<int>(QDir(m_folder.path()).entryList(QDir::Files).size()), before);
    QVERIFY(prompts->errors.isEmpty());
}

void TestFigureMenu::failureNamesTheFile()
{
    const std::unique_ptr<HeatmapView> map = shownMap();
    QVERIFY(map);
    auto prompts = std::make_shared<FakePrompts>();
    prompts->answer = m_folder.filePath(QStringLiteral("no/such/folder/map.png"));
    FigureMenu::of(map.get())->setPrompts(prompts);
    QVERIFY(!FigureMenu::of(map.get())->saveImage(FigureMenu::of(map.get())->figures().front()));
    QCOMPARE(prompts->errors.size(), 1);
    QVERIFY(prompts->errors.front().contains(QDir::toNativeSeparators(prompts->answer)));
}

void TestFigureMenu::chineseTokensAreGlyphsAndText()
{
    const QString family = attnlab::widgets::hanFontFamily();
    QVERIFY2(QFontDatabase::families().contains(family), qPrintable(family + QStringLiteral(" is not installed")));
    const QStringList tokens { QStringLiteral("我"), QStringLiteral("们"), QStringLiteral("学"), QStringLiteral("习"),
        QStringLiteral("注"), QStringLiteral("意"), QStringLiteral("力"), QStringLiteral("。") };
    const std::unique_ptr<HeatmapView> map = shownMap(tokens);
    QVERIFY(map);
    QVERIFY(map->showsTokenLabelsOnKeys());
    // The glyphs come from the Chinese family, which has them: no boxes.
    const QFont tickFont = map->plot()->xAxis->tickLabelFont();
    QCOMPARE(tickFont.family(), family);
    for (const QString& token : tokens)
        QVERIFY(QFontMetrics(tickFont).inFontUcs4(token.toUcs4().front()));

    auto prompts = std::make_shared<FakePrompts>();
    FigureMenu::of(map.get())->setPrompts(prompts);
    prompts->answer = m_folder.filePath(QStringLiteral("han.svg"));
    QVERIFY(FigureMenu::of(map.get())->saveImage(FigureMenu::of(map.get())->figures().front()));
    const QString svg = QString::fromUtf8(contents(prompts->answer));
    QVERIFY(svg.contains(QStringLiteral(">我<")) || svg.contains(QStringLiteral(">我 <")));
    QVERIFY(svg.contains(family));
    prompts->answer = m_folder.filePath(QStringLiteral("han.png"));
    QVERIFY(FigureMenu::of(map.get())->saveImage(FigureMenu::of(map.get())->figures().front()));
    QVERIFY(!QImage(prompts->answer).isNull());
}

void TestFigureMenu::fileNamePartIsReadable()
{
    QCOMPARE(
        FigureMenu::fileNamePart(QStringLiteral("Exact softmax (window=4)")), QStringLiteral("exact-softmax-window-4"));
    QCOMPARE(FigureMenu::fileNamePart(QStringLiteral("  local · ")), QStringLiteral("local"));
}

QTEST_MAIN(TestFigureMenu)
#include "test_figure_menu.moc"
