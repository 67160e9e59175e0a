#pragma once

#include <QTextBrowser>

namespace attnlab::app {

// A lesson's rich text that is as tall as its content for the width it gets (the page around it scrolls, not the
// text), read-only and selectable. Its images take the formulas' anchor font so inline ones sit on the baseline.
class LessonText : public QTextBrowser {
    Q_OBJECT

public:
    explicit LessonText(QWidget* parent = nullptr);

    // `anchor`: the font formulaHtml's inline formulas were drawn for (FormulaLook::anchorFont()).
    void setLessonHtml(const QString& html, const QFont& anchor);
    QString plainText() const { return toPlainText(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();
};

} // namespace attnlab::app
