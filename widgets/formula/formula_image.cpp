#include "widgets/formula/formula_image.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cmath>

// Outside any namespace, as Q_INIT_RESOURCE requires: the formulas are compiled into the static widgets library,
// whose registration the linker would otherwise drop.
static void registerFormulaResource()
{
    static const bool registered = [] {
        Q_INIT_RESOURCE(formulas);
        return true;
    }();
    Q_UNUSED(registered);
}

namespace attnlab::widgets {

namespace {

const QLatin1String kInlinePrefix("\\textstyle ");

bool isAsciiSpace(QChar character)
{
    const char16_t code = character.unicode();
    return code == u' ' || code == u'\t' || code == u'\n' || code == u'\r' || code == u'\f' || code == u'\v';
}

// QString::trimmed would also take Unicode spaces, which render.mjs keeps.
QString asciiTrimmed(const QString& text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && isAsciiSpace(text.at(begin)))
        ++begin;
    while (end > begin && isAsciiSpace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool holdsTerm(const QStringView terms, const QString& term)
{
    for (const QStringView name : terms.split(u' ', Qt::SkipEmptyParts))
        if (name == term)
            return true;
    return false;
}

} // namespace

QString formulaKey(const QString& tex, FormulaStyle style)
{
    QString text = asciiTrimmed(tex);
    if (style == FormulaStyle::Inline)
        text = kInlinePrefix + text;
    const QByteArray hash = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex();
    return QString::fromLatin1(hash.left(16));
}

FormulaImage FormulaImage::find(const QString& tex, FormulaStyle style, const QStringList& folders)
{
    registerFormulaResource();
    const QString name = formulaKey(tex, style) + QStringLiteral(".svg");
    QByteArray svg = readFile(QStringLiteral(":/formulas/") + name);
    for (qsizetype index = 0; svg.isEmpty() && index < folders.size(); ++index)
        svg = readFile(QDir(folders.at(index)).filePath(name));
    return fromSvg(svg);
}

FormulaImage FormulaImage::fromSvg(const QByteArray& svg)
{
    FormulaImage image;
    QXmlStreamReader reader(svg);
    bool inTitle = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const QXmlStreamAttributes attributes = reader.attributes();
            if (reader.name() == QLatin1String("svg") && image.m_viewBox.isNull()) {
                const QStringList numbers
                    = attributes.value(QLatin1String("viewBox")).toString().split(u' ', Qt::SkipEmptyParts);
                if (numbers.size() == 4)
                    image.m_viewBox = QRectF(numbers[0].toDouble(), numbers[1].toDouble(), numbers[2].toDouble(),
                        numbers[3].toDouble());
            } else if (reader.name() == QLatin1String("title")) {
                inTitle = true;
            }
            const QString terms = attributes.value(QLatin1String("data-term")).toString();
            for (const QString& term : terms.split(u' ', Qt::SkipEmptyParts))
                if (!image.m_terms.contains(term))
                    image.m_terms << term;
        } else if (reader.isEndElement()) {
            inTitle = false;
        } else if (reader.isCharacters() && inTitle) {
            image.m_tex += reader.text();
        }
    }
    if (reader.hasError() || !image.m_viewBox.isValid())
        return {};
    image.m_svg = svg;
    return image;
}

QSizeF FormulaImage::sizeInEm() const
{
    return m_viewBox.size() / 1000.0;
}

double FormulaImage::ascentInEm() const
{
    return -m_viewBox.top() / 1000.0;
}

// MathJax draws in currentColor and marks terms with data-term; the copy fixes the colours Qt SVG will see.
QByteArray FormulaImage::colouredSvg(const FormulaColours& colours) const
{
    const QString ink = colours.ink.name(QColor::HexRgb);
    const QString highlight = colours.highlight.name(QColor::HexRgb);
    QByteArray result;
    result.reserve(m_svg.size() + 256);
    QXmlStreamReader reader(m_svg);
    reader.setNamespaceProcessing(false); // xmlns stays an ordinary attribute and is copied as it is
    QXmlStreamWriter writer(&result);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            writer.writeStartElement(reader.qualifiedName().toString());
            const QXmlStreamAttributes attributes = reader.attributes();
            const bool highlighted = !colours.highlightedTerm.isEmpty()
                && holdsTerm(attributes.value(QLatin1String("data-term")), colours.highlightedTerm);
            for (const QXmlStreamAttribute& attribute : attributes) {
                const QStringView name = attribute.qualifiedName();
                const bool paint = name == QLatin1String("fill") || name == QLatin1String("stroke");
                if (highlighted && paint)
                    continue; // written below
                if (paint && attribute.value() == QLatin1String("currentColor"))
                    writer.writeAttribute(name.toString(), ink);
                else if (name == QLatin1String("font-family") && !colours.textFamily.isEmpty())
                    writer.writeAttribute(name.toString(), colours.textFamily);
                else
                    writer.writeAttribute(attribute);
            }
            if (highlighted) {
                writer.writeAttribute(QStringLiteral("fill"), highlight);
                writer.writeAttribute(QStringLiteral("stroke"), highlight);
            }
        } else if (reader.isEndElement()) {
            writer.writeEndElement();
        } else if (reader.isCharacters()) {
            writer.writeCharacters(reader.text().toString());
        }
    }
    return result;
}

QImage FormulaImage::render(double pixelsPerEm, const FormulaColours& colours, double devicePixelRatio) const
{
    if (isNull() || !(pixelsPerEm > 0.0))
        return {};
    const QSizeF size = sizeInEm() * pixelsPerEm;
    QImage image(qMax(1, qRound(size.width())), qMax(1, qRound(size.height())), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QSvgRenderer renderer(colouredSvg(colours));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    renderer.render(&painter, QRectF(QPointF(0, 0), image.size()));
    painter.end();
    image.setDevicePixelRatio(devicePixelRatio);
    return image;
}

QImage FormulaImage::renderAtHeight(int pixelHeight, const FormulaColours& colours, double devicePixelRatio) const
{
    if (isNull() || pixelHeight <= 0)
        return {};
    return render(pixelHeight / sizeInEm().height(), colours, devicePixelRatio);
}

} // namespace attnlab::widgets
