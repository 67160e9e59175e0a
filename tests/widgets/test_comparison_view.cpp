// ComparisonView: the difference panel, the shared colour range, crosshair and tooltip text shared by the three
// panels, a missing variant, and the composite figure. Set ATTNLAB_SCREENSHOT_DIR to keep the rendered figures
// (comparison_24.png with token labels, comparison_1000.png) for a look by eye.

#include "image_pixels.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/view.h"

#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include <cmath>
#include <limits>

using attnlab::core::Matrix;
using attnlab::widgets::ComparisonView;
using attnlab::widgets::HeatmapView;

namespace {

using attnlab::test::distinctColours;

// Synthetic maps with the look of attention (rows sum to one): a local bump plus a few "sink" keys for the
// exact map, the same bump cut to a window of +-w for the variant. Made up for display; nothing is computed
// the way a variant would.
Matrix attentionLike(int n, int window)
{
    Matrix m(n, n);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            const bool outside = window > 0 && std::abs(i - j) > window;
            double v = outside ? 0.0 : std::exp(-std::abs(i - j) / 3.0 + 0.8 * std::sin(i * 1.3 + j * 0.7));
            if (window == 0 && j % 7 == 0)
                v += 1.5;
            m(i, j) = static_cast<float>(v);
        }
        m.row(i) /= m.row(i).sum();
    }
    return m;
}

QStringList tokens(int n)
{
    const QStringList words = QStringLiteral("The cat sat on the mat because it was warm and the 注意力 机制 looks at "
                                             "every token to find what matters most for each")
                                  .split(QLatin1Char(' '));
    return words.mid(0, n);
}

QPoint pixelOfCell(const HeatmapView& view, int i, int j)
{
    return QPointF(view.plot()->xAxis->coordToPixel(j), view.plot()->yAxis->coordToPixel(i)).toPoint();
}

void showAt(ComparisonView& view, const QSize& size)
{
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (HeatmapView* panel : { view.exactView(), view.variantView(), view.differenceView() })
        panel->plot()->replot();
}

void keepScreenshot(const QImage& image, const QString& name)
{
    const QString dir = qEnvironmentVariable("ATTNLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(QDir(dir).filePath(name)));
}

} // namespace

class TestComparisonView : public QObject {
    Q_OBJECT

private slots:
    void differenceIsVariantMinusExact();
    void exactAndVariantShareOneColourRange();
    void hoverMarksTheCellInAllPanels();
    void describesTheHoveredCell();
    void pinnedCrosshairComesBackAfterHover();
    void clickIsForwarded();
    void missingVariantShowsTheReason();
    void mismatchedShapesAreAMissingVariant();
    void roundingNoiseIsIdenticalUpToRounding();
    void differencesAboveTheFloorAreDrawn();
    void rendersTheFigure();
    void exportsTheFigure();
};

void TestComparisonView::differenceIsVariantMinusExact()
{
    ComparisonView view;
    const Matrix exact = attentionLike(12, 0);
    const Matrix variant = attentionLike(12, 2);
    view.setMaps(exact, variant, QStringLiteral("Window"));
    QVERIFY(view.hasVariant());
    HeatmapView* difference = view.differenceView();
    QVERIFY(difference->hasMatrix());
    for (int i = 0; i < 12; ++i)
        for (int j = 0; j < 12; ++j)
            QCOMPARE(difference->value(i, j), variant(i, j) - exact(i, j));
    // Signed: a symmetric range around zero.
    QCOMPARE(difference->colorRange().lower, -difference->colorRange().upper);
    QCOMPARE(view.variantView()->title(), QStringLiteral("Window"));
}

void TestComparisonView::exactAndVariantShareOneColourRange()
{
    ComparisonView view;
    const Matrix exact = attentionLike(20, 0);
    const Matrix variant = attentionLike(20, 1);
    view.setMaps(exact, variant, QStringLiteral("Window"));
    const QCPRange exactRange = view.exactView()->colorRange();
    const QCPRange variantRange = view.variantView()->colorRange();
    QCOMPARE(exactRange.lower, variantRange.lower);
    QCOMPARE(exactRange.upper, variantRange.upper);
    QCOMPARE(exactRange.upper, static_cast<double>(std::max(exact.maxCoeff(), variant.maxCoeff())));
    QCOMPARE(exactRange.lower, 0.0);
}

void TestComparisonView::hoverMarksTheCellInAllPanels()
{
    ComparisonView view;
    showAt(view, QSize(1200, 420));
    view.setMaps(attentionLike(16, 0), attentionLike(16, 2), QStringLiteral("Window"));
    for (HeatmapView* panel : { view.exactView(), view.variantView(), view.differenceView() })
        panel->plot()->replot();
    QSignalSpy hovered(&view, &ComparisonView::cellHovered);

    QTest::mouseMove(view.exactView()->plot(), pixelOfCell(*view.exactView(), 4, 9));
    QTRY_COMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), 4);
    QCOMPARE(hovered.at(0).at(1).toInt(), 9);
    for (HeatmapView* panel : { view.exactView(), view.variantView(), view.differenceView() })
        QVERIFY(panel->hasCrosshair());

    // The same from the difference panel, at another cell.
    QTest::mouseMove(view.differenceView()->plot(), pixelOfCell(*view.differenceView(), 11, 2));
    QTRY_COMPARE(hovered.count(), 2);
    QCOMPARE(hovered.at(1).at(0).toInt(), 11);
    QCOMPARE(hovered.at(1).at(1).toInt(), 2);

    // Off the cells: every marker goes.
    QTest::mouseMove(view.differenceView()->plot(), QPoint(2, 2));
    QTRY_VERIFY(!view.exactView()->hasCrosshair());
    QVERIFY(!view.variantView()->hasCrosshair());
    QVERIFY(!view.differenceView()->hasCrosshair());
}

void TestComparisonView::describesTheHoveredCell()
{
    ComparisonView view;
    const Matrix exact = attentionLike(24, 0);
    const Matrix variant = attentionLike(24, 3);
    view.setMaps(exact, variant, QStringLiteral("Window"));
    view.setTokenLabels(tokens(24));
    const QString expected = QStringLiteral("query 12 (注意力), key 1 (cat): exact %1, variant %2, difference %3")
                                 .arg(QString::number(exact(12, 1), 'g', 4), QString::number(variant(12, 1), 'g', 4),
                                     QString::number(variant(12, 1) - exact(12, 1), 'g', 4));
    QCOMPARE(view.cellDescription(12, 1), expected);

    view.setTokenLabels({});
    QVERIFY(view.cellDescription(3, 4).startsWith(QStringLiteral("query 3, key 4: exact ")));
}

void TestComparisonView::pinnedCrosshairComesBackAfterHover()
{
    ComparisonView view;
    showAt(view, QSize(1200, 420));
    view.setMaps(attentionLike(16, 0), attentionLike(16, 2), QStringLiteral("Window"));
    for (HeatmapView* panel : { view.exactView(), view.variantView(), view.differenceView() })
        panel->plot()->replot();
    view.setCrosshair(3, 3);
    QTest::mouseMove(view.variantView()->plot(), pixelOfCell(*view.variantView(), 8, 8));
    QTest::mouseMove(view.variantView()->plot(), QPoint(2, 2));
    QTRY_VERIFY(view.exactView()->hasCrosshair());
    QVERIFY(view.differenceView()->hasCrosshair());
    view.clearCrosshair();
    QVERIFY(!view.exactView()->hasCrosshair());
}

void TestComparisonView::clickIsForwarded()
{
    ComparisonView view;
    showAt(view, QSize(1200, 420));
    view.setMaps(attentionLike(16, 0), attentionLike(16, 2), QStringLiteral("Window"));
    view.variantView()->plot()->replot();
    QSignalSpy clicked(&view, &ComparisonView::cellClicked);
    QTest::mouseClick(
        view.variantView()->plot(), Qt::LeftButton, Qt::NoModifier, pixelOfCell(*view.variantView(), 5, 6));
    QTRY_COMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 5);
    QCOMPARE(clicked.at(0).at(1).toInt(), 6);
}

void TestComparisonView::missingVariantShowsTheReason()
{
    ComparisonView view;
    view.setMaps(attentionLike(10, 0), attentionLike(10, 2), QStringLiteral("Window"));
    view.clearVariant(QStringLiteral("This variant needs a causal mask."));
    QVERIFY(!view.hasVariant());
    QVERIFY(view.exactView()->hasMatrix());
    QVERIFY(!view.variantView()->hasMatrix());
    QVERIFY(!view.differenceView()->hasMatrix());
    for (HeatmapView* panel : { view.variantView(), view.differenceView() }) {
        auto* hint = panel->findChild<QLabel*>();
        QVERIFY(hint);
        QCOMPARE(hint->text(), QStringLiteral("This variant needs a causal mask."));
    }
    QVERIFY(view.cellDescription(1, 2).contains(QStringLiteral("no variant")));
    // The figure still draws: the exact map and the reason twice.
    QVERIFY(distinctColours(view.renderImage(QSize(900, 320)), 2) > 50);
}

void TestComparisonView::mismatchedShapesAreAMissingVariant()
{
    ComparisonView view;
    view.setMaps(attentionLike(10, 0), attentionLike(12, 2), QStringLiteral("Window"));
    QVERIFY(!view.hasVariant());
    QVERIFY(view.exactView()->hasMatrix());
    QVERIFY(view.variantView()->findChild<QLabel*>()->text().contains(QStringLiteral("12")));
}

void TestComparisonView::roundingNoiseIsIdenticalUpToRounding()
{
    // A block-sparse kernel at density 1 against the dense one: the same weights up to a unit in the last place
    // of float32, in blocks (the reported case: bigbird at density 1, a colour bar of +-5e-9).
    const Matrix exact = attentionLike(32, 0);
    Matrix variant = exact;
    for (int i = 0; i < 32; ++i)
        for (int j = 0; j < 32; ++j)
            variant(i, j) = std::nextafter(exact(i, j), (i / 8 + j / 8) % 2 ? 1.0f : -1.0f);
    const double largest = std::max(exact.maxCoeff(), variant.maxCoeff());
    QVERIFY(ComparisonView::roundingFloor(largest) > (variant - exact).cwiseAbs().maxCoeff());

    ComparisonView view;
    view.setMaps(exact, variant, QStringLiteral("BigBird"));
    QVERIFY(view.identicalUpToRounding());
    HeatmapView* difference = view.differenceView();
    QCOMPARE(difference->title(), QStringLiteral("Identical up to rounding"));
    for (int i = 0; i < 32; ++i)
        for (int j = 0; j < 32; ++j)
            QCOMPARE(difference->value(i, j), 0.0f); // a neutral map: no pattern out of the noise
    QCOMPARE(difference->colorRange().lower, -ComparisonView::roundingFloor(largest));
    QCOMPARE(difference->colorRange().upper, ComparisonView::roundingFloor(largest));
    // The true difference is still there to read.
    QCOMPARE(view.difference()(0, 0), variant(0, 0) - exact(0, 0));
    QVERIFY(view.difference()(0, 0) < 0);
    QVERIFY2(
        view.cellDescription(0, 0).contains(QStringLiteral("difference -")), qPrintable(view.cellDescription(0, 0)));

    // Drawn in one colour: the difference panel's cells hold a single colour.
    showAt(view, QSize(1200, 420));
    const QImage image = difference->plot()->grab().toImage();
    const QRect cells = difference->plot()->axisRect()->rect().adjusted(2, 2, -2, -2);
    QVERIFY(distinctColours(image.copy(cells)) <= 2);
    keepScreenshot(view.renderImage(QSize(1200, 420)), QStringLiteral("comparison_rounding.png"));

    // Half the floor is still rounding; a map with undefined entries keeps them undefined.
    Matrix near = exact;
    near(3, 4) += static_cast<float>(0.5 * ComparisonView::roundingFloor(largest));
    near(5, 5) = std::numeric_limits<float>::quiet_NaN();
    view.setMaps(exact, near, QStringLiteral("BigBird"));
    QVERIFY(view.identicalUpToRounding());
    QVERIFY(std::isnan(difference->value(5, 5)));
    QCOMPARE(difference->value(3, 4), 0.0f);
}

void TestComparisonView::differencesAboveTheFloorAreDrawn()
{
    const Matrix exact = attentionLike(32, 0);
    const double largest = exact.maxCoeff();
    const double floor = ComparisonView::roundingFloor(largest);
    ComparisonView view;
    // First identical, so the fixed limits of the neutral map must give way.
    view.setMaps(exact, exact, QStringLiteral("same"));
    QVERIFY(view.identicalUpToRounding());

    Matrix variant = exact;
    variant(3, 4) += static_cast<float>(3 * floor);
    variant(7, 1) -= static_cast<float>(1.5 * floor);
    view.setMaps(exact, variant, QStringLiteral("approximate"));
    QVERIFY(!view.identicalUpToRounding());
    HeatmapView* difference = view.differenceView();
    QCOMPARE(difference->title(), QStringLiteral("Variant \u2212 exact"));
    const double drawn = std::abs(difference->value(3, 4));
    QVERIFY(drawn > 2 * floor);
    // Symmetric limits at the largest |difference|.
    QCOMPARE(difference->colorRange().upper, -difference->colorRange().lower);
    QCOMPARE(difference->colorRange().upper, static_cast<double>(variant(3, 4) - exact(3, 4)));

    // A real approximation draws as before.
    view.setMaps(exact, attentionLike(32, 2), QStringLiteral("Window"));
    QVERIFY(!view.identicalUpToRounding());
    QCOMPARE(difference->colorRange().upper, static_cast<double>(difference->matrix().cwiseAbs().maxCoeff()));
    view.clearVariant(QStringLiteral("gone"));
    QVERIFY(!view.identicalUpToRounding());
}

void TestComparisonView::rendersTheFigure()
{
    ComparisonView view;
    showAt(view, QSize(1200, 420));
    view.setTokenLabels(tokens(24));
    view.setMaps(attentionLike(24, 0), attentionLike(24, 3), QStringLiteral("Sliding window (w=3)"));
    view.setCrosshair(5, 7);
    const QImage small = view.renderImage(QSize(1200, 420));
    QCOMPARE(small.size(), QSize(1200, 420));
    QVERIFY(distinctColours(small, 2) > 100);
    // At this size the 24 tokens are readable, so they are the tick labels.
    QVERIFY(view.exactView()->showsTokenLabelsOnKeys());
    QVERIFY(view.exactView()->showsTokenLabelsOnQueries());
    keepScreenshot(small, QStringLiteral("comparison_24.png"));

    view.setTokenLabels({});
    view.setMaps(attentionLike(1000, 0), attentionLike(1000, 3), QStringLiteral("Sliding window (w=3)"));
    const QImage large = view.renderImage(QSize(1200, 420));
    QVERIFY(distinctColours(large, 2) > 100);
    QVERIFY(view.exactView()->displayedCells().width() < 1000);
    keepScreenshot(large, QStringLiteral("comparison_1000.png"));
}

void TestComparisonView::exportsTheFigure()
{
    QTemporaryDir dir;
    ComparisonView view;
    view.setMaps(attentionLike(16, 0), attentionLike(16, 2), QStringLiteral("Window"));
    QString error;
    const QString png = dir.filePath(QStringLiteral("comparison.png"));
    QVERIFY2(view.exportFigure(png, 1200, 420, &error), qPrintable(error));
    QCOMPARE(QImage(png).size(), QSize(1200, 420));

    const QString svg = dir.filePath(QStringLiteral("comparison.svg"));
    QVERIFY2(view.exportFigure(svg, 1200, 420, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.startsWith("<?xml") || svgText.contains("<svg"));
    QVERIFY(svgText.contains("Window"));

    const QString pdf = dir.filePath(QStringLiteral("comparison.pdf"));
    QVERIFY2(view.exportFigure(pdf, 1200, 420, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5).startsWith("%PDF"));

    QVERIFY(!view.exportFigure(dir.filePath(QStringLiteral("comparison.jpg")), 1200, 420, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestComparisonView)
#include "test_comparison_view.moc"
