#include "widgets/figure/figure_file.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

using attnlab::widgets::figureImage;
using attnlab::widgets::FigureSize;
using attnlab::widgets::writeFigure;

namespace {

// A square in the middle and a line of text: enough to see the scale, the fonts and the text.
void paintSample(QCPPainter& painter)
{
    painter.fillRect(QRect(50, 50, 100, 100), QColor(200, 30, 30));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(12);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QPointF(10, 190), QStringLiteral("attention weight"));
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestFigureFile : public QObject {
    Q_OBJECT

private slots:
    void convertsSizes()
    {
        const FigureSize a4 = FigureSize::fromMillimetres(QSizeF(210, 297), 300);
        QCOMPARE(a4.logical, QSize(794, 1123)); // 210 mm = 8.27 in = 793.7 units of 1/96 in
        // The A4 page at 300 dpi is 2480 x 3508 pixels; the layout's whole units may add one.
        QVERIFY(std::abs(a4.pixels().width() - 2480) <= 1 && std::abs(a4.pixels().height() - 3508) <= 1);
        QVERIFY(std::abs(a4.millimetres().width() - 210) < 0.2);
        const FigureSize fixed = FigureSize::fromPixels(QSize(1200, 600), 192);
        QCOMPARE(fixed.logical, QSize(600, 300)); // twice the dpi: the layout of half the size, text twice as large
        QCOMPARE(fixed.pixels(), QSize(1200, 600));
    }

    void pngHasThePixelsAndTheDpi()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        QString error;
        QVERIFY2(writeFigure(path, FigureSize { QSize(200, 200), 288 }, paintSample, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(600, 600));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 288);
        // The square of the layout's 50..150 is 150..450 in the file's pixels: the painter was scaled.
        QCOMPARE(image.pixelColor(300, 300), QColor(200, 30, 30));
        QCOMPARE(image.pixelColor(140, 300), QColor(Qt::white));
        QCOMPARE(image.pixelColor(460, 300), QColor(Qt::white));
    }

    void imageForTheClipboardIsThePng()
    {
        const FigureSize size { QSize(200, 200), 96 };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        QVERIFY(writeFigure(path, size, paintSample, nullptr));
        QCOMPARE(QImage(path).convertToFormat(QImage::Format_ARGB32),
            figureImage(size, paintSample).convertToFormat(QImage::Format_ARGB32));
    }

    void svgKeepsTextAsText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.svg"));
        QString error;
        QVERIFY2(writeFigure(path, FigureSize { QSize(200, 200), 300 }, paintSample, &error), qPrintable(error));
        const QByteArray svg = contents(path);
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains(">attention weight<"));
        QVERIFY(svg.contains("viewBox=\"0 0 200 200\""));
    }

    void pdfIsOnePageWithEmbeddedFonts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.pdf"));
        QString error;
        QVERIFY2(writeFigure(path, FigureSize { QSize(960, 480), 96 }, paintSample, &error), qPrintable(error));
        const QByteArray pdf = contents(path);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page "), 1);
        QVERIFY(!pdf.contains("/Type3"));
        QVERIFY(pdf.contains("/FontFile2")); // a TrueType program in the file
        // 960 x 480 units of 1/96 in: a 720 x 360 pt page.
        const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        const auto match = box.match(QString::fromLatin1(pdf));
        QVERIFY(match.hasMatch());
        QVERIFY(std::abs(match.captured(1).toDouble() - 720) < 1);
        QVERIFY(std::abs(match.captured(2).toDouble() - 360) < 1);
    }

    void failedWriteLeavesNothing()
    {
        QTemporaryDir dir;
        QString error;
        const QString missingFolder = dir.filePath(QStringLiteral("no/such/folder/figure.png"));
        QVERIFY(!writeFigure(missingFolder, QSize(100, 100), paintSample, &error));
        QVERIFY(error.contains(QStringLiteral("figure.png")));
        QVERIFY(!writeFigure(dir.filePath(QStringLiteral("figure.jpg")), QSize(100, 100), paintSample, &error));
        QVERIFY(error.contains(QStringLiteral(".png, .svg or .pdf")));
        QVERIFY(!writeFigure(dir.filePath(QStringLiteral("empty.png")), QSize(0, 100), paintSample, &error));
        // No temporary left next to where the file would have gone.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
    }

    void existingFileIsReplacedWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        QVERIFY(writeFigure(path, QSize(300, 300), paintSample, nullptr));
        QVERIFY(writeFigure(path, QSize(100, 100), paintSample, nullptr));
        QCOMPARE(QImage(path).size(), QSize(100, 100));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }
};

QTEST_MAIN(TestFigureFile)
#include "test_figure_file.moc"
