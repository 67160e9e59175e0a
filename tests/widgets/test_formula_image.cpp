// FormulaImage and FormulaView: every variant's formula has an up-to-date pre-rendered SVG whose key the C++ side
// computes as render.mjs does; it draws whole (no ink cut at the edges, nothing dropped after a stretchy
// construct, the Qt SVG 6.4 trap render.mjs works around); a marked term takes the highlight colour; a formula
// without an SVG is null and the view shows its fallback text. The stretchy constructs come from
// tests/widgets/formulas (tex.txt, rendered with render.mjs --out), which also exercises a lesson's own folder.
#include "core/builtin_catalogues.h"
#include "source_tree.h"
#include "widgets/formula/formula_image.h"
#include "widgets/formula/formula_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <vector>

using attnlab::test::sourcePath;

using attnlab::widgets::FormulaColours;
using attnlab::widgets::FormulaImage;
using attnlab::widgets::formulaKey;
using attnlab::widgets::FormulaStyle;
using attnlab::widgets::FormulaView;

namespace {

const QString kFixtureFolder = sourcePath(QStringLiteral("tests/widgets/formulas"));
constexpr double kPixelsPerEm = 32.0;
const QString kRerender = QStringLiteral(" (run: node tools/formulas/render.mjs)");

bool isInk(QRgb pixel)
{
    return qAlpha(pixel) > 128;
}

// The box around every inked pixel; empty for a blank image.
QRect inkBounds(const QImage& image)
{
    QRect bounds;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (isInk(image.pixel(x, y)))
                bounds |= QRect(x, y, 1, 1);
    return bounds;
}

// Pixels whose colour is close to `colour` and opaque enough to be ink, not an anti-aliased fringe.
QRect boundsOfColour(const QImage& image, const QColor& colour)
{
    QRect bounds;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = QColor::fromRgba(image.pixel(x, y));
            if (pixel.alpha() > 200 && std::abs(pixel.red() - colour.red()) < 40
                && std::abs(pixel.green() - colour.green()) < 40 && std::abs(pixel.blue() - colour.blue()) < 40)
                bounds |= QRect(x, y, 1, 1);
        }
    return bounds;
}

QJsonArray manifestEntries(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("formulas")).toArray();
}

QStringList fixtureFormulas()
{
    QFile file(kFixtureFolder + QStringLiteral("/tex.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestFormulaImage : public QObject {
    Q_OBJECT

private slots:
    void keyIsTheRenderersKey();
    void everyVariantFormulaIsPreRendered();
    void manifestAndResourceAgree();
    void variantFormulasDrawUnclipped_data();
    void variantFormulasDrawUnclipped();
    void stretchyConstructsDrawWhatFollows_data();
    void stretchyConstructsDrawWhatFollows();
    void highlightedTermTakesTheHighlightColour();
    void inkColourReplacesBlack();
    void sizeFollowsPixelsPerEmAndRatio();
    void unknownFormulaIsNull();
    void viewShowsTheFormulaOrItsFallback();
    void viewShrinksToItsWidthAndFollowsItsFont();
    void measureCost();
};

void TestFormulaImage::keyIsTheRenderersKey()
{
    // Every key render.mjs wrote (node's crypto SHA-1) is the one Qt computes from the same TeX.
    const QJsonArray entries = manifestEntries(QStringLiteral(":/formulas/manifest.json"));
    QVERIFY(entries.size() >= 20);
    for (const QJsonValue& entry : entries) {
        const QJsonObject object = entry.toObject();
        QCOMPARE(formulaKey(object.value(QLatin1String("tex")).toString()),
            object.value(QLatin1String("hash")).toString());
    }
    QCOMPARE(formulaKey(QStringLiteral(" \t x^2\n")), formulaKey(QStringLiteral("x^2")));
    QVERIFY(formulaKey(QStringLiteral("x^2")) != formulaKey(QStringLiteral("x^3")));
    QCOMPARE(formulaKey(QStringLiteral("x"), FormulaStyle::Inline), formulaKey(QStringLiteral("\\textstyle x")));
    QCOMPARE(formulaKey(QStringLiteral("x")).size(), 16);
}

void TestFormulaImage::everyVariantFormulaIsPreRendered()
{
    const auto variants = attnlab::core::builtinVariants().all();
    QVERIFY(variants.size() >= 20);
    for (const auto* variant : variants) {
        const QString tex = QString::fromStdString(variant->info().formula);
        const FormulaImage image = FormulaImage::find(tex);
        QVERIFY2(!image.isNull(), qPrintable(QString::fromStdString(variant->id()) + kRerender));
        QCOMPARE(image.tex(), tex.trimmed());
    }
}

void TestFormulaImage::manifestAndResourceAgree()
{
    const QJsonArray entries = manifestEntries(QStringLiteral(":/formulas/manifest.json"));
    QStringList listed;
    for (const QJsonValue& entry : entries) {
        const QJsonObject object = entry.toObject();
        const QString file = object.value(QLatin1String("file")).toString();
        listed << file;
        QFile svg(QStringLiteral(":/formulas/") + file);
        QVERIFY2(svg.open(QIODevice::ReadOnly), qPrintable(file + kRerender));
        const QByteArray bytes = svg.readAll();
        // One <svg>: every nested one became a group, or Qt SVG 6.4 would drop it and all after it.
        QCOMPARE(bytes.count("<svg"), 1);
        QCOMPARE(FormulaImage::fromSvg(bytes).tex(), object.value(QLatin1String("tex")).toString());
    }
    QStringList compiled = QDir(QStringLiteral(":/formulas")).entryList({ QStringLiteral("*.svg") });
    listed.sort();
    compiled.sort();
    QCOMPARE(compiled, listed);
}

void TestFormulaImage::variantFormulasDrawUnclipped_data()
{
    QTest::addColumn<QString>("tex");
    for (const auto* variant : attnlab::core::builtinVariants().all())
        QTest::newRow(variant->id().c_str()) << QString::fromStdString(variant->info().formula);
    for (const QString& tex : fixtureFormulas())
        QTest::newRow(qPrintable(tex.left(40))) << tex;
}

void TestFormulaImage::variantFormulasDrawUnclipped()
{
    QFETCH(QString, tex);
    const FormulaImage formula = FormulaImage::find(tex, FormulaStyle::Display, { kFixtureFolder });
    QVERIFY(!formula.isNull());
    const QImage image = formula.render(kPixelsPerEm);
    QVERIFY(!image.isNull());
    const QRect ink = inkBounds(image);
    QVERIFY(!ink.isEmpty());
    // No ink within 2 pixels of an edge: nothing overhangs the box and gets cut.
    const QRect inside = image.rect().adjusted(2, 2, -2, -2);
    QVERIFY2(inside.contains(ink), qPrintable(QStringLiteral("ink %1,%2 %3x%4 in %5x%6").arg(ink.x()).arg(ink.y())
                                                  .arg(ink.width()).arg(ink.height()).arg(image.width())
                                                  .arg(image.height())));
    // The ink spans the formula: less than half an em of its width is empty (the margin, a bracket's bearing),
    // as it would not be if a part were dropped.
    QVERIFY(ink.width() > image.width() - kPixelsPerEm / 2);
    QVERIFY(ink.height() > 0.5 * image.height());
}

void TestFormulaImage::stretchyConstructsDrawWhatFollows_data()
{
    QTest::addColumn<QString>("tex");
    for (const QString& tex : fixtureFormulas())
        if (tex.contains(QLatin1String("\\class{after}")))
            QTest::newRow(qPrintable(tex.left(40))) << tex;
}

void TestFormulaImage::stretchyConstructsDrawWhatFollows()
{
    QFETCH(QString, tex);
    const FormulaImage formula = FormulaImage::find(tex, FormulaStyle::Display, { kFixtureFolder });
    QVERIFY(!formula.isNull());
    QCOMPARE(formula.terms(), QStringList { QStringLiteral("after") });
    FormulaColours colours;
    colours.highlightedTerm = QStringLiteral("after");
    colours.highlight = Qt::red;
    const QImage image = formula.render(kPixelsPerEm, colours);
    const QRect after = boundsOfColour(image, Qt::red);
    // The z after the construct is drawn, at the right end of the formula.
    QVERIFY(!after.isEmpty());
    QVERIFY(after.left() > image.width() * 0.6);
    // The construct itself is drawn, in black, left of the z and taller than it.
    const QRect construct = boundsOfColour(image, Qt::black);
    QVERIFY(!construct.isEmpty());
    QVERIFY(construct.right() < after.left());
    QVERIFY(construct.height() > after.height());
}

void TestFormulaImage::highlightedTermTakesTheHighlightColour()
{
    const QString tex = fixtureFormulas().filter(QStringLiteral("\\class{query}")).value(0);
    const FormulaImage formula = FormulaImage::find(tex, FormulaStyle::Display, { kFixtureFolder });
    QVERIFY(!formula.isNull());
    QCOMPARE(formula.terms(), QStringList { QStringLiteral("query") });
    const QColor highlight(0x20, 0x90, 0x30);
    FormulaColours colours;
    colours.highlight = highlight;
    QVERIFY(boundsOfColour(formula.render(kPixelsPerEm, colours), highlight).isEmpty());
    colours.highlightedTerm = QStringLiteral("query");
    const QImage image = formula.render(kPixelsPerEm, colours);
    const QRect term = boundsOfColour(image, highlight);
    QVERIFY(!term.isEmpty());
    // The term (q with its index) leads the formula; the rest stays in ink.
    QVERIFY(term.right() < image.width() / 4);
    QVERIFY(boundsOfColour(image, Qt::black).right() > image.width() * 3 / 4);
    colours.highlightedTerm = QStringLiteral("absent");
    QVERIFY(boundsOfColour(formula.render(kPixelsPerEm, colours), highlight).isEmpty());
}

void TestFormulaImage::inkColourReplacesBlack()
{
    const FormulaImage formula = FormulaImage::find(
        QString::fromStdString(attnlab::core::builtinVariants().all().front()->info().formula));
    QVERIFY(!formula.isNull());
    FormulaColours colours;
    colours.ink = QColor(0xf0, 0xf0, 0xf0); // a dark theme's text
    const QImage image = formula.render(kPixelsPerEm, colours);
    QVERIFY(!boundsOfColour(image, colours.ink).isEmpty());
    QVERIFY(boundsOfColour(image, Qt::black).isEmpty());
}

void TestFormulaImage::sizeFollowsPixelsPerEmAndRatio()
{
    const FormulaImage formula = FormulaImage::find(
        QString::fromStdString(attnlab::core::builtinVariants().all().front()->info().formula));
    QVERIFY(!formula.isNull());
    const QSizeF em = formula.sizeInEm();
    QVERIFY(em.width() > em.height());
    QVERIFY(formula.ascentInEm() > 0.0 && formula.ascentInEm() < em.height());
    const QImage small = formula.render(20.0);
    QCOMPARE(small.size(), QSize(qRound(em.width() * 20.0), qRound(em.height() * 20.0)));
    const QImage sharp = formula.render(40.0, {}, 2.0);
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
    QCOMPARE(sharp.size(), QSize(qRound(em.width() * 40.0), qRound(em.height() * 40.0)));
    const QImage tall = formula.renderAtHeight(57);
    QCOMPARE(tall.height(), 57);
    QVERIFY(std::abs(tall.width() / 57.0 - em.width() / em.height()) < 0.05);
}

void TestFormulaImage::unknownFormulaIsNull()
{
    const FormulaImage formula = FormulaImage::find(QStringLiteral("\\text{never rendered} + 1"));
    QVERIFY(formula.isNull());
    QVERIFY(formula.render(kPixelsPerEm).isNull());
    QVERIFY(FormulaImage::fromSvg("<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>").isNull());
    QVERIFY(FormulaImage::fromSvg("not xml").isNull());
}

void TestFormulaImage::viewShowsTheFormulaOrItsFallback()
{
    FormulaView view;
    view.setFormula(QString::fromStdString(attnlab::core::builtinVariants().all().front()->info().formula),
        QStringLiteral("readable"));
    QVERIFY(view.isTypeset());
    view.resize(view.sizeHint());
    QVERIFY(!inkBounds(view.grab().toImage().convertToFormat(QImage::Format_ARGB32)).isEmpty());

    view.setFormula(QStringLiteral("\\text{never rendered}"), QStringLiteral("never rendered"));
    QVERIFY(!view.isTypeset());
    QVERIFY(view.sizeHint().width() > 0);
    view.resize(view.sizeHint());
    // The fallback is drawn as text: dark pixels on the window's background.
    const QImage text = view.grab().toImage();
    const QColor background = view.palette().color(QPalette::Window);
    int dark = 0;
    for (int y = 0; y < text.height(); ++y)
        for (int x = 0; x < text.width(); ++x)
            dark += qGray(text.pixel(x, y)) < qGray(background.rgb()) - 80;
    QVERIFY(dark > 10);
}

void TestFormulaImage::viewShrinksToItsWidthAndFollowsItsFont()
{
    FormulaView view;
    view.setFormula(QString::fromStdString(attnlab::core::builtinVariants().all().front()->info().formula), {});
    const QSize natural = view.sizeHint();
    QCOMPARE(view.heightForWidth(natural.width() * 2), natural.height());
    QVERIFY(view.heightForWidth(natural.width() * 3 / 4) < natural.height());
    QVERIFY(view.heightForWidth(1) >= view.minimumSizeHint().height());
    QFont larger = view.font();
    larger.setPixelSize(QFontInfo(view.font()).pixelSize() * 2);
    view.setFont(larger);
    QVERIFY(view.sizeHint().height() > natural.height() * 3 / 2);
}

void TestFormulaImage::measureCost()
{
    // Not a pass/fail bound: the figures quoted in the design notes (QSKIP-free so they print in every run).
    std::vector<double> milliseconds;
    qint64 bytes = 0;
    for (const auto* variant : attnlab::core::builtinVariants().all()) {
        const QString tex = QString::fromStdString(variant->info().formula);
        QElapsedTimer timer;
        timer.start();
        const FormulaImage formula = FormulaImage::find(tex);
        const QImage image = formula.render(kPixelsPerEm);
        milliseconds.push_back(timer.nsecsElapsed() / 1e6);
        QVERIFY(!image.isNull());
        QFile file(QStringLiteral(":/formulas/") + formulaKey(tex) + QStringLiteral(".svg"));
        bytes += file.size();
    }
    std::sort(milliseconds.begin(), milliseconds.end());
    qInfo("formulas: %zu, median find + render at %.0f px/em: %.2f ms (max %.2f ms), mean SVG %lld bytes",
        milliseconds.size(), kPixelsPerEm, milliseconds[milliseconds.size() / 2], milliseconds.back(),
        bytes / static_cast<qint64>(milliseconds.size()));
}

QTEST_MAIN(TestFormulaImage)
#include "test_formula_image.moc"
