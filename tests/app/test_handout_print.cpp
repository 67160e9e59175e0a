// The printed handout's inline formulas: drawn with their baseline on the line's (not centred on it) and keeping
// the punctuation that follows them on their line, so no line of a Chinese (or English) handout starts with 。，、
// or a full stop.
#include "app/handout/formula_text_object.h"
#include "app/handout/handout.h"
#include "app/handout/handout_pdf.h"
#include "app/lessons/lesson_reader.h"
#include "widgets/formula/formula_image.h"

#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QtTest>

using namespace attnlab;

namespace {

// A black square filling its picture: where it is drawn is where the ink is.
const QByteArray kSquare = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">"
                           "<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\" fill=\"#000000\"/></svg>";

struct Ink {
    int top = -1;
    int bottom = -1; // the last dark row
    int right = -1; // the last dark column
};

Ink inkOf(const QImage& image, int fromX = 0)
{
    Ink ink;
    for (int y = 0; y < image.height(); ++y)
        for (int x = fromX; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 128) {
                if (ink.top < 0)
                    ink.top = y;
                ink.bottom = y;
                ink.right = std::max(ink.right, x);
            }
    return ink;
}

// The document drawn on white, and the baseline of its first line (in the image's pixels).
QImage drawn(QTextDocument& document, int* baseline)
{
    document.setDocumentMargin(0);
    document.setTextWidth(400);
    QImage image(400, 200, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    document.drawContents(&painter);
    painter.end();
    const QTextBlock block = document.begin();
    const QTextLine line = block.layout()->lineAt(0);
    *baseline = qRound(block.layout()->position().y() + line.y() + line.ascent());
    return image;
}

// A zh_TW lesson of one step whose text has typeset inline formulas followed by Chinese punctuation, sentences of
// growing length so that some formula ends a line.
QByteArray punctuatedLesson()
{
    QString text;
    for (int i = 0; i < 60; ++i)
        text += QString(i % 13 + 1, QChar(0x5b57)) + (i % 2 ? QStringLiteral("$S$，") : QStringLiteral("$Z$。"));
    QString english;
    for (int i = 0; i < 40; ++i)
        english += QStringLiteral("word ").repeated(i % 9 + 1)
            + (i % 2 ? QStringLiteral("$S$, ") : QStringLiteral("$Z$. "));
    return QStringLiteral("lesson: print\nchapter: 1\norder: 1\n[en]\ntitle: P\n[zh_TW]\ntitle: P\n[zh_CN]\ntitle: P\n"
                          "[step s]\nsource: gaussian\nsource.n: 8\nvariant: local\n"
                          "[en]\ntitle: S\ntext: %2\n[zh_TW]\ntitle: S\ntext: %1\n[zh_CN]\ntitle: S\ntext: %1\n")
        .arg(text, english)
        .toUtf8();
}

} // namespace

class TestHandoutPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // An image stands on the baseline; a formula with a drop is drawn lowered by that part of its height, its
    // descent below the baseline.
    void anInlineFormulaIsDrawnLoweredByItsDescent()
    {
        for (const double drop : { 0.0, 0.25 }) {
            QTextDocument document;
            document.setHtml(QStringLiteral("<p>x<img src=\"formula/0\" width=\"40\" height=\"40\"></p>"));
            app::PrintedFormula formula;
            formula.svg = kSquare;
            formula.drop = drop;
            app::FormulaTextObject::replaceFormulaImages(document, { { QStringLiteral("formula/0"), formula } });
            int baseline = 0;
            const QImage image = drawn(document, &baseline);
            const Ink ink = inkOf(image, 20); // right of the "x"
            QVERIFY(ink.bottom > 0);
            QVERIFY2(std::abs(ink.bottom + 1 - (baseline + qRound(drop * 40))) <= 1,
                qPrintable(
                    QStringLiteral("drop %1: ink ends at %2, baseline %3").arg(drop).arg(ink.bottom).arg(baseline)));
            QVERIFY2(std::abs(ink.bottom - ink.top + 1 - 40) <= 1, qPrintable(QString::number(ink.bottom - ink.top)));
        }
    }

    // The punctuation after a formula is drawn in its image, after the formula, on the line's baseline.
    void trailingPunctuationIsDrawnAfterTheFormula()
    {
        QTextDocument document;
        document.setHtml(QStringLiteral("<p><img src=\"formula/0\" width=\"60\" height=\"40\"></p>"));
        app::PrintedFormula formula;
        formula.svg = kSquare;
        formula.trailing = QStringLiteral(".");
        formula.trailingFont.setPixelSize(40);
        formula.trailingWidth = 20;
        app::FormulaTextObject::replaceFormulaImages(document, { { QStringLiteral("formula/0"), formula } });
        int baseline = 0;
        const QImage image = drawn(document, &baseline);
        // The square keeps 40 of the 60 pixels; the full stop's ink is right of it, on the baseline.
        const Ink square = inkOf(image.copy(0, 0, 41, image.height()));
        QCOMPARE(square.right, 39);
        const Ink dot = inkOf(image, 42);
        QVERIFY2(dot.right >= 42 && dot.right < 62, qPrintable(QString::number(dot.right)));
        QVERIFY2(std::abs(dot.bottom + 1 - baseline) <= 2,
            qPrintable(QStringLiteral("dot ends at %1, baseline %2").arg(dot.bottom).arg(baseline)));
    }

    void noPrintedLineStartsWithPunctuation_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_TW") << "zh_TW";
        QTest::newRow("en") << "en";
    }

    // In the PDF: a word that starts with punctuation never stands at the left margin, where a line starts.
    void noPrintedLineStartsWithPunctuation()
    {
        QFETCH(QString, language);
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        for (const char* tex : { "S", "Z" })
            QVERIFY2(
                !widgets::FormulaImage::find(QString::fromLatin1(tex), widgets::FormulaStyle::Inline).isNull(), tex);
        const app::LessonReading reading = app::readLessonText(punctuatedLesson(), QStringLiteral("print.lesson"));
        QVERIFY(reading.lesson);
        const app::Handout handout = app::prepareHandout(*reading.lesson, language);
        QTemporaryDir folder;
        const QString pdf = folder.filePath(QStringLiteral("print.pdf"));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(app::handoutPdf(handout));
        file.close();
        QProcess process;
        process.start(pdftotext,
            { QStringLiteral("-bbox"), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                QStringLiteral("1"), pdf, QStringLiteral("-") });
        QVERIFY(process.waitForFinished(60000));
        const QString words = QString::fromUtf8(process.readAllStandardOutput());
        static const QRegularExpression word(QStringLiteral("<word xMin=\"([0-9.]+)\"[^>]*>([^<]*)</word>"));
        double margin = 1e9;
        QStringList atMargin;
        std::vector<std::pair<double, QString>> all;
        for (auto match = word.globalMatch(words); match.hasNext();) {
            const QRegularExpressionMatch found = match.next();
            all.emplace_back(found.captured(1).toDouble(), found.captured(2));
            margin = std::min(margin, all.back().first);
        }
        QVERIFY(all.size() > 20);
        static const QRegularExpression punctuation(
            QStringLiteral("^[\u3001\u3002\uff0c\uff1b\uff1a\uff1f\uff01.,;:!?]"));
        int punctuated = 0;
        for (const auto& [x, text] : all) {
            if (!punctuation.match(text).hasMatch())
                continue;
            ++punctuated;
            if (x < margin + 1)
                atMargin << text;
        }
        QVERIFY(punctuated > 0); // the punctuation after the formulas is there, as text
        QVERIFY2(atMargin.isEmpty(), qPrintable(atMargin.join(QStringLiteral(" | "))));
        // Lines start at the page's 20 mm margin (56.7 pt), not 2 cm further in: the text and the figures use the
        // whole 170 mm column (with a second margin the figures were cut on the right).
        QVERIFY2(margin > 50 && margin < 62, qPrintable(QString::number(margin)));
    }
};

QTEST_MAIN(TestHandoutPrint)
#include "test_handout_print.moc"
