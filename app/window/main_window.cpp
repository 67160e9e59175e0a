#include "app/window/main_window.h"

#include "app/panels/cost_panel.h"
#include "app/decisions/panel.h"
#include "app/panels/dock_outcome_feed.h"
#include "app/panels/gallery_panel.h"
#include "app/import/dialog.h"
#include "app/panels/input_panel.h"
#include "app/panels/lra_panel.h"
#include "app/panels/method_detail_panel.h"
#include "app/import/qkv_files.h"
#include "app/panels/output_panel.h"
#include "app/state/params_settings.h"
#include "app/panels/pattern_panel.h"
#include "app/panels/query_inspector_panel.h"
#include "app/panels/spectrum_panel.h"
#include "app/panels/variant_panel.h"
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/view.h"
#include "widgets/heatmap/token_strip.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>

#include <cmath>

namespace attnlab::app {

namespace {

QDockWidget* makeDock(const QString& title, const QString& objectName, QWidget* content, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The panels wrap their text; never clip a control sideways behind a scroll bar.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(content->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 8);
    auto* dock = new QDockWidget(title, parent);
    dock->setObjectName(objectName);
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | QDockWidget::DockWidgetClosable);
    return dock;
}

// Beyond this many tokens the map axes show numbers and the token strip shows the tokens.
constexpr int kTokensOnAxes = 48;

QString formatMetric(double value)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    return QString::number(value, 'g', 3);
}

QString formatCount(double value)
{
    const char* units[] = {"", "k", "M", "G", "T"};
    int unit = 0;
    while (std::abs(value) >= 1000.0 && unit < 4) {
        value /= 1000.0;
        ++unit;
    }
    return QString::number(value, 'g', 3) + QLatin1String(units[unit]);
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Attention Lab"));
    m_controller = new ComputeController(this);
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

    m_input = new InputPanel;
    m_variant = new VariantPanel;
    auto* inputDock = makeDock(tr("Input"), QStringLiteral("inputDock"), m_input, this);
    auto* variantDock = makeDock(tr("Variant"), QStringLiteral("variantDock"), m_variant, this);
    addDockWidget(Qt::LeftDockWidgetArea, inputDock);
    addDockWidget(Qt::LeftDockWidgetArea, variantDock);
    splitDockWidget(inputDock, variantDock, Qt::Vertical);
    resizeDocks({inputDock}, {300}, Qt::Horizontal);
    resizeDocks({inputDock, variantDock}, {330, 520}, Qt::Vertical);

    m_detail = new MethodDetailPanel;
    m_detailDock = makeDock(tr("Method details"), QStringLiteral("methodDetailDock"), m_detail, this);
    addDockWidget(Qt::RightDockWidgetArea, m_detailDock);
    resizeDocks({m_detailDock}, {360}, Qt::Horizontal);
    connect(m_detail, &MethodDetailPanel::redrawRequested, this, &MainWindow::redrawFeatures);

    m_decisions = new DecisionsPanel;
    m_decisionsDock = makeDock(tr("Decisions"), QStringLiteral("decisionsDock"), m_decisions, this);
    addDockWidget(Qt::RightDockWidgetArea, m_decisionsDock);
    tabifyDockWidget(m_detailDock, m_decisionsDock);
    // A click on a map row, a token or a row of the Decisions maps chooses the query every view explains.
    connect(m_comparison, &widgets::ComparisonView::cellClicked, this, [this](int i, int) { showQuery(i); });
    connect(m_heads, &widgets::HeadGridView::cellClicked, this, [this](int i, int j) {
        m_comparison->setCrosshair(i, j);
        showQuery(i);
    });
    connect(m_decisions, &DecisionsPanel::queryPicked, this, &MainWindow::chooseQuery);
    connect(m_tokens, &widgets::TokenStrip::tokenClicked, this, &MainWindow::chooseQuery);
    addAnalysisDocks();

    m_metrics = new QLabel(this);
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state = new QLabel(this);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setVisible(false);
    statusBar()->addWidget(m_metrics, 1);
    statusBar()->addPermanentWidget(m_busy);
    statusBar()->addPermanentWidget(m_state);

    buildMenus();
    m_defaultState = saveState();

    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, [this] { m_controller->request(currentRequest()); });
    connect(m_input, &InputPanel::changed, this, &MainWindow::scheduleCompute);
    connect(m_variant, &VariantPanel::changed, this, &MainWindow::scheduleCompute);
    connect(m_controller, &ComputeController::started, this, [this] {
        m_busy->setVisible(true);
        m_state->setText(tr("Computing…"));
    });
    connect(m_controller, &ComputeController::idle, this, [this] { m_busy->setVisible(false); });
    connect(m_controller, &ComputeController::finished, this, &MainWindow::showOutcome);
    connect(m_controller, &ComputeController::failed, this, &MainWindow::showError);

    setAcceptDrops(true);
    restoreSettings();
    scheduleCompute();
}

void MainWindow::addAnalysisDocks()
{
    m_queryInspector = new QueryInspectorPanel;
    m_pattern = new PatternPanel;
    m_spectrum = new SpectrumPanel;
    m_output = new OutputPanel;
    m_cost = new CostPanel;
    m_gallery = new GalleryPanel;
    m_lra = new LraPanel;
    m_analysisFeed = new DockOutcomeFeed(this);
    // Below the maps, as tabs: the maps keep square cells, so they are bound by width and spare height. The side
    // docks keep the window's full height (the variant picker and its parameters need it).
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget* first = nullptr;
    const auto add = [&](auto* panel, const QString& title, const QString& name, const QString& tip) {
        QDockWidget* dock = makeDock(title, name, panel, this);
        dock->setToolTip(tip);
        addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (first)
            tabifyDockWidget(first, dock);
        else
            first = dock;
        m_analysisFeed->add(dock, [panel](const std::shared_ptr<const ComputeOutcome>& outcome) {
            panel->showOutcome(outcome);
        });
    };
    add(m_queryInspector, tr("Query"), QStringLiteral("queryInspectorDock"),
        tr("The chosen query's weights over the keys, exact against the variant"));
    add(m_pattern, tr("Pattern"), QStringLiteral("patternDock"),
        tr("Which pairs the variant scores, and how far information travels over stacked layers"));
    add(m_spectrum, tr("Spectrum"), QStringLiteral("spectrumDock"),
        tr("Singular values and energy of the exact map and of the variant's"));
    add(m_output, tr("Output"), QStringLiteral("outputDock"),
        tr("Per-row error and cosine of the variant's output against the exact one"));
    add(m_cost, tr("Cost"), QStringLiteral("costDock"),
        tr("Multiply-adds, memory and measured time against N for every variant"));
    add(m_gallery, tr("Gallery"), QStringLiteral("galleryDock"),
        tr("Every variant on this input, side by side; click one to choose it"));
    add(m_lra, tr("Long Range Arena"), QStringLiteral("lraDock"),
        tr("Published accuracy and speed (Tay et al., ICLR 2021) beside the speed-ups measured here"));
    first->raise();
    resizeDocks({ first }, { 440 }, Qt::Vertical);

    connect(m_queryInspector, &QueryInspectorPanel::queryPicked, this, &MainWindow::chooseQuery);
    connect(m_pattern, &PatternPanel::queryPicked, this, &MainWindow::chooseQuery);
    connect(m_output, &OutputPanel::queryPicked, this, &MainWindow::chooseQuery);
    connect(m_gallery, &GalleryPanel::variantChosen, m_variant, &VariantPanel::selectVariant);
}

void MainWindow::importQkvFiles()
{
    ImportDialog dialog(this);
    QSettings settings;
    dialog.setStartFolder(settings.value(QStringLiteral("import/folder"), QDir::homePath()).toString());
    if (dialog.exec() != QDialog::Accepted)
        return;
    ImportedInput input = dialog.result();
    settings.setValue(QStringLiteral("import/folder"), QFileInfo(input.files.first()).absolutePath());
    useImported(std::move(input));
}

void MainWindow::useImported(ImportedInput input)
{
    const QString label = importLabel(input);
    m_input->setImported(std::make_shared<const core::Sequence>(std::move(input.sequence)), label);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData() && !localFilesFromMimeData(*event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (!event->mimeData())
        return;
    const QStringList paths = localFilesFromMimeData(*event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    importDroppedFiles(paths);
}

void MainWindow::importDroppedFiles(const QStringList& paths)
{
    QString error;
    if (const auto roles = assignDroppedFiles(paths, &error)) {
        try {
            useImported(importQkv((*roles)[RoleQ], (*roles)[RoleK], (*roles)[RoleV], (*roles)[RoleX]));
        } catch (const core::Error& failure) {
            // The previous input stays; the message names the file and the fault.
            QMessageBox::warning(this, tr("Cannot import"), QString::fromUtf8(failure.what()));
        }
        return;
    }
    // Part of a set: let the user complete it in the dialog, with what was dropped already filled in.
    QString partialError;
    if (const auto partial = placeFilesByName(paths, &partialError)) {
        ImportDialog dialog(this);
        for (std::size_t role = RoleQ; role < kInputRoleCount; ++role)
            if (!(*partial)[role].isEmpty())
                dialog.setPath(static_cast<InputRole>(role), (*partial)[role]);
        if (dialog.exec() == QDialog::Accepted)
            useImported(dialog.result());
        return;
    }
    QMessageBox::warning(this, tr("Cannot import"), error);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* import = file->addAction(tr("&Import Q, K, V…"), this, &MainWindow::importQkvFiles);
    import->setShortcut(QKeySequence::Open);
    import->setToolTip(tr("Load your own queries, keys and values (.npy files); you can also drop them on the window"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addAction(tr("&Reset layout"), this, [this] {
        restoreState(m_defaultState);
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            dock->show();
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Attention Lab"), this, [this] {
        QMessageBox::about(this, tr("About Attention Lab"),
                           tr("<h3>Attention Lab %1</h3><p>Exact and efficient self-attention, side by side: "
                              "pick a sequence and a variant, and compare its attention map with the exact "
                              "softmax result.</p><p>The same engine runs headless: <code>attnlab --help</code>.</p>")
                               .arg(QStringLiteral(ATTNLAB_VERSION)));
    });
}

ComputeRequest MainWindow::currentRequest() const
{
    ComputeRequest request;
    request.scenarioId = m_input->scenarioId();
    request.scenarioParams = m_input->scenarioParams();
    request.imported = m_input->imported();
    request.causal = m_input->causal();
    request.scale = m_input->scale();
    request.variantId = m_variant->variantId();
    request.variantParams = m_variant->variantParams();
    return request;
}

void MainWindow::scheduleCompute()
{
    m_coalesce.start();
}

void MainWindow::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    const core::Sequence& sequence = *outcome->sequence;
    const Comparison& comparison = outcome->comparison;
    QStringList tokens;
    for (const auto& token : sequence.tokens)
        tokens << QString::fromStdString(token);
    m_comparison->setTokenLabels(tokens);
    // Axis labels are readable up to a few dozen tokens; beyond, the strip lists them.
    m_tokens->setTokens(tokens);
    m_tokens->setVisible(tokens.size() > kTokensOnAxes);
    const core::Variant& variant = core::builtinVariants().get(outcome->request.variantId.toStdString(), "variant");
    const QString title = QString::fromStdString(variant.id());
    if (comparison.exact->map && comparison.variant.map) {
        m_comparison->setMaps(*comparison.exact->map, *comparison.variant.map, title);
        // Synthesized and attention-free methods mix tokens with weights that are not a softmax.
        m_comparison->variantView()->setValueLabel(variant.info().rowsSumToOne
                                                       ? tr("weight (shared scale)")
                                                       : tr("mixing weight (rows need not sum to 1)"));
    } else if (!comparison.exact->map) {
        m_comparison->clear();
        m_comparison->exactView()->clear(tr("Maps are drawn up to N = %1; the metrics below are for N = %2.")
                                             .arg(kLargestMapN)
                                             .arg(sequence.problem.n()));
    } else {
        m_comparison->clearVariant(tr("No mixing map for this variant"));
    }

    showHeads(comparison.variant);
    m_detail->showOutcome(outcome);
    m_decisions->showOutcome(outcome);
    m_analysisFeed->show(outcome);
    // One query for every view: the middle one until the user picks another (or the sequence gets shorter).
    const int n = sequence.problem.n();
    if (n > 0 && (!m_query || *m_query >= n))
        showQuery(n / 2);
    // The detail docks have nothing to add for hand-chosen patterns: then the maps take their width. Otherwise
    // bring forward the dock that speaks about this family.
    const core::Family family = variant.info().family;
    const bool hasDetails = family != core::Family::Pattern;
    m_detailDock->setVisible(hasDetails);
    m_decisionsDock->setVisible(hasDetails);
    if (family == core::Family::Cluster || family == core::Family::Lowrank)
        m_decisionsDock->raise();
    else if (hasDetails)
        m_detailDock->raise();

    const core::Metrics& m = comparison.metrics;
    m_metrics->setText(tr("N=%1 d=%2 dv=%3%4  ·  rel. error O %5  ·  rel. error M %6  ·  mean KL %7  ·  "
                          "cos O %8  ·  density %9  ·  multiply-adds %10 (exact %11)")
                           .arg(sequence.problem.n())
                           .arg(sequence.problem.d())
                           .arg(sequence.problem.dv())
                           .arg(sequence.problem.causal ? tr(" causal") : QString())
                           .arg(formatMetric(m.relErrO), formatMetric(m.relErrMap), formatMetric(m.meanKl),
                                formatMetric(m.meanCosO), formatMetric(m.density),
                                formatCount(comparison.variant.cost.madds), formatCount(comparison.exact->cost.madds)));
    const core::Problem& problem = sequence.problem;
    const core::Cost analytic = variant.analyticCost(problem, variant.resolve(outcome->request.variantParams));
    m_metrics->setToolTip(tr("<p>Metrics against exact softmax attention on the same input.</p>"
                             "<table><tr><th></th><th>counted</th><th>analytic</th><th>exact</th></tr>"
                             "<tr><td>multiply-adds</td><td>%1</td><td>%2</td><td>%3</td></tr>"
                             "<tr><td>peak working bytes</td><td>%4</td><td>%5</td><td>%6</td></tr></table>")
                              .arg(formatCount(comparison.variant.cost.madds), formatCount(analytic.madds),
                                   formatCount(comparison.exact->cost.madds),
                                   formatCount(comparison.variant.cost.peakBytes), formatCount(analytic.peakBytes),
                                   formatCount(comparison.exact->cost.peakBytes)));
    m_state->setText(tr("%1 ms").arg(outcome->seconds * 1000.0, 0, 'f', 1));
}

void MainWindow::chooseQuery(int i)
{
    // Chosen outside the maps: mark its row there too (on the diagonal cell).
    m_comparison->setCrosshair(i, i);
    showQuery(i);
}

void MainWindow::showQuery(int i)
{
    m_query = i;
    m_tokens->setSelected(i);
    m_detail->setQuery(i);
    m_decisions->setQuery(i);
    m_queryInspector->setQuery(i);
    m_pattern->setQuery(i);
    m_output->setQuery(i);
}

void MainWindow::redrawFeatures()
{
    // New random features are a new seed: the next one in the parameter's range.
    const core::Variant* variant = core::builtinVariants().find(m_variant->variantId().toStdString());
    if (!variant)
        return;
    core::Params params = variant->resolve(m_variant->variantParams());
    if (!params.has("seed"))
        return;
    const long long next = (params.integer("seed") + 1) % 2147483648LL;
    params.set(variant->info().params, "seed", core::ParamValue(next));
    m_variant->setState(m_variant->variantId(), params);
    scheduleCompute();
}

void MainWindow::showHeads(const core::Result& result)
{
    // Multi-head variants report each head's map as extras "head<t>" with the id it used in "head<t>_pattern".
    std::vector<widgets::HeadGridView::Head> heads;
    for (int t = 0;; ++t) {
        const std::string name = core::extra_keys::head(t);
        const auto map = result.extras.matrices.find(name);
        if (map == result.extras.matrices.end())
            break;
        const auto pattern = result.extras.notes.find(core::extra_keys::headPattern(t));
        const QString used = pattern != result.extras.notes.end() ? QString::fromStdString(pattern->second) : QString();
        heads.push_back({tr("head %1: %2").arg(t).arg(used), map->second});
    }
    if (heads.empty()) {
        m_heads->clearHeads();
        m_heads->setVisible(false);
        return;
    }
    m_heads->setHeads(heads);
    m_heads->setVisible(true);
}

void MainWindow::showError(const QString& message)
{
    m_comparison->clearVariant(message);
    m_heads->clearHeads();
    m_heads->setVisible(false);
    m_detail->clear(message);
    m_decisions->clear(message);
    m_analysisFeed->forget();
    m_queryInspector->clear(message);
    m_pattern->clear(message);
    m_spectrum->clear(message);
    m_output->clear(message);
    m_cost->clear(message);
    m_gallery->clear(message);
    m_lra->clear(message);
    m_metrics->setText(tr("Error: %1").arg(message));
    m_state->setText(tr("failed"));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1600, 900);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("input/scenario")))
        return;
    const QString scenarioId = settings.value(QStringLiteral("input/scenario")).toString();
    const core::Scenario* scenario = core::builtinScenarios().find(scenarioId.toStdString());
    const core::Params scenarioParams = scenario
        ? paramsFromVariantMap(scenario->info().params, settings.value(QStringLiteral("input/params")).toMap())
        : core::Params();
    const QVariant scale = settings.value(QStringLiteral("input/scale"));
    m_input->setState(scenarioId, scenarioParams, settings.value(QStringLiteral("input/causal")).toBool(),
                      scale.isValid() ? std::optional<double>(scale.toDouble()) : std::nullopt);
    const QString variantId = settings.value(QStringLiteral("variant/id")).toString();
    const core::Variant* variant = core::builtinVariants().find(variantId.toStdString());
    m_variant->setState(variantId, variant ? paramsFromVariantMap(variant->info().params,
                                                                   settings.value(QStringLiteral("variant/params")).toMap())
                                           : core::Params());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("input/scenario"), m_input->scenarioId());
    settings.setValue(QStringLiteral("input/params"), paramsToVariantMap(m_input->scenarioParams()));
    settings.setValue(QStringLiteral("input/causal"), m_input->causal());
    if (const auto scale = m_input->scale())
        settings.setValue(QStringLiteral("input/scale"), *scale);
    else
        settings.remove(QStringLiteral("input/scale"));
    settings.setValue(QStringLiteral("variant/id"), m_variant->variantId());
    settings.setValue(QStringLiteral("variant/params"), paramsToVariantMap(m_variant->variantParams()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    event->accept();
}

} // namespace attnlab::app
