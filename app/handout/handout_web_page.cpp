#include "app/handout/handout_web_page.h"

#include "app/handout/handout_html.h"
#include "app/panels/formula_text.h"

#include <QBuffer>
#include <QRegularExpression>

#include <algorithm>

namespace attnlab::app {

namespace {

// The TeX of an SVG's title without the \class{id} marks formulaForTypesetting put in (their groups stay).
QString withoutClassMarks(QString tex)
{
    static const QRegularExpression classMark(QStringLiteral("\\\\class\\{[^}]*\\}"));
    return tex.remove(classMark);
}

// A browser draws the SVG at the size of its width and height attributes: in ems, so a formula follows the size
// of the text around it; the baseline of an inline formula sits on the line's.
QString inlineSvg(const widgets::FormulaImage& image, widgets::FormulaStyle style, const QStringList& terms,
    const QString& language)
{
    QString svg = QString::fromUtf8(image.svg());
    // MathJax draws \text characters its fonts lack (Chinese) as <text> in a generic serif: name the face of the
    // handout's script instead.
    static const QRegularExpression textFamily(QStringLiteral("font-family=\"[^\"]*\""));
    if (language != QLatin1String("en"))
        svg.replace(textFamily, QStringLiteral("font-family=\"'%1', serif\"").arg(handoutFontFamilies(language).value(0)));
    const int rootEnd = svg.indexOf(QLatin1Char('>'));
    if (rootEnd < 0)
        return {};
    QString root = svg.left(rootEnd);
    static const QRegularExpression sizeAttributes(QStringLiteral("\\s(width|height|style)=\"[^\"]*\""));
    root.remove(sizeAttributes);
    const QSizeF size = image.sizeInEm();
    const double descent = size.height() - image.ascentInEm();
    const QString className = style == widgets::FormulaStyle::Display ? QStringLiteral("math display")
                                                                        : QStringLiteral("math");
    const QString readable = readableFormula(withoutClassMarks(image.tex()).toStdString()).toHtmlEscaped();
    root += QStringLiteral(" class=\"%1\" width=\"%2em\" height=\"%3em\" style=\"vertical-align: %4em\""
                           " role=\"img\" aria-label=\"%5\"")
                .arg(className)
                .arg(size.width(), 0, 'f', 3)
                .arg(size.height(), 0, 'f', 3)
                .arg(-descent, 0, 'f', 3)
                .arg(readable);
    QString body = svg.mid(rootEnd);
    // A browser shows the title as the formula's tooltip: readable text there too, not the TeX.
    static const QRegularExpression title(QStringLiteral("<title>.*</title>"),
        QRegularExpression::DotMatchesEverythingOption | QRegularExpression::InvertedGreedinessOption);
    body.replace(title, QStringLiteral("<title>%1</title>").arg(readable));
    // The step's highlighted terms stand out as in the window (MathJax marks them data-term); a style property
    // outranks the fill and stroke attributes the marked group and its children would otherwise inherit.
    static const QRegularExpression markedTerm(QStringLiteral("data-term=\"([^\"]*)\""));
    QString marked;
    qsizetype from = 0;
    for (auto match = markedTerm.globalMatch(body); match.hasNext();) {
        const QRegularExpressionMatch term = match.next();
        const QStringList ids = term.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const bool highlighted = std::any_of(ids.begin(), ids.end(), [&](const QString& id) { return terms.contains(id); });
        marked += body.mid(from, term.capturedEnd() - from);
        if (highlighted)
            marked += QStringLiteral(" style=\"color:#d94801;fill:#d94801;stroke:#d94801\"");
        from = term.capturedEnd();
    }
    marked += body.mid(from);
    return root + marked;
}

QString figureImage(const Handout& handout, int index, const QString& description)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    handout.steps[static_cast<std::size_t>(index)].figure.image.save(&buffer, "PNG");
    return QStringLiteral("<img src=\"data:image/png;base64,%1\" alt=\"%2\">")
        .arg(QString::fromLatin1(png.toBase64()), description.toHtmlEscaped());
}

QString styleSheet(const QString& language)
{
    QStringList families;
    for (const QString& family : handoutFontFamilies(language))
        families << QLatin1Char('"') + family + QLatin1Char('"');
    families << QStringLiteral("sans-serif");
    return QStringLiteral(
               "body { font-family: %1; max-width: 46em; margin: 2em auto; padding: 0 1em; line-height: 1.5;"
               " color: #111; }\n"
               "h1 { margin-top: 0.2em; }\n"
               "h2 { margin-top: 2em; border-top: 1px solid #ccc; padding-top: 0.6em; }\n"
               ".chapter { color: #555; margin-bottom: 0; }\n"
               ".display { text-align: center; }\n"
               // MathJax's ems run small beside a sans-serif text, as in its own output (matchFontHeight).
               "svg.math { overflow: visible; font-size: 110%; }\n"
               ".figure img { width: 100%; height: auto; }\n"
               ".place, .caption, .note, .footer { color: #555; font-size: 0.9em; }\n"
               ".question { background: #f3f3f3; padding: 0.5em 0.8em; }\n"
               ".problem { color: #a00; }\n"
               "@media print { h2 { break-before: page; border-top: none; } .figure img { max-height: 40vh;"
               " width: auto; max-width: 100%; } }\n")
        .arg(families.join(QStringLiteral(", ")));
}

} // namespace

QByteArray handoutWebPage(const Handout& handout)
{
    HandoutMedium medium;
    // A heading's formula follows the heading's size by itself: the SVG is sized in ems.
    medium.formula = [&](const widgets::FormulaImage& image, widgets::FormulaStyle style, const QStringList& terms,
                         HandoutText) {
        return inlineSvg(image, style, terms, handout.language);
    };
    medium.figure = [&](int index, const QString& description) { return figureImage(handout, index, description); };
    medium.styleSheet = styleSheet(handout.language);
    return handoutHtml(handout, medium).toUtf8();
}

} // namespace attnlab::app
