#include "app/panels/input_panel.h"

#include "core/builtin_catalogues.h"
#include "widgets/controls/parameter_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace attnlab::app {

InputPanel::InputPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);

    auto* sourceBox = new QGroupBox(tr("Sequence"), this);
    auto* sourceLayout = new QVBoxLayout(sourceBox);
    m_scenario = new QComboBox(sourceBox);
    m_scenario->setToolTip(tr("Where Q, K and V come from"));
    for (const core::Scenario* scenario : core::builtinScenarios().all())
        m_scenario->addItem(QString::fromStdString(scenario->info().displayName), QString::fromStdString(scenario->id()));
    sourceLayout->addWidget(m_scenario);
    m_description = new QLabel(sourceBox);
    m_description->setWordWrap(true);
    m_description->setForegroundRole(QPalette::PlaceholderText);
    sourceLayout->addWidget(m_description);
    m_parameters = new widgets::ParameterPanel(sourceBox);
    m_parameters->setEmptyText(tr("This sequence has no parameters."));
    sourceLayout->addWidget(m_parameters);
    layout->addWidget(sourceBox);

    auto* optionsBox = new QGroupBox(tr("Options for every variant"), this);
    auto* optionsLayout = new QFormLayout(optionsBox);
    m_causal = new QCheckBox(tr("Causal (query i reads keys j ≤ i)"), optionsBox);
    m_causal->setToolTip(tr("Mask the future, as a decoder does. Variants that cannot honour it say so."));
    optionsLayout->addRow(m_causal);
    auto* scaleRow = new QHBoxLayout;
    m_customScale = new QCheckBox(tr("Custom"), optionsBox);
    m_customScale->setToolTip(tr("Off: the usual 1/√d"));
    m_scale = new QDoubleSpinBox(optionsBox);
    m_scale->setRange(0.0001, 100.0);
    m_scale->setDecimals(4);
    m_scale->setSingleStep(0.05);
    m_scale->setValue(0.25);
    m_scale->setEnabled(false);
    m_scale->setToolTip(tr("s in softmax(s·QKᵀ): larger makes attention sharper"));
    scaleRow->addWidget(m_customScale);
    scaleRow->addWidget(m_scale, 1);
    optionsLayout->addRow(tr("Scale s"), scaleRow);
    layout->addWidget(optionsBox);
    layout->addStretch(1);

    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this] {
        showScenario(scenarioId(), core::Params());
        emit changed();
    });
    connect(m_parameters, &widgets::ParameterPanel::paramsChanged, this, &InputPanel::changed);
    connect(m_causal, &QCheckBox::toggled, this, &InputPanel::changed);
    connect(m_customScale, &QCheckBox::toggled, this, [this](bool on) {
        m_scale->setEnabled(on);
        emit changed();
    });
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, [this] {
        if (m_customScale->isChecked())
            emit changed();
    });
    showScenario(scenarioId(), core::Params());
}

QString InputPanel::scenarioId() const
{
    return m_scenario->currentData().toString();
}

core::Params InputPanel::scenarioParams() const
{
    return m_parameters->params();
}

bool InputPanel::causal() const
{
    return m_causal->isChecked();
}

std::optional<double> InputPanel::scale() const
{
    if (!m_customScale->isChecked())
        return std::nullopt;
    return m_scale->value();
}

namespace {

const char* const kImportedId = "imported";

} // namespace

std::shared_ptr<const core::Sequence> InputPanel::imported() const
{
    return scenarioId() == QLatin1String(kImportedId) ? m_imported : nullptr;
}

void InputPanel::setImported(std::shared_ptr<const core::Sequence> sequence, const QString& label)
{
    m_imported = std::move(sequence);
    m_importedLabel = label;
    int index = m_scenario->findData(QString::fromLatin1(kImportedId));
    if (index < 0) {
        m_scenario->insertItem(0, QString(), QString::fromLatin1(kImportedId));
        index = 0;
    }
    m_scenario->setItemText(index, tr("Imported: %1").arg(label));
    {
        const QSignalBlocker block(m_scenario);
        m_scenario->setCurrentIndex(index);
    }
    showScenario(QString::fromLatin1(kImportedId), core::Params());
    emit changed();
}

void InputPanel::showScenario(const QString& id, const core::Params& params)
{
    if (id == QLatin1String(kImportedId)) {
        const core::Problem& problem = m_imported->problem;
        m_description->setText(tr("Your own Q, K, V from %1: N=%2, d=%3, dv=%4%5.")
                                   .arg(m_importedLabel)
                                   .arg(problem.n())
                                   .arg(problem.d())
                                   .arg(problem.dv())
                                   .arg(problem.x ? tr(", with X") : QString()));
        m_parameters->setSpecs({});
        m_parameters->setEmptyText(tr("Imported inputs have no generator parameters."));
        return;
    }
    m_parameters->setEmptyText(tr("This sequence has no parameters."));
    const core::Scenario* scenario = core::builtinScenarios().find(id.toStdString());
    if (!scenario)
        return;
    m_description->setText(QString::fromStdString(scenario->info().description));
    m_parameters->setSpecs(scenario->info().params);
    core::Params resolved = core::Params::defaults(scenario->info().params);
    try {
        resolved = scenario->resolve(params);
    } catch (const std::exception&) {
        // A saved value that no longer fits: keep the defaults.
    }
    m_parameters->setParams(resolved);
}

void InputPanel::setState(const QString& scenarioId, const core::Params& params, bool causal,
                          std::optional<double> scale)
{
    const QSignalBlocker blockScenario(m_scenario);
    const QSignalBlocker blockCausal(m_causal);
    const QSignalBlocker blockCustom(m_customScale);
    const QSignalBlocker blockScale(m_scale);
    const int index = m_scenario->findData(scenarioId);
    if (index >= 0)
        m_scenario->setCurrentIndex(index);
    showScenario(this->scenarioId(), index >= 0 ? params : core::Params());
    m_causal->setChecked(causal);
    m_customScale->setChecked(scale.has_value());
    m_scale->setEnabled(scale.has_value());
    if (scale)
        m_scale->setValue(*scale);
}

} // namespace attnlab::app
