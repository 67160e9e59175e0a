#include "widgets/figure/figure_menu.h"

#include "widgets/figure/figure_file.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWidget>
#include <qcustomplot.h>

namespace attnlab::widgets {

namespace {

// The clipboard's and the saved PNG's pixels per inch: twice the screen's, so a pasted figure stays sharp.
constexpr double kImageDpi = 2 * FigureSize::kLayoutDpi;
const char* const kLastFolderKey = "figures/lastFolder";

class DialogPrompts : public FigurePrompts {
public:
    QString saveFileName(QWidget* parent, const QString& title, const QString& suggestedPath, const QString& filters,
        QString* filter) override
    {
        return QFileDialog::getSaveFileName(parent, title, suggestedPath, filters, filter);
    }
    void showError(QWidget* parent, const QString& title, const QString& message) override
    {
        QMessageBox::warning(parent, title, message);
    }
};

bool isAvailable(const FigureMenu::Figure& figure)
{
    return !figure.available || figure.available();
}

} // namespace

FigureMenu::FigureMenu(QWidget* view) : QObject(view), m_view(view), m_prompts(std::make_shared<DialogPrompts>())
{
    setObjectName(QStringLiteral("figureMenu"));
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &FigureMenu::showMenu);
    // A QCustomPlot keeps its mouse events to itself (WA_NoMousePropagation), context-menu requests included, so
    // a right-click on a plot inside the view never reaches the view: the plots ask for the view's menu
    // themselves. Plots an inner view's menu answers for already (a map of a composite) keep theirs.
    for (QCustomPlot* plot : m_view->findChildren<QCustomPlot*>()) {
        if (plot->contextMenuPolicy() == Qt::CustomContextMenu)
            continue;
        plot->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(plot, &QWidget::customContextMenuRequested, this,
            [this, plot](const QPoint& at) { showMenu(plot->mapTo(m_view, at)); });
    }
}

FigureMenu* FigureMenu::attach(QWidget* view, PaintFunction paint, SizeFunction size, NameFunction baseName)
{
    auto* menu = new FigureMenu(view);
    menu->addFigure(
        { tr("Copy image"), tr("Save image as…"), std::move(paint), std::move(size), std::move(baseName), false, {} });
    return menu;
}

FigureMenu* FigureMenu::of(const QWidget* view)
{
    return view != nullptr ? view->findChild<FigureMenu*>(QStringLiteral("figureMenu"), Qt::FindDirectChildrenOnly)
                           : nullptr;
}

void FigureMenu::addFigure(Figure figure, bool first)
{
    m_figures.insert(first ? m_figures.begin() : m_figures.end(), std::move(figure));
}

void FigureMenu::setTexts(const QString& copyText, const QString& saveText, bool offeredInside)
{
    if (m_figures.empty())
        return;
    m_figures.front().copyText = copyText;
    m_figures.front().saveText = saveText;
    m_figures.front().offeredInside = offeredInside;
}

void FigureMenu::setPrompts(std::shared_ptr<FigurePrompts> prompts)
{
    m_prompts = std::move(prompts);
}

std::unique_ptr<QMenu> FigureMenu::createMenu(const QPoint& at)
{
    m_requestPosition = at;
    auto menu = std::make_unique<QMenu>(m_view);
    const auto addEntries = [&](const Figure& figure) {
        if (!isAvailable(figure))
            return;
        connect(menu->addAction(figure.copyText), &QAction::triggered, this, [this, figure] { copyImage(figure); });
        connect(menu->addAction(figure.saveText), &QAction::triggered, this, [this, figure] { saveImage(figure); });
    };
    for (const Figure& figure : m_figures)
        addEntries(figure);
    // The shared figures of the views around this one, e.g. the three maps side by side.
    for (QWidget* outer = m_view->parentWidget(); outer != nullptr; outer = outer->parentWidget()) {
        FigureMenu* outerMenu = of(outer);
        if (outerMenu == nullptr)
            continue;
        outerMenu->m_requestPosition = m_view->mapTo(outer, at);
        bool separated = false;
        for (const Figure& figure : outerMenu->m_figures) {
            if (!figure.offeredInside || !isAvailable(figure))
                continue;
            if (!separated && !menu->isEmpty())
                menu->addSeparator();
            separated = true;
            addEntries(figure);
        }
    }
    return menu;
}

void FigureMenu::showMenu(const QPoint& at)
{
    std::unique_ptr<QMenu> menu = createMenu(at);
    if (menu->isEmpty())
        return;
    QMenu* shown = menu.release();
    shown->setAttribute(Qt::WA_DeleteOnClose);
    shown->popup(m_view->mapToGlobal(at));
}

void FigureMenu::copyImage(const Figure& figure) const
{
    const QSize size = figure.size();
    auto data = std::make_unique<QMimeData>();
    data->setImageData(
        figureImage(FigureSize { size, kImageDpi }, [&](QCPPainter& painter) { figure.paint(painter, size); }));
    // The SVG beside the image, for editors that paste vector graphics: written as a file is.
    QTemporaryDir folder;
    const QString svgPath = folder.filePath(QStringLiteral("figure.svg"));
    QFile svg(svgPath);
    if (folder.isValid()
        && writeFigure(
            svgPath, FigureSize { size }, [&](QCPPainter& painter) { figure.paint(painter, size); }, nullptr)
        && svg.open(QIODevice::ReadOnly))
        data->setData(QStringLiteral("image/svg+xml"), svg.readAll());
    QApplication::clipboard()->setMimeData(data.release());
}

bool FigureMenu::saveImage(const Figure& figure) const
{
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG vector image (*.svg)");
    const QString pdf = tr("PDF document (*.pdf)");
    QSettings settings;
    QString folder = settings.value(QLatin1String(kLastFolderKey)).toString();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString base = figure.baseName ? figure.baseName() : QString();
    if (base.isEmpty())
        base = QStringLiteral("figure");
    QString filter = png;
    QString path
        = m_prompts->saveFileName(m_view, tr("Save image as"), QDir(folder).filePath(base + QStringLiteral(".png")),
            QStringList { png, svg, pdf }.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return false;
    if (!figureFormatForPath(path)) // no extension, or another one: the chosen filter's
        path += filter == svg ? QStringLiteral(".svg")
            : filter == pdf   ? QStringLiteral(".pdf")
                              : QStringLiteral(".png");
    const QSize size = figure.size();
    QString error;
    if (!writeFigure(
            path, FigureSize { size, kImageDpi }, [&](QCPPainter& painter) { figure.paint(painter, size); }, &error)) {
        m_prompts->showError(m_view, tr("Could not save the image"),
            tr("%1 could not be saved. %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    settings.setValue(QLatin1String(kLastFolderKey), QFileInfo(path).absolutePath());
    return true;
}

QString FigureMenu::fileNamePart(const QString& text)
{
    QString part;
    for (const QChar c : text.toLower()) {
        if (c.isLetterOrNumber())
            part += c;
        else if (!part.isEmpty() && !part.endsWith(QLatin1Char('-')))
            part += QLatin1Char('-');
    }
    while (part.endsWith(QLatin1Char('-')))
        part.chop(1);
    return part;
}

} // namespace attnlab::widgets
