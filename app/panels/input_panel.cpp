#include "app/panels/input_panel.h"

#include "app/compute/outcome.h"
#include "app/import/qkv_files.h"
#include "app/state/lab_model.h"
#include "core/builtin_catalogues.h"
#include "core/model/head_measures.h"
#include "widgets/controls/core_text.h"
#include "widgets/controls/parameter_panel.h"
#include "widgets/controls/wheel_when_focused.h"
#include "widgets/plots/gallery_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace attnlab::app {

namespace {

const QString kImportedId = QString::fromLatin1(core::LabSetup::kImportedSource);

QString headId(long long layer, long long head)
{
    return QStringLiteral("L%1H%2").arg(layer).arg(head);
}

} // namespace

InputPanel::InputPanel(LabModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    auto* layout = new QVBoxLayout(this);

    auto* sourceBox = new QGroupBox(tr("Sequence"), this);
    auto* sourceLayout = new QVBoxLayout(sourceBox);
    m_scenario = new QComboBox(sourceBox);
    m_scenario->setToolTip(tr("Where Q, K and V come from"));
    for (const core::Scenario* scenario : core::builtinScenarios().all())
        m_scenario->addItem(widgets::coreText(scenario->info().displayName), QString::fromStdString(scenario->id()));
    sourceLayout->addWidget(m_scenario);
    m_parameters = new widgets::ParameterPanel(sourceBox);
    m_parameters->setEmptyText(tr("This sequence has no parameters."));
    sourceLayout->addWidget(m_parameters);
    // The trained model's heads on the text, one small map each: a click makes that head the input.
    m_headsTitle
        = new QLabel(tr("Heads of the model on this text (mean attention to the previous character):"), sourceBox);
    m_headsTitle->setWordWrap(true);
    sourceLayout->addWidget(m_headsTitle);
    m_heads = new widgets::GalleryView(sourceBox);
    m_heads->setObjectName(QStringLiteral("modelHeads"));
    m_heads->setClickHint(tr("Click to make this head the input."));
    m_heads->setToolTip(tr("Every head of the model on this text; click one to make it the input."));
    m_heads->setLargeMapInToolTip(true);
    m_heads->setImageSide(48);
    sourceLayout->addWidget(m_heads);
    m_headsTitle->hide();
    m_heads->hide();
    // Below the controls: the text box and the sliders stay in view however long the explanation is.
    m_description = new QLabel(sourceBox);
    m_description->setWordWrap(true);
    m_description->setForegroundRole(QPalette::PlaceholderText);
    sourceLayout->addWidget(m_description);
    layout->addWidget(sourceBox);

    auto* optionsBox = new QGroupBox(tr("Options for every variant"), this);
    auto* optionsLayout = new QFormLayout(optionsBox);
    m_causal = new QCheckBox(tr("Causal (query i reads keys j ≤ i)"), optionsBox);
    m_causal->setToolTip(tr("Mask the future, as a decoder does. Variants that cannot honour it say so."));
    optionsLayout->addRow(m_causal);
    auto* scaleRow = new QHBoxLayout;
    m_customScale = new QCheckBox(tr("Custom"), optionsBox);
    m_customScale->setToolTip(tr("Off: the usual 1/√d, shown greyed out"));
    m_scale = new QDoubleSpinBox(optionsBox);
    m_scale->setObjectName(QStringLiteral("scale"));
    m_scale->setRange(0.0001, 100.0);
    m_scale->setDecimals(4);
    m_scale->setSingleStep(0.05);
    m_scale->setEnabled(false);
    m_scale->setToolTip(tr("s in softmax(s·QKᵀ): larger makes attention sharper"));
    scaleRow->addWidget(m_customScale);
    scaleRow->addWidget(m_scale, 1);
    optionsLayout->addRow(tr("Scale s"), scaleRow);
    layout->addWidget(optionsBox);
    layout->addStretch(1);

    // A wheel turned over the dock scrolls it; it edits only the control the user clicked into.
    widgets::takeWheelOnlyWhenFocused(m_scenario);
    widgets::takeWheelOnlyWhenFocused(m_scale);
    connect(m_scenario, &QComboBox::currentIndexChanged, this,
        [this] { m_model->setSource(m_scenario->currentData().toString()); });
    connect(m_parameters, &widgets::ParameterPanel::paramsChanged, m_model, &LabModel::setScenarioParams);
    connect(m_causal, &QCheckBox::toggled, m_model, &LabModel::setCausal);
    connect(m_customScale, &QCheckBox::toggled, this,
        [this](bool on) { m_model->setScale(on ? std::optional<double>(m_scale->value()) : std::nullopt); });
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_customScale->isChecked())
            m_model->setScale(value);
    });
    connect(m_heads, &widgets::GalleryView::variantClicked, this, &InputPanel::chooseHead);
    connect(m_model, &LabModel::changed, this, &InputPanel::showState);
    showState(LabChange::Input);
}

void InputPanel::showState(LabChanges what)
{
    if (!what.testFlag(LabChange::Input))
        return;
    const core::LabSetup& setup = m_model->state().setup;
    showSourceList();
    showSource();
    {
        const QSignalBlocker block(m_causal);
        m_causal->setChecked(setup.causal);
    }
    showScale();
}

void InputPanel::showSourceList()
{
    const core::LabSetup& setup = m_model->state().setup;
    const QSignalBlocker block(m_scenario);
    int imported = m_scenario->findData(kImportedId);
    if (setup.imported) {
        if (imported < 0) {
            m_scenario->insertItem(0, QString(), kImportedId);
            imported = 0;
        }
        // A later import replaces this entry; choosing a generator keeps it one click away.
        m_scenario->setItemText(imported, tr("Imported: %1").arg(importLabel(*setup.imported)));
    } else if (imported >= 0) {
        m_scenario->removeItem(imported);
    }
    m_scenario->setCurrentIndex(m_scenario->findData(QString::fromStdString(setup.source)));
}

void InputPanel::showSource()
{
    const core::LabSetup& setup = m_model->state().setup;
    const bool rebuilt = setup.source != m_shownSource;
    m_shownSource = setup.source;
    if (setup.usesImported()) {
        if (rebuilt) {
            m_parameters->setSpecs({});
            m_parameters->setEmptyText(tr("Imported inputs have no generator parameters."));
        }
        const core::Sequence* sequence = setup.imported ? setup.imported->sequence.get() : nullptr;
        m_description->setText(sequence ? tr("Your own Q, K, V from %1: N=%2, d=%3, dv=%4%5.")
                                              .arg(importLabel(*setup.imported))
                                              .arg(sequence->problem.n())
                                              .arg(sequence->problem.d())
                                              .arg(sequence->problem.dv())
                                              .arg(sequence->problem.x ? tr(", with X") : QString())
                                        : tr("The imported files are not loaded."));
        return;
    }
    const core::Scenario* scenario = core::builtinScenarios().find(setup.source);
    if (!scenario)
        return;
    if (rebuilt) {
        m_parameters->setEmptyText(tr("This sequence has no parameters."));
        m_parameters->setSpecs(scenario->info().params);
        m_description->setText(widgets::coreText(scenario->info().description));
    }
    const core::Params shown = core::resolvedOrDefaults(*scenario, setup.currentScenarioParams());
    if (rebuilt || shown != m_parameters->params())
        m_parameters->setParams(shown);
    showCurrentHead();
}

void InputPanel::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    const std::vector<core::SourceHead>& heads = outcome->sequence->sourceHeads;
    m_headsTitle->setVisible(!heads.empty());
    m_heads->setVisible(!heads.empty());
    if (heads.empty())
        return;
    if (m_heads->tileCount() != static_cast<int>(heads.size())) {
        std::vector<widgets::GalleryEntry> entries;
        for (const core::SourceHead& head : heads)
            entries.push_back(
                { headId(head.layer, head.head), tr("Layer %1, head %2").arg(head.layer).arg(head.head), QString() });
        m_heads->setEntries(entries);
    }
    for (const core::SourceHead& head : heads) {
        const double previous = core::previousTokenScore(head.attention);
        m_heads->setTileMap(headId(head.layer, head.head), head.attention, QString::number(previous, 'f', 2),
            tr("Mean attention to the previous character: %1").arg(previous, 0, 'f', 3));
    }
    showCurrentHead();
}

void InputPanel::showCurrentHead()
{
    const core::LabSetup& setup = m_model->state().setup;
    const core::Scenario* scenario = setup.usesImported() ? nullptr : core::builtinScenarios().find(setup.source);
    if (!scenario || scenario->info().params.empty())
        return;
    const core::Params params = core::resolvedOrDefaults(*scenario, setup.currentScenarioParams());
    if (params.has("layer") && params.has("head"))
        m_heads->setCurrentVariant(headId(params.integer("layer"), params.integer("head")));
}

void InputPanel::chooseHead(const QString& id)
{
    const core::LabSetup& setup = m_model->state().setup;
    const core::Scenario* scenario = setup.usesImported() ? nullptr : core::builtinScenarios().find(setup.source);
    const int split = id.indexOf(QLatin1Char('H'));
    if (!scenario || !id.startsWith(QLatin1Char('L')) || split < 0)
        return;
    core::Params params = core::resolvedOrDefaults(*scenario, setup.currentScenarioParams());
    if (!params.has("layer") || !params.has("head"))
        return;
    const auto& specs = scenario->info().params;
    params.set(specs, "layer", id.mid(1, split - 1).toLongLong());
    params.set(specs, "head", id.mid(split + 1).toLongLong());
    m_model->setScenarioParams(params);
}

double InputPanel::effectiveDefaultScale() const
{
    const core::LabSetup& setup = m_model->state().setup;
    long long d = 0;
    if (setup.usesImported()) {
        if (setup.imported && setup.imported->sequence)
            d = setup.imported->sequence->problem.d();
    } else if (const core::Scenario* scenario = core::builtinScenarios().find(setup.source)) {
        const core::Params params = core::resolvedOrDefaults(*scenario, setup.currentScenarioParams());
        if (params.has("d"))
            d = params.integer("d");
        else
            d = scenario->info().queryKeyWidth;
    }
    return d > 0 ? 1.0 / std::sqrt(static_cast<double>(d)) : 1.0;
}

void InputPanel::showScale()
{
    const std::optional<double> scale = m_model->state().setup.scale;
    const QSignalBlocker blockCustom(m_customScale);
    const QSignalBlocker blockScale(m_scale);
    m_customScale->setChecked(scale.has_value());
    m_scale->setEnabled(scale.has_value());
    // Off, the field shows the scale the engine really uses, so switching it on starts from there.
    m_scale->setValue(scale ? *scale : effectiveDefaultScale());
}

} // namespace attnlab::app
