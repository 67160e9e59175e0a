#include "app/decisions/section.h"

#include "widgets/heatmap/aspect_box.h"
#include "widgets/heatmap/map_pair_box.h"
#include "widgets/heatmap/view.h"
#include "widgets/controls/panel_text.h"

#include <QLabel>

namespace attnlab::app {

QLabel* DecisionsSection::makeHeading(const QString& text, QWidget* parent)
{
    return widgets::makeSectionHeading(text, parent);
}

QLabel* DecisionsSection::makeExplanation(QWidget* parent)
{
    QLabel* label = widgets::makeGreyNote(parent, Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

widgets::HeatmapView* DecisionsSection::makeMap(QWidget* parent)
{
    return (new widgets::AspectHeatmapBox(parent))->view();
}

QWidget* DecisionsSection::pairMaps(widgets::HeatmapView* first, widgets::HeatmapView* second, QWidget* parent)
{
    return new widgets::MapPairBox(qobject_cast<widgets::AspectHeatmapBox*>(first->parentWidget()),
        qobject_cast<widgets::AspectHeatmapBox*>(second->parentWidget()), parent);
}

const core::Matrix* DecisionsSection::extraMatrix(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.matrices.find(name);
    return found != result.extras.matrices.end() ? &found->second : nullptr;
}

const std::vector<int>* DecisionsSection::extraLabels(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.labels.find(name);
    return found != result.extras.labels.end() ? &found->second : nullptr;
}

std::optional<double> DecisionsSection::extraScalar(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.scalars.find(name);
    if (found == result.extras.scalars.end())
        return std::nullopt;
    return found->second;
}

QString DecisionsSection::extraNote(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.notes.find(name);
    return found != result.extras.notes.end() ? QString::fromStdString(found->second) : QString();
}

QString DecisionsSection::tokenText(const ComputeOutcome& outcome, int index)
{
    if (index < 0 || index >= outcome.tokens.size() || outcome.tokens.at(index).isEmpty())
        return QString::number(index);
    return QStringLiteral("%1 (%2)").arg(index).arg(outcome.tokens.at(index));
}

} // namespace attnlab::app
