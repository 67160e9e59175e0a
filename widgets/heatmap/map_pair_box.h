#pragma once

#include <QWidget>

namespace attnlab::widgets {

class AspectHeatmapBox;

// Two maps read together (a variant's map and the exact one, a projection and what it makes): side by side where
// each gets at least kSideBySideWidth pixels, one above the other where the width is narrower. Stacked in the
// wide bottom dock of a small window, each map grew to the dock's width and as tall: a screen of scrolling to
// compare them, and four times the pixels to draw at every change.
// Like AspectHeatmapBox, a box without a layout of its own, so a parent layout asks it for its height at a width.
class MapPairBox : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSideBySideWidth = 340;
    static constexpr int kSpacing = 8;

    // Takes both boxes as its children.
    MapPairBox(AspectHeatmapBox* first, AspectHeatmapBox* second, QWidget* parent = nullptr);

    // Whether the two maps stand side by side at this width.
    static bool sideBySideAt(int width);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void place();
    int columnWidth(int width) const;

    AspectHeatmapBox* m_first = nullptr;
    AspectHeatmapBox* m_second = nullptr;
};

} // namespace attnlab::widgets
