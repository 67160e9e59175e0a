#pragma once

#include <QSize>

#include <functional>

class QCPPainter;

namespace attnlab::widgets {

// A view that can draw itself as a figure: what the context menu's Copy image and Save image as..., File > Export
// figure and `attnlab render` draw. Not a QObject, so a QWidget subclass can take it as a second base.
class FigureSource {
public:
    virtual ~FigureSource() = default;

    // Draws the view as it is shown, laid out at `size` (units of 1/96 inch), onto an active painter whose
    // (0,0)..size is the figure. The view's own layout on screen is the same afterwards.
    virtual void paintFigure(QCPPainter& painter, const QSize& size) = 0;
    // A good default size for the figure: the view's size on screen.
    virtual QSize figureSizeHint() const = 0;

    // Called before a view holding this one lays it out at another size for a figure; what it returns is called
    // once that layout is back to the screen's, to bring back what this view's own layout adapts from (a layout
    // that depends on the one before it would otherwise not come back the same). Nothing by default.
    virtual std::function<void()> keepScreenLayout() { return {}; }

protected:
    FigureSource() = default;
    FigureSource(const FigureSource&) = default;
    FigureSource& operator=(const FigureSource&) = default;
};

} // namespace attnlab::widgets
