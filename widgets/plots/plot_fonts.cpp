#include "widgets/plots/plot_fonts.h"

#include <QChar>
#include <QGuiApplication>
#include <QList>
#include <QStringList>

namespace attnlab::widgets {

bool containsHan(const QString& text)
{
    for (const char32_t codePoint : text.toUcs4())
        if (QChar::script(codePoint) == QChar::Script_Han)
            return true;
    return false;
}

QString hanFontFamily(HanGlyphs glyphs)
{
    return glyphs == HanGlyphs::Traditional ? QStringLiteral("Noto Sans CJK TC") : QStringLiteral("Noto Sans CJK SC");
}

QString hanFontFamily()
{
    // The application font is where the interface language is visible to the widgets (they never see app/).
    const QString traditional = hanFontFamily(HanGlyphs::Traditional);
    return QGuiApplication::font().families().contains(traditional) ? traditional
                                                                    : hanFontFamily(HanGlyphs::Simplified);
}

QFont plotFont(const QFont& base, qreal pointSize, const QString& sample, bool bold)
{
    QFont font = base;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    if (containsHan(sample))
        // Latin text still finds its glyphs in the CJK family, so naming it first is safe for mixed labels.
        font.setFamilies(QStringList { hanFontFamily() } + (base.families().isEmpty() ? QStringList { base.family() }
                                                                                       : base.families()));
    return font;
}

QString richTextWithHanFont(const QString& plainText)
{
    const QString escaped = plainText.toHtmlEscaped();
    if (!containsHan(plainText))
        return escaped;
    return QStringLiteral("<span style=\"font-family:'%1'\">%2</span>").arg(hanFontFamily(), escaped);
}

} // namespace attnlab::widgets
