#include "app/player/lesson_text.h"

#include "app/player/formula_images.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QResizeEvent>
#include <QScrollBar>

#include <cmath>

namespace attnlab::app {

LessonText::LessonText(QWidget* parent) : QTextBrowser(parent)
{
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setOpenLinks(false);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The page's background: the text reads as part of the dock, not as a field to type in.
    viewport()->setAutoFillBackground(false);
    setAutoFillBackground(false);
    document()->setDocumentMargin(2);
    document()->setDefaultStyleSheet(QStringLiteral("p.display { text-align: center; }"));
}

void LessonText::setLessonHtml(const QString& html, const QFont& anchor)
{
    document()->setDefaultFont(font());
    // A list's bullets sit a little in from the text, not Qt's 40 pixels whatever the font.
    document()->setIndentWidth(QFontMetricsF(font()).height() * 1.2);
    setHtml(html);
    setFormulaAnchors(document(), anchor);
    fitHeight();
}

QSize LessonText::sizeHint() const
{
    return { QTextBrowser::sizeHint().width(), height() };
}

QSize LessonText::minimumSizeHint() const
{
    return { fontMetrics().averageCharWidth() * 12, height() };
}

void LessonText::resizeEvent(QResizeEvent* event)
{
    QTextBrowser::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitHeight();
}

void LessonText::fitHeight()
{
    document()->setTextWidth(viewport()->width());
    const int height = static_cast<int>(std::ceil(document()->size().height())) + 2 * frameWidth();
    if (height != this->height())
        setFixedHeight(height);
}

} // namespace attnlab::app
