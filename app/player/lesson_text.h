#pragma once

#include <QTextBrowser>

namespace attnlab::app {

// A lesson's rich text that is as tall as its content for the width it gets (the page around it scrolls, not the
// text), read-only and selectable. Its images take the document's font so inline formulas sit on the baseline.
class LessonText : public QTextBrowser {
    Q_OBJECT

public:
    explicit LessonText(QWidget* parent = nullptr);

    void setLessonHtml(const QString& html);
    QString plainText() const { return toPlainText(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();
};

} // namespace attnlab::app
