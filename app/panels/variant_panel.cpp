#include "app/panels/variant_panel.h"

#include "core/builtin_catalogues.h"
#include "widgets/controls/parameter_panel.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace attnlab::app {

namespace {

constexpr int kIdRole = Qt::UserRole;

QString tooltipFor(const core::VariantInfo& info)
{
    QString text = QStringLiteral("<b>%1</b> (<code>%2</code>)<br>%3<br><br><code>%4</code><br><i>%5</i>")
                       .arg(QString::fromStdString(info.displayName).toHtmlEscaped(),
                            QString::fromStdString(info.id).toHtmlEscaped(),
                            QString::fromStdString(info.description).toHtmlEscaped(),
                            QString::fromStdString(info.formula).toHtmlEscaped(),
                            QString::fromStdString(info.paper).toHtmlEscaped());
    if (info.oracle)
        text += QObject::tr("<br>An oracle: it needs the exact scores, so it costs as much as exact attention.");
    if (info.causal == core::CausalSupport::Never)
        text += QObject::tr("<br>Cannot be causal: %1").arg(QString::fromStdString(info.causalReason).toHtmlEscaped());
    if (info.routingSeesWholeSequence)
        text += QObject::tr("<br>Under causal no query reads a later key, but which keys it may read is decided "
                            "from the whole sequence.");
    return text;
}

} // namespace

VariantPanel::VariantPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_picker = new QTreeWidget(this);
    m_picker->setHeaderHidden(true);
    m_picker->setRootIsDecorated(true);
    m_picker->setUniformRowHeights(true);
    m_picker->setToolTip(tr("Pick an attention variant; hover one for its formula"));
    for (core::Family family : core::allFamilies()) {
        QTreeWidgetItem* group = nullptr;
        for (const core::Variant* variant : core::builtinVariants().all()) {
            if (variant->info().family != family)
                continue;
            if (!group) {
                group = new QTreeWidgetItem(m_picker, {QString::fromStdString(core::familyName(family))});
                group->setFlags(Qt::ItemIsEnabled);
                QFont bold = group->font(0);
                bold.setBold(true);
                group->setFont(0, bold);
            }
            auto* item = new QTreeWidgetItem(group, {QString::fromStdString(variant->info().displayName)});
            item->setData(0, kIdRole, QString::fromStdString(variant->id()));
            item->setToolTip(0, tooltipFor(variant->info()));
        }
    }
    m_picker->expandAll();
    layout->addWidget(m_picker, 2);

    auto* detailBox = new QGroupBox(tr("Parameters"), this);
    auto* detailLayout = new QVBoxLayout(detailBox);
    m_description = new QLabel(detailBox);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::RichText);
    detailLayout->addWidget(m_description);
    m_parameters = new widgets::ParameterPanel(detailBox);
    m_parameters->setEmptyText(tr("This variant has no parameters."));
    detailLayout->addWidget(m_parameters);
    detailLayout->addStretch(1);
    layout->addWidget(detailBox, 1);

    connect(m_picker, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || item->data(0, kIdRole).toString().isEmpty())
            return;
        showVariant(item->data(0, kIdRole).toString());
        emit changed();
    });
    connect(m_parameters, &widgets::ParameterPanel::paramsChanged, this, [this](const core::Params& params) {
        m_paramsByVariant[m_current] = params;
        emit changed();
    });
    setState(QStringLiteral("full"), core::Params());
}

QString VariantPanel::variantId() const
{
    return m_current;
}

core::Params VariantPanel::variantParams() const
{
    return m_parameters->params();
}

void VariantPanel::showVariant(const QString& id)
{
    const core::Variant* variant = core::builtinVariants().find(id.toStdString());
    if (!variant)
        return;
    m_current = id;
    const core::VariantInfo& info = variant->info();
    QString description = QString::fromStdString(info.description).toHtmlEscaped();
    if (info.oracle)
        description += tr("<br><i>Oracle: computes the exact scores first; its cost is the exact cost.</i>");
    m_description->setText(QStringLiteral("<b>%1</b><br>%2").arg(QString::fromStdString(info.displayName).toHtmlEscaped(),
                                                                 description));
    m_description->setToolTip(tooltipFor(info));
    m_parameters->setSpecs(info.params);
    core::Params params = core::Params::defaults(info.params);
    try {
        params = variant->resolve(m_paramsByVariant.value(id));
    } catch (const std::exception&) {
        // A remembered value that no longer fits: defaults.
    }
    m_parameters->setParams(params);
}

void VariantPanel::setState(const QString& variantId, const core::Params& params)
{
    const QString id = core::builtinVariants().find(variantId.toStdString()) ? variantId : QStringLiteral("full");
    m_paramsByVariant[id] = params;
    const QSignalBlocker block(m_picker);
    for (QTreeWidgetItemIterator it(m_picker); *it; ++it)
        if ((*it)->data(0, kIdRole).toString() == id)
            m_picker->setCurrentItem(*it);
    showVariant(id);
}

void VariantPanel::selectVariant(const QString& variantId)
{
    for (QTreeWidgetItemIterator it(m_picker); *it; ++it)
        if ((*it)->data(0, kIdRole).toString() == variantId) {
            m_picker->setCurrentItem(*it);
            m_picker->scrollToItem(*it);
            return;
        }
}

} // namespace attnlab::app
