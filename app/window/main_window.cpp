#include "app/window/main_window.h"

#include "app/compute/query_name.h"
#include "app/decisions/buckets.h"
#include "app/decisions/kept_keys.h"
#include "app/decisions/panel.h"
#include "app/decisions/projection.h"
#include "app/figures/open_export_dialog.h"
#include "app/import/qkv_importer.h"
#include "app/language/interface_language.h"
#include "app/language/language_menu.h"
#include "app/panels/cost_panel.h"
#include "app/panels/dock_outcome_feed.h"
#include "app/panels/gallery_panel.h"
#include "app/panels/input_panel.h"
#include "app/panels/lra_panel.h"
#include "app/panels/method_detail_panel.h"
#include "app/panels/numbers_panel.h"
#include "app/panels/output_panel.h"
#include "app/panels/pattern_panel.h"
#include "app/panels/query_inspector_panel.h"
#include "app/panels/spectrum_panel.h"
#include "app/panels/variant_panel.h"
#include "app/player/course_library.h"
#include "app/player/lesson_dock.h"
#include "app/player/lesson_language.h"
#include "app/session/session_commands.h"
#include "app/session/session_document.h"
#include "app/state/lab_history.h"
#include "app/state/lab_model.h"
#include "app/state/saved_lab_state.h"
#include "app/window/colour_map_menu.h"
#include "app/window/display_preparation.h"
#include "app/window/edit_menu.h"
#include "app/window/head_maps.h"
#include "app/window/presentation_mode.h"
#include "app/window/scrolling_dock.h"
#include "app/window/side_dock_folding.h"
#include "app/window/status_line.h"
#include "core/error.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/token_strip.h"
#include "widgets/heatmap/view.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QThreadPool>
#include <QTimer>

#include <functional>

namespace attnlab::app {

namespace {

// Beyond this many tokens the map axes show numbers and the token strip shows the tokens.
constexpr int kTokensOnAxes = 48;

} // namespace

MainWindow::MainWindow(InterfaceLanguage* language, QWidget* parent)
    : MainWindow(loadCourse(userLessonFolder()), language, parent)
{
}

MainWindow::MainWindow(LessonLibrary lessons, InterfaceLanguage* language, QWidget* parent)
    : QMainWindow(parent), m_language(language)
{
    m_model = new LabModel(this);
    m_controller = new ComputeController(this);
    m_importer = new QkvImporter(m_model, this);
    m_session = new SessionCommands(m_model, this); // sets the window's title
    m_status = new StatusLine(statusBar());
    buildCentral();
    buildSideDocks();
    buildAnalysisDocks();
    buildLessonDock(std::move(lessons));
    // After every dock is in: adding one re-divides the window, undoing an earlier share.
    resizeDocks({m_analysisDocks.front()}, {440}, Qt::Vertical);
    m_presentation = new PresentationMode(this, {QStringLiteral("lessonDock")});
    connect(m_presentation, &PresentationMode::activeChanged, this, [this] { showState(LabChange::Maps); });
    m_history = new LabHistory(m_model, this);
    m_history->setLessonStepTitle([this](const LessonPosition& at) {
        for (const Lesson& lesson : m_lessonDock->lessons())
            if (lesson.id == at.lessonId && at.step >= 0 && at.step < static_cast<int>(lesson.steps.size()))
                return inLanguage(lesson.steps[static_cast<std::size_t>(at.step)].title, m_lessonDock->language());
        return QString();
    });
    buildMenus();
    m_defaultLayout = saveState();

    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &MainWindow::requestCompute);
    m_folding = new SideDockFolding(this, {m_detailDock, m_decisionsDock}, m_analysisDocks.back());
    connect(m_folding, &SideDockFolding::moved, this, &MainWindow::showFrontDock);
    connect(m_model, &LabModel::changed, this, &MainWindow::showState);
    connect(m_controller, &ComputeController::started, m_status, &StatusLine::showBusy);
    connect(m_controller, &ComputeController::idle, m_status, &StatusLine::showIdle);
    connect(m_controller, &ComputeController::finished, this, &MainWindow::showOutcome);
    connect(m_controller, &ComputeController::failed, this, &MainWindow::showError);

    setAcceptDrops(true);
    restoreSettings();
    m_history->clear(); // the restored setup is where undoing stops
    // The restored last inputs are where this (Untitled) session starts: not a change of it.
    m_session->document()->markSaved();
    connect(m_session->document(), &SessionDocument::sessionReplaced, this, &MainWindow::showOpenedSession);
    m_coalesce.start();
}

void MainWindow::buildCentral()
{
    // Maps keep square cells, so they are bound by width: the heads go below the comparison, not beside it.
    auto* central = new QSplitter(Qt::Vertical, this);
    m_comparison = new widgets::ComparisonView(central);
    m_tokens = new widgets::TokenStrip(central);
    m_tokens->setToolTip(tr("The tokens of the sequence: click one to inspect its row"));
    m_tokens->setVisible(false);
    m_heads = new widgets::HeadGridView(central);
    m_heads->setVisible(false);
    central->addWidget(m_comparison);
    central->addWidget(m_tokens);
    central->addWidget(m_heads);
    central->setStretchFactor(0, 3);
    central->setStretchFactor(1, 0);
    central->setStretchFactor(2, 2);
    central->setSizes({600, m_tokens->sizeHint().height(), 400});
    m_comparison->setMinimumHeight(320);
    central->setChildrenCollapsible(false);
    setCentralWidget(central);
    // One crosshair across the three maps and every head.
    connect(m_comparison, &widgets::ComparisonView::cellHovered, m_heads, &widgets::HeadGridView::setCrosshair);
    connect(m_heads, &widgets::HeadGridView::cellHovered, this, [this](int i, int j) {
        m_comparison->setCrosshair(i, j);
        m_heads->setCrosshair(i, j);
    });
    connect(m_heads, &widgets::HeadGridView::hoverCleared, this, [this] {
        m_comparison->clearCrosshair();
        m_heads->clearCrosshair();
    });
    // A click on a map row, a head map or a token chooses the query every view explains.
    connect(m_comparison, &widgets::ComparisonView::cellClicked, this, [this](int i, int) { m_model->setQuery(i); });
    connect(m_heads, &widgets::HeadGridView::cellClicked, this, [this](int i, int j) {
        m_comparison->setCrosshair(i, j);
        m_model->setQuery(i);
    });
    connect(m_tokens, &widgets::TokenStrip::tokenClicked, this, &MainWindow::chooseQuery);
}

QDockWidget* MainWindow::addPanelDock(AnalysisPanel* panel, const QString& title, const QString& name,
                                      const QString& tip, Qt::DockWidgetArea area)
{
    QDockWidget* dock = makeScrollingDock(title, name, panel, this);
    dock->setToolTip(tip);
    addDockWidget(area, dock);
    m_panels.push_back(panel);
    connect(panel, &AnalysisPanel::queryPicked, this, &MainWindow::chooseQuery);
    return dock;
}

void MainWindow::buildSideDocks()
{
    m_input = new InputPanel(m_model);
    m_variant = new VariantPanel(m_model);
    auto* inputDock = makeScrollingDock(tr("Input"), QStringLiteral("inputDock"), m_input, this);
    auto* variantDock = makeScrollingDock(tr("Variant"), QStringLiteral("variantDock"), m_variant, this);
    addDockWidget(Qt::LeftDockWidgetArea, inputDock);
    addDockWidget(Qt::LeftDockWidgetArea, variantDock);
    splitDockWidget(inputDock, variantDock, Qt::Vertical);
    resizeDocks({inputDock}, {320}, Qt::Horizontal);
    resizeDocks({inputDock, variantDock}, {380, 520}, Qt::Vertical);

    m_detail = new MethodDetailPanel;
    m_decisions = new DecisionsPanel;
    m_detailDock = addPanelDock(m_detail, tr("Method details"), QStringLiteral("methodDetailDock"),
                                tr("What the method did for the chosen query"), Qt::RightDockWidgetArea);
    m_decisionsDock = addPanelDock(m_decisions, tr("Decisions"), QStringLiteral("decisionsDock"),
                                   tr("What a data-driven method decided"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_detailDock, m_decisionsDock);
    resizeDocks({m_detailDock}, {360}, Qt::Horizontal);
    connect(m_detail, &MethodDetailPanel::redrawRequested, m_model, &LabModel::nextSeed);
}

void MainWindow::buildAnalysisDocks()
{
    // Below the maps, as tabs: the maps keep square cells, so they are bound by width and spare height. The side
    // docks keep the window's full height (the variant picker and its parameters need it).
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_analysisFeed = new DockOutcomeFeed(this);
    m_queryInspector = new QueryInspectorPanel;
    m_gallery = new GalleryPanel;
    const auto add = [&](AnalysisPanel* panel, const QString& title, const QString& name, const QString& tip) {
        QDockWidget* dock = addPanelDock(panel, title, name, tip, Qt::BottomDockWidgetArea);
        if (!m_analysisDocks.empty())
            tabifyDockWidget(m_analysisDocks.front(), dock);
        m_analysisDocks.push_back(dock);
        m_analysisFeed->add(dock, [panel](const std::shared_ptr<const ComputeOutcome>& outcome) {
            panel->showOutcome(outcome);
        });
        // The tab in front is part of the lab's state (a lesson brings forward the dock it speaks about).
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (visible && !dock->isFloating() && m_shown)
                m_model->setFrontDock(dock->objectName());
        });
    };
    add(m_queryInspector, tr("Query"), QStringLiteral("queryInspectorDock"),
        tr("The chosen query's weights over the keys, exact against the variant"));
    m_numbers = new NumbersPanel(m_model);
    add(m_numbers, tr("Numbers"), QStringLiteral("numbersDock"),
        tr("A small example with the numbers in: every term of the formula as a matrix"));
    add(new PatternPanel, tr("Pattern"), QStringLiteral("patternDock"),
        tr("Which pairs the variant scores, and how far information travels over stacked layers"));
    add(new SpectrumPanel, tr("Spectrum"), QStringLiteral("spectrumDock"),
        tr("Singular values and energy of the exact map and of the variant's"));
    add(new OutputPanel, tr("Output"), QStringLiteral("outputDock"),
        tr("Per-row error and cosine of the variant's output against the exact one"));
    add(new CostPanel, tr("Cost"), QStringLiteral("costDock"),
        tr("Multiply-adds, memory and measured time against N for every variant"));
    add(m_gallery, tr("Gallery"), QStringLiteral("galleryDock"),
        tr("Every variant on this input, side by side; click one to choose it"));
    add(new LraPanel, tr("Long Range Arena"), QStringLiteral("lraDock"),
        tr("Published accuracy and speed (Tay et al., ICLR 2021) beside the speed-ups measured here"));
    m_analysisDocks.front()->raise();
    connect(m_gallery, &GalleryPanel::variantChosen, m_model, &LabModel::setVariant);
}

void MainWindow::buildLessonDock(LessonLibrary lessons)
{
    // Beside the maps on the left, a tab over the Input dock: a step sets the input itself, and the maps keep their
    // width on a small screen.
    m_lessonDock = new LessonDock(m_model, this);
    m_lessonDock->setFormulaFolders({userFormulaFolder()});
    auto* inputDock = findChild<QDockWidget*>(QStringLiteral("inputDock"));
    addDockWidget(Qt::LeftDockWidgetArea, m_lessonDock);
    tabifyDockWidget(inputDock, m_lessonDock);
    inputDock->raise();
    m_lessonDock->setLibrary(std::move(lessons));
    if (m_language)
        m_lessonDock->setLanguage(m_language->code());
    connect(m_lessonDock, &LessonDock::highlightsChanged, m_comparison, &widgets::ComparisonView::setHighlights);
    // The Numbers dock frames the table of the term the step points at (the first one it marks).
    connect(m_lessonDock, &LessonDock::highlightsChanged, m_numbers,
            [this](const widgets::HeatmapHighlights&, const QStringList& terms) {
                m_numbers->setHighlightedTerm(terms.value(0));
            });
    connect(m_lessonDock, &LessonDock::stepOpened, this, &MainWindow::showLessonDock);
}

void MainWindow::showLessonDock()
{
    m_lessonDock->show();
    m_lessonDock->raise();
    // The first time in a window, brought forward over the Input dock, it takes most of the column's height: the
    // step is what to read, the Variant dock below stays in view for exploring. Later the learner's sizes stand.
    auto* variantDock = findChild<QDockWidget*>(QStringLiteral("variantDock"));
    if (!m_lessonDockSized && !m_lessonDock->isFloating() && dockWidgetArea(m_lessonDock) == Qt::LeftDockWidgetArea
        && variantDock && variantDock->isVisible() && !variantDock->isFloating()
        && m_lessonDock->height() < variantDock->height() * 3 / 2)
        resizeDocks({m_lessonDock, variantDock}, {600, 400}, Qt::Vertical);
    m_lessonDockSized = true;
}

void MainWindow::showOpenedSession()
{
    m_history->clear(); // another session: the steps of the one before are not its own
    showFrontDock();
    // A session saved in a lesson opens at its step, with the Lesson dock in front as --lesson would have it.
    if (m_lessonDock->currentStep() >= 0)
        showLessonDock();
}

bool MainWindow::openLesson(const QString& id, std::optional<int> step, QString* problem)
{
    QString why;
    if (!m_lessonDock->openLesson(id, step ? std::optional<int>(*step - 1) : std::nullopt, &why)) {
        m_status->showNotice(tr("The lesson cannot be opened: %1").arg(why));
        if (problem)
            *problem = why;
        return false;
    }
    showLessonDock();
    return true;
}

bool MainWindow::openLessonFile(const QString& path)
{
    return m_lessonDock->openLessonFile(path);
}

void MainWindow::chooseLessonFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), QString(), tr("Lessons (*.lesson)"));
    if (!path.isEmpty())
        openLessonFile(path);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    m_session->addToMenu(file);
    QAction* import = file->addAction(tr("&Import Q, K, V…"), m_importer, &QkvImporter::openDialog);
    import->setObjectName(QStringLiteral("importAction"));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    import->setToolTip(tr("Load your own queries, keys and values (.npy files, Ctrl+I); you can also drop them on "
                          "the window"));
    // Ctrl+O opens a session; L for lesson.
    QAction* lesson = file->addAction(tr("Open &lesson…"), this, &MainWindow::chooseLessonFile);
    lesson->setObjectName(QStringLiteral("openLessonAction"));
    lesson->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    lesson->setToolTip(tr("Read a lesson file (.lesson) into the course and open it"));
    QAction* exportFigure = file->addAction(tr("&Export figure…"), this, [this] { openExportDialog(this); });
    exportFigure->setObjectName(QStringLiteral("exportFigureAction"));
    exportFigure->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportFigure->setToolTip(tr("Write a map, the difference, the pattern, the spectrum, the cost, the heads or the "
                                "whole sheet as PNG, SVG or PDF, with a preview (Ctrl+E)"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    menuBar()->addMenu(makeEditMenu(m_history, this));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addMenu(makeColourMapMenu(m_model, view));
    if (m_language)
        view->addMenu(makeLanguageMenu(m_language, view));
    view->addAction(m_presentation->action());
    view->addAction(tr("&Reset layout"), this, [this] {
        restoreState(m_defaultLayout);
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            dock->show();
        m_folding->layoutReset();
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Attention Lab"), this, [this] {
        QMessageBox::about(this, tr("About Attention Lab"),
                           tr("<h3>Attention Lab %1</h3><p>Exact and efficient self-attention, side by side: "
                              "pick a sequence and a variant, and compare its attention map with the exact "
                              "softmax result.</p><p>The same engine runs headless: <code>attnlab --help</code>.</p>")
                               .arg(QStringLiteral(ATTNLAB_VERSION)));
    });

    // Presentation mode hides the menu bar, and the shortcuts of a hidden menu do not fire: the window holds every
    // menu's actions too, so Ctrl+Z, Ctrl+S and the rest work in front of a class.
    const std::function<void(QMenu*)> holdShortcuts = [&](QMenu* menu) {
        for (QAction* action : menu->actions()) {
            if (action->menu())
                holdShortcuts(action->menu());
            else if (!action->shortcut().isEmpty())
                addAction(action);
        }
    };
    for (QAction* top : menuBar()->actions())
        if (top->menu())
            holdShortcuts(top->menu());
}

ComputeRequest MainWindow::currentRequest() const
{
    return computeRequestFor(m_model->state().setup);
}

void MainWindow::showState(LabChanges what)
{
    if (what & (LabChange::Input | LabChange::Variant))
        m_coalesce.start();
    if (what & LabChange::Query)
        showQuery();
    if (what & LabChange::Maps) {
        const QString colormap
            = m_presentation->isActive() ? PresentationMode::colormap() : m_model->state().colormap;
        m_comparison->setColormap(colormap);
        m_heads->setColormap(colormap);
        m_comparison->setLogScale(m_model->state().logScale);
        m_heads->setLogScale(m_model->state().logScale);
    }
    if (what & LabChange::Dock)
        showFrontDock();
    saveLabState(m_model->state());
}

void MainWindow::requestCompute()
{
    const ComputeRequest request = currentRequest();
    // Another scenario's kept parameters changing, or an edit undone within one turn, asks for nothing new.
    if (m_requested && *m_requested == request)
        return;
    m_requested = request;
    // Every pass over the N x N maps the views would make runs on the worker, after the computation; the plan says
    // what the views look like now.
    const widgets::HeatmapView* exactView = m_comparison->exactView();
    DisplayPlan plan { m_comparison->plotAreas(), exactView->hasMatrix() ? exactView->sharedMatrix() : nullptr,
        { exactView->dataMinimum(), exactView->dataMaximum() }, m_heads->geometry(),
        m_decisions->keptKeysDecisions()->mapView()->plotArea(), m_decisions->bucketDecisions()->mapsPlan(),
        m_decisions->projectionDecisions()->mapsPlan(), m_displayBuffers };
    m_controller->request(
        request, [plan = std::move(plan)](const ComputeOutcome& outcome, const core::CancelFlag& cancel) {
            return prepareDisplay(outcome, plan, cancel);
        });
}

void MainWindow::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    // The outcome shown before holds N x N maps (64 MiB each at N = 4096), and freeing them is a wait of its own
    // where the last reference drops: kept here until every view has let go, then dropped on a pool thread.
    std::shared_ptr<const ComputeOutcome> previous = std::move(m_outcome);
    m_outcome = outcome;
    const core::Sequence& sequence = *outcome->sequence;
    const Comparison& comparison = outcome->comparison;
    m_comparison->setTokenLabels(outcome->tokens);
    // Axis labels are readable up to a few dozen tokens; beyond, the strip lists them.
    m_tokens->setTokens(outcome->tokens);
    m_tokens->setVisible(outcome->tokens.size() > kTokensOnAxes);
    const core::VariantInfo& info = outcome->variant->info();
    m_variant->setSequenceLength(sequence.problem.n());
    if (comparison.exact->map && comparison.variant.map) {
        // Shared, not copied (64 MiB a map at N = 4096); the exact map, reused while only the variant's parameters
        // change, is then the very matrix the view already shows and is neither scanned nor pooled again.
        // The difference, the ranges and the pooled cells come prepared with the outcome (the views work out
        // what does not answer their matrices or their size).
        std::shared_ptr<const core::Matrix> exact(comparison.exact, &*comparison.exact->map);
        std::shared_ptr<const core::Matrix> variant(outcome, &*comparison.variant.map);
        if (outcome->display && outcome->display->maps)
            m_comparison->setMaps(
                std::move(exact), std::move(variant), QString::fromStdString(info.id), *outcome->display->maps);
        else
            m_comparison->setMaps(std::move(exact), std::move(variant), QString::fromStdString(info.id));
        // Synthesized and attention-free methods mix tokens with weights that are not a softmax.
        m_comparison->variantView()->setValueLabel(info.rowsSumToOne ? tr("weight (shared scale)")
                                                                     : tr("mixing weight (rows need not sum to 1)"));
    } else if (!comparison.exact->map) {
        m_comparison->clear();
        m_comparison->exactView()->clear(tr("Maps are drawn up to N = %1; the metrics below are for N = %2.")
                                             .arg(kLargestMapN)
                                             .arg(sequence.problem.n()));
    } else {
        m_comparison->clearVariant(tr("No mixing map for this variant"));
    }
    // Shared with the outcome, with their ranges and cells prepared on the worker.
    const auto heads = headMaps(outcome);
    m_heads->setVisible(!heads.empty());
    m_heads->setHeads(heads);

    // The detail docks explain every outcome (they step aside when they have nothing to say); the tabs below the
    // maps are fed only while in view.
    m_input->showOutcome(outcome);
    m_detail->showOutcome(outcome);
    m_decisions->showOutcome(outcome);
    m_analysisFeed->show(outcome);
    m_lessonDock->showOutcome(outcome);
    showQuery();
    // The detail docks have nothing to add for hand-chosen patterns: then the maps take their width. Otherwise
    // bring forward the dock that speaks about this family.
    const bool hasDetails = info.family != core::Family::Pattern;
    m_detailDock->setVisible(hasDetails);
    m_decisionsDock->setVisible(hasDetails);
    if (!m_folding->isFolded()) {
        if (info.family == core::Family::Cluster || info.family == core::Family::Lowrank)
            m_decisionsDock->raise();
        else if (hasDetails)
            m_detailDock->raise();
    }
    m_status->showOutcome(*outcome);
    QThreadPool::globalInstance()->start([previous = std::move(previous)]() mutable { previous.reset(); });
}

void MainWindow::chooseQuery(int i)
{
    // Chosen outside the maps: mark its row there too (on the diagonal cell).
    m_comparison->setCrosshair(i, i);
    m_model->setQuery(i);
}

void MainWindow::showQuery()
{
    if (!m_outcome)
        return;
    const int i = explainedQuery(m_model->state().query, m_outcome->sequence->problem.n());
    m_tokens->setSelected(i);
    for (AnalysisPanel* panel : m_panels)
        panel->setQuery(i);
}

void MainWindow::showFrontDock()
{
    const QString name = m_model->state().frontDock;
    for (QDockWidget* dock : m_analysisDocks)
        if (dock->objectName() == name)
            dock->raise();
}

void MainWindow::showError(const QString& message)
{
    m_outcome.reset();
    m_comparison->clearVariant(message);
    m_heads->clearHeads();
    m_heads->setVisible(false);
    m_analysisFeed->forget();
    for (AnalysisPanel* panel : m_panels)
        panel->clear(message);
    m_status->showError(message);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    if (m_folding)
        m_folding->windowResized();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_shown) {
        // While the window is built every dock is laid out side by side, and the widest moment sets its width
        // (about 1300 px); once the docks are tabbed it needs far less. A projector at 1024 x 768 must see all of
        // it: once the layout has settled, shrink to the screen, never below what the layout needs.
        QTimer::singleShot(0, this, &MainWindow::fitToScreen);
    }
    m_shown = true;
}

void MainWindow::fitToScreen()
{
    if (!screen() || isMaximized() || isFullScreen())
        return;
    // The right-hand docks fold into the bottom tabs on a narrow window. The folding follows resizes, and the window
    // may have taken its width before the folding existed (no resize followed on X11): decide now, before measuring
    // what the layout needs.
    m_folding->fit();
    // The window's minimum size follows its layout only when the layout is next activated; until then resize()
    // would still be held at the unfolded width.
    layout()->activate();
    const QRect room = screen()->availableGeometry();
    const QSize least = minimumSizeHint();
    const QSize fitted(std::max(least.width(), std::min(width(), room.width())),
                       std::max(least.height(), std::min(height(), room.height())));
    if (fitted != size())
        resize(fitted);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    // Any local files: a session file, or .npy files the importer places by their names.
    if (event->mimeData() && QkvImporter::acceptsDrag(*event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (!event->mimeData() || !QkvImporter::acceptsDrag(*event->mimeData()))
        return;
    event->acceptProposedAction();
    const QString session = SessionCommands::sessionFileIn(*event->mimeData());
    if (!session.isEmpty())
        m_session->openFile(session);
    else
        m_importer->importDropped(*event->mimeData());
}

void MainWindow::restoreSettings()
{
    const QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // 1600 x 900 where the screen has room, never larger than the screen.
        const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 900);
        resize(std::min(1600, room.width()), std::min(900, room.height()));
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    QString problem;
    const auto saved = readSavedLabState(&problem);
    if (saved) {
        try {
            m_model->setState(*saved);
        } catch (const core::Error& failure) {
            problem = QString::fromUtf8(failure.what());
        }
    }
    if (!problem.isEmpty())
        m_status->showNotice(tr("The last setup could not be restored in full: %1").arg(problem));
    else if (!m_lessonDock->faults().empty())
        m_status->showNotice(tr("%n lesson file(s) could not be read: the Lesson dock's Problems… button says why",
                                nullptr, static_cast<int>(m_lessonDock->faults().size())));
    showState(LabChange::Maps | LabChange::Dock);
    // A first launch (nothing saved, nothing unreadable) meets the course at its welcome.
    const QString welcome = QStringLiteral("welcome");
    if (!saved && problem.isEmpty() && m_lessonDock->openLesson(welcome, 0))
        showLessonDock();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_session->mayClose()) {
        event->ignore();
        return;
    }
    m_presentation->setActive(false); // the layout kept is the working one, not the full-screen lesson
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    saveLabState(m_model->state());
    event->accept();
}

} // namespace attnlab::app
