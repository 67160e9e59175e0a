#include "app/lessons/lesson_html.h"

#include <QRegularExpression>
#include <QStringList>

namespace attnlab::app {

namespace {

// The end of the math opened at `from` (the index of the closing '$' or "$$"), or -1 when it is not closed.
int closingDollar(const QString& text, int from, bool display)
{
    for (int i = from; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\'))
            ++i;
        else if (c == QLatin1Char('$') && (!display || (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('$'))))
            return i;
    }
    return -1;
}

// One paragraph or list item's inline markup as HTML.
class InlineWriter {
public:
    explicit InlineWriter(const LessonHtmlParts& parts) : m_parts(parts) { }

    QString write(const QString& text)
    {
        QString html;
        bool emphasis = false;
        bool strong = false;
        for (int i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            const bool doubled = i + 1 < text.size() && text.at(i + 1) == c;
            if (c == QLatin1Char('\\') && i + 1 < text.size()
                && QStringLiteral("$*\\{").contains(text.at(i + 1))) {
                html += QString(text.at(++i)).toHtmlEscaped();
                // A literal brace stays literal: "\{=" is not a shown quantity.
            } else if (c == QLatin1Char('$')) {
                const bool display = doubled;
                const int open = i + (display ? 2 : 1);
                const int close = closingDollar(text, open, display);
                if (close < 0) {
                    html += text.mid(i).toHtmlEscaped();
                    break;
                }
                const QString tex = text.mid(open, close - open).trimmed();
                if (display) {
                    while (html.endsWith(QLatin1Char(' ')))
                        html.chop(1);
                    html += QStringLiteral("</p><p class=\"display\">%1</p><p>")
                                .arg(m_parts.formula(tex, widgets::FormulaStyle::Display));
                    i = close + 1;
                    while (i + 1 < text.size() && text.at(i + 1) == QLatin1Char(' '))
                        ++i;
                } else {
                    html += m_parts.formula(tex, widgets::FormulaStyle::Inline);
                    i = close;
                }
            } else if (c == QLatin1Char('{') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('=')) {
                const int close = text.indexOf(QLatin1Char('}'), i);
                if (close < 0) {
                    html += text.mid(i).toHtmlEscaped();
                    break;
                }
                html += m_parts.shownQuantity(text.mid(i + 2, close - i - 2).simplified());
                i = close;
            } else if (c == QLatin1Char('*') && doubled) {
                html += strong ? QStringLiteral("</strong>") : QStringLiteral("<strong>");
                strong = !strong;
                ++i;
            } else if (c == QLatin1Char('*')) {
                html += emphasis ? QStringLiteral("</em>") : QStringLiteral("<em>");
                emphasis = !emphasis;
            } else {
                html += QString(c).toHtmlEscaped();
            }
        }
        if (emphasis)
            html += QStringLiteral("</em>");
        if (strong)
            html += QStringLiteral("</strong>");
        return html;
    }

private:
    const LessonHtmlParts& m_parts;
};

bool isBullet(const QString& line)
{
    return line.startsWith(QLatin1String("- "));
}

bool isHan(QChar c)
{
    return c.script() == QChar::Script_Han || (c.unicode() >= 0x3000 && c.unicode() <= 0x303f)
        || (c.unicode() >= 0xff00 && c.unicode() <= 0xffef);
}

// Lines of running text joined as a reader expects: a space between words, none between Chinese characters (a
// line break in a Chinese text is not a space).
QString joinedLines(const QStringList& lines)
{
    QString joined;
    for (const QString& line : lines) {
        if (!joined.isEmpty() && !(isHan(joined.back()) && isHan(line.front())))
            joined += QLatin1Char(' ');
        joined += line;
    }
    return joined;
}

} // namespace

QString lessonMarkupToHtml(const QString& markup, const LessonHtmlParts& parts)
{
    InlineWriter writer(parts);
    QString html;
    // Paragraphs are separated by blank lines; within one, lines starting with "- " are the items of a list and
    // the other lines join into running text.
    const QStringList paragraphs = QString(markup).replace(QLatin1String("\r\n"), QLatin1String("\n"))
                                       .split(QRegularExpression(QStringLiteral("\\n[ \\t]*\\n")), Qt::SkipEmptyParts);
    for (const QString& paragraph : paragraphs) {
        QStringList running;
        QStringList items;
        auto flushRunning = [&]() {
            if (!running.isEmpty())
                html += QStringLiteral("<p>%1</p>").arg(writer.write(joinedLines(running)));
            running.clear();
        };
        auto flushItems = [&]() {
            if (items.isEmpty())
                return;
            html += QStringLiteral("<ul>");
            for (const QString& item : items)
                html += QStringLiteral("<li>%1</li>").arg(writer.write(item));
            html += QStringLiteral("</ul>");
            items.clear();
        };
        for (const QString& rawLine : paragraph.split(QLatin1Char('\n'))) {
            const QString line = rawLine.trimmed();
            if (line.isEmpty())
                continue;
            if (isBullet(line)) {
                flushRunning();
                items << line.mid(2).trimmed();
            } else if (!items.isEmpty() && rawLine.startsWith(QLatin1Char(' '))) {
                items.last() = joinedLines({ items.last(), line }); // an indented line continues its item
            } else {
                flushItems();
                running << line;
            }
        }
        flushRunning();
        flushItems();
    }
    // A display formula closes and reopens the paragraph around it; drop the empty paragraphs that leaves.
    html.remove(QStringLiteral("<p></p>"));
    return html;
}

} // namespace attnlab::app
