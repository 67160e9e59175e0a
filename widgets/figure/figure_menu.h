#pragma once

#include "widgets/figure/figure_source.h"

#include <QObject>
#include <QPoint>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QCPPainter;
class QMenu;
class QWidget;

namespace attnlab::widgets {

// What a figure menu asks the user, apart so tests answer without a modal dialog.
class FigurePrompts {
public:
    virtual ~FigurePrompts() = default;
    // The file to save to, empty when the user cancels. `filter` is the filter chosen first, and the one chosen.
    virtual QString saveFileName(
        QWidget* parent, const QString& title, const QString& suggestedPath, const QString& filters, QString* filter)
        = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& message) = 0;

protected:
    FigurePrompts() = default;
    FigurePrompts(const FigurePrompts&) = default;
    FigurePrompts& operator=(const FigurePrompts&) = default;
};

// The right-click menu of a plot or map: Copy image (a PNG at twice the size on screen, and the SVG beside it as
// image/svg+xml) and Save image as... (PNG at 192 dpi, SVG or PDF, at the size on screen). One call attaches it.
// A right-click on a view inside another that has a menu too (a map of the three, a head of the grid) offers the
// inner view's figures first and then the outer view's shared ones ("Copy all three").
class FigureMenu : public QObject {
    Q_OBJECT

public:
    using PaintFunction = std::function<void(QCPPainter&, const QSize&)>;
    using SizeFunction = std::function<QSize()>;
    using NameFunction = std::function<QString()>;

    struct Figure {
        QString copyText; // the entries' texts
        QString saveText;
        PaintFunction paint;
        SizeFunction size;
        NameFunction baseName; // the file name suggested, without extension
        // Whether a right-click on a view inside this one offers this figure too.
        bool offeredInside = false;
        // Whether the figure can be drawn now (e.g. a tile is under the mouse); always when empty.
        std::function<bool()> available;
    };

    // Gives `view` the menu with one figure, "Copy image" and "Save image as...". Returns the menu (owned by the
    // view).
    static FigureMenu* attach(QWidget* view, PaintFunction paint, SizeFunction size, NameFunction baseName);
    // The same for a view that draws itself (FigureSource).
    template <typename View> static FigureMenu* attach(View* view, NameFunction baseName)
    {
        return attach(
            view, [view](QCPPainter& painter, const QSize& size) { view->paintFigure(painter, size); },
            [view] { return view->figureSizeHint(); }, std::move(baseName));
    }
    // The menu attached to `view`, or nullptr.
    static FigureMenu* of(const QWidget* view);

    // Another figure in this menu, after the others or before them.
    void addFigure(Figure figure, bool first = false);
    const std::vector<Figure>& figures() const { return m_figures; }
    // The first figure's texts, e.g. for a view whose figure is the whole of a composite.
    void setTexts(const QString& copyText, const QString& saveText, bool offeredInside);

    // Replaces the file dialog and message box (tests).
    void setPrompts(std::shared_ptr<FigurePrompts> prompts);

    // The menu a right-click at `at` (in the view's coordinates) shows, not yet shown.
    std::unique_ptr<QMenu> createMenu(const QPoint& at);

    // What the entries do, callable directly.
    void copyImage(const Figure& figure) const;
    // Asks for a file and writes the figure; false when cancelled or failed (the user was told why).
    bool saveImage(const Figure& figure) const;

    // The position of the last right-click in the view, for figures that depend on it (the gallery's tile).
    QPoint requestPosition() const { return m_requestPosition; }

    // "Exact softmax (window=4)" -> "exact-softmax-window-4": a file name part.
    static QString fileNamePart(const QString& text);

private:
    explicit FigureMenu(QWidget* view);
    void showMenu(const QPoint& at);

    QWidget* m_view;
    std::vector<Figure> m_figures;
    std::shared_ptr<FigurePrompts> m_prompts;
    QPoint m_requestPosition;
};

} // namespace attnlab::widgets
