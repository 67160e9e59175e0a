#include "app/panels/variant_panel.h"

#include "app/panels/formula_text.h"
#include "app/state/lab_model.h"
#include "core/builtin_catalogues.h"
#include "widgets/controls/parameter_panel.h"
#include "widgets/formula/formula_view.h"
#include "widgets/controls/core_text.h"

#include <QFontMetrics>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace attnlab::app {

namespace {

constexpr int kIdRole = Qt::UserRole;

QString tooltipFor(const core::VariantInfo& info)
{
    QString text = QStringLiteral("<b>%1</b> (<code>%2</code>)<br>%3<br><br>%4<br><i>%5</i>")
                       .arg(widgets::coreText(info.displayName).toHtmlEscaped(),
                            QString::fromStdString(info.id).toHtmlEscaped(),
                            widgets::coreText(info.description).toHtmlEscaped(),
                            readableFormula(info.formula).toHtmlEscaped(),
                            QString::fromStdString(info.paper).toHtmlEscaped());
    if (info.oracle)
        text += VariantPanel::tr("<br>An oracle: it needs the exact scores, so it costs as much as exact attention.");
    if (info.causal == core::CausalSupport::Never)
        text += VariantPanel::tr("<br>Cannot be causal: %1")
                    .arg(widgets::coreText(info.causalReason).toHtmlEscaped());
    if (info.routingSeesWholeSequence)
        text += VariantPanel::tr("<br>Under causal no query reads a later key, but which keys it may read is "
                                 "decided from the whole sequence.");
    return text;
}

} // namespace

VariantPanel::VariantPanel(LabModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The picker and the parameters share the height through a splitter: the parameters of one variant taking
    // more room than another's never moves the picker's rows under the mouse.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    m_picker = new QTreeWidget(splitter);
    m_picker->setHeaderHidden(true);
    m_picker->setRootIsDecorated(false);
    m_picker->setIndentation(14);
    m_picker->setUniformRowHeights(true);
    m_picker->setTextElideMode(Qt::ElideMiddle);
    m_picker->setToolTip(tr("Pick an attention variant; hover one for its formula"));
    for (core::Family family : core::allFamilies()) {
        QTreeWidgetItem* group = nullptr;
        for (const core::Variant* variant : core::builtinVariants().all()) {
            if (variant->info().family != family)
                continue;
            if (!group) {
                const QString name = widgets::coreText(core::familyName(family));
                group = new QTreeWidgetItem(m_picker, {name});
                group->setFlags(Qt::ItemIsEnabled);
                group->setToolTip(0, name);
                QFont bold = group->font(0);
                bold.setBold(true);
                group->setFont(0, bold);
            }
            auto* item = new QTreeWidgetItem(group, {widgets::coreText(variant->info().displayName)});
            item->setData(0, kIdRole, QString::fromStdString(variant->id()));
            item->setToolTip(0, tooltipFor(variant->info()));
        }
    }
    m_picker->expandAll();
    m_picker->setMinimumHeight(160);
    // Wide enough for the longest family name in bold: a truncated group name hides what the family is.
    int widest = 0;
    for (int g = 0; g < m_picker->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = m_picker->topLevelItem(g);
        widest = std::max(widest, QFontMetrics(group->font(0)).horizontalAdvance(group->text(0)));
    }
    m_picker->setMinimumWidth(widest + 2 * m_picker->frameWidth() + m_picker->verticalScrollBar()->sizeHint().width() + 16);

    auto* detailBox = new QGroupBox(tr("Parameters"));
    auto* detailLayout = new QVBoxLayout(detailBox);
    m_description = new QLabel(detailBox);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::RichText);
    m_parameters = new widgets::ParameterPanel(detailBox);
    m_parameters->setEmptyText(tr("This variant has no parameters."));
    m_formula = new widgets::FormulaView(detailBox);
    m_formula->setToolTip(tr("What the variant computes"));
    // The formula first: it says what the parameters below it change.
    detailLayout->addWidget(m_formula);
    detailLayout->addWidget(m_parameters);
    detailLayout->addWidget(m_description);
    detailLayout->addStretch(1);
    auto* detailScroll = new QScrollArea(splitter);
    detailScroll->setWidget(detailBox);
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    splitter->addWidget(m_picker);
    splitter->addWidget(detailScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter);

    connect(m_picker, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && !item->data(0, kIdRole).toString().isEmpty())
            m_model->setVariant(item->data(0, kIdRole).toString());
    });
    connect(m_parameters, &widgets::ParameterPanel::paramsChanged, m_model, &LabModel::setVariantParams);
    connect(m_model, &LabModel::changed, this, &VariantPanel::showState);
    showState(LabChange::Variant);
}

void VariantPanel::setSequenceLength(int n)
{
    m_parameters->setSequenceLength(n);
}

QString VariantPanel::highlightedVariant() const
{
    const QTreeWidgetItem* item = m_picker->currentItem();
    return item ? item->data(0, kIdRole).toString() : QString();
}

void VariantPanel::showState(LabChanges what)
{
    if (!what.testFlag(LabChange::Variant))
        return;
    const QString id = QString::fromStdString(m_model->state().setup.variantId);
    if (highlightedVariant() != id) {
        const QSignalBlocker block(m_picker);
        for (QTreeWidgetItemIterator it(m_picker); *it; ++it)
            if ((*it)->data(0, kIdRole).toString() == id) {
                m_picker->setCurrentItem(*it);
                m_picker->scrollToItem(*it);
            }
    }
    showVariant();
}

void VariantPanel::showVariant()
{
    const core::LabSetup& setup = m_model->state().setup;
    const core::Variant* variant = core::builtinVariants().find(setup.variantId);
    if (!variant)
        return;
    const bool rebuilt = setup.variantId != m_shownVariant;
    m_shownVariant = setup.variantId;
    if (rebuilt) {
        const core::VariantInfo& info = variant->info();
        QString description = widgets::coreText(info.description).toHtmlEscaped();
        if (info.oracle)
            description += tr("<br><i>Oracle: computes the exact scores first; its cost is the exact cost.</i>");
        m_description->setText(QStringLiteral("<b>%1</b><br>%2")
                                   .arg(widgets::coreText(info.displayName).toHtmlEscaped(), description));
        m_description->setToolTip(tooltipFor(info));
        m_formula->setFormula(QString::fromStdString(info.formula), readableFormula(info.formula));
        m_parameters->setSpecs(info.params);
    }
    const core::Params shown = core::resolvedOrDefaults(*variant, setup.currentVariantParams());
    if (rebuilt || shown != m_parameters->params())
        m_parameters->setParams(shown);
}

} // namespace attnlab::app
