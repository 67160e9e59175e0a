// The printed handout's inline formulas: drawn with their baseline on the line's (not centred on it) and keeping
// the punctuation that follows them on their line, so no line of a Chinese (or English) handout starts with 。，、
// or a full stop; that punctuation is set in the size of the text around it.
#include "app/handout/formula_text_object.h"
#include "app/handout/handout.h"
#include "app/handout/handout_pdf.h"
#include "app/lessons/lesson_library.h"
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

// A word of a PDF as pdftotext -bbox finds it, in points from the page's top left.
struct PdfWord {
    int page = 0;
    double xMin = 0;
    double yMin = 0;
    double yMax = 0;
    QString text;
};

// Empty when poppler-utils is not installed.
QString pdftotext()
{
    return QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

// The words of the PDF `bytes`, page by page; none when pdftotext fails.
std::vector<PdfWord> pdfWords(const QByteArray& bytes)
{
    QTemporaryDir folder;
    const QString pdf = folder.filePath(QStringLiteral("print.pdf"));
    QFile file(pdf);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bytes);
    file.close();
    QProcess process;
    process.start(pdftotext(), { QStringLiteral("-bbox"), pdf, QStringLiteral("-") });
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    const QString html = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression word(QStringLiteral(
        "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">([^<]*)</word>"));
    std::vector<PdfWord> words;
    const QStringList pages = html.split(QStringLiteral("<page "));
    for (int page = 1; page < pages.size(); ++page)
        for (auto match = word.globalMatch(pages[page]); match.hasNext();) {
            const QRegularExpressionMatch found = match.next();
            words.push_back({ page, found.captured(1).toDouble(), found.captured(2).toDouble(),
                found.captured(3).toDouble(), found.captured(4) });
        }
    return words;
}

void addLanguageRows(const QStringList& languages)
{
    QTest::addColumn<QString>("language");
    for (const QString& language : languages)
        QTest::newRow(qPrintable(language)) << language;
}

// What keepPunctuationWithFormulas moves into a formula's image: a word of the PDF that starts with it follows a
// formula.
const QRegularExpression& startsWithPunctuation()
{
    static const QRegularExpression punctuation(
        QStringLiteral("^[\u3001\u3002\uff0c\uff1b\uff1a\uff1f\uff01\uff09\u300d\u300f.,;:!?)]"));
    return punctuation;
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

    void noPrintedLineStartsWithPunctuation_data() { addLanguageRows({ "zh_TW", "en" }); }

    // In the PDF: a word that starts with punctuation never stands at the left margin, where a line starts.
    void noPrintedLineStartsWithPunctuation()
    {
        QFETCH(QString, language);
        if (pdftotext().isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        for (const char* tex : { "S", "Z" })
            QVERIFY2(
                !widgets::FormulaImage::find(QString::fromLatin1(tex), widgets::FormulaStyle::Inline).isNull(), tex);
        const app::LessonReading reading = app::readLessonText(punctuatedLesson(), QStringLiteral("print.lesson"));
        QVERIFY(reading.lesson);
        const app::Handout handout = app::prepareHandout(*reading.lesson, language);
        double margin = 1e9;
        QStringList atMargin;
        std::vector<std::pair<double, QString>> all;
        for (const PdfWord& word : pdfWords(app::handoutPdf(handout)))
            if (word.page == 1) {
                all.emplace_back(word.xMin, word.text);
                margin = std::min(margin, word.xMin);
            }
        QVERIFY(all.size() > 20);
        int punctuated = 0;
        for (const auto& [x, text] : all) {
            if (!startsWithPunctuation().match(text).hasMatch())
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

    void punctuationAfterAFormulaIsSetLikeItsLine_data() { addLanguageRows({ "en", "zh_TW", "zh_CN" }); }

    // Lesson 2's cost step ("With $b = a = 4$ ($w = 9$) that is ...") in the PDF: the punctuation after each inline
    // formula is drawn in the size of the text around it and stands on its line. Printing scales the layout up to
    // the printer's resolution; a font in points set on the printer's painter was scaled twice, three times too big.
    void punctuationAfterAFormulaIsSetLikeItsLine()
    {
        QFETCH(QString, language);
        if (pdftotext().isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        const app::LessonLibrary course = app::loadBuiltinLessons();
        const app::Lesson* lesson = course.find(QStringLiteral("local-chunked"));
        QVERIFY(lesson);
        const std::vector<PdfWord> words = pdfWords(app::handoutPdf(app::prepareHandout(*lesson, language)));
        QVERIFY(words.size() > 100);
        int checked = 0;
        QStringList wrong;
        for (const PdfWord& punctuation : words) {
            if (!startsWithPunctuation().match(punctuation.text).hasMatch())
                continue;
            ++checked;
            // Another word of the same line: the same page and the same bottom, to a point.
            const auto sameLine = std::find_if(words.begin(), words.end(), [&](const PdfWord& other) {
                return &other != &punctuation && other.page == punctuation.page
                    && std::abs(other.yMax - punctuation.yMax) < 1;
            });
            const double height = punctuation.yMax - punctuation.yMin;
            if (sameLine == words.end() || std::abs(sameLine->yMax - sameLine->yMin - height) > 0.5)
                wrong << QStringLiteral("'%1' %2 pt high on page %3 (%4)")
                             .arg(punctuation.text)
                             .arg(height)
                             .arg(punctuation.page)
                             .arg(sameLine == words.end() ? QStringLiteral("no word on its line")
                                                          : QStringLiteral("'%1' beside it is %2 pt")
                                                                .arg(sameLine->text)
                                                                .arg(sameLine->yMax - sameLine->yMin));
        }
        QVERIFY2(checked >= 3, qPrintable(QString::number(checked)));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(TestHandoutPrint)
#include "test_handout_print.moc"
