#include "app/figures/export_dialog.h"

#include "app/figures/figure_scene.h"
#include "widgets/heatmap/colormap.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attnlab::app {

namespace {

constexpr int kPreviewDelayMs = 150;
constexpr int kPrepareTimeoutMs = 120000;

QString panelTitle(FigurePanel panel)
{
    switch (panel) {
    case FigurePanel::Map:
        return ExportDialog::tr("Variant's map");
    case FigurePanel::Difference:
        return ExportDialog::tr("Difference (variant − exact)");
    case FigurePanel::Pattern:
        return ExportDialog::tr("Pattern");
    case FigurePanel::Spectrum:
        return ExportDialog::tr("Spectrum");
    case FigurePanel::Cost:
        return ExportDialog::tr("Cost");
    case FigurePanel::Heads:
        return ExportDialog::tr("Per-head maps");
    case FigurePanel::Sheet:
        break;
    }
    return ExportDialog::tr("Sheet: exact | variant | difference");
}

} // namespace

ExportDialog::ExportDialog(const LabState& state, std::shared_ptr<const ComputeOutcome> outcome, QWidget* parent)
    : QDialog(parent), m_state(state), m_outcome(std::move(outcome)),
      m_chooseFile([](QWidget* owner, const QString& suggested) {
          return QFileDialog::getSaveFileName(owner, tr("Export figure"), suggested,
              tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
      })
{
    setWindowTitle(tr("Export figure"));
    buildControls();
    m_update.setSingleShot(true);
    m_update.setInterval(kPreviewDelayMs);
    connect(&m_update, &QTimer::timeout, this, &ExportDialog::showPreview);
    FigureOptions initial;
    initial.colormap = m_state.colormap;
    initial.logScale = m_state.logScale;
    initial.size.logical = defaultFigureSize(initial.panel);
    setOptions(initial);
}

ExportDialog::~ExportDialog() = default;

void ExportDialog::buildControls()
{
    m_panel = new QComboBox(this);
    for (const QString& name : figurePanelNames()) {
        const FigurePanel panel = *figurePanelForName(name);
        m_panel->addItem(panelTitle(panel), name);
    }
    m_unit = new QComboBox(this);
    m_unit->addItem(tr("pixels"));
    m_unit->addItem(tr("millimetres"));
    m_width = new QDoubleSpinBox(this);
    m_height = new QDoubleSpinBox(this);
    m_dpi = new QSpinBox(this);
    m_dpi->setRange(24, 1200);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("Pixels per inch of the PNG; vector files (SVG, PDF) keep the same layout at any size"));
    m_fontSize = new QDoubleSpinBox(this);
    m_fontSize->setRange(0, 72);
    m_fontSize->setDecimals(1);
    m_fontSize->setSuffix(tr(" pt"));
    m_fontSize->setSpecialValueText(tr("as on screen"));
    m_colormap = new QComboBox(this);
    for (const QString& name : widgets::colormapNames())
        if (name != QLatin1String("diverging")) // the difference map's own
            m_colormap->addItem(name, name);
    m_log = new QCheckBox(tr("Log scale for the weights"), this);
    m_title = new QCheckBox(tr("Title"), this);
    m_caption = new QCheckBox(tr("Caption (input, variant, parameters, metrics)"), this);

    auto* size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    size->addWidget(m_unit);
    auto* form = new QFormLayout;
    form->addRow(tr("&Export:"), m_panel);
    auto* sizeLabel = new QLabel(tr("&Size:"), this);
    sizeLabel->setBuddy(m_width); // a row holding a layout gets no buddy of its own
    form->addRow(sizeLabel, size);
    m_sizeNote = new QLabel(this);
    m_sizeNote->setEnabled(false);
    form->addRow(QString(), m_sizeNote);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(tr("&Font size:"), m_fontSize);
    form->addRow(tr("&Colour map:"), m_colormap);
    form->addRow(QString(), m_log);
    form->addRow(QString(), m_title);
    form->addRow(QString(), m_caption);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("figurePreview"));
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setMinimumSize(560, 340);
    m_preview->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_preview->setFrameShape(QFrame::StyledPanel);
    m_preview->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_export = buttons->addButton(tr("&Export…"), QDialogButtonBox::AcceptRole);
    m_export->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, [this] {
        if (!exportChosen().isEmpty())
            accept();
    });

    auto* columns = new QHBoxLayout;
    columns->addLayout(form);
    columns->addWidget(m_preview, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    connect(m_panel, &QComboBox::currentIndexChanged, this, [this] {
        if (m_blockEdits)
            return;
        // Each view has its own shape: a new choice starts from its default size.
        const FigurePanel panel = *figurePanelForName(m_panel->currentData().toString());
        m_size = widgets::FigureSize { defaultFigureSize(panel), double(m_dpi->value()) };
        showSizeInUnit();
        scheduleUpdate();
    });
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        if (m_blockEdits)
            return;
        m_shownUnit = unit();
        showSizeInUnit();
    });
    auto sizeEdited = [this] {
        if (m_blockEdits)
            return;
        m_size = options().size;
        showSizeInUnit();
        scheduleUpdate();
    };
    connect(m_width, &QDoubleSpinBox::valueChanged, this, sizeEdited);
    connect(m_height, &QDoubleSpinBox::valueChanged, this, sizeEdited);
    connect(m_dpi, &QSpinBox::valueChanged, this, sizeEdited);
    connect(m_fontSize, &QDoubleSpinBox::valueChanged, this, &ExportDialog::scheduleUpdate);
    connect(m_colormap, &QComboBox::currentIndexChanged, this, &ExportDialog::scheduleUpdate);
    for (QCheckBox* box : { m_log, m_title, m_caption })
        connect(box, &QCheckBox::toggled, this, &ExportDialog::scheduleUpdate);
}

FigureOptions ExportDialog::options() const
{
    FigureOptions options;
    options.panel = figurePanelForName(m_panel->currentData().toString()).value_or(FigurePanel::Sheet);
    const double dpi = m_dpi->value();
    if (m_shownUnit == Unit::Pixels)
        options.size = widgets::FigureSize::fromPixels(QSize(qRound(m_width->value()), qRound(m_height->value())), dpi);
    else
        options.size = widgets::FigureSize::fromMillimetres(QSizeF(m_width->value(), m_height->value()), dpi);
    options.fontPointSize = m_fontSize->value();
    options.colormap = m_colormap->currentData().toString();
    options.logScale = m_log->isChecked();
    options.title = m_title->isChecked();
    options.caption = m_caption->isChecked();
    return options;
}

void ExportDialog::setOptions(const FigureOptions& options)
{
    m_blockEdits = true;
    m_panel->setCurrentIndex(m_panel->findData(figurePanelName(options.panel)));
    m_dpi->setValue(qRound(options.size.dpi));
    m_fontSize->setValue(options.fontPointSize);
    const int colormap = m_colormap->findData(options.colormap);
    m_colormap->setCurrentIndex(colormap >= 0 ? colormap : 0);
    m_log->setChecked(options.logScale);
    m_title->setChecked(options.title);
    m_caption->setChecked(options.caption);
    m_blockEdits = false;
    m_size = options.size;
    showSizeInUnit();
    scheduleUpdate();
}

ExportDialog::Unit ExportDialog::unit() const
{
    return m_unit->currentIndex() == 1 ? Unit::Millimetres : Unit::Pixels;
}

void ExportDialog::setUnit(Unit unit)
{
    m_unit->setCurrentIndex(unit == Unit::Millimetres ? 1 : 0);
}

void ExportDialog::showSizeInUnit()
{
    m_blockEdits = true;
    const QSize pixels = m_size.pixels();
    const QSizeF millimetres = m_size.millimetres();
    if (m_shownUnit == Unit::Pixels) {
        for (QDoubleSpinBox* box : { m_width, m_height }) {
            box->setDecimals(0);
            box->setRange(16, 20000);
            box->setSingleStep(10);
        }
        m_width->setValue(pixels.width());
        m_height->setValue(pixels.height());
        m_sizeNote->setText(tr("%1 × %2 mm").arg(millimetres.width(), 0, 'f', 1).arg(millimetres.height(), 0, 'f', 1));
    } else {
        for (QDoubleSpinBox* box : { m_width, m_height }) {
            box->setDecimals(1);
            box->setRange(5, 2000);
            box->setSingleStep(5);
        }
        m_width->setValue(millimetres.width());
        m_height->setValue(millimetres.height());
        m_sizeNote->setText(tr("%1 × %2 pixels").arg(pixels.width()).arg(pixels.height()));
    }
    m_blockEdits = false;
}

void ExportDialog::scheduleUpdate()
{
    if (!m_blockEdits)
        m_update.start();
}

FigureScene& ExportDialog::scene()
{
    if (!m_scene)
        m_scene = std::make_unique<FigureScene>(m_state, m_outcome, options());
    else
        m_scene->setOptions(options());
    return *m_scene;
}

void ExportDialog::updatePreviewNow()
{
    m_update.stop();
    showPreview();
}

void ExportDialog::showPreview()
{
    if (m_drawing) {
        m_update.start(); // the views' workers are still busy with the last edit
        return;
    }
    m_drawing = true;
    FigureScene& figure = scene();
    QString problem;
    bool drawn = figure.canDraw(&problem);
    if (drawn) {
        m_preview->setText(tr("Drawing the figure…"));
        drawn = figure.prepare(kPrepareTimeoutMs, &problem);
    }
    m_export->setEnabled(drawn);
    if (drawn) {
        m_previewImage = figure.image();
        showScaledPreview();
        m_preview->setToolTip(tr("%1 × %2 pixels").arg(m_previewImage.width()).arg(m_previewImage.height()));
    } else {
        m_previewImage = QImage();
        m_preview->setPixmap(QPixmap());
        m_preview->setText(problem);
    }
    m_drawing = false;
    if (m_doneWhenDrawn)
        done(*m_doneWhenDrawn);
}

void ExportDialog::done(int result)
{
    if (m_drawing) {
        m_doneWhenDrawn = result;
        return;
    }
    m_update.stop();
    QDialog::done(result);
}

QString ExportDialog::previewMessage() const
{
    return m_preview->text();
}

void ExportDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    if (!m_previewImage.isNull())
        showScaledPreview();
}

void ExportDialog::showScaledPreview()
{
    // The figure's own pixels shrunk into the preview: what is written, only smaller.
    QPixmap pixmap = QPixmap::fromImage(m_previewImage)
                         .scaled(m_preview->contentsRect().size() * devicePixelRatioF(), Qt::KeepAspectRatio,
                             Qt::SmoothTransformation);
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_preview->setPixmap(pixmap);
}

bool ExportDialog::exportTo(const QString& path, QString* error)
{
    if (m_drawing)
        return widgets::failWith(error, tr("The figure is still being drawn."));
    FigureScene& figure = scene();
    QString reason;
    if (!figure.canDraw(&reason))
        return widgets::failWith(error, reason);
    m_drawing = true;
    const bool written = figure.write(path, error, kPrepareTimeoutMs);
    m_drawing = false;
    if (m_doneWhenDrawn)
        done(*m_doneWhenDrawn);
    return written;
}

QString ExportDialog::exportChosen()
{
    const QString suggested = QStringLiteral("attention-%1.png").arg(figurePanelName(options().panel));
    QString path = m_chooseFile(this, suggested);
    if (path.isEmpty())
        return QString();
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    QString error;
    if (!exportTo(path, &error)) {
        QMessageBox::warning(this, tr("Export figure"), error);
        return QString();
    }
    return path;
}

} // namespace attnlab::app
