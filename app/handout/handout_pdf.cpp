#include "app/handout/handout_pdf.h"

#include "app/handout/formula_text_object.h"
#include "app/handout/handout_html.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QPageLayout>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSet>
#include <QTextDocument>
#include <QUrl>

namespace attnlab::app {

namespace {

constexpr double kPointSize = 10.5;
constexpr double kStepTitlePointSize = 13;
constexpr double kLessonTitlePointSize = 18;
// QTextDocument lays out in pixels of 1/96 inch and scales onto the printer's resolution.
constexpr double kLayoutDpi = 96;
// MathJax's em runs small beside a sans-serif text: formulas are set a little larger (see the callers).
double emPixels(HandoutText where)
{
    const double points = where == HandoutText::LessonTitle ? kLessonTitlePointSize
        : where == HandoutText::StepTitle                   ? kStepTitlePointSize
                                                            : kPointSize;
    return points * kLayoutDpi / 72;
}
// A4 less two 20 mm margins, in layout pixels.
constexpr int kTextWidth = 642;
constexpr int kTextHeight = 971;

QString styleSheet()
{
    return QStringLiteral("h1 { font-size: %1pt; }\n"
                          "h2 { font-size: %2pt; margin-top: 6px; }\n"
                          "h2.newpage { page-break-before: always; }\n"
                          ".chapter, .place, .caption, .note, .footer { color: #555555; font-size: 9pt; }\n"
                          ".display { text-align: center; }\n"
                          ".figure { text-align: center; }\n"
                          ".question { background-color: #f0f0f0; }\n"
                          ".problem { color: #aa0000; }\n")
        .arg(kLessonTitlePointSize)
        .arg(kStepTitlePointSize);
}

// A paint device of the layout's resolution, to measure text in layout pixels.
QImage layoutDevice()
{
    QImage device(1, 1, QImage::Format_ARGB32);
    const int dotsPerMeter = qRound(kLayoutDpi / 0.0254);
    device.setDotsPerMeterX(dotsPerMeter);
    device.setDotsPerMeterY(dotsPerMeter);
    return device;
}

// Adds the pictures to the document as it writes the HTML that shows them.
class PrintedPictures {
public:
    PrintedPictures(QTextDocument& document, const Handout& handout) : m_document(document), m_handout(handout) { }

    QString formula(
        const widgets::FormulaImage& image, widgets::FormulaStyle style, const QStringList& terms, HandoutText where)
    {
        widgets::FormulaColours colours;
        colours.highlightedTerm = terms.value(0);
        // \text in Chinese, in the handout's script rather than the Japanese shapes of a generic serif.
        if (m_handout.language != QLatin1String("en"))
            colours.textFamily = handoutFontFamilies(m_handout.language).value(0);
        const double em = emPixels(where) * (style == widgets::FormulaStyle::Display ? 1.2 : 1.1);
        // Placed as an image for its size and alignment, drawn as vectors (FormulaTextObject).
        const QString name = QStringLiteral("formula/%1").arg(m_formulas.size());
        PrintedFormula printed;
        printed.svg = image.colouredSvg(colours);
        const QSizeF size = image.sizeInEm() * em;
        if (style == widgets::FormulaStyle::Display) {
            m_formulas.insert(name, printed);
            return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\" style=\"vertical-align: middle\">")
                .arg(name)
                .arg(qRound(size.width()))
                .arg(qRound(size.height()));
        }
        // QTextDocument stands an image on the baseline or centres it, and knows no baseline of the image's own: an
        // inline formula stands on the line's baseline and is drawn lowered by its descent, so the baselines meet
        // (centred, an "S" sat a third of an em low).
        printed.drop = 1.0 - image.ascentInEm() / image.sizeInEm().height();
        QFont text;
        text.setFamilies(handoutFontFamilies(m_handout.language));
        text.setPointSizeF(emPixels(where) * 72 / kLayoutDpi);
        printed.trailingFont = text;
        m_inline.insert(name);
        m_formulas.insert(name, printed);
        // In exactly this form: keepPunctuationWithFormulas finds it.
        return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
            .arg(name)
            .arg(qRound(size.width()))
            .arg(qRound(size.height()));
    }

    // Moves the punctuation right after each inline formula into the formula's image (drawn there, its width
    // added): the layout breaks lines after an image wherever it likes, and no line may start with 。，、）or
    // a full stop or comma.
    void keepPunctuationWithFormulas(QString* html)
    {
        static const QRegularExpression followed(QStringLiteral(
            "<img src=\"(formula/\\d+)\" width=\"(\\d+)\" "
            "height=\"(\\d+)\">([\u3001\u3002\uff0c\uff1b\uff1a\uff1f\uff01\uff09\u300d\u300f.,;:!?)]+)"));
        QString result;
        qsizetype from = 0;
        for (auto match = followed.globalMatch(*html); match.hasNext();) {
            const QRegularExpressionMatch found = match.next();
            const QString name = found.captured(1);
            const auto formula = m_formulas.find(name);
            if (formula == m_formulas.end() || !m_inline.contains(name))
                continue;
            const QString punctuation = found.captured(4);
            formula->trailing = punctuation;
            formula->trailingWidth
                = QFontMetricsF(formula->trailingFont, &m_layoutDevice).horizontalAdvance(punctuation);
            const int width = found.captured(2).toInt() + qRound(formula->trailingWidth);
            result += html->mid(from, found.capturedStart() - from);
            result += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
                          .arg(name)
                          .arg(width)
                          .arg(found.captured(3));
            from = found.capturedEnd();
        }
        result += html->mid(from);
        *html = result;
    }

    QString figure(int index)
    {
        const QImage& image = m_handout.steps[static_cast<std::size_t>(index)].figure.image;
        const int width = kTextWidth;
        const int height = qRound(width * double(image.height()) / image.width());
        return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">").arg(add(image)).arg(width).arg(height);
    }

    // The formulas by the image names the HTML gives them.
    const QHash<QString, PrintedFormula>& formulas() const { return m_formulas; }

private:
    QString add(const QImage& image)
    {
        const QString name = QStringLiteral("picture/%1").arg(m_count++);
        m_document.addResource(QTextDocument::ImageResource, QUrl(name), image);
        return name;
    }

    QTextDocument& m_document;
    const Handout& m_handout;
    int m_count = 0;
    QHash<QString, PrintedFormula> m_formulas;
    QSet<QString> m_inline; // the names of the inline formulas
    QImage m_layoutDevice = layoutDevice(); // measures text in layout pixels
};

} // namespace

QByteArray handoutPdf(const Handout& handout)
{
    QTextDocument document;
    QFont font;
    font.setFamilies(handoutFontFamilies(handout.language));
    font.setPointSizeF(kPointSize);
    document.setDefaultFont(font);

    PrintedPictures pictures(document, handout);
    HandoutMedium medium;
    medium.formula = [&](const widgets::FormulaImage& image, widgets::FormulaStyle style, const QStringList& terms,
                         HandoutText where) { return pictures.formula(image, style, terms, where); };
    medium.figure = [&](int index, const QString&) { return pictures.figure(index); };
    medium.styleSheet = styleSheet();
    medium.stepClass = QStringLiteral("newpage");
    QString html = handoutHtml(handout, medium);
    pictures.keepPunctuationWithFormulas(&html);
    document.setHtml(html);
    FormulaTextObject::replaceFormulaImages(document, pictures.formulas());
    // The page is the writer's, inside its 20 mm margins. A document without a page size gets 2 cm margins of its
    // own from print() on top of those, so the text ran 130 mm wide and the 170 mm figures were cut on the right.
    document.setDocumentMargin(0);
    document.setPageSize(QSizeF(kTextWidth, kTextHeight));

    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(
            QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(20, 20, 20, 20), QPageLayout::Millimeter));
        writer.setResolution(300);
        writer.setTitle(handout.words(handout.lesson->title));
        writer.setCreator(QStringLiteral("Attention Lab %1").arg(QStringLiteral(ATTNLAB_VERSION)));
        document.print(&writer);
    }
    return pdf;
}

} // namespace attnlab::app
