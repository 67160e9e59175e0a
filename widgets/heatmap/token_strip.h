#pragma once

#include <QAbstractScrollArea>
#include <QFont>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace attnlab::widgets {

// The tokens of a sequence as a horizontally scrolling row of chips "i: token", for when N is too large for axis
// labels. One widget however long the sequence: the chips are painted, only those in view, and found by binary
// search, so 4096 tokens cost no more than 40. A selected chip is outlined; chips can be shaded by a weight
// each (the attention a query gives every key, in the query inspector).
class TokenStrip : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit TokenStrip(QWidget* parent = nullptr);

    // Replaces the tokens; clears the selection and the weights. The chips are laid out again only when the tokens
    // differ from those shown.
    void setTokens(const QStringList& tokens);
    // How often the chips were measured and laid out: for new tokens and for a new font (for tests).
    int chipLayouts() const { return m_chipLayouts; }
    const QStringList& tokens() const { return m_tokens; }
    int count() const { return static_cast<int>(m_tokens.size()); }

    // Outlines chip `index` and scrolls it into view; -1 (or an index out of range) selects nothing.
    // Does not emit tokenClicked: that is for the user's choices.
    void setSelected(int index);
    int selected() const { return m_selected; }

    // One weight per token in [0, 1] (others are clamped) shading its chip; an empty vector removes the shading.
    // Tokens past the end of a shorter vector are left unshaded.
    void setWeights(std::vector<float> weights);
    const std::vector<float>& weights() const { return m_weights; }

    // Chip `index` in viewport coordinates (it may lie outside the visible part); empty for a bad index.
    QRect chipRect(int index) const;
    // The chip under a viewport point, or -1.
    int indexAt(const QPoint& viewportPoint) const;
    // First and last chip at least partly in view; {0, -1} when there is none.
    std::pair<int, int> visibleRange() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The user picked chip `index` with the mouse or the arrow keys.
    void tokenClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void updateFonts();
    void layoutChips();
    void updateScrollRange();
    void scrollToChip(int index);
    void pick(int index);
    int chipHeight() const;
    QString indexText(int index) const;
    const QFont& fontFor(int index) const;

    QStringList m_tokens;
    std::vector<QString> m_shownTokens; // elided, empty where the token is just its index ("0".."N-1")
    std::vector<bool> m_usesHanFont;
    std::vector<int> m_chipLeft; // content x of each chip, plus the content width at the end
    std::vector<float> m_weights;
    int m_selected = -1;
    int m_chipLayouts = 0;
    QFont m_textFont; // the widget's font with the Han family as a fallback
    QFont m_hanFont; // the Han family first, so Han glyphs take their Chinese shapes
};

} // namespace attnlab::widgets
